package org.arrocco.engine;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.LegalMove;
import org.arrocco.core.variant.Variants;

/**
 * The computer player of Scacchi Sprint, honest: it sees only its own {@link
 * org.arrocco.core.variant.PlayerView} (through the {@link GameView} it is given, never the game).
 * It searches the position of {@link SprintDeal}: its own deck in a random order and the opponent
 * free to place any tile it still has to come, so the search neither knows its own draws nor counts
 * on a tile the opponent might lack. The legal moves at the root are the game's, since they depend
 * only on the board and the player's own hand. A weaker level picks among the root moves with its
 * noise. Time: the given think time, cut to stay clear of the hourglass ({@link ThinkTime}).
 */
final class SprintComputerPlayer implements ComputerPlayer {

  @Override
  public String choose(GameView view, Level level, long thinkMillis) {
    ComputerPlayer.check(view, Variants.SPRINT);
    long think = ThinkTime.of(view, thinkMillis);
    long deadline = System.nanoTime() + think * 1_000_000L;
    return choose(view, level, deadline, 0, new SplittableRandom().nextLong());
  }

  /**
   * The move for {@code view}: by the deadline, or (with {@code depth} positive, for tests) at that
   * depth whatever the time; {@code seed} makes the deal of its own deck and a level's choice
   * repeatable.
   */
  String choose(GameView view, Level level, long deadline, int depth, long seed) {
    return think(view, level, deadline, depth, 0, seed, new AtomicBoolean()).uci();
  }

  /** What one think brought: the move, its score, the depth completed, the nodes searched. */
  record Choice(String uci, int score, int depth, long nodes) {}

  /**
   * The move for {@code view} by the deadline, at most {@code depth} plies (0: no bound) and about
   * {@code nodes} nodes (0: no bound; a level's budget applies too), or as soon as {@code halt} is
   * raised; {@code seed} makes the deal of its own deck and a level's choice repeatable.
   */
  Choice think(
      GameView view,
      Level level,
      long deadline,
      int depth,
      long nodes,
      long seed,
      AtomicBoolean halt) {
    ComputerPlayer.check(view, Variants.SPRINT);
    SplittableRandom random = new SplittableRandom(seed);
    Level l = level.seeded(random.nextLong());
    VariantSearch search =
        new VariantSearch(
            new SprintBoard(new SprintDeal(view).position(random), new HandEvaluation()));
    search.setHalt(halt);
    VariantSearch.Choice c =
        search.choose(
            l,
            depth > 0 ? depth : VariantSearch.MAX_PLY,
            nodes,
            depth > 0 ? Long.MAX_VALUE : deadline);
    String uci = UciMove.write(c.move(), CastlingMode.ORTHODOX);
    for (LegalMove m : view.legalMoves()) {
      if (m.uci().equals(uci)) {
        return new Choice(uci, c.score(), search.completedDepth(), search.nodes());
      }
    }
    throw new IllegalStateException(
        "engine move " + uci + " is not among the view's legal moves in " + view.position());
  }
}
