package org.arrocco.app.server.game;

import org.arrocco.core.game.Side;

/**
 * Told when a seated player of a tournament's game opens it or acts on it (on every request: the
 * listener keeps only the first), so that an absent player can be told from one who is thinking.
 */
public interface SeatPresence {
  /** {@code side} of {@code game} was seen. */
  void seen(LiveGame game, Side side);
}
