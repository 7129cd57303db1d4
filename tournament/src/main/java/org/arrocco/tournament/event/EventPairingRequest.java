package org.arrocco.tournament.event;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.arrocco.tournament.pairing.Colour;
import org.arrocco.tournament.pairing.Entrant;
import org.arrocco.tournament.pairing.PairingRequest;
import org.arrocco.tournament.pairing.RoundEntry;
import org.arrocco.tournament.trf.Acceleration;

/**
 * The {@link PairingRequest} of an event's next round, built from the event model itself: the
 * entrants numbered by the initial ranking, their rounds as played, who is not to be paired, the
 * forbidden pairs and the Baku acceleration (C.04.5.1). It says what the event's TRF export says to
 * another pairing program, without writing or reading any file.
 */
final class EventPairingRequest {
  private EventPairingRequest() {}

  /**
   * The request before round {@code round}: {@code entrants} the players of the event at that
   * point, {@code notPaired} the entrants with a bye or an absence in that round, {@code colour}
   * the initial colour ({@code W} or {@code B}).
   */
  static PairingRequest of(
      Event event,
      List<Player> entrants,
      int round,
      Map<Integer, ByeKind> notPaired,
      String colour) {
    List<Player> ranked = event.ranking(entrants);
    Map<Integer, Integer> tpn = new HashMap<>();
    for (int i = 0; i < ranked.size(); i++) {
      tpn.put(ranked.get(i).id(), i + 1);
    }
    int rounds = event.settings().rounds();
    int groupA = 0;
    if (event.settings().baku()) {
      // Before round 1 group A comes from the players paired, as round 1 will fix it.
      int last = event.lastOfGroupA();
      int lastId = last != 0 ? last : BakuAcceleration.lastOfGroupA(ranked);
      groupA = tpn.getOrDefault(lastId, 0);
      if (groupA == 0) {
        throw new IllegalStateException("the last player of group A is not among the players");
      }
    }
    List<Entrant> out = new ArrayList<>();
    for (Player p : ranked) {
      int number = tpn.get(p.id());
      List<RoundEntry> history = new ArrayList<>();
      boolean pairedBefore = false;
      for (int r = 1; r < round; r++) {
        RoundEntry e = entry(event, event.round(r), p.id(), tpn);
        history.add(e);
        pairedBefore |= e.paired();
      }
      boolean toBePaired = !notPaired.containsKey(p.id());
      List<Integer> fictitious = new ArrayList<>();
      for (int r = 1; r <= round; r++) {
        fictitious.add(number <= groupA ? Acceleration.bakuTenths(r, rounds) : 0);
      }
      out.add(new Entrant(number, history, toBePaired, toBePaired || pairedBefore, fictitious));
    }
    return new PairingRequest(
        round,
        rounds,
        colour.equals("W") ? Colour.WHITE : Colour.BLACK,
        new PairingRequest.Scoring(
            event.settings().points().win(),
            event.settings().points().draw(),
            event.settings().points().loss()),
        out,
        forbidden(event, tpn));
  }

  private static List<List<Integer>> forbidden(Event event, Map<Integer, Integer> tpn) {
    List<List<Integer>> out = new ArrayList<>();
    for (ForbiddenPair f : event.forbiddenPairs()) {
      Integer a = tpn.get(f.first());
      Integer b = tpn.get(f.second());
      if (a != null && b != null) {
        out.add(List.of(Math.min(a, b), Math.max(a, b)));
      }
    }
    return out;
  }

  /** A player's round: his board (a game or a forfeit), his bye, or not paired. */
  private static RoundEntry entry(Event event, Round round, int id, Map<Integer, Integer> tpn) {
    int points = event.points(round, id);
    for (Board b : round.boards()) {
      if (b.has(id)) {
        if (b.result() == null) {
          throw new IllegalStateException("a round without all its results cannot be paired on");
        }
        boolean white = b.white() == id;
        return new RoundEntry(
            tpn.get(white ? b.black() : b.white()),
            white ? Colour.WHITE : Colour.BLACK,
            points,
            b.result().played() ? RoundEntry.Kind.GAME : RoundEntry.Kind.FORFEIT);
      }
    }
    for (Bye b : round.byes()) {
      if (b.player() == id) {
        return RoundEntry.bye(
            b.kind() == ByeKind.PAIRING ? RoundEntry.Kind.PAIRING_BYE : RoundEntry.Kind.NOT_PAIRED,
            points);
      }
    }
    return RoundEntry.bye(RoundEntry.Kind.NOT_PAIRED, 0);
  }
}
