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
}
