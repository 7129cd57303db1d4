package org.arrocco.tournament.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The arbiter's corrections: a player's mistyped data and the event's settings, taken at any time
 * (C.04.2, 2.3); once a player is paired, the pairing number stays the one the rounds were made by.
 */
class EventCorrectionTest {
  /** Four players, FIDE 2000, 1900, 1800 and one unrated (counting 1399). */
  private static Event event() {
    Event e = Event.create(EventSettings.clubChess960Blitz("Test", "", "2026-11-22"));
    e.register(new Identity("Alfa", "", "", "", 0, 2000, "", 0));
    e.register(new Identity("Beta", "", "", "", 0, 1900, "", 0));
    e.register(new Identity("Gamma", "", "", "", 0, 1800, "", 0));
    e.register(new Identity("Delta", "", "", "", 0, 0, "", 0));
    return e;
  }

  private static List<Integer> ranking(Event e) {
    return e.ranking(e.players()).stream().map(Player::id).toList();
  }

  private static void pairRoundOne(Event e) {
    for (Player p : e.players()) {
      e.checkIn(p.id(), true);
    }
    RoundDraw.pairNext(e, 518, "arbiter", new DutchRoundPairer(), new Random(1));
  }

  private static String error(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  private static void rate(Event e, int id, int fide) {
    Player p = e.player(id);
    e.correct(
        id,
        new Identity(
            p.name(),
            p.sex(),
            p.title(),
            p.federation(),
            p.fideId(),
            fide,
            p.nationalId(),
            p.nationalRating()));
  }

  @Test
  void beforeRoundOneAnyCorrectionIsTakenAndTheRankingFollows() {
    Event e = event();
    e.checkIn(3, true);
    assertEquals(List.of(1, 2, 3, 4), ranking(e));
    rate(e, 3, 2100); // 1800 was a typo for 2100
    assertEquals(List.of(3, 1, 2, 4), ranking(e));
    assertTrue(e.player(3).checkedIn(), "the arbiter's marks stay");
    Player p =
        e.correct(4, new Identity("Delta, Anna", "f", "wfm", "ita", 860001, 0, "12345", 1500));
    assertEquals(
        new Player(
            4,
            "Delta, Anna",
            "f",
            "WFM",
            "ITA",
            860001,
            0,
            "12345",
            1500,
            "",
            "",
            "",
            false,
            0,
            0,
            0,
            null,
            false),
        p);
    assertEquals(
        "player 4: unknown title 'XX' (one of GM, IM, WGM, FM, WIM, CM, WFM, WCM)",
        error(() -> e.correct(4, new Identity("D", "", "XX", "", 0, 0, "", 0))));
    assertEquals(
        "player 4 needs a name",
        error(() -> e.correct(4, new Identity(" ", "", "", "", 0, 0, "", 0))));
    assertEquals("Delta, Anna", e.player(4).name(), "a refused correction changes nothing");
  }

  @Test
  void afterRoundOneACorrectionKeepsThePairingNumbers() {
    Event e = event();
    pairRoundOne(e);
    rate(e, 2, 2050); // 1900 was a typo for 2050 (C.04.2, 2.3: data corrected at any time)
    assertEquals(2050, e.player(2).fideRating());
    assertEquals(2050, e.player(2).rating(e.settings()), "the corrected rating counts for ARO");
    assertEquals(List.of(1, 2, 3, 4), ranking(e), "but player 2 keeps pairing number 2");
    assertEquals(new Seed(1900, "", "Beta"), e.player(2).seed());
    e.correct(3, new Identity("Aaron", "m", "GM", "ITA", 0, 1800, "", 0));
    assertEquals(List.of(1, 2, 3, 4), ranking(e), "nor does a new name or title move anyone");
    for (Board b : e.round(1).boards()) {
      e.result(1, b.number(), GameResult.DRAW);
    }
    // A late entrant has no pairing number yet: it ranks by its current data until paired.
    e.register(new Identity("Epsilon", "", "", "", 0, 1950, "", 0));
    e.lateEntry(5, ByeKind.ZERO);
    assertEquals(List.of(1, 5, 2, 3, 4), ranking(e), "1950 ranks below 2000 and above 1900");
    rate(e, 5, 2300);
    assertEquals(List.of(5, 1, 2, 3, 4), ranking(e));
    RoundDraw.pairNext(e, 1, "arbiter", new DutchRoundPairer(), new Random(1));
    rate(e, 5, 1000);
    assertEquals(List.of(5, 1, 2, 3, 4), ranking(e), "paired in round 2: its number stays");
    // Taking round 2 back leaves player 5 unpaired again, and round 1 leaves everyone unpaired.
    e.takeBackLastRound();
    assertEquals(List.of(1, 2, 3, 4, 5), ranking(e));
    assertEquals(new Seed(1900, "", "Beta"), e.player(2).seed(), "round 1 stays paired");
    for (Board b : e.round(1).boards()) {
      e.result(1, b.number(), null);
    }
    e.takeBackLastRound();
    assertEquals(null, e.player(2).seed());
    assertEquals(List.of(2, 1, 3, 4, 5), ranking(e), "unpaired, everyone ranks by the data as now");
  }

  @Test
  void settingsChangeTheRatingsThatCountButNotThePairingNumbers() {
    Event e = event();
    EventSettings s = e.settings();
    assertEquals(
        "capacity 3 is below the 4 registered",
        error(() -> e.updateSettings(withUnrated(s, 3, 0))));
    e.updateSettings(withUnrated(s, 20, 1950)); // before round 1: the unrated player moves up
    assertEquals(List.of(1, 4, 2, 3), ranking(e));
    e.updateSettings(withUnrated(e.settings(), 20, 1399));
    pairRoundOne(e);
    e.updateSettings(withUnrated(e.settings(), 24, 1850));
    assertEquals(1850, e.player(4).rating(e.settings()), "the new rating counts for ARO");
    assertEquals(List.of(1, 2, 3, 4), ranking(e), "the pairing numbers stay");
    assertEquals(Map.of(1, 1, 2, 2, 3, 3, 4, 4), e.pairingNumbers());
    assertEquals(Map.of(4, 3, 3, 4), e.otherNumbersByCurrentData());
  }

  @Test
  void aWithdrawalIsCancelledFromTheNextRoundOn() {
    Event e = event();
    e.checkIn(1, true);
    e.withdraw(1); // before round 1 the withdrawal also checks the player out
    e.cancelWithdrawal(1);
    assertEquals(0, e.player(1).withdrawnFrom());
    assertTrue(!e.player(1).checkedIn(), "registered again, to be checked in");
    assertEquals("player 1 has not withdrawn", error(() -> e.cancelWithdrawal(1)));
    pairRoundOne(e);
    for (Board b : e.round(1).boards()) {
      e.result(1, b.number(), GameResult.DRAW);
    }
    e.withdraw(4);
    Round second = RoundDraw.pairNext(e, 1, "arbiter", new DutchRoundPairer(), new Random(1));
    assertTrue(second.byes().contains(new Bye(4, ByeKind.ZERO)));
    e.cancelWithdrawal(4); // back for round 3; round 2 stays a zero-point bye
    assertEquals(second, e.round(2));
    for (Board b : second.boards()) {
      e.result(2, b.number(), GameResult.DRAW);
    }
    Round third = RoundDraw.pairNext(e, 2, "arbiter", new DutchRoundPairer(), new Random(1));
    assertTrue(third.boards().stream().anyMatch(b -> b.has(4)), third.toString());
    assertEquals(e.rounds(), EventFile.parse(EventFile.text(e), "x.json").rounds());
  }

  private static EventSettings withUnrated(EventSettings s, int capacity, int unrated) {
    return SettingsCopy.of(s, capacity, unrated, s.rules(), s.acceleration());
  }
}
