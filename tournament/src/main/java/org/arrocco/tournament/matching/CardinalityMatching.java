package org.arrocco.tournament.matching;

import java.util.Arrays;

/**
 * Maximum-cardinality matching in a general graph given by a predicate (Edmonds' blossom search,
 * one augmenting path at a time, after a greedy start). Made for the dense graphs of a Swiss field,
 * where the greedy start leaves few vertices free and each search from one of them is O(n^2)
 * predicate calls at most; it answers "can these players all be paired?" far faster than a weighted
 * matching.
 */
public final class CardinalityMatching {
  /** Whether two vertices may be matched (asked for u != v; must be symmetric). */
  @FunctionalInterface
  public interface Edges {
    boolean joined(int u, int v);
  }

  private final int n;
  private final Edges edges;
  private final int[] mate;
  private final AlternatingTree tree;

  private CardinalityMatching(int n, Edges edges) {
    this.n = n;
    this.edges = edges;
    mate = new int[n];
    tree = new AlternatingTree(n);
    Arrays.fill(mate, -1);
  }

  /** A maximum matching of {@code n} vertices: each vertex's partner, or -1 when unmatched. */
  public static int[] maximum(int n, Edges edges) {
    CardinalityMatching m = new CardinalityMatching(n, edges);
    m.run();
    return m.mate;
  }

  /** Whether the graph has a perfect matching. */
  public static boolean perfect(int n, Edges edges) {
    if ((n & 1) != 0) {
      return false;
    }
    for (int v : maximum(n, edges)) {
      if (v < 0) {
        return false;
      }
    }
    return true;
  }

  /** Number of edges of a matching as {@link #maximum} returns it. */
  public static int size(int[] mate) {
    int pairs = 0;
    for (int v = 0; v < mate.length; v++) {
      if (mate[v] > v) {
        pairs++;
      }
    }
    return pairs;
  }

  private void run() {
    // Greedy start: the vertices with the fewest neighbours first would be better, but in a Swiss
    // field almost everybody can meet almost everybody, and the searches repair what is left.
    for (int u = 0; u < n; u++) {
      if (mate[u] >= 0) {
        continue;
      }
      for (int v = u + 1; v < n; v++) {
        if (mate[v] < 0 && edges.joined(u, v)) {
          mate[u] = v;
          mate[v] = u;
          break;
        }
      }
    }
    for (int root = 0; root < n; root++) {
      if (mate[root] >= 0) {
        continue;
      }
      int end = tree.search(root, mate, null, edges);
      if (end >= 0) {
        tree.augment(end, mate);
      }
    }
  }
}
