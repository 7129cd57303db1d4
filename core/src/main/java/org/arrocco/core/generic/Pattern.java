package org.arrocco.core.generic;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One way a piece moves, as data, written from White's side (Black's patterns are mirrored top to
 * bottom). Compiled once into per-square tables by {@link MoveTables} and {@link AttackTables}.
 *
 * <ul>
 *   <li>{@code LEAP}: to the square {@code (ax, ay)} away, jumping.
 *   <li>{@code SLIDE}: along {@code (ax, ay)} over empty squares, stopping after {@code min} to
 *       {@code max} steps (a picket is a diagonal slide with {@code min = 2}).
 *   <li>{@code BENT}: one step {@code (ax, ay)} onto an empty square, then a slide along {@code
 *       (bx, by)} of {@code min} to {@code max} steps (the giraffe).
 *   <li>{@code EXTRA_STEP}: a step between an extra square and the board squares it touches.
 * </ul>
 *
 * @param mode {@link #MOVE} (to an empty square), {@link #CAPTURE} (onto an enemy), or both
 */
public record Pattern(Shape shape, int ax, int ay, int bx, int by, int min, int max, int mode) {
  /** The shapes of a pattern. */
  public enum Shape {
    LEAP,
    SLIDE,
    BENT,
    EXTRA_STEP
  }

  /** May end on an empty square. */
  public static final int MOVE = 1;

  /** May end on an enemy piece, capturing it. */
  public static final int CAPTURE = 2;

  /** Both. */
  public static final int BOTH = 3;

  /** Unlimited slide length. */
  public static final int UNLIMITED = 1000;

  /** One leap {@code (dx, dy)} (no symmetry), for example a pawn's step. */
  public static Pattern leap(int dx, int dy, int mode) {
    return new Pattern(Shape.LEAP, dx, dy, 0, 0, 1, 1, mode);
  }

  /** The leaps {@code (a, b)} in all eight symmetric directions (duplicates removed). */
  public static List<Pattern> leaper(int a, int b, int mode) {
    List<Pattern> out = new ArrayList<>();
    for (int[] v : symmetric(a, b)) {
      out.add(leap(v[0], v[1], mode));
    }
    return out;
  }

  /** Slides along {@code (a, b)} in all symmetric directions, {@code min..max} steps. */
  public static List<Pattern> rider(int a, int b, int min, int max, int mode) {
    List<Pattern> out = new ArrayList<>();
    for (int[] v : symmetric(a, b)) {
      out.add(new Pattern(Shape.SLIDE, v[0], v[1], 0, 0, min, max, mode));
    }
    return out;
  }

  /**
   * The bent rider: one diagonal step, then outward along either component of that step, {@code
   * min} or more squares (the giraffe has {@code min = 3}).
   */
  public static List<Pattern> diagonalThenOrthogonal(int min, int mode) {
    List<Pattern> out = new ArrayList<>();
    for (int sx = -1; sx <= 1; sx += 2) {
      for (int sy = -1; sy <= 1; sy += 2) {
        out.add(new Pattern(Shape.BENT, sx, sy, sx, 0, min, UNLIMITED, mode));
        out.add(new Pattern(Shape.BENT, sx, sy, 0, sy, min, UNLIMITED, mode));
      }
    }
    return out;
  }

  /** A step between an extra square and the board squares it touches. */
  public static Pattern extraStep() {
    return new Pattern(Shape.EXTRA_STEP, 0, 0, 0, 0, 1, 1, BOTH);
  }

  /** This pattern as Black uses it (mirrored top to bottom). */
  Pattern forBlack() {
    return new Pattern(shape, ax, -ay, bx, -by, min, max, mode);
  }

  private static Set<int[]> symmetric(int a, int b) {
    Set<String> seen = new LinkedHashSet<>();
    Set<int[]> out = new java.util.LinkedHashSet<>();
    int[][] base = {{a, b}, {b, a}};
    for (int[] v : base) {
      for (int sx = -1; sx <= 1; sx += 2) {
        for (int sy = -1; sy <= 1; sy += 2) {
          int x = v[0] * sx;
          int y = v[1] * sy;
          if (seen.add(x + "," + y)) {
            out.add(new int[] {x, y});
          }
        }
      }
    }
    return out;
  }
}
