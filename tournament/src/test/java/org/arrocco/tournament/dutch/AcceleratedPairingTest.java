package org.arrocco.tournament.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.arrocco.tournament.trf.Acceleration;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfDocument;
import org.arrocco.tournament.trf.TrfException;
import org.arrocco.tournament.trf.TrfLine;
import org.arrocco.tournament.trf.TrfPairing;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Accelerated pairings (C.04.5): fictitious points from {@code XXA} and {@code 250} records and the
 * Baku method (C.04.5.1) of a {@code 192} line. Every expected pairing is worked out by hand in the
 * comment above it.
 */
class AcceleratedPairingTest {

  private static String player(int rank) {
    return String.format(
        "001 %4d      %-33s %4d%28s%4s %4d",
        rank, "Player " + rank, 2500 - 5 * rank, "", "0.0", rank);
  }

  private static String field(int players) {
    List<String> lines = new ArrayList<>();
    for (int i = 1; i <= players; i++) {
      lines.add(player(i));
    }
    return String.join("\n", lines) + "\n";
  }

  private static String pair(String header, int players) throws NoLegalPairingException {
    return DutchPairer.pair(TrfPairing.request(Tournament.parse(header + field(players))))
        .toPairsFormat();
  }

  @Test
  void bakuEightPlayersRoundOne() throws NoLegalPairingException {
    // C.04.5.1: GA = 2 * ceil(8 / 4) = 4 players with one virtual point. Bracket 1: S1 {1, 2}
    // meets S2 {3, 4}; bracket 0: {5, 6} meets {7, 8}. 5.2.5 colours by pairing number: the odd
    // effective numbers 1 and 5 take the initial White, 2 and 6 Black.
    String expected = "4\n1 3\n4 2\n5 7\n8 6\n";
    assertEquals(expected, pair("XXR 5\nXXC white1\n192 FIDE_DUTCH_2025_BAKU\n", 8));
    // The same points written out: XXA per player, or 250 ranges (1.0 in rounds 1-2, 0.5 in 3).
    StringBuilder xxa = new StringBuilder();
    for (int p = 1; p <= 4; p++) {
      xxa.append(String.format("XXA %4d  1.0  1.0  0.5\n", p));
    }
    assertEquals(expected, pair("XXR 5\nXXC white1\n" + xxa, 8));
    assertEquals(
        expected,
        pair(
            "XXR 5\nXXC white1\n250       1.0 001 002 0001 0004\n250       0.5 003 003 0001 0004\n",
            8));
    // Without acceleration the usual S1 {1-4} against S2 {5-8}.
    assertEquals("4\n1 5\n6 2\n3 7\n8 4\n", pair("XXR 5\nXXC white1\n", 8));
  }

  @Test
  void bakuGroupARoundsUpToAnEvenNumber() throws NoLegalPairingException {
    // C.04.5.1: ten players make GA = 2 * ceil(10 / 4) = 6, not 5. Bracket 1: S1 {1, 2, 3} meets
    // S2 {4, 5, 6}; bracket 0: {7, 8} meets {9, 10}; colours alternate by effective number.
    assertEquals(
        "5\n1 4\n5 2\n3 6\n7 9\n10 8\n", pair("XXR 5\nXXC white1\n192 FIDE_DUTCH_BAKU\n", 10));
  }

  @Test
  void boardsAreOrderedByRealScores() throws NoLegalPairingException {
    // 3 and 4 carry one fictitious point: bracket 1 is {3, 4} (3 White by 5.2.5, effective number
    // 3 odd), bracket 0 pairs 1-5 and 6-2. C.04.2 orders the boards by real scores, all 0 here,
    // then by the higher player's pairing number: 1-5, 6-2, 3-4.
    assertEquals(
        "3\n1 5\n6 2\n3 4\n", pair("XXR 5\nXXC white1\nXXA    3  1.0\nXXA    4  1.0\n", 6));
  }

  @Test
  void bakuFollowsTheWorkedNumbersOfTheRule() {
    // C.04.5.1: 161 players give GA = 82; nine rounds give five accelerated rounds, the first
    // three with one virtual point, the next two with half a point.
    Tournament t = Tournament.parse("XXR 9\n192 FIDE_DUTCH_2025_BAKU\n" + field(161));
    Acceleration a = Acceleration.of(t, 9);
    int[] expected = {10, 10, 10, 5, 5, 0, 0, 0, 0};
    for (int r = 1; r <= 9; r++) {
      assertEquals(expected[r - 1], a.tenths(1, r), "player 1, round " + r);
      assertEquals(expected[r - 1], a.tenths(82, r), "player 82, round " + r);
      assertEquals(0, a.tenths(83, r), "player 83, round " + r);
    }
  }

  @Test
  void recordsOverrideTheBakuMethod() {
    // TRF-2026: a 250 record makes the acceleration method of 192 disregarded.
    Tournament t =
        Tournament.parse(
            "XXR 5\n192 FIDE_DUTCH_2025_BAKU\n250       0.5 001 001 0002 0002\n" + field(8));
    Acceleration a = Acceleration.of(t, 5);
    assertEquals(0, a.tenths(1, 1));
    assertEquals(5, a.tenths(2, 1));
    assertEquals(0, a.tenths(2, 2));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"xxa-13p9r.trf", "range-16p9r.trf", "baku-18p9r.trf"})
  void everyRoundOfAnEventPairedElsewhereChecksOut(String name) throws Exception {
    // Events paired round by round by another Dutch implementation (accelerated/README.md).
    Tournament t =
        Tournament.of(
            TrfDocument.read(Path.of(getClass().getResource("/accelerated/" + name).toURI())));
    assertEquals(List.of(), PairingChecker.check(t), name);
    // The same file without its acceleration lines is not what the rules pair.
    List<String> plain = new ArrayList<>();
    for (TrfLine l : t.document().lines()) {
      if (!List.of("XXA", "250", "192").contains(l.tag())) {
        plain.add(l.text());
      }
    }
    Tournament unaccelerated = Tournament.parse(String.join("\n", plain) + "\n");
    assertTrue(PairingChecker.check(unaccelerated).size() >= 5, name);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "another pairing system|192 FIDE_BURSTEIN|line 3, columns 5-17|FIDE Dutch system",
        "match points|250  1.0  1.0 001 001 0001 0002|line 3, columns 5-8|team events",
        "no points|250       0.0 001 001 0001 0002|line 3, columns 10-13|must not be 0.0",
        "rounds reversed|250       1.0 003 002 0001 0002|line 3, columns 15-21|first <= last <= 5",
        "round beyond the event|250       1.0 001 006 0001 0002|line 3, columns 15-21|<= 5",
        "unknown player|250       1.0 001 001 0001 0009|line 3, columns 23-31|starting ranks",
        "bad round|250       1.0 0x1 001 0001 0002|line 3, columns 15-17|a first round",
        "XXA unknown player|XXA   12  1.0|line 3, columns 5-8|no player 12",
        "XXA bad value|XXA    1  1.0  abc|line 3, columns 15-18|points like 1.0",
        "XXA more rounds than the event|XXA    1  1.0  1.0  1.0  1.0  1.0  1.0|line 3, columns 35-38"
            + "|the 5 rounds",
      })
  void badAccelerationLinesNameTheirPlace(String what, String line, String where, String problem) {
    Tournament t = Tournament.parse("XXR 5\nXXC white1\n" + line + "\n" + field(8));
    TrfException e = assertThrows(TrfException.class, () -> Acceleration.of(t, 1));
    assertTrue(e.getMessage().contains(where), e.getMessage());
    assertTrue(e.getMessage().contains(problem), e.getMessage());
  }

  @Test
  void aPlayerAcceleratedTwiceForARoundIsRefused() {
    Tournament t =
        Tournament.parse(
            "XXR 5\n250       1.0 001 002 0001 0004\nXXA    3  0.0  0.0  1.0\n" + field(8));
    TrfException e = assertThrows(TrfException.class, () -> Acceleration.of(t, 1));
    assertTrue(
        e.getMessage().contains("line 3")
            && e.getMessage().contains("player 3 already has fictitious points for round 1")
            && e.getMessage().contains("line 2"),
        e.getMessage());
  }

  @Test
  void bakuNeedsTheStandardPointSystem() {
    Tournament t =
        Tournament.parse("XXR 5\n192 FIDE_DUTCH_2025_BAKU\n162  W 3.0    D 1.0\n" + field(8));
    TrfException e = assertThrows(TrfException.class, () -> Acceleration.of(t, 1));
    assertTrue(
        e.getMessage().contains("line 2") && e.getMessage().contains("standard point system"),
        e.getMessage());
  }
}
