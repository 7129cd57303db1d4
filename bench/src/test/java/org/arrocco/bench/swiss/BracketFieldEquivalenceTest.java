package org.arrocco.bench.swiss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.arrocco.bench.RandomSwissEvent;
import org.arrocco.tournament.dutch.DutchPairer;
import org.arrocco.tournament.dutch.NoLegalPairingException;
import org.arrocco.tournament.pairing.PairingRequest;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfDocument;
import org.arrocco.tournament.trf.TrfPairing;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Brackets paired on their own give, board for board, what the whole field's matching gives (the
 * procedure checked against the reference engine on every reference round), on random events of
 * every size and stage: odd and even fields, byes, absences, forfeits, colour and float histories.
 */
class BracketFieldEquivalenceTest {
  private static PairingRequest request(int players, int rounds, int played, long seed) {
    String trf = RandomSwissEvent.trf(players, rounds, played, seed);
    return TrfPairing.request(Tournament.of(TrfDocument.parse(trf)));
  }

  /** The pairs, or why there are none (a small random event can leave no legal pairing). */
  private static String outcome(PairingRequest r, boolean wholeField) {
    try {
      return (wholeField ? DutchPairer.pairOnWholeField(r) : DutchPairer.pair(r)).toPairsFormat();
    } catch (NoLegalPairingException e) {
      return e.getMessage();
    }
  }

  private static void same(int players, int rounds, int played, long seed) {
    PairingRequest r = request(players, rounds, played, seed);
    assertEquals(
        outcome(r, true),
        outcome(r, false),
        players + " players, round " + (played + 1) + " of " + rounds + ", seed " + seed);
  }

  @Test
  void smallEventsAtEveryRound() {
    for (int players = 7; players <= 41; players += 3) {
      for (int played = 1; played <= 8; played++) {
        same(players, 9, played, 1000L * players + played);
      }
    }
  }

  @Test
  void lastRoundsWhereTopscorersMayMeetTheirColour() {
    for (int players = 10; players <= 60; players += 5) {
      same(players, 7, 6, 7L * players);
      same(players + 1, 5, 4, 5L * players);
    }
  }

  @Test
  void largerFields() {
    for (int players : new int[] {80, 121, 160}) {
      for (int played : new int[] {2, 4, 7}) {
        same(players, 9, played, players + played);
      }
    }
  }

  /** Many more events, odd and even, every stage (-Pslow). */
  @Test
  @Tag("slow")
  void manyEvents() {
    for (long seed = 1; seed <= 60; seed++) {
      int players = 20 + (int) (seed * 37 % 280);
      for (int played = 1; played <= 8; played++) {
        same(players + (int) (seed & 1), 9, played, seed * 100 + played);
      }
    }
  }
}
