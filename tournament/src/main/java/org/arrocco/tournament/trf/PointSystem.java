package org.arrocco.tournament.trf;

/**
 * Points in tenths for each kind of round result: won, drawn and lost games, zero-point byes
 * (absences), forfeit losses and the pairing-allocated bye. {@link #DEFAULT} is the FIDE default
 * (1, ½, 0, 0, 0, 1); a TRF file may change it with a TRF-2026 {@code 162} line (codes W D L Z P)
 * or the older {@code BBW BBD BBL BBZ BBF BBU} lines.
 */
public record PointSystem(int win, int draw, int loss, int zeroBye, int forfeitLoss, int pab) {
  /** The FIDE default point system. */
  public static final PointSystem DEFAULT = new PointSystem(10, 5, 0, 0, 0, 10);

  /** The same system with another value for the pairing-allocated bye. */
  public PointSystem withPab(int tenths) {
    return new PointSystem(win, draw, loss, zeroBye, forfeitLoss, tenths);
  }

  /** Points of one round entry (as the reference engine scores it). */
  public int points(RoundResult r) {
    switch (r.code()) {
      case DRAW, SHORT_DRAW, HALF_BYE:
        return draw;
      case WIN, SHORT_WIN, FULL_BYE, PAIRING_BYE, FORFEIT_WIN:
        return r.pairingAllocatedBye() ? pab : win;
      default:
        if (!r.paired()) {
          return zeroBye;
        }
        return r.played() ? loss : forfeitLoss;
    }
  }
}
