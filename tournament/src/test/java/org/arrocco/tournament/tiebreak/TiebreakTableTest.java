package org.arrocco.tournament.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.arrocco.core.Reference;
import org.junit.jupiter.api.Test;

/**
 * The worked example of TIEBREAKS.md section 7 ({@code tiebreaks/mini-6p3r}), built by hand round
 * by round from the table there, against {@code mini-6p3r.expected.tsv} under both rule versions,
 * plus the single rules of sections 3-6 one at a time.
 */
class TiebreakTableTest {
  private static RoundEntry win(int opp, char c) {
    return new RoundEntry(opp, c, RoundKind.PLAYED, 10);
  }

  private static RoundEntry draw(int opp, char c) {
    return new RoundEntry(opp, c, RoundKind.PLAYED, 5);
  }

  private static RoundEntry loss(int opp, char c) {
    return new RoundEntry(opp, c, RoundKind.PLAYED, 0);
  }

  /** TIEBREAKS.md section 7: Emil forfeits to Fay in R2; in R3 Fay is absent, Emil gets the PAB. */
  static EventResults mini(int davidRating) {
    return new EventResults(
        5,
        List.of(
            new Participant(1, 2100, List.of(win(4, 'w'), draw(2, 'b'), win(3, 'w'))),
            new Participant(2, 2000, List.of(win(5, 'b'), draw(1, 'w'), win(4, 'b'))),
            new Participant(3, 1900, List.of(loss(6, 'w'), draw(4, 'b'), loss(1, 'b'))),
            new Participant(4, davidRating, List.of(loss(1, 'b'), draw(3, 'w'), loss(2, 'w'))),
            new Participant(
                5,
                1700,
                List.of(
                    loss(2, 'w'),
                    new RoundEntry(6, 'b', RoundKind.FORFEIT_LOSS, 0),
                    RoundEntry.bye(RoundKind.PAIRING_BYE, 10))),
            new Participant(
                6,
                1600,
                List.of(
                    win(3, 'b'),
                    new RoundEntry(5, 'w', RoundKind.FORFEIT_WIN, 10),
                    RoundEntry.bye(RoundKind.ZERO_POINT_BYE, 0)))));
  }

  @Test
  void miniMatchesTheReferenceUnderBothRules() throws Exception {
    ExpectedTiebreaks expected =
        new ExpectedTiebreaks(Reference.file("swiss/tiebreaks/mini-6p3r.expected.tsv"));
    assertEquals(6, expected.size());
    for (TiebreakRules rules : TiebreakRules.values()) {
      TiebreakTable table = TiebreakTable.compute(mini(1800), rules, OptionalInt.empty());
      assertEquals(List.of(), expected.mismatches(table, rules), rules.toString());
    }
  }

  @Test
  void trailingRequestedByeCountsAsDrawForOpponents() {
    // Section 3: Fay's last-round ZPB counts 1/2 for Clara: 1 + 1 + 1/2 = 2.5.
    TiebreakTable t =
        TiebreakTable.compute(mini(1800), TiebreakRules.FIDE_2026, OptionalInt.empty());
    assertEquals(25, t.adjustedScore(6));
    assertEquals(20, t.of(6).score());
    // Emil's forfeit loss stays 0 and his PAB 1.
    assertEquals(10, t.adjustedScore(5));
  }

  @Test
  void vurIsCutFirstEvenWhenALowerValueExists() {
    // Section 7 example 3, 2024 rules: cutting the lowest (0.5) would give 4.0; the VUR goes.
    TiebreakValues fay =
        TiebreakTable.compute(mini(1800), TiebreakRules.FIDE_2024, OptionalInt.empty()).of(6);
    assertEquals(45, fay.buchholz());
    assertEquals(25, fay.buchholzCut1());
  }

  @Test
  void capsOfTheDummyOpponentIn2026() {
    // Section 4.2: forfeit win capped at adj(Emil) 1.0, bye capped at 1/2 x 3 rounds = 1.5.
    TiebreakValues fay =
        TiebreakTable.compute(mini(1800), TiebreakRules.FIDE_2026, OptionalInt.empty()).of(6);
    assertEquals(30, fay.buchholz());
    assertEquals(15, fay.buchholzCut1());
  }

  @Test
  void aroLeavesOutUnplayedRoundsAndIsUndefinedWithOneOpponent() {
    TiebreakValues emil =
        TiebreakTable.compute(mini(1800), TiebreakRules.FIDE_2026, OptionalInt.empty()).of(5);
    assertEquals(OptionalInt.of(2000), emil.aro());
    assertEquals(OptionalInt.empty(), emil.aroCut1());
  }

  @Test
  void aroRoundsHalfUpAndOtherwiseToNearest() {
    TiebreakTable t =
        TiebreakTable.compute(mini(1800), TiebreakRules.FIDE_2026, OptionalInt.empty());
    assertEquals(OptionalInt.of(1867), t.of(2).aro()); // 5600 / 3 = 1866.67
    assertEquals(OptionalInt.of(1833), t.of(3).aro()); // 5500 / 3 = 1833.33
    EventResults half =
        new EventResults(
            5,
            List.of(
                new Participant(1, 2001, List.of(win(2, 'w'), win(3, 'b'))),
                new Participant(
                    2, 1500, List.of(loss(1, 'b'), RoundEntry.bye(RoundKind.PAIRING_BYE, 10))),
                new Participant(
                    3, 1000, List.of(RoundEntry.bye(RoundKind.PAIRING_BYE, 10), loss(1, 'w')))));
    // (1500 + 1000) / 2 = 1250 exactly; 2001 alone for the others.
    TiebreakTable h = TiebreakTable.compute(half, TiebreakRules.FIDE_2026, OptionalInt.empty());
    assertEquals(OptionalInt.of(1250), h.of(1).aro());
    assertEquals(OptionalInt.of(1500), h.of(1).aroCut1());
  }

  @Test
  void aroHalfIsRoundedUp() {
    EventResults r =
        new EventResults(
            5,
            List.of(
                new Participant(1, 2000, List.of(win(2, 'w'), win(3, 'b'))),
                new Participant(
                    2, 1501, List.of(loss(1, 'b'), RoundEntry.bye(RoundKind.PAIRING_BYE, 10))),
                new Participant(
                    3, 1000, List.of(RoundEntry.bye(RoundKind.PAIRING_BYE, 10), loss(1, 'w')))));
    // (1501 + 1000) / 2 = 1250.5 -> 1251 (C.07 10.1: 0.5 rounded up).
    assertEquals(
        OptionalInt.of(1251),
        TiebreakTable.compute(r, TiebreakRules.FIDE_2026, OptionalInt.empty()).of(1).aro());
  }

  @Test
  void unratedParticipantRefusesAroWithoutSubstitute() {
    TiebreakTable t = TiebreakTable.compute(mini(0), TiebreakRules.FIDE_2026, OptionalInt.empty());
    assertTrue(t.aroRefusal().isPresent());
    assertTrue(t.aroRefusal().get().contains("[4]"), t.aroRefusal().get());
    assertEquals(OptionalInt.empty(), t.of(1).aro());
    // Buchholz is not rating-based and stays.
    assertEquals(35, t.of(1).buchholz());
  }

  @Test
  void unratedParticipantWithSubstituteRating() {
    // TIEBREAKS.md section 7 example 5: David unrated, regulations say 1400.
    TiebreakTable t = TiebreakTable.compute(mini(0), TiebreakRules.FIDE_2026, OptionalInt.of(1400));
    assertFalse(t.aroRefusal().isPresent());
    assertEquals(OptionalInt.of(1767), t.of(1).aro());
    assertEquals(OptionalInt.of(1950), t.of(1).aroCut1());
    assertEquals(OptionalInt.of(1733), t.of(2).aro());
    assertEquals(OptionalInt.of(1900), t.of(2).aroCut1());
    assertEquals(OptionalInt.of(1700), t.of(3).aro());
    assertEquals(OptionalInt.of(1850), t.of(3).aroCut1());
    assertEquals(OptionalInt.of(2000), t.of(4).aro());
    assertEquals(OptionalInt.of(2050), t.of(4).aroCut1());
  }

  @Test
  void lateEntryRoundIsAVurForHimAndRealPointsForOpponents() {
    // Section 7 example 6: 3 joins in round 2; his round-1 ZPB is cut first in his BH-C1 and,
    // since he played later, counts its real 0 for his opponents.
    EventResults r =
        new EventResults(
            5,
            List.of(
                new Participant(1, 2000, List.of(win(2, 'w'), win(3, 'b'))),
                new Participant(
                    2, 1900, List.of(loss(1, 'b'), RoundEntry.bye(RoundKind.PAIRING_BYE, 10))),
                new Participant(
                    3, 1800, List.of(RoundEntry.bye(RoundKind.ZERO_POINT_BYE, 0), loss(1, 'w')))));
    TiebreakTable t = TiebreakTable.compute(r, TiebreakRules.FIDE_2024, OptionalInt.empty());
    assertEquals(0, t.adjustedScore(3));
    // 3: dummy 0 (own score) for R1, adj(1) = 2.0 for R2; the VUR (0) is cut: BH-C1 = 2.0.
    assertEquals(20, t.of(3).buchholz());
    assertEquals(20, t.of(3).buchholzCut1());
    // 2: R1 vs 1 (2.0), R2 PAB dummy = own 1.0 -> 3.0; no VUR: lowest (1.0) cut.
    assertEquals(30, t.of(2).buchholz());
    assertEquals(20, t.of(2).buchholzCut1());
  }

  @Test
  void aRequestedByeFollowedOnlyByVursCountsAsADrawForOpponents() {
    // Section 3 (C.07 16.2.5): 4 is absent in round 2 (ZPB) and withdraws for round 3 (ZPB).
    // Both byes count ½ for 4's opponents: the round-2 one too, as only a VUR follows it.
    EventResults r =
        new EventResults(
            5,
            List.of(
                new Participant(1, 2000, List.of(win(4, 'w'), draw(2, 'w'), win(3, 'b'))),
                new Participant(
                    2,
                    1900,
                    List.of(win(3, 'w'), draw(1, 'b'), RoundEntry.bye(RoundKind.PAIRING_BYE, 10))),
                new Participant(
                    3,
                    1800,
                    List.of(loss(2, 'b'), RoundEntry.bye(RoundKind.PAIRING_BYE, 10), loss(1, 'w'))),
                new Participant(
                    4,
                    1700,
                    List.of(
                        loss(1, 'b'),
                        RoundEntry.bye(RoundKind.ZERO_POINT_BYE, 0),
                        RoundEntry.bye(RoundKind.ZERO_POINT_BYE, 0)))));
    TiebreakTable t = TiebreakTable.compute(r, TiebreakRules.FIDE_2026, OptionalInt.empty());
    assertEquals(0, t.of(4).score());
    assertEquals(10, t.adjustedScore(4), "0 + ½ + ½");
    // 1: adj(4) 1.0 + adj(2) 2.5 (1 + ½ + PAB 1) + adj(3) 1.0 (0 + PAB 1 + 0) = 4.5.
    assertEquals(45, t.of(1).buchholz());
  }

  @Test
  void inconsistentOpponentsAreRejected() {
    IllegalArgumentException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalArgumentException.class,
            () ->
                new EventResults(
                    5,
                    List.of(
                        new Participant(1, 2000, List.of(win(2, 'w'))),
                        new Participant(2, 1900, List.of(loss(3, 'b'))),
                        new Participant(
                            3, 1800, List.of(RoundEntry.bye(RoundKind.PAIRING_BYE, 10))))));
    assertTrue(e.getMessage().contains("round 1"), e.getMessage());
  }
}
