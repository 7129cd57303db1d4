package org.arrocco.engine.uci;

/**
 * The time a move spends outside the engine's own clock, learnt from the clocks a GUI sends: what
 * the GUI charged for the engine's last move ({@code own} before it, plus the increment, less
 * {@code own} now) less what the engine measured from the {@code go}'s arrival to its {@code
 * bestmove}. On a loaded machine this (the pipe, the wake-up of the engine's threads, the GUI's own
 * delays) can be far more than the Move Overhead set, and in sudden death it is paid on every move:
 * the engine then keeps twice the worst of it in hand, forgetting an eighth of it at each move.
 * Learnt per game, for the side the engine plays; a clock that grew (a new time control), a
 * pondering search or a move not timed tells nothing.
 */
final class TransitTime {
  private int side = -1;
  private long own;
  private long increment;
  private long elapsed = -1;
  private long worst;

  /** Forgets everything (a new game). */
  synchronized void reset() {
    side = -1;
    elapsed = -1;
    worst = 0;
  }

  /**
   * A timed {@code go} for {@code side} (0 White) with {@code own} left and {@code inc} per move:
   * compares with the last move of the same side.
   */
  synchronized void go(int side, long own, long inc) {
    if (this.side == side && elapsed >= 0 && own > 0) {
      long charged = this.own + increment - own;
      long hidden = charged - elapsed;
      if (charged >= 0 && hidden > 0) {
        worst = Math.max(hidden, worst - worst / 8);
      } else {
        worst -= worst / 8;
      }
    }
    this.side = own > 0 ? side : -1;
    this.own = own;
    this.increment = inc;
    this.elapsed = -1;
  }

  /** The search of the last {@code go} took {@code millis} from its arrival to its move. */
  synchronized void searched(long millis) {
    elapsed = millis;
  }

  /** An untimed or pondering search: nothing to learn from the next clock. */
  synchronized void untimed() {
    side = -1;
  }

  /** The milliseconds to keep in hand for the time outside the engine (0 until one is seen). */
  synchronized long margin() {
    return Math.min(5_000, 2 * worst);
  }
}
