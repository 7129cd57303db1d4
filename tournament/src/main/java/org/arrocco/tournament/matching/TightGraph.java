package org.arrocco.tournament.matching;

import java.util.Arrays;

/**
 * The pairs of zero slack of a solved {@link MaximumWeightMatching} in max-cardinality mode, taken
 * when its solution is perfect and it holds no blossom. Then every optimal perfect matching pairs
 * only on these pairs (complementary slackness), and every perfect matching of them weighs the sum
 * of the vertex duals, the optimum: the optima are exactly this graph's perfect matchings. Whether
 * some optimum pairs u with v is then a question of alternating paths, with no weight and no dual
 * to change: a search over the few tight pairs of each vertex instead of a re-solve over all of
 * them. Vertices leave as their pairs are fixed; the weights of the pairs left must not change.
 */
public final class TightGraph {
  private final int[][] neighbours;
  private final int[] mate;
  private final boolean[] gone; // fixed, or being tried
  private final AlternatingTree tree;
  private final CardinalityMatching.Edges in;

  private TightGraph(int n, int[][] neighbours, int[] mate) {
    this.neighbours = neighbours;
    this.mate = mate;
    gone = new boolean[n];
    tree = new AlternatingTree(n);
    in = (v, to) -> !gone[to];
  }

  /**
   * The tight pairs of {@code m}'s last solution {@code solution} (each vertex's partner), or null
   * when that solution is not perfect or a blossom is left, so that the duals do not describe the
   * optima by their pairs alone.
   */
  public static TightGraph of(MaximumWeightMatching m, int[] solution) {
    int n = m.size();
    if (!m.blossomFree()) {
      return null;
    }
    for (int v = 0; v < n; v++) {
      if (solution[v] < 0) {
        return null;
      }
    }
    int[] scratch = new int[n];
    int[][] neighbours = new int[n][];
    for (int v = 0; v < n; v++) {
      int count = 0;
      for (int y = 0; y < n; y++) {
        if (y != v && m.mayHold(v, y)) {
          scratch[count++] = y;
        }
      }
      neighbours[v] = Arrays.copyOf(scratch, count);
    }
    return new TightGraph(n, neighbours, solution.clone());
  }

  /** The partner of u in the present optimum. */
  public int mate(int u) {
    return mate[u];
  }

  /** Takes u and its partner out: their pair is fixed. */
  public void fix(int u) {
    gone[u] = true;
    gone[mate[u]] = true;
  }

  /**
   * Makes u and v partners when some optimum pairs them (both still in, u not already v's partner),
   * changing the present optimum along one alternating path; false and nothing changed otherwise.
   */
  public boolean pairIfOptimal(int u, int v) {
    if (mate[u] == v) {
      return true;
    }
    if (gone[u] || gone[v] || !joined(u, v)) {
      return false;
    }
    int p = mate[u];
    int q = mate[v];
    gone[u] = true;
    gone[v] = true;
    mate[p] = -1;
    mate[q] = -1;
    int end = tree.search(q, mate, neighbours, in);
    gone[u] = false;
    gone[v] = false;
    if (end != p) {
      mate[p] = u;
      mate[q] = v;
      return false;
    }
    tree.augment(end, mate);
    mate[u] = v;
    mate[v] = u;
    return true;
  }

  private boolean joined(int u, int v) {
    int[] list = neighbours[u];
    return Arrays.binarySearch(list, v) >= 0;
  }
}
