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
  final long[] dual; // vertex duals at v * limbs (v < n), blossom duals at b * limbs (b < 2n)
  final boolean[] allowEdge;
  final long[] tmp;

  /**
   * Most of the search's time goes into scanning one vertex's pairs with every other vertex; in the
   * triangular layout above, half of those pairs lie a row apart in memory. So a graph small enough
   * also keeps each weight and its allowed flag twice, row by row ({@code v * n + y}), where one
   * scan reads memory in order. Null when the matching was made without ({@link
   * MaximumWeightMatching#rowsFit}).
   */
  final long[] row;

  /** Per row place: {@link #PRESENT} and {@link #ALLOWED}. */
  final byte[] rowFlags;

  static final byte PRESENT = 1;
  static final byte ALLOWED = 2;

  /** The largest row copy always kept, in longs (256 MiB); larger ones as memory allows. */
  static final long ROW_BUDGET = 1L << 25;

  MatchingGraph(int vertices, int bits, boolean rows) {
    this.n = vertices;
    this.limbs = Wide.limbsFor(bits + 8);
    int pairs = n * (n - 1) / 2;
    this.weight = new long[pairs * limbs];
    this.endpoint = new int[2 * pairs];
    this.present = new boolean[pairs];
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
    row = rows ? new long[n * n * limbs] : null;
    rowFlags = rows ? new byte[n * n] : null;
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

  // Allowed (tight) edges of the current stage, to reset them without touching every pair.
  int[] allowedList;
  int allowedCount;

  void allow(int k) {
    if (!allowEdge[k]) {
      allowEdge[k] = true;
      if (row != null) {
        int hi = endpoint[2 * k];
        int lo = endpoint[2 * k + 1];
        rowFlags[hi * n + lo] |= ALLOWED;
        rowFlags[lo * n + hi] |= ALLOWED;
      }
      if (allowedCount == allowedList.length) {
        allowedList = Arrays.copyOf(allowedList, 2 * allowedList.length);
      }
      allowedList[allowedCount++] = k;
    }
  }

  /** Clears the allowed flag of pair k. */
  void disallow(int k) {
    allowEdge[k] = false;
    if (row != null) {
      int hi = endpoint[2 * k];
      int lo = endpoint[2 * k + 1];
      rowFlags[hi * n + lo] &= ~ALLOWED;
      rowFlags[lo * n + hi] &= ~ALLOWED;
    }
  }

  /** Copies pair k's weight into both of its row places. */
  void mirror(int k) {
    if (row != null) {
      int hi = endpoint[2 * k];
      int lo = endpoint[2 * k + 1];
      System.arraycopy(weight, k * limbs, row, (hi * n + lo) * limbs, limbs);
      System.arraycopy(weight, k * limbs, row, (lo * n + hi) * limbs, limbs);
      if (present[k]) {
        rowFlags[hi * n + lo] |= PRESENT;
        rowFlags[lo * n + hi] |= PRESENT;
      } else {
        rowFlags[hi * n + lo] &= ~PRESENT;
        rowFlags[lo * n + hi] &= ~PRESENT;
      }
    }
  }

  /** Whether the pair of v and y (pair index k) exists, read in v's row where there is one. */
  boolean exists(int v, int y, int k) {
    return row != null ? (rowFlags[v * n + y] & PRESENT) != 0 : present[k];
  }

  /** Whether the pair of v and y (pair index k) is allowed, read in v's row where there is one. */
  boolean allowed(int v, int y, int k) {
    return row != null ? (rowFlags[v * n + y] & ALLOWED) != 0 : allowEdge[k];
  }

  /** As {@link #slackSign(int, long[], int)} for the pair k of v and y, read in v's row. */
  int slackSign(int v, int y, int k, long[] xs, int xo) {
    if (row == null) {
      return slackSign(k, xs, xo);
    }
    return Wide.compareSums(
        dual, v * limbs, dual, y * limbs, row, (v * n + y) * limbs, xs, xo, limbs);
  }

  /** Sign of slack(k) - x, where x is a non-negative number at xs[xo] (null: 0). */
  int slackSign(int k, long[] xs, int xo) {
    int i = endpoint[2 * k];
    int j = endpoint[2 * k + 1];
    return Wide.compareSums(dual, i * limbs, dual, j * limbs, weight, k * limbs, xs, xo, limbs);
  }

  /** slack(k) = dual[i] + dual[j] - 4 w(k), written into tmp at {@code to}. */
  void slack(int k, int to) {
    int i = endpoint[2 * k];
    int j = endpoint[2 * k + 1];
    Wide.add(dual, i * limbs, dual, j * limbs, tmp, to, limbs);
    Wide.sub(tmp, to, weight, k * limbs, tmp, to, limbs);
  }

  /** As {@link #slack(int, int)} for the pair k of v and y, read in v's row where there is one. */
  void slack(int v, int y, int k, int to) {
    if (row == null) {
      slack(k, to);
      return;
    }
    Wide.add(dual, v * limbs, dual, y * limbs, tmp, to, limbs);
    Wide.sub(tmp, to, row, (v * n + y) * limbs, tmp, to, limbs);
  }
}
