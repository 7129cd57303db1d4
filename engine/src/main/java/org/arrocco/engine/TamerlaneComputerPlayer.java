package org.arrocco.engine;

import java.util.SplittableRandom;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.arrocco.core.notation.tamerlane.TamerlaneMoveNotation;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.LegalMove;
import org.arrocco.core.variant.Variants;

/**
 * The computer player of Tamerlane chess: {@link VariantSearch} on the view's position (the
 * Tamerlane FEN) read into the core's generic backend, evaluated by {@link TamerlaneEvaluation}. A
 * weaker level searches its node budget and picks among the best moves with its noise ({@link
 * Level#choose(int[], int[], int)}). Each call has its own search: safe from any thread.
 */
final class TamerlaneComputerPlayer implements ComputerPlayer {
  private final int depth;

  /** The player that searches as deep as its time allows. */
  TamerlaneComputerPlayer() {
    this(0);
  }

  /** The player held to {@code depth} plies (0: no limit but the time). */
  TamerlaneComputerPlayer(int depth) {
    this.depth = depth;
  }

  @Override
  public String choose(GameView view, Level level, long thinkMillis) {
    ComputerPlayer.check(view, Variants.TAMERLANE);
    long deadline =
        depth > 0
            ? Long.MAX_VALUE
            : System.nanoTime() + ThinkTime.of(view, thinkMillis) * 1_000_000L;
    GenericPosition pos = TamerlaneFen.read(view.position());
    TamerlaneBoard board = new TamerlaneBoard(pos);
    int move = choose(board, level, deadline, depth);
    String uci = TamerlaneMoveNotation.coordinate(pos, move);
    for (LegalMove m : view.legalMoves()) {
      if (m.uci().equals(uci)) {
        return uci;
      }
    }
    throw new IllegalStateException(
        "engine move " + uci + " is not among the view's legal moves in " + view.position());
  }

  /**
   * The move of {@code board}'s side at {@code level} by the deadline (and {@code maxDepth} when
   * positive): the search's best at full strength, a noisy pick among the best below.
   */
  static int choose(SearchBoard board, Level level, long deadlineNanos, int maxDepth) {
    Level l = level.seeded(new SplittableRandom().nextLong());
    int depth = maxDepth > 0 ? maxDepth : VariantSearch.MAX_PLY;
    return new VariantSearch(board).choose(l, depth, 0, deadlineNanos).move();
  }
}
