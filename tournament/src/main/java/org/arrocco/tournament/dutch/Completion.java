package org.arrocco.tournament.dutch;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.tournament.matching.CardinalityMatching;

/**
 * Whether what a bracket paired on its own ({@link BracketField}) is what the whole field would
 * pair: the players it floats (D) and the next score group (G) can form the next bracket as full as
 * C8 ever allows (every player of D paired with one of G, the rest of G among themselves but one
 * when their number is odd), and that one, the players below and the PAB (C4, with the PAB going to
 * a player who may take it, C2) can all be paired. Pairs are those C1 and C3 allow.
 */
final class Completion {
  private static final int TRIES = 3;

  private Completion() {}

  /**
   * @param floaters D, players in pairing order
   * @param nextGroup G
   * @param belowFrom the first player below G (all of them are unpaired)
   */
  static boolean holds(
      List<PlayerState> sorted,
      EdgeWeights weights,
      List<Integer> floaters,
      List<Integer> nextGroup,
      int belowFrom,
      EdgeWeights.Bye bye) {
    int d = floaters.size();
    int g = nextGroup.size();
    boolean dummy = (sorted.size() & 1) != 0;
    if (g == 0) {
      // The last bracket: nothing is left below it but the PAB.
      if (!dummy) {
        return d == 0;
      }
      PlayerState p = d == 1 ? sorted.get(floaters.get(0)) : null;
      return p != null && p.eligibleForBye && p.score <= bye.score;
    }
    if (d > g) {
      return false;
    }
    List<Integer> below = new ArrayList<>();
    for (int p = belowFrom; p < sorted.size(); p++) {
      below.add(p);
    }
    List<Integer> group = new ArrayList<>(floaters);
    group.addAll(nextGroup);
    boolean odd = ((d + g) & 1) != 0;
    boolean[] barred = new boolean[g];
    for (int attempt = 0; attempt < TRIES; attempt++) {
      int exit = d + g;
      CardinalityMatching.Edges next =
          (a, b) -> {
            if (a > b) {
              int t = a;
              a = b;
              b = t;
            }
            if (b == exit) {
              return a >= d && !barred[a - d];
            }
            return b >= d && compatible(sorted, weights, group.get(a), group.get(b));
          };
      int[] mate = CardinalityMatching.maximum(d + g + (odd ? 1 : 0), next);
      for (int v : mate) {
        if (v < 0) {
          return false;
        }
      }
      List<Integer> rest = new ArrayList<>(below);
      int left = -1;
      if (odd) {
        left = mate[exit] - d;
        rest.add(0, nextGroup.get(left));
      }
      if (pairable(sorted, weights, rest, dummy, bye)) {
        return true;
      }
      if (!odd) {
        return false;
      }
      barred[left] = true;
    }
    return false;
  }

  private static boolean compatible(List<PlayerState> sorted, EdgeWeights w, int a, int b) {
    return w.compatible(sorted.get(a), sorted.get(b));
  }

  /** Whether {@code players} and, in an odd round, the PAB can all be paired. */
  private static boolean pairable(
      List<PlayerState> sorted,
      EdgeWeights weights,
      List<Integer> players,
      boolean dummy,
      EdgeWeights.Bye bye) {
    int n = players.size();
    int vertices = n + (dummy ? 1 : 0);
    return CardinalityMatching.perfect(
        vertices,
        (a, b) -> {
          if (a == n || b == n) {
            PlayerState p = sorted.get(players.get(a == n ? b : a));
            return p.eligibleForBye && p.score <= bye.score;
          }
          return weights.compatible(sorted.get(players.get(a)), sorted.get(players.get(b)));
        });
  }
}
