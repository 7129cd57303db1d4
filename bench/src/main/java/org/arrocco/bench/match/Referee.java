package org.arrocco.bench.match;

import java.util.List;
import java.util.Map;
import org.arrocco.core.notation.PgnTag;

/**
 * The rules of one game of a match as the runner needs them: what to send the engine to move, the
 * move it answers read and played by the project's rules (an illegal one loses), and how the game
 * ended. Each game family has its own.
 */
interface Referee {
  /** UCI options both engines get for this game family (the variant, Chess960). */
  Map<String, String> engineOptions();

  /** The {@code position ...} command of the game so far. */
  String positionCommand();

  /** 0 when White (the first player) is to move, 1 for Black. */
  int sideToMove();

  boolean isOver();

  /**
   * Plays the engine's move text; returns null, or what is wrong with it (the game is then lost).
   */
  String play(String uciMove);

  /** The side to move lost on time (or drew, when its opponent could not win by the rules). */
  void flagFell(int side);

  /** The side forfeits (an illegal move, a crash): the opponent wins. */
  void forfeit(int side);

  /** 1 White won, 0 draw, -1 Black won. */
  int result();

  /** How the game ended, in words. */
  String termination();

  /** The game in PGN with the given tags. */
  String pgn(List<PgnTag> tags);
}
