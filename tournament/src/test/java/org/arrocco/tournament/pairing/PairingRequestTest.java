package org.arrocco.tournament.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.arrocco.tournament.dutch.DutchPairer;
import org.arrocco.tournament.pairing.RoundEntry.Kind;
import org.junit.jupiter.api.Test;

/** A pairing request made by hand, without any file, paired by the Dutch pairer. */
class PairingRequestTest {
  private static Entrant entrant(int number, RoundEntry... history) {
    return new Entrant(number, List.of(history), true, true, List.of(0, 0));
  }

  private static RoundEntry game(int opponent, Colour colour, int points) {
    return new RoundEntry(opponent, colour, points, Kind.GAME);
  }

  @Test
  void aRequestBuiltInMemoryIsPairedByTheRules() throws Exception {
    // Round 1: 1 (White) beat 3, 2 (Black) beat 4.
    PairingRequest request =
        new PairingRequest(
            2,
            5,
            Colour.WHITE,
            PairingRequest.Scoring.STANDARD,
            List.of(
                entrant(1, game(3, Colour.WHITE, 10)),
                entrant(2, game(4, Colour.BLACK, 10)),
                entrant(3, game(1, Colour.BLACK, 0)),
                entrant(4, game(2, Colour.WHITE, 0))),
            List.of());
    // 1.7 colour preferences: 2 and 3 are due White (5.2.1 both granted); score group 1 first.
    assertEquals("2\n2 1\n3 4\n", DutchPairer.pair(request).toPairsFormat());
  }

  @Test
  void aForbiddenPairIsNotPaired() throws Exception {
    PairingRequest request =
        new PairingRequest(
            1,
            5,
            Colour.WHITE,
            PairingRequest.Scoring.STANDARD,
            List.of(
                new Entrant(1, List.of(), true, true, List.of(0)),
                new Entrant(2, List.of(), true, true, List.of(0)),
                new Entrant(3, List.of(), true, true, List.of(0)),
                new Entrant(4, List.of(), true, true, List.of(0))),
            List.of(List.of(1, 3)));
    // C1: 1-3 forbidden, so S1 = {1, 2} meets S2 = {3, 4} transposed: 1-4 and 3-2 (colours 5.2.5).
    assertEquals("2\n1 4\n3 2\n", DutchPairer.pair(request).toPairsFormat());
  }

  @Test
  void aHistoryOfTheWrongLengthIsRefused() {
    Entrant early = new Entrant(1, List.of(), true, true, List.of(0));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                new PairingRequest(
                    2,
                    5,
                    Colour.WHITE,
                    PairingRequest.Scoring.STANDARD,
                    List.of(early),
                    List.of()));
    assertEquals("player 1: 0 earlier rounds, not 1", e.getMessage());
  }
}
