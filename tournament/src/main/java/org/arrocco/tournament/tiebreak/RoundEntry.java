package org.arrocco.tournament.tiebreak;

/**
 * One round of one participant: the opponent's id (0 when there is none), the colour ({@code 'w'},
 * {@code 'b'}, or {@code '-'} without a board), what kind of round it was and the points it gave,
 * in tenths of a point (a win of the standard system is 10).
 */
public record RoundEntry(int opponent, char colour, RoundKind kind, int points) {
  public RoundEntry {
    if (kind == null) {
      throw new IllegalArgumentException("round kind missing");
    }
    if (kind.hasOpponent() != (opponent > 0)) {
      throw new IllegalArgumentException(
          kind + (kind.hasOpponent() ? " needs an opponent" : " cannot have an opponent"));
    }
    if (points < 0) {
      throw new IllegalArgumentException("negative points: " + points);
    }
  }

  /** A round without an opponent (a bye of any kind). */
  public static RoundEntry bye(RoundKind kind, int points) {
    return new RoundEntry(0, '-', kind, points);
  }
}
