package org.arrocco.engine;

import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;

/**
 * The computer as a player of any of Arrocco's games, for the play server: it is given exactly what
 * its seat may see ({@link GameView}, for Scacchi Sprint its own {@link
 * org.arrocco.core.variant.PlayerView} and nothing hidden) and names one of the view's legal moves
 * in the variant's program form ({@link org.arrocco.core.variant.LegalMove#uci}).
 *
 * <p>A player keeps no state between calls that another call could see: {@link #choose} may be
 * called from many server threads at once, each call searching on its own (orthodox chess and
 * Chess960 reuse one engine per calling thread). A call returns within about {@code thinkMillis} (a
 * few milliseconds more for the set-up).
 */
public interface ComputerPlayer {

  /**
   * The move this player makes for the seat of {@code view}, which must be to move in a game that
   * goes on.
   *
   * @param view what the seat to move sees
   * @param level how well to play ({@link Level#FULL}, {@link Level#ofElo}, {@link Level#ofSkill})
   * @param thinkMillis the time to spend, in milliseconds (at least 1)
   * @return the {@code uci} text of one of {@code view.legalMoves()}
   * @throws IllegalArgumentException when the view is of another variant or has no legal move (not
   *     the seat's turn, or the game is over)
   */
  String choose(GameView view, Level level, long thinkMillis);

  /**
   * The computer player of {@code variant}.
   *
   * @throws IllegalArgumentException for a variant the engine does not play
   */
  static ComputerPlayer of(Variant variant) {
    if (variant == Variants.CHESS || variant == Variants.CHESS960) {
      return new ChessComputerPlayer(variant);
    }
    if (variant == Variants.TAMERLANE) {
      return new TamerlaneComputerPlayer();
    }
    if (variant == Variants.SPRINT) {
      return new SprintComputerPlayer();
    }
    throw new IllegalArgumentException("the engine does not play " + variant.key());
  }

  /**
   * The one-ply greedy player of Tamerlane chess or Scacchi Sprint: the move after which its static
   * evaluation is best, no search. A yardstick for matches (what the search adds), not a level.
   *
   * @throws IllegalArgumentException for another variant
   */
  static ComputerPlayer onePly(Variant variant) {
    return new OnePlyPlayer(variant);
  }

  /**
   * The searching player of Tamerlane chess or Scacchi Sprint held to a fixed depth whatever the
   * time: a yardstick for matches (what deeper search adds), not a level.
   *
   * @throws IllegalArgumentException for another variant or a depth below 1
   */
  static ComputerPlayer atDepth(Variant variant, int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException("depth must be at least 1, not " + depth);
    }
    if (variant == Variants.TAMERLANE) {
      return new TamerlaneComputerPlayer(depth);
    }
    if (variant == Variants.SPRINT) {
      return (view, level, think) ->
          new SprintComputerPlayer()
              .choose(view, level, 0, depth, new java.util.SplittableRandom().nextLong());
    }
    throw new IllegalArgumentException("a fixed-depth player plays tamerlane and sprint only");
  }

  /** Refuses a view of another variant or without a legal move, naming what is wrong. */
  static void check(GameView view, Variant variant) {
    if (!view.variant().equals(variant.key())) {
      throw new IllegalArgumentException(
          "a " + variant.key() + " player was given a view of " + view.variant());
    }
    if (view.legalMoves().isEmpty()) {
      throw new IllegalArgumentException(
          "the "
              + view.seat()
              + " view has no legal move (not its turn, or the game is over): nothing to choose");
    }
  }
}
