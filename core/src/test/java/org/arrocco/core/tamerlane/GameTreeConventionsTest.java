package org.arrocco.core.tamerlane;

import static org.arrocco.core.tamerlane.Boards.fen;
import static org.arrocco.core.tamerlane.Boards.moves;
import static org.arrocco.core.tamerlane.Boards.position;
import static org.arrocco.core.tamerlane.Boards.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.generic.ListedPerft;
import org.arrocco.core.generic.MoveGenerator;
import org.arrocco.core.notation.tamerlane.TamerlaneMoveNotation;
import org.arrocco.core.perft.PerftPosition;
import org.arrocco.core.variant.Variants;
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
    PerftPosition p = Variants.TAMERLANE.perftPosition(fen("w", "-", "00", "Ka9", "Hf5", "kk5"));
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
    PerftPosition p = Variants.TAMERLANE.perftPosition(f);
    long replacements = p.divide(1).stream().filter(d -> d.move().startsWith("b10")).count();
    assertEquals(2, replacements);
  }

  @Test
  void perftCountsASwapThatIsTheOnlyReply() {
    // after a step of White's king, Black's king on k10 has j10 and j9 covered by the rook on j1,
    // its pawn on k9 is blocked by the pawn on k8: the swap k10k9 is its only move
    String f = fen("w", "-", "00", "Ka1", "Rj1", "PNk8", "kk10", "prk9");
    GenericPosition p = position(f);
    p.make(TamerlaneMoveNotation.parse(new MoveGenerator(p), "a1a2"));
    assertEquals(set("k10k9"), moves(p));
    assertEquals(ListedPerft.of(position(f), 2), Variants.TAMERLANE.perftPosition(f).perft(2));
  }

  @Test
  void perftCountsReplacementsAmongTheReplies() {
    // the forks of the position above with Black to move: after most of Black's moves White's
    // pawn of pawns, waiting after its first arrival, still has both replacements
    String f =
        fen("b", "-", "10", "PPb10", "PNe5", "PRh5", "rd6", "nf6", "gg6", "ci6", "Ka1", "kk8");
    GenericPosition p = position(f);
    p.make(TamerlaneMoveNotation.parse(new MoveGenerator(p), "k8k9"));
    assertTrue(moves(p).containsAll(set("b10e5 b10h5")));
    assertEquals(ListedPerft.of(position(f), 2), Variants.TAMERLANE.perftPosition(f).perft(2));
  }
}
