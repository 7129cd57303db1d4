package org.arrocco.core.notation.sprint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnMoveException;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.sprint.Deal;
import org.arrocco.core.sprint.SprintGame;
import org.arrocco.core.sprint.SprintSettings;
import org.arrocco.core.sprint.TestGames;
import org.junit.jupiter.api.Test;

/** sprint.md, Records: the PGN of a finished game replays it exactly. */
class SprintPgnTest {

  @Test
  void seededRandomGamesReplayFromTheirPgn() {
    Set<String> endings = new HashSet<>();
    for (long n = 1; n <= 12; n++) {
      List<String> seen = new ArrayList<>();
      SprintGame game = TestGames.play(n, 400, g -> seen.add(SprintFen.write(g.position(), true)));
      String pgn = SprintPgn.write(game, List.of(new PgnTag("Event", "test " + n)));
      assertTrue(pgn.contains("[Variant \"Sprint\"]"), pgn);
      assertTrue(pgn.contains("[WhiteDeck \"" + Deal.fromSeed(n).white().letters() + "\"]"), pgn);
      assertTrue(pgn.contains("[BlackDeck \"" + Deal.fromSeed(n).black().letters() + "\"]"), pgn);
      SprintGame back = SprintPgn.read(pgn);
      assertEquals(SprintPgn.sanMoves(game), SprintPgn.sanMoves(back), "game " + n);
      assertEquals(game.outcome(), back.outcome(), "game " + n);
      List<String> replayed = TestGames.positions(back);
      assertEquals(seen.size(), replayed.size(), "game " + n + " plies");
      for (int i = 0; i < seen.size(); i++) {
        assertEquals(seen.get(i), replayed.get(i), "game " + n + " position " + i);
      }
      assertEquals(pgn, SprintPgn.write(back, List.of(new PgnTag("Event", "test " + n))));
      endings.add(game.outcome().get().termination().name());
    }
    assertTrue(endings.size() >= 2, "several kinds of ending: " + endings);
  }

  @Test
  void aRecordIsWrittenOnlyOnceTheGameIsOver() {
    SprintGame game = SprintGame.start(Deal.fromSeed(3), SprintSettings.DEFAULT);
    assertThrows(IllegalStateException.class, () -> SprintPgn.write(game, List.of()));
  }

  @Test
  void badRecordsNameTheTagOrMove() {
    String good =
        "[Variant \"Sprint\"]\n[Seed \"5\"]\n[Termination \"draw by agreement\"]\n\n1. P@d4 *";
    NotationException e =
        assertThrows(NotationException.class, () -> SprintPgn.read(good.replace("*", "1-0")));
    assertTrue(e.getMessage().contains("says 1-0"), e.getMessage());
    e =
        assertThrows(
            NotationException.class,
            () -> SprintPgn.read(good.replace("P@d4", "P@d5").replace("*", "1/2-1/2")));
    assertTrue(e.getMessage().contains("line 5"), e.getMessage());
    assertTrue(e.getMessage().contains("ranks 2-4"), e.getMessage());
    PgnMoveException move = (PgnMoveException) e;
    assertEquals("1.", move.moveNumber());
    assertEquals("P@d5", move.san());
    // the set-up (sprint.md, Set-up): kings e1/e8, pawns e2/e7, before White's first placement
    assertTrue(move.fen().startsWith("4k3/4p3/8/8/8/8/4P3/4K3["), move.fen());
    e =
        assertThrows(
            NotationException.class,
            () -> SprintPgn.read(good.replace("Sprint", "Chess").replace("*", "1/2-1/2")));
    assertTrue(e.getMessage().contains("Variant"), e.getMessage());
    e =
        assertThrows(
            NotationException.class,
            () ->
                SprintPgn.read(
                    good.replace("[Seed \"5\"]", "[WhiteDeck \"PPPP\"]\n[BlackDeck \"PPPP\"]")
                        .replace("*", "1/2-1/2")));
    assertTrue(e.getMessage().contains("WhiteDeck"), e.getMessage());
    SprintGame ok = SprintPgn.read(good.replace("*", "1/2-1/2"));
    assertEquals("1/2-1/2", ok.outcome().get().result().pgn());
  }

  /**
   * Seed 5, drawn by agreement, with variations worked out by hand from sprint.md (A turn, Pawns):
   * 1. e4 (a double step from rank 2) instead of 1. P@d4; 1... P@e5 (Black's ranks 7-5) 2. dxe5 Kd8
   * instead of 1... P@d5, with 2. Kd2 nested.
   */
  private static final String WITH_VARIATIONS =
      "[Variant \"Sprint\"]\n[Seed \"5\"]\n[Termination \"draw by agreement\"]\n\n"
          + "1. P@d4 (1. e4) P@d5 (1... P@e5 2. dxe5 (2. Kd2) Kd8) 2. Kd2 1/2-1/2\n";

  @Test
  void variationsAreReplayedFromThePositionBeforeTheMoveTheyReplace() {
    SprintGame game = SprintPgn.read(WITH_VARIATIONS);
    assertEquals(List.of("P@d4", "P@d5", "Kd2"), SprintPgn.sanMoves(game));
    // a pass on timeout (sprint.md, Timing: not in check, timeouts do not lose) in a variation
    assertEquals(
        3, SprintPgn.read(WITH_VARIATIONS.replace("(1. e4)", "(1. e4 -- 2. e5)")).moves().size());
    PgnMoveException pass =
        assertThrows(
            PgnMoveException.class,
            () ->
                SprintPgn.read(
                    WITH_VARIATIONS
                        .replace("(1. e4)", "(1. e4 --)")
                        .replace("[Seed", "[TimeoutLoses \"yes\"]\n[Seed")));
    assertEquals("1...", pass.moveNumber());
    assertTrue(
        SprintFen.write(game.position()).startsWith("4k3/4p3/8/3p4/3P4/8/3KP3/8["),
        SprintFen.write(game.position()));
  }

  @Test
  void aVariationEndsWhereTheGameWould() {
    // sprint.md, End of the game: the 75-move rule ends the game by itself, in a variation too
    String record =
        "[Variant \"Sprint\"]\n[SetUp \"1\"]\n"
            + "[FEN \"4k3/4p3/8/8/8/8/4P3/4K3[RPrp] w - - 149 80\"]\n"
            + "[Termination \"draw by agreement\"]\n\n"
            + "80. P@d3 (80. Kd1) Kd8 1/2-1/2\n";
    assertEquals(List.of("P@d3", "Kd8"), SprintPgn.sanMoves(SprintPgn.read(record)));
    PgnMoveException late =
        assertThrows(
            PgnMoveException.class,
            () -> SprintPgn.read(record.replace("(80. Kd1)", "(80. Kd1 Kd8)")));
    assertEquals("80...", late.moveNumber());
    assertTrue(late.problem().contains("already ended"), late.problem());
    assertTrue(late.problem().contains("75-move rule"), late.problem());
  }

  @Test
  void aMoveAfterWhichADeckOfUnknownOrderWouldDrawIsNamed() {
    // docs/sprint.md, Sprint FEN: deck sizes without contents are not played on with drawing
    String record =
        "[Variant \"Sprint\"]\n[SetUp \"1\"]\n"
            + "[FEN \"4k3/4p3/8/8/8/8/4P3/4K3[RPp] w - - 0 8 12:12 -\"]\n"
            + "[Termination \"resignation\"]\n\n"
            + "8. R@h1 e6 1-0\n";
    PgnMoveException e = assertThrows(PgnMoveException.class, () -> SprintPgn.read(record));
    assertEquals("line 6, column 4", e.where());
    assertEquals("8.", e.moveNumber());
    assertEquals("R@h1", e.san());
    assertTrue(e.problem().contains("deck order unknown: Black would draw next"), e.problem());
  }

  @Test
  void aGameInProgressIsReplayedAsFarAsItGoes() {
    // PGN 8.2.6: '*' is a game in progress; it needs no Termination tag
    String record = "[Variant \"Sprint\"]\n[Seed \"42\"]\n[Result \"*\"]\n\n1. P@d4 e5 *\n";
    SprintGame going = SprintPgn.read(record);
    assertTrue(!going.isOver());
    assertEquals(2, going.moves().size());
    assertEquals(
        2,
        SprintPgn.read(record.replace("[Result", "[Termination \"unterminated\"]\n[Result"))
            .moves()
            .size());
    NotationException e =
        assertThrows(
            NotationException.class,
            () ->
                SprintPgn.read(
                    record.replace("[Result", "[Termination \"resignation\"]\n[Result")));
    assertEquals("tag Termination", e.where());
    assertTrue(
        e.problem().contains("\"resignation\" ends the game, but the result is *"), e.problem());
  }

  @Test
  void aBadTimingOrSeedTagIsNamedWithWhatIsWrong() {
    String record =
        "[Variant \"Sprint\"]\n[Seed \"42\"]\n[TAG \"VALUE\"]\n"
            + "[Termination \"resignation\"]\n\n1. P@d4 0-1\n";
    String[][] cases = {
      {"Hourglass", "-5", "tag Hourglass: must be 0 (off) or a number of seconds, not -5"},
      {"GameClock", "-1", "tag GameClock: must be 0 (none) or a number of seconds, not -1"},
      {"Hourglass", "99999999999", "tag Hourglass: too large: 99999999999 (at most"},
      {"GameClock", "1m", "tag GameClock: not a whole number: 1m"},
      {
        "Seed",
        "99999999999999999999",
        "tag Seed: too large: 99999999999999999999 (a seed is from -9223372036854775808 to"
            + " 9223372036854775807)"
      },
      {"Seed", "-99999999999999999999", "tag Seed: too large: -99999999999999999999 (a seed is"},
      {"Seed", "4x2", "tag Seed: not a whole number: 4x2"},
      {"TimeoutLoses", "maybe", "tag TimeoutLoses: must be \"yes\" or \"no\", not \"maybe\""},
      {"TimeoutLoses", "", "tag TimeoutLoses: must be \"yes\" or \"no\", not \"\""},
    };
    for (String[] c : cases) {
      NotationException e =
          assertThrows(
              NotationException.class,
              () ->
                  SprintPgn.read(
                      record
                          .replace(c[0].equals("Seed") ? "[Seed \"42\"]\n" : "\0", "")
                          .replace("TAG", c[0])
                          .replace("VALUE", c[1])));
      assertTrue(e.getMessage().startsWith(c[2]), e.getMessage());
    }
    assertEquals(
        90,
        SprintPgn.read(record.replace("TAG", "Hourglass").replace("VALUE", "90"))
            .settings()
            .hourglassSeconds());
    for (String yes : new String[] {"yes", "YES", " Yes "}) {
      assertTrue(
          SprintPgn.read(record.replace("TAG", "TimeoutLoses").replace("VALUE", yes))
              .settings()
              .timeoutLoses(),
          yes);
    }
    assertTrue(
        !SprintPgn.read(record.replace("TAG", "TimeoutLoses").replace("VALUE", "No"))
            .settings()
            .timeoutLoses());
  }

  @Test
  void aBadActionInAVariationNamesItsNumberPlaceAndPosition() {
    PgnMoveException white =
        assertThrows(
            PgnMoveException.class,
            () -> SprintPgn.read(WITH_VARIATIONS.replace("(2. Kd2)", "(2. Kd3)")));
    assertEquals("line 5, column 45", white.where());
    assertEquals("2.", white.moveNumber());
    // after 1. P@d4 P@e5
    assertTrue(white.fen().startsWith("4k3/4p3/8/4p3/3P4/8/4P3/4K3["), white.fen());
    PgnMoveException black =
        assertThrows(
            PgnMoveException.class,
            () -> SprintPgn.read(WITH_VARIATIONS.replace("1... P@e5", "1... P@e4")));
    assertEquals("1...", black.moveNumber());
    assertTrue(black.problem().contains("Black places pawns on ranks 5-7 only"), black.problem());
    assertTrue(black.fen().startsWith("4k3/4p3/8/8/3P4/8/4P3/4K3["), black.fen());
  }

  @Test
  void theResultTagMustAgreeWithTheMoveText() {
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> SprintPgn.read(WITH_VARIATIONS.replace("[Seed", "[Result \"0-1\"]\n[Seed")));
    assertEquals("tag Result", e.where());
    assertEquals("the Result tag says 0-1 but the move text ends with 1/2-1/2", e.problem());
  }

  @Test
  void aMalformedTimeControlTagIsNamed() {
    NotationException e =
        assertThrows(
            NotationException.class,
            () ->
                SprintPgn.read(
                    WITH_VARIATIONS.replace("[Seed", "[TimeControl \"90/5400:x\"]\n[Seed")));
    assertEquals("tag TimeControl", e.where());
    assertTrue(e.problem().startsWith("period 2 'x'"), e.problem());
  }

  @Test
  void aRecordContradictingItsOwnTimingSettingsIsRefused() {
    // sprint.md, Timing: a pass or a timeout needs an hourglass; "timeout loses" needs that
    // setting; a game clock runs out only when there is one
    String record =
        "[Variant \"Sprint\"]\n[Seed \"42\"]\nTAGS[Termination \"END\"]\n\n1. P@d4 MOVES\n";
    String[][] refused = {
      {"[Hourglass \"0\"]\n", "draw by agreement", "-- 1/2-1/2", "1...", "the hourglass is off"},
      {
        "[Hourglass \"0\"]\n[TimeoutLoses \"yes\"]\n",
        "hourglass ran out (timeout loses)",
        "1-0",
        "tag Termination",
        "the hourglass is off"
      },
      {"", "hourglass ran out (timeout loses)", "1-0", "tag Termination", "TimeoutLoses \"yes\""},
      {"[Hourglass \"0\"]\n", "hourglass ran out while in check", "1-0", "tag Termination", "off"},
      {"", "game clock ran out", "1-0", "tag Termination", "no game clock"},
      {"[GameClock \"0\"]\n", "game clock ran out", "1-0", "tag Termination", "no game clock"},
      {
        "[TimeoutLoses \"yes\"]\n",
        "hourglass ran out while in check",
        "1-0",
        "tag Termination",
        "ends here by \"hourglass ran out (timeout loses)\""
      },
    };
    for (String[] c : refused) {
      String text = record.replace("TAGS", c[0]).replace("END", c[1]).replace("MOVES", c[2]);
      NotationException e = assertThrows(NotationException.class, () -> SprintPgn.read(text));
      String where = e instanceof PgnMoveException pm ? pm.moveNumber() : e.where();
      assertEquals(c[3], where, text);
      assertTrue(e.problem().contains(c[4]), e.problem());
    }
    String[][] accepted = {
      {"", "draw by agreement", "-- 1/2-1/2"},
      {"[TimeoutLoses \"yes\"]\n", "hourglass ran out (timeout loses)", "1-0"},
      {"[GameClock \"900\"]\n", "game clock ran out", "1-0"},
    };
    for (String[] c : accepted) {
      String text = record.replace("TAGS", c[0]).replace("END", c[1]).replace("MOVES", c[2]);
      assertEquals(c[1], SprintEnding.of(SprintPgn.read(text).outcome().get()).text(), text);
    }
  }

  @Test
  void theSetUpTagIsCheckedAsForChessAndABadFenNamesItsTag() {
    // PGN 9.7.1; before, [SetUp "1"] without a FEN tag, or [SetUp "x"], was read without a word
    // and the game dealt from its Seed, and a bad FEN tag was named only as 'Sprint FEN'
    String dealt = "[Variant \"Sprint\"]\n[Seed \"5\"]\n[SETUP]\n\n1. e4 *\n";
    assertEquals(
        "tag SetUp: SetUp is \"1\" but there is no FEN tag",
        assertThrows(
                NotationException.class,
                () -> SprintPgn.read(dealt.replace("[SETUP]", "[SetUp \"1\"]")))
            .getMessage());
    assertEquals(
        "tag SetUp: expected \"0\" or \"1\", found \"x\"",
        assertThrows(
                NotationException.class,
                () -> SprintPgn.read(dealt.replace("[SETUP]", "[SetUp \"x\"]")))
            .getMessage());
    assertEquals(
        "tag FEN, Sprint FEN: empty position",
        assertThrows(
                NotationException.class,
                () -> SprintPgn.read(dealt.replace("[SETUP]", "[SetUp \"1\"]\n[FEN \"\"]")))
            .getMessage());
  }

  @Test
  void aGameFromAFenHasNoDealTags() {
    // docs/sprint.md, Moves and records: a composed game carries SetUp and FEN instead of the deck
    // tags; before, a Seed or deck tag beside a FEN was read without a word and ignored
    String fromFen =
        "[Variant \"Sprint\"]\n[SetUp \"1\"]\n[FEN \"4k3/4p3/8/8/8/8/4P3/4K3[RPrp] w - - 0 8\"]\n"
            + "DEAL[Termination \"draw by agreement\"]\n\n8. P@d3 Kd8 1/2-1/2\n";
    assertEquals(
        List.of("P@d3", "Kd8"), SprintPgn.sanMoves(SprintPgn.read(fromFen.replace("DEAL", ""))));
    for (String tag : new String[] {"Seed \"5\"", "WhiteDeck \"PPQ\"", "BlackHand \"P\""}) {
      NotationException e =
          assertThrows(
              NotationException.class,
              () -> SprintPgn.read(fromFen.replace("DEAL", "[" + tag + "]\n")));
      assertEquals("tag " + tag.substring(0, tag.indexOf(' ')), e.where());
      assertTrue(
          e.problem().startsWith("a game from a FEN takes its decks and hands"), e.problem());
    }
  }

  @Test
  void endingsAreReadAsTheOrthodoxReaderReadsThem() {
    // issue 29, point 6: a draw with no Termination tag, or PGN's "normal", is read as the
    // orthodox reader reads it (an agreement once both have moved); a win as a resignation
    String moves = "[Variant \"Sprint\"]\n[Seed \"5\"]\n%s\n1. P@d4 P@d5 %s\n";
    for (String tag : new String[] {"", "[Termination \"normal\"]", "[Termination \"Normal\"]"}) {
      SprintGame draw = SprintPgn.read(String.format(moves, tag, "1/2-1/2"));
      assertEquals("AGREEMENT", draw.outcome().get().termination().name(), tag);
      SprintGame won = SprintPgn.read(String.format(moves, tag, "1-0"));
      assertEquals("RESIGNATION", won.outcome().get().termination().name(), tag);
    }
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> SprintPgn.read(String.format(moves, "[Termination \"by magic\"]", "1/2-1/2")));
    assertEquals("tag Termination", e.where());
    assertTrue(e.problem().contains("\"draw by agreement\""), e.problem());
    assertTrue(e.problem().contains("\"normal\""), e.problem());
    assertFalse(e.problem().contains("\"\""), e.problem());
  }
}
