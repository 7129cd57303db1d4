package org.arrocco.tournament.dutch;

import java.util.Arrays;
import java.util.List;
import org.arrocco.tournament.matching.MaximumWeightMatching;
import org.arrocco.tournament.matching.Wide;

/**
 * The matching of one bracket solved on a small graph instead of the whole field, with a proof that
 * the answer is the whole field's. While a bracket is paired, every player below its window (the
 * bracket and the next score group) still carries the weights the pairing started with: only C4
 * completion and C2 (one field, the top one, worth {@code (1 + c(a) + c(b)) E} for a pair, where
 * {@code c} is 1 for a player who may not take the bye). So the matching is solved on the window
 * plus a tail of the players just below it; the players further down are paired among themselves
 * by a greedy perfect matching (the PAB's dummy vertex, in an odd field, with a player who may take
 * the bye). Giving each of them the dual {@code (1/2 + c) E} makes every one of their edges tight;
 * the small graph's own optimum comes with its duals, and when every vertex of it that has an edge
 * downwards has a dual of at least {@code (1/2 + c) E} (at least {@code E/2} towards the dummy),
 * the two sets of duals together are feasible for the whole field and tight on the union of the
 * two matchings, which is therefore a maximum-weight perfect matching of the whole field (linear
 * programming duality, as in the blossom algorithm itself). When the proof fails, or the players
 * below cannot be paired greedily, the whole field is solved as before.
 */
final class WindowMatching {
  private final DutchPairer pairer;
  private final MaximumWeightMatching whole;
  private final List<PlayerState> sorted;
  private final int size;
  private final int limbs;
  private final boolean oddField;
  private final boolean[] fixed;
  private final int[] fixedMate;
  private final int[] local;
  private final int[] below;
  private final long[] e;
  private final long[] eBye;
  private final long[] w;

  private boolean active;
  private MaximumWeightMatching part;
  private int[] vertices = new int[0];
  private int count;
  private long[][] threshold = new long[0][];
  private int[] result;

  /** Solves done on a window and solves that fell back to the whole field (measurements). */
  int windowSolves;

  int wholeSolves;
  int failUnmatched, failWindow, failTail, failBye, inactiveBegins, begins, windowCount;

  WindowMatching(DutchPairer pairer) {
    this.pairer = pairer;
    this.whole = pairer.matcher();
    this.sorted = pairer.sorted();
    this.size = sorted.size();
    this.limbs = pairer.limbs();
    this.oddField = whole.size() > size;
    this.fixed = new boolean[size];
    this.fixedMate = new int[size];
    this.local = new int[size];
    this.below = new int[size];
    Arrays.fill(local, -1);
    EdgeWeights weights = pairer.weights();
    e = new long[limbs];
    Wide.addBit(e, 0, weights.completionShift, limbs);
    eBye = new long[limbs];
    Wide.addBit(eBye, 0, weights.completionShift, limbs);
    Wide.addBit(eBye, 0, weights.completionShift + 1, limbs);
    w = new long[limbs];
  }

  /** Whether the player may not take the bye (the {@code c} of the type comment). */
  private boolean notByeCandidate(int v) {
    return !EdgeWeights.byeCandidate(sorted.get(v), pairer.bye());
  }

  /**
   * Starts a bracket whose window holds {@code window} (global vertices, every one unpaired) and
   * below which every vertex from {@code lowBegin} on is still unpaired and untouched.
   */
  void begin(List<Integer> window, int lowBegin) {
    active = false;
    part = null;
    for (int i = 0; i < count; i++) {
      local[vertices[i]] = -1;
    }
    count = 0;
    int low = size - lowBegin;
    begins++;
    windowCount = window.size();
    int tail = Math.max(16, window.size() / 2);
    if (!pairer.lowWeightsUniform() || low < tail + 16) {
      inactiveBegins++;
      return;
    }
    if (((window.size() + tail) & 1) != 0) {
      tail++;
    }
    int restBegin = lowBegin + tail;
    if (!pairRest(restBegin)) {
      inactiveBegins += 1000;
      return;
    }
    int r = window.size() + tail;
    if (vertices.length < r) {
      vertices = new int[r];
    }
    for (int v : window) {
      vertices[count++] = v;
    }
    for (int v = lowBegin; v < restBegin; v++) {
      vertices[count++] = v;
    }
    for (int i = 0; i < count; i++) {
      local[vertices[i]] = i;
    }
    part = new MaximumWeightMatching(count, pairer.weights().totalBits, true);
    for (int i = 1; i < count; i++) {
      for (int j = 0; j < i; j++) {
        whole.weight(vertices[i], vertices[j], w, 0);
        part.setWeight(i, j, w, 0);
      }
    }
    // The bound each vertex's dual must reach: from its edges down, else from the dummy's edge.
    threshold = new long[count][];
    for (int i = 0; i < count; i++) {
      int v = vertices[i];
      boolean down = false;
      for (int x = restBegin; x < size && !down; x++) {
        down = whole.hasEdge(v, x);
      }
      if (down) {
        threshold[i] = notByeCandidate(v) ? eBye : e;
      } else if (oddField && whole.hasEdge(v, size)) {
        threshold[i] = e;
      }
    }
    active = true;
  }

  /**
   * Pairs the players from {@code restBegin} down greedily (with the dummy first, to the lowest
   * player who may take the bye); false when that leaves someone out.
   */
  private boolean pairRest(int restBegin) {
    int[] mate = below;
    Arrays.fill(mate, restBegin, size, -1);
    if (oddField) {
      int assignee = -1;
      for (int v = size - 1; v >= restBegin && assignee < 0; v--) {
        if (!notByeCandidate(v) && whole.hasEdge(v, size)) {
          assignee = v;
        }
      }
      if (assignee < 0) {
        return false;
      }
      mate[assignee] = assignee;
    }
    for (int v = restBegin; v < size; v++) {
      if (mate[v] >= 0) {
        continue;
      }
      int found = -1;
      for (int x = v + 1; x < size && found < 0; x++) {
        if (mate[x] < 0 && whole.hasEdge(v, x)) {
          found = x;
        }
      }
      if (found < 0) {
        return false;
      }
      mate[v] = found;
      mate[found] = v;
    }
    if (result == null) {
      result = new int[size];
    }
    System.arraycopy(mate, restBegin, result, restBegin, size - restBegin);
    return true;
  }

  void setWeight(int u, int v, long[] weight) {
    whole.setWeight(u, v, weight, 0);
    if (active && u < size && v < size && local[u] >= 0 && local[v] >= 0) {
      part.setWeight(local[u], local[v], weight, 0);
    }
  }

  void clearWeight(int u, int v) {
    whole.clearWeight(u, v);
    if (active && u < size && v < size && local[u] >= 0 && local[v] >= 0) {
      part.clearWeight(local[u], local[v]);
    }
  }

  /** Records a pair the bracket has fixed (its players keep only their mutual edge). */
  void fix(int u, int v) {
    fixed[u] = true;
    fixed[v] = true;
    fixedMate[u] = v;
    fixedMate[v] = u;
  }

  /** The matching as an array where an unmatched vertex (or the PAB assignee) is its own partner. */
  int[] solve() {
    if (active) {
      int[] m = part.solve();
      boolean proven = true;
      long[][] bound = new long[count][];
      for (int i = 0; i < count && proven; i++) {
        if (m[i] < 0) {
          proven = false;
          failUnmatched++;
        } else if (!fixed[vertices[i]]) {
          bound[i] = threshold[i];
        }
      }
      if (proven && !part.certifyBounds(bound)) {
        proven = false;
        failWindow++;
      }
      if (proven) {
        windowSolves++;
        int[] out = result.clone();
        for (int v = 0; v < size; v++) {
          if (fixed[v]) {
            out[v] = fixedMate[v];
          }
        }
        for (int i = 0; i < count; i++) {
          out[vertices[i]] = vertices[m[i]];
        }
        return out;
      }
    }
    wholeSolves++;
    int[] all = whole.solve();
    int[] m = new int[size];
    for (int v = 0; v < size; v++) {
      m[v] = all[v] < 0 || all[v] >= size ? v : all[v];
    }
    return m;
  }
}
