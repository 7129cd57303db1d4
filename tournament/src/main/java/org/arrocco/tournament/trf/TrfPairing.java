package org.arrocco.tournament.trf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.arrocco.tournament.pairing.Entrant;
import org.arrocco.tournament.pairing.PairingRequest;
import org.arrocco.tournament.pairing.RoundEntry;

/**
 * Reads the {@link PairingRequest} of the next round from a TRF tournament, the way the reference
 * engine reads the file (see the reference README): the round to pair is the one after the last
 * round in which anybody was paired; a round entry of that round (only {@code H}, {@code Z}, {@code
 * F}) or a {@code 240} record marks a player not to be paired; forfeits keep their colour but are
 * not played games (C.04.2 3.4, 3.5); blank or missing earlier rounds score 0.
 */
public final class TrfPairing {
  private TrfPairing() {}

  /** The next round's request; IllegalArgumentException when the file cannot be paired as is. */
  public static PairingRequest request(Tournament t) {
    t.requireRanksWithoutGaps(
        "pairing needs starting ranks 1-" + t.players().size() + " without gaps");
    int played = roundsPaired(t);
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
    Set<Integer> absent = t.announcedByes(played + 1);
    PointSystem points = t.pointSystem();
    Acceleration fictitious = Acceleration.of(t, played + 1);
    List<Entrant> entrants = new ArrayList<>(t.players().size());
    for (PlayerRecord p : t.players()) {
      entrants.add(entrant(p, played, points, fictitious, absent.contains(p.startRank())));
    }
    List<List<Integer>> forbidden = new ArrayList<>();
    for (int[] g : t.forbiddenGroups(played + 1)) {
      forbidden.add(Arrays.stream(g).boxed().toList());
    }
    return new PairingRequest(
        played + 1,
        t.totalRounds(),
        colour(t.initialColour()),
        new PairingRequest.Scoring(points.win(), points.draw(), points.loss()),
        entrants,
        forbidden);
  }

  /**
   * The rounds already paired: up to the last round in which anybody was paired, or one more when
   * every player has an entry for it (a round of byes and absences only).
   */
  static int roundsPaired(Tournament t) {
    List<PlayerRecord> records = t.players();
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
    return everyoneAhead ? played + 1 : played;
  }

  /**
   * Every round of a finished tournament as the history of its players, for a pairer that infers
   * the initial colour from round 1.
   */
  public static List<Entrant> history(Tournament t) {
    List<Entrant> out = new ArrayList<>();
    for (PlayerRecord p : t.players()) {
      out.add(entrant(p, t.roundsInFile(), t.pointSystem(), Acceleration.NONE, false));
    }
    return out;
  }

  private static Entrant entrant(
      PlayerRecord p, int played, PointSystem points, Acceleration acc, boolean announcedAbsent) {
    List<RoundEntry> history = new ArrayList<>(played);
    boolean participated = false;
    for (int r = 1; r <= played; r++) {
      RoundResult rr = p.round(r);
      if (rr == null) {
        rr = new RoundResult(0, Colour.NONE, ResultCode.BLANK);
      }
      history.add(entry(rr, points));
      participated |= rr.paired();
    }
    int entries = p.rounds().size();
    for (int r = played + 1; r <= entries; r++) {
      participated |= p.round(r).paired();
    }
    boolean toBePaired = entries <= played && !announcedAbsent;
    // A player counts for the effective pairing numbers when he is to be paired, or when he was
    // paired in some round of the file (an announced absence does not count).
    boolean counted = announcedAbsent ? participated : entries <= played || participated;
    List<Integer> fictitious = new ArrayList<>(played + 1);
    for (int r = 1; r <= played + 1; r++) {
      fictitious.add(acc.tenths(p.startRank(), r));
    }
    return new Entrant(p.startRank(), history, toBePaired, counted, fictitious);
  }

  private static RoundEntry entry(RoundResult rr, PointSystem points) {
    RoundEntry.Kind kind;
    if (rr.played()) {
      kind = RoundEntry.Kind.GAME;
    } else if (rr.opponent() != 0) {
      kind = RoundEntry.Kind.FORFEIT;
    } else if (rr.pairingAllocatedBye()) {
      kind = RoundEntry.Kind.PAIRING_BYE;
    } else {
      kind = RoundEntry.Kind.NOT_PAIRED;
    }
    return new RoundEntry(rr.opponent(), colour(rr.colour()), points.points(rr), kind);
  }

  /** The pairing model's colour for a TRF colour. */
  public static org.arrocco.tournament.pairing.Colour colour(Colour c) {
    return switch (c) {
      case WHITE -> org.arrocco.tournament.pairing.Colour.WHITE;
      case BLACK -> org.arrocco.tournament.pairing.Colour.BLACK;
      default -> org.arrocco.tournament.pairing.Colour.NONE;
    };
  }
}
