package org.arrocco.engine;

/**
 * Bitboard masks the evaluation asks for by square and colour: files, the squares ahead of a pawn,
 * the span a passed pawn must find free of enemy pawns, and the distance between two squares.
 * Squares and colours are those of {@code core.chess} (a1 = 0, White = 0).
 */
final class BoardMasks {
  static final long FILE_A = 0x0101010101010101L;
  static final long FILE_H = FILE_A << 7;

  /** {@code FILE[f]}: the squares of file {@code f}. */
  static final long[] FILE = new long[8];

  /** {@code ADJACENT_FILES[f]}: the squares of the files beside {@code f}. */
  static final long[] ADJACENT_FILES = new long[8];

  /** {@code AHEAD[colour << 6 | square]}: the squares ahead on the same file, towards promotion. */
  static final long[] AHEAD = new long[128];

  /** {@code PASSED_SPAN[colour << 6 | square]}: the squares ahead on this file and those beside. */
  static final long[] PASSED_SPAN = new long[128];

  /**
   * {@code BEHIND_OR_LEVEL[colour << 6 | square]}: on the files beside, the squares of this rank
   * and those behind it (where a pawn's neighbours must be to support its advance).
   */
  static final long[] BEHIND_OR_LEVEL = new long[128];

  /** {@code DISTANCE[a << 6 | b]}: king steps from {@code a} to {@code b}. */
  static final int[] DISTANCE = new int[64 * 64];

  static {
    for (int f = 0; f < 8; f++) {
      FILE[f] = FILE_A << f;
    }
    for (int f = 0; f < 8; f++) {
      ADJACENT_FILES[f] = (f > 0 ? FILE[f - 1] : 0) | (f < 7 ? FILE[f + 1] : 0);
    }
    for (int sq = 0; sq < 64; sq++) {
      int f = sq & 7;
      int r = sq >>> 3;
      long whiteAhead = 0;
      long blackAhead = 0;
      for (int rr = r + 1; rr < 8; rr++) {
        whiteAhead |= 1L << (rr * 8 + f);
      }
      for (int rr = r - 1; rr >= 0; rr--) {
        blackAhead |= 1L << (rr * 8 + f);
      }
      AHEAD[sq] = whiteAhead;
      AHEAD[64 | sq] = blackAhead;
      long span = ADJACENT_FILES[f] | FILE[f];
      PASSED_SPAN[sq] = spread(whiteAhead) & span;
      PASSED_SPAN[64 | sq] = spread(blackAhead) & span;
      long whiteLevel = 0;
      long blackLevel = 0;
      for (int rr = 0; rr <= r; rr++) {
        whiteLevel |= 0xFFL << (rr * 8);
      }
      for (int rr = r; rr < 8; rr++) {
        blackLevel |= 0xFFL << (rr * 8);
      }
      BEHIND_OR_LEVEL[sq] = whiteLevel & ADJACENT_FILES[f];
      BEHIND_OR_LEVEL[64 | sq] = blackLevel & ADJACENT_FILES[f];
      for (int t = 0; t < 64; t++) {
        DISTANCE[sq << 6 | t] = Math.max(Math.abs(f - (t & 7)), Math.abs(r - (t >>> 3)));
      }
    }
  }

  /** The ranks a set of squares covers, as whole ranks. */
  private static long spread(long squares) {
    long ranks = 0;
    for (int r = 0; r < 8; r++) {
      if ((squares & 0xFFL << (r * 8)) != 0) {
        ranks |= 0xFFL << (r * 8);
      }
    }
    return ranks;
  }

  private BoardMasks() {}
}
