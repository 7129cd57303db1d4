package org.arrocco.tournament.event;

/**
 * The points of a game and of the pairing-allocated bye, in tenths of a point (standard: win 10,
 * draw 5, loss 0; the PAB worth a win unless the regulations say ½, rules/tournament.md "Byes").
 */
public record PointSystem(int win, int draw, int loss, int pairingBye) {
  /** The FIDE standard: 1, ½, 0, PAB 1. */
  public static final PointSystem STANDARD = new PointSystem(10, 5, 0, 10);

  public PointSystem {
    if (loss < 0 || draw < loss || win < draw || pairingBye < 0 || pairingBye > win) {
      throw new Refusal(Refusal.Reason.POINT_SYSTEM_ORDER);
    }
  }
}
