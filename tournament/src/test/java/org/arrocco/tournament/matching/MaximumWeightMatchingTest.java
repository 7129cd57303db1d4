package org.arrocco.tournament.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The blossom matching against exhaustive search on small random graphs. */
class MaximumWeightMatchingTest {

  /** Best total weight over all matchings, by dynamic programming over vertex subsets. */
  private static BigInteger bruteForce(BigInteger[][] w, int n) {
    BigInteger[] best = new BigInteger[1 << n];
    best[0] = BigInteger.ZERO;
    for (int mask = 1; mask < (1 << n); mask++) {
      int u = Integer.numberOfTrailingZeros(mask);
      int rest = mask & ~(1 << u);
      BigInteger b = best[rest]; // u unmatched
      for (int v = u + 1; v < n; v++) {
        if ((rest & (1 << v)) != 0 && w[u][v].signum() > 0) {
          BigInteger c = best[rest & ~(1 << v)].add(w[u][v]);
          if (c.compareTo(b) > 0) {
            b = c;
          }
        }
      }
      best[mask] = b;
    }
    return best[(1 << n) - 1];
  }

  private static long[] limbsOf(BigInteger x, int limbs) {
    long[] out = new long[limbs];
    for (int i = 0; i < limbs; i++) {
      out[i] = x.shiftRight(i * Wide.LIMB_BITS).longValue() & Wide.MASK;
    }
    return out;
  }

  @ParameterizedTest(name = "weights below 2^{0}")
  @ValueSource(ints = {3, 8, 40, 200})
  void findsTheBestTotalWeightOnRandomGraphs(int bits) {
    Random rnd = new Random(12345L + bits);
    for (int trial = 0; trial < 400; trial++) {
      int n = 1 + rnd.nextInt(11);
      double density = rnd.nextDouble();
      MaximumWeightMatching m = new MaximumWeightMatching(n, bits);
      BigInteger[][] w = new BigInteger[n][n];
      for (int u = 0; u < n; u++) {
        for (int v = u + 1; v < n; v++) {
          BigInteger x = rnd.nextDouble() < density ? new BigInteger(bits, rnd) : BigInteger.ZERO;
          if (rnd.nextInt(4) == 0 && x.signum() > 0) {
            // Many ties: weights from a tiny set, shifted high.
            x = BigInteger.valueOf(1 + rnd.nextInt(3)).shiftLeft(Math.max(0, bits - 3));
          }
          w[u][v] = x;
          w[v][u] = x;
          m.setWeight(u, v, limbsOf(x, m.limbs()), 0);
        }
      }
      int[] mate = m.solve();
      BigInteger total = BigInteger.ZERO;
      for (int u = 0; u < n; u++) {
        if (mate[u] >= 0) {
          assertEquals(u, mate[mate[u]], "matching is symmetric");
          assertTrue(w[u][mate[u]].signum() > 0, "only existing edges");
          if (u < mate[u]) {
            total = total.add(w[u][mate[u]]);
          }
        }
      }
      assertEquals(bruteForce(w, n), total, "trial " + trial + " n=" + n);
    }
  }

  @Test
  void reusedAfterWeightChanges() {
    MaximumWeightMatching m = new MaximumWeightMatching(4, 8);
    long[] one = {1};
    long[] ten = {10};
    m.setWeight(0, 1, ten, 0);
    m.setWeight(2, 3, ten, 0);
    m.setWeight(0, 2, one, 0);
    int[] a = m.solve();
    assertEquals(1, a[0]);
    assertEquals(3, a[2]);
    m.clearWeight(0, 1);
    m.setWeight(1, 3, new long[] {30}, 0);
    int[] b = m.solve();
    assertEquals(3, b[1]);
    assertEquals(2, b[0]);
  }
}
