package org.arrocco.core.tamerlane;

import static org.arrocco.core.tamerlane.Boards.fen;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.TreeMap;
import org.arrocco.core.perft.PerftPosition;
import org.junit.jupiter.api.Test;

/**
 * shared/rules/tamerlane.md, "Game-tree conventions": every distinct action is one move, a drawing
 * entry is a leaf.
 */
class GameTreeConventionsTest {
  @Test
  void aDrawingEntryIsALeafAndExchangesCountOncePerPartner() {
    // White: king a9 (5 steps, the draw entry, the exchange with f5), prince f5 (8 steps);
    // Black: king k5 alone with 5 steps (j4 j5 j6 k4 k6)
    PerftPosition p = Tamerlane.INSTANCE.perftPosition(fen("w", "-", "00", "Ka9", "Hf5", "kk5"));
    Map<String, Long> divide = new TreeMap<>();
    for (PerftPosition.Divide d : p.divide(2)) {
      divide.put(d.move(), d.nodes());
    }
    assertEquals(15, divide.size());
    assertEquals(0L, divide.get("a9z9"));
    assertEquals(5L, divide.get("a9z9f5"));
    assertEquals(5L, divide.get("a9b9"));
    assertEquals(15, p.perft(1));
  }

  @Test
  void aSwapCountsOncePerPartnerAndAReplacementOncePerPawn() {
    // two forking pawns: two replacements (b10e5, b10h5); the king swap is not open (not in
    // check, other moves exist)
    String f =
        fen("w", "-", "10", "PPb10", "PNe5", "PRh5", "rd6", "nf6", "gg6", "ci6", "Ka1", "kk8");
    PerftPosition p = Tamerlane.INSTANCE.perftPosition(f);
    long replacements = p.divide(1).stream().filter(d -> d.move().startsWith("b10")).count();
    assertEquals(2, replacements);
  }
}
