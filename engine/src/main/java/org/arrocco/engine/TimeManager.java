package org.arrocco.engine;

/**
 * How long one search may take: an optimum time (no new iteration starts after it, scaled by how
 * stable the best move is) and a maximum (the search stops in the middle of an iteration), from the
 * clock of the side to move. Sudden death plans for about 40 more moves (fewer as the game goes on,
 * never betting more than a fifth of the clock on one move); an increment or a delay is spent as it
 * comes; moves-to-go divides the time to the next control; a fixed time is taken as given. A safety
 * margin ({@code overhead}, the Move Overhead option) covers the time the GUI and the pipe take, so
 * a search never loses on time.
 */
public final class TimeManager {
  private final long start;
  private long optimum;
  private long maximum;
  private final boolean timed;

  /** Plans the search starting at {@code startNanos} for the side {@code colour} (0 White). */
  public TimeManager(SearchLimits limits, int colour, int gamePly, long overhead, long startNanos) {
    this.start = startNanos;
    long time = colour == 0 ? limits.whiteTime() : limits.blackTime();
    long increment = colour == 0 ? limits.whiteIncrement() : limits.blackIncrement();
    if (limits.moveTime() > 0) {
      timed = true;
      optimum = Math.max(1, limits.moveTime() - overhead);
      maximum = optimum;
    } else if (time > 0) {
      timed = true;
      plan(time, increment, limits.delay(), limits.movesToGo(), gamePly, overhead);
    } else {
      timed = false;
      optimum = Long.MAX_VALUE;
      maximum = Long.MAX_VALUE;
    }
  }

  private void plan(long time, long increment, long delay, int movesToGo, int gamePly, long over) {
    long left = Math.max(1, time - over);
    int moves = movesToGo > 0 ? Math.min(movesToGo, 40) : Math.max(20, 45 - gamePly / 4);
    // Time left for all planned moves: the clock plus what increments and delays will bring.
    long pool = left + (increment + delay) * (moves - 1);
    long target = pool / moves;
    long cap = movesToGo == 1 ? left * 9 / 10 : left / (movesToGo > 0 ? 2 : 5);
    cap = Math.max(1, Math.min(cap + delay, left - Math.min(left / 2, over)));
    optimum = Math.max(1, Math.min(target + delay, cap));
    maximum = Math.max(optimum, Math.min(cap, optimum * 5));
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
