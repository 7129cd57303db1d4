package org.arrocco.tournament.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The tight pairs of a solved matching against exhaustive search: on random graphs with many equal
 * weights (many optima), a pairing decided pair by pair, each vertex taking the first partner that
 * some optimum gives it, as the Dutch pairer's S1 players do.
 */
class TightGraphTest {

  /** The heaviest perfect matching's weight of the vertices in {@code mask}, or -1 when none. */
  private static long best(long[][] w, int mask, long[] memo) {
    if (mask == 0) {
      return 0;
    }
    if (memo[mask] != Long.MIN_VALUE) {
      return memo[mask];
    }
    int u = Integer.numberOfTrailingZeros(mask);
    int rest = mask & ~(1 << u);
    long b = -1;
    for (int v = u + 1; v < 32; v++) {
      if ((rest & (1 << v)) != 0 && w[u][v] > 0) {
        long sub = best(w, rest & ~(1 << v), memo);
        if (sub >= 0) {
          b = Math.max(b, sub + w[u][v]);
        }
      }
    }
    memo[mask] = b;
    return b;
  }

  /** Whether some optimum holds every pair of {@code fixed} (each vertex's partner, or -1). */
  private static boolean optimalWith(long[][] w, int n, int[] fixed, long optimum) {
    int free = 0;
    long sum = 0;
    for (int v = 0; v < n; v++) {
      if (fixed[v] < 0) {
        free |= 1 << v;
      } else if (fixed[v] > v) {
        if (w[v][fixed[v]] == 0) {
          return false;
        }
        sum += w[v][fixed[v]];
      }
    }
    long[] memo = new long[1 << n];
    Arrays.fill(memo, Long.MIN_VALUE);
    long rest = best(w, free, memo);
    return rest >= 0 && rest + sum == optimum;
  }

  @Test
  void eachVertexTakesItsFirstPartnerThatAnOptimumAllows() {
    Random rnd = new Random(20261129L);
    int decided = 0;
    int refused = 0;
    for (int trial = 0; trial < 600; trial++) {
      int n = 2 * (1 + rnd.nextInt(7));
      MaximumWeightMatching m = new MaximumWeightMatching(n, 12, true);
      long[][] w = new long[n][n];
      int values = 1 + rnd.nextInt(3);
      for (int u = 0; u < n; u++) {
        for (int v = u + 1; v < n; v++) {
          long x = rnd.nextInt(6) == 0 ? 0 : 1 + rnd.nextInt(values) * 8L;
          w[u][v] = x;
          w[v][u] = x;
          m.setWeight(u, v, new long[] {x}, 0);
        }
      }
      int[] solution = m.solve();
      long[] memo = new long[1 << n];
      Arrays.fill(memo, Long.MIN_VALUE);
      long optimum = best(w, (1 << n) - 1, memo);
      TightGraph tight = TightGraph.of(m, solution);
      if (optimum < 0 || tight == null) {
        continue;
      }
      int[] fixed = new int[n];
      Arrays.fill(fixed, -1);
      for (int u = 0; u < n; u++) {
        if (fixed[u] >= 0) {
          continue;
        }
        for (int v = 0; v < n; v++) {
          if (v == u || fixed[v] >= 0) {
            continue;
          }
          fixed[u] = v;
          fixed[v] = u;
          boolean expected = optimalWith(w, n, fixed, optimum);
          fixed[u] = -1;
          fixed[v] = -1;
          boolean got = tight.pairIfOptimal(u, v);
          assertEquals(expected, got, "trial " + trial + ": " + u + "-" + v);
          if (got) {
            decided++;
            break;
          }
          refused++;
        }
        int partner = tight.mate(u);
        fixed[u] = partner;
        fixed[partner] = u;
        tight.fix(u);
        // The present solution is an optimum holding every fixed pair.
        long sum = 0;
        for (int x = 0; x < n; x++) {
          assertEquals(x, tight.mate(tight.mate(x)), "symmetric, trial " + trial);
          if (tight.mate(x) > x) {
            sum += w[x][tight.mate(x)];
          }
        }
        assertEquals(optimum, sum, "trial " + trial);
      }
      int[] partners = new int[n];
      for (int x = 0; x < n; x++) {
        partners[x] = tight.mate(x);
      }
      m.adopt(partners);
    }
    assertTrue(decided > 1000 && refused > 500, decided + " decided, " + refused + " refused");
  }
}
