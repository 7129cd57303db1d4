package org.arrocco.core.notation.tamerlane;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnMoveException;
import org.arrocco.core.notation.PgnReader;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.notation.PgnWriter;
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

  /**
   * A game with variations, worked out by hand from the start array (tamerlane.md, Set-ups): 1. e4
   * (pawn e3-e4) f7 (pawn f8-f7), 2. Nd1 (knight b2-d1) Gf8 (general g9-f8). The variations: 1...
   * e7 (pawn e8-e7) 2. Nd1; 2. Cd4 (camel c1-d4, a (1,3) leap) Kf8; 2... Kf8 (king f9-f8, legal
   * only before Gf8 fills f8) 3. Cd4 f6, with 3. Ne3 (knight d1-e3) nested in it.
   */
  static final String WITH_VARIATIONS =
      "[Event \"Sociale\"]\n[Variant \"Tamerlane\"]\n\n"
          + "1. e4 f7 (1... e7 2. Nd1) 2. Nd1 (2. Cd4 Kf8) Gf8 {main}\n"
          + "(2... Kf8 3. Cd4 (3. Ne3) f6) *\n";

  /** After 2. Nd1 Kf8 in the variation: king f8, general still on g9, knight d1, b2 and c1 ... */
  private static final String AFTER_2_KF8 =
      "e1c1w1w1c1e/rntzv1gztnr/prpnptpzpvkpgpepcpwpp/5pk5/11/11/4PG6/PPPWPCPE1PKPVPZPTPNPR"
          + "/R1TZGKVZTNR/E1CNW1W1C1E w -- - 00 2 3";

  @Test
  void variationsAreReplayedFromThePositionBeforeTheMoveTheyReplace() {
    TamerlanePgn.Game g = TamerlanePgn.read(WITH_VARIATIONS);
    assertEquals(4, g.game().moves().size());
    // the main line's end, untouched by the variations: general on f8, g9 empty
    assertEquals(
        "e1c1w1w1c1e/rntzvk1ztnr/prpnptpzpvgpgpepcpwpp/5pk5/11/11/4PG6/PPPWPCPE1PKPVPZPTPNPR"
            + "/R1TZGKVZTNR/E1CNW1W1C1E w -- - 00 2 3",
        TamerlaneFen.write(g.game().position()));
  }

  @Test
  void aBadMoveInAVariationNamesItsNumberPlaceAndPosition() {
    PgnMoveException white =
        assertThrows(
            PgnMoveException.class,
            () -> TamerlanePgn.read(WITH_VARIATIONS.replace("3. Ne3", "3. Cd5")));
    assertEquals("line 5, column 22", white.where());
    assertEquals("3.", white.moveNumber());
    assertEquals("Cd5", white.san());
    assertEquals(AFTER_2_KF8, white.fen());
    // no double step (tamerlane.md, Pieces: one step forward)
    PgnMoveException black =
        assertThrows(
            PgnMoveException.class, () -> TamerlanePgn.read(WITH_VARIATIONS.replace("f6", "f5")));
    assertEquals("line 5, column 27", black.where());
    assertEquals("3...", black.moveNumber());
    assertEquals(
        "e1c1w1w1c1e/rntzv1gztnr/prpnptpzpvkpgpepcpwpp/5pk5/11/11/3CPG6/PPPWPCPE1PKPVPZPTPNPR"
            + "/R1TZGKVZTNR/E2NW1W1C1E b -- - 00 3 3",
        black.fen());
    assertTrue(black.getMessage().contains("move 3... f5: not a legal move"), black.getMessage());
  }

  @Test
  void aVariationIsNotPlayedFromThePositionAfterTheMoveItReplaces() {
    // 2... Gf8 as a variation of 2... Gf8 would be legal only before it; after it, g9 is empty
    String text = WITH_VARIATIONS.replace("{main}", "(2... Gf8 3. Cd4)");
    assertEquals(4, TamerlanePgn.read(text).game().moves().size());
    PgnMoveException e =
        assertThrows(
            PgnMoveException.class,
            () -> TamerlanePgn.read(WITH_VARIATIONS.replace("{main}", "(2... Gg9)")));
    assertEquals("2...", e.moveNumber());
  }

  @Test
  void aMoveAfterTheEndIsNamed() {
    PgnMoveException e =
        assertThrows(
            PgnMoveException.class,
            () ->
                TamerlanePgn.read(
                    "[Variant \"Tamerlane\"]\n[SetUp \"1\"]\n"
                        + "[FEN \"11/K10/11/11/11/11/11/11/11/10k w -- - 00 0 1\"]\n\n"
                        + "1. Kz9 Kj2 1/2-1/2\n"));
    assertEquals("1...", e.moveNumber());
    assertTrue(
        e.problem().contains("the game had already ended (1/2-1/2, entry into the enemy citadel)"),
        e.problem());
  }

  @Test
  void theResultTagMustAgreeWithTheMoveText() {
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> TamerlanePgn.read(GAME.replace("[Event", "[Result \"1-0\"]\n[Event")));
    assertEquals("tag Result", e.where());
    assertEquals("the Result tag says 1-0 but the move text ends with *", e.problem());
  }

  @Test
  void variationsWrittenByThePgnWriterReplay() {
    String written = PgnWriter.write(PgnReader.readAll(WITH_VARIATIONS).get(0));
    assertTrue(written.replace('\n', ' ').contains("(2... Kf8 3. Cd4 (3. Ne3) 3... f6)"), written);
    assertEquals(
        TamerlaneFen.write(TamerlanePgn.read(WITH_VARIATIONS).game().position()),
        TamerlaneFen.write(TamerlanePgn.read(written).game().position()));
    assertThrows(
        PgnMoveException.class, () -> TamerlanePgn.read(written.replace("3. Ne3", "3. Nf3")));
  }

  @Test
  void aMalformedTimeControlTagIsNamed() {
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> TamerlanePgn.read(GAME.replace("[Event", "[TimeControl \"90/5400:x\"]\n[Event")));
    assertEquals("tag TimeControl", e.where());
    assertTrue(e.problem().startsWith("period 2 'x'"), e.problem());
  }

  @Test
  void anEnPassantMarkIsNamedAsOneTamerlaneHasNoMoveFor() {
    // tamerlane.md: no en passant
    PgnMoveException e =
        assertThrows(
            PgnMoveException.class,
            () ->
                TamerlanePgn.read(
                    PgnReader.readAll("[Variant \"Tamerlane\"]\n\n1. e4 e.p. f7 *\n").get(0)));
    assertEquals("e4 e.p.", e.san());
    assertTrue(
        e.problem().contains("'e.p.' marks an en-passant capture, and Tamerlane has no en passant"),
        e.problem());
  }

  @Test
  void aSetUpTagOtherThanZeroOrOneIsRefusedAsForChess() {
    // PGN 9.7.1; before, [SetUp "x"] was read without a word and the game played from the start
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> TamerlanePgn.read(GAME.replace("\n\n", "\n[SetUp \"x\"]\n\n")));
    assertEquals("tag SetUp: expected \"0\" or \"1\", found \"x\"", e.getMessage());
    NotationException none =
        assertThrows(
            NotationException.class,
            () -> TamerlanePgn.read(GAME.replace("\n\n", "\n[SetUp \"1\"]\n\n")));
    assertEquals("tag SetUp: SetUp is \"1\" but there is no FEN tag", none.getMessage());
  }
}
