package org.arrocco.tournament.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.arrocco.tournament.FileWriteException;
import org.arrocco.tournament.trf.ResultCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The arbiter's acts on a small event, the refusals with their reasons, and the event file. */
class EventTest {
  /** Pairs in rank order 1-2, 3-4, ...; the last one left gets the PAB (a fixed test pairing). */
  private static final RoundPairer IN_ORDER =
      (t, r) -> {
        List<Integer> toPair =
            t.entrants().stream().filter(p -> p.toBePaired()).map(p -> p.number()).toList();
        List<RoundPairer.Game> games = new java.util.ArrayList<>();
        for (int i = 0; i + 1 < toPair.size(); i += 2) {
          games.add(new RoundPairer.Game(toPair.get(i), toPair.get(i + 1)));
        }
        int bye = toPair.size() % 2 == 1 ? toPair.get(toPair.size() - 1) : 0;
        return new RoundPairer.Pairing(games, bye);
      };

  /** An event of {@code players} registered players, rated 1990 down by tens. */
  static Event small(int players) {
    Event e = Event.create(EventSettings.clubChess960Blitz("Test", "Vedano", "2025-04-03"));
    for (int i = 1; i <= players; i++) {
      e.register(new Identity("Player " + i, "", "", "", 0, 2000 - 10 * i, "", 0));
    }
    return e;
  }

  private static String error(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void rankingIsRatingThenTitleThenName() {
    Event e = Event.create(EventSettings.clubChess960Blitz("T", "", ""));
    e.register(new Identity("Zeta", "", "", "", 0, 1800, "", 0));
    e.register(new Identity("Alfa", "", "", "", 0, 1800, "", 0));
    e.register(new Identity("Beta", "", "FM", "", 0, 1800, "", 0));
    e.register(new Identity("Top", "", "", "", 0, 0, "", 1900)); // national rating counts as FIDE
    e.register(new Identity("Nuovo", "", "", "", 0, 0, "", 0)); // unrated: 1399
    List<String> order = e.ranking(e.players()).stream().map(Player::name).toList();
    assertEquals(List.of("Top", "Beta", "Alfa", "Zeta", "Nuovo"), order);
  }

  @Test
  void capacityAndCheckInRules() {
    Event e = small(20);
    assertTrue(
        error(() -> e.register(new Identity("Extra", "", "", "", 0, 0, "", 0))).contains("full"));
    assertTrue(error(() -> e.lateEntry(3, ByeKind.ZERO)).contains("check player 3 in"));
    assertTrue(
        error(() -> RoundDraw.pairNext(e, 518, "random", IN_ORDER, new Random(1)))
            .contains("check players in first"));
    for (int i = 1; i <= 19; i++) {
      e.checkIn(i, true);
    }
    RoundDraw.pairNext(e, 518, "random", IN_ORDER, new Random(1));
    assertTrue(error(() -> e.checkIn(20, true)).contains("late entry"));
    assertEquals(9, e.round(1).boards().size());
    assertEquals(1, e.round(1).byes().size()); // the PAB; 20 is not an entrant yet
    assertEquals(0, e.player(20).entryRound());
  }

  @Test
  void aByeOnceEveryRoundIsPairedSaysSoInsteadOfAnEmptyRange() {
    Event e = small(2);
    EventSettings s = e.settings();
    e.updateSettings(
        new EventSettings(
            s.name(),
            s.venue(),
            s.startDate(),
            s.endDate(),
            s.variant(),
            1,
            s.timeControl(),
            s.points(),
            s.tiebreaks(),
            s.rules(),
            s.capacity(),
            s.unratedRating(),
            s.nationalRatingAsFide(),
            s.prizes(),
            s.entryFee(),
            s.acceleration()));
    e.checkIn(1, true);
    e.checkIn(2, true);
    RoundDraw.pairNext(e, 100, "random", IN_ORDER, new Random(1));
    // was "a bye can be asked for rounds 2-1 only"
    assertEquals("the event's only round is paired", error(() -> e.requestBye(1, 2, ByeKind.HALF)));
  }

  @Test
  void lateEntryWithdrawalAndByes() {
    Event e = small(6);
    for (int i = 1; i <= 5; i++) {
      e.checkIn(i, true);
    }
    e.requestBye(4, 2, ByeKind.HALF);
    RoundDraw.pairNext(e, 100, "random", IN_ORDER, new Random(1));
    assertTrue(
        error(() -> RoundDraw.pairNext(e, 101, "random", IN_ORDER, new Random(1)))
            .contains("round 1 still needs results on boards [1, 2]"));
    e.result(1, 1, GameResult.WHITE_WINS);
    e.result(1, 2, GameResult.DRAW);
    assertEquals(Optional.of(GameResult.DRAW), e.result(1, 2, GameResult.BLACK_WINS));
    e.lateEntry(6, ByeKind.HALF);
    assertEquals(5, e.score(6, 1)); // the missed round 1 counts half, as the arbiter set
    assertTrue(error(() -> e.lateEntry(6, ByeKind.ZERO)).contains("already entered"));
    assertTrue(error(() -> e.requestBye(2, 1, ByeKind.HALF)).contains("rounds 2-6 only"));
    e.withdraw(5);
    assertTrue(error(() -> e.withdraw(5)).contains("already withdrew"));
    RoundDraw.pairNext(e, 101, "arbiter", IN_ORDER, new Random(1));
    Round r2 = e.round(2);
    assertEquals(2, r2.boards().size()); // 1, 2, 3, 6 play; 4 has a half-point bye, 5 withdrew
    assertEquals(List.of(new Bye(4, ByeKind.HALF), new Bye(5, ByeKind.ZERO)), r2.byes());
    assertTrue(e.byeRequests().isEmpty());
    assertTrue(error(() -> e.result(2, 3, GameResult.DRAW)).contains("no board 3 (boards 1-2)"));
    assertTrue(error(() -> e.result(3, 1, GameResult.DRAW)).contains("round 3 is not paired"));
    assertTrue(error(() -> GameResult.parse("2-0")).contains("unknown result '2-0'"));
  }

  @Test
  void withdrawalBeforeRoundOneMeansNeverEntering() {
    Event e = small(4);
    for (int i = 1; i <= 4; i++) {
      e.checkIn(i, true);
    }
    e.withdraw(4);
    assertTrue(error(() -> e.checkIn(4, true)).contains("has withdrawn"));
    RoundDraw.pairNext(e, 5, "random", IN_ORDER, new Random(1));
    assertEquals(0, e.player(4).entryRound());
    assertEquals(3, e.entrants().size());
    assertEquals(List.of(new Bye(3, ByeKind.PAIRING)), e.round(1).byes());
    assertTrue(error(() -> e.lateEntry(4, ByeKind.ZERO)).contains("has withdrawn"));
  }

  @Test
  void forfeitsCountForTheScoreNotAsGames() {
    Event e = small(4);
    for (int i = 1; i <= 4; i++) {
      e.checkIn(i, true);
    }
    RoundDraw.pairNext(e, 5, "random", IN_ORDER, new Random(1));
    e.result(1, 1, GameResult.WHITE_WINS_BY_FORFEIT);
    e.result(1, 2, GameResult.DOUBLE_FORFEIT);
    assertEquals(10, e.score(1, 1));
    assertEquals(0, e.score(2, 1));
    assertEquals(0, e.score(3, 1));
    assertEquals(0, e.score(4, 1));
    EventStandings s = EventStandings.of(e);
    // Nobody played over the board: no ARO for anybody.
    assertFalse(s.table().of(1).aro().isPresent());
  }

  @Test
  void shortGamesArePlayedGamesAndKeepTheirTrfCodes() {
    // TRF-16: W D L, a game that lasted less than one move: points and a played game, not rated
    assertEquals(GameResult.WHITE_WINS_SHORT, GameResult.parse("1-0s"));
    assertEquals(GameResult.BLACK_WINS_SHORT, GameResult.parse("0-1s"));
    assertEquals(GameResult.DRAW_SHORT, GameResult.parse("1/2s"));
    Event e = small(4);
    for (int i = 1; i <= 4; i++) {
      e.checkIn(i, true);
    }
    RoundDraw.pairNext(e, 5, "random", IN_ORDER, new Random(1));
    e.result(1, 1, GameResult.WHITE_WINS_SHORT);
    e.result(1, 2, GameResult.DRAW_SHORT);
    Board b1 = e.round(1).board(1);
    assertEquals(10, e.score(b1.white(), 1));
    assertEquals(0, e.score(b1.black(), 1));
    assertEquals(5, e.score(e.round(1).board(2).white(), 1));
    assertTrue(EventStandings.of(e).table().of(b1.black()).aro().isPresent(), "a played game");

    org.arrocco.tournament.trf.Tournament trf = TrfExport.of(e);
    assertEquals(ResultCode.SHORT_WIN, trf.player(b1.white()).round(1).code());
    assertEquals(ResultCode.SHORT_LOSS, trf.player(b1.black()).round(1).code());
    assertEquals(ResultCode.SHORT_DRAW, trf.player(e.round(1).board(2).black()).round(1).code());

    Event reread = EventFile.parse(EventFile.text(e), "memory");
    assertEquals(GameResult.WHITE_WINS_SHORT, reread.round(1).board(1).result());
    Event imported =
        TrfImport.of(org.arrocco.tournament.trf.Tournament.parse(trf.document().text()));
    assertEquals(1399, imported.settings().unratedRating(), "from the export's comment");
    assertEquals(GameResult.WHITE_WINS_SHORT, imported.round(1).board(1).result());
    assertEquals(GameResult.DRAW_SHORT, imported.round(1).board(2).result());
    assertEquals(trf.document().text(), TrfExport.of(imported).document().text());
  }

  @Test
  void exportBeforeRoundOneListsTheRoster() {
    Event e = small(3);
    assertEquals(3, TrfExport.of(e).players().size(), "before check-in: every registered player");
    e.checkIn(1, true);
    e.checkIn(3, true);
    List<String> names = TrfExport.of(e).players().stream().map(p -> p.name()).sorted().toList();
    assertEquals(List.of("Player 1", "Player 3"), names, "then the players present");
    assertEquals(0, TrfExport.of(e).roundsInFile());
  }

  @Test
  void eventFileIsWrittenAtomicallyAndCheckedWhenRead(@TempDir Path dir) throws Exception {
    Event e = small(3);
    Path f = dir.resolve("event.json");
    EventFile.write(e, f);
    e.checkIn(1, true);
    EventFile.write(e, f);
    assertTrue(EventFile.read(f).player(1).checkedIn());
    try (var files = Files.list(dir)) {
      assertEquals(List.of(f), files.toList());
    }
    String text = Files.readString(f);
    assertTrue(
        error(() -> EventFile.parse(text.replace("\"version\" : 1", "\"version\" : 9"), "x.json"))
            .contains("x.json: event file version 9"));
    assertTrue(
        error(() -> EventFile.parse(text.replace("\"rounds\" : 6", "\"rounds\" : \"six\""), "x"))
            .startsWith("x: not a valid event file (line "));
    String empty = error(() -> EventFile.parse("{}", "y"));
    assertTrue(empty.startsWith("y: not "), empty);
    assertTrue(
        error(() -> EventFile.parse(text.replace("\"id\" : 2", "\"id\" : 7"), "z"))
            .contains("numbered 1, 2, 3"));
    Path latin1 = dir.resolve("latin1.json");
    Files.write(latin1, new byte[] {'{', (byte) 0xE8, '}'});
    String notUtf8 =
        assertThrows(IllegalArgumentException.class, () -> EventFile.read(latin1)).getMessage();
    assertEquals(latin1 + ": not an event file (not UTF-8 text)", notUtf8);
    Path nowhere = dir.resolve("missing").resolve("event.json");
    String noFolder =
        assertThrows(FileWriteException.class, () -> EventFile.write(e, nowhere)).getMessage();
    assertTrue(
        noFolder.contains("the folder " + nowhere.getParent() + " does not exist"), noFolder);
    assertEquals(text, Files.readString(f), "nothing written over the good file");
  }

  @Test
  void aWrongFieldIsNamedByItsPlaceInTheFile() {
    // Jackson's own wording named our classes ("class org.arrocco...EventSettings") and "int".
    String text = EventFile.text(small(3));
    String[][] cases = {
      {
        "\"venue\" :",
        "\"colour\" : 3, \"venue\" :",
        "\"settings\": unknown field \"colour\""
            + " (known: acceleration, capacity, categoryPrizes, chiefArbiter, deputyArbiters,"
            + " endDate, entryFee, name,"
      },
      {
        "\"rounds\" : 6",
        "\"rounds\" : \"six\"",
        "\"settings\" > \"rounds\": must be a whole number, not \"six\""
      },
      {
        "\"tiebreaks\" : [ \"BH_C1\"",
        "\"tiebreaks\" : [ \"BHX\"",
        "\"settings\" > \"tiebreaks\" > item 1: must be one of BH_C1, BH, ARO, ARO_C1, not"
            + " \"BHX\""
      },
      {
        "\"name\" : \"Player 2\"", "\"name\" : { }", "\"players\" > item 2 > \"name\": must be text"
      },
    };
    assertEquals(
        "x.json: not a valid event file (line 1, column 1): the file must hold one JSON object",
        error(() -> EventFile.parse("5", "x.json")));
    String cut = error(() -> EventFile.parse(text.substring(0, text.indexOf("\"players\"")), "x"));
    assertTrue(cut.startsWith("x: not a valid event file (line "), cut);
    assertTrue(cut.contains("end-of-input") && !cut.contains("Source"), cut);
    String twice = text.replace("\"venue\" :", "\"name\" : \"Again\", \"venue\" :");
    assertTrue(
        error(() -> EventFile.parse(twice, "x")).endsWith("): Duplicate field 'name'"),
        error(() -> EventFile.parse(twice, "x")));
    String unclosed = text.replaceFirst("\"tiebreaks\" : \\[([^\\]]*)\\]", "\"tiebreaks\" : [$1}");
    String m2 = error(() -> EventFile.parse(unclosed, "x"));
    assertTrue(m2.contains("Unexpected close marker") && !m2.contains("Source"), m2);
    for (String[] c : cases) {
      String bad = text.replace(c[0], c[1]);
      assertFalse(bad.equals(text), c[0]);
      String m = error(() -> EventFile.parse(bad, "x.json"));
      assertTrue(m.startsWith("x.json: not a valid event file (line "), m);
      assertTrue(m.contains("): " + c[2]), m);
      assertFalse(m.contains("org.arrocco"), m);
    }
  }

  @Test
  void aRoundWithoutItsListsIsRefusedByName() {
    // A round with "byes" : null was read as a NullPointerException inside Jackson's message.
    Event e = small(4);
    for (int i = 1; i <= 4; i++) {
      e.checkIn(i, true);
    }
    RoundDraw.pairNext(e, 0, "arbiter", new DutchRoundPairer(), new Random(1));
    String text = EventFile.text(e);
    for (String list : List.of("boards", "byes")) {
      String nulled =
          text.replaceFirst("\"" + list + "\" : \\[[^\\]]*\\]", "\"" + list + "\" : null");
      assertFalse(nulled.equals(text), list);
      String m = error(() -> EventFile.parse(nulled, "x.json"));
      assertTrue(m.endsWith("round 1 needs its boards and byes lists"), m);
      assertFalse(m.contains("NullPointer"), m);
    }
  }

  @Test
  void nullListEntriesInTheEventFileAreRefusedWithTheirPlace() {
    String text = EventFile.text(small(3));
    for (String[] edit :
        List.of(
            new String[] {"\"players\" : [ {", "\"players\" : [ null, {"},
            new String[] {"\"rounds\" : [ ]", "\"rounds\" : [ null ]"},
            new String[] {"\"byeRequests\" : [ ]", "\"byeRequests\" : [ null ]"})) {
      String bad = text.replace(edit[0], edit[1]);
      assertFalse(bad.equals(text), edit[0]);
      String field = edit[0].substring(0, edit[0].indexOf(" :"));
      String m = error(() -> EventFile.text(EventFile.parse(bad, "x.json")));
      assertTrue(m.startsWith("x.json: not a valid event file (line "), m);
      assertTrue(m.contains("null") && m.contains(field), m);
    }
  }

  @Test
  void byeRequestsOfUnknownPlayersOrPairedRoundsAreRefusedWhenTheFileIsRead() {
    // A hand-edited request for a player who does not exist was read, and only 'round' failed on
    // it, with a message that named neither the file nor the request.
    Event e = small(3);
    e.requestBye(2, 3, ByeKind.HALF);
    e.requestBye(3, 4, ByeKind.ZERO);
    String text = EventFile.text(e);
    assertEquals(e.byeRequests(), EventFile.parse(text, "x.json").byeRequests());
    String[][] bad = {
      {
        "\"player\" : 2",
        "\"player\" : 9",
        "x.json: bye request of player 9 for round 3: unknown" + " player 9"
      },
      {
        "\"player\" : 2",
        "\"player\" : 0",
        "x.json: bye request of player 0 for round 3: unknown" + " player 0"
      },
      {
        "\"player\" : 3,\n    \"round\" : 4",
        "\"player\" : 2,\n    \"round\" : 3",
        "x.json: bye request of player 2 for round 3 is listed twice"
      },
    };
    for (String[] c : bad) {
      String changed = text.replace(c[0], c[1]);
      assertFalse(changed.equals(text), c[0]);
      assertEquals(c[2], error(() -> EventFile.parse(changed, "x.json")));
    }
    Event paired = small(4);
    paired.checkIn(1, true);
    paired.checkIn(2, true);
    paired.checkIn(3, true);
    paired.checkIn(4, true);
    RoundDraw.pairNext(paired, 518, "arbiter", new DutchRoundPairer(), new java.util.Random(1));
    String after = EventFile.text(paired);
    String stale =
        after.replace(
            "\"byeRequests\" : [ ]",
            "\"byeRequests\" : [ { \"player\" : 1, \"round\" : 1, \"kind\" : \"HALF\" } ]");
    assertFalse(stale.equals(after));
    assertEquals(
        "x.json: bye request of player 1 for round 1: round 1 is paired already (1 paired)",
        error(() -> EventFile.parse(stale, "x.json")));
  }

  @Test
  void aWholeNumberWrittenWithAFractionIsRefusedNotCut() {
    // Jackson's default read "fideRating" : 1990.7 as 1990 and "rounds" : 6.9 as 6, silently.
    String text = EventFile.text(small(3));
    String rating = text.replaceFirst("\"fideRating\" : 1990", "\"fideRating\" : 1990.7");
    assertFalse(rating.equals(text));
    String m = error(() -> EventFile.parse(rating, "x.json"));
    assertTrue(m.startsWith("x.json: not a valid event file (line "), m);
    assertTrue(
        m.endsWith("\"players\" > item 1 > \"fideRating\": must be a whole number, not 1990.7"), m);
    String rounds = text.replace("\"rounds\" : 6,", "\"rounds\" : 6.9,");
    assertFalse(rounds.equals(text));
    assertTrue(
        error(() -> EventFile.parse(rounds, "x.json"))
            .endsWith("\"settings\" > \"rounds\": must be a whole number, not 6.9"));
    // the program writes whole numbers without a point: 6.0 is refused as well
    String zero = text.replace("\"rounds\" : 6,", "\"rounds\" : 6.0,");
    assertTrue(error(() -> EventFile.parse(zero, "x.json")).contains("must be a whole number"));
  }

  @Test
  void playerEnteredBeforeRoundOneMustBeCheckedIn() {
    // Round 1 pairs only the players checked in; one entered without check-in was left out of it
    // and the event file written after the pairing could not be read back.
    String text = EventFile.text(small(3));
    String bad = text.replaceFirst("\"entryRound\" : 0", "\"entryRound\" : 1");
    assertFalse(bad.equals(text));
    String m = error(() -> EventFile.parse(bad, "x.json"));
    assertEquals("x.json: player 1 entered round 1 without checking in", m);
  }

  @Test
  void importedPlayersCheckedOutBeforeRoundOneKeepTheFileReadable() {
    // An imported event not yet paired enters every player in round 1; checking one out (or a
    // withdrawal) must cancel that entry, or the event file can no longer be read.
    StringBuilder trf = new StringBuilder("012 Test\nXXR 3\nXXC white1\n");
    for (int i = 1; i <= 4; i++) {
      trf.append(
          String.format(
              "001 %4d      Player %d%s%4d%s0.0 %4d%n",
              i, i, " ".repeat(25), 2000 - i, " ".repeat(29), i));
    }
    Event e = TrfImport.of(org.arrocco.tournament.trf.Tournament.parse(trf.toString()), 0);
    e.checkIn(1, false);
    e.withdraw(2);
    Event reread = EventFile.parse(EventFile.text(e), "x.json");
    assertEquals(0, reread.player(1).entryRound());
    RoundDraw.pairNext(reread, 0, "arbiter", new DutchRoundPairer(), new Random(1));
    assertEquals(1, reread.round(1).boards().size());
    assertEquals(1, EventFile.parse(EventFile.text(reread), "x.json").rounds().size());
  }

  @Test
  void theFileKeepsEachPairedPlayersSeed() {
    Event e = small(4);
    for (int i = 1; i <= 4; i++) {
      e.checkIn(i, true);
    }
    e.register(new Identity("Late", "", "", "", 0, 2500, "", 0));
    RoundDraw.pairNext(e, 0, "arbiter", new DutchRoundPairer(), new Random(1));
    e.correct(4, new Identity("Player 4", "", "", "", 0, 2400, "", 0));
    String text = EventFile.text(e);
    assertTrue(text.contains("\"seed\" : {\n      \"rating\" : 1960,"), text);
    assertEquals(4, text.split("\"seed\"", -1).length - 1, "the four paired players, not Late");
    Event read = EventFile.parse(text, "x.json");
    assertEquals(e.players(), read.players());
    assertEquals(
        List.of(1, 2, 3, 4), read.ranking(read.entrants()).stream().map(Player::id).toList());
    // A file written before seeds were kept: its paired players rank by their current data, which
    // could not have been corrected out of order then.
    String older = text.replaceAll(",\\n\\s*\"seed\" : \\{[^}]*\\}", "");
    assertFalse(older.contains("seed"), older);
    Event old = EventFile.parse(older, "x.json");
    assertEquals(
        List.of(4, 1, 2, 3), old.ranking(old.entrants()).stream().map(Player::id).toList());
    assertEquals(new Seed(2400, "", "Player 4"), old.player(4).seed());
    String unpaired =
        text.replace(
            "\"withdrawnFrom\" : 0\n  } ]",
            "\"withdrawnFrom\" : 0,\n    \"seed\" : {\"rating\" : 1, \"title\" : \"\", \"name\" : \"L\"}\n  } ]");
    assertFalse(unpaired.equals(text));
    assertEquals(
        "x.json: player 5 has a seed but has not been paired yet",
        error(() -> EventFile.parse(unpaired, "x.json")));
    String badSeed = text.replaceFirst("\"rating\" : 1990,", "\"rating\" : 4000,");
    assertFalse(badSeed.equals(text));
    assertTrue(
        error(() -> EventFile.parse(badSeed, "x.json"))
            .endsWith("seed rating must be 0-3500, not 4000"),
        error(() -> EventFile.parse(badSeed, "x.json")));
  }

  @Test
  void playerOnABoardMustHaveEntered() {
    // A board player not entered was read, and the standings then failed on an unknown opponent.
    Event e = small(4);
    for (int i = 1; i <= 4; i++) {
      e.checkIn(i, true);
    }
    RoundDraw.pairNext(e, 0, "arbiter", new DutchRoundPairer(), new Random(1));
    String text = EventFile.text(e);
    String bad = text.replaceFirst("\"entryRound\" : 1", "\"entryRound\" : 0");
    assertFalse(bad.equals(text));
    String m = error(() -> EventStandings.of(EventFile.parse(bad, "x.json")));
    assertTrue(m.startsWith("x.json: round 1: player 1 plays on board "), m);
  }

  @Test
  void boardsMustBeNumberedInOrder() {
    // Two boards numbered 1 were read; a result for board 1 then replaced both and the event
    // file written after it could not be read back.
    Event e = small(4);
    for (int i = 1; i <= 4; i++) {
      e.checkIn(i, true);
    }
    RoundDraw.pairNext(e, 0, "arbiter", new DutchRoundPairer(), new Random(1));
    String text = EventFile.text(e);
    String bad = text.replace("\"number\" : 2", "\"number\" : 1");
    assertFalse(bad.equals(text));
    String m = error(() -> EventFile.parse(bad, "x.json"));
    assertEquals(
        "x.json: round 1: boards item 2 has number 1, but they must be numbered 1, 2, 3, ... in"
            + " order",
        m);
  }

  @Test
  void misnumberedPlayersAndRoundsAndDoubleSeatsNameTheItem() {
    Event e = small(4);
    for (int i = 1; i <= 4; i++) {
      e.checkIn(i, true);
    }
    RoundDraw.pairNext(e, 0, "arbiter", new DutchRoundPairer(), new Random(1));
    String text = EventFile.text(e);
    String players = text.replaceFirst("\"id\" : 3", "\"id\" : 7");
    String rounds =
        text.replaceFirst(
            "\"number\" : 1,\\s*\"startPosition\"", "\"number\" : 2, \"startPosition\"");
    assertFalse(players.equals(text) || rounds.equals(text));
    assertEquals(
        "x.json: players: item 3 has id 7, but they must be numbered 1, 2, 3, ... in order",
        error(() -> EventFile.parse(players, "x.json")));
    assertEquals(
        "x.json: rounds: item 1 has number 2, but they must be numbered 1, 2, 3, ... in order",
        error(() -> EventFile.parse(rounds, "x.json")));
    Board one = e.round(1).board(1);
    Board two = e.round(1).board(2);
    String twice =
        text.replaceFirst("\"white\" : " + two.white() + ",", "\"white\" : " + one.black() + ",");
    assertFalse(twice.equals(text));
    assertEquals(
        "x.json: round 1: player " + one.black() + " has board 1 and board 2",
        error(() -> EventFile.parse(twice, "x.json")));
  }

  @Test
  void controlCharactersInNamesAreRefused() {
    // A line break in a name was read, then broke the TRF export with an error about a TRF line
    // the arbiter never wrote.
    String text = EventFile.text(small(3));
    String badPlayer = text.replace("\"Player 2\"", "\"Player\\n2\"");
    String badVenue = text.replace("\"Vedano\"", "\"Ved\\r\\nano\"");
    assertFalse(badPlayer.equals(text) || badVenue.equals(text));
    String m = error(() -> TrfExport.of(EventFile.parse(badPlayer, "x.json")));
    assertTrue(m.startsWith("x.json: not a valid event file (line "), m);
    assertTrue(m.endsWith("player 2: control character in 'Player\\u000a2'"), m);
    m = error(() -> TrfExport.of(EventFile.parse(badVenue, "x.json")));
    assertTrue(m.endsWith("control character in 'Ved\\u000d\\u000aano'"), m);
    // A NUL name was read and exported; the TRF trimmed it to a blank name and did not import.
    String nul = text.replace("\"Player 3\"", "\"\\u0000\"");
    m = error(() -> TrfExport.of(EventFile.parse(nul, "x.json")));
    assertTrue(m.endsWith("player 3: control character in '\\u0000'"), m);
  }

  @Test
  void hugePrizesAreRefused() {
    // Three prizes near the largest long were read; a three-way tie added them up past it and
    // the prize list showed about a third of the real amount.
    String text = EventFile.text(small(3));
    String bad =
        text.replaceFirst(
            "\"prizes\" : \\[[^\\]]*\\]",
            "\"prizes\" : [ "
                + String.join(", ", java.util.Collections.nCopies(3, "9223372036854775807"))
                + " ]");
    assertFalse(bad.equals(text));
    String m = error(() -> EventFile.parse(bad, "x.json"));
    assertTrue(m.startsWith("x.json: not a valid event file (line "), m);
    assertTrue(m.endsWith("a prize can be at most 1000000000 euro, not 92233720368547758"), m);
  }

  @Test
  void negativePlayerMarksAreRefused() {
    // Entry round -1 was read: the player was on boards but not an entrant, and the standings
    // failed on an unknown opponent.
    String text = EventFile.text(small(3));
    for (String field : List.of("entryRound", "missedRoundPoints", "withdrawnFrom")) {
      String bad = text.replaceFirst("\"" + field + "\" : 0", "\"" + field + "\" : -1");
      assertFalse(bad.equals(text), field);
      String m = error(() -> EventFile.parse(bad, "x.json"));
      assertTrue(m.startsWith("x.json: not a valid event file (line "), m);
      assertTrue(
          m.endsWith(
              "player 1: entry round, missed-round points and withdrawal cannot be" + " negative"),
          m);
    }
  }

  @Test
  void playerWithAByeMustHaveEntered() {
    // A bye for a player who never entered was read; his late entry then gave him a second bye
    // in that round and the event file written after it could not be read back.
    Event e = small(4);
    for (int i = 1; i <= 3; i++) {
      e.checkIn(i, true);
    }
    RoundDraw.pairNext(e, 0, "arbiter", new DutchRoundPairer(), new Random(1));
    String text = EventFile.text(e);
    String bad =
        text.replace("\"byes\" : [ {", "\"byes\" : [ { \"player\" : 4, \"kind\" : \"ZERO\" }, {");
    assertFalse(bad.equals(text));
    String m = error(() -> EventFile.parse(bad, "x.json"));
    assertEquals("x.json: round 1: player 4 has a bye but has not entered the event", m);
  }

  @Test
  void aFieldNameWithALineBreakIsRefusedInOneLine() {
    // found by fuzzing (bench ReaderFuzzTest, eventFile): the refusal quoted the unknown field's
    // name, and a name written with an escaped line break split the one-line message in two
    String text =
        EventFile.text(small(4))
            .replaceFirst("\"settings\" : \\{", "\"settings\" : { \"vari\\\\nt\" : \"chess960\",");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> EventFile.parse(text, "x.json"));
    assertTrue(e.getMessage().startsWith("x.json: not a valid event file"), e.getMessage());
    assertTrue(e.getMessage().contains("unknown field \"vari\\u000At\""), e.getMessage());
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
  }
}
