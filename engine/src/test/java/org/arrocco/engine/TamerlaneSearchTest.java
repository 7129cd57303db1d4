package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.arrocco.core.notation.tamerlane.TamerlaneMoveNotation;
import org.arrocco.core.tamerlane.TamerlaneSetup;
import org.arrocco.core.tamerlane.TamerlaneSpec;
import org.junit.jupiter.api.Test;

/** Fixed-depth searches of Tamerlane positions: what the search must find, on the core's rules. */
class TamerlaneSearchTest {

  private static String best(String fen, int depth) {
    GenericPosition pos = TamerlaneFen.read(fen);
    VariantSearch search = new VariantSearch(new TamerlaneBoard(pos));
    int move = search.search(null, depth, 0, Long.MAX_VALUE, false);
    assertEquals(fen, TamerlaneFen.write(pos), "the search leaves the position as it was");
    return TamerlaneMoveNotation.coordinate(pos, move);
  }

  @Test
  void aHangingRookIsTaken() {
    assertEquals("a1a5", best("5k5/11/11/11/11/r10/11/11/11/R4K5 w -- - 00 0 1", 3));
  }

  @Test
  void aMateInOneIsFoundAndScoredAsMate() {
    // Black's lone king on a10 (its own citadel z9 is closed to a king): the vizier steps to b9,
    // guarded by the rook on b1, and covers a9 and b10: mate (Rb10+ would let the king out to a9)
    String fen = "k10/2V8/11/11/11/11/11/11/11/1R3K5 w -- - 00 0 1";
    GenericPosition pos = TamerlaneFen.read(fen);
    VariantSearch search = new VariantSearch(new TamerlaneBoard(pos));
    int move = search.search(null, 3, 0, Long.MAX_VALUE, false);
    assertEquals("c9b9", TamerlaneMoveNotation.coordinate(pos, move));
    assertTrue(search.rootScores()[0] >= Score.MATE_BOUND, "scored as a mate");
  }

  @Test
  void theStartIsBalancedAndEveryKindHasAValue() {
    GenericPosition start = TamerlaneFen.read(TamerlaneSetup.DEFAULT.fen());
    int score = new TamerlaneEvaluation().evaluate(start);
    assertTrue(Math.abs(score) < 60, "the start is about even: " + score);
    for (int k = 0; k < TamerlaneSpec.SPEC.kinds().size(); k++) {
      assertTrue(TamerlaneEvaluation.VALUE[k] >= 90, TamerlaneSpec.SPEC.kind(k).name());
    }
  }

  @Test
  void aTinyNodeBudgetStillSeesOneFullPly() {
    // a budget of 10 nodes stops the search after its first iteration, not before: the hanging
    // rook is still taken, and every root move has its score
    GenericPosition pos = TamerlaneFen.read("5k5/11/11/11/11/r10/11/11/11/R4K5 w -- - 00 0 1");
    VariantSearch search = new VariantSearch(new TamerlaneBoard(pos));
    int move = search.search(null, 10, 10, Long.MAX_VALUE, true);
    assertEquals("a1a5", TamerlaneMoveNotation.coordinate(pos, move));
    assertEquals(1, search.completedDepth());
    assertTrue(search.rootScores()[search.rootScores().length - 1] > -Score.INFINITE);
  }
}
