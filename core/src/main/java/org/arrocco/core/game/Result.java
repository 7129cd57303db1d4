package org.arrocco.core.game;

/** The result of a finished game, written as in PGN. */
public enum Result {
  WHITE_WINS("1-0"),
  BLACK_WINS("0-1"),
  DRAW("1/2-1/2");

  private final String pgn;

  Result(String pgn) {
    this.pgn = pgn;
  }

  /** The PGN result text: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
  public String pgn() {
    return pgn;
  }

  /** The win of {@code side}. */
  public static Result winFor(Side side) {
    return side == Side.WHITE ? WHITE_WINS : BLACK_WINS;
  }
}
