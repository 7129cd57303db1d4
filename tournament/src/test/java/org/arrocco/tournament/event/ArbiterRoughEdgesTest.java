package org.arrocco.tournament.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.arrocco.tournament.tiebreak.RoundKind;
import org.arrocco.tournament.tiebreak.Standings;
import org.arrocco.tournament.tiebreak.TiebreakRules;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfLine;
import org.junit.jupiter.api.Test;

/**
 * The arbiter's rough edges of issue 30 in the model: a game played that both lose, rounds cut
 * after round 1, the rounds a correction concerns, manual pairing changes with the criteria they
 * break, category prizes and prizes in the wrong order, and the FIDE rating report.
 */
class ArbiterRoughEdgesTest {
  /** Pairs in rank order 1-2, 3-4, ... whatever happened before; the last one left gets the PAB. */
  private static final RoundPairer IN_ORDER =
      (t, r) -> {
        List<Integer> toPair =
            t.entrants().stream().filter(p -> p.toBePaired()).map(p -> p.number()).toList();
        List<RoundPairer.Game> games = new ArrayList<>();
        for (int i = 0; i + 1 < toPair.size(); i += 2) {
          games.add(new RoundPairer.Game(toPair.get(i), toPair.get(i + 1)));
        }
        int bye = toPair.size() % 2 == 1 ? toPair.get(toPair.size() - 1) : 0;
        return new RoundPairer.Pairing(games, bye);
      };

  private static Event checkedIn(int players) {
    Event e = EventTest.small(players);
    for (int i = 1; i <= players; i++) {
      e.checkIn(i, true);
    }
    e.initialColour("W");
    return e;
  }

  private static Round pair(Event e, RoundPairer pairer) {
    return RoundDraw.pairNext(e, 518, "random", pairer, new Random(1));
  }

  private static void allWhiteWins(Event e, int round) {
    for (Board b : e.round(round).boards()) {
      e.result(round, b.number(), GameResult.WHITE_WINS);
    }
  }

  private static Refusal.Reason refused(Runnable r) {
    return assertThrows(Refusal.class, r::run).reason();
  }

  @Test
  void aGamePlayedThatBothLoseIsPlayedAndWorthNothing() {
    assertEquals(GameResult.BOTH_LOSE, GameResult.parse("0-0"));
    assertEquals(GameResult.DOUBLE_FORFEIT, GameResult.parse("--"));
    Event e = checkedIn(4);
    pair(e, IN_ORDER);
    e.result(1, 1, GameResult.BOTH_LOSE);
    e.result(1, 2, GameResult.DOUBLE_FORFEIT);
    assertEquals(0, e.score(1, 1));
    assertEquals(0, e.score(2, 1));
    var results = EventStandings.results(e, 1);
    // played over the board (C1 forbids a rematch), unlike the double forfeit
    assertEquals(RoundKind.PLAYED, results.participant(1).rounds().get(0).kind());
    assertEquals(RoundKind.FORFEIT_LOSS, results.participant(3).rounds().get(0).kind());
    // the TRF writes a loss for each side, and reads it back as the same result
    Tournament t = TrfExport.of(e);
    assertEquals('0', t.player(1).round(1).code().code());
    assertEquals('0', t.player(2).round(1).code().code());
    Event back = TrfImport.of(t);
    assertEquals(GameResult.BOTH_LOSE, back.round(1).board(1).result());
  }

  @Test
  void theRoundsCanBeCutAfterRoundOneDownToThoseAlreadyPaired() {
    Event e = checkedIn(8);
    pair(e, new DutchRoundPairer());
    e.requestBye(3, 5, ByeKind.HALF);
    e.requestBye(4, 3, ByeKind.HALF);
    List<ByeRequest> dropped = e.updateSettings(e.settings().withRounds(4));
    assertEquals(List.of(new ByeRequest(3, 5, ByeKind.HALF)), dropped);
    assertEquals(4, e.settings().rounds());
    assertEquals(List.of(new ByeRequest(4, 3, ByeKind.HALF)), e.byeRequests());
    assertEquals(
        Refusal.Reason.ROUNDS_ONLY_CUT,
        refused(() -> e.updateSettings(e.settings().withRounds(5))));
    allWhiteWins(e, 1);
    pair(e, new DutchRoundPairer());
    assertEquals(
        Refusal.Reason.ROUNDS_BELOW_PAIRED,
        refused(() -> e.updateSettings(e.settings().withRounds(1))));
    e.updateSettings(e.settings().withRounds(2)); // the last round paired is now the last one
    assertEquals(2, e.settings().rounds());
    // an event file with the cut rounds reads back
    assertEquals(2, EventFile.parse(EventFile.text(e), "e").settings().rounds());
  }

  @Test
  void theBakuAccelerationKeepsItsRounds() {
    Event e = EventTest.small(8);
    e.updateSettings(SettingsCopy.of(e.settings(), 20, 1399, TiebreakRules.FIDE_2026, "baku"));
    for (int i = 1; i <= 8; i++) {
      e.checkIn(i, true);
    }
    pair(e, new DutchRoundPairer());
    assertEquals(
        Refusal.Reason.BAKU_ROUNDS_FIXED,
        refused(() -> e.updateSettings(e.settings().withRounds(4))));
  }

  @Test
  void aCorrectionNamesTheRoundsPairedOnTheOldResult() {
    Event e = checkedIn(4);
    pair(e, IN_ORDER);
    allWhiteWins(e, 1);
    pair(e, IN_ORDER);
    allWhiteWins(e, 2);
    pair(e, IN_ORDER);
    assertEquals(List.of(2, 3), e.roundsPairedAfter(1));
    assertEquals(List.of(3), e.roundsPairedAfter(2));
    assertEquals(List.of(), e.roundsPairedAfter(3));
  }

  @Test
  void anExchangeBeforePublishingSaysWhatItBreaks() {
    Event e = checkedIn(4);
    pair(e, new DutchRoundPairer());
    // round 1, ranked 1-4 by rating: 1-3 and 4-2 (C.04.3: S1 against S2, colours alternate)
    assertEquals(List.of(1, 3), List.of(e.round(1).board(1).white(), e.round(1).board(1).black()));
    allWhiteWins(e, 1);
    Round two = pair(e, new DutchRoundPairer());
    assertTrue(PairingCriteria.ofLastRound(e).isEmpty(), "the Dutch pairing breaks nothing");
    Board top = two.board(1);
    int other = top.white() == 1 ? top.black() : top.white();
    // 3 takes the seat of 1's opponent: 1 and 3 met in round 1
    e.exchange(other, 3);
    List<PairingCriteria.Breach> breaches = PairingCriteria.ofLastRound(e);
    assertTrue(
        breaches.contains(
            new PairingCriteria.Breach(PairingCriteria.Kind.REMATCH, "C1", List.of(1, 3), 0)),
        breaches.toString());
    PairingCriteria.Breach notDutch = breaches.get(breaches.size() - 1);
    assertEquals(PairingCriteria.Kind.NOT_THE_DUTCH_PAIRING, notDutch.kind());
    assertTrue(notDutch.players().containsAll(List.of(1, 3, other)), notDutch.toString());
    // exchanged back, the round is the Dutch pairing again
    e.exchange(other, 3);
    assertTrue(PairingCriteria.ofLastRound(e).isEmpty());
    assertEquals(Refusal.Reason.SWAP_SAME, refused(() -> e.exchange(2, 2)));
    e.result(2, 1, GameResult.DRAW);
    // published: a result is in
    assertEquals(Refusal.Reason.ROUND_BEING_PLAYED, refused(() -> e.exchange(1, 2)));
    assertEquals(Refusal.Reason.ROUND_BEING_PLAYED, refused(() -> e.swapColours(2)));
  }

  @Test
  void theAbsoluteCriteriaOfAChangedRound() {
    Event e = checkedIn(5);
    pair(e, IN_ORDER); // 1-2, 3-4, PAB 5
    allWhiteWins(e, 1);
    Round two = pair(e, IN_ORDER); // the same again: rematches, a second PAB
    List<PairingCriteria.Breach> b = PairingCriteria.absolute(e, two);
    assertTrue(
        b.contains(
            new PairingCriteria.Breach(PairingCriteria.Kind.REMATCH, "C1", List.of(1, 2), 0)));
    assertTrue(
        b.contains(
            new PairingCriteria.Breach(PairingCriteria.Kind.REMATCH, "C1", List.of(3, 4), 0)));
    assertTrue(
        b.contains(
            new PairingCriteria.Breach(PairingCriteria.Kind.PAB_AGAIN, "C2", List.of(5), 0)));
    allWhiteWins(e, 2);
    Round three = pair(e, IN_ORDER); // 1 White a third time, 2 Black a third time
    b = PairingCriteria.absolute(e, three);
    assertTrue(
        b.contains(
            new PairingCriteria.Breach(
                PairingCriteria.Kind.COLOUR_DIFFERENCE, "C3", List.of(1), 3)),
        b.toString());
    assertTrue(
        b.contains(
            new PairingCriteria.Breach(
                PairingCriteria.Kind.COLOUR_THREE_TIMES, "C3", List.of(2), 0)),
        b.toString());
    e.swapColours(1); // 2 White, 1 Black: no colour breach left on board 1
    b = PairingCriteria.absolute(e, e.round(3));
    assertFalse(
        b.stream().anyMatch(x -> x.players().equals(List.of(1)) && x.criterion().equals("C3")));
    e.forbid(3, 4);
    b = PairingCriteria.absolute(e, e.round(3));
    assertTrue(
        b.contains(
            new PairingCriteria.Breach(
                PairingCriteria.Kind.FORBIDDEN_PAIR, "C1", List.of(3, 4), 0)));
  }

  private static EventSettings withDate(EventSettings s, String date) {
    return new EventSettings(
        s.name(),
        s.venue(),
        date,
        date,
        s.variant(),
        s.rounds(),
        s.timeControl(),
        s.points(),
        s.tiebreaks(),
        s.rules(),
        s.capacity(),
        s.unratedRating(),
        s.nationalRatingAsFide(),
        s.prizes(),
        s.entryFee(),
        s.acceleration());
  }

  @Test
  void categoryPrizesGoToTheBestOfEachCategoryWithoutAPrizeYet() {
    Event e = Event.create(withDate(EventSettings.clubChess960Blitz("Open", "", ""), "2026-11-28"));
    String[][] people = { // name, sex, FIDE rating, birth date
      {"Alto, Aldo", "m", "2200", "1970"},
      {"Bassi, Bruna", "f", "2100", "1990-02-02"},
      {"Conti, Carla", "f", "2000", "1985"},
      {"Dini, Dario", "m", "1900", "2012-05-05"},
      {"Elia, Ezio", "m", "0", "1950"},
      {"Fabbri, Franca", "f", "1700", "2011"}
    };
    for (String[] p : people) {
      e.register(
          new Identity(p[0], p[1], "", "ITA", 0, Integer.parseInt(p[2]), "", 0, "", p[3], ""));
    }
    e.updateSettings(
        e.settings()
            .withPrizes(
                List.of(3000L, 2000L),
                List.of(
                    new CategoryPrize("F", 1, 1500),
                    new CategoryPrize("U16", 1, 1000),
                    new CategoryPrize("U16", 2, 800),
                    new CategoryPrize("senzaelo", 1, 500),
                    new CategoryPrize("S65", 1, 400))));
    for (int i = 1; i <= 6; i++) {
      e.checkIn(i, true);
    }
    e.initialColour("W");
    pair(e, new DutchRoundPairer());
    allWhiteWins(e, 1);
    EventStandings s = EventStandings.of(e);
    List<Integer> order = s.standings().lines().stream().map(l -> l.values().id()).toList();
    List<Prize> prizes = s.prizes();
    // the main list first: places 1 and 2 of the standings
    assertEquals(new Prize("", 1, order.get(0), 3000, false), prizes.get(0));
    assertEquals(new Prize("", 2, order.get(1), 2000, false), prizes.get(1));
    List<Integer> won = new ArrayList<>(List.of(order.get(0), order.get(1)));
    // then each category: its best-placed players who have no prize yet
    int woman = first(order, won, List.of(2, 3, 6));
    assertEquals(new Prize("F", 1, woman, 1500, false), prizes.get(2));
    won.add(woman);
    List<Integer> young = new ArrayList<>(); // born 2010 or later in 2026: Dini, Fabbri
    for (int id : order) {
      if ((id == 4 || id == 6) && !won.contains(id)) {
        young.add(id);
      }
    }
    int k = 3;
    for (int place = 1; place <= young.size(); place++) {
      assertEquals(
          new Prize("U16", place, young.get(place - 1), place == 1 ? 1000 : 800, false),
          prizes.get(k++));
      won.add(young.get(place - 1));
    }
    if (!won.contains(5)) {
      assertEquals(new Prize(CategoryPrize.UNRATED, 1, 5, 500, false), prizes.get(k++));
      won.add(5);
    }
    int senior = first(order, won, List.of(1, 5)); // born 1950: 76 in 2026; Alto is 56
    if (senior == 5) {
      assertEquals(new Prize("S65", 1, 5, 400, false), prizes.get(k++));
    }
    assertEquals(k, prizes.size(), prizes.toString());
  }

  private static int first(List<Integer> order, List<Integer> won, List<Integer> among) {
    for (int id : order) {
      if (among.contains(id) && !won.contains(id)) {
        return id;
      }
    }
    return 0;
  }

  @Test
  void prizesOutOfOrderAreReportedAndCategoryPlacesRunWithoutGaps() {
    EventSettings s = EventSettings.clubChess960Blitz("Open", "", "2026-11-28");
    EventSettings odd =
        s.withPrizes(
            List.of(3000L, 2000L, 2500L),
            List.of(new CategoryPrize("F", 1, 1000), new CategoryPrize("F", 2, 1200)));
    assertEquals(
        List.of(
            new EventSettings.PrizeInversion("", 3, 2500, 2000),
            new EventSettings.PrizeInversion("F", 2, 1200, 1000)),
        odd.prizeInversions());
    assertTrue(s.prizeInversions().isEmpty());
    assertEquals(
        Refusal.Reason.PRIZE_PLACES,
        refused(() -> s.withPrizes(List.of(), List.of(new CategoryPrize("F", 2, 1000)))));
    EventSettings undated = EventSettings.clubChess960Blitz("Open", "", "");
    assertEquals(
        Refusal.Reason.PRIZE_AGE_WITHOUT_DATE,
        refused(() -> undated.withPrizes(List.of(), List.of(new CategoryPrize("U12", 1, 1000)))));
    assertEquals(Refusal.Reason.PRIZE_CATEGORY, refused(() -> new CategoryPrize("Under 16", 1, 5)));
  }

  @Test
  void theFideReportCarriesArbitersRoundDatesBirthDatesAndFideRatingsOnly() {
    Event e = Event.create(EventSettings.clubChess960Blitz("Open", "Vedano", "2026-11-05"));
    e.updateSettings(
        e.settings()
            .withOfficials("Rossi, Mario, 123456", List.of("Bianchi, Anna, 234567"), "CS Vedano")
            .withRoundDates(List.of("2026-11-05", "2026-11-12")));
    e.register(
        new Identity("Alto, Aldo", "m", "FM", "ITA", 860001, 2200, "", 0, "", "1970-03-04", ""));
    e.register(new Identity("Bassi, Bruna", "f", "", "ITA", 0, 0, "12345", 1650, "", "2011", "2N"));
    e.register(new Identity("Conti, Carla", "f", "", "ITA", 0, 1500, "", 0, "", "", ""));
    e.register(new Identity("Dini, Dario", "m", "", "ITA", 0, 0, "", 0, "", "", ""));
    for (int i = 1; i <= 4; i++) {
      e.checkIn(i, true);
    }
    e.initialColour("W");
    pair(e, new DutchRoundPairer());
    allWhiteWins(e, 1);
    pair(e, new DutchRoundPairer());
    allWhiteWins(e, 2);
    Tournament t = TrfExport.forFide(e);
    List<String> lines = t.document().lines().stream().map(TrfLine::text).toList();
    assertTrue(lines.contains("102 Rossi, Mario, 123456"), lines.toString());
    assertTrue(lines.contains("112 Bianchi, Anna, 234567"), lines.toString());
    assertTrue(lines.contains("072 2"), lines.toString()); // FIDE-rated: Alto and Conti
    String dates = lines.stream().filter(l -> l.startsWith("132")).findFirst().orElseThrow();
    assertEquals("26/11/05", dates.substring(91, 99)); // round 1's column of the 001 lines
    assertEquals("26/11/12", dates.substring(101, 109));
    assertFalse(lines.stream().anyMatch(l -> l.startsWith("XX") || l.startsWith("###")));
    // Bassi's Elo Italia counts in the event (1650, pairing number 2) but is no FIDE rating
    String bassi = lines.stream().filter(l -> l.contains("Bassi, Bruna")).findFirst().orElseThrow();
    assertEquals("    ", bassi.substring(48, 52), bassi);
    assertEquals("2011/00/00", bassi.substring(69, 79), bassi);
    String alto = lines.stream().filter(l -> l.contains("Alto, Aldo")).findFirst().orElseThrow();
    assertEquals("2200", alto.substring(48, 52), alto);
    assertEquals("1970/03/04", alto.substring(69, 79), alto);
    // the export for pairing programs keeps the rating that counts, and no birth dates
    String forPairing =
        TrfExport.of(e).document().lines().stream()
            .map(TrfLine::text)
            .filter(l -> l.contains("Bassi, Bruna"))
            .findFirst()
            .orElseThrow();
    assertEquals("1650", forPairing.substring(48, 52), forPairing);
  }

  @Test
  void arbitersRoundDatesAndBirthDatesSurviveExportAndImport() {
    Event e = Event.create(EventSettings.clubChess960Blitz("Open", "Vedano", "2026-11-05"));
    e.updateSettings(
        e.settings()
            .withOfficials("Rossi, Mario, 123456", List.of("Bianchi, Anna", "Neri, Ugo"), "")
            .withRoundDates(List.of("2026-11-05", "2026-11-12")));
    e.register(new Identity("Alto, Aldo", "m", "", "ITA", 0, 2200, "", 0, "", "1970-03-04", ""));
    e.register(new Identity("Bassi, Bruna", "f", "", "ITA", 0, 2100, "", 0, "", "2011", ""));
    e.checkIn(1, true);
    e.checkIn(2, true);
    e.initialColour("W");
    pair(e, new DutchRoundPairer());
    allWhiteWins(e, 1);
    Event back = TrfImport.of(TrfExport.of(e));
    assertEquals("Rossi, Mario, 123456", back.settings().chiefArbiter());
    assertEquals(List.of("Bianchi, Anna", "Neri, Ugo"), back.settings().deputyArbiters());
    assertEquals("2026-11-05", back.settings().roundDate(1));
    assertEquals("2026-11-12", back.settings().roundDate(2));
    assertEquals("1970-03-04", back.player(1).birthDate());
    assertEquals("2011", back.player(2).birthDate());
    // another program's 132 with its dates one after the other reads too; a wrong one is refused
    String text =
        TrfExport.of(e).document().lines().stream()
            .map(TrfLine::text)
            .map(l -> l.startsWith("132") ? "132 26/11/05 26/11/12" : l)
            .collect(java.util.stream.Collectors.joining("\n", "", "\n"));
    assertEquals("2026-11-12", TrfImport.of(Tournament.parse(text)).settings().roundDate(2));
    String wrong = text.replace("132 26/11/05 26/11/12", "132 26/13/05");
    assertThrows(
        org.arrocco.tournament.trf.TrfException.class, () -> TrfImport.of(Tournament.parse(wrong)));
  }

  @Test
  void theStandingsLinesAreTheOrderTheCategoryTestReadsThem() {
    // guards the test above: standings lines are in rank order
    Event e = checkedIn(4);
    pair(e, IN_ORDER);
    allWhiteWins(e, 1);
    List<Standings.Line> lines = EventStandings.of(e).standings().lines();
    assertEquals(1, lines.get(0).place());
    assertEquals(10, lines.get(0).values().score());
  }
}
