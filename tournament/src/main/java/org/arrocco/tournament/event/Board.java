package org.arrocco.tournament.event;

/**
 * One board of a round: its number (1 first), the ids of White and Black, and the result ({@code
 * null} while the game is going on).
 */
public record Board(int number, int white, int black, GameResult result) {
  public Board {
    if (number < 1 || white < 1 || black < 1 || white == black) {
      throw new IllegalArgumentException("bad board " + number + ": " + white + " - " + black);
    }
  }

  Board withResult(GameResult r) {
    return new Board(number, white, black, r);
  }

  /** True when {@code player} plays on this board. */
  public boolean has(int player) {
    return white == player || black == player;
  }
}
