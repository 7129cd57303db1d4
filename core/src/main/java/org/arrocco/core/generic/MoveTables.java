package org.arrocco.core.generic;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

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
    List<Integer> out = new ArrayList<>();
    out.add(0); // an empty entry at 0 for unused codes
    for (int kind = 0; kind < spec.kinds().size(); kind++) {
      for (int color = 0; color < 2; color++) {
        int code = GameSpec.code(kind, color);
        for (int sq = 0; sq < n; sq++) {
          int at = out.size();
          compile(spec, kind, color, sq, out);
          int white = start[GameSpec.code(kind, 0) * n + sq];
          if (color == 1
              && out.subList(at, out.size()).equals(out.subList(white, white + out.size() - at))) {
            out.subList(at, out.size()).clear(); // same as White's: share it (less cache)
            at = white;
          }
          start[code * n + sq] = at;
        }
      }
    }
    pool = out.stream().mapToInt(Integer::intValue).toArray();
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

  private static void compile(GameSpec spec, int kind, int color, int sq, List<Integer> out) {
    BoardGeometry g = spec.geometry();
    Set<Integer> both = new LinkedHashSet<>();
    Set<Integer> moveOnly = new LinkedHashSet<>();
    Set<Integer> captureOnly = new LinkedHashSet<>();
    Set<Integer> extra = new LinkedHashSet<>();
    List<int[]> rays = new ArrayList<>();
    for (Pattern p0 : spec.kind(kind).patterns()) {
      Pattern p = color == 0 ? p0 : p0.forBlack();
      switch (p.shape()) {
        case LEAP -> {
          if (!g.isBoard(sq)) {
            break;
          }
          int t = g.offset(sq, p.ax(), p.ay());
          if (t >= 0) {
            (p.mode() == Pattern.BOTH ? both : p.mode() == Pattern.MOVE ? moveOnly : captureOnly)
                .add(t);
          }
        }
        case EXTRA_STEP -> {
          if (g.isExtra(sq)) {
            for (int t : g.extraAdjacent(sq)) {
              both.add(t);
            }
          } else {
            for (int e = g.boardSize(); e < g.size(); e++) {
              for (int t : g.extraAdjacent(e)) {
                if (t == sq) {
                  extra.add(e);
                }
              }
            }
          }
        }
        case SLIDE -> {
          if (g.isBoard(sq)) {
            addRay(rays, line(g, sq, p.ax(), p.ay(), p.max()), p.min() - 1, p.mode());
          }
        }
        case BENT -> {
          int a = g.isBoard(sq) ? g.offset(sq, p.ax(), p.ay()) : -1;
          if (a >= 0) {
            List<Integer> ray = line(g, a, p.bx(), p.by(), p.max());
            ray.add(0, a);
            addRay(rays, ray, p.min(), p.mode());
          }
        }
        default -> throw new IllegalStateException();
      }
    }
    boolean promotes = false;
    if (spec.kind(kind).pawn()) {
      for (Set<Integer> set : List.of(both, moveOnly, captureOnly)) {
        for (int t : set) {
          promotes |= g.rank(t) == spec.lastRank(color);
        }
      }
    }
    out.add(
        both.size()
            | (moveOnly.size() << 6)
            | (captureOnly.size() << 11)
            | (extra.size() << 16)
            | (rays.size() << 20)
            | (promotes ? PROMOTES : 0));
    out.addAll(both);
    out.addAll(moveOnly);
    out.addAll(captureOnly);
    out.addAll(extra);
    for (int[] r : rays) {
      for (int v : r) {
        out.add(v);
      }
    }
  }

  /** The board squares from sq along (dx, dy), at most max of them. */
  private static List<Integer> line(BoardGeometry g, int sq, int dx, int dy, int max) {
    List<Integer> out = new ArrayList<>();
    for (int t = g.offset(sq, dx, dy); t >= 0 && out.size() < max; t = g.offset(t, dx, dy)) {
      out.add(t);
    }
    return out;
  }

  /** Adds the ray when some square of it can be landed on. */
  private static void addRay(List<int[]> rays, List<Integer> squares, int firstLanding, int mode) {
    if (squares.size() > firstLanding) {
      rays.add(ray(squares, firstLanding, mode));
    }
  }

  private static int[] ray(List<Integer> squares, int firstLanding, int mode) {
    int[] r = new int[1 + squares.size()];
    r[0] = squares.size() | (firstLanding << 8) | (mode << 16);
    for (int i = 0; i < squares.size(); i++) {
      r[1 + i] = squares.get(i);
    }
    return r;
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
