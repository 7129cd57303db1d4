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
  private final int[] parent;
  private final int[] base;
  private final boolean[] used;
  private final boolean[] blossom;
  private final int[] queue;
  private final int[] seen;
  private int epoch;

  private CardinalityMatching(int n, Edges edges) {
    this.n = n;
    this.edges = edges;
    mate = new int[n];
    parent = new int[n];
    base = new int[n];
    used = new boolean[n];
    blossom = new boolean[n];
    queue = new int[n];
    seen = new int[n];
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
      int end = search(root);
      while (end >= 0) {
        int pv = parent[end];
        int next = mate[pv];
        mate[end] = pv;
        mate[pv] = end;
        end = next;
      }
    }
  }

  /** Grows an alternating tree from {@code root}; returns the free vertex reached, or -1. */
  private int search(int root) {
    Arrays.fill(used, false);
    Arrays.fill(parent, -1);
    for (int i = 0; i < n; i++) {
      base[i] = i;
    }
    used[root] = true;
    int head = 0;
    int tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      int v = queue[head++];
      for (int to = 0; to < n; to++) {
        if (to == v || base[v] == base[to] || mate[v] == to || !edges.joined(v, to)) {
          continue;
        }
        if (to == root || (mate[to] >= 0 && parent[mate[to]] >= 0)) {
          int b = commonBase(v, to);
          Arrays.fill(blossom, false);
          markPath(v, b, to);
          markPath(to, b, v);
          for (int i = 0; i < n; i++) {
            if (blossom[base[i]]) {
              base[i] = b;
              if (!used[i]) {
                used[i] = true;
                queue[tail++] = i;
              }
            }
          }
        } else if (parent[to] < 0) {
          parent[to] = v;
          if (mate[to] < 0) {
            return to;
          }
          int next = mate[to];
          used[next] = true;
          queue[tail++] = next;
        }
      }
    }
    return -1;
  }

  private int commonBase(int a, int b) {
    epoch++;
    while (true) {
      a = base[a];
      seen[a] = epoch;
      if (mate[a] < 0) {
        break;
      }
      a = parent[mate[a]];
    }
    while (true) {
      b = base[b];
      if (seen[b] == epoch) {
        return b;
      }
      b = parent[mate[b]];
    }
  }

  private void markPath(int v, int b, int child) {
    while (base[v] != b) {
      blossom[base[v]] = true;
      blossom[base[mate[v]]] = true;
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  }
}
