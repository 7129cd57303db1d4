package org.arrocco.core.chess;

/**
 * Attack tables of the orthodox pieces on the 8x8 board, built once at class loading.
 *
 * <p>Leapers: {@code KNIGHT[s]}, {@code KING[s]} and {@code PAWN[colour << 6 | s]} (the squares a
 * pawn of that colour on {@code s} attacks). Sliders use "fancy" magic bitboards in one flat table:
 * for a rook on {@code s}, the relevant blockers {@code occ & ROOK_MASK[s]} (the rays without their
 * last square) times {@code ROOK_MAGIC[s]}, shifted right by {@code ROOK_SHIFT[s]} (64 minus the
 * number of mask bits), is an index into {@code SLIDER[ROOK_OFFSET[s] + index]}; bishops the same
 * with their arrays. Rook entries come first in {@code SLIDER} (102,400), then bishop entries
 * (5,248). The magic numbers are found at start-up by a seeded random search, so they are the same
 * on every run. {@code BETWEEN[a << 6 | b]} holds the squares strictly between two squares on one
 * line (0 otherwise) and {@code LINE[a << 6 | b]} the whole line through both (0 when they share no
 * line).
 */
public final class Attacks {
  static final long[] KNIGHT = new long[64];
  static final long[] KING = new long[64];
  static final long[] PAWN = new long[128];
  static final long[] ROOK_MASK = new long[64];
  static final long[] ROOK_MAGIC = Magics.ROOK;
  static final int[] ROOK_SHIFT = new int[64];
  static final int[] ROOK_OFFSET = new int[64];
  static final long[] BISHOP_MASK = new long[64];
  static final long[] BISHOP_MAGIC = Magics.BISHOP;
  static final int[] BISHOP_SHIFT = new int[64];
  static final int[] BISHOP_OFFSET = new int[64];
  static final long[] SLIDER = new long[102_400 + 5_248];
  static final long[] ROOK_EMPTY = new long[64];
  static final long[] BISHOP_EMPTY = new long[64];
  static final long[] BETWEEN = new long[64 * 64];
  static final long[] LINE = new long[64 * 64];

  private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  static {
    initLeapers();
    int offset = 0;
    long[][] rookRays = rays(ROOK_DIRS);
    for (int s = 0; s < 64; s++) {
      ROOK_OFFSET[s] = offset;
      offset += initMagic(s, ROOK_DIRS, rookRays, ROOK_MASK, Magics.ROOK[s], ROOK_SHIFT, offset);
    }
    long[][] bishopRays = rays(BISHOP_DIRS);
    for (int s = 0; s < 64; s++) {
      BISHOP_OFFSET[s] = offset;
      offset +=
          initMagic(
              s, BISHOP_DIRS, bishopRays, BISHOP_MASK, Magics.BISHOP[s], BISHOP_SHIFT, offset);
    }
    for (int s = 0; s < 64; s++) {
      ROOK_EMPTY[s] = rook(s, 0);
      BISHOP_EMPTY[s] = bishop(s, 0);
    }
    initLines();
  }

  private Attacks() {}

  /** The squares a rook on {@code square} attacks with {@code occupied} squares blocking. */
  public static long rook(int square, long occupied) {
    return SLIDER[
        ROOK_OFFSET[square]
            + (int) (((occupied & ROOK_MASK[square]) * ROOK_MAGIC[square]) >>> ROOK_SHIFT[square])];
  }

  /** The squares a bishop on {@code square} attacks with {@code occupied} squares blocking. */
  public static long bishop(int square, long occupied) {
    return SLIDER[
        BISHOP_OFFSET[square]
            + (int)
                (((occupied & BISHOP_MASK[square]) * BISHOP_MAGIC[square])
                    >>> BISHOP_SHIFT[square])];
  }

  /** The squares a queen on {@code square} attacks. */
  public static long queen(int square, long occupied) {
    return rook(square, occupied) | bishop(square, occupied);
  }

  public static long knight(int square) {
    return KNIGHT[square];
  }

  public static long king(int square) {
    return KING[square];
  }

  /** The squares a pawn of {@code colour} on {@code square} attacks. */
  public static long pawn(int colour, int square) {
    return PAWN[colour << 6 | square];
  }

  /** The squares strictly between two squares on a line; 0 when they share no line. */
  public static long between(int a, int b) {
    return BETWEEN[a << 6 | b];
  }

  /** The whole line (rank, file or diagonal) through two squares; 0 when there is none. */
  public static long line(int a, int b) {
    return LINE[a << 6 | b];
  }

  private static void initLeapers() {
    int[][] knight = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    int[][] king = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    for (int s = 0; s < 64; s++) {
      KNIGHT[s] = leaps(s, knight);
      KING[s] = leaps(s, king);
      PAWN[s] = leaps(s, new int[][] {{-1, 1}, {1, 1}});
      PAWN[64 | s] = leaps(s, new int[][] {{-1, -1}, {1, -1}});
    }
  }

  private static long leaps(int s, int[][] deltas) {
    long b = 0;
    for (int[] d : deltas) {
      int f = Square.file(s) + d[0];
      int r = Square.rank(s) + d[1];
      if (f >= 0 && f < 8 && r >= 0 && r < 8) {
        b |= 1L << Square.of(f, r);
      }
    }
    return b;
  }

  /** Slow ray walk, used to fill the tables. */
  private static long slide(int s, int[][] dirs, long occupied) {
    long b = 0;
    for (int[] d : dirs) {
      int f = Square.file(s) + d[0];
      int r = Square.rank(s) + d[1];
      while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        int t = Square.of(f, r);
        b |= 1L << t;
        if ((occupied & (1L << t)) != 0) {
          break;
        }
        f += d[0];
        r += d[1];
      }
    }
    return b;
  }

  private static long relevantMask(int s, int[][] dirs) {
    long b = 0;
    for (int[] d : dirs) {
      int f = Square.file(s) + d[0];
      int r = Square.rank(s) + d[1];
      while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
        b |= 1L << Square.of(f, r);
        f += d[0];
        r += d[1];
      }
    }
    return b;
  }

  /** {@code rays[k][s]}: the open ray from {@code s} in direction {@code dirs[k]}. */
  private static long[][] rays(int[][] dirs) {
    long[][] rays = new long[dirs.length][64];
    for (int k = 0; k < dirs.length; k++) {
      for (int s = 0; s < 64; s++) {
        rays[k][s] = slide(s, new int[][] {dirs[k]}, 0);
      }
    }
    return rays;
  }

  /** Slider attacks from rays: each ray is cut behind its nearest blocker. */
  private static long attacksByRays(int s, int[][] dirs, long[][] rays, long occupied) {
    long attacks = 0;
    for (int k = 0; k < dirs.length; k++) {
      long ray = rays[k][s];
      long blockers = ray & occupied;
      if (blockers != 0) {
        boolean upwards = dirs[k][0] + 8 * dirs[k][1] > 0;
        int b =
            upwards
                ? Long.numberOfTrailingZeros(blockers)
                : 63 - Long.numberOfLeadingZeros(blockers);
        ray ^= rays[k][b];
      }
      attacks |= ray;
    }
    return attacks;
  }

  /** Fills one square's part of SLIDER with its magic; returns the number of entries. */
  private static int initMagic(
      int s, int[][] dirs, long[][] rays, long[] masks, long magic, int[] shifts, int offset) {
    long mask = relevantMask(s, dirs);
    int bits = Long.bitCount(mask);
    int size = 1 << bits;
    boolean[] used = new boolean[size];
    long sub = 0;
    for (int i = 0; i < size; i++) {
      long attacks = attacksByRays(s, dirs, rays, sub);
      int idx = (int) ((sub * magic) >>> (64 - bits));
      if (used[idx] && SLIDER[offset + idx] != attacks) {
        throw new IllegalStateException("bad magic for square " + s);
      }
      used[idx] = true;
      SLIDER[offset + idx] = attacks;
      sub = (sub - mask) & mask;
    }
    masks[s] = mask;
    shifts[s] = 64 - bits;
    return size;
  }

  private static void initLines() {
    for (int a = 0; a < 64; a++) {
      for (int b = 0; b < 64; b++) {
        if (a == b) {
          continue;
        }
        long a1 = 1L << a;
        long b1 = 1L << b;
        if ((ROOK_EMPTY[a] & b1) != 0) {
          LINE[a << 6 | b] = (ROOK_EMPTY[a] & ROOK_EMPTY[b]) | a1 | b1;
          BETWEEN[a << 6 | b] = rook(a, b1) & rook(b, a1);
        } else if ((BISHOP_EMPTY[a] & b1) != 0) {
          LINE[a << 6 | b] = (BISHOP_EMPTY[a] & BISHOP_EMPTY[b]) | a1 | b1;
          BETWEEN[a << 6 | b] = bishop(a, b1) & bishop(b, a1);
        }
      }
    }
  }
}
