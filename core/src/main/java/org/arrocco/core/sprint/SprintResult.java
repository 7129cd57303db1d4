package org.arrocco.core.sprint;

/**
 * How a Sprint game ended: the score as PGN writes it and the reason ({@code
 * shared/rules/sprint.md}, End of the game and Timing).
 *
 * @param score {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}
 * @param reason why the game ended
 */
public record SprintResult(String score, Reason reason) {

  /** The ways a game ends. */
  public enum Reason {
    CHECKMATE("checkmate"),
    STALEMATE("stalemate"),
    AGREEMENT("draw by agreement"),
    THREEFOLD_REPETITION("threefold repetition, claimed"),
    FIVEFOLD_REPETITION("fivefold repetition"),
    FIFTY_MOVES("50-move rule, claimed"),
    SEVENTY_FIVE_MOVES("75-move rule"),
    DEAD_POSITION("dead position: neither side can ever mate"),
    RESIGNATION("resignation"),
    TIMEOUT_IN_CHECK("hourglass ran out while in check"),
    TIMEOUT("hourglass ran out (timeout loses)"),
    GAME_CLOCK("game clock ran out"),
    GAME_CLOCK_NO_MATE("game clock ran out, but the opponent can never mate");

    private final String text;

    Reason(String text) {
      this.text = text;
    }

    /** The reason in words, for a PGN {@code Termination} comment and for players. */
    public String text() {
      return text;
    }
  }

  /**
   * The same end in the core game model's terms, for code that handles every variant alike: the
   * Sprint timeouts (hourglass and game clock) are flag falls there.
   */
  public org.arrocco.core.game.Outcome outcome() {
    org.arrocco.core.game.Result r =
        switch (score) {
          case "1-0" -> org.arrocco.core.game.Result.WHITE_WINS;
          case "0-1" -> org.arrocco.core.game.Result.BLACK_WINS;
          default -> org.arrocco.core.game.Result.DRAW;
        };
    org.arrocco.core.game.Termination t =
        switch (reason) {
          case CHECKMATE -> org.arrocco.core.game.Termination.CHECKMATE;
          case STALEMATE -> org.arrocco.core.game.Termination.STALEMATE;
          case AGREEMENT -> org.arrocco.core.game.Termination.AGREEMENT;
          case THREEFOLD_REPETITION -> org.arrocco.core.game.Termination.THREEFOLD_REPETITION;
          case FIVEFOLD_REPETITION -> org.arrocco.core.game.Termination.FIVEFOLD_REPETITION;
          case FIFTY_MOVES -> org.arrocco.core.game.Termination.FIFTY_MOVES;
          case SEVENTY_FIVE_MOVES -> org.arrocco.core.game.Termination.SEVENTY_FIVE_MOVES;
          case DEAD_POSITION -> org.arrocco.core.game.Termination.DEAD_POSITION;
          case RESIGNATION -> org.arrocco.core.game.Termination.RESIGNATION;
          default -> org.arrocco.core.game.Termination.FLAG_FALL;
        };
    return new org.arrocco.core.game.Outcome(r, t);
  }

  /** A win for {@code winner} (0 White, 1 Black). */
  public static SprintResult win(int winner, Reason reason) {
    return new SprintResult(winner == 0 ? "1-0" : "0-1", reason);
  }

  /** A draw. */
  public static SprintResult draw(Reason reason) {
    return new SprintResult("1/2-1/2", reason);
  }
}
