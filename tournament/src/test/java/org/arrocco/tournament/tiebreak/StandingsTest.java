package org.arrocco.tournament.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Standings and prizes over the worked example of TIEBREAKS.md section 7 ("Ties" paragraph). */
class StandingsTest {
  private static List<Integer> ids(Standings s) {
    return s.lines().stream().map(l -> l.values().id()).toList();
  }

  private static List<Integer> places(Standings s) {
    return s.lines().stream().map(Standings.Line::place).toList();
  }

  @Test
  void clubOrderBuchholzCut1ThenBuchholzThenAro() {
    TiebreakTable t =
        TiebreakTable.compute(
            TiebreakTableTest.mini(1800), TiebreakRules.FIDE_2026, OptionalInt.empty());
    Standings s = Standings.of(t, List.of(Tiebreak.BH_C1, Tiebreak.BH, Tiebreak.ARO));
    // Boris before Anna on BH-C1 (3.5 > 3.0); Clara and David equal on BH-C1 and BH, ARO: David.
    assertEquals(List.of(2, 1, 6, 5, 4, 3), ids(s));
    assertEquals(List.of(1, 2, 3, 4, 5, 6), places(s));
  }

  @Test
  void aroFirstPutsAnnaFirst() {
    TiebreakTable t =
        TiebreakTable.compute(
            TiebreakTableTest.mini(1800), TiebreakRules.FIDE_2026, OptionalInt.empty());
    Standings s = Standings.of(t, List.of(Tiebreak.ARO, Tiebreak.BH));
    assertEquals(List.of(1, 2, 6, 5, 4, 3), ids(s));
  }

  @Test
  void unbrokenTieSharesThePlaceAndPoolsThePrizes() {
    TiebreakTable t =
        TiebreakTable.compute(
            TiebreakTableTest.mini(1800), TiebreakRules.FIDE_2026, OptionalInt.empty());
    // ARO-C1 does not separate Anna and Boris (1950 each); David 2050 before Clara 1950.
    Standings s = Standings.of(t, List.of(Tiebreak.ARO_C1));
    assertEquals(List.of(1, 2, 6, 5, 4, 3), ids(s));
    assertEquals(List.of(1, 1, 3, 4, 5, 6), places(s));
    assertTrue(s.lines().get(0).shared());
    List<PrizeList.Award> awards = PrizeList.of(s, List.of(3000L, 2000L, 1000L));
    assertEquals(
        List.of(
            new PrizeList.Award(1, 1, 2500, true),
            new PrizeList.Award(2, 1, 2500, true),
            new PrizeList.Award(6, 3, 1000, false)),
        awards);
  }

  @Test
  void aTieAcrossTheLastPrizeSharesOnlyThePrizesOfItsPlaces() {
    // docs/tournament.md "Premi" (rules/tournament.md is silent): places 5-6 are shared by Clara
    // and David (0.5 each, no tie-break); only a 5th prize exists, so they split it alone:
    // 301 cents -> 151 to Clara (the lower id) and 150 to David; Anna and Boris split 1st+2nd.
    TiebreakTable t =
        TiebreakTable.compute(
            TiebreakTableTest.mini(1800), TiebreakRules.FIDE_2026, OptionalInt.empty());
    Standings s = Standings.of(t, List.of());
    assertEquals(List.of(1, 1, 3, 4, 5, 5), places(s));
    List<PrizeList.Award> awards = PrizeList.of(s, List.of(3000L, 2000L, 1000L, 500L, 301L));
    assertEquals(
        List.of(
            new PrizeList.Award(1, 1, 2500, true),
            new PrizeList.Award(2, 1, 2500, true),
            new PrizeList.Award(6, 3, 1000, false),
            new PrizeList.Award(5, 4, 500, false),
            new PrizeList.Award(3, 5, 151, true),
            new PrizeList.Award(4, 5, 150, true)),
        awards);
  }

  @Test
  void oddCentGoesToTheFirstById() {
    TiebreakTable t =
        TiebreakTable.compute(
            TiebreakTableTest.mini(1800), TiebreakRules.FIDE_2026, OptionalInt.empty());
    Standings s = Standings.of(t, List.of(Tiebreak.ARO_C1));
    List<PrizeList.Award> awards = PrizeList.of(s, List.of(3001L, 2000L));
    assertEquals(2501, awards.get(0).cents());
    assertEquals(2500, awards.get(1).cents());
    assertEquals(2, awards.size());
  }

  @Test
  void undefinedAroCut1RanksBelowDefined() {
    // All on 1 point; 2 met two opponents (ARO-C1 2000), 1 and 3 only one (undefined, tied).
    EventResults r =
        new EventResults(
            5,
            List.of(
                new Participant(
                    1,
                    2000,
                    List.of(
                        new RoundEntry(2, 'w', RoundKind.PLAYED, 5),
                        RoundEntry.bye(RoundKind.HALF_POINT_BYE, 5))),
                new Participant(
                    2,
                    1900,
                    List.of(
                        new RoundEntry(1, 'b', RoundKind.PLAYED, 5),
                        new RoundEntry(3, 'w', RoundKind.PLAYED, 5))),
                new Participant(
                    3,
                    1000,
                    List.of(
                        RoundEntry.bye(RoundKind.HALF_POINT_BYE, 5),
                        new RoundEntry(2, 'b', RoundKind.PLAYED, 5)))));
    TiebreakTable t = TiebreakTable.compute(r, TiebreakRules.FIDE_2026, OptionalInt.empty());
    Standings s = Standings.of(t, List.of(Tiebreak.ARO_C1));
    assertEquals(List.of(2, 1, 3), ids(s));
    assertEquals(List.of(1, 2, 2), places(s));
  }

  @Test
  void ratingTiebreakRefusedWithUnratedAndNoSubstitute() {
    TiebreakTable t =
        TiebreakTable.compute(
            TiebreakTableTest.mini(0), TiebreakRules.FIDE_2026, OptionalInt.empty());
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Standings.of(t, List.of(Tiebreak.BH, Tiebreak.ARO)));
    assertTrue(e.getMessage().contains("C.07 Art. 10"), e.getMessage());
    assertEquals(6, Standings.of(t, List.of(Tiebreak.BH_C1, Tiebreak.BH)).lines().size());
  }
}
