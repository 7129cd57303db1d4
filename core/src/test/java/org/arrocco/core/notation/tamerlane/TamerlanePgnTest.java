package org.arrocco.core.notation.tamerlane;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnMoveException;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.tamerlane.TamerlaneGame;
import org.arrocco.core.tamerlane.TamerlaneSetup;
import org.junit.jupiter.api.Test;

/** Tamerlane PGN: the Variant, SetUp and FEN tags, SAN-like moves, errors naming the place. */
class TamerlanePgnTest {
  private static final String GAME =
      "[Event \"Sociale\"]\n[Variant \"Tamerlane\"]\n\n1. e4 f7 2. Nd1 Gf8 *\n";

  @Test
  void readsAndWritesAGame() {
    TamerlanePgn.Game g = TamerlanePgn.read(GAME);
    assertEquals(4, g.game().moves().size());
    assertEquals("*", g.result());
    String text = TamerlanePgn.write(g.game(), g.startFen(), g.tags());
    assertTrue(text.contains("[Variant \"Tamerlane\"]"), text);
    assertTrue(text.contains("1. e4 f7 2. Nd1 Gf8 *"), text);
    assertTrue(!text.contains("SetUp"), text);
  }

  @Test
  void aSetUpPositionGoesInSetUpAndFen() {
    String fen = "11/K10/11/11/11/5H5/11/11/11/10k w -- - 00 0 1";
    TamerlaneGame game = new TamerlaneGame(TamerlaneFen.read(fen));
    game.play(TamerlaneMoveNotation.parse(game.generator(), "Kz9"));
    String text = TamerlanePgn.write(game, fen, List.of(new PgnTag("White", "Rossi")));
    assertTrue(text.contains("[SetUp \"1\"]") && text.contains("[FEN \"" + fen + "\"]"), text);
    assertTrue(text.contains("1. Kz9 1/2-1/2"), text);
    TamerlanePgn.Game back = TamerlanePgn.read(text);
    assertEquals(game.moves(), back.game().moves());
    assertEquals("1/2-1/2", back.result());
  }

  @Test
  void badInputIsNamed() {
    NotationException variant =
        assertThrows(
            NotationException.class, () -> TamerlanePgn.read(GAME.replace("Tamerlane", "Chess")));
    assertEquals("tag Variant", variant.where());
    PgnMoveException move =
        assertThrows(PgnMoveException.class, () -> TamerlanePgn.read(GAME.replace("Nd1", "Nd2")));
    assertEquals("line 4, column 13", move.where());
    assertEquals("2.", move.moveNumber());
    assertEquals("Nd2", move.san());
    // the start array (tamerlane.md, Set-ups) after 1. e4 (pawn e3-e4) f7 (pawn f8-f7)
    assertEquals(
        "e1c1w1w1c1e/rntzvkgztnr/prpnptpzpv1pgpepcpwpp/5pk5/11/11/4PG6/PPPWPCPE1PKPVPZPTPNPR"
            + "/RNTZGKVZTNR/E1C1W1W1C1E w -- - 00 0 2",
        move.fen());
    NotationException fen =
        assertThrows(
            NotationException.class,
            () ->
                TamerlanePgn.read(
                    "[Variant \"Tamerlane\"]\n"
                        + "[SetUp \"1\"]\n[FEN \""
                        + TamerlaneSetup.DEFAULT.fen().replace(" w ", " x ")
                        + "\"]\n\n*\n"));
    assertTrue(fen.where().startsWith("tag FEN, FEN field 2"), fen.where());
    NotationException result =
        assertThrows(
            NotationException.class,
            () ->
                TamerlanePgn.read(
                    "[Variant \"Tamerlane\"]\n"
                        + "[SetUp \"1\"]\n[FEN \"11/K10/11/11/11/11/11/11/11/10k w -- - 00 0 1\"]\n\n"
                        + "1. Kz9 1-0\n"));
    assertEquals("result", result.where());
  }
}
