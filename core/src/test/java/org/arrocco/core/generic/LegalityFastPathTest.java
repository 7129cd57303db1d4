package org.arrocco.core.generic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.arrocco.core.tamerlane.TamerlaneSetup;
import org.junit.jupiter.api.Test;

/**
 * The generator's legality fast path (moves of unpinned pieces kept without playing them) agrees
 * with playing every pseudo-legal move, on every position of seeded random Tamerlane games; the
 * last-ply count ({@link MoveGenerator#countLegal}) equals that number of moves; and make/unmake
 * restores the position exactly.
 */
class LegalityFastPathTest {

  @Test
  void fastPathAgreesWithPlayingEveryMove() {
    int positions = 0;
    for (int seed = 1; seed <= 30; seed++) {
      Random random = new Random(seed);
      GenericPosition p = TamerlaneFen.read(TamerlaneSetup.values()[seed % 3].fen());
      MoveGenerator gen = new MoveGenerator(p);
      int[] legal = new int[MoveGenerator.MAX_MOVES];
      int[] pseudo = new int[MoveGenerator.MAX_MOVES];
      int[] scratch = new int[MoveGenerator.MAX_MOVES];
      for (int ply = 0; ply < 400; ply++) {
        int n = gen.legalMoves(legal);
        int b = brute(p, gen, pseudo);
        int[] fast = Arrays.copyOf(legal, n);
        int[] slow = Arrays.copyOf(pseudo, b);
        Arrays.sort(fast);
        Arrays.sort(slow);
        String fen = TamerlaneFen.write(p);
        assertTrue(Arrays.equals(slow, fast), "seed " + seed + " ply " + ply + ": " + fen);
        assertEquals(
            b, gen.countLegal(scratch), "count at seed " + seed + " ply " + ply + ": " + fen);
        assertEquals(fen, TamerlaneFen.write(p));
        for (int i = 0; i < n; i++) {
          p.make(legal[i]);
          p.unmake(legal[i]);
          assertEquals(fen, TamerlaneFen.write(p));
        }
        positions++;
        if (n == 0) {
          break;
        }
        int pick = legal[random.nextInt(n)];
        for (int i = 0; i < n && random.nextInt(10) < 8; i++) {
          if (p.piece(Move.to(legal[i])) != 0 && Move.kind(legal[i]) == Move.NORMAL) {
            pick = legal[i];
            break;
          }
        }
        p.make(pick);
      }
    }
    assertTrue(positions > 3000, "positions " + positions);
  }

  /** Every pseudo-legal move that passes the test by playing it, then the hooks' moves. */
  private static int brute(GenericPosition p, MoveGenerator gen, int[] out) {
    if (p.ended()) {
      return 0;
    }
    int[] pseudo = new int[MoveGenerator.MAX_MOVES];
    int n = gen.pseudoMoves(pseudo, 0);
    int k = 0;
    for (int i = 0; i < n; i++) {
      if (p.leavesRoyalSafe(pseudo[i])) {
        out[k++] = pseudo[i];
      }
    }
    boolean inCheck =
        p.royalCount(p.side()) == 1 && p.attacked(p.royalSquare(p.side()), p.side() ^ 1);
    return p.spec().hooks().specialMoves(p, out, k, k, inCheck);
  }
}
