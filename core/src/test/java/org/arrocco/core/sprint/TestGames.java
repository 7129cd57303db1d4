package org.arrocco.core.sprint;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.arrocco.core.notation.sprint.SprintFen;

/** Plays seeded random Sprint games to the end, for the replay and no-leak tests. */
public final class TestGames {
  private TestGames() {}

  /**
   * Plays game number {@code n}: decks dealt from seed {@code n}, random legal actions from a
   * second generator, an occasional run-out hourglass, a draw agreed after {@code maxPlies}. {@code
   * afterEach} sees the game at the start and after every action.
   */
  public static SprintGame play(long n, int maxPlies, Consumer<SprintGame> afterEach) {
    Random random = new Random(n * 31 + 7);
    SprintSettings settings = new SprintSettings(60, n % 5 == 4, n % 3 == 0 ? 900 : 0);
    SprintGame game = SprintGame.start(Deal.fromSeed(n), settings);
    afterEach.accept(game);
    while (!game.isOver()) {
      if (game.moves().size() >= maxPlies) {
        game.agreeDraw();
        break;
      }
      int before = game.moves().size();
      if (random.nextInt(40) == 0) {
        game.hourglassOut(); // a pass, or a loss when in check or under "timeout loses"
      } else {
        int[] legal = game.legalMoves();
        game.play(legal[random.nextInt(legal.length)]);
      }
      if (game.moves().size() > before) {
        afterEach.accept(game);
      }
    }
    return game;
  }

  /** The full Sprint FEN (deck contents included) at the start and after every action. */
  public static List<String> positions(SprintGame game) {
    List<String> out = new ArrayList<>();
    SprintGame replay =
        game.deal().isPresent()
            ? SprintGame.start(game.deal().get(), game.settings())
            : SprintGame.fromPosition(game.startPosition(), game.settings());
    out.add(SprintFen.write(replay.position(), true));
    for (int m : game.moves()) {
      if (m == 0) {
        replay.hourglassOut();
      } else {
        replay.play(m);
      }
      out.add(SprintFen.write(replay.position(), true));
    }
    return out;
  }
}
