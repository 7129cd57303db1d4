package org.arrocco.tournament.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfPairing;
import org.junit.jupiter.api.Test;

/**
 * Hand-made positions for the hard cases of C.04.3; every expected pairing is worked out from the
 * rules in the comment above it (not from this program).
 */
class DutchCriteriaTest {

  /** A 001 line: rank, rating, points, then round blocks like {@code " 3 w 1"}. */
  private static String player(int rank, int rating, String points, String... rounds) {
    StringBuilder sb =
        new StringBuilder(
            String.format(
                "001 %4d      %-33s %4d%28s%4s %4d",
                rank, "Player " + rank, rating, "", points, rank));
    for (String r : rounds) {
      sb.append("  ").append(r);
    }
    return sb.toString();
  }

  private static String pair(String header, String... players) throws NoLegalPairingException {
    return DutchPairer.pair(
            TrfPairing.request(Tournament.parse(header + String.join("\n", players) + "\n")))
        .toPairsFormat();
  }

  @Test
  void roundOneFollowsTheInitialColour() throws NoLegalPairingException {
    // Round 1, four players: S1 = {1, 2} meets S2 = {3, 4}; 5.2.5: the top player takes the
    // initial colour (XXC), colours then alternate down the boards.
    String[] four = {
      player(1, 2400, "0.0"), player(2, 2300, "0.0"), player(3, 2200, "0.0"), player(4, 2100, "0.0")
    };
    assertEquals("2\n1 3\n4 2\n", pair("XXR 5\nXXC white1\n", four));
    assertEquals("2\n3 1\n2 4\n", pair("XXR 5\n152 B\n", four));
  }

  @Test
  void c2AFullPointByeBarsThePabLikeAPab() throws NoLegalPairingException {
    // Before round 5 of seven players: 4, 5 and 7 already had the PAB (U); 6, the lowest, had a
    // full-point bye (F) in round 1, "as many points as rewarded for a win" without playing, so
    // C2 bars him too; the PAB goes to 3, the lowest eligible. Expected pairing (boards too) as
    // given by bbpPairings v6.0.0 rebuilt from source (QA differential, random event seed 1).
    String[] field = {
      player(1, 2679, "4.0", "   3 w 1", "   6 b 1", "   2 w 1", "   7 b 1"),
      player(2, 2669, "3.0", "   5 b 1", "   7 w 1", "   1 b 0", "   3 w 1"),
      player(3, 2375, "2.0", "   1 b 0", "   4 w 1", "   5 w 1", "   2 b 0"),
      player(4, 1991, "2.5", "0000 - H", "   3 b 0", "0000 - U", "   6 w 1"),
      player(5, 1709, "1.5", "   2 w 0", "0000 - H", "   3 b 0", "0000 - U"),
      player(6, 1477, "1.0", "0000 - F", "   1 w 0", "   7 b 0", "   4 b 0"),
      player(7, 1425, "2.0", "0000 - U", "   2 b 0", "   6 w 1", "   1 w 0")
    };
    assertEquals("4\n1 4\n6 2\n5 7\n3 0\n", pair("XXR 7\nXXC white1\n", field));
    // A TRF-2026 240 record announcing 3's full-point bye in round 5: six players, no PAB (the
    // same oracle, its reader taught the 240 records).
    assertEquals("3\n1 4\n6 2\n5 7\n", pair("XXR 7\nXXC white1\n240 F   5    3\n", field));
  }

  @Test
  void c2ThePabGoesToTheLowestEligiblePlayer() throws NoLegalPairingException {
    // After two rounds: 1 has 2 points; 2, 3, 4, 5 have 1 point each; 4 and 5 already had the
    // PAB, so by C2 only 2 or 3 may get it. 1 (MDP) takes the highest possible resident, 2 (he
    // met 3 and 5); the PAB goes to 3, the lowest eligible (C5); 4-5 remains.
    // Colours: 1 (W, B) and 2 (W, B) both prefer White, no difference in their histories: the
    // higher-ranked 1 gets it (5.2.4). 4 (B) prefers White, 5 (W) prefers Black.
    String pairs =
        pair(
            "XXR 3\nXXC white1\n",
            player(1, 2400, "2.0", "   3 w 1", "   5 b 1"),
            player(2, 2300, "1.0", "   4 w 1", "   3 b 0"),
            player(3, 2200, "1.0", "   1 b 0", "   2 w 1"),
            player(4, 2100, "1.0", "   2 b 0", "0000 - U"),
            player(5, 2000, "1.0", "0000 - U", "   1 w 0"));
    assertEquals("3\n1 2\n4 5\n3 0\n", pairs);
  }

  /** Six players after two rounds: 1 and 2 have played Black twice (absolute White). */
  private static final String[] SIX = {
    player(1, 2400, "2.0", "   3 b 1", "   5 b 1"),
    player(2, 2300, "2.0", "   4 b 1", "   6 b 1"),
    player(3, 2200, "0.5", "   1 w 0", "   4 b ="),
    player(4, 2100, "0.5", "   2 w 0", "   3 w ="),
    player(5, 2000, "0.5", "   6 w =", "   1 w 0"),
    player(6, 1900, "0.5", "   5 b =", "   2 w 0")
  };

  @Test
  void c1ForbiddenPairsAreNeverPaired() throws NoLegalPairingException {
    // Round 1 with 1-3 forbidden (XXP, or a 260 record for rounds 1-5): S1 {1, 2} against
    // S2 {3, 4} becomes 1-4 and 2-3 (the next transposition); 5.2.5 colours: 1 White, 2 Black.
    String[] four = {
      player(1, 2400, "0.0"), player(2, 2300, "0.0"), player(3, 2200, "0.0"), player(4, 2100, "0.0")
    };
    assertEquals("2\n1 4\n3 2\n", pair("XXR 5\nXXC white1\nXXP 1 3\n", four));
    assertEquals("2\n1 4\n3 2\n", pair("XXR 5\nXXC white1\n260   1   5    1    3\n", four));
    assertEquals("2\n1 3\n4 2\n", pair("XXR 5\nXXC white1\n260   2   5    1    3\n", four));
  }

  @Test
  void c3PlayersWithTheSameAbsolutePreferenceNeverMeetBeforeTheLastRound()
      throws NoLegalPairingException {
    // Round 3 of 4: 1-2 is forbidden by C3 (both must have White). 1 met 3 and 5, 2 met 4 and 6;
    // 4-5 is forbidden by C3 (both must have Black), 3-4 and 5-6 are rematches (C1). The only
    // legal pairing is 1-4, 2-5, 3-6, with 1, 2 and 3 (who prefers White after W, B) White.
    assertEquals("3\n1 4\n2 5\n3 6\n", pair("XXR 4\nXXC white1\n", SIX));
  }

  @Test
  void c3TopscorersMayMeetInTheLastRound() throws NoLegalPairingException {
    // Round 3 of 3: 1 and 2 have more than half the maximum score, so C3 does not apply to them
    // and the 2-point bracket pairs 1-2 (1 higher ranked, same history: White to 1). Then 3-5
    // (3 prefers White, 5 must have Black) and 4-6 with 4's absolute Black beating 6's mild one.
    // Board order: 1-2, then the 0.5 pairs by their higher player's rank: 3-5 before 6-4.
    assertEquals("3\n1 2\n3 5\n6 4\n", pair("XXR 3\nXXC white1\n", SIX));
  }

  @Test
  void c1AndC3CanLeaveNoLegalPairing() {
    // Four players: 1 and 2 both absolute White (C3), 3 and 4 both absolute Black (C3), and
    // every other pair has met (C1): round 3 of 4 cannot be paired.
    NoLegalPairingException e =
        assertThrows(
            NoLegalPairingException.class,
            () ->
                pair(
                    "XXR 4\nXXC white1\n",
                    player(1, 2400, "2.0", "   3 b 1", "   4 b 1"),
                    player(2, 2300, "2.0", "   4 b 1", "   3 b 1"),
                    player(3, 2200, "0.0", "   1 w 0", "   2 w 0"),
                    player(4, 2100, "0.0", "   2 w 0", "   1 w 0")));
    assertTrue(e.getMessage().contains("absolute criteria"), e.getMessage());
  }

  @Test
  void c1AGameLostByForfeitIsNoMeeting() throws NoLegalPairingException {
    // Round 1 was forfeited (2 did not come): 1 and 2 have not played each other (C1), and the
    // forfeit gives nobody a colour history, so 5.2.5 gives the initial colour to the higher 1.
    assertEquals(
        "1\n1 2\n",
        pair(
            "XXR 2\nXXC white1\n",
            player(1, 2400, "1.0", "   2 w +"),
            player(2, 2300, "0.0", "   1 b -")));
  }

  @Test
  void a240ByeRecordIsAnAnnouncedAbsence() throws Exception {
    // club-blitz round 5: player 8 asked for a half-point bye ("0000 - H" in round 5). Written
    // as a TRF-2026 "240 H   5    8" record instead, the pairing must be the reference one.
    java.nio.file.Path dir =
        org.arrocco.core.Reference.dir().resolve("swiss/dutch/club-blitz-20p6r-a");
    String text = java.nio.file.Files.readString(dir.resolve("round-5.input.trf"));
    String line8 = text.lines().filter(l -> l.startsWith("001    8 ")).findFirst().orElseThrow();
    assertTrue(line8.endsWith("  0000 - H"));
    String changed =
        text.replace(line8, line8.substring(0, line8.length() - 10))
            .replace("XXR 6\n", "XXR 6\n240 H   5    8\n");
    String expected = java.nio.file.Files.readString(dir.resolve("round-5.pairs"));
    assertEquals(
        expected, DutchPairer.pair(TrfPairing.request(Tournament.parse(changed))).toPairsFormat());
  }

  @Test
  void aHalfPointPabCountsHalfAPointForPairing() {
    // "162  P 0.5": player 3's round-1 PAB is worth half a point, so he has 0.5 like 2; with
    // the default point system he has 1 point like 1.
    String players =
        "XXR 3\nXXC white1\n"
            + player(1, 2400, "1.0", "   2 w 1")
            + "\n"
            + player(2, 2300, "0.0", "   1 b 0")
            + "\n"
            + player(3, 2200, "0.5", "0000 - U")
            + "\n";
    assertEquals(
        10, PairingInput.of(TrfPairing.request(Tournament.parse(players))).players.get(2).score);
    assertEquals(
        5,
        PairingInput.of(TrfPairing.request(Tournament.parse("162  P 0.5\n" + players)))
            .players
            .get(2)
            .score);
    assertEquals(
        5,
        PairingInput.of(TrfPairing.request(Tournament.parse("BBU     0.5\n" + players)))
            .players
            .get(2)
            .score);
  }

  @Test
  void c2AHalfPointPabStillBarsASecondPab() throws NoLegalPairingException {
    // "162  P 0.5": the PAB is worth half a point. Before round 3 of four, 5 (0.5, the lowest) and
    // 4 already had it; C.04.1 Art. 4 bars "a player who has already received a pairing allocated
    // bye", whatever it scored, so only 1, 2 or 3 may get it. 3 (1.5) floats into the 1-point
    // bracket; 1-2, 1-3, 2-4 and 3-5 are rematches, so one pair is made there (3-4 or 3-2) and two
    // players float to 5, who must play: 3-4 lets 2 meet 5 with both colour preferences granted,
    // and the PAB goes to 1. Colours: 4 (one White more) gets Black over 3's alternation; 5 (one
    // Black more) gets White. bbpPairings v6.0.0 gave 5 a second PAB (it bars only a bye worth a
    // win); the pairing below is its algorithm with Art. 4 applied to every PAB (QA differential).
    String[] field = {
      player(1, 2400, "1.0", "   3 w =", "   2 b ="),
      player(2, 2300, "1.0", "   4 b =", "   1 w ="),
      player(3, 2200, "1.5", "   1 b =", "   5 w 1"),
      player(4, 2100, "1.0", "   2 w =", "0000 - U"),
      player(5, 2000, "0.5", "0000 - U", "   3 b 0")
    };
    assertEquals("3\n3 4\n5 2\n1 0\n", pair("XXR 4\nXXC white1\n162  P 0.5\n", field));
  }

  @Test
  void announcedAbsencesAreNotPaired() throws NoLegalPairingException {
    // Round 2 entry "0000 - H" (half-point bye requested) and "0000 - Z" (absent): only 1 and 4
    // are paired; 1 (W in round 1) gets Black against 4 (B in round 1).
    assertEquals(
        "1\n4 1\n",
        pair(
            "XXR 3\nXXC white1\n",
            player(1, 2400, "1.0", "   3 w 1"),
            player(2, 2300, "1.0", "   4 w 1", "0000 - H"),
            player(3, 2200, "0.0", "   1 b 0", "0000 - Z"),
            player(4, 2100, "0.0", "   2 b 0")));
  }

  @Test
  void aGapInTheStartingRanksNamesTheLineAfterIt() {
    // The message named neither the line nor the player after the gap.
    org.arrocco.tournament.trf.TrfException e =
        assertThrows(
            org.arrocco.tournament.trf.TrfException.class,
            () ->
                pair(
                    "XXR 5\nXXC white1\n",
                    player(1, 2400, "0.0"),
                    player(2, 2300, "0.0"),
                    player(4, 2100, "0.0")));
    assertEquals("line 5", e.where(), e.getMessage());
    assertTrue(e.problem().startsWith("starting rank 4, but no player has 3"), e.getMessage());
  }
}
