package org.arrocco.engine;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.arrocco.core.variant.Game;
import org.arrocco.core.variant.LegalMove;
import org.arrocco.core.variant.Variants;

/** Sprint games of random legal moves, the positions the Sprint player's tests start from. */
final class SprintGames {
  private SprintGames() {}

  /**
   * The deal of {@code seed} without hourglass, then up to {@code plies} moves chosen by {@code
   * random} (fewer when the game ends).
   */
  static Game random(long seed, int plies, Random random) {
    Game g =
        Variants.SPRINT.newGame(
            Variants.SPRINT.setup(Map.of("seed", "" + seed, "hourglass", "0")), Optional.empty());
    for (int i = 0; i < plies && !g.isOver(); i++) {
      List<LegalMove> legal = g.legalMoves();
      g.play(legal.get(random.nextInt(legal.size())).uci(), i);
    }
    return g;
  }
}
