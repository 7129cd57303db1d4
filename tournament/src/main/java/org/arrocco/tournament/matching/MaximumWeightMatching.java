package org.arrocco.tournament.matching;

import java.util.Arrays;

/**
 * Maximum-weight matching in a general graph (Edmonds' blossom algorithm with Galil's O(n^3) dual
 * bookkeeping), on exact multi-limb integer weights ({@link Wide}). The graph has a fixed number of
 * vertices; an edge exists when its weight is not 0. Weights may be changed between calls to {@link
 * #solve()}; every call solves from scratch and returns a maximum-weight matching.
 *
 * <p>Integrality: the input weights are multiplied by 2 internally, so every dual variable and
 * every half-slack stays an integer and no rounding can occur.
 */
public final class MaximumWeightMatching {
  private final int n;
  private final int limbs;
  private final boolean maxCardinality;
  private final long[] weight; // 4 * w per pair k = hi*(hi-1)/2 + lo, at k * limbs
  private final int[] endpoint; // endpoint[2k] = hi, endpoint[2k+1] = lo
  private final boolean[] present; // weight of pair k is not 0

  private boolean started;
  private int[] changed = new int[64];
  private int changedCount;

  // Algorithm state, indexed by vertex (< n) or blossom (< 2n).
  private final int[] mate;
  private final int[] label;
  private final int[] labelEnd;
  private final int[] inBlossom;
  private final int[] blossomParent;
  private final int[][] blossomChildren;
  private final int[] blossomChildCount;
  private final int[] blossomBase;
  private final int[][] blossomEnds;
  private final int[][] blossomLeaves;
  private final int[] bestEdge;
  private final int[][] blossomBestEdges;
  private final int[] blossomBestEdgeCount;
  private final int[] unusedBlossoms;
  private int unusedCount;
  private final long[] dual;
  private final boolean[] allowEdge;
  private int[] queue;
  private int queueSize;
  private final int[] bestEdgeTo;
  private final long[] tmp;

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
    this.n = vertices;
    this.maxCardinality = maxCardinality;
    this.limbs = Wide.limbsFor(bits + 8);
    int pairs = n * (n - 1) / 2;
    this.weight = new long[pairs * limbs];
    this.endpoint = new int[2 * pairs];
    this.present = new boolean[pairs];
    this.allowedList = new int[16];
    this.bestSlack = new long[2 * n * limbs];
    this.bestStamp = new int[2 * n];
    this.toSlack = new long[2 * n * limbs];

    for (int hi = 1; hi < n; hi++) {
      for (int lo = 0; lo < hi; lo++) {
        int k = hi * (hi - 1) / 2 + lo;
        endpoint[2 * k] = hi;
        endpoint[2 * k + 1] = lo;
      }
    }
    mate = new int[n];
    label = new int[2 * n];
    labelEnd = new int[2 * n];
    inBlossom = new int[n];
    blossomParent = new int[2 * n];
    blossomChildren = new int[2 * n][];
    blossomChildCount = new int[2 * n];
    blossomBase = new int[2 * n];
    blossomEnds = new int[2 * n][];
    blossomLeaves = new int[2 * n][];
    bestEdge = new int[2 * n];
    blossomBestEdges = new int[2 * n][];
    blossomBestEdgeCount = new int[2 * n];
    unusedBlossoms = new int[n];
    dual = new long[2 * n * limbs];
    allowEdge = new boolean[pairs];
    queue = new int[n + 1];
    bestEdgeTo = new int[2 * n];
    tmp = new long[5 * limbs];
  }

  /** Number of vertices. */
  public int size() {
    return n;
  }

  /** Limbs of one weight as passed to {@link #setWeight}. */
  public int limbs() {
    return limbs;
  }

  private static int pair(int u, int v) {
    int hi = Math.max(u, v);
    int lo = Math.min(u, v);
    return hi * (hi - 1) / 2 + lo;
  }

  private boolean exists(int k) {
    return present[k];
  }

  // Allowed (tight) edges of the current stage, to reset them without touching every pair.
  private int[] allowedList;
  private int allowedCount;

  private void allow(int k) {
    if (!allowEdge[k]) {
      allowEdge[k] = true;
      if (allowedCount == allowedList.length) {
        allowedList = Arrays.copyOf(allowedList, 2 * allowedList.length);
      }
      allowedList[allowedCount++] = k;
    }
  }

  // Slack of bestEdge[b], cached while the duals do not change (epoch).
  private final long[] bestSlack;
  private final int[] bestStamp;
  private int epoch = 1;
  private final long[] toSlack;

  /** Offset in bestSlack of the current slack of bestEdge[b] (b must have a best edge). */
  private int bestSlackOf(int b) {
    if (bestStamp[b] != epoch) {
      slackInto(bestEdge[b], bestSlack, b * limbs);
      bestStamp[b] = epoch;
    }
    return b * limbs;
  }

  /** Sign of slack(k) - x, where x is a non-negative number at xs[xo] (null: 0). */
  private int slackSign(int k, long[] xs, int xo) {
    int i = endpoint[2 * k];
    int j = endpoint[2 * k + 1];
    return Wide.compareSums(dual, i * limbs, dual, j * limbs, weight, k * limbs, xs, xo, limbs);
  }

  /** Makes k (whose slack is in tmp at {@code at}) the best edge of b when it is better. */
  private void offerBest(int b, int k, int at) {
    if (bestEdge[b] == -1 || Wide.compare(tmp, at, bestSlack, bestSlackOf(b), limbs) < 0) {
      bestEdge[b] = k;
      Wide.copy(tmp, at, bestSlack, b * limbs, limbs);
      bestStamp[b] = epoch;
    }
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
    changedPair(k);
  }

  /** Sets the weight of edge {u, v} to 0 (no edge). */
  public void clearWeight(int u, int v) {
    int k = pair(u, v);
    if (exists(k)) {
      Wide.clear(weight, k * limbs, limbs);
      present[k] = false;
      changedPair(k);
    }
  }

  /** Copies the weight of edge {u, v} into {@code out[oo ..]}. */
  public void weight(int u, int v, long[] out, int oo) {
    int k = pair(u, v);
    Wide.half(weight, k * limbs, out, oo, limbs);
    Wide.half(out, oo, out, oo, limbs);
  }

  /**
   * Computes the matching; returns for each vertex its partner, or -1 when unmatched. In
   * max-cardinality mode a later call starts from the previous optimum and repairs only what the
   * weight changes since then have disturbed.
   */
  /** For tests: solve every time from nothing (the incremental path must give the same). */
  static boolean alwaysFromScratch;

  public int[] solve() {
    boolean warm = started && maxCardinality && !alwaysFromScratch;
    if (warm) {
      repair();
      warmSolves++;
    } else {
      initialise();
    }
    changedCount = 0;
    started = true;
    runStages();
    if (warm) {
      for (int v = 0; v < n; v++) {
        if (mate[v] == -1) {
          // A repaired solution is optimal only when it is perfect (then the duals prove it);
          // otherwise solve again from nothing.
          warmSolves--;
          started = false;
          return solve();
        }
      }
    }
    int[] result = new int[n];
    for (int v = 0; v < n; v++) {
      result[v] = mate[v] >= 0 ? endpoint[mate[v]] : -1;
    }
    return result;
  }

  /** Number of solves that reused the previous solution (for tests and measurements). */
  int warmSolves;

  private void runStages() {
    for (int stage = 0; stage <= n; stage++) {
      if (!runStage()) {
        break;
      }
      for (int b = n; b < 2 * n; b++) {
        if (blossomParent[b] == -1
            && blossomBase[b] >= 0
            && label[b] == 1
            && Wide.isZero(dual, b * limbs, limbs)) {
          expandBlossom(b, true);
        }
      }
    }
  }

  /** Solves from nothing, ignoring the previous solution. */
  public int[] solveFromScratch() {
    started = false;
    return solve();
  }

  private void initialise() {
    Arrays.fill(mate, -1);
    Arrays.fill(labelEnd, -1);
    Arrays.fill(blossomParent, -1);
    Arrays.fill(bestEdge, -1);
    Arrays.fill(blossomBase, -1);
    Arrays.fill(label, 0);
    for (int v = 0; v < n; v++) {
      inBlossom[v] = v;
      blossomBase[v] = v;
    }
    for (int b = 0; b < 2 * n; b++) {
      blossomChildren[b] = null;
      blossomEnds[b] = null;
      blossomBestEdges[b] = null;
      blossomChildCount[b] = 0;
    }
    unusedCount = 0;
    for (int b = 2 * n - 1; b >= n; b--) {
      unusedBlossoms[unusedCount++] = b;
    }
    // Vertex duals start at the largest doubled weight (2 * max w); blossom duals at 0.
    Arrays.fill(dual, 0L);
    Wide.clear(tmp, 0, limbs);
    int pairs = n * (n - 1) / 2;
    for (int k = 0; k < pairs; k++) {
      if (Wide.compare(weight, k * limbs, tmp, 0, limbs) > 0) {
        Wide.copy(weight, k * limbs, tmp, 0, limbs);
      }
    }
    Wide.half(tmp, 0, tmp, 0, limbs); // 4w / 2 = 2w
    for (int v = 0; v < n; v++) {
      Wide.copy(tmp, 0, dual, v * limbs, limbs);
    }
  }

  /**
   * Restores the invariants after weight changes: every vertex touching a changed edge that is
   * matched, inside a blossom, or no longer dual-feasible is taken out of its blossoms and
   * unmatched, and its dual is raised until all its edges are feasible again.
   */
  private void repair() {
    epoch++;
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
      blossomBestEdges[b] = null;
      bestEdge[b] = -1;
      Wide.clear(dual, b * limbs, limbs);
      unusedBlossoms[unusedCount++] = b;
    }
    if (mate[u] >= 0) {
      int other = endpoint[mate[u]];
      mate[other] = -1;
      mate[u] = -1;
    }
  }

  /** slack(k) = dual[i] + dual[j] - 4 w(k), written into tmp at {@code to}. */
  private void slack(int k, int to) {
    int i = endpoint[2 * k];
    int j = endpoint[2 * k + 1];
    Wide.add(dual, i * limbs, dual, j * limbs, tmp, to, limbs);
    Wide.sub(tmp, to, weight, k * limbs, tmp, to, limbs);
  }

  private void slackInto(int k, long[] out, int to) {
    int i = endpoint[2 * k];
    int j = endpoint[2 * k + 1];
    Wide.add(dual, i * limbs, dual, j * limbs, out, to, limbs);
    Wide.sub(out, to, weight, k * limbs, out, to, limbs);
  }

  /** True when slack(a) &lt; slack(b). */
  private boolean slackLess(int a, int b) {
    slack(a, limbs);
    slack(b, 2 * limbs);
    return Wide.compare(tmp, limbs, tmp, 2 * limbs, limbs) < 0;
  }

  private boolean slackIsZero(int k) {
    slack(k, 3 * limbs);
    return Wide.isZero(tmp, 3 * limbs, limbs) || Wide.isNegative(tmp, 3 * limbs, limbs);
  }

  /** The vertices inside blossom b (b itself for a vertex); the array must not be changed. */
  private int[] leavesOf(int b) {
    return b < n ? new int[] {b} : blossomLeaves[b];
  }

  /** Records the vertices of a new blossom: its children's vertices, in child order. */
  private void collectLeaves(int b) {
    int count = 0;
    for (int c = 0; c < blossomChildCount[b]; c++) {
      int child = blossomChildren[b][c];
      count += child < n ? 1 : blossomLeaves[child].length;
    }
    int[] out = new int[count];
    int at = 0;
    for (int c = 0; c < blossomChildCount[b]; c++) {
      int child = blossomChildren[b][c];
      if (child < n) {
        out[at++] = child;
      } else {
        System.arraycopy(blossomLeaves[child], 0, out, at, blossomLeaves[child].length);
        at += blossomLeaves[child].length;
      }
    }
    blossomLeaves[b] = out;
  }

  private void push(int v) {
    if (queueSize == queue.length) {
      queue = Arrays.copyOf(queue, 2 * queue.length);
    }
    queue[queueSize++] = v;
  }

  private void assignLabel(int w, int t, int p) {
    while (true) {
      int b = inBlossom[w];
      label[w] = t;
      label[b] = t;
      labelEnd[w] = p;
      labelEnd[b] = p;
      bestEdge[w] = -1;
      bestEdge[b] = -1;
      if (t == 1) {
        if (b < n) {
          push(b);
        } else {
          for (int x : blossomLeaves[b]) {
            push(x);
          }
        }
        return;
      }
      int base = blossomBase[b];
      int mp = mate[base];
      w = endpoint[mp];
      t = 1;
      p = mp ^ 1;
    }
  }

  private int scanBlossom(int v, int w) {
    int[] path = pathScratch();
    int len = 0;
    int base = -1;
    while (v != -1 || w != -1) {
      int b = inBlossom[v];
      if ((label[b] & 4) != 0) {
        base = blossomBase[b];
        break;
      }
      path[len++] = b;
      label[b] = 5;
      if (labelEnd[b] == -1) {
        v = -1;
      } else {
        v = endpoint[labelEnd[b]];
        b = inBlossom[v];
        v = endpoint[labelEnd[b]];
      }
      if (w != -1) {
        int x = v;
        v = w;
        w = x;
      }
    }
    for (int i = 0; i < len; i++) {
      label[path[i]] = 1;
    }
    return base;
  }

  private int[] pathBuffer = new int[0];

  private int[] pathScratch() {
    if (pathBuffer.length < 2 * n + 2) {
      pathBuffer = new int[2 * n + 2];
    }
    return pathBuffer;
  }

  private void addBlossom(int base, int k) {
    int v = endpoint[2 * k];
    int w = endpoint[2 * k + 1];
    int bb = inBlossom[base];
    int bv = inBlossom[v];
    int bw = inBlossom[w];
    int b = unusedBlossoms[--unusedCount];
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    int[] path = new int[2 * n + 1];
    int[] ends = new int[2 * n + 1];
    int len = 0;
    // Walk from v back to the base, then reverse.
    while (bv != bb) {
      blossomParent[bv] = b;
      path[len] = bv;
      ends[len] = labelEnd[bv];
      len++;
      v = endpoint[labelEnd[bv]];
      bv = inBlossom[v];
    }
    path[len] = bb;
    len++;
    reverse(path, len);
    reverse(ends, len - 1);
    ends[len - 1] = 2 * k;
    while (bw != bb) {
      blossomParent[bw] = b;
      path[len] = bw;
      ends[len] = labelEnd[bw] ^ 1;
      len++;
      w = endpoint[labelEnd[bw]];
      bw = inBlossom[w];
    }
    blossomChildren[b] = path;
    blossomEnds[b] = ends;
    blossomChildCount[b] = len;
    collectLeaves(b);
    label[b] = 1;
    labelEnd[b] = labelEnd[bb];
    Wide.clear(dual, b * limbs, limbs);
    int[] leafs = leavesOf(b);
    for (int x : leafs) {
      if (label[inBlossom[x]] == 2) {
        push(x);
      }
      inBlossom[x] = b;
    }
    Arrays.fill(bestEdgeTo, -1);
    for (int c = 0; c < len; c++) {
      int sub = path[c];
      if (blossomBestEdges[sub] == null) {
        for (int x : leavesOf(sub)) {
          for (int y = 0; y < n; y++) {
            if (y != x && exists(pair(x, y))) {
              considerBestEdge(pair(x, y), b);
            }
          }
        }
      } else {
        int[] list = blossomBestEdges[sub];
        for (int a = 0; a < blossomBestEdgeCount[sub]; a++) {
          considerBestEdge(list[a], b);
        }
      }
      blossomBestEdges[sub] = null;
      bestEdge[sub] = -1;
    }
    int cnt = 0;
    for (int x = 0; x < 2 * n; x++) {
      if (bestEdgeTo[x] != -1) {
        cnt++;
      }
    }
    int[] list = new int[cnt];
    cnt = 0;
    for (int x = 0; x < 2 * n; x++) {
      if (bestEdgeTo[x] != -1) {
        list[cnt++] = bestEdgeTo[x];
      }
    }
    blossomBestEdges[b] = list;
    blossomBestEdgeCount[b] = cnt;
    bestEdge[b] = -1;
    for (int e : list) {
      slack(e, 4 * limbs);
      offerBest(b, e, 4 * limbs);
    }
  }

  private void considerBestEdge(int k, int b) {
    int i = endpoint[2 * k];
    int j = endpoint[2 * k + 1];
    if (inBlossom[j] == b) {
      j = i;
    }
    int bj = inBlossom[j];
    if (bj != b && label[bj] == 1) {
      if (bestEdgeTo[bj] != -1 && slackSign(k, toSlack, bj * limbs) >= 0) {
        return; // not better than the edge already kept
      }
      slack(k, 4 * limbs);
      if (bestEdgeTo[bj] == -1 || Wide.compare(tmp, 4 * limbs, toSlack, bj * limbs, limbs) < 0) {
        bestEdgeTo[bj] = k;
        Wide.copy(tmp, 4 * limbs, toSlack, bj * limbs, limbs);
      }
    }
  }

  private static void reverse(int[] a, int len) {
    for (int i = 0, j = len - 1; i < j; i++, j--) {
      int x = a[i];
      a[i] = a[j];
      a[j] = x;
    }
  }

  private int indexOfChild(int b, int child) {
    int[] ch = blossomChildren[b];
    for (int i = 0; i < blossomChildCount[b]; i++) {
      if (ch[i] == child) {
        return i;
      }
    }
    throw new IllegalStateException("child not in blossom");
  }

  /** Index into a blossom's cyclic child list, allowing negative positions. */
  private static int cyc(int j, int len) {
    return j < 0 ? j + len : j;
  }

  private void expandBlossom(int b, boolean endStage) {
    int len = blossomChildCount[b];
    int[] children = blossomChildren[b];
    int[] ends = blossomEnds[b];
    for (int c = 0; c < len; c++) {
      int s = children[c];
      blossomParent[s] = -1;
      if (s < n) {
        inBlossom[s] = s;
      } else if (endStage && Wide.isZero(dual, s * limbs, limbs)) {
        expandBlossom(s, true);
      } else {
        for (int x : leavesOf(s)) {
          inBlossom[x] = s;
        }
      }
    }
    if (!endStage && label[b] == 2) {
      int entryChild = inBlossom[endpoint[labelEnd[b] ^ 1]];
      int j = indexOfChild(b, entryChild);
      int jstep;
      int endTrick;
      if ((j & 1) != 0) {
        j -= len;
        jstep = 1;
        endTrick = 0;
      } else {
        jstep = -1;
        endTrick = 1;
      }
      int p = labelEnd[b];
      while (j != 0) {
        label[endpoint[p ^ 1]] = 0;
        label[endpoint[ends[cyc(j - endTrick, len)] ^ endTrick ^ 1]] = 0;
        assignLabel(endpoint[p ^ 1], 2, p);
        allow(ends[cyc(j - endTrick, len)] >> 1);
        j += jstep;
        p = ends[cyc(j - endTrick, len)] ^ endTrick;
        allow(p >> 1);
        j += jstep;
      }
      int bv = children[cyc(j, len)];
      label[endpoint[p ^ 1]] = 2;
      label[bv] = 2;
      labelEnd[endpoint[p ^ 1]] = p;
      labelEnd[bv] = p;
      bestEdge[bv] = -1;
      j += jstep;
      while (children[cyc(j, len)] != entryChild) {
        bv = children[cyc(j, len)];
        if (label[bv] == 1) {
          j += jstep;
          continue;
        }
        int found = -1;
        for (int x : leavesOf(bv)) {
          if (label[x] != 0) {
            found = x;
            break;
          }
        }
        if (found >= 0) {
          label[found] = 0;
          label[endpoint[mate[blossomBase[bv]]]] = 0;
          assignLabel(found, 2, labelEnd[found]);
        }
        j += jstep;
      }
    }
    label[b] = -1;
    labelEnd[b] = -1;
    blossomChildren[b] = null;
    blossomEnds[b] = null;
    blossomChildCount[b] = 0;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    unusedBlossoms[unusedCount++] = b;
  }

  private void augmentBlossom(int b, int v) {
    int t = v;
    while (blossomParent[t] != b) {
      t = blossomParent[t];
    }
    if (t >= n) {
      augmentBlossom(t, v);
    }
    int len = blossomChildCount[b];
    int[] children = blossomChildren[b];
    int[] ends = blossomEnds[b];
    int i = indexOfChild(b, t);
    int j = i;
    int jstep;
    int endTrick;
    if ((i & 1) != 0) {
      j -= len;
      jstep = 1;
      endTrick = 0;
    } else {
      jstep = -1;
      endTrick = 1;
    }
    while (j != 0) {
      j += jstep;
      t = children[cyc(j, len)];
      int p = ends[cyc(j - endTrick, len)] ^ endTrick;
      if (t >= n) {
        augmentBlossom(t, endpoint[p]);
      }
      j += jstep;
      t = children[cyc(j, len)];
      if (t >= n) {
        augmentBlossom(t, endpoint[p ^ 1]);
      }
      mate[endpoint[p]] = p ^ 1;
      mate[endpoint[p ^ 1]] = p;
    }
    rotate(children, len, i);
    rotate(ends, len, i);
    blossomBase[b] = blossomBase[children[0]];
  }

  private static void rotate(int[] a, int len, int by) {
    if (by == 0) {
      return;
    }
    int[] copy = Arrays.copyOf(a, len);
    for (int x = 0; x < len; x++) {
      a[x] = copy[(x + by) % len];
    }
  }

  private void augmentMatching(int k) {
    int[] starts = {endpoint[2 * k], endpoint[2 * k + 1]};
    int[] ps = {2 * k + 1, 2 * k};
    for (int side = 0; side < 2; side++) {
      int s = starts[side];
      int p = ps[side];
      while (true) {
        int bs = inBlossom[s];
        if (bs >= n) {
          augmentBlossom(bs, s);
        }
        mate[s] = p;
        if (labelEnd[bs] == -1) {
          break;
        }
        int t = endpoint[labelEnd[bs]];
        int bt = inBlossom[t];
        s = endpoint[labelEnd[bt]];
        int j = endpoint[labelEnd[bt] ^ 1];
        if (bt >= n) {
          augmentBlossom(bt, j);
        }
        mate[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }
  }

  /** One stage: grow alternating trees until an augmentation or an optimum. */
  private boolean runStage() {
    Arrays.fill(label, 0);
    Arrays.fill(bestEdge, -1);
    for (int b = n; b < 2 * n; b++) {
      blossomBestEdges[b] = null;
    }
    for (int i = 0; i < allowedCount; i++) {
      allowEdge[allowedList[i]] = false;
    }
    allowedCount = 0;
    epoch++;
    queueSize = 0;
    for (int v = 0; v < n; v++) {
      if (mate[v] == -1 && label[inBlossom[v]] == 0) {
        assignLabel(v, 1, -1);
      }
    }
    while (true) {
      while (queueSize > 0) {
        int v = queue[--queueSize];
        for (int y = 0; y < n; y++) {
          if (y == v) {
            continue;
          }
          int k = pair(v, y);
          if (!exists(k)) {
            continue;
          }
          int p = v > y ? 2 * k + 1 : 2 * k;
          int w = endpoint[p];
          if (inBlossom[v] == inBlossom[w]) {
            continue;
          }
          int at = 3 * limbs;
          if (!allowEdge[k]) {
            if (slackSign(k, null, 0) <= 0) {
              allow(k);
            } else {
              int target = label[inBlossom[w]] == 1 ? inBlossom[v] : label[w] == 0 ? w : -1;
              if (target < 0
                  || (bestEdge[target] != -1
                      && slackSign(k, bestSlack, bestSlackOf(target)) >= 0)) {
                continue; // not tight, and no better than the best edge already known
              }
              slack(k, at);
            }
          }
          if (allowEdge[k]) {
            if (label[inBlossom[w]] == 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (label[inBlossom[w]] == 1) {
              int base = scanBlossom(v, w);
              if (base >= 0) {
                addBlossom(base, k);
              } else {
                augmentMatching(k);
                return true;
              }
            } else if (label[w] == 0) {
              label[w] = 2;
              labelEnd[w] = p ^ 1;
            }
          } else if (label[inBlossom[w]] == 1) {
            offerBest(inBlossom[v], k, at);
          } else if (label[w] == 0) {
            offerBest(w, k, at);
          }
        }
      }
      if (!dualStep()) {
        return false;
      }
    }
  }

  /** Computes delta, updates the duals; returns false when the optimum is reached. */
  private boolean dualStep() {
    final int d = 0; // delta in tmp[0..limbs)
    final int c = limbs; // candidate in tmp[limbs..2 limbs)
    int deltaType = -1;
    int deltaEdge = -1;
    int deltaBlossom = -1;
    if (!maxCardinality) {
      // delta1: the smallest vertex dual (the matching is optimal when it reaches 0).
      deltaType = 1;
      Wide.copy(dual, 0, tmp, d, limbs);
      for (int v = 1; v < n; v++) {
        if (Wide.compare(dual, v * limbs, tmp, d, limbs) < 0) {
          Wide.copy(dual, v * limbs, tmp, d, limbs);
        }
      }
    }
    // delta2: slack of an edge from a free vertex to an S-vertex.
    for (int v = 0; v < n; v++) {
      if (label[inBlossom[v]] == 0 && bestEdge[v] != -1) {
        Wide.copy(bestSlack, bestSlackOf(v), tmp, c, limbs);
        if (deltaType == -1 || Wide.compare(tmp, c, tmp, d, limbs) < 0) {
          Wide.copy(tmp, c, tmp, d, limbs);
          deltaType = 2;
          deltaEdge = bestEdge[v];
        }
      }
    }
    // delta3: half the slack of an edge between two S-blossoms.
    for (int b = 0; b < 2 * n; b++) {
      if (blossomParent[b] == -1 && label[b] == 1 && bestEdge[b] != -1) {
        Wide.copy(bestSlack, bestSlackOf(b), tmp, c, limbs);
        if (Wide.isOdd(tmp, c)) {
          throw new IllegalStateException("odd slack between S-blossoms");
        }
        Wide.half(tmp, c, tmp, c, limbs);
        if (deltaType == -1 || Wide.compare(tmp, c, tmp, d, limbs) < 0) {
          Wide.copy(tmp, c, tmp, d, limbs);
          deltaType = 3;
          deltaEdge = bestEdge[b];
        }
      }
    }
    // delta4: the dual of a T-blossom.
    for (int b = n; b < 2 * n; b++) {
      if (blossomBase[b] >= 0
          && blossomParent[b] == -1
          && label[b] == 2
          && (deltaType == -1 || Wide.compare(dual, b * limbs, tmp, d, limbs) < 0)) {
        Wide.copy(dual, b * limbs, tmp, d, limbs);
        deltaType = 4;
        deltaBlossom = b;
      }
    }
    if (deltaType == -1) {
      return false; // maximum cardinality reached: no augmenting path is left
    }
    epoch++;
    for (int v = 0; v < n; v++) {
      int l = label[inBlossom[v]];
      if (l == 1) {
        Wide.sub(dual, v * limbs, tmp, d, dual, v * limbs, limbs);
      } else if (l == 2) {
        Wide.add(dual, v * limbs, tmp, d, dual, v * limbs, limbs);
      }
    }
    for (int b = n; b < 2 * n; b++) {
      if (blossomBase[b] >= 0 && blossomParent[b] == -1) {
        if (label[b] == 1) {
          Wide.add(dual, b * limbs, tmp, d, dual, b * limbs, limbs);
        } else if (label[b] == 2) {
          Wide.sub(dual, b * limbs, tmp, d, dual, b * limbs, limbs);
        }
      }
    }
    switch (deltaType) {
      case 1:
        return false;
      case 2:
        {
          allow(deltaEdge);
          int i = endpoint[2 * deltaEdge];
          if (label[inBlossom[i]] == 0) {
            i = endpoint[2 * deltaEdge + 1];
          }
          push(i);
          return true;
        }
      case 3:
        {
          allow(deltaEdge);
          push(endpoint[2 * deltaEdge]);
          return true;
        }
      default:
        expandBlossom(deltaBlossom, false);
        return true;
    }
  }
}
