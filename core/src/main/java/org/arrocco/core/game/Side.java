package org.arrocco.core.game;

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

  /**
   * The colour index of its pieces in every board model of the core: 0 for White, 1 for Black
   * ({@code chess.Piece.WHITE}/{@code BLACK}, the generic backend's side, Sprint's colours).
   */
  public int colour() {
    return ordinal();
  }

  /** The side with colour index {@code colour} (0 White, 1 Black). */
  public static Side ofColour(int colour) {
    return switch (colour) {
      case 0 -> WHITE;
      case 1 -> BLACK;
      default ->
          throw new IllegalArgumentException("a side is 0 (White) or 1 (Black), not " + colour);
    };
  }

  /** The FEN letter: {@code w} or {@code b}. */
  public char letter() {
    return this == WHITE ? 'w' : 'b';
  }
}
