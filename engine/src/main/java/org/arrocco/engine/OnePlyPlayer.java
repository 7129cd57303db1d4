package org.arrocco.engine;

import java.util.SplittableRandom;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.arrocco.core.notation.tamerlane.TamerlaneMoveNotation;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;

/**
 * A yardstick, not an opponent for people: the one-ply greedy player of Tamerlane chess and Scacchi
 * Sprint, which plays the move after which the static evaluation is best for it (the same
 * evaluation as the searching player's; ties broken at random; Sprint on the position the real
 * player searches, as honest as it). Matches against it measure what the search adds.
 */
final class OnePlyPlayer implements ComputerPlayer {
  private final Variant variant;

  OnePlyPlayer(Variant variant) {
    if (variant != Variants.TAMERLANE && variant != Variants.SPRINT) {
      throw new IllegalArgumentException("the one-ply player plays tamerlane and sprint only");
    }
    this.variant = variant;
  }

  @Override
  public String choose(GameView view, Level level, long thinkMillis) {
    ComputerPlayer.check(view, variant);
    SplittableRandom random = new SplittableRandom();
    if (variant == Variants.TAMERLANE) {
      GenericPosition pos = TamerlaneFen.read(view.position());
      int move = best(new TamerlaneBoard(pos), random);
      return TamerlaneMoveNotation.coordinate(pos, move);
    }
    SprintBoard board =
        new SprintBoard(new SprintDeal(view).position(random), new HandEvaluation());
    return UciMove.write(best(board, random), CastlingMode.ORTHODOX);
  }

  private static int best(SearchBoard board, SplittableRandom random) {
    int[] moves = new int[1024];
    int[] replies = new int[1024];
    int n = board.generate(moves);
    int best = moves[0];
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      board.make(moves[i]);
      int s;
      if (board.drawnByRule()) {
        s = 0;
      } else {
        s = board.generate(replies) == 0 ? -board.noMoveScore(0) : -board.evaluate();
      }
      board.unmake(moves[i]);
      double v = s + random.nextDouble();
      if (v > bestScore) {
        bestScore = v;
        best = moves[i];
      }
    }
    return best;
  }
}
