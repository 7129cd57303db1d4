package org.arrocco.core.game;

/** How a game ended, each with the article of the FIDE Laws of Chess (2023) that rules it. */
public enum Termination {
  CHECKMATE("5.1.1", "checkmate"),
  RESIGNATION("5.1.2", "resignation"),
  /** Lost on time, or drawn when the opponent could not checkmate by any series of moves. */
  FLAG_FALL("6.9", "flag fall"),
  STALEMATE("5.2.1", "stalemate"),
  DEAD_POSITION("5.2.2", "dead position"),
  AGREEMENT("5.2.3", "agreement"),
  THREEFOLD_REPETITION("9.2", "threefold repetition, claimed"),
  FIFTY_MOVES("9.3", "fifty-move rule, claimed"),
  /**
   * Decided off the board, whatever the position: a forfeit for a rule broken (FIDE 11.3.2.2,
   * 12.9), an adjudication, an abandoned game.
   */
  ARBITER_DECISION("12.9", "decided by the arbiter"),
  FIVEFOLD_REPETITION("9.6.1", "fivefold repetition"),
  SEVENTY_FIVE_MOVES("9.6.2", "seventy-five-move rule");

  private final String article;
  private final String description;

  Termination(String article, String description) {
    this.article = article;
    this.description = description;
  }

  /** The article of the FIDE Laws, e.g. {@code 9.6.1}. */
  public String article() {
    return article;
  }

  /** A short English description, e.g. "fivefold repetition". */
  public String description() {
    return description;
  }
}
