package org.arrocco.engine;

/**
 * How long one search may take: an optimum time (no new iteration starts after it, scaled by how
 * stable the best move is) and a maximum (the search stops in the middle of an iteration), from the
 * clock of the side to move. On a game clock it plans about {@code own/40 + increment/2} (with
 * moves-to-go, {@code own/movestogo + increment/2}) and never more than a tenth of its own time on
 * one move (with fewer than ten moves to go, {@code own/(movestogo+1)}); a delay is spent as it
 * comes, since the clock does not charge it. A fixed time is taken as given. Scacchi Sprint's
 * hourglass (a per-move limit that passes the move when it runs out) keeps a tenth of what is left
 * and at least 300 ms in hand, and plans a quarter of the rest. Every plan keeps the Move Overhead
 * ({@code overhead}) in hand for the time the GUI and the pipe take, so a search never loses on
 * time.
 */
public final class TimeManager {
  private final long start;
  private long optimum = Long.MAX_VALUE;
  private long maximum = Long.MAX_VALUE;
  private boolean timed;

  /** Plans the search starting at {@code startNanos} for the side {@code colour} (0 White). */
  public TimeManager(SearchLimits limits, int colour, long overhead, long startNanos) {
    this.start = startNanos;
    long time = colour == 0 ? limits.whiteTime() : limits.blackTime();
    long increment = colour == 0 ? limits.whiteIncrement() : limits.blackIncrement();
    if (limits.moveTime() > 0) {
      bound(Math.max(1, limits.moveTime() - overhead), Math.max(1, limits.moveTime() - overhead));
    }
    if (time > 0) {
      plan(time, increment, limits.delay(), limits.movesToGo(), overhead);
    }
    if (limits.hourglass() > 0) {
      long h = limits.hourglass();
      long cap = Math.max(1, h - Math.max(300, h / 10) - overhead);
      bound(Math.max(1, cap / 4), cap);
    }
  }

  private void plan(long own, long increment, long delay, int movesToGo, long overhead) {
    long target = own / (movesToGo > 0 ? Math.min(movesToGo, 40) : 40) + increment / 2 + delay;
    long cap = (movesToGo > 0 && movesToGo < 10 ? own / (movesToGo + 1) : own / 10) + delay;
    long max = Math.max(1, cap - overhead);
    bound(Math.max(1, Math.min(target, cap) - overhead), max);
  }

  /** Narrows the plan to at most {@code opt} and {@code max} milliseconds. */
  private void bound(long opt, long max) {
    timed = true;
    maximum = Math.min(maximum, max);
    optimum = Math.min(optimum, Math.min(opt, maximum));
  }

  /** Whether the clock bounds this search at all. */
  public boolean isTimed() {
    return timed;
  }

  /** Milliseconds since the search started. */
  public long elapsed(long nowNanos) {
    return (nowNanos - start) / 1_000_000;
  }

  /** Whether a new iteration may start, the optimum scaled by {@code factor} (stability). */
  public boolean mayStartIteration(long nowNanos, double factor) {
    return !timed || elapsed(nowNanos) < optimum * Math.min(factor, 2.5) * 0.6;
  }

  /** Whether the search must stop now. */
  public boolean mustStop(long nowNanos) {
    return timed && elapsed(nowNanos) >= maximum;
  }

  public long optimum() {
    return optimum;
  }

  public long maximum() {
    return maximum;
  }
}
