package org.arrocco.tournament.matching;

import java.util.Arrays;

/**
 * Maximum-weight matching in a general graph (Edmonds' blossom algorithm with Galil's O(n^3) dual
 * bookkeeping), on exact multi-limb integer weights ({@link Wide}). The graph has a fixed number of
 * vertices; an edge exists when its weight is not 0. Weights may be changed between calls to {@link
 * #solve()}; in max-cardinality mode a later call repairs the previous optimum (this class: the
 * incremental re-solve), otherwise it solves from scratch.
 *
 * <p>The algorithm is layered: {@link MatchingGraph} holds weights, duals and slacks, {@link
 * BlossomForest} the matching, labels and blossoms, {@link AugmentingPathSearch} the stages and
 * dual updates. Integrality: the input weights are multiplied by 4 internally, so every dual
 * variable and every half-slack stays an integer and no rounding can occur.
 */
public final class MaximumWeightMatching extends AugmentingPathSearch {
  private boolean started;
  private int[] changed = new int[64];
  private int changedCount;

  /**
   * A maximum-weight matching problem on {@code vertices} vertices with weights below {@code
   * 2^bits}.
   */
  public MaximumWeightMatching(int vertices, int bits) {
    this(vertices, bits, false);
  }

  /**
   * With {@code maxCardinality}, the matching has the largest number of edges and, among those, the
   * largest weight; only this mode re-solves incrementally after weight changes.
   */
  public MaximumWeightMatching(int vertices, int bits, boolean maxCardinality) {
    this(vertices, bits, maxCardinality, 0);
  }

  /**
   * As {@link #MaximumWeightMatching(int, int, boolean)}, keeping the row copies of the weights
   * also above {@link MatchingGraph#ROW_BUDGET} when {@code available} bytes allow ({@link
   * #rowsFit}).
   */
  public MaximumWeightMatching(int vertices, int bits, boolean maxCardinality, long available) {
    super(vertices, bits, maxCardinality, rowsFit(vertices, bits, available));
  }

  /**
   * Whether a problem keeps its weights also row by row: always up to {@link
   * MatchingGraph#ROW_BUDGET} longs, and beyond that when the copy takes at most half of what
   * {@code available} bytes leave after the rest of its arrays. A bracket of thousands of players
   * then reads each scan in memory order, which roughly halves its time.
   */
  public static boolean rowsFit(int vertices, int bits, long available) {
    long limbs = Wide.limbsFor(bits + 8);
    long cells = (long) vertices * vertices * limbs;
    if (cells <= MatchingGraph.ROW_BUDGET) {
      return true;
    }
    if (cells > Integer.MAX_VALUE - 8) {
      return false;
    }
    long rest = bytesWithoutRows(vertices, bits);
    return rest != Long.MAX_VALUE && rowBytes(vertices, bits) <= (available - rest) / 2;
  }

  /** The bytes of the row copies: each weight and its flags once per ordered pair. */
  private static long rowBytes(int vertices, int bits) {
    return (long) vertices * vertices * (8L * Wide.limbsFor(bits + 8) + 1);
  }

  private static long bytesWithoutRows(int vertices, int bits) {
    long pairs = (long) vertices * (vertices - 1) / 2;
    long limbs = Wide.limbsFor(bits + 8);
    if (pairs * limbs > Integer.MAX_VALUE - 8 || 2 * pairs > Integer.MAX_VALUE - 8) {
      return Long.MAX_VALUE;
    }
    return pairs * (8 * limbs + 2 * 4 + 2) + 64L * vertices * limbs;
  }

  /**
   * The bytes a problem made with {@code available} bytes takes ({@link #bytesFor(int, int)}, with
   * the row copies when {@link #rowsFit}).
   */
  public static long bytesFor(int vertices, int bits, long available) {
    long rest = bytesWithoutRows(vertices, bits);
    if (rest == Long.MAX_VALUE) {
      return rest;
    }
    return rest + (rowsFit(vertices, bits, available) ? rowBytes(vertices, bits) : 0);
  }

  /**
   * The bytes the arrays of a problem of {@code vertices} vertices with weights below {@code
   * 2^bits} take (one weight, two endpoints and two flags per vertex pair), or Long.MAX_VALUE when
   * they exceed the largest Java array.
   */
  public static long bytesFor(int vertices, int bits) {
    return bytesFor(vertices, bits, 0);
  }

  /** Number of vertices. */
  public int size() {
    return n;
  }

  /** Limbs of one weight as passed to {@link #setWeight}. */
  public int limbs() {
    return limbs;
  }

  private void changedPair(int k) {
    if (!started) {
      return;
    }
    if (changedCount == changed.length) {
      changed = Arrays.copyOf(changed, 2 * changed.length);
    }
    changed[changedCount++] = k;
  }

  /** Sets the weight of edge {u, v} from {@code w[wo .. wo+limbs)} (0 removes the edge). */
  public void setWeight(int u, int v, long[] w, int wo) {
    if (u == v) {
      throw new IllegalArgumentException("no loops");
    }
    int k = pair(u, v);
    Wide.shiftLeft(w, wo, 2, weight, k * limbs, limbs);
    present[k] = !Wide.isZero(weight, k * limbs, limbs);
    mirror(k);
    changedPair(k);
  }

  /** Gives the pair {u, v} the weight {@code max} and takes away every other pair of u and of v. */
  public void keepOnly(int u, int v, long[] max) {
    for (int x = 0; x < n; x++) {
      if (x != u) {
        if (x == v) {
          setWeight(u, x, max, 0);
        } else {
          clearWeight(u, x);
        }
      }
      if (x != v && x != u) {
        clearWeight(v, x);
      }
    }
  }

  /**
   * Whether an optimal solution of the weights of the last solve may pair u with v: the pair exists
   * and its slack under that solve's duals is not positive. Every optimal matching pairs only on
   * edges whose slack, blossom duals included, is zero (complementary slackness), and the blossom
   * duals only add to a slack; so false is certain and true only possible. Valid while neither
   * vertex's pairs nor duals have changed since that solve.
   */
  public boolean mayHold(int u, int v) {
    int k = pair(u, v);
    return exists(k) && slackSign(k, null, 0) <= 0;
  }

  /** Whether no blossom is left (after a solve: the last stage expanded every one). */
  public boolean blossomFree() {
    for (int b = n; b < 2 * n; b++) {
      if (blossomBase[b] >= 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Takes {@code partners} (each vertex's partner) as the present solution: a perfect matching on
   * pairs of zero slack when no blossom is left ({@link TightGraph}), so as optimal as the last
   * solve's; a later solve repairs it as it would that one.
   */
  public void adopt(int[] partners) {
    if (!blossomFree()) {
      throw new IllegalStateException("a blossom is left");
    }
    for (int v = 0; v < n; v++) {
      int y = partners[v];
      if (y < 0 || y == v || partners[y] != v || !mayHold(v, y)) {
        throw new IllegalStateException("not a perfect matching on tight pairs at " + v);
      }
      int k = pair(v, y);
      mate[v] = v > y ? 2 * k + 1 : 2 * k;
    }
  }

  /** Sets the weight of edge {u, v} to 0 (no edge). */
  public void clearWeight(int u, int v) {
    int k = pair(u, v);
    if (exists(k)) {
      Wide.clear(weight, k * limbs, limbs);
      present[k] = false;
      mirror(k);
      changedPair(k);
    }
  }

  /** Copies the weight of edge {u, v} into {@code out[oo ..]}. */
  public void weight(int u, int v, long[] out, int oo) {
    int k = pair(u, v);
    Wide.half(weight, k * limbs, out, oo, limbs);
    Wide.half(out, oo, out, oo, limbs);
  }

  /** For tests: solve every time from nothing (the incremental path must give the same). */
  static boolean alwaysFromScratch;

  /**
   * Computes the matching; returns for each vertex its partner, or -1 when unmatched. In
   * max-cardinality mode a later call starts from the previous optimum and repairs only what the
   * weight changes since then have disturbed.
   */
  public int[] solve() {
    return solve(false);
  }

  /** With {@code plain}, a solve from nothing starts from equal duals and no pair. */
  private int[] solve(boolean plain) {
    boolean warm = started && maxCardinality && !alwaysFromScratch;
    boolean greedy = !warm && maxCardinality && !plain;
    if (warm) {
      repair();
      warmSolves++;
    } else {
      initialise();
      if (greedy) {
        greedyStart();
      }
    }
    changedCount = 0;
    started = true;
    runStages();
    if (warm || greedy) {
      for (int v = 0; v < n; v++) {
        if (mate[v] == -1) {
          // A repaired or greedily started solution is optimal only when it is perfect (then the
          // duals prove it); otherwise solve again from equal duals.
          if (warm) {
            warmSolves--;
          }
          started = false;
          return solve(true);
        }
      }
    }
    int[] result = new int[n];
    for (int v = 0; v < n; v++) {
      result[v] = mate[v] >= 0 ? endpoint[mate[v]] : -1;
    }
    return result;
  }

  /** The total weight of the pairs of {@code partners} (as {@link #solve()} returns them). */
  public java.math.BigInteger total(int[] partners) {
    java.math.BigInteger sum = java.math.BigInteger.ZERO;
    for (int v = 0; v < partners.length; v++) {
      if (partners[v] > v) {
        sum = sum.add(Wide.toBigInteger(weight, pair(v, partners[v]) * limbs, limbs));
      }
    }
    return sum;
  }

  /** Number of solves that reused the previous solution (for tests and measurements). */
  int warmSolves;

  /** Solves from nothing, ignoring the previous solution. */
  public int[] solveFromScratch() {
    started = false;
    return solve();
  }

  /**
   * Restores the invariants after weight changes: every vertex touching a changed edge that is
   * matched, inside a blossom, or no longer dual-feasible is taken out of its blossoms and
   * unmatched, and its dual is raised until all its edges are feasible again.
   */
  private void repair() {
    // For each disturbed edge it is enough to free one end: the one with more changed edges
    // (the player whose weights the pairing has just biased).
    int[] changes = new int[n];
    for (int c = 0; c < changedCount; c++) {
      changes[endpoint[2 * changed[c]]]++;
      changes[endpoint[2 * changed[c] + 1]]++;
    }
    int[] fix = new int[changedCount];
    int count = 0;
    for (int c = 0; c < changedCount; c++) {
      int k = changed[c];
      int u = endpoint[2 * k];
      int v = endpoint[2 * k + 1];
      boolean touch = mate[u] >= 0 && endpoint[mate[u]] == v;
      touch |= inBlossom[u] == inBlossom[v] && inBlossom[u] >= n;
      if (!touch && exists(k)) {
        slack(k, 0);
        touch = Wide.isNegative(tmp, 0, limbs);
      }
      if (touch) {
        fix[count++] = changes[v] > changes[u] ? v : u;
      }
    }
    for (int i = 0; i < count; i++) {
      free(fix[i]);
    }
    // Freeing only raised duals, so only changed edges can still be infeasible; each is fixed by
    // raising the dual of its freed end.
    for (int c = 0; c < changedCount; c++) {
      int k = changed[c];
      if (!exists(k) || slackSign(k, null, 0) >= 0) {
        continue;
      }
      int u = endpoint[2 * k];
      int v = endpoint[2 * k + 1];
      int end = changes[v] > changes[u] ? v : u;
      int other = end == u ? v : u;
      Wide.sub(weight, k * limbs, dual, other * limbs, dual, end * limbs, limbs);
    }
    // Free vertices become plain vertices with duals of one parity, so that the slack between
    // two S-vertices stays even (half-slack steps remain integers).
    int parity = -1;
    for (int v = 0; v < n; v++) {
      if (mate[v] == -1) {
        if (inBlossom[v] >= n) {
          free(v);
        }
        int p = (int) (dual[v * limbs] & 1);
        if (parity < 0) {
          parity = p;
        } else if (p != parity) {
          Wide.addSmall(dual, v * limbs, 1, limbs);
        }
      }
    }
  }

  /** Dissolves every blossom around u (pushing its dual into its vertices) and unmatches u. */
  private void free(int u) {
    while (inBlossom[u] >= n) {
      int b = inBlossom[u];
      int base = blossomBase[b];
      if (mate[base] >= 0) {
        int other = endpoint[mate[base]];
        mate[other] = -1;
        mate[base] = -1;
      }
      int[] leafs = leavesOf(b);
      for (int x : leafs) {
        Wide.add(dual, x * limbs, dual, b * limbs, dual, x * limbs, limbs);
      }
      int len = blossomChildCount[b];
      int[] children = blossomChildren[b];
      for (int c = 0; c < len; c++) {
        int s = children[c];
        blossomParent[s] = -1;
        if (s < n) {
          inBlossom[s] = s;
        } else {
          for (int x : leavesOf(s)) {
            inBlossom[x] = s;
          }
        }
      }
      label[b] = -1;
      labelEnd[b] = -1;
      blossomChildren[b] = null;
      blossomEnds[b] = null;
      blossomChildCount[b] = 0;
      blossomBase[b] = -1;
      Wide.clear(dual, b * limbs, limbs);
      unusedBlossoms[unusedCount++] = b;
    }
    if (mate[u] >= 0) {
      int other = endpoint[mate[u]];
      mate[other] = -1;
      mate[u] = -1;
    }
  }
}
