package org.arrocco.engine;

import org.arrocco.core.variant.ClockReading;
import org.arrocco.core.variant.GameView;

/**
 * How long a computer player may think on a view: the time it is given, but never so long that its
 * clock could fall. With a per-move limit (Scacchi Sprint's hourglass) it keeps a tenth of what is
 * left and at least 300 ms in hand, so that the sand never runs out on it (a lost move); with a
 * game clock it spends at most a twentieth of its time.
 */
final class ThinkTime {
  private ThinkTime() {}

  /** The milliseconds to think, at least 1. */
  static long of(GameView view, long thinkMillis) {
    long t = Math.max(1, thinkMillis);
    if (view.clock().isPresent()) {
      ClockReading c = view.clock().get();
      if (c.move().isPresent()) {
        long left = c.move().getAsLong();
        t = Math.min(t, left - Math.max(300, left / 10));
      }
      boolean white = view.sideToMove() == org.arrocco.core.game.Side.WHITE;
      var own = white ? c.white() : c.black();
      if (own.isPresent()) {
        t = Math.min(t, own.getAsLong() / 20);
      }
    }
    return Math.max(1, t);
  }
}
