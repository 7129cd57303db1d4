package org.arrocco.engine;

/**
 * What bounds one search, as a UCI {@code go} gives it (all times in milliseconds, 0 = not given):
 * the clocks and increments of both sides, a delay per move (Bronstein or simple: both give the
 * player this much per move beyond the clock, so both are planned for alike), the moves to the next
 * time control, a fixed time per move, a depth, a node count, a mate distance (in moves), infinite
 * analysis and pondering, the root moves to search ({@code null}: all), and the time left on a
 * per-move limit ({@code hourglass}: Scacchi Sprint's hourglass, which passes the move when it runs
 * out).
 */
public record SearchLimits(
    long whiteTime,
    long blackTime,
    long whiteIncrement,
    long blackIncrement,
    long delay,
    int movesToGo,
    long moveTime,
    int depth,
    long nodes,
    int mate,
    boolean infinite,
    boolean ponder,
    int[] searchMoves,
    long hourglass) {

  /** No bound at all: an infinite search, stopped from outside. */
  public static SearchLimits infiniteSearch() {
    return new SearchLimits(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, true, false, null, 0);
  }

  /** A search to a fixed depth. */
  public static SearchLimits ofDepth(int depth) {
    return new SearchLimits(0, 0, 0, 0, 0, 0, 0, depth, 0, 0, false, false, null, 0);
  }

  /** A search of a fixed number of nodes. */
  public static SearchLimits ofNodes(long nodes) {
    return new SearchLimits(0, 0, 0, 0, 0, 0, 0, 0, nodes, 0, false, false, null, 0);
  }

  /** A search of a fixed time. */
  public static SearchLimits ofMoveTime(long millis) {
    return new SearchLimits(0, 0, 0, 0, 0, 0, millis, 0, 0, 0, false, false, null, 0);
  }

  /** A search on the clock: both sides' times and increments. */
  public static SearchLimits ofClock(long wtime, long btime, long winc, long binc, int movesToGo) {
    return new SearchLimits(
        wtime, btime, winc, binc, 0, movesToGo, 0, 0, 0, 0, false, false, null, 0);
  }

  /** A search on Scacchi Sprint's hourglass alone: {@code millis} left on it for this move. */
  public static SearchLimits ofHourglass(long millis) {
    return new SearchLimits(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false, false, null, millis);
  }

  /** Whether the clock of a side bounds this search (as opposed to depth, nodes or fixed time). */
  public boolean usesClock() {
    return whiteTime > 0 || blackTime > 0;
  }

  /** This search with pondering on or off. */
  public SearchLimits withPonder(boolean on) {
    return new SearchLimits(
        whiteTime,
        blackTime,
        whiteIncrement,
        blackIncrement,
        delay,
        movesToGo,
        moveTime,
        depth,
        nodes,
        mate,
        infinite,
        on,
        searchMoves,
        hourglass);
  }
}
