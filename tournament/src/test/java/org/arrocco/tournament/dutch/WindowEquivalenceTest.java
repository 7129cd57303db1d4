package org.arrocco.tournament.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.arrocco.tournament.pairing.Colour;
import org.arrocco.tournament.pairing.Entrant;
import org.arrocco.tournament.pairing.PairingRequest;
import org.arrocco.tournament.pairing.RoundEntry;
import org.junit.jupiter.api.Test;

/**
 * Brackets solved on a window of the field ({@link WindowMatching}) pair every round exactly as the
 * matching over the whole field does: events played round by round with the Dutch pairings
 * themselves, random results, absences, half-point byes and forfeits, each round paired both ways.
 */
class WindowEquivalenceTest {
  /** An event of {@code players} after {@code rounds} rounds played with our own pairings. */
  static final class Event {
    final int players;
    final int totalRounds;
    final List<List<RoundEntry>> history = new ArrayList<>();
    final Random rnd;

    Event(int players, int totalRounds, long seed) {
      this.players = players;
      this.totalRounds = totalRounds;
      this.rnd = new Random(seed);
      for (int i = 0; i < players; i++) {
        history.add(new ArrayList<>());
      }
    }

    PairingRequest next(boolean[] present) {
      int round = history.get(0).size() + 1;
      List<Entrant> entrants = new ArrayList<>();
      for (int i = 0; i < players; i++) {
        List<Integer> fictitious = new ArrayList<>();
        for (int r = 0; r < round; r++) {
          fictitious.add(0);
        }
        entrants.add(new Entrant(i + 1, history.get(i), present[i], true, fictitious));
      }
      return new PairingRequest(
          round,
          totalRounds,
          Colour.WHITE,
          PairingRequest.Scoring.STANDARD,
          entrants,
          List.of());
    }

    boolean[] presence() {
      boolean[] present = new boolean[players];
      for (int i = 0; i < players; i++) {
        present[i] = rnd.nextInt(100) >= 4;
      }
      return present;
    }

    void play(RoundPairing pairing, boolean[] present) {
      RoundEntry[] entry = new RoundEntry[players];
      for (Board b : pairing.boards()) {
        int x = rnd.nextInt(100);
        int white = b.white() - 1;
        int black = b.black() - 1;
        // Stronger (lower number) players win more often.
        int bias = white < black ? 10 : -10;
        if (x < 3) {
          entry[white] = new RoundEntry(black + 1, Colour.WHITE, 10, RoundEntry.Kind.FORFEIT);
          entry[black] = new RoundEntry(white + 1, Colour.BLACK, 0, RoundEntry.Kind.FORFEIT);
          continue;
        }
        int whitePoints = x < 38 + bias ? 10 : x < 68 + bias ? 5 : 0;
        entry[white] = new RoundEntry(black + 1, Colour.WHITE, whitePoints, RoundEntry.Kind.GAME);
        entry[black] =
            new RoundEntry(white + 1, Colour.BLACK, 10 - whitePoints, RoundEntry.Kind.GAME);
      }
      if (pairing.byePlayer() != 0) {
        entry[pairing.byePlayer() - 1] = RoundEntry.bye(RoundEntry.Kind.PAIRING_BYE, 10);
      }
      for (int i = 0; i < players; i++) {
        if (entry[i] == null) {
          entry[i] = RoundEntry.bye(RoundEntry.Kind.NOT_PAIRED, present[i] ? 0 : 5);
        }
        history.get(i).add(entry[i]);
      }
    }
  }

  private static void playBothWays(int players, int rounds, long seed) throws Exception {
    Event event = new Event(players, rounds, seed);
    for (int r = 1; r <= rounds; r++) {
      boolean[] present = event.presence();
      PairingRequest request = event.next(present);
      RoundPairing windowed = DutchPairer.pair(request, true);
      assertEquals(
          DutchPairer.pair(request, false).toPairsFormat(),
          windowed.toPairsFormat(),
          players + " players, seed " + seed + ", round " + r);
      event.play(windowed, present);
    }
  }

  @Test
  void lateRoundsOfMidSizeEventsAsTheWholeField() throws Exception {
    playBothWays(120, 9, 1);
    playBothWays(161, 7, 2);
    playBothWays(200, 9, 3);
  }
}
