package org.arrocco.core.tamerlane;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.generic.ListedPerft;
import org.arrocco.core.generic.Move;
import org.arrocco.core.generic.MoveGenerator;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Perft of depths 2 and 3, which count the last plies from cached reach without playing every move,
 * against the same counts by listing every move ({@link ListedPerft}), over positions of seeded
 * capture-biased random games from the three set-ups: middle games and endings with promotions, the
 * pawn of pawns' stages, swaps and citadels, which the reference lines (mostly near the start)
 * reach less often.
 */
class PerftByListingTest {
  private static final int MAX_PLIES = 3000;

  @Test
  void perftMatchesListingOverRandomGames() {
    compare(1, 3, 9);
  }

  @Test
  @Tag("slow")
  void perftMatchesListingOverManyRandomGames() {
    compare(4, 24, 3);
  }

  /** Compares every {@code every}-th position of the games of the given seeds. */
  private static void compare(int firstSeed, int lastSeed, int every) {
    int compared = 0;
    int special = 0;
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    for (int seed = firstSeed; seed <= lastSeed; seed++) {
      Random random = new Random(seed);
      GenericPosition p = TamerlaneFen.read(TamerlaneSetup.values()[seed % 3].fen());
      MoveGenerator gen = new MoveGenerator(p);
      for (int ply = 0; ply < MAX_PLIES; ply++) {
        int n = gen.legalMoves(moves);
        if (n == 0) {
          break;
        }
        if (ply % every == 0) {
          String where = "seed " + seed + " ply " + ply + ": " + TamerlaneFen.write(p);
          GenericPosition copy = TamerlaneFen.read(TamerlaneFen.write(p));
          assertEquals(
              ListedPerft.of(copy, 2), new MoveGenerator(copy).perft(2), where + ", perft 2");
          assertEquals(
              ListedPerft.of(copy, 3), new MoveGenerator(copy).perft(3), where + ", perft 3");
          compared++;
          special += hasSpecial(copy) ? 1 : 0;
        }
        p.make(pick(p, moves, n, random));
        if (p.ended()) {
          break;
        }
      }
    }
    assertNotEquals(0, special, "some compared position had a swap or replacement near it");
    assertTrue(compared > 50 * (lastSeed - firstSeed + 1) / every, "compared " + compared);
  }

  /** Whether a swap or replacement is among the moves of this position or of its replies. */
  private static boolean hasSpecial(GenericPosition p) {
    MoveGenerator gen = new MoveGenerator(p);
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int[] replies = new int[MoveGenerator.MAX_MOVES];
    int n = gen.legalMoves(moves);
    boolean found = false;
    for (int i = 0; i < n && !found; i++) {
      found = Move.kind(moves[i]) >= Move.SWAP;
      p.make(moves[i]);
      int k = gen.legalMoves(replies);
      for (int j = 0; j < k && !found; j++) {
        found = Move.kind(replies[j]) >= Move.SWAP;
      }
      p.unmake(moves[i]);
    }
    return found;
  }

  /** Capture-biased random play (thins the board so that games reach their endings). */
  private static int pick(GenericPosition p, int[] moves, int n, Random random) {
    int captures = 0;
    for (int i = 0; i < n; i++) {
      if (p.piece(Move.to(moves[i])) != 0 && Move.kind(moves[i]) < Move.SWAP) {
        captures++;
      }
    }
    if (captures > 0 && random.nextInt(10) < 8) {
      int k = random.nextInt(captures);
      for (int i = 0; i < n; i++) {
        if (p.piece(Move.to(moves[i])) != 0 && Move.kind(moves[i]) < Move.SWAP && k-- == 0) {
          return moves[i];
        }
      }
    }
    return moves[random.nextInt(n)];
  }
}
