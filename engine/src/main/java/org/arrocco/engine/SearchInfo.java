package org.arrocco.engine;

/**
 * One report of a running search, as UCI's {@code info} line gives it: the iteration's depth and
 * selective depth, which line of several (MultiPV, from 1), the score (centipawns, or a mate when
 * {@link Score#isMate}), whether it is only a bound, the nodes searched, the time taken, the
 * table's fill (permille) and the principal variation (moves as in {@code core.chess.Move}).
 */
public record SearchInfo(
    int depth,
    int selectiveDepth,
    int multiPv,
    int score,
    int bound,
    long nodes,
    long millis,
    int hashfull,
    int[] pv) {

  /** Nodes per second. */
  public long nodesPerSecond() {
    return millis == 0 ? nodes * 1000 : nodes * 1000 / millis;
  }
}
