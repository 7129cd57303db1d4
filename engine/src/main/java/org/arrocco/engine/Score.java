package org.arrocco.engine;

/**
 * Search scores in centipawns from the side to move's point of view, with mate scores at the ends
 * of the range: a mate in {@code n} plies from the root scores {@code MATE - n}, being mated in
 * {@code n} plies {@code -MATE + n}. Scores stored in the transposition table count mate distance
 * from the node that stores them ({@link #toTable}, {@link #fromTable}), so an entry is right at
 * any ply it is read back.
 */
public final class Score {
  /** Beyond every real score: the initial window. */
  public static final int INFINITE = 32_001;

  /** The score of giving mate now (at ply 0). */
  public static final int MATE = 32_000;

  /** Scores at or beyond this (in absolute value) are mates. */
  public static final int MATE_BOUND = MATE - 1000;

  /** A drawn position. */
  public static final int DRAW = 0;

  /** "No score" (an evaluation not computed, as in check). */
  public static final int NONE = 32_002;

  private Score() {}

  /** Whether {@code score} announces a mate, for either side. */
  public static boolean isMate(int score) {
    return Math.abs(score) >= MATE_BOUND && Math.abs(score) <= MATE;
  }

  /** The score to store at {@code ply}: mates counted from this node. */
  public static int toTable(int score, int ply) {
    if (score >= MATE_BOUND) {
      return score + ply;
    }
    if (score <= -MATE_BOUND) {
      return score - ply;
    }
    return score;
  }

  /** A stored score read back at {@code ply}. */
  public static int fromTable(int score, int ply) {
    if (score >= MATE_BOUND) {
      return score - ply;
    }
    if (score <= -MATE_BOUND) {
      return score + ply;
    }
    return score;
  }

  /** Moves (not plies) to mate for a mate score: positive when the side to move mates. */
  public static int mateInMoves(int score) {
    return score > 0 ? (MATE - score + 1) / 2 : -(MATE + score) / 2;
  }
}
