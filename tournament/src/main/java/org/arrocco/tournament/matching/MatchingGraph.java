package org.arrocco.tournament.matching;

import java.util.Arrays;

/**
 * The graph of a {@link MaximumWeightMatching} and its dual variables: one exact multi-limb weight
 * per vertex pair (stored times 4, so that duals and half-slacks stay integers), the vertex and
 * blossom duals, the slack of an edge computed from them, and the set of tight edges allowed in the
 * current stage. The slack helpers write into the scratch array {@code tmp} at the offset they are
 * given.
 */
abstract class MatchingGraph {
  final int n;
  final int limbs;
  final long[] weight; // 4 * w per pair k = hi*(hi-1)/2 + lo, at k * limbs
  final int[] endpoint; // endpoint[2k] = hi, endpoint[2k+1] = lo
  final boolean[] present; // weight of pair k is not 0
  // The top limb of each weight again, side by side: most slack signs are decided by it alone, and
  // a scan then reads 8 bytes per edge instead of a whole weight.
  final long[] weightTop;
  // Edges at each vertex, and the xor of its neighbours (its only neighbour when it has one).
  private final int[] degree;
  private final int[] neighbourXor;
  // The live vertices, in increasing order: all but those without an edge and the two ends of an
  // edge that touches no other (a finalised pair). A live vertex has live neighbours only.
  final int[] live;
  int liveCount;
  private boolean liveStale = true;
  final long[] dual; // vertex duals at v * limbs (v < n), blossom duals at b * limbs (b < 2n)
  final boolean[] allowEdge;
  final long[] tmp;

  MatchingGraph(int vertices, int bits) {
    this.n = vertices;
    this.limbs = Wide.limbsFor(bits + 8);
    int pairs = n * (n - 1) / 2;
    this.weight = new long[pairs * limbs];
    this.endpoint = new int[2 * pairs];
    this.present = new boolean[pairs];
    this.weightTop = new long[pairs];
    this.degree = new int[n];
    this.neighbourXor = new int[n];
    this.live = new int[n];
    this.allowedList = new int[16];
    for (int hi = 1; hi < n; hi++) {
      for (int lo = 0; lo < hi; lo++) {
        int k = hi * (hi - 1) / 2 + lo;
        endpoint[2 * k] = hi;
        endpoint[2 * k + 1] = lo;
      }
    }
    dual = new long[2 * n * limbs];
    allowEdge = new boolean[pairs];
    tmp = new long[5 * limbs];
  }

  static int pair(int u, int v) {
    int hi = Math.max(u, v);
    int lo = Math.min(u, v);
    return hi * (hi - 1) / 2 + lo;
  }

  boolean exists(int k) {
    return present[k];
  }

  /** Records whether pair k has an edge, keeping degrees and the live list up to date. */
  void presence(int k, boolean now) {
    if (present[k] == now) {
      return;
    }
    present[k] = now;
    int i = endpoint[2 * k];
    int j = endpoint[2 * k + 1];
    int d = now ? 1 : -1;
    degree[i] += d;
    degree[j] += d;
    neighbourXor[i] ^= j;
    neighbourXor[j] ^= i;
    liveStale = true;
  }

  /** True when v shares an edge with a vertex that has another edge. */
  boolean isLive(int v) {
    return degree[v] >= 2 || (degree[v] == 1 && degree[neighbourXor[v]] >= 2);
  }

  /** The only neighbour of a vertex that is not live, or -1 when it has none. */
  int soleNeighbour(int v) {
    return degree[v] == 1 ? neighbourXor[v] : -1;
  }

  /** Rebuilds the live list after weight changes (between solves; weights are fixed during one). */
  void refreshLive() {
    if (!liveStale) {
      return;
    }
    liveCount = 0;
    for (int v = 0; v < n; v++) {
      if (isLive(v)) {
        live[liveCount++] = v;
      }
    }
    liveStale = false;
  }

  // Allowed (tight) edges of the current stage, to reset them without touching every pair.
  int[] allowedList;
  int allowedCount;

  void allow(int k) {
    if (!allowEdge[k]) {
      allowEdge[k] = true;
      if (allowedCount == allowedList.length) {
        allowedList = Arrays.copyOf(allowedList, 2 * allowedList.length);
      }
      allowedList[allowedCount++] = k;
    }
  }

  /** Sign of slack(k) - x, where x is a non-negative number at xs[xo] (null: 0). */
  int slackSign(int k, long[] xs, int xo) {
    return slackSign(k, endpoint[2 * k], endpoint[2 * k + 1], xs, xo);
  }

  /** As {@link #slackSign(int, long[], int)} for the edge k between i and j, given. */
  int slackSign(int k, int i, int j, long[] xs, int xo) {
    // The first step of Wide.compareSums, on the top limbs (duals sign-extended).
    int top = limbs - 1;
    long t =
        signedTop(dual[i * limbs + top])
            + signedTop(dual[j * limbs + top])
            - weightTop[k]
            - (xs == null ? 0 : xs[xo + top]);
    if (t >= 2) {
      return 1;
    }
    if (t <= -2) {
      return -1;
    }
    return Wide.compareSums(dual, i * limbs, dual, j * limbs, weight, k * limbs, xs, xo, limbs);
  }

  private static long signedTop(long limb) {
    return (limb << (64 - Wide.LIMB_BITS)) >> (64 - Wide.LIMB_BITS);
  }

  /** slack(k) = dual[i] + dual[j] - 4 w(k), written into tmp at {@code to}. */
  void slack(int k, int to) {
    int i = endpoint[2 * k];
    int j = endpoint[2 * k + 1];
    Wide.add(dual, i * limbs, dual, j * limbs, tmp, to, limbs);
    Wide.sub(tmp, to, weight, k * limbs, tmp, to, limbs);
  }

  void slackInto(int k, long[] out, int to) {
    int i = endpoint[2 * k];
    int j = endpoint[2 * k + 1];
    Wide.add(dual, i * limbs, dual, j * limbs, out, to, limbs);
    Wide.sub(out, to, weight, k * limbs, out, to, limbs);
  }

  /** True when slack(a) &lt; slack(b). */
  boolean slackLess(int a, int b) {
    slack(a, limbs);
    slack(b, 2 * limbs);
    return Wide.compare(tmp, limbs, tmp, 2 * limbs, limbs) < 0;
  }

  boolean slackIsZero(int k) {
    slack(k, 3 * limbs);
    return Wide.isZero(tmp, 3 * limbs, limbs) || Wide.isNegative(tmp, 3 * limbs, limbs);
  }
}
