package org.arrocco.core.chess;

/**
 * Squares as ints 0-63: {@code a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63}, so a square is
 * {@code rank * 8 + file} with files and ranks counted from 0. Bit {@code s} of a bitboard (a
 * {@code long}) stands for square {@code s}.
 */
public final class Square {
  /** "No square" (for example no en-passant square). */
  public static final int NONE = -1;

  private Square() {}

  public static int of(int file, int rank) {
    return rank << 3 | file;
  }

  public static int file(int square) {
    return square & 7;
  }

  public static int rank(int square) {
    return square >>> 3;
  }

  /** The algebraic name, e.g. {@code e4}. */
  public static String name(int square) {
    return "" + (char) ('a' + file(square)) + (char) ('1' + rank(square));
  }

  /** The square named {@code e4}-style (lower case), or {@link #NONE} if the text names none. */
  public static int parse(CharSequence text) {
    if (text.length() != 2) {
      return NONE;
    }
    int f = text.charAt(0) - 'a';
    int r = text.charAt(1) - '1';
    if (f < 0 || f > 7 || r < 0 || r > 7) {
      return NONE;
    }
    return of(f, r);
  }
}
