package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Levels for people: the node budget (250,000 at the top, halving every 100 Elo below), the noise
 * (a tenth of a centipawn per Elo below the top, three tenths more per Elo below 1500) and the
 * choice among the four best moves. Expected values worked out by hand.
 */
class LevelTest {

  @Test
  void theBudgetHalvesEveryHundredEloBelowTheTop() {
    assertEquals(250_000, Level.ofElo(Level.TOP).nodeBudget());
    assertEquals(125_000, Level.ofElo(Level.TOP - 100).nodeBudget());
    assertEquals(62_500, Level.ofElo(Level.TOP - 200).nodeBudget());
    assertEquals(500_000, Level.ofElo(Level.TOP + 100).nodeBudget());
    // 800 is 1,300 below 2,100: 250,000 / 2^13 = 30.5
    assertEquals(31, Level.ofElo(Level.MIN_ELO).nodeBudget());
  }

  @Test
  void theNoiseGrowsBelowTheTopAndTheRangeIsClamped() {
    assertEquals(0, Level.ofElo(Level.TOP).noise());
    assertEquals(50, Level.ofElo(1600).noise(), "500 below 2100: 50");
    assertEquals(80, Level.ofElo(1450).noise(), "650 below 2100 and 50 below 1500: 65 + 15");
    assertEquals(340, Level.ofElo(Level.MIN_ELO).noise(), "1,300 and 700 below: 130 + 210");
    assertEquals(Level.MIN_ELO, Level.ofElo(100).elo());
    assertEquals(Level.MAX_ELO, Level.ofElo(5000).elo());
    assertSame(Level.FULL, Level.ofSkill(20));
    assertEquals(Level.MIN_ELO, Level.ofSkill(0).elo());
    assertEquals(1800, Level.ofSkill(10).elo());
  }

  @Test
  void aWeakLevelPicksAmongTheFourBestButNeverABlunder() {
    int[] moves = {11, 22, 33, 44, 55};
    // sorted best first: the fourth is 250 cp worse than the best, the fifth not among the four
    int[] scores = {50, 30, 20, -200, -300};
    Set<Integer> chosen = new HashSet<>();
    Level l = Level.ofElo(1450); // noise 80: moves more than 80 cp worse are never played
    for (int seed = 0; seed < 400; seed++) {
      int m = l.seeded(seed).choose(moves, scores, moves.length);
      assertNotEquals(44, m, "250 cp worse than the best is more than the noise");
      assertNotEquals(55, m, "only the four best are candidates");
      chosen.add(m);
    }
    assertEquals(Set.of(11, 22, 33), chosen, "each close candidate is played sometimes");
    // full strength plays the best; a mate is never thrown away
    assertEquals(11, Level.FULL.choose(moves, scores, moves.length));
    int[] mate = {Score.MATE - 3, 40, 30, 20};
    for (int seed = 0; seed < 50; seed++) {
      assertEquals(11, Level.ofElo(800).seeded(seed).choose(moves, mate, 4));
    }
    assertTrue(Level.ofElo(Level.TOP).noise() == 0 && !Level.ofElo(Level.TOP).isFull());
  }
}
