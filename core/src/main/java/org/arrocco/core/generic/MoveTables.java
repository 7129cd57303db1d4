package org.arrocco.core.generic;

import java.util.ArrayList;
import java.util.List;

/**
 * The move patterns of every piece code compiled per square into one flat {@code int[]} pool, so
 * generation is table walks with no arithmetic on coordinates.
 *
 * <p>Layout at {@code start(code, sq)}: {@code nBoth, nMoveOnly, nCaptureOnly, nExtra, nRays}, then
 * the leap targets of each group in that order ({@code nExtra} are extra squares reached by an
 * {@code EXTRA_STEP}, decided by the hooks), then each ray as {@code len, firstLanding, mode,
 * squares[len]}: the squares must be empty up to {@code firstLanding}; from there each empty square
 * is a move and the first occupied one ends the ray (a capture if the mode allows).
 */
public final class MoveTables {
  /** Header bit: a pawn's target on this square may be on its last rank. */
  static final int PROMOTES = 1 << 30;

  private final int n;
  private final int[] start;
  private final int[] pool;
  private final boolean[] capturable;
  private final boolean[] promotionZone;
  private final int[] doubleStep;

  MoveTables(GameSpec spec) {
    BoardGeometry g = spec.geometry();
    n = g.size();
    int codes = 64;
    start = new int[codes * n];
    // Built with primitive arrays only: this runs once per game at start-up, and a boxed build
    // here became hot enough for the JIT's optimizing compiler to spend hundreds of milliseconds
    // on it, holding up the compilation of the move generator in a short perft command.
    Pool out = new Pool();
    out.add(0); // an empty entry at 0 for unused codes
    Entry e = new Entry();
    List<Pattern>[] black = blackPatterns(spec);
    for (int kind = 0; kind < spec.kinds().size(); kind++) {
      for (int color = 0; color < 2; color++) {
        int code = GameSpec.code(kind, color);
        List<Pattern> patterns = color == 0 ? spec.kind(kind).patterns() : black[kind];
        for (int sq = 0; sq < n; sq++) {
          int at = out.size;
          e.compile(spec, kind, color, sq, patterns, out);
          int white = start[GameSpec.code(kind, 0) * n + sq];
          if (color == 1 && out.sameAs(at, white)) {
            out.size = at; // same as White's: share it (less cache)
            at = white;
          }
          start[code * n + sq] = at;
        }
      }
    }
    pool = java.util.Arrays.copyOf(out.data, out.size);
    capturable = new boolean[2 * codes * n];
    promotionZone = new boolean[codes * n];
    doubleStep = new int[codes * n];
    java.util.Arrays.fill(doubleStep, -1);
    for (int kind = 0; kind < spec.kinds().size(); kind++) {
      PieceKind k = spec.kind(kind);
      for (int color = 0; color < 2; color++) {
        int code = GameSpec.code(kind, color);
        for (int sq = 0; sq < n; sq++) {
          boolean immune =
              (g.isExtra(sq) && spec.extraSquaresImmune())
                  || (k.immuneOnLastRank() && g.isBoard(sq) && g.rank(sq) == spec.lastRank(color));
          capturable[(1 - color) * codes * n + code * n + sq] = !immune;
          if (k.pawn() && g.isBoard(sq)) {
            promotionZone[code * n + sq] = g.rank(sq) == spec.lastRank(color);
            if (g.rank(sq) == spec.doubleStepRank(color)) {
              int dir = color == 0 ? 1 : -1;
              int two = g.offset(sq, 0, 2 * dir);
              doubleStep[code * n + sq] = two;
            }
          }
        }
      }
    }
  }

  @SuppressWarnings("unchecked")
  private static List<Pattern>[] blackPatterns(GameSpec spec) {
    List<Pattern>[] out = new List[spec.kinds().size()];
    for (int kind = 0; kind < out.length; kind++) {
      List<Pattern> b = new ArrayList<>();
      for (Pattern p : spec.kind(kind).patterns()) {
        b.add(p.forBlack());
      }
      out[kind] = b;
    }
    return out;
  }

  /** A growable int array. */
  private static final class Pool {
    int[] data = new int[1 << 12];
    int size;

    void add(int v) {
      if (size == data.length) {
        data = java.util.Arrays.copyOf(data, 2 * size);
      }
      data[size++] = v;
    }

    /** Whether the entry from {@code at} to the end equals the one of the same length at w. */
    boolean sameAs(int at, int w) {
      int len = size - at;
      if (w + len > at) {
        return false;
      }
      for (int i = 0; i < len; i++) {
        if (data[at + i] != data[w + i]) {
          return false;
        }
      }
      return true;
    }
  }

  /** Scratch space for one square's entry: target sets kept in insertion order, and the rays. */
  private static final class Entry {
    final int[][] sets = new int[4][64];
    final int[] sizes = new int[4];
    final int[] rays = new int[4096];
    int raysSize;
    int rayCount;

    private void add(int set, int t) {
      for (int i = 0; i < sizes[set]; i++) {
        if (sets[set][i] == t) {
          return;
        }
      }
      sets[set][sizes[set]++] = t;
    }

    void compile(GameSpec spec, int kind, int color, int sq, List<Pattern> patterns, Pool out) {
      BoardGeometry g = spec.geometry();
      java.util.Arrays.fill(sizes, 0);
      raysSize = 0;
      rayCount = 0;
      for (Pattern p : patterns) {
        switch (p.shape()) {
          case LEAP -> {
            int t = g.isBoard(sq) ? g.offset(sq, p.ax(), p.ay()) : -1;
            if (t >= 0) {
              add(p.mode() == Pattern.BOTH ? 0 : p.mode() == Pattern.MOVE ? 1 : 2, t);
            }
          }
          case EXTRA_STEP -> extraStep(g, sq);
          case SLIDE -> {
            if (g.isBoard(sq)) {
              ray(g, -1, sq, p.ax(), p.ay(), p.max(), p.min() - 1, p.mode());
            }
          }
          case BENT -> {
            int a = g.isBoard(sq) ? g.offset(sq, p.ax(), p.ay()) : -1;
            if (a >= 0) {
              ray(g, a, a, p.bx(), p.by(), p.max(), p.min(), p.mode());
            }
          }
          default -> throw new IllegalStateException();
        }
      }
      boolean promotes = false;
      if (spec.kind(kind).pawn()) {
        for (int set = 0; set < 3; set++) {
          for (int i = 0; i < sizes[set]; i++) {
            promotes |= g.rank(sets[set][i]) == spec.lastRank(color);
          }
        }
      }
      out.add(
          sizes[0]
              | (sizes[1] << 6)
              | (sizes[2] << 11)
              | (sizes[3] << 16)
              | (rayCount << 20)
              | (promotes ? PROMOTES : 0));
      for (int set = 0; set < 4; set++) {
        for (int i = 0; i < sizes[set]; i++) {
          out.add(sets[set][i]);
        }
      }
      for (int i = 0; i < raysSize; i++) {
        out.add(rays[i]);
      }
    }

    private void extraStep(BoardGeometry g, int sq) {
      if (g.isExtra(sq)) {
        for (int t : g.extraAdjacent(sq)) {
          add(0, t);
        }
        return;
      }
      for (int e = g.boardSize(); e < g.size(); e++) {
        for (int t : g.extraAdjacent(e)) {
          if (t == sq) {
            add(3, e);
          }
        }
      }
    }

    /**
     * Adds the ray of the board squares from {@code from} along (dx, dy), at most max of them
     * (preceded by {@code first} when it is not -1), when some square of it can be landed on.
     */
    private void ray(
        BoardGeometry g, int first, int from, int dx, int dy, int max, int firstLanding, int mode) {
      int head = raysSize;
      int len = 0;
      if (first >= 0) {
        rays[head + 1 + len++] = first;
      }
      int limit = max + len;
      for (int t = g.offset(from, dx, dy); t >= 0 && len < limit; t = g.offset(t, dx, dy)) {
        rays[head + 1 + len++] = t;
      }
      if (len > firstLanding) {
        rays[head] = len | (firstLanding << 8) | (mode << 16);
        raysSize = head + 1 + len;
        rayCount++;
      }
    }
  }

  /** Where the entry of a piece code on a square starts in {@link #pool()}. */
  public int start(int code, int sq) {
    return start[code * n + sq];
  }

  int[] startArray() {
    return start;
  }

  int[] pool() {
    return pool;
  }

  /**
   * Indexed {@code (us * 64 + code) * size + sq}: whether side {@code us} may capture the piece
   * {@code code} standing on {@code sq} (an enemy, not immune there).
   */
  boolean[] capturable() {
    return capturable;
  }

  /** Indexed {@code code * size + sq}: a pawn arriving on {@code sq} reaches its last rank. */
  boolean[] promotionZone() {
    return promotionZone;
  }

  /** Indexed {@code code * size + sq}: the target of a pawn's double step from sq, or -1. */
  int[] doubleStep() {
    return doubleStep;
  }
}
