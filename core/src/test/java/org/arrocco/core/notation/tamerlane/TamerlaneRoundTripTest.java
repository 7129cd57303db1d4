package org.arrocco.core.notation.tamerlane;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.generic.Move;
import org.arrocco.core.generic.MoveGenerator;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.tamerlane.TamerlaneGame;
import org.arrocco.core.tamerlane.TamerlaneSetup;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Round trips over seeded random games played to the end: at every ply the Tamerlane FEN written
 * and read back gives the same FEN and the same legal moves, every legal move's coordinate and
 * SAN-like forms read back as that move; the whole game written as PGN reads back to the same
 * moves, final position and result.
 */
class TamerlaneRoundTripTest {
  private static final int MAX_PLIES = 3000;

  @Test
  void randomGamesRoundTrip() {
    roundTrips(1, 4);
  }

  @Test
  @Tag("slow")
  void manyRandomGamesRoundTrip() {
    roundTrips(5, 40);
  }

  private static void roundTrips(int firstSeed, int lastSeed) {
    int ended = 0;
    int specials = 0;
    for (int seed = firstSeed; seed <= lastSeed; seed++) {
      Random random = new Random(seed);
      String startFen = TamerlaneSetup.values()[seed % 3].fen();
      TamerlaneGame game = new TamerlaneGame(TamerlaneFen.read(startFen));
      for (int ply = 0; ply < MAX_PLIES; ply++) {
        GenericPosition p = game.position();
        String fen = TamerlaneFen.write(p);
        GenericPosition back = TamerlaneFen.read(fen);
        assertEquals(fen, TamerlaneFen.write(back), "seed " + seed + " ply " + ply);
        int[] moves = game.legalMoves();
        if (!p.ended() || back.ended()) {
          // a drawing entry by a prince or adventitious king is recorded by the game, not the
          // position (shared/rules/tamerlane.md, "Position notation"); a king's one is in both
          assertEquals(names(p, moves), names(back, legal(back)), "seed " + seed + " ply " + ply);
        } else {
          assertTrue(game.endedByCitadel());
        }
        if (moves.length == 0 || game.isOver()) {
          ended++;
          break;
        }
        for (int m : moves) {
          assertEquals(m, TamerlaneMoveNotation.parse(game.generator(), coordinateOf(p, m)));
          String san = TamerlaneMoveNotation.san(game.generator(), m);
          assertEquals(m, TamerlaneMoveNotation.parse(game.generator(), san), san);
          specials += Move.kind(m) >= Move.SWAP ? 1 : 0;
        }
        game.play(pick(p, moves, random));
      }
      String pgn = TamerlanePgn.write(game, startFen, List.of(new PgnTag("Event", "seed " + seed)));
      TamerlanePgn.Game read = TamerlanePgn.read(pgn);
      assertEquals(game.moves(), read.game().moves(), pgn);
      assertEquals(TamerlaneFen.write(game.position()), TamerlaneFen.write(read.game().position()));
      assertEquals(game.outcome().map(o -> o.result().pgn()).orElse("*"), read.result());
      assertTrue(pgn.contains("[Variant \"Tamerlane\"]"));
      assertEquals(!startFen.equals(TamerlaneSetup.DEFAULT.fen()), pgn.contains("[SetUp \"1\"]"));
    }
    assertEquals(lastSeed - firstSeed + 1, ended, "every game played to its end");
    assertNotEquals(0, specials, "some swap, replacement or citadel move was met");
  }

  private static String coordinateOf(GenericPosition p, int m) {
    return TamerlaneMoveNotation.coordinate(p, m);
  }

  private static int[] legal(GenericPosition p) {
    int[] buf = new int[MoveGenerator.MAX_MOVES];
    int n = new MoveGenerator(p).legalMoves(buf);
    return java.util.Arrays.copyOf(buf, n);
  }

  private static TreeSet<String> names(GenericPosition p, int[] moves) {
    TreeSet<String> out = new TreeSet<>();
    for (int m : moves) {
      out.add(TamerlaneMoveNotation.coordinate(p, m));
    }
    return out;
  }

  /** Capture-biased random play (thins the board so that games end). */
  private static int pick(GenericPosition p, int[] moves, Random random) {
    List<Integer> captures = new ArrayList<>();
    for (int m : moves) {
      if (p.piece(Move.to(m)) != 0 && Move.kind(m) != Move.SWAP && Move.kind(m) != Move.REPLACE) {
        captures.add(m);
      }
    }
    if (!captures.isEmpty() && random.nextInt(10) < 8) {
      return captures.get(random.nextInt(captures.size()));
    }
    return moves[random.nextInt(moves.length)];
  }
}
