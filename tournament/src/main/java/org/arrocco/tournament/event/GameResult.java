package org.arrocco.tournament.event;

import java.util.Locale;

/**
 * The result of a board as the arbiter enters it: a played game, a game that lasted less than one
 * move (played for pairings and tie-breaks, not rated: TRF-16 codes {@code W D L}), a game played
 * that both lose (the arbiter's decision, e.g. both broke the rules: a played game, no point to
 * either), a forfeit (one side did not play), or a double forfeit (neither came). Written {@code
 * 1-0 0-1 ½-½ 1-0s 0-1s ½-½s 0-0 +- -+ --}.
 */
public enum GameResult {
  WHITE_WINS("1-0", true),
  BLACK_WINS("0-1", true),
  DRAW("½-½", true),
  WHITE_WINS_SHORT("1-0s", true),
  BLACK_WINS_SHORT("0-1s", true),
  DRAW_SHORT("½-½s", true),
  BOTH_LOSE("0-0", true),
  WHITE_WINS_BY_FORFEIT("+-", false),
  BLACK_WINS_BY_FORFEIT("-+", false),
  DOUBLE_FORFEIT("--", false);

  private final String text;
  private final boolean played;

  GameResult(String text, boolean played) {
    this.text = text;
    this.played = played;
  }

  /** How the result is written: {@code 1-0}, {@code ½-½}, {@code +-}, ... */
  public String text() {
    return text;
  }

  /** True for a game played over the board. */
  public boolean played() {
    return played;
  }

  /** The points White gets under {@code points}, in tenths. */
  public int whitePoints(PointSystem points) {
    return switch (this) {
      case WHITE_WINS, WHITE_WINS_SHORT, WHITE_WINS_BY_FORFEIT -> points.win();
      case DRAW, DRAW_SHORT -> points.draw();
      case BLACK_WINS, BLACK_WINS_SHORT, BLACK_WINS_BY_FORFEIT, BOTH_LOSE, DOUBLE_FORFEIT ->
          points.loss();
    };
  }

  /** The points Black gets under {@code points}, in tenths. */
  public int blackPoints(PointSystem points) {
    return switch (this) {
      case BLACK_WINS, BLACK_WINS_SHORT, BLACK_WINS_BY_FORFEIT -> points.win();
      case DRAW, DRAW_SHORT -> points.draw();
      case WHITE_WINS, WHITE_WINS_SHORT, WHITE_WINS_BY_FORFEIT, BOTH_LOSE, DOUBLE_FORFEIT ->
          points.loss();
    };
  }

  /**
   * Reads what an arbiter types: {@code 1-0}, {@code 0-1}, {@code ½-½} / {@code 1/2} / {@code =};
   * the same with {@code s} after it for a game of less than one move ({@code 1-0s}, {@code 1/2s});
   * {@code 0-0} for a game played that both lose; {@code +-} / {@code 1-0f}, {@code -+} / {@code
   * 0-1f}, {@code --} / {@code 0-0f}.
   */
  public static GameResult parse(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT).replace(" ", "");
    return switch (t) {
      case "1-0" -> WHITE_WINS;
      case "0-1" -> BLACK_WINS;
      case "½-½", "1/2-1/2", "1/2", "½", "=", "0.5-0.5", "x" -> DRAW;
      case "1-0s" -> WHITE_WINS_SHORT;
      case "0-1s" -> BLACK_WINS_SHORT;
      case "½-½s", "1/2-1/2s", "1/2s", "½s", "=s" -> DRAW_SHORT;
      case "0-0" -> BOTH_LOSE;
      case "+-", "1-0f", "+:-", "1f-0f" -> WHITE_WINS_BY_FORFEIT;
      case "-+", "0-1f", "-:+", "0f-1f" -> BLACK_WINS_BY_FORFEIT;
      case "--", "0-0f", "-:-", "0f-0f" -> DOUBLE_FORFEIT;
      default -> throw new Refusal(Refusal.Reason.UNKNOWN_RESULT, text);
    };
  }
}
