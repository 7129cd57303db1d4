package org.arrocco.tournament.event;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.arrocco.tournament.pairing.PairingRequest;

/**
 * Makes the next round of an event: who plays (round 1: the checked-in players and those with a bye
 * asked for round 1; later: the entrants not withdrawn), who is not paired (requested byes,
 * withdrawals), the Chess960 start position of the round, and the pairing from a {@link
 * RoundPairer} fed with the event's {@link PairingRequest}. Nothing changes in the event when any
 * step fails.
 */
public final class RoundDraw {
  private RoundDraw() {}

  /**
   * Pairs the next round with start position {@code position} (0-959, or -1 for a variant without
   * one) chosen by {@code source} ({@code random} or {@code arbiter}); {@code random} also draws
   * the colour of the top-ranked player in round 1 (by lot, C.04.3 initial colour).
   */
  public static Round pairNext(
      Event event, int position, String source, RoundPairer pairer, RandomGenerator random) {
    return pair(event, position, source, ranked -> pairer, random, null);
  }

  /**
   * Pairs the next round again as it was paired and recorded before (an arbiter's log replayed):
   * the same checks as {@link #pairNext}, the pairing taken from {@code recorded} (boards and PAB,
   * by registration number) instead of a pairer, and the initial colour {@code colour} ({@code W}
   * or {@code B}) where round 1 would draw it. Fails with {@link IllegalStateException} when the
   * event as it stands would not give the recorded round (its entrants or byes differ): the log and
   * the event disagree.
   */
  public static Round replay(Event event, Round recorded, String colour) {
    if (!colour.equals("W") && !colour.equals("B")) {
      throw new IllegalStateException("a recorded round needs its initial colour, not " + colour);
    }
    RandomGenerator lot =
        new RandomGenerator() {
          @Override
          public long nextLong() {
            throw new IllegalStateException("a replayed round draws nothing but its colour");
          }

          @Override
          public boolean nextBoolean() {
            return colour.equals("W");
          }
        };
    return pair(
        event,
        recorded.startPosition(),
        recorded.positionSource(),
        ranked -> (request, round) -> recordedPairing(recorded, ranked),
        lot,
        recorded);
  }

  private static RoundPairer.Pairing recordedPairing(Round recorded, List<Player> ranked) {
    Map<Integer, Integer> tpn = new HashMap<>();
    for (int i = 0; i < ranked.size(); i++) {
      tpn.put(ranked.get(i).id(), i + 1);
    }
    List<RoundPairer.Game> games = new ArrayList<>();
    for (Board b : recorded.boards()) {
      games.add(new RoundPairer.Game(number(tpn, b.white()), number(tpn, b.black())));
    }
    int pab = 0;
    for (Bye y : recorded.byes()) {
      if (y.kind() == ByeKind.PAIRING) {
        pab = number(tpn, y.player());
      }
    }
    return new RoundPairer.Pairing(games, pab);
  }

  private static int number(Map<Integer, Integer> tpn, int id) {
    Integer n = tpn.get(id);
    if (n == null) {
      throw new IllegalStateException("player " + id + " of the recorded round is not an entrant");
    }
    return n;
  }

  /** Makes the pairer once the round's entrants are ranked (a recorded pairing needs them). */
  private interface PairerOf {
    RoundPairer of(List<Player> ranked);
  }

  private static Round pair(
      Event event,
      int position,
      String source,
      PairerOf pairerOf,
      RandomGenerator random,
      Round expected) {
    int r = event.nextRound();
    EventSettings s = event.settings();
    checkReady(event, r);
    boolean chess960 = s.variant().equals("chess960");
    if (chess960 && (position < 0 || position > 959)) {
      throw new Refusal(Refusal.Reason.START_POSITION_RANGE, position);
    }
    List<Player> entrants = new ArrayList<>();
    for (Player p : event.players()) {
      boolean in = r == 1 ? event.entersRoundOne(p) : p.entryRound() > 0;
      if (in) {
        entrants.add(r == 1 ? p.enter(1, 0) : p);
      }
    }
    Map<Integer, ByeKind> notPaired = new HashMap<>();
    for (Player p : entrants) {
      if (!p.playsIn(r)) {
        notPaired.put(p.id(), ByeKind.ZERO); // rules/tournament.md, Byes: a withdrawal, 0 points
      } else {
        event.byeRequest(p.id(), r).ifPresent(b -> notPaired.put(p.id(), b.kind()));
      }
    }
    if (entrants.size() - notPaired.size() < 2) {
      throw new Refusal(
          r == 1 ? Refusal.Reason.TOO_FEW_CHECKED_IN : Refusal.Reason.TOO_FEW_TO_PAIR,
          r,
          entrants.size() - notPaired.size());
    }
    String colour = event.initialColour();
    if (colour.isEmpty()) {
      colour = random.nextBoolean() ? "W" : "B"; // C.04.3: the initial colour is drawn by lot
    }
    PairingRequest request = EventPairingRequest.of(event, entrants, r, notPaired, colour);
    List<Player> ranked = event.ranking(entrants);
    RoundPairer.Pairing pairing = pairerOf.of(ranked).pair(request, r);
    Round round =
        new Round(
            r,
            chess960 ? position : -1,
            chess960 ? source : "",
            boards(pairing, ranked, r),
            byes(pairing, ranked, notPaired));
    checkEveryoneOnce(round, entrants);
    if (expected != null && !round.equals(expected)) {
      throw new IllegalStateException(
          "round " + r + " as recorded does not replay: recorded " + expected + ", now " + round);
    }
    event.addRound(round, colour);
    return round;
  }

  /** Refuses to pair when every round is paired, a result is missing, or the points are unusual. */
  private static void checkReady(Event event, int r) {
    EventSettings s = event.settings();
    if (r > s.rounds()) {
      throw new Refusal(Refusal.Reason.ALL_ROUNDS_PAIRED, s.rounds());
    }
    if (event.completeRounds() < r - 1) {
      Round open = event.round(event.completeRounds() + 1);
      List<Integer> missing = new ArrayList<>();
      for (Board b : open.boards()) {
        if (b.result() == null) {
          missing.add(b.number());
        }
      }
      throw new Refusal(Refusal.Reason.RESULTS_MISSING, open.number(), missing);
    }
    PointSystem p = s.points();
    if (p.win() != 10 || p.draw() != 5 || p.loss() != 0) {
      // The pairer reads the PAB's value from the exported TRF (a 162 P line), the rest as
      // standard.
      throw new Refusal(Refusal.Reason.STANDARD_POINTS_ONLY);
    }
  }

  private static List<Board> boards(RoundPairer.Pairing pairing, List<Player> ranked, int r) {
    List<Board> boards = new ArrayList<>();
    for (RoundPairer.Game g : pairing.boards()) {
      boards.add(
          new Board(boards.size() + 1, id(ranked, g.white(), r), id(ranked, g.black(), r), null));
    }
    return boards;
  }

  private static List<Bye> byes(
      RoundPairer.Pairing pairing, List<Player> ranked, Map<Integer, ByeKind> notPaired) {
    List<Bye> byes = new ArrayList<>();
    if (pairing.pairingBye() != 0) {
      byes.add(new Bye(id(ranked, pairing.pairingBye(), 0), ByeKind.PAIRING));
    }
    for (Player p : ranked) {
      ByeKind k = notPaired.get(p.id());
      if (k != null) {
        byes.add(new Bye(p.id(), k));
      }
    }
    return byes;
  }

  private static int id(List<Player> ranked, int tpn, int r) {
    if (tpn < 1 || tpn > ranked.size()) {
      throw new IllegalStateException("the pairer named an unknown pairing number " + tpn);
    }
    return ranked.get(tpn - 1).id();
  }

  private static void checkEveryoneOnce(Round round, List<Player> entrants) {
    Set<Integer> seen = new HashSet<>();
    for (Board b : round.boards()) {
      if (!seen.add(b.white()) || !seen.add(b.black())) {
        throw new IllegalStateException("the pairer placed a player twice");
      }
    }
    for (Bye b : round.byes()) {
      if (!seen.add(b.player())) {
        throw new IllegalStateException("the pairer paired a player who is not to be paired");
      }
    }
    if (seen.size() != entrants.size()) {
      throw new IllegalStateException("the pairer left players out of round " + round.number());
    }
  }
}
