package org.arrocco.tournament.event;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The invariants of a stored {@link Event}, checked whenever one is built from its parts (read from
 * its file, or about to replace the event after a take-back): players and rounds numbered in order,
 * each entrant of a paired round on exactly one board or bye and nobody else, seeds only for
 * players already paired, bye requests of known players for rounds not yet paired once each,
 * forbidden pairs of known players once each, and the Baku acceleration's group A named once round
 * 1 is paired.
 */
final class EventInvariants {
  private static final String IN_ORDER = "but they must be numbered 1, 2, 3, ... in order";

  private EventInvariants() {}

  /**
   * Checks the stored parts of an event (see {@link Event}), refusing the first thing wrong with a
   * one-line reason that names its place.
   */
  static void check(
      EventSettings settings,
      String initialColour,
      List<Player> players,
      List<Round> rounds,
      List<ByeRequest> byeRequests,
      List<ForbiddenPair> forbiddenPairs,
      int lastOfGroupA) {
    if (!initialColour.isEmpty() && !initialColour.equals("W") && !initialColour.equals("B")) {
      throw new IllegalArgumentException("initial colour must be W or B");
    }
    Set<Integer> ids = new HashSet<>();
    for (int i = 0; i < players.size(); i++) {
      if (players.get(i).id() != i + 1) {
        throw new IllegalArgumentException(
            "players: item " + (i + 1) + " has id " + players.get(i).id() + ", " + IN_ORDER);
      }
      ids.add(players.get(i).id());
      // Round 1 enters exactly the players checked in (rules/tournament.md: late entry from round
      // 2).
      Player p = players.get(i);
      if (rounds.isEmpty() && p.entryRound() == 1 && !p.checkedIn()) {
        throw new IllegalArgumentException(
            "player " + p.id() + " entered round 1 without checking in");
      }
    }
    if (rounds.size() > settings.rounds()) {
      throw new IllegalArgumentException(
          rounds.size() + " rounds stored, but the event has " + settings.rounds());
    }
    for (int r = 0; r < rounds.size(); r++) {
      Round round = rounds.get(r);
      if (round.number() != r + 1) {
        throw new IllegalArgumentException(
            "rounds: item " + (r + 1) + " has number " + round.number() + ", " + IN_ORDER);
      }
      for (int i = 0; i < round.boards().size(); i++) {
        if (round.boards().get(i).number() != i + 1) {
          throw new IllegalArgumentException(
              "round "
                  + round.number()
                  + ": boards item "
                  + (i + 1)
                  + " has number "
                  + round.boards().get(i).number()
                  + ", "
                  + IN_ORDER);
        }
      }
      Map<Integer, String> seat = new HashMap<>();
      for (Board b : round.boards()) {
        seatOnce(round, seat, b.white(), "board " + b.number());
        seatOnce(round, seat, b.black(), "board " + b.number());
      }
      for (Bye b : round.byes()) {
        seatOnce(round, seat, b.player(), "a bye");
      }
      Set<Integer> seen = seat.keySet();
      for (int id : seen) {
        if (!ids.contains(id)) {
          throw new IllegalArgumentException("round " + round.number() + ": unknown player " + id);
        }
      }
      for (Board b : round.boards()) {
        for (int id : new int[] {b.white(), b.black()}) {
          if (players.get(id - 1).entryRound() == 0) {
            throw new IllegalArgumentException(
                "round "
                    + round.number()
                    + ": player "
                    + id
                    + " plays on board "
                    + b.number()
                    + " but has not entered the event");
          }
        }
      }
      for (Bye b : round.byes()) {
        if (players.get(b.player() - 1).entryRound() == 0) {
          throw new IllegalArgumentException(
              "round "
                  + round.number()
                  + ": player "
                  + b.player()
                  + " has a bye but has not entered the event");
        }
      }
      for (Player p : players) {
        if (p.entryRound() > 0 && p.entryRound() <= round.number() && !seen.contains(p.id())) {
          throw new IllegalArgumentException(
              "round " + round.number() + ": player " + p.id() + " has no board and no bye");
        }
      }
    }
    for (Player p : players) {
      if (p.seed() != null && !p.enteredBy(rounds.size())) {
        throw new IllegalArgumentException(
            "player " + p.id() + " has a seed but has not been paired yet");
      }
    }
    checkByeRequests(players, rounds, byeRequests);
    Set<ForbiddenPair> pairs = new HashSet<>();
    for (ForbiddenPair f : forbiddenPairs) {
      // Players are numbered 1..n and a pair lists the lower first: only the second can be unknown.
      if (!ids.contains(f.second())) {
        throw new IllegalArgumentException(
            "forbidden pair " + f.first() + " " + f.second() + ": unknown player " + f.second());
      }
      if (players.get(f.first() - 1).deleted() || players.get(f.second() - 1).deleted()) {
        throw new IllegalArgumentException(
            "forbidden pair " + f.first() + " " + f.second() + ": a registration was deleted");
      }
      if (!pairs.add(f)) {
        throw new IllegalArgumentException(
            "forbidden pair " + f.first() + " " + f.second() + " is listed twice");
      }
    }
    checkGroupA(settings, players, rounds, lastOfGroupA);
  }

  /**
   * Byes asked for ahead: by a known player, for a round still to pair (pairing a round uses up its
   * requests), once per player and round.
   */
  private static void checkByeRequests(
      List<Player> players, List<Round> rounds, List<ByeRequest> byeRequests) {
    Set<List<Integer>> asked = new HashSet<>();
    for (ByeRequest b : byeRequests) {
      String which = "bye request of player " + b.player() + " for round " + b.round();
      if (b.player() < 1 || b.player() > players.size()) {
        throw new IllegalArgumentException(which + ": unknown player " + b.player());
      }
      if (players.get(b.player() - 1).deleted()) {
        throw new IllegalArgumentException(which + ": the registration was deleted");
      }
      if (b.round() <= rounds.size()) {
        throw new IllegalArgumentException(
            which + ": round " + b.round() + " is paired already (" + rounds.size() + " paired)");
      }
      if (!asked.add(List.of(b.player(), b.round()))) {
        throw new IllegalArgumentException(which + " is listed twice");
      }
    }
  }

  /** Group A of the Baku acceleration: named by its last player once round 1 is paired. */
  private static void checkGroupA(
      EventSettings settings, List<Player> players, List<Round> rounds, int lastOfGroupA) {
    boolean fixed = settings.baku() && !rounds.isEmpty();
    if (fixed && lastOfGroupA == 0) {
      throw new IllegalArgumentException(
          "a Baku event names the last player of group A once round 1 is paired");
    }
    if (!fixed && lastOfGroupA != 0) {
      throw new IllegalArgumentException(
          "the last player of group A is set only in a Baku event once round 1 is paired");
    }
    if (fixed
        && (lastOfGroupA < 1
            || lastOfGroupA > players.size()
            || players.get(lastOfGroupA - 1).entryRound() != 1)) {
      throw new IllegalArgumentException(
          "the last player of group A, " + lastOfGroupA + ", must be a player of round 1");
    }
  }

  /** Places a player once in a round; a second place is refused, naming both. */
  private static void seatOnce(Round round, Map<Integer, String> seat, int player, String where) {
    String before = seat.putIfAbsent(player, where);
    if (before != null) {
      throw new IllegalArgumentException(
          "round " + round.number() + ": player " + player + " has " + before + " and " + where);
    }
  }
}
