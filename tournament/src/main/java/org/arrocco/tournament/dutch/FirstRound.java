package org.arrocco.tournament.dutch;

import java.util.List;

/**
 * The first round of an event without forbidden pairs or acceleration: one homogeneous bracket
 * whose pairing C.04.3 fixes outright. Nobody has a colour or float history, so every pair is
 * compatible (C1, C3) and equally good for C8-C21; the first candidate of the bracket, S1 against
 * S2 in pairing-number order with no transposition and no exchange (3.3, 4.2), is then the pairing,
 * and with an odd number of players the last one, left over in S2, gets the PAB (C5 and C9 cannot
 * tell the players apart). The general procedure of {@link BracketPairing} gives the same pairing
 * (tested); this one takes linear time, where the matching needs a cubic one.
 */
final class FirstRound {
  private FirstRound() {}

  /** True when {@code sorted} (the players to pair, in 1.2 order) form such a bracket. */
  static boolean applies(PairingInput in, List<PlayerState> sorted, List<int[]> forbiddenGroups) {
    if (in.playedRounds != 0 || sorted.isEmpty()) {
      return false;
    }
    int score = sorted.get(0).score;
    boolean[] toPair = new boolean[in.players.size()];
    for (PlayerState p : sorted) {
      if (p.score != score || !p.eligibleForBye) {
        return false;
      }
      toPair[p.id] = true;
    }
    for (int[] group : forbiddenGroups) {
      int inRound = 0;
      for (int number : group) {
        inRound += toPair[number - 1] ? 1 : 0;
      }
      if (inRound > 1) {
        return false; // C1 forbids a pair among the players to pair
      }
    }
    return true;
  }

  /** Writes the partners (by id; -1 for the PAB) of S1 against S2. */
  static void pair(List<PlayerState> sorted, int[] partnerById) {
    int half = sorted.size() / 2;
    for (int i = 0; i < half; i++) {
      int a = sorted.get(i).id;
      int b = sorted.get(half + i).id;
      partnerById[a] = b;
      partnerById[b] = a;
    }
  }
}
