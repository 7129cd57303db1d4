package org.arrocco.tournament.pairing;

import java.util.List;

/**
 * Everything a Swiss pairer needs to pair one round, whatever it was read from (an event, a TRF
 * file): the round to pair, the planned number of rounds, the colour of the top-ranked player in
 * round 1 ({@code NONE} when it is to be inferred from round 1), the points of a win, a draw and a
 * loss in tenths, the entrants by pairing number 1 to N, and the groups of players who must not
 * meet in this round (C.04.3 C1: every two players of a group).
 */
public record PairingRequest(
    int round,
    int totalRounds,
    Colour initialColour,
    Scoring scoring,
    List<Entrant> entrants,
    List<List<Integer>> forbiddenGroups) {
  /** Points in tenths of a won, drawn and lost game. */
  public record Scoring(int win, int draw, int loss) {
    /** FIDE's 1, ½, 0. */
    public static final Scoring STANDARD = new Scoring(10, 5, 0);
  }

  public PairingRequest {
    entrants = List.copyOf(entrants);
    forbiddenGroups = forbiddenGroups.stream().map(List::copyOf).toList();
    if (round < 1 || round > totalRounds) {
      throw new IllegalArgumentException(
          "round " + round + " cannot be paired in an event of " + totalRounds + " rounds");
    }
    for (int i = 0; i < entrants.size(); i++) {
      Entrant e = entrants.get(i);
      if (e.number() != i + 1) {
        throw new IllegalArgumentException("pairing numbers must be 1 to N in order");
      }
      if (e.history().size() != round - 1) {
        throw new IllegalArgumentException(
            "player "
                + e.number()
                + ": "
                + e.history().size()
                + " earlier rounds, not "
                + (round - 1));
      }
      for (RoundEntry r : e.history()) {
        if (r.opponent() > entrants.size() || r.opponent() == e.number()) {
          throw new IllegalArgumentException(
              "player " + e.number() + ": no opponent " + r.opponent() + " in the event");
        }
      }
    }
    for (List<Integer> g : forbiddenGroups) {
      for (int p : g) {
        if (p < 1 || p > entrants.size()) {
          throw new IllegalArgumentException("forbidden pair names no player " + p);
        }
      }
    }
  }
}
