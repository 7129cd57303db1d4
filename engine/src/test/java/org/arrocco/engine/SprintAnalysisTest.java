package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import java.util.SplittableRandom;
import org.arrocco.core.variant.Game;
import org.junit.jupiter.api.Test;

/**
 * The analysis of fully known Sprint positions used to measure what honesty costs: a search within
 * a node budget and the mover's own deck dealt anew.
 */
class SprintAnalysisTest {
  /** White to move mates at once: Ra8 (the king on g6 holds g7 and h7). */
  private static final String MATE_IN_ONE = "7k/8/6K1/8/8/8/8/R7[] w - - 0 20 0:0 Mm";

  private static Game randomGame(long seed, int plies) {
    return SprintGames.random(seed, plies, new Random(seed));
  }

  private static boolean legal(Game g, String uci) {
    return g.legalMoves().stream().anyMatch(m -> m.uci().equals(uci));
  }

  private static String sorted(String s) {
    char[] c = s.toCharArray();
    Arrays.sort(c);
    return new String(c);
  }

  @Test
  void theSearchWithinNodesFindsTheMateAndStopsAtItsBudget() {
    assertEquals("a1a8", SprintAnalysis.searchNodes(MATE_IN_ONE, 10_000).move());
    Game g = randomGame(7, 12);
    String fen = g.positionText();
    SprintAnalysis.Analysis a = SprintAnalysis.searchNodes(fen, 20_000);
    assertTrue(legal(g, a.move()), a.move() + " is legal in " + fen);
    assertTrue(a.nodes() <= 20_000 + 64, "nodes " + a.nodes() + " within the budget");
    assertTrue(a.nodes() >= 10_000, "nodes " + a.nodes() + " near the budget");
    assertEquals(a, SprintAnalysis.searchNodes(fen, 20_000), "the same search, the same answer");
    assertThrows(IllegalArgumentException.class, () -> SprintAnalysis.searchNodes(fen, 0));
  }

  @Test
  void onlyTheMoversDeckIsDealtAnew() {
    Game g = randomGame(5, 6);
    String fen = g.positionText();
    String[] f = fen.split(" ");
    int mover = f[1].equals("w") ? 0 : 1;
    boolean changed = false;
    for (int seed = 0; seed < 10; seed++) {
      String[] s = SprintAnalysis.ownDeckShuffled(fen, new SplittableRandom(seed)).split(" ");
      for (int i = 0; i < 8; i++) {
        if (i != 6) {
          assertEquals(f[i], s[i], "field " + (i + 1) + " is kept");
        }
      }
      String[] before = f[6].split(":");
      String[] after = s[6].split(":");
      assertEquals(before[mover ^ 1], after[mover ^ 1], "the opponent's deck is kept");
      assertEquals(sorted(before[mover]), sorted(after[mover]), "the same tiles");
      changed |= !before[mover].equals(after[mover]);
    }
    assertTrue(changed, "the order changes");
    for (int colour = 0; colour < 2; colour++) {
      String[] d = f[6].split(":");
      String[] e =
          SprintAnalysis.deckShuffled(fen, colour, new SplittableRandom(colour))
              .split(" ")[6]
              .split(":");
      assertEquals(d[colour ^ 1], e[colour ^ 1], "only the deck of colour " + colour);
      assertEquals(sorted(d[colour]), sorted(e[colour]));
    }
    String hidden = fen.replace(f[6], "11:12");
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> SprintAnalysis.ownDeckShuffled(hidden, new SplittableRandom(1)));
    assertTrue(e.getMessage().contains("11:12"), e.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> SprintAnalysis.ownDeckShuffled("8/8 w", new SplittableRandom(1)));
  }
}
