package org.arrocco.tournament.dutch;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.tournament.trf.Acceleration;
import org.arrocco.tournament.trf.Colour;
import org.arrocco.tournament.trf.PlayerRecord;
import org.arrocco.tournament.trf.PointSystem;
import org.arrocco.tournament.trf.ResultCode;
import org.arrocco.tournament.trf.RoundResult;
import org.arrocco.tournament.trf.Tournament;

/**
 * The state before pairing the next round, read from a TRF model the way the reference engine reads
 * it (see the reference README): the round to pair is the one after the last round in which anybody
 * was paired; a round entry of that round (only {@code H}, {@code Z}, {@code F}) marks a player not
 * to be paired; forfeits keep their colour but are not played games (C.04.2 3.4, 3.5: they do not
 * count for colours nor forbid a rematch); blank or missing earlier rounds score 0.
 */
final class PairingInput {

  final List<PlayerState> players; // by id (starting rank - 1)
  final int playedRounds;
  final int totalRounds;
  final Colour initialColour;
  final PointSystem pointSystem;

  private PairingInput(
      List<PlayerState> players,
      int playedRounds,
      int totalRounds,
      Colour initial,
      PointSystem pointSystem) {
    this.pointSystem = pointSystem;
    this.players = players;
    this.playedRounds = playedRounds;
    this.totalRounds = totalRounds;
    this.initialColour = initial;
  }

  /** Refuses a gap in the starting ranks, naming the line of the first player after it. */
  static void requireRanks(Tournament t) {
    t.requireRanksWithoutGaps(
        "pairing needs starting ranks 1-" + t.players().size() + " without gaps");
  }

  /** Reads the state; IllegalArgumentException when the file cannot be paired as it is. */
  static PairingInput of(Tournament t) {
    List<PlayerRecord> records = t.players();
    requireRanks(t);
    int played = 0;
    for (PlayerRecord p : records) {
      List<RoundResult> rs = p.rounds();
      for (int k = 0; k < rs.size(); k++) {
        played = Math.max(played, rs.get(k).paired() ? k + 1 : k);
      }
    }
    boolean everyoneAhead = !records.isEmpty();
    for (PlayerRecord p : records) {
      if (p.rounds().size() <= played) {
        everyoneAhead = false;
      }
    }
    if (everyoneAhead) {
      played++;
    }
    if (t.totalRounds() == 0) {
      throw new IllegalArgumentException(
          "the total number of rounds is not given (XXR or 142 line)");
    }
    if (played > t.totalRounds() - 1) {
      throw new IllegalArgumentException(
          "all "
              + t.totalRounds()
              + " rounds are already paired (XXR/142 gives the total number of rounds)");
    }
    java.util.Set<Integer> absent = t.announcedByes(played + 1);
    PointSystem points = t.pointSystem();
    Acceleration fictitious = Acceleration.of(t, played + 1);
    List<PlayerState> states = new ArrayList<>(records.size());
    for (PlayerRecord p : records) {
      PlayerState s = state(p, played, points, fictitious);
      if (absent.contains(p.startRank()) && s.toBePaired) {
        // A 240 record announces the absence: like a bye entry for the round being paired.
        s.toBePaired = false;
        s.valid = s.participatedBefore;
      }
      states.add(s);
    }
    int rank = 0;
    for (PlayerState s : states) {
      if (s.valid) {
        s.rankIndex = rank++;
      }
    }
    Colour initial =
        t.initialColour() != Colour.NONE ? t.initialColour() : inferInitialColour(states);
    return new PairingInput(states, played, t.totalRounds(), initial, points);
  }

  private static PlayerState state(
      PlayerRecord p, int played, PointSystem points, Acceleration fictitious) {
    PlayerState s = new PlayerState(p.startRank() - 1);
    int entries = p.rounds().size();
    s.toBePaired = entries <= played;
    s.opponent = new int[played];
    s.points = new int[played];
    s.played = new boolean[played];
    s.participated = new boolean[played];
    s.colour = new Colour[played];
    boolean anyParticipation = false;
    boolean eligible = true;
    for (int r = 0; r < played; r++) {
      RoundResult rr = p.round(r + 1);
      if (rr == null) {
        rr = new RoundResult(0, Colour.NONE, ResultCode.BLANK);
      }
      s.opponent[r] = rr.opponent() - 1;
      s.points[r] = points.points(rr);
      s.played[r] = rr.played();
      s.participated[r] = rr.paired();
      s.colour[r] = rr.colour();
      anyParticipation |= rr.paired();
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
    for (int r = played; r < entries; r++) {
      anyParticipation |= p.round(r + 1).paired();
    }
    s.standingScore = s.score;
    s.fictitious = new int[played + 1];
    for (int r = 0; r <= played; r++) {
      s.fictitious[r] = fictitious.tenths(p.startRank(), r + 1);
    }
    // C.04.5: the brackets of an accelerated round are formed by score plus fictitious points.
    s.score += s.fictitious[played];
    s.valid = entries <= played || anyParticipation;
    s.participatedBefore = anyParticipation;
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

  /** The initial colour a finished tournament implies (see {@link #inferInitialColour}). */
  static Colour initialColourOf(Tournament t) {
    int rounds = t.roundsInFile();
    List<PlayerState> states = new ArrayList<>();
    for (PlayerRecord p : t.players()) {
      states.add(state(p, rounds, t.pointSystem(), Acceleration.NONE));
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
