package org.arrocco.core.sprint;

/**
 * The five kinds of tile a Sprint deck or hand holds, as small ints {@code 0..4} used as array
 * indices everywhere in this package: {@link #PAWN}, {@link #KNIGHT}, {@link #BISHOP}, {@link
 * #ROOK}, {@link #QUEEN}. Kings are never tiles ({@code shared/rules/sprint.md}, Material).
 */
public final class Tile {
  public static final int PAWN = 0;
  public static final int KNIGHT = 1;
  public static final int BISHOP = 2;
  public static final int ROOK = 3;
  public static final int QUEEN = 4;

  /** The number of tile kinds. */
  public static final int COUNT = 5;

  private static final String LETTERS = "PNBRQ";

  private Tile() {}

  /** The upper-case letter of a tile kind ({@code P N B R Q}). */
  public static char letter(int tile) {
    return LETTERS.charAt(tile);
  }

  /** The tile kind of a letter in either case, or -1 when it is not one of {@code PNBRQ}. */
  public static int of(char letter) {
    return LETTERS.indexOf(Character.toUpperCase(letter));
  }

  /** The English name, for messages. */
  public static String name(int tile) {
    switch (tile) {
      case PAWN:
        return "pawn";
      case KNIGHT:
        return "knight";
      case BISHOP:
        return "bishop";
      case ROOK:
        return "rook";
      default:
        return "queen";
    }
  }
}
