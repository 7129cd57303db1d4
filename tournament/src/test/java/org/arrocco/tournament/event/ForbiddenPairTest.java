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
 * Forbidden pairs of an event: the arbiter's acts, the Dutch pairing that keeps them apart, the
 * event file, and the TRF {@code XXP} / {@code 260} lines out and in.
 */
class ForbiddenPairTest {
  /** Players 1..n rated so that the pairing number is the registration number. */
  private static Event event(int players) {
    Event e = Event.create(EventSettings.clubChess960Blitz("Test", "Vedano", "2026-11-22"));
    for (int i = 1; i <= players; i++) {
      e.register(new Identity("Player " + i, "", "", "", 0, 2000 - 10 * i, "", 0));
    }
    return e;
  }

  private static String error(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  private static List<String> boards(Round round) {
    return round.boards().stream().map(b -> b.white() + "-" + b.black()).toList();
  }

  private static Round pairRoundOne(Event e) {
    for (Player p : e.players()) {
      e.checkIn(p.id(), true);
    }
    e.initialColour("W");
    return RoundDraw.pairNext(e, 518, "arbiter", new DutchRoundPairer(), new Random(1));
  }

  @Test
  void aForbiddenPairIsPairedAsIfTheyHadAlreadyPlayed() {
    // Round 1 of 8 (C.04.3): S1 = 1-4, S2 = 5-8, and S2 in its first order gives 1-5 2-6 3-7 4-8;
    // with 1 and 5 forbidden the first transposition of S2 that pairs 1 legally is 6 5 7 8, so
    // 1-6 2-5 3-7 4-8. Player 1 has White, then colours alternate by pair: 2 and 4 get Black.
    assertEquals(List.of("1-5", "6-2", "3-7", "8-4"), boards(pairRoundOne(event(8))));
    Event e = event(8);
    e.forbid(5, 1);
    assertEquals(List.of("1-6", "5-2", "3-7", "8-4"), boards(pairRoundOne(e)));
  }

  @Test
  void forbiddenPairsNeverMeetOverWholeEvents() {
    // Each event forbids round 1's natural pairs 1-8 and 3-10 (so the pairing must change), and
    // from round 3 on a random third pair; results are random, six rounds of 14 players.
    for (int seed = 1; seed <= 12; seed++) {
      Random random = new Random(seed);
      Event e = event(14);
      e.forbid(1, 8);
      e.forbid(3, 10);
      for (Player p : e.players()) {
        e.checkIn(p.id(), true);
      }
      for (int r = 1; r <= 6; r++) {
        if (r == 3) {
          int a = 1 + random.nextInt(14);
          int b = 1 + (a + random.nextInt(13)) % 14;
          if (e.forbiddenPairs().stream().noneMatch(f -> f.equals(ForbiddenPair.of(a, b)))) {
            e.forbid(a, b);
          }
        }
        Round round = RoundDraw.pairNext(e, r, "arbiter", new DutchRoundPairer(), random);
        for (Board b : round.boards()) {
          ForbiddenPair met = ForbiddenPair.of(b.white(), b.black());
          assertFalse(
              e.forbiddenPairs().contains(met), "seed " + seed + " round " + r + ": " + met);
          GameResult[] results = {GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW};
          e.result(r, b.number(), results[random.nextInt(3)]);
        }
      }
    }
  }

  @Test
  void theArbitersActsAreChecked() {
    Event e = event(4);
    assertEquals(new ForbiddenPair(2, 4), e.forbid(4, 2));
    assertEquals("players 2 and 4 are already a forbidden pair", error(() -> e.forbid(2, 4)));
    assertEquals(
        "a forbidden pair needs two different players, not 3 twice", error(() -> e.forbid(3, 3)));
    assertEquals("no player 5 (players 1-4)", error(() -> e.forbid(1, 5)));
    assertFalse(e.allow(1, 2));
    e.forbid(1, 3);
    assertEquals(List.of(new ForbiddenPair(2, 4), new ForbiddenPair(1, 3)), e.forbiddenPairs());
    assertTrue(e.allow(4, 2));
    assertEquals(List.of(new ForbiddenPair(1, 3)), e.forbiddenPairs());
  }

  @Test
  void theEventFileKeepsThemAndLeavesTheFieldOutWhenThereAreNone() {
    Event e = event(4);
    String none = EventFile.text(e);
    assertFalse(none.contains("forbiddenPairs"), "readable by versions without forbidden pairs");
    e.forbid(3, 1);
    e.forbid(2, 4);
    String text = EventFile.text(e);
    assertEquals(e.forbiddenPairs(), EventFile.parse(text, "x.json").forbiddenPairs());
    String[][] bad = {
      {"\"second\" : 3", "\"second\" : 9", "forbidden pair 1 9: unknown player 9"},
      {"\"first\" : 2", "\"first\" : 5", "lists the lower number first, not 5 4"},
      {"\"first\" : 2", "\"first\" : 4", "two different players, not 4 twice"},
      {"\"first\" : 2, \"second\" : 4", "\"first\" : 1, \"second\" : 3", "1 3 is listed twice"},
      {"\"forbiddenPairs\" : [", "\"forbiddenPairs\" : [ null,", "\"forbiddenPairs\""},
    };
    String compact = text.replaceAll("\\{\\s+\"first\" : (\\d+),\\s+", "{ \"first\" : $1, ");
    for (String[] c : bad) {
      String changed = compact.replaceFirst(java.util.regex.Pattern.quote(c[0]), c[1]);
      assertFalse(changed.equals(compact), c[0]);
      String m = error(() -> EventFile.parse(changed, "x.json"));
      assertTrue(m.startsWith("x.json: ") && m.contains(c[2]), m);
    }
  }

  @Test
  void theTrfCarriesThemAsXxpByPairingNumberAndReadsThemBack() {
    // Registered from the lowest rating up: registration 1 is pairing number 5, 5 is 1.
    Event e = Event.create(EventSettings.clubChess960Blitz("Test", "", ""));
    for (int i = 1; i <= 5; i++) {
      e.register(new Identity("Player " + i, "", "", "", 0, 1500 + 10 * i, "", 0));
    }
    e.forbid(1, 2);
    e.forbid(3, 5);
    List<String> xxp = new ArrayList<>();
    Tournament out = TrfExport.of(e);
    out.document().linesTagged("XXP").forEach(l -> xxp.add(l.text()));
    assertEquals(List.of("XXP 4 5", "XXP 1 3"), xxp);
    Event back = TrfImport.of(out, 0);
    assertEquals(List.of(ForbiddenPair.of(4, 5), ForbiddenPair.of(1, 3)), back.forbiddenPairs());
    // A player who does not enter the event leaves his pairs out of the file.
    for (int id : new int[] {2, 3, 4, 5}) {
      e.checkIn(id, true);
    }
    RoundDraw.pairNext(e, 0, "arbiter", new DutchRoundPairer(), new Random(1));
    List<String> after = new ArrayList<>();
    TrfExport.of(e).document().linesTagged("XXP").forEach(l -> after.add(l.text()));
    assertEquals(List.of("XXP 1 3"), after);
  }

  @Test
  void importReadsXxpGroupsAndWholeEvent260Lines() {
    String players =
        "001    1      Player 1                          2000                             0.0    1\n"
            + "001    2      Player 2                          1990                             0.0    2\n"
            + "001    3      Player 3                          1980                             0.0    3\n"
            + "001    4      Player 4                          1970                             0.0    4\n";
    Event e =
        TrfImport.of(
            Tournament.parse("012 T\nXXR 5\nXXP 1 2 3\n260 001 005    4    1\nXXP 2 1\n" + players),
            0);
    assertEquals(
        List.of(
            new ForbiddenPair(1, 2),
            new ForbiddenPair(1, 3),
            new ForbiddenPair(2, 3),
            new ForbiddenPair(1, 4)),
        e.forbiddenPairs());
    TrfException partial =
        assertThrows(
            TrfException.class,
            () ->
                TrfImport.of(
                    Tournament.parse("012 T\nXXR 5\n260 001 004    4    1\n" + players), 0));
    assertEquals("line 3", partial.where());
    assertTrue(
        partial.problem().contains("all its rounds (1-5), not for rounds 1-4 only"),
        partial.getMessage());
  }
}
