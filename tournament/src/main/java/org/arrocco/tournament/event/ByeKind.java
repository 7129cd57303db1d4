package org.arrocco.tournament.event;

/**
 * Why an entrant has no board in a round (rules/tournament.md "Byes and unplayed games"): the
 * pairing-allocated bye, a full-point bye, or a half- or zero-point bye (requested, a missed round
 * before a late entry, or a round after a withdrawal).
 */
public enum ByeKind {
  PAIRING,
  FULL,
  HALF,
  ZERO;

  /** The bye's points under {@code points}, in tenths. */
  public int points(PointSystem points) {
    return switch (this) {
      case PAIRING -> points.pairingBye();
      case FULL -> points.win();
      case HALF -> points.draw();
      case ZERO -> points.loss();
    };
  }
}
