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

  /** Best (cardinality, weight) over all matchings: cardinality first, then weight. */
  private static BigInteger[] bruteForceMaxCardinality(BigInteger[][] w, int n) {
    BigInteger[][] best = new BigInteger[1 << n][];
    best[0] = new BigInteger[] {BigInteger.ZERO, BigInteger.ZERO};
    for (int mask = 1; mask < (1 << n); mask++) {
      int u = Integer.numberOfTrailingZeros(mask);
      int rest = mask & ~(1 << u);
      BigInteger[] b = best[rest];
      for (int v = u + 1; v < n; v++) {
        if ((rest & (1 << v)) != 0 && w[u][v].signum() > 0) {
          BigInteger[] sub = best[rest & ~(1 << v)];
          BigInteger[] c = {sub[0].add(BigInteger.ONE), sub[1].add(w[u][v])};
          int cmp = c[0].compareTo(b[0]);
          if (cmp > 0 || (cmp == 0 && c[1].compareTo(b[1]) > 0)) {
            b = c;
          }
        }
      }
      best[mask] = b;
    }
    return best[(1 << n) - 1];
  }

  private static BigInteger[] value(int[] mate, BigInteger[][] w) {
    BigInteger count = BigInteger.ZERO;
    BigInteger total = BigInteger.ZERO;
    for (int u = 0; u < mate.length; u++) {
      if (mate[u] > u) {
        assertEquals(u, mate[mate[u]]);
        assertTrue(w[u][mate[u]].signum() > 0, "only existing edges");
        count = count.add(BigInteger.ONE);
        total = total.add(w[u][mate[u]]);
      }
    }
    return new BigInteger[] {count, total};
  }

  @ParameterizedTest(name = "weights below 2^{0}")
  @ValueSource(ints = {4, 30, 130})
  void maxCardinalitySolvesFromScratchAgreeWithExhaustiveSearch(int bits) {
    MaximumWeightMatching.alwaysFromScratch = true;
    try {
      incrementalMaxCardinalitySolvesAgreeWithExhaustiveSearch(bits);
    } finally {
      MaximumWeightMatching.alwaysFromScratch = false;
    }
  }

  @ParameterizedTest(name = "weights below 2^{0}")
  @ValueSource(ints = {4, 30, 130})
  void incrementalMaxCardinalitySolvesAgreeWithExhaustiveSearch(int bits) {
    Random rnd = new Random(777L + bits);
    for (int trial = 0; trial < 60; trial++) {
      int n = 2 + rnd.nextInt(9);
      MaximumWeightMatching m = new MaximumWeightMatching(n, bits, true);
      BigInteger[][] w = new BigInteger[n][n];
      for (int u = 0; u < n; u++) {
        w[u][u] = BigInteger.ZERO;
        for (int v = u + 1; v < n; v++) {
          BigInteger x = rnd.nextInt(5) == 0 ? BigInteger.ZERO : new BigInteger(bits, rnd);
          w[u][v] = x;
          w[v][u] = x;
          m.setWeight(u, v, limbsOf(x, m.limbs()), 0);
        }
      }
      for (int step = 0; step < 15; step++) {
        int[] mate = m.solve();
        BigInteger[] got = value(mate, w);
        BigInteger[] exp = bruteForceMaxCardinality(w, n);
        assertEquals(exp[0], got[0], "cardinality, trial " + trial + " step " + step);
        assertEquals(exp[1], got[1], "weight, trial " + trial + " step " + step);
        // Change the edges at one or two vertices (raise, lower, remove, add) like the pairer.
        int changes = 1 + rnd.nextInt(2);
        for (int c = 0; c < changes; c++) {
          int u = rnd.nextInt(n);
          for (int v = 0; v < n; v++) {
            if (v != u && rnd.nextInt(3) > 0) {
              BigInteger x = rnd.nextInt(6) == 0 ? BigInteger.ZERO : new BigInteger(bits, rnd);
              w[u][v] = x;
              w[v][u] = x;
              m.setWeight(u, v, limbsOf(x, m.limbs()), 0);
            }
          }
        }
      }
    }
  }

  @Test
  void incrementalSolvesOnGraphsWithPerfectMatchingsReuseTheirWork() {
    Random rnd = new Random(99);
    int bits = 90;
    for (int trial = 0; trial < 40; trial++) {
      int n = 2 * (1 + rnd.nextInt(6));
      MaximumWeightMatching m = new MaximumWeightMatching(n, bits, true);
      BigInteger[][] w = new BigInteger[n][n];
      for (int u = 0; u < n; u++) {
        w[u][u] = BigInteger.ZERO;
        for (int v = u + 1; v < n; v++) {
          BigInteger x = new BigInteger(bits, rnd).setBit(bits - 1);
          w[u][v] = x;
          w[v][u] = x;
          m.setWeight(u, v, limbsOf(x, m.limbs()), 0);
        }
      }
      for (int step = 0; step < 20; step++) {
        BigInteger[] got = value(m.solve(), w);
        BigInteger[] exp = bruteForceMaxCardinality(w, n);
        assertEquals(exp[1], got[1], "weight, trial " + trial + " step " + step);
        int u = rnd.nextInt(n);
        for (int v = 0; v < n; v++) {
          if (v != u) {
            BigInteger x = new BigInteger(bits, rnd).setBit(bits - 1);
            w[u][v] = x;
            w[v][u] = x;
            m.setWeight(u, v, limbsOf(x, m.limbs()), 0);
          }
        }
      }
      assertEquals(19, m.warmSolves, "every later solve reused the previous one");
    }
  }

  /**
   * A graph from a real pairing (16 players, 121-bit weights) where the last dual steps can only
   * shrink a T-blossom's dual: the solver once stopped there with 7 pairs instead of 8.
   */
  @Test
  void aTBlossomDualStepIsNotMissed() throws java.io.IOException {
    java.util.List<String> lines;
    try (var in = getClass().getResourceAsStream("/matching/t-blossom-dual-step.txt")) {
      lines =
          new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII)
              .lines()
              .toList();
    }
    int n = Integer.parseInt(lines.get(0).split(" ")[0]);
    BigInteger[][] w = new BigInteger[n][n];
    for (BigInteger[] row : w) {
      java.util.Arrays.fill(row, BigInteger.ZERO);
    }
    for (int i = 1; i < lines.size(); i++) {
      String[] f = lines.get(i).split(" ");
      int u = Integer.parseInt(f[0]);
      int v = Integer.parseInt(f[1]);
      w[u][v] = new BigInteger(f[2], 16);
      w[v][u] = w[u][v];
    }
    for (boolean maxCardinality : new boolean[] {true, false}) {
      MaximumWeightMatching m = new MaximumWeightMatching(n, 121, maxCardinality);
      for (int u = 0; u < n; u++) {
        for (int v = u + 1; v < n; v++) {
          m.setWeight(u, v, limbsOf(w[u][v], m.limbs()), 0);
        }
      }
      BigInteger[] got = value(m.solve(), w);
      BigInteger[] exp = bruteForceMaxCardinality(w, n);
      assertEquals(exp[0], got[0], "pairs, maxCardinality " + maxCardinality);
      assertEquals(exp[1], got[1], "weight, maxCardinality " + maxCardinality);
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
