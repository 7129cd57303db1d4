package org.arrocco.tournament.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.arrocco.tournament.pairing.Colour;
import org.arrocco.tournament.pairing.Entrant;
import org.arrocco.tournament.pairing.PairingRequest;
import org.junit.jupiter.api.Test;

/**
 * The pairer's shortcuts for structured rounds give what the general procedure gives: the same
 * requests are paired both ways and must agree board for board.
 */
class ShortcutEquivalenceTest {
  private static PairingRequest firstRound(int players, Random rnd, List<List<Integer>> forbidden) {
    List<Entrant> entrants = new ArrayList<>();
    for (int i = 1; i <= players; i++) {
      boolean present = rnd.nextInt(10) != 0;
      entrants.add(new Entrant(i, List.of(), present, present, List.of(0)));
    }
    return new PairingRequest(
        1,
        7,
        rnd.nextBoolean() ? Colour.WHITE : Colour.BLACK,
        PairingRequest.Scoring.STANDARD,
        entrants,
        forbidden);
  }

  @Test
  void firstRoundsOfEverySizeAsTheGeneralProcedure() throws Exception {
    Random rnd = new Random(30);
    for (int players = 2; players <= 90; players++) {
      for (int k = 0; k < 3; k++) {
        PairingRequest r = firstRound(players, rnd, List.of());
        assertEquals(
            DutchPairer.pair(r, false).toPairsFormat(),
            DutchPairer.pair(r, true).toPairsFormat(),
            players + " players, try " + k);
      }
    }
  }

  @Test
  void aForbiddenPairOfAbsentPlayersKeepsTheShortcut() throws Exception {
    Random rnd = new Random(31);
    for (int players = 4; players <= 40; players++) {
      PairingRequest r = firstRound(players, rnd, List.of(List.of(1, players / 2 + 1)));
      assertEquals(
          DutchPairer.pair(r, false).toPairsFormat(),
          DutchPairer.pair(r, true).toPairsFormat(),
          players + " players");
    }
  }
}
