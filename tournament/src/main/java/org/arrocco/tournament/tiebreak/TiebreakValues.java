package org.arrocco.tournament.tiebreak;

import java.util.OptionalInt;

/**
 * The tie-break values of one participant: score, Buchholz and Buchholz Cut 1 in tenths of a point,
 * ARO and ARO Cut 1 as integer ratings, empty when undefined (no or one OTB opponent) or refused
 * (unrated participants and no substitute rating).
 */
public record TiebreakValues(
    int id, int score, int buchholz, int buchholzCut1, OptionalInt aro, OptionalInt aroCut1) {

  /** The value of one tie-break; higher is better; empty when undefined. */
  public OptionalInt value(Tiebreak tiebreak) {
    switch (tiebreak) {
      case BH:
        return OptionalInt.of(buchholz);
      case BH_C1:
        return OptionalInt.of(buchholzCut1);
      case ARO:
        return aro;
      case ARO_C1:
        return aroCut1;
      default:
        throw new IllegalStateException("unhandled tie-break " + tiebreak);
    }
  }
}
