package org.arrocco.core.generic;

import java.util.ArrayList;
import java.util.List;

/**
 * The move patterns of every piece code compiled per square into one flat {@code int[]} pool, so
 * generation is table walks with no arithmetic on coordinates.
 *
 * <p>Layout at {@code start(code, sq)}: {@code nBoth, nMoveOnly, nCaptureOnly, nExtra, nRays}, then
 * the leap targets of each group in that order (the first three groups are disjoint; {@code nExtra}
 * are extra squares reached by an {@code EXTRA_STEP}, decided by the hooks), then each ray as
 * {@code len, firstLanding, mode, squares[len]}: the squares must be empty up to {@code
 * firstLanding}; from there each empty square is a move and the first occupied one ends the ray (a
 * capture if the mode allows).
 */
public final class MoveTables {
  /** Header bit: a pawn's target on this square may be on its last rank. */
  static final int PROMOTES = 1 << 30;

  private final int n;
  private final int[] start;
  private final int[] pool;
  private final boolean[] capturable;
  private final boolean[] immune;
  private final boolean[] promotionZone;
  private final int[] doubleStep;
  private final long[] leapBits;
  private final long[] splitBits;
  private final int[] plainEntry;

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
    Entry e = new Entry(spec);
    List<Pattern>[] black = blackPatterns(spec);
    for (int kind = 0; kind < spec.kinds().size(); kind++) {
      for (int color = 0; color < 2; color++) {
        int code = GameSpec.code(kind, color);
        List<Pattern> patterns = color == 0 ? spec.kind(kind).patterns() : black[kind];
        int same = sameMoves(spec, kind, color);
        if (same >= 0) {
          // a kind that moves like an earlier one shares its entries (Tamerlane's eleven pawns)
          System.arraycopy(start, GameSpec.code(same, color) * n, start, code * n, n);
          continue;
        }
        int white = GameSpec.code(kind, 0) * n;
        e.compileAll(kind, color, patterns, out, start, code * n, color == 1 ? white : -1);
      }
    }
    pool = java.util.Arrays.copyOf(out.data, out.size);
    if (n <= GenericPosition.BITSET_SQUARES) {
      leapBits = new long[2 * codes * n];
      splitBits = new long[4 * codes * n];
      plainEntry = new int[codes * n];
      compileCounting(spec, leapBits, splitBits, plainEntry);
    } else {
      leapBits = null;
      splitBits = null;
      plainEntry = null;
    }
    capturable = new boolean[2 * codes * n];
    immune = new boolean[codes * n];
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
          this.immune[code * n + sq] = immune;
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

  /** Plain-entry flag: the entry has move-only or capture-only leap targets. */
  static final int SPLIT = 1 << 10;

  /**
   * The counting form of the plain entries, for boards of at most {@link
   * GenericPosition#BITSET_SQUARES} squares, per {@code cs = code * size + sq}: the targets of
   * leaps that move or capture as a two-word bitset at {@code 2 * cs} of {@code bits}; those of
   * move-only and of capture-only leaps as two two-word bitsets at {@code 4 * cs} of {@code split}
   * (apart, so the common case reads 16 bytes); and {@code entries[cs]} = the pool offset of the
   * entry's rays shifted left by 11, {@link #SPLIT} when it has split targets, plus the number of
   * rays; or -1 when the entry is not plain (it has extra-square targets, or it is a pawn's that
   * may promote, double-step or take en passant).
   */
  private void compileCounting(GameSpec spec, long[] bits, long[] split, int[] entries) {
    boolean pawnSpecials = spec.enPassant() || spec.doubleStepRank(0) >= 0;
    for (int code = 0; code < 64; code++) {
      int kind = GameSpec.kindOf(code);
      boolean pawn = code != 0 && kind < spec.kinds().size() && spec.kind(kind).pawn();
      for (int sq = 0; sq < n; sq++) {
        int cs = code * n + sq;
        int o = start[cs];
        int h = pool[o++];
        if (((h >>> 16) & 0xF) != 0 || (pawn && ((h & PROMOTES) != 0 || pawnSpecials))) {
          entries[cs] = -1;
          continue;
        }
        for (int i = 0; i < (h & 0x3F); i++) {
          int t = pool[o++];
          bits[2 * cs + (t >>> 6)] |= 1L << t;
        }
        int moveOnly = (h >>> 6) & 0x1F;
        int captureOnly = (h >>> 11) & 0x1F;
        for (int i = 0; i < moveOnly + captureOnly; i++) {
          int t = pool[o++];
          split[4 * cs + (i < moveOnly ? 0 : 2) + (t >>> 6)] |= 1L << t;
        }
        entries[cs] = (o << 11) | (moveOnly + captureOnly > 0 ? SPLIT : 0) | ((h >>> 20) & 0x3FF);
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

  /**
   * An earlier kind whose pieces of this colour have the same entries as this kind's (the same
   * patterns, and both pawns or both not), or -1.
   */
  private static int sameMoves(GameSpec spec, int kind, int color) {
    PieceKind k = spec.kind(kind);
    for (int other = 0; other < kind; other++) {
      PieceKind o = spec.kind(other);
      if (o.pawn() == k.pawn() && o.patterns().equals(k.patterns())) {
        return other;
      }
    }
    return -1;
  }

  /**
   * Scratch space for one square's entry: target sets kept in insertion order, and the rays. A
   * kind's squares are compiled in one call, so this start-up work does not become hot enough per
   * call for the JIT's optimizing compiler, which would then be busy with it when the move
   * generator needs it.
   */
  private static final class Entry {
    final GameSpec spec;
    final BoardGeometry g;
    final int[][] sets = new int[4][64];
    final int[] sizes = new int[4];
    final int[] rays = new int[4096];
    int raysSize;
    int rayCount;

    Entry(GameSpec spec) {
      this.spec = spec;
      this.g = spec.geometry();
    }

    /**
     * Adds a leap target to a set (0 move or capture, 1 move only, 2 capture only, 3 extra square),
     * keeping the first three disjoint: a target in set 0 is not added to 1 or 2, one added to 0
     * leaves 1 and 2, and one in both 1 and 2 moves to 0.
     */
    private void add(int set, int t) {
      if (contains(set, t) || (set == 1 || set == 2) && contains(0, t)) {
        return;
      }
      if (set == 0) {
        drop(1, t);
        drop(2, t);
      } else if (set != 3 && contains(3 - set, t)) {
        drop(3 - set, t);
        set = 0;
      }
      sets[set][sizes[set]++] = t;
    }

    private boolean contains(int set, int t) {
      for (int i = 0; i < sizes[set]; i++) {
        if (sets[set][i] == t) {
          return true;
        }
      }
      return false;
    }

    private void drop(int set, int t) {
      for (int i = 0; i < sizes[set]; i++) {
        if (sets[set][i] == t) {
          System.arraycopy(sets[set], i + 1, sets[set], i, sizes[set] - i - 1);
          sizes[set]--;
          return;
        }
      }
    }

    /**
     * Compiles the entries of a kind and colour on every square into the pool and records where
     * each starts at {@code start[base + sq]}; with {@code white >= 0}, an entry equal to White's
     * at {@code start[white + sq]} is shared instead.
     */
    void compileAll(
        int kind, int color, List<Pattern> patterns, Pool out, int[] start, int base, int white) {
      int np = patterns.size();
      int[] shape = new int[np];
      int[][] f = new int[np][];
      for (int i = 0; i < np; i++) {
        Pattern p = patterns.get(i);
        shape[i] = p.shape().ordinal();
        f[i] = new int[] {p.ax(), p.ay(), p.bx(), p.by(), p.min(), p.max(), p.mode()};
      }
      boolean pawn = spec.kind(kind).pawn();
      int lastRank = spec.lastRank(color);
      int leap = Pattern.Shape.LEAP.ordinal();
      int slide = Pattern.Shape.SLIDE.ordinal();
      int bent = Pattern.Shape.BENT.ordinal();
      for (int sq = 0; sq < g.size(); sq++) {
        java.util.Arrays.fill(sizes, 0);
        raysSize = 0;
        rayCount = 0;
        boolean onBoard = g.isBoard(sq);
        for (int i = 0; i < np; i++) {
          int[] q = f[i];
          if (shape[i] == leap) {
            int t = onBoard ? g.offset(sq, q[0], q[1]) : -1;
            if (t >= 0) {
              add(q[6] == Pattern.BOTH ? 0 : q[6] == Pattern.MOVE ? 1 : 2, t);
            }
          } else if (shape[i] == slide) {
            if (onBoard) {
              ray(-1, sq, q[0], q[1], q[5], q[4] - 1, q[6]);
            }
          } else if (shape[i] == bent) {
            int a = onBoard ? g.offset(sq, q[0], q[1]) : -1;
            if (a >= 0) {
              ray(a, a, q[2], q[3], q[5], q[4], q[6]);
            }
          } else {
            extraStep(sq);
          }
        }
        boolean promotes = false;
        if (pawn) {
          for (int set = 0; set < 3; set++) {
            for (int i = 0; i < sizes[set]; i++) {
              promotes |= g.rank(sets[set][i]) == lastRank;
            }
          }
        }
        int at = out.size;
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
        if (white >= 0 && out.sameAs(at, start[white + sq])) {
          out.size = at; // same as White's: share it (less cache)
          at = start[white + sq];
        }
        start[base + sq] = at;
      }
    }

    private void extraStep(int sq) {
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
    private void ray(int first, int from, int dx, int dy, int max, int firstLanding, int mode) {
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

  /** The leap bitsets of {@link #compileCounting}, or null on a board too large for them. */
  long[] leapBits() {
    return leapBits;
  }

  /**
   * The split-target bitsets of {@link #compileCounting}, or null on a board too large for them.
   */
  long[] splitBits() {
    return splitBits;
  }

  /** The plain-entry words of {@link #compileCounting}, or null on a board too large for them. */
  int[] plainEntry() {
    return plainEntry;
  }

  /** Indexed {@code code * size + sq}: the piece may not be captured while it stands there. */
  boolean[] immune() {
    return immune;
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
