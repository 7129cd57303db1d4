package org.arrocco.core.game;

/** How a game ended: the result and the rule that ended it. */
public record Outcome(Result result, Termination termination) {
  /** E.g. "1-0 (checkmate, FIDE 5.1.1)". */
  @Override
  public String toString() {
    return result.pgn()
        + " ("
        + termination.description()
        + ", FIDE "
        + termination.article()
        + ")";
  }
}
