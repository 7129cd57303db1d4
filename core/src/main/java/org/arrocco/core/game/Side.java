package org.arrocco.core.game;

import org.arrocco.core.chess.Piece;

/** The two players, by the colour of their pieces; White moves first (FIDE 1.2, 2.1). */
public enum Side {
  WHITE,
  BLACK;

  /** The other side. */
  public Side opponent() {
    return this == WHITE ? BLACK : WHITE;
  }

  /** The side by its FEN letter {@code w} or {@code b}. */
  public static Side ofLetter(char c) {
    return switch (c) {
      case 'w' -> WHITE;
      case 'b' -> BLACK;
      default -> throw new IllegalArgumentException("side must be 'w' or 'b', not '" + c + "'");
    };
  }

  /** The colour of its pieces in the board model: {@code Piece.WHITE} or {@code Piece.BLACK}. */
  public int colour() {
    return this == WHITE ? Piece.WHITE : Piece.BLACK;
  }

  /** The FEN letter: {@code w} or {@code b}. */
  public char letter() {
    return this == WHITE ? 'w' : 'b';
  }
}
