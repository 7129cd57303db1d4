package org.arrocco.tournament.pairing;

import java.util.List;

/**
 * One player of the event as the pairing of a round sees him: his pairing number (1.2 of C.04.3:
 * the initial ranking), what each earlier round was for him, whether he is to be paired in the
 * round ({@code false} for an announced absence or bye), whether he counts for the effective
 * pairing numbers (he is to be paired or was paired in some round), and the fictitious points of an
 * accelerated event (C.04.5) for each round up to the one to pair, in tenths.
 */
public record Entrant(
    int number,
    List<RoundEntry> history,
    boolean toBePaired,
    boolean counted,
    List<Integer> fictitious) {
  public Entrant {
    history = List.copyOf(history);
    fictitious = List.copyOf(fictitious);
    if (number < 1) {
      throw new IllegalArgumentException("pairing numbers start at 1: " + number);
    }
    if (fictitious.size() != history.size() + 1) {
      throw new IllegalArgumentException(
          "player " + number + ": fictitious points for " + fictitious.size() + " rounds");
    }
  }

  /** Paired in some earlier round (a game, a forfeit or the PAB). */
  public boolean pairedBefore() {
    return history.stream().anyMatch(RoundEntry::paired);
  }
}
