package org.arrocco.core.generic;

/**
 * Reverse move tables: for a target square and an attacking colour, where an attacker could stand.
 * Each entry carries a {@code long} mask over piece codes (bit {@code code}); an empty square's
 * code 0 is never in a mask.
 *
 * <p>Int pool layout at {@code start(color, target)}: {@code nLeaps, area, (square, maskIndex) *
 * nLeaps}; {@code nRays}, each {@code len, area, (square, maskIndex) * len} (walked outward from
 * the target, stopping at the first piece); {@code nWalks}, each {@code size, area, steps...} where
 * a step is {@code square, nExits, (exitSquare, maskIndex) * nExits}: the walk goes outward over
 * empty squares and an attacker of a bent pattern stands on an exit of a walked square.
 *
 * <p>An {@code area} is the index of two mask words holding, as a two-word square bitset, every
 * square of that group where an attacker could stand: a group is skipped when the attacking
 * colour's occupancy ({@link GenericPosition}) has no piece there. On boards too large for the
 * bitsets the area is all ones and the occupancy passed in must be too.
 */
public final class AttackTables {
  private final int n;
  private final int[] start;
  private final int[] pool;
  private final long[] masks;
  // per (colour * size + target) * size + square, on boards of up to 128 squares: the piece codes
  // of that colour that attack the target from the square when nothing stands between
  private final long[] attackersFrom;

  AttackTables(GameSpec spec) {
    BoardGeometry g = spec.geometry();
    n = g.size();
    boolean bitsets = n <= GenericPosition.BITSET_SQUARES;
    start = new int[2 * n];
    // Built with primitive arrays, and the line attackers (which do not depend on the target)
    // once per colour: this runs at start-up, and a boxed build per target became hot enough for
    // the JIT's optimizing compiler to spend hundreds of milliseconds on it, holding up the
    // compilation of the move generator in a short perft command.
    int[] ip = new int[1 << 14];
    int ipSize = 0;
    long[] lp = new long[1 << 12];
    int lpSize = 1; // mask 0 at index 0
    Builder b = new Builder(bitsets);
    for (int color = 0; color < 2; color++) {
      Lines lines = new Lines(spec, color);
      for (int y = 0; y < n; y++) {
        start[color * n + y] = ipSize;
        b.reset();
        b.leaps(spec, color, y);
        if (g.isBoard(y)) {
          lines.rays(g, y, b);
          lines.walks(g, y, b);
        } else {
          b.ints(0);
          b.ints(0);
        }
        b.closeAreas();
        if (ipSize + b.ipSize > ip.length) {
          ip = java.util.Arrays.copyOf(ip, 2 * (ipSize + b.ipSize));
        }
        System.arraycopy(b.ip, 0, ip, ipSize, b.ipSize);
        for (int i = 0; i < b.fixups; i++) {
          int at = ipSize + b.fixup[i];
          ip[at] += lpSize - 1; // the builder numbers its masks from 1
        }
        ipSize += b.ipSize;
        if (lpSize + b.lpSize > lp.length) {
          lp = java.util.Arrays.copyOf(lp, 2 * (lpSize + b.lpSize));
        }
        System.arraycopy(b.lp, 0, lp, lpSize, b.lpSize);
        lpSize += b.lpSize;
      }
    }
    pool = java.util.Arrays.copyOf(ip, ipSize);
    masks = java.util.Arrays.copyOf(lp, lpSize);
    attackersFrom = bitsets ? attackersFrom() : null;
  }

  /** The table behind {@link #mayAttackFrom}: every (square, mask) pair of every entry. */
  private long[] attackersFrom() {
    long[] out = new long[2 * n * n];
    for (int e = 0; e < 2 * n; e++) {
      int o = start[e];
      o = addPairs(out, e * n, o + 2, pool[o]); // the leaps
      int nr = pool[o++];
      for (int r = 0; r < nr; r++) {
        o = addPairs(out, e * n, o + 2, pool[o]);
      }
      int nw = pool[o++];
      for (int w = 0; w < nw; w++) {
        int end = o + 2 + pool[o];
        for (o += 2; o < end; ) {
          o = addPairs(out, e * n, o + 2, pool[o + 1]); // a walked square's exits
        }
      }
    }
    return out;
  }

  /**
   * ORs the mask of each of the {@code count} (square, mask) pairs from pool offset {@code o} into
   * {@code out[base + square]}; returns the offset after them.
   */
  private int addPairs(long[] out, int base, int o, int count) {
    for (int i = 0; i < count; i++, o += 2) {
      out[base + pool[o]] |= masks[pool[o + 1]];
    }
    return o;
  }

  /**
   * Whether the piece {@code code} of {@code color} standing on {@code sq} attacks {@code y} when
   * nothing stands between (a leap, a line or a bent path from there). Boards of up to 128 squares.
   */
  public boolean mayAttackFrom(int y, int color, int sq, int code) {
    return ((attackersFrom[(color * n + y) * n + sq] >>> code) & 1) != 0;
  }

  /**
   * ORs into {@code out[at]} and {@code out[at + 1]} (squares 0-63, 64-127) every square the lookup
   * of {@code color}'s attacks on {@code y} reads on this board: the leap sources, each ray up to
   * and with its first piece, each bent path's walked squares up to and with the first occupied one
   * and the exits of those it passes; with {@code pins}, a ray or path goes on past a first piece
   * not of {@code color} to the next, as {@link #checkOrMarkPins} does. A change on no square of
   * the set changes neither the answer nor the pins. Boards of up to 128 squares.
   */
  public void readSquares(int[] board, int y, int color, boolean pins, long[] out, int at) {
    final int[] p = pool;
    long r0 = 0;
    long r1 = 0;
    int o = start[color * n + y];
    int nl = p[o];
    o += 2;
    for (int end = o + 2 * nl; o < end; o += 2) {
      if (p[o] < 64) {
        r0 |= 1L << p[o];
      } else {
        r1 |= 1L << p[o];
      }
    }
    int nr = p[o++];
    for (int r = 0; r < nr; r++) {
      int end = o + 2 + 2 * p[o];
      boolean passed = false;
      for (o += 2; o < end; o += 2) {
        int sq = p[o];
        if (sq < 64) {
          r0 |= 1L << sq;
        } else {
          r1 |= 1L << sq;
        }
        int q = board[sq];
        if (q != 0) {
          if (!pins || passed || ((q - 1) & 1) == color) {
            break;
          }
          passed = true;
        }
      }
      o = end;
    }
    int nw = p[o++];
    for (int w = 0; w < nw; w++) {
      int end = o + 2 + p[o];
      boolean passed = false;
      for (o += 2; o < end; ) {
        int sq = p[o];
        if (sq < 64) {
          r0 |= 1L << sq;
        } else {
          r1 |= 1L << sq;
        }
        int q = board[sq];
        if (q != 0) {
          if (!pins || passed || ((q - 1) & 1) == color) {
            break;
          }
          passed = true;
        }
        int ne = p[o + 1];
        o += 2;
        for (int x = o + 2 * ne; o < x; o += 2) {
          if (p[o] < 64) {
            r0 |= 1L << p[o];
          } else {
            r1 |= 1L << p[o];
          }
        }
      }
      o = end;
    }
    out[at] |= r0;
    out[at + 1] |= r1;
  }

  /** One target's entry under construction; mask indices count from 1 within the entry. */
  private static final class Builder {
    int[] ip = new int[1 << 12];
    int ipSize;
    long[] lp = new long[1 << 10];
    int lpSize;
    int[] fixup = new int[1 << 10];
    int fixups;
    final int[] leapSq = new int[256];
    final long[] leapMask = new long[256];
    final boolean bitsets;
    final int[] areaAt = new int[256];
    final long[] area = new long[512];
    int areas;

    Builder(boolean bitsets) {
      this.bitsets = bitsets;
    }

    void reset() {
      ipSize = 0;
      lpSize = 0;
      fixups = 0;
      areas = 0;
    }

    /** Starts an area (see the class comment): reserves its slot at the current position. */
    void openArea() {
      areaAt[areas] = ipSize;
      area[2 * areas] = bitsets ? 0 : -1L;
      area[2 * areas + 1] = bitsets ? 0 : -1L;
      areas++;
      ints(0);
    }

    /** Adds a square where an attacker could stand to the last area opened. */
    void inArea(int sq) {
      if (bitsets) {
        area[2 * (areas - 1) + (sq >>> 6)] |= 1L << sq;
      }
    }

    /** Drops the last area opened (its group was dropped). */
    void dropArea() {
      areas--;
    }

    /** Writes every area's two words as masks and their indices into their slots. */
    void closeAreas() {
      for (int a = 0; a < areas; a++) {
        for (int w = 0; w < 2; w++) {
          if (lpSize == lp.length) {
            lp = java.util.Arrays.copyOf(lp, 2 * lpSize);
          }
          lp[lpSize++] = area[2 * a + w];
        }
        if (fixups == fixup.length) {
          fixup = java.util.Arrays.copyOf(fixup, 2 * fixups);
        }
        fixup[fixups++] = areaAt[a];
        ip[areaAt[a]] = lpSize - 1;
      }
    }

    void ints(int v) {
      if (ipSize == ip.length) {
        ip = java.util.Arrays.copyOf(ip, 2 * ipSize);
      }
      ip[ipSize++] = v;
    }

    /** Appends the index of a mask (0 for an empty one). */
    void mask(long m) {
      if (m == 0) {
        ints(0);
        return;
      }
      if (lpSize == lp.length) {
        lp = java.util.Arrays.copyOf(lp, 2 * lpSize);
      }
      lp[lpSize++] = m;
      if (fixups == fixup.length) {
        fixup = java.util.Arrays.copyOf(fixup, 2 * fixups);
      }
      fixup[fixups++] = ipSize;
      ints(lpSize);
    }

    /** The squares from which a leaper (or a step into or out of an extra square) attacks y. */
    void leaps(GameSpec spec, int color, int y) {
      BoardGeometry g = spec.geometry();
      int count = 0;
      for (int kind = 0; kind < spec.kinds().size(); kind++) {
        long bit = 1L << GameSpec.code(kind, color);
        for (Pattern p0 : spec.kind(kind).patterns()) {
          Pattern p = color == 0 ? p0 : p0.forBlack();
          if ((p.mode() & Pattern.CAPTURE) == 0) {
            continue;
          }
          if (p.shape() == Pattern.Shape.LEAP) {
            int x = g.isBoard(y) ? g.offset(y, -p.ax(), -p.ay()) : -1;
            if (x >= 0) {
              count = merge(count, x, bit);
            }
          } else if (p.shape() == Pattern.Shape.EXTRA_STEP) {
            if (g.isExtra(y) && !spec.extraSquaresImmune()) {
              for (int t : g.extraAdjacent(y)) {
                count = merge(count, t, bit);
              }
            }
            for (int e = g.boardSize(); e < g.size(); e++) {
              for (int t : g.extraAdjacent(e)) {
                if (t == y) {
                  count = merge(count, e, bit);
                }
              }
            }
          }
        }
      }
      ints(count);
      openArea();
      for (int i = 0; i < count; i++) {
        ints(leapSq[i]);
        mask(leapMask[i]);
        inArea(leapSq[i]);
      }
    }

    private int merge(int count, int sq, long bit) {
      for (int i = 0; i < count; i++) {
        if (leapSq[i] == sq) {
          leapMask[i] |= bit;
          return count;
        }
      }
      leapSq[count] = sq;
      leapMask[count] = bit;
      return count + 1;
    }
  }

  /**
   * A colour's line attackers: per slide direction, and per bent path (second leg, then first leg),
   * the mask of piece codes attacking from each distance; the same for every target.
   */
  private static final class Lines {
    final int[] slideDir = new int[64];
    final long[][] slideMask = new long[64][];
    int slides;
    final int[] walkDir = new int[64];
    final int[][] walkLeg = new int[64][64];
    final long[][][] walkMask = new long[64][64][];
    final int[] walkLegs = new int[64];
    int walks;

    Lines(GameSpec spec, int color) {
      int size = spec.geometry().size();
      for (int kind = 0; kind < spec.kinds().size(); kind++) {
        long bit = 1L << GameSpec.code(kind, color);
        for (Pattern p0 : spec.kind(kind).patterns()) {
          Pattern p = color == 0 ? p0 : p0.forBlack();
          if ((p.mode() & Pattern.CAPTURE) == 0) {
            continue;
          }
          long[] m = null;
          if (p.shape() == Pattern.Shape.SLIDE) {
            int i = find(slideDir, slides, key(p.ax(), p.ay()));
            if (i == slides) {
              slideDir[slides] = key(p.ax(), p.ay());
              slideMask[slides++] = new long[size];
            }
            m = slideMask[i];
          } else if (p.shape() == Pattern.Shape.BENT) {
            int w = find(walkDir, walks, key(p.bx(), p.by()));
            if (w == walks) {
              walkDir[walks++] = key(p.bx(), p.by());
            }
            int l = find(walkLeg[w], walkLegs[w], key(p.ax(), p.ay()));
            if (l == walkLegs[w]) {
              walkLeg[w][walkLegs[w]] = key(p.ax(), p.ay());
              walkMask[w][walkLegs[w]++] = new long[size];
            }
            m = walkMask[w][l];
          }
          if (m != null) {
            for (int j = p.min(); j <= Math.min(p.max(), size - 1); j++) {
              m[j] |= bit;
            }
          }
        }
      }
    }

    private static int key(int dx, int dy) {
      return (dx + 64) * 128 + (dy + 64);
    }

    private static int dx(int key) {
      return key / 128 - 64;
    }

    private static int dy(int key) {
      return key % 128 - 64;
    }

    private static int find(int[] keys, int count, int key) {
      int i = 0;
      while (i < count && keys[i] != key) {
        i++;
      }
      return i;
    }

    /** The slide rays outward from y, one per direction, with the mask of attackers per step. */
    void rays(BoardGeometry g, int y, Builder b) {
      int countAt = b.ipSize;
      b.ints(0);
      int nRays = 0;
      for (int r = 0; r < slides; r++) {
        int dx = dx(slideDir[r]);
        int dy = dy(slideDir[r]);
        long[] m = slideMask[r];
        int last = 0;
        int x = y;
        for (int j = 1; ; j++) {
          x = g.offset(x, -dx, -dy);
          if (x < 0) {
            break;
          }
          if (m[j] != 0) {
            last = j;
          }
        }
        if (last == 0) {
          continue;
        }
        nRays++;
        b.ints(last);
        b.openArea();
        x = y;
        for (int j = 1; j <= last; j++) {
          x = g.offset(x, -dx, -dy);
          b.ints(x);
          b.mask(m[j]);
          b.inArea(x);
        }
      }
      b.ip[countAt] = nRays;
    }

    /** The bent riders' walks outward from y, with the attackers' exits per step. */
    void walks(BoardGeometry g, int y, Builder b) {
      int countAt = b.ipSize;
      b.ints(0);
      int nWalks = 0;
      for (int w = 0; w < walks; w++) {
        int bx = dx(walkDir[w]);
        int by = dy(walkDir[w]);
        int ip0 = b.ipSize;
        int lp0 = b.lpSize;
        int fix0 = b.fixups;
        int sizeAt = b.ipSize;
        b.ints(0);
        b.openArea();
        boolean any = false;
        int c = y;
        for (int j = 1; ; j++) {
          c = g.offset(c, -bx, -by);
          if (c < 0) {
            break;
          }
          b.ints(c);
          int exitsAt = b.ipSize;
          b.ints(0);
          int exits = 0;
          for (int l = 0; l < walkLegs[w]; l++) {
            long m = walkMask[w][l][j];
            int x = g.offset(c, -dx(walkLeg[w][l]), -dy(walkLeg[w][l]));
            if (m != 0 && x >= 0) {
              b.ints(x);
              b.mask(m);
              b.inArea(x);
              exits++;
            }
          }
          b.ip[exitsAt] = exits;
          any |= exits > 0;
        }
        if (any) {
          b.ip[sizeAt] = b.ipSize - sizeAt - 2;
          nWalks++;
        } else {
          b.ipSize = ip0;
          b.lpSize = lp0;
          b.fixups = fix0;
          b.dropArea();
        }
      }
      b.ip[countAt] = nWalks;
    }
  }

  /** Whether the attacking colour ({@code e0, e1}) has a piece in the area at mask index a. */
  private boolean occupied(int a, long e0, long e1) {
    return ((masks[a] & e0) | (masks[a + 1] & e1)) != 0;
  }

  /** Whether one of the {@code nl} leap entries from pool offset o holds an attacker. */
  private boolean leaperOn(int[] board, int o, int nl) {
    final int[] p = pool;
    final long[] m = masks;
    for (int end = o + 2 * nl; o < end; o += 2) {
      if (((m[p[o + 1]] >>> board[p[o]]) & 1L) != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a piece of {@code color} attacks square {@code y} on this board (codes); {@code occ}
   * holds, at {@code 2 * color} and {@code 2 * color + 1}, a superset of that colour's squares (all
   * ones on a board too large for bitsets).
   */
  public boolean attacked(int[] board, long[] occ, int y, int color) {
    final int[] p = pool;
    final long[] m = masks;
    final long e0 = occ[2 * color];
    final long e1 = occ[2 * color + 1];
    int o = start[color * n + y];
    int nl = p[o];
    int a = p[o + 1];
    o += 2;
    if (occupied(a, e0, e1) && leaperOn(board, o, nl)) {
      return true;
    }
    o += 2 * nl;
    int nr = p[o++];
    for (int r = 0; r < nr; r++) {
      int len = p[o];
      a = p[o + 1];
      o += 2;
      int end = o + 2 * len;
      if (occupied(a, e0, e1)) {
        for (; o < end; o += 2) {
          int q = board[p[o]];
          if (q != 0) {
            if (((m[p[o + 1]] >>> q) & 1L) != 0) {
              return true;
            }
            break;
          }
        }
      }
      o = end;
    }
    int nw = p[o++];
    for (int w = 0; w < nw; w++) {
      int size = p[o];
      a = p[o + 1];
      o += 2;
      int end = o + size;
      if (occupied(a, e0, e1)) {
        while (o < end) {
          if (board[p[o]] != 0) {
            break;
          }
          int ne = p[o + 1];
          o += 2;
          for (int e = 0; e < ne; e++, o += 2) {
            if (((m[p[o + 1]] >>> board[p[o]]) & 1L) != 0) {
              return true;
            }
          }
        }
      }
      o = end;
    }
    return false;
  }

  /**
   * For the royal on {@code y}: -1 when a piece of {@code color} attacks it; otherwise, in the same
   * walk, marks with {@code stamp} in {@code marks} the pinned pieces (a piece not of {@code color}
   * that is the only piece between {@code y} and a line or bent attacker, so that emptying its
   * square would let that attacker reach {@code y}) and returns how many marks it made (0 when
   * nothing is pinned). {@code occ} as for {@link #attacked}.
   */
  public int checkOrMarkPins(int[] board, long[] occ, int y, int color, int[] marks, int stamp) {
    final int[] p = pool;
    final long[] m = masks;
    final long e0 = occ[2 * color];
    final long e1 = occ[2 * color + 1];
    int o = start[color * n + y];
    int pins = 0;
    int nl = p[o];
    int a = p[o + 1];
    o += 2;
    if (occupied(a, e0, e1) && leaperOn(board, o, nl)) {
      return -1;
    }
    o += 2 * nl;
    int nr = p[o++];
    for (int r = 0; r < nr; r++) {
      int len = p[o];
      a = p[o + 1];
      o += 2;
      int end = o + 2 * len;
      if (occupied(a, e0, e1)) {
        int blocker = -1;
        for (; o < end; o += 2) {
          int q = board[p[o]];
          if (q != 0) {
            boolean hits = ((m[p[o + 1]] >>> q) & 1L) != 0;
            if (blocker >= 0) {
              if (hits) {
                marks[blocker] = stamp;
                pins++;
              }
              break;
            }
            if (hits) {
              return -1;
            }
            if (((q - 1) & 1) == color) {
              break;
            }
            blocker = p[o];
          }
        }
      }
      o = end;
    }
    int nw = p[o++];
    for (int w = 0; w < nw; w++) {
      int size = p[o];
      a = p[o + 1];
      o += 2;
      int end = o + size;
      if (occupied(a, e0, e1)) {
        int blocker = -1;
        while (o < end) {
          int sq = p[o];
          int q = board[sq];
          if (q != 0) {
            if (blocker >= 0 || ((q - 1) & 1) == color) {
              break;
            }
            blocker = sq;
          }
          int ne = p[o + 1];
          o += 2;
          for (int e = 0; e < ne; e++) {
            if (((m[p[o + 2 * e + 1]] >>> board[p[o + 2 * e]]) & 1L) != 0) {
              if (blocker < 0) {
                return -1;
              }
              marks[blocker] = stamp;
              pins++;
            }
          }
          o += 2 * ne;
        }
      }
      o = end;
    }
    return pins;
  }
}
