package org.arrocco.tournament.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.OptionalInt;
import org.arrocco.tournament.trf.Tournament;
import org.junit.jupiter.api.Test;

/** How a TRF file's rounds become tie-break rounds ({@link TrfResults}). */
class TrfResultsTest {
  private static final String HEADER = "012 T\nXXR 4\nXXC white1\n142 4\n152 W\n";

  @Test
  void aLastRoundOfAnnouncedByesOnlyIsNotPlayedYet() {
    // C.07 (2024) 16 via TIEBREAKS.md 2-4: tie-breaks count the rounds played; a last round that
    // holds only a pre-announced H (a reference "round-r.input.trf") is the round to pair, not a
    // round in which Anna scored ½ and everybody else was absent (ZPB).
    String trf =
        HEADER
            + "001    1      Anna                              2000                             1.5    1     3 w 1     2 b =  0000 - H\n"
            + "001    2      Boris                             1900                             1.0    2     4 b =     1 w =\n"
            + "001    3      Clara                             1800                             1.0    3     1 b 0     4 w 1\n"
            + "001    4      David                             1700                             0.5    4     2 w =     3 b 0\n";
    EventResults results = TrfResults.of(Tournament.parse(trf));
    assertEquals(2, results.rounds());
    TiebreakTable t = TiebreakTable.compute(results, TiebreakRules.FIDE_2026, OptionalInt.empty());
    // Rounds 1-2 only: scores 1.5, 1.0, 1.0, 0.5; no unplayed round, so adj = score.
    assertEquals(15, t.of(1).score());
    // Anna: Clara 1.0 + Boris 1.0 = 2.0; Cut 1 drops 1.0 -> 1.0.
    assertEquals(20, t.of(1).buchholz());
    assertEquals(10, t.of(1).buchholzCut1());
    // Boris: David 0.5 + Anna 1.5 = 2.0; Cut 1 drops 0.5 -> 1.5.
    assertEquals(20, t.of(2).buchholz());
    assertEquals(15, t.of(2).buchholzCut1());
    // Anna's ARO: (1800 + 1900) / 2 = 1850.
    assertEquals(OptionalInt.of(1850), t.of(1).aro());
  }

  @Test
  void aLastRoundWithAGameIsPlayedEvenWithByes() {
    // TIEBREAKS.md 2: the same file with round 3 played by Boris and Clara (Boris wins), Anna on
    // her half-point bye, David absent: round 3 counts. Anna 2.0; her R3 HPB is a VUR whose dummy
    // is her own 2.0, capped (2026, 16.4.2) at ½ x 3 = 1.5; Clara 1.0 + Boris 2.0 + 1.5 = 4.5;
    // Cut 1 drops the VUR 1.5 -> 3.0.
    String trf =
        HEADER
            + "001    1      Anna                              2000                             2.0    1     3 w 1     2 b =  0000 - H\n"
            + "001    2      Boris                             1900                             2.0    2     4 b =     1 w =     3 w 1\n"
            + "001    3      Clara                             1800                             1.0    3     1 b 0     4 w 1     2 b 0\n"
            + "001    4      David                             1700                             0.5    4     2 w =     3 b 0  0000 - Z\n";
    EventResults results = TrfResults.of(Tournament.parse(trf));
    assertEquals(3, results.rounds());
    TiebreakTable t = TiebreakTable.compute(results, TiebreakRules.FIDE_2026, OptionalInt.empty());
    assertEquals(20, t.of(1).score());
    assertEquals(45, t.of(1).buchholz());
    assertEquals(30, t.of(1).buchholzCut1());
  }

  /** One participant as {@code id pts bh bhc1 aro aroc1}, points in tenths, "-" when empty. */
  private static String row(TiebreakValues v) {
    return v.id()
        + " "
        + v.score()
        + " "
        + v.buchholz()
        + " "
        + v.buchholzCut1()
        + " "
        + (v.aro().isPresent() ? v.aro().getAsInt() : "-")
        + " "
        + (v.aroCut1().isPresent() ? v.aroCut1().getAsInt() : "-");
  }

  private static java.util.List<String> rows(TiebreakTable t) {
    return t.all().stream().map(TrfResultsTest::row).toList();
  }

  private static final String EVERY_UNPLAYED_KIND =
      "012 T\nXXR 5\n"
          + "001    1      One, A                            2200                             4.0    1     5 w 1     3 b =     2 w 1     6 b =     8 w 1\n"
          + "001    2      Two, B                            2100                             3.0    2     6 w =     4 b +     1 b 0     8 w 1     5 b =\n"
          + "001    3      Three, C                          2000                             2.5    3     7 w 1     1 w =     8 b =     5 w 0     4 b =\n"
          + "001    4      Four, D                           1900                             1.5    4     8 w 0     2 w -     6 w 0    10 w 1     3 w =\n"
          + "001    5      Five, E                                                            3.5    5     1 b 0     9 w 1     7 w 1     3 b 1     2 w =\n"
          + "001    6      Six, F                            1700                             2.5    6     2 b =  0000 - H     4 b 1     1 w =    10 b 0\n"
          + "001    7      Seven, G                          1600                             2.0    7     3 b 0     8 w =     5 b 0  0000 - U  0000 - H\n"
          + "001    8      Eight, H                          1500                             2.0    8     4 b 1     7 b =     3 w =     2 b 0     1 b 0\n"
          + "001    9      Nine, I                           1400                             1.0    9  0000 - U     5 b 0    10 w -  0000 - Z  0000 - Z\n"
          + "001   10      Ten, J                            1300                             1.0   10  0000 - Z  0000 -       9 b -     4 b 0     6 w 1\n";

  @Test
  void everyUnplayedKindWithAnUnratedPlayerLateEntryAndWithdrawal() {
    // C.07 16 as TIEBREAKS.md 2-6 lays it out, worked by hand. Events: R1 4-8 0-1, 9 PAB, 10 not
    // entered (Z); R2 2-4 forfeit (+/-), 6 HPB, 10 still out (blank); R3 9-10 double forfeit;
    // R4 7 PAB, 9 withdrawn (Z to the end); R5 7 HPB in the last round. 5 is unrated (1399).
    // adj (16.2.5 / 16.3.2): a requested bye is a draw only when followed by VURs alone:
    //   6: R2 H followed by games -> real ½, adj 2.5; 7: R5 H last -> ½, adj 2.0;
    //   9: 1 + 0 + 0 (forfeit loss stays 0) + ½ + ½ = 2.0; 10: R1/R2 Z followed by a game -> 0,
    //   adj 1.0; everybody else adj = score.
    // 2024 dummy = own score (16.4); Cut 1 removes a VUR first (16.5):
    //   1: 3.5+2.5+3+2.5+2 = 13.5, cut 2.0 -> 11.5
    //   2: 2.5 + R2 dummy 3.0 + 4 + 2 + 3.5 = 15.0, cut 2.0 -> 13.0
    //      2026 (16.4.1): R2 min(3.0, adj(4) 1.5) = 1.5 -> 13.5, cut 1.5 -> 12.0
    //   4: 2 + R2 dummy 1.5 (VUR) + 2.5 + 1 + 2.5 = 9.5, cut the VUR 1.5 (not 1.0) -> 8.0
    //   6: 3 + R2 dummy 2.5 (VUR; 2026 cap ½ x 5 = 2.5) + 1.5 + 4 + 1 = 12.0, cut 2.5 -> 9.5
    //   7: 2.5 + 2 + 3.5 + PAB 2.0 + HPB 2.0 (VUR) = 12.0, cut 2.0 -> 10.0
    //   9: PAB 1 + 3.5 + forfeit 1 + Z 1 + Z 1 = 7.5, cut a VUR 1.0 -> 6.5
    //   10: Z 1 + Z 1 + forfeit 1 (2026: min(1, adj(9) 2.0)) + 1.5 + 2.5 = 7.0, cut 1.0 -> 6.0
    // ARO (10.1), OTB opponents only, 5 = 1399, .5 up; ARO-C1 drops the lowest (14.1):
    //   1: (1399+2000+2100+1700+1500)/5 = 1739.8 -> 1740; 7300/4 = 1825
    //   2: (1700+2200+1500+1399)/4 = 1699.75 -> 1700; 5400/3 = 1800
    //   4: (1500+1700+1300+2000)/4 = 1625; 5200/3 = 1733.3 -> 1733
    //   6: (2100+1900+2200+1300)/4 = 1875; 6200/3 = 2066.7 -> 2067
    //   7: (2000+1500+1399)/3 = 1633; 3500/2 = 1750
    //   9: 1399 only; ARO-C1 empty.   10: (1900+1700)/2 = 1800; 1900
    EventResults r = TrfResults.of(Tournament.parse(EVERY_UNPLAYED_KIND));
    java.util.List<String> common =
        java.util.List.of(
            "1 40 135 115 1740 1825",
            "3 25 130 115 1720 1800",
            "4 15 95 80 1625 1733",
            "5 35 135 115 1860 1975",
            "6 25 120 95 1875 2067",
            "7 20 120 100 1633 1750",
            "8 20 130 115 1960 2050",
            "9 10 75 65 1399 -",
            "10 10 70 60 1800 1900");
    java.util.List<String> in2024 = new java.util.ArrayList<>(common);
    in2024.add(1, "2 30 150 130 1700 1800");
    java.util.List<String> in2026 = new java.util.ArrayList<>(common);
    in2026.add(1, "2 30 135 120 1700 1800");
    assertEquals(
        in2024, rows(TiebreakTable.compute(r, TiebreakRules.FIDE_2024, OptionalInt.of(1399))));
    assertEquals(
        in2026, rows(TiebreakTable.compute(r, TiebreakRules.FIDE_2026, OptionalInt.of(1399))));
  }

  private static final String HALF_POINT_PAB_AND_FULL_POINT_BYE =
      "012 T\nXXR 4\n"
          + "162  P 0.5\n"
          + "001    1      One                               2000                             2.5    1     5 w W     3 b =     2 w 0     4 b 1\n"
          + "001    2      Two                               1950                             3.0    2     6 b D     8 w 1     1 b 1     3 w =\n"
          + "001    3      Three                             1900                             3.0    3     7 w 1     1 w =     4 w 1     2 b =\n"
          + "001    4      Four                              1850                             0.5    4  0000 - U     6 w 0     3 b 0     1 w 0\n"
          + "001    5      Five                              1800                             1.5    5     1 b L     7 b -  0000 - H     8 w 1\n"
          + "001    6      Six                               1750                             3.0    6     2 w D     4 b 1     8 w 1     7 b =\n"
          + "001    7      Seven                             1700                             2.0    7     3 b 0     5 w +  0000 - U     6 w =\n"
          + "001    8      Eight                             1650                             1.0    8  0000 - F     2 b 0     6 b 0     5 b 0\n";

  @Test
  void halfPointPabFullPointByeAndShortGames() {
    // 162 P 0.5: the PAB is worth ½. 8 takes a full-point bye (F) in R1: unplayed, not a VUR
    // (TIEBREAKS.md 2). W/D/L games of less than one move count as played (ARO too).
    // adj = score for all (5's R2 HPB is followed by a game: real ½).
    //   4: PAB dummy 0.5 + 3 + 3 + 2.5 = 9.0; no VUR, cut the lowest 0.5 -> 8.5
    //   5: 2.5 + forfeit loss dummy 1.5 (VUR) + HPB 1.5 (VUR) + 1 = 6.5; cut a VUR 1.5 -> 5.0
    //   7: 3 + forfeit win 2.0 + PAB 2.0 + 3 = 10.0, cut 2.0 -> 8.0;
    //      2026: forfeit min(2.0, adj(5) 1.5) = 1.5, PAB min(2.0, ½ x 4) = 2.0 -> 9.5, cut 1.5 ->
    // 8.0
    //   8: FPB dummy 1.0 + 3 + 3 + 1.5 = 8.5; not a VUR, so the lowest (1.0) goes -> 7.5
    //   6: ARO (1950+1850+1650+1700)/4 = 1787.5 -> 1788 (.5 up); (1950+1850+1700)/3 -> 1833
    //   1: beat 5 by W: (1800+1900+1950+1850)/4 = 1875; (1900+1950+1850)/3 = 1900
    EventResults r = TrfResults.of(Tournament.parse(HALF_POINT_PAB_AND_FULL_POINT_BYE));
    TiebreakTable t24 = TiebreakTable.compute(r, TiebreakRules.FIDE_2024, OptionalInt.empty());
    TiebreakTable t26 = TiebreakTable.compute(r, TiebreakRules.FIDE_2026, OptionalInt.empty());
    assertEquals("1 25 80 75 1875 1900", row(t24.of(1)));
    assertEquals("4 5 90 85 1883 1950", row(t24.of(4)));
    assertEquals("5 15 65 50 1825 2000", row(t24.of(5)));
    assertEquals("6 30 65 60 1788 1833", row(t24.of(6)));
    assertEquals("7 20 100 80 1825 1900", row(t24.of(7)));
    assertEquals("7 20 95 80 1825 1900", row(t26.of(7)));
    assertEquals("8 10 85 75 1833 1875", row(t24.of(8)));
    assertEquals("8 10 85 75 1833 1875", row(t26.of(8)));
  }
}
