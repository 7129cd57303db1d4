package org.arrocco.engine;

/**
 * How long one search may take: an optimum time (no new iteration starts after it, scaled by how
 * stable the best move is) and a maximum (the search stops in the middle of an iteration), from the
 * clock of the side to move. On a game clock it reckons what the next {@link #HORIZON} moves (or
 * the moves to go, if fewer) may spend: the clock and their increments, less a Move Overhead
 * ({@code overhead}, the time the GUI and the pipe take) for each of them and two more. It plans a
 * thirtieth of that (with moves to go, an equal share) and lets an unstable search run to five
 * times the plan, never beyond a fifth of its own clock (with fewer than ten moves to go, {@code
 * own/(movestogo+1)}) less one overhead. A delay is spent as it comes, since the clock does not
 * charge it. A fixed time is taken as given, less the overhead. Scacchi Sprint's hourglass (a
 * per-move limit that passes the move when it runs out) keeps a tenth of what is left and at least
 * 300 ms in hand, and plans a quarter of the rest. So a search never loses on time.
 */
public final class TimeManager {
  /** The moves a plan reckons still to play, when no moves-to-go says (Stockfish's too). */
  static final int HORIZON = 50;

  /** Without moves to go, the optimum is this fraction of what the horizon may spend. */
  static final int SHARE = 30;

  /** The maximum is at most this many optima. */
  static final int STRETCH = 5;

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
    int horizon = movesToGo > 0 ? Math.min(movesToGo, HORIZON) : HORIZON;
    // what the moves to come may spend: the clock and their increments, less each one's overhead
    long left = Math.max(1, own + increment * (horizon - 1) - overhead * (horizon + 2));
    long target = (movesToGo > 0 ? left / horizon : left / SHARE) + delay;
    long cap =
        (movesToGo > 0 && movesToGo < 10 ? own / (movesToGo + 1) : own / 5) + delay - overhead;
    long max = Math.max(1, Math.min(cap, STRETCH * target));
    bound(Math.max(1, Math.min(target, max)), max);
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
