package org.arrocco.tournament.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfException;
import org.junit.jupiter.api.Test;

/**
 * An event paired with the Baku acceleration (C.04.5.1): group A fixed with round 1, late entrants
 * above its last player joining it, the TRF lines out and in, and what the event file refuses.
 */
class BakuEventTest {
  /** Players rated 2090, 2080, ... so that the pairing number is the registration number. */
  private static Event event(int players, boolean baku) {
    EventSettings club = EventSettings.clubChess960Blitz("Baku", "", "2026-11-22");
    Event e = Event.create(baku ? accelerated(club) : club);
    for (int i = 1; i <= players; i++) {
      e.register(new Identity("Player " + i, "", "", "", 0, 2100 - 10 * i, "", 0));
    }
    e.initialColour("W");
    return e;
  }

  private static EventSettings accelerated(EventSettings s) {
    return SettingsCopy.of(s, s.capacity(), s.unratedRating(), s.rules(), EventSettings.BAKU);
  }

  private static Round pairNext(Event e) {
    return RoundDraw.pairNext(e, 518, "arbiter", new DutchRoundPairer(), new Random(1));
  }

  private static Round roundOne(Event e, int checkedIn) {
    for (int i = 1; i <= checkedIn; i++) {
      e.checkIn(i, true);
    }
    return pairNext(e);
  }

  private static List<String> boards(Round round) {
    return round.boards().stream().map(b -> b.white() + "-" + b.black()).toList();
  }

  private static List<String> accelerationLines(Tournament t) {
    List<String> out = new ArrayList<>();
    t.document().lines().stream()
        .filter(l -> l.tag().equals("192") || l.tag().equals("250"))
        .forEach(l -> out.add(l.text()));
    return out;
  }

  @Test
  void roundOnePairsGroupAWithItsVirtualPoint() {
    // The hand-worked pairings of AcceleratedPairingTest (C.04.5.1): eight players make GA = 4,
    // ten make GA = 6; unaccelerated, eight pair S1 {1-4} against S2 {5-8}.
    Event eight = event(8, true);
    assertEquals(List.of("1-3", "4-2", "5-7", "8-6"), boards(roundOne(eight, 8)));
    assertEquals(4, eight.lastOfGroupA());
    Event ten = event(10, true);
    assertEquals(List.of("1-4", "5-2", "3-6", "7-9", "10-8"), boards(roundOne(ten, 10)));
    assertEquals(6, ten.lastOfGroupA());
    assertEquals(List.of("1-5", "6-2", "3-7", "8-4"), boards(roundOne(event(8, false), 8)));
  }

  @Test
  void groupAIsFixedWithRoundOneAndALateEntrantAboveItsLastPlayerJoinsIt() {
    // Six rounds: three accelerated, one point in rounds 1-2 and half a point in round 3.
    Event e = event(10, true);
    e.checkIn(10, false);
    for (int i = 1; i <= 8; i++) {
      e.checkIn(i, true);
    }
    assertEquals(
        List.of(
            "192 FIDE_DUTCH_2025_BAKU",
            "250       1.0   1   2    1    4",
            "250       0.5   3   3    1    4"),
        accelerationLines(TrfExport.of(e)),
        "before round 1, from the players checked in");
    pairNext(e);
    assertEquals(4, e.lastOfGroupA());
    e.correct(
        9, new Identity("Player 9", "", "", "", 0, 2065, "", 0)); // late, between players 3 and 4
    e.lateEntry(9, ByeKind.ZERO);
    e.lateEntry(10, ByeKind.ZERO); // late, last
    assertEquals(
        List.of(
            "192 FIDE_DUTCH_2025_BAKU",
            "250       1.0   1   2    1    5",
            "250       0.5   3   3    1    5"),
        accelerationLines(TrfExport.of(e)),
        "player 9 is pairing number 4 now; group A still ends with player 4, now number 5");
  }

  @Test
  void theEventFileAndTheTrfKeepGroupA() {
    Event e = event(10, true);
    for (int i = 1; i <= 8; i++) {
      e.checkIn(i, true);
    }
    Round first = pairNext(e);
    for (Board b : first.boards()) {
      e.result(1, b.number(), GameResult.WHITE_WINS);
    }
    e.correct(9, new Identity("Player 9", "", "", "", 0, 2065, "", 0));
    e.lateEntry(9, ByeKind.HALF);
    Event reread = EventFile.parse(EventFile.text(e), "x.json");
    assertEquals(4, reread.lastOfGroupA());
    // Exported and imported, pairing numbers become registration numbers: group A ends with 5.
    Tournament out = TrfExport.of(e);
    Event imported = TrfImport.of(out, 0);
    assertTrue(imported.settings().baku());
    assertEquals(5, imported.lastOfGroupA());
    assertEquals(accelerationLines(out), accelerationLines(TrfExport.of(imported)));
    // Round 2 of the event and of its import pair alike (the late entrant is player 4 there).
    Round ours = pairNext(e);
    Round theirs = pairNext(imported);
    assertEquals(ours.boards().size(), theirs.boards().size());
    List<Player> ranked = e.ranking(e.entrants());
    for (int i = 0; i < ours.boards().size(); i++) {
      Board a = ours.boards().get(i);
      Board b = theirs.boards().get(i);
      int white = ranked.stream().map(Player::id).toList().indexOf(a.white()) + 1;
      int black = ranked.stream().map(Player::id).toList().indexOf(a.black()) + 1;
      assertEquals(white + "-" + black, b.white() + "-" + b.black(), "board " + (i + 1));
    }
  }

  @Test
  void roundOneTakenBackFixesGroupAAgain() {
    Event e = event(10, true);
    roundOne(e, 8);
    assertEquals(4, e.lastOfGroupA());
    e.takeBackLastRound();
    assertEquals(0, e.lastOfGroupA());
    e.checkIn(9, true);
    e.checkIn(10, true);
    pairNext(e);
    assertEquals(6, e.lastOfGroupA(), "ten players now: GA = 6");
  }

  @Test
  void theAccelerationStaysOnceRoundOneIsPaired() {
    Event e = event(8, true);
    EventSettings plain = EventSettings.clubChess960Blitz("Baku", "", "2026-11-22");
    e.updateSettings(plain); // before round 1 it may still change
    assertFalse(e.settings().baku());
    e.updateSettings(accelerated(plain));
    roundOne(e, 8);
    String m =
        assertThrows(IllegalArgumentException.class, () -> e.updateSettings(plain)).getMessage();
    assertEquals("points, variant and acceleration cannot change once round 1 is paired", m);
  }

  @Test
  void theEventFileRefusesAGroupAThatCannotBe() {
    Event e = event(8, true);
    roundOne(e, 8);
    String text = EventFile.text(e);
    String[][] bad = {
      {"\"lastOfGroupA\" : 4", "\"lastOfGroupA\" : 9", "must be a player of round 1"},
      {",\n  \"lastOfGroupA\" : 4", "", "names the last player of group A once round 1 is paired"},
      {"\"acceleration\" : \"baku\"", "\"acceleration\" : \"\"", "only in a Baku event"},
      {"\"acceleration\" : \"baku\"", "\"acceleration\" : \"swiss\"", "must be baku or none"},
    };
    for (String[] c : bad) {
      String changed = text.replace(c[0], c[1]);
      assertFalse(changed.equals(text), c[0]);
      String m =
          assertThrows(IllegalArgumentException.class, () -> EventFile.parse(changed, "x.json"))
              .getMessage();
      assertTrue(m.startsWith("x.json: ") && m.contains(c[2]), m);
    }
  }

  @Test
  void importKeepsOnlyTheBakuMethod() {
    StringBuilder players = new StringBuilder();
    for (int i = 1; i <= 6; i++) {
      players.append(
          String.format(
              "001 %4d      Player %d%s%4d%s0.0 %4d%n",
              i, i, " ".repeat(25), 2100 - 10 * i, " ".repeat(29), i));
    }
    // Six players before round 1 of a 6-round event: GA = 2 * ceil(6 / 4) = 4.
    Event baku = TrfImport.of(Tournament.parse("012 T\nXXR 6\n192 FIDE_DUTCH_BAKU\n" + players), 0);
    assertTrue(baku.settings().baku());
    TrfException notAll =
        assertThrows(
            TrfException.class,
            () ->
                TrfImport.of(
                    Tournament.parse(
                        "012 T\nXXR 6\n250       1.0   1   2    1    2\n"
                            + "250       0.5   3   3    1    2\n"
                            + players),
                    0));
    assertEquals("line 3", notAll.where());
    assertTrue(
        notAll
            .problem()
            .endsWith("before round 1 group A is players 1-4 (2 * ceil(N / 4)), not 1-2"),
        notAll.getMessage());
    TrfException gap =
        assertThrows(
            TrfException.class,
            () ->
                TrfImport.of(
                    Tournament.parse(
                        "012 T\nXXR 6\nXXA    1  1.0  1.0  0.5\nXXA    3  1.0  1.0  0.5\n"
                            + players),
                    0));
    assertTrue(
        gap.problem().endsWith("group A must be players 1-L, but player 3 is in it"),
        gap.getMessage());
    TrfException none =
        assertThrows(
            TrfException.class,
            () -> TrfImport.of(Tournament.parse("012 T\nXXR 6\nXXA    1\n" + players), 0));
    assertEquals("line 3", none.where());
    assertTrue(none.problem().endsWith("no player has fictitious points"), none.getMessage());
  }
}
