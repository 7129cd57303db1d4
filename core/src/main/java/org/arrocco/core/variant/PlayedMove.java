package org.arrocco.core.variant;

import org.arrocco.core.game.Side;

/**
 * A move of a game's history: who made it, its two text forms, and when (on the game's time scale).
 * A Scacchi Sprint move lost to the hourglass is a pass: {@code 0000} and {@code --}.
 *
 * @param side the side that moved
 * @param uci the move for programs (see {@link LegalMove#uci})
 * @param san the move for people, with check and mate marks
 * @param at when it was made, in milliseconds on the scale of the times given to the game
 */
public record PlayedMove(Side side, String uci, String san, long at) {
  /** The text of a pass for programs (UCI's null move). */
  public static final String PASS_UCI = "0000";

  /** The text of a pass for people (PGN's null move). */
  public static final String PASS_SAN = "--";

  /** Whether this move is a pass (Sprint: the hourglass ran out). */
  public boolean isPass() {
    return uci.equals(PASS_UCI);
  }
}
