package org.arrocco.tournament.matching;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The cardinality matching against an exhaustive search on small graphs. */
class CardinalityMatchingTest {
  /** The largest matching of the graph by trying every choice for the lowest unmatched vertex. */
  private static int brute(boolean[][] g, boolean[] used, int from) {
    int n = g.length;
    int v = from;
    while (v < n && used[v]) {
      v++;
    }
    if (v >= n) {
      return 0;
    }
    used[v] = true;
    int best = brute(g, used, v + 1); // v stays unmatched
    for (int u = v + 1; u < n; u++) {
      if (!used[u] && g[v][u]) {
        used[u] = true;
        best = Math.max(best, 1 + brute(g, used, v + 1));
        used[u] = false;
      }
    }
    used[v] = false;
    return best;
  }

  @Test
  void largestOnRandomGraphs() {
    Random rnd = new Random(29);
    for (int t = 0; t < 3000; t++) {
      int n = 1 + rnd.nextInt(13);
      double density = rnd.nextDouble();
      boolean[][] g = new boolean[n][n];
      for (int a = 0; a < n; a++) {
        for (int b = a + 1; b < n; b++) {
          g[a][b] = g[b][a] = rnd.nextDouble() < density;
        }
      }
      int[] mate = CardinalityMatching.maximum(n, (a, b) -> g[a][b]);
      for (int v = 0; v < n; v++) {
        if (mate[v] >= 0) {
          assertEquals(v, mate[mate[v]], "symmetric");
          assertTrue(g[v][mate[v]], "an edge of the graph");
        }
      }
      assertEquals(brute(g, new boolean[n], 0), CardinalityMatching.size(mate), "graph " + t);
    }
  }

  @Test
  void perfectOnlyWithAnEvenNumberOfVertices() {
    // Two triangles (0-1-2, 3-4-5) joined by the edge 2-3; without vertex 5, five are left.
    boolean[][] g = new boolean[6][6];
    int[][] edges = {{0, 1}, {1, 2}, {0, 2}, {2, 3}, {3, 4}, {4, 5}, {3, 5}};
    for (int[] e : edges) {
      g[e[0]][e[1]] = g[e[1]][e[0]] = true;
    }
    assertTrue(CardinalityMatching.perfect(6, (a, b) -> g[a][b]));
    assertFalse(CardinalityMatching.perfect(5, (a, b) -> g[a][b]));
  }
}
