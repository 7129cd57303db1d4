package org.arrocco.core.generic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reverse move tables: for a target square and an attacking colour, where an attacker could stand.
 * Each entry carries a {@code long} mask over piece codes (bit {@code code}); an empty square's
 * code 0 is never in a mask.
 *
 * <p>Int pool layout at {@code start(color, target)}: {@code nLeaps, (square, maskIndex) * nLeaps};
 * {@code nRays}, each {@code len, (square, maskIndex) * len} (walked outward from the target,
 * stopping at the first piece); {@code nWalks}, each {@code size, steps...} where a step is {@code
 * square, nExits, (exitSquare, maskIndex) * nExits}: the walk goes outward over empty squares and
 * an attacker of a bent pattern stands on an exit of a walked square.
 */
public final class AttackTables {
  private final int n;
  private final int[] start;
  private final int[] pool;
  private final long[] masks;

  AttackTables(GameSpec spec) {
    BoardGeometry g = spec.geometry();
    n = g.size();
    start = new int[2 * n];
    List<Integer> ip = new ArrayList<>();
    List<Long> lp = new ArrayList<>();
    lp.add(0L);
    for (int color = 0; color < 2; color++) {
      for (int y = 0; y < n; y++) {
        start[color * n + y] = ip.size();
        compile(spec, color, y, ip, lp);
      }
    }
    pool = ip.stream().mapToInt(Integer::intValue).toArray();
    masks = lp.stream().mapToLong(Long::longValue).toArray();
  }

  private static void compile(GameSpec spec, int color, int y, List<Integer> ip, List<Long> lp) {
    BoardGeometry g = spec.geometry();
    Map<Integer, Long> leaps = new LinkedHashMap<>();
    Map<String, long[]> slides = new LinkedHashMap<>();
    Map<String, Map<Integer, long[]>> walks = new LinkedHashMap<>();
    for (int kind = 0; kind < spec.kinds().size(); kind++) {
      long bit = 1L << GameSpec.code(kind, color);
      for (Pattern p0 : spec.kind(kind).patterns()) {
        Pattern p = color == 0 ? p0 : p0.forBlack();
        if ((p.mode() & Pattern.CAPTURE) == 0) {
          continue;
        }
        switch (p.shape()) {
          case LEAP -> {
            int x = g.isBoard(y) ? g.offset(y, -p.ax(), -p.ay()) : -1;
            if (x >= 0) {
              leaps.merge(x, bit, (a, b) -> a | b);
            }
          }
          case EXTRA_STEP -> {
            if (g.isExtra(y) && !spec.extraSquaresImmune()) {
              for (int t : g.extraAdjacent(y)) {
                leaps.merge(t, bit, (a, b) -> a | b);
              }
            }
            for (int e = g.boardSize(); e < g.size(); e++) {
              for (int t : g.extraAdjacent(e)) {
                if (t == y) {
                  leaps.merge(e, bit, (a, b) -> a | b);
                }
              }
            }
          }
          case SLIDE -> {
            if (!g.isBoard(y)) {
              break;
            }
            long[] m = slides.computeIfAbsent(p.ax() + "," + p.ay(), k -> new long[g.size()]);
            for (int j = p.min(); j <= Math.min(p.max(), g.size() - 1); j++) {
              m[j] |= bit;
            }
          }
          case BENT -> {
            if (!g.isBoard(y)) {
              break;
            }
            Map<Integer, long[]> w =
                walks.computeIfAbsent(p.bx() + "," + p.by(), k -> new LinkedHashMap<>());
            long[] m = w.computeIfAbsent(p.ax() * 16 + p.ay(), k -> new long[g.size()]);
            for (int j = p.min(); j <= Math.min(p.max(), g.size() - 1); j++) {
              m[j] |= bit;
            }
          }
          default -> throw new IllegalStateException();
        }
      }
    }
    flattenLeaps(leaps, ip, lp);
    flattenRays(g, y, slides, ip, lp);
    flattenWalks(g, y, walks, ip, lp);
  }

  private static void flattenLeaps(Map<Integer, Long> leaps, List<Integer> ip, List<Long> lp) {
    ip.add(leaps.size());
    for (Map.Entry<Integer, Long> e : leaps.entrySet()) {
      ip.add(e.getKey());
      ip.add(maskIndex(lp, e.getValue()));
    }
  }

  /** The slide rays outward from y, one per direction, with the mask of attackers per step. */
  private static void flattenRays(
      BoardGeometry g, int y, Map<String, long[]> slides, List<Integer> ip, List<Long> lp) {
    List<List<Integer>> rays = new ArrayList<>();
    for (Map.Entry<String, long[]> e : slides.entrySet()) {
      String[] v = e.getKey().split(",");
      int dx = Integer.parseInt(v[0]);
      int dy = Integer.parseInt(v[1]);
      List<Integer> ray = new ArrayList<>();
      int x = y;
      int last = 0;
      for (int j = 1; ; j++) {
        x = g.offset(x, -dx, -dy);
        if (x < 0) {
          break;
        }
        ray.add(x);
        ray.add(maskIndex(lp, e.getValue()[j]));
        if (e.getValue()[j] != 0) {
          last = j;
        }
      }
      if (last > 0) {
        rays.add(ray.subList(0, 2 * last));
      }
    }
    ip.add(rays.size());
    for (List<Integer> r : rays) {
      ip.add(r.size() / 2);
      ip.addAll(r);
    }
  }

  /** The bent riders' walks outward from y, with the attackers' exits per step. */
  private static void flattenWalks(
      BoardGeometry g,
      int y,
      Map<String, Map<Integer, long[]>> walks,
      List<Integer> ip,
      List<Long> lp) {
    List<List<Integer>> walkList = new ArrayList<>();
    for (Map.Entry<String, Map<Integer, long[]>> e : walks.entrySet()) {
      String[] v = e.getKey().split(",");
      int bx = Integer.parseInt(v[0]);
      int by = Integer.parseInt(v[1]);
      List<Integer> walk = new ArrayList<>();
      int c = y;
      boolean any = false;
      for (int j = 1; ; j++) {
        c = g.offset(c, -bx, -by);
        if (c < 0) {
          break;
        }
        List<Integer> exits = new ArrayList<>();
        for (Map.Entry<Integer, long[]> ex : e.getValue().entrySet()) {
          int ax = Math.floorDiv(ex.getKey() + 8, 16);
          int ay = ex.getKey() - 16 * ax;
          long m = ex.getValue()[j];
          int x = g.offset(c, -ax, -ay);
          if (m != 0 && x >= 0) {
            exits.add(x);
            exits.add(maskIndex(lp, m));
          }
        }
        walk.add(c);
        walk.add(exits.size() / 2);
        walk.addAll(exits);
        any |= !exits.isEmpty();
      }
      if (any) {
        walkList.add(walk);
      }
    }
    ip.add(walkList.size());
    for (List<Integer> w : walkList) {
      ip.add(w.size());
      ip.addAll(w);
    }
  }

  private static int maskIndex(List<Long> lp, long mask) {
    if (mask == 0) {
      return 0;
    }
    lp.add(mask);
    return lp.size() - 1;
  }

  /** Whether a piece of {@code color} attacks square {@code y} on this board (codes). */
  public boolean attacked(int[] board, int y, int color) {
    final int[] p = pool;
    final long[] m = masks;
    int o = start[color * n + y];
    int nl = p[o++];
    for (int end = o + 2 * nl; o < end; o += 2) {
      if (((m[p[o + 1]] >>> board[p[o]]) & 1L) != 0) {
        return true;
      }
    }
    int nr = p[o++];
    for (int r = 0; r < nr; r++) {
      int len = p[o++];
      int end = o + 2 * len;
      for (; o < end; o += 2) {
        int q = board[p[o]];
        if (q != 0) {
          if (((m[p[o + 1]] >>> q) & 1L) != 0) {
            return true;
          }
          break;
        }
      }
      o = end;
    }
    int nw = p[o++];
    for (int w = 0; w < nw; w++) {
      int size = p[o++];
      int end = o + size;
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
      o = end;
    }
    return false;
  }

  /**
   * For the royal on {@code y}: whether a piece of {@code color} attacks it; in the same walk, when
   * it returns false, marks with {@code stamp} in {@code marks} the pinned pieces (a piece not of
   * {@code color} that is the only piece between {@code y} and a line or bent attacker, so that
   * emptying its square would let that attacker reach {@code y}).
   */
  public boolean attackedOrMarkPins(int[] board, int y, int color, int[] marks, int stamp) {
    final int[] p = pool;
    final long[] m = masks;
    int o = start[color * n + y];
    int nl = p[o++];
    for (int end = o + 2 * nl; o < end; o += 2) {
      if (((m[p[o + 1]] >>> board[p[o]]) & 1L) != 0) {
        return true;
      }
    }
    int nr = p[o++];
    for (int r = 0; r < nr; r++) {
      int len = p[o++];
      int end = o + 2 * len;
      int blocker = -1;
      for (; o < end; o += 2) {
        int q = board[p[o]];
        if (q != 0) {
          boolean hits = ((m[p[o + 1]] >>> q) & 1L) != 0;
          if (blocker >= 0) {
            if (hits) {
              marks[blocker] = stamp;
            }
            break;
          }
          if (hits) {
            return true;
          }
          if (((q - 1) & 1) == color) {
            break;
          }
          blocker = p[o];
        }
      }
      o = end;
    }
    int nw = p[o++];
    for (int w = 0; w < nw; w++) {
      int size = p[o++];
      int end = o + size;
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
              return true;
            }
            marks[blocker] = stamp;
          }
        }
        o += 2 * ne;
      }
      o = end;
    }
    return false;
  }
}
