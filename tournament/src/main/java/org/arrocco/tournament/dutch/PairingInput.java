package org.arrocco.tournament.dutch;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.tournament.pairing.Colour;
import org.arrocco.tournament.pairing.Entrant;
import org.arrocco.tournament.pairing.PairingRequest;
import org.arrocco.tournament.pairing.RoundEntry;

/**
 * The state before pairing a round, read from a {@link PairingRequest}: one {@link PlayerState} per
 * entrant with its scores, colour and float history (forfeits keep their colour but are not played
 * games: C.04.2 3.4, 3.5), and the effective pairing numbers among the entrants who count.
 */
final class PairingInput {

  final List<PlayerState> players; // by id (starting rank - 1)
  final int playedRounds;
  final int totalRounds;
  final Colour initialColour;
  final PairingRequest.Scoring pointSystem;

  private PairingInput(
      List<PlayerState> players,
      int playedRounds,
      int totalRounds,
      Colour initial,
      PairingRequest.Scoring pointSystem) {
    this.pointSystem = pointSystem;
    this.players = players;
    this.playedRounds = playedRounds;
    this.totalRounds = totalRounds;
    this.initialColour = initial;
  }

  /** Reads the state; IllegalArgumentException when the initial colour cannot be inferred. */
  static PairingInput of(PairingRequest request) {
    int played = request.round() - 1;
    List<PlayerState> states = new ArrayList<>(request.entrants().size());
    for (Entrant e : request.entrants()) {
      states.add(state(e, played, request.scoring()));
    }
    int rank = 0;
    for (PlayerState s : states) {
      if (s.valid) {
        s.rankIndex = rank++;
      }
    }
    Colour initial =
        request.initialColour() != Colour.NONE
            ? request.initialColour()
            : inferInitialColour(states);
    return new PairingInput(states, played, request.totalRounds(), initial, request.scoring());
  }

  private static PlayerState state(Entrant e, int played, PairingRequest.Scoring points) {
    PlayerState s = new PlayerState(e.number() - 1);
    s.toBePaired = e.toBePaired();
    s.opponent = new int[played];
    s.points = new int[played];
    s.played = new boolean[played];
    s.participated = new boolean[played];
    s.colour = new Colour[played];
    boolean eligible = true;
    for (int r = 0; r < played; r++) {
      RoundEntry rr = e.history().get(r);
      s.opponent[r] = rr.opponent() - 1;
      s.points[r] = rr.points();
      s.played[r] = rr.played();
      s.participated[r] = rr.paired();
      s.colour[r] = rr.colour();
      // C2 (C.04.1 Art. 4): a player who scored a win's points without playing (PAB, F bye,
      // forfeit win) cannot receive the pairing-allocated bye.
      if (!rr.played() && s.points[r] >= points.win()) {
        eligible = false;
      }
      // C2 (C.04.1 Art. 4): nor can one who already received it, whatever it was worth (a PAB
      // of half a point or none).
      if (rr.pairingAllocatedBye()) {
        eligible = false;
      }
      s.score += s.points[r];
    }
    s.standingScore = s.score;
    s.fictitious = new int[played + 1];
    for (int r = 0; r <= played; r++) {
      s.fictitious[r] = e.fictitious().get(r);
    }
    // C.04.5: the brackets of an accelerated round are formed by score plus fictitious points.
    s.score += s.fictitious[played];
    s.valid = e.counted();
    s.participatedBefore = e.pairedBefore();
    s.eligibleForBye = eligible;
    colourData(s, played);
    return s;
  }

  /** 1.6, 1.7: colour difference, preference (absolute, strong, mild) from played games only. */
  private static void colourData(PlayerState s, int played) {
    int white = 0;
    int black = 0;
    int run = 0;
    Colour last = Colour.NONE;
    for (int r = 0; r < played; r++) {
      if (!s.played[r]) {
        continue;
      }
      s.playedGames++;
      if (s.colour[r] == Colour.WHITE) {
        white++;
      } else {
        black++;
      }
      run = (run == 0 || s.colour[r] != last) ? 1 : run + 1;
      last = s.colour[r];
    }
    Colour lower = white > black ? Colour.BLACK : Colour.WHITE;
    s.colourImbalance = Math.abs(white - black);
    if (s.colourImbalance > 1) {
      s.colourPreference = lower;
    } else if (run > 1) {
      s.colourPreference = last.opposite();
    } else if (s.colourImbalance > 0) {
      s.colourPreference = lower;
    } else if (run > 0) {
      s.colourPreference = last.opposite();
    }
    s.repeatedColour = run > 1 ? last : Colour.NONE;
    s.strongPreference = !s.absolutePreference() && s.colourImbalance > 0;
  }

  /** The initial colour that the history of {@code entrants} implies (all their rounds). */
  static Colour initialColourOf(List<Entrant> entrants) {
    List<PlayerState> states = new ArrayList<>();
    for (Entrant e : entrants) {
      states.add(state(e, e.history().size(), PairingRequest.Scoring.STANDARD));
    }
    return inferInitialColour(states);
  }

  /**
   * Without XXC/152: the colour of the top player of the first round in which colours were given,
   * counted by effective pairing number in that round (as the reference engine infers it).
   */
  private static Colour inferInitialColour(List<PlayerState> states) {
    int minRound = Integer.MAX_VALUE;
    for (PlayerState s : states) {
      if (!s.valid) {
        continue;
      }
      for (int r = 0; r < s.colour.length; r++) {
        if (s.colour[r] != Colour.NONE) {
          minRound = Math.min(minRound, r);
        }
      }
    }
    if (minRound == Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          "the initial colour is not given (XXC white1/black1 or 152 W/B) and cannot be inferred");
    }
    Colour result = Colour.NONE;
    int number = 0;
    for (PlayerState s : states) {
      boolean present = false;
      for (int r = 0; r <= minRound && r < s.participated.length; r++) {
        present |= s.participated[r];
      }
      if (present) {
        if (result == Colour.NONE) {
          Colour c = s.colour[minRound];
          result = (number & 1) != 0 ? c.opposite() : c;
        }
        number++;
      }
    }
    if (result == Colour.NONE) {
      throw new IllegalArgumentException("the initial colour is not given (XXC or 152)");
    }
    return result;
  }
}
