package org.arrocco.core.chess;

/**
 * Colours, piece types and piece codes as small ints. A piece code is {@code colour << 3 | type}:
 * White pawn..king are 1..6, Black pawn..king 9..14; 0 is an empty square. Code {@code colour << 3}
 * (0 or 8) stands for "every piece of that colour" in {@link Position#pieces(int)}.
 */
public final class Piece {
  public static final int WHITE = 0;
  public static final int BLACK = 1;

  public static final int NONE = 0;
  public static final int PAWN = 1;
  public static final int KNIGHT = 2;
  public static final int BISHOP = 3;
  public static final int ROOK = 4;
  public static final int QUEEN = 5;
  public static final int KING = 6;

  private static final String LETTERS = " PNBRQK";

  private Piece() {}

  /** The piece code of a colour and a type. */
  public static int of(int colour, int type) {
    return colour << 3 | type;
  }

  /** The type (1-6) of a piece code, 0 for an empty square. */
  public static int type(int piece) {
    return piece & 7;
  }

  /** The colour of a (non-empty) piece code. */
  public static int colour(int piece) {
    return piece >>> 3;
  }

  /** The FEN letter of a piece code: upper case for White ({@code P N B R Q K}). */
  public static char letter(int piece) {
    char c = LETTERS.charAt(type(piece));
    return colour(piece) == WHITE ? c : Character.toLowerCase(c);
  }

  /** The upper-case letter of a type ({@code P N B R Q K}). */
  public static char typeLetter(int type) {
    return LETTERS.charAt(type);
  }

  /** The piece code of a FEN letter, or -1 when the letter names no piece. */
  public static int fromLetter(char c) {
    int type = LETTERS.indexOf(Character.toUpperCase(c));
    if (type <= 0) {
      return -1;
    }
    return of(Character.isUpperCase(c) ? WHITE : BLACK, type);
  }
}
