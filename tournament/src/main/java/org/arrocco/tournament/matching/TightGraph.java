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
  private final int n;
  private final int[][] neighbours;
  private final int[] mate;
  private final boolean[] gone; // fixed, or being tried
  private final int[] parent;
  private final int[] base;
  private final boolean[] used;
  private final boolean[] blossom;
  private final int[] queue;
  private final int[] seen;
  private int epoch;

  private TightGraph(int n, int[][] neighbours, int[] mate) {
    this.n = n;
    this.neighbours = neighbours;
    this.mate = mate;
    gone = new boolean[n];
    parent = new int[n];
    base = new int[n];
    used = new boolean[n];
    blossom = new boolean[n];
    queue = new int[n];
    seen = new int[n];
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
    int end = search(q);
    gone[u] = false;
    gone[v] = false;
    if (end != p) {
      mate[p] = u;
      mate[q] = v;
      return false;
    }
    while (end >= 0) {
      int pv = parent[end];
      int next = mate[pv];
      mate[end] = pv;
      mate[pv] = end;
      end = next;
    }
    mate[u] = v;
    mate[v] = u;
    return true;
  }

  private boolean joined(int u, int v) {
    int[] list = neighbours[u];
    return Arrays.binarySearch(list, v) >= 0;
  }

  /**
   * Edmonds' search for an augmenting path from the free vertex {@code root} over the vertices
   * still in; returns the free vertex reached, or -1. Only one other vertex is free.
   */
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
      for (int to : neighbours[v]) {
        if (gone[to] || base[v] == base[to] || mate[v] == to) {
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
