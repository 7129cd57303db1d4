package org.arrocco.tournament.matching;

import java.util.Arrays;

/**
 * Edmonds' search for an augmenting path from one free vertex, without weights: an alternating tree
 * grown breadth first, each odd cycle found shrunk into its base. The pairs are those a predicate
 * allows, among every vertex ({@link CardinalityMatching}, dense graphs) or among each vertex's own
 * list ({@link TightGraph}, a few pairs each).
 */
final class AlternatingTree {
  private final int n;
  private final int[] parent;
  private final int[] base;
  private final boolean[] used;
  private final boolean[] blossom;
  private final int[] queue;
  private final int[] seen;
  private int epoch;

  AlternatingTree(int n) {
    this.n = n;
    parent = new int[n];
    base = new int[n];
    used = new boolean[n];
    blossom = new boolean[n];
    queue = new int[n];
    seen = new int[n];
  }

  /**
   * Grows the tree from the free vertex {@code root} over the matching {@code mate} (-1: free);
   * returns the free vertex reached, or -1. The pairs tried from a vertex v are those of {@code
   * lists[v]}, or every vertex when {@code lists} is null, that {@code edges} allows.
   */
  int search(int root, int[] mate, int[][] lists, CardinalityMatching.Edges edges) {
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
      int count = lists == null ? n : lists[v].length;
      for (int i = 0; i < count; i++) {
        int to = lists == null ? i : lists[v][i];
        if (to == v || base[v] == base[to] || mate[v] == to || !edges.joined(v, to)) {
          continue;
        }
        if (to == root || (mate[to] >= 0 && parent[mate[to]] >= 0)) {
          int b = commonBase(v, to, mate);
          Arrays.fill(blossom, false);
          markPath(v, b, to, mate);
          markPath(to, b, v, mate);
          for (int x = 0; x < n; x++) {
            if (blossom[base[x]]) {
              base[x] = b;
              if (!used[x]) {
                used[x] = true;
                queue[tail++] = x;
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

  /** Flips the path the last search found to the free vertex {@code end}: one pair more. */
  void augment(int end, int[] mate) {
    while (end >= 0) {
      int pv = parent[end];
      int next = mate[pv];
      mate[end] = pv;
      mate[pv] = end;
      end = next;
    }
  }

  private int commonBase(int a, int b, int[] mate) {
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

  private void markPath(int v, int b, int child, int[] mate) {
    while (base[v] != b) {
      blossom[base[v]] = true;
      blossom[base[mate[v]]] = true;
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  }
}
