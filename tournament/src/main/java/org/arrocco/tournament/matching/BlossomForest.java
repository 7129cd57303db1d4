package org.arrocco.tournament.matching;

import java.util.Arrays;

/**
 * The blossom structure of Edmonds' algorithm over a {@link MatchingGraph}: the matching ({@code
 * mate}), the S/T labels of the alternating trees, the nested blossoms (children, base, connecting
 * edges, vertices). It forms, expands and augments through blossoms; the search that decides when,
 * and finds the least slacks when the duals must change, lives in {@link AugmentingPathSearch}.
 * Indices below {@code n} are vertices, from {@code n} to {@code 2n} blossoms.
 */
abstract class BlossomForest extends MatchingGraph {
  // Algorithm state, indexed by vertex (< n) or blossom (< 2n).
  final int[] mate;
  final int[] label;
  final int[] labelEnd;
  final int[] inBlossom;
  final int[] blossomParent;
  final int[][] blossomChildren;
  final int[] blossomChildCount;
  final int[] blossomBase;
  final int[][] blossomEnds;
  final int[][] blossomLeaves;
  final int[] unusedBlossoms;
  int unusedCount;
  int[] queue;
  int queueSize;

  BlossomForest(int vertices, int bits, boolean rows) {
    super(vertices, bits, rows);
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
    unusedBlossoms = new int[n];
    queue = new int[n + 1];
  }

  /** The vertices inside blossom b (b itself for a vertex); the array must not be changed. */
  int[] leavesOf(int b) {
    return b < n ? new int[] {b} : blossomLeaves[b];
  }

  /** Records the vertices of a new blossom: its children's vertices, in child order. */
  void collectLeaves(int b) {
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

  void push(int v) {
    if (queueSize == queue.length) {
      queue = Arrays.copyOf(queue, 2 * queue.length);
    }
    queue[queueSize++] = v;
  }

  void assignLabel(int w, int t, int p) {
    while (true) {
      int b = inBlossom[w];
      label[w] = t;
      label[b] = t;
      labelEnd[w] = p;
      labelEnd[b] = p;
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

  int scanBlossom(int v, int w) {
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

  private int[] childBuffer = new int[0];
  private int[] endScratch;

  /** Scratch for a new blossom's children; {@code endScratch} then holds as many for its ends. */
  private int[] childScratch() {
    if (childBuffer.length < 2 * n + 1) {
      childBuffer = new int[2 * n + 1];
      endScratch = new int[2 * n + 1];
    }
    return childBuffer;
  }

  int[] pathBuffer = new int[0];

  int[] pathScratch() {
    if (pathBuffer.length < 2 * n + 2) {
      pathBuffer = new int[2 * n + 2];
    }
    return pathBuffer;
  }

  void addBlossom(int base, int k) {
    int v = endpoint[2 * k];
    int w = endpoint[2 * k + 1];
    int bb = inBlossom[base];
    int bv = inBlossom[v];
    int bw = inBlossom[w];
    int b = unusedBlossoms[--unusedCount];
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    int[] path = childScratch();
    int[] ends = endScratch;
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
    path = Arrays.copyOf(path, len);
    ends = Arrays.copyOf(ends, len);
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
  }

  private static void reverse(int[] a, int len) {
    for (int i = 0, j = len - 1; i < j; i++, j--) {
      int x = a[i];
      a[i] = a[j];
      a[j] = x;
    }
  }

  int indexOfChild(int b, int child) {
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

  void expandBlossom(int b, boolean endStage) {
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
    unusedBlossoms[unusedCount++] = b;
  }

  void augmentBlossom(int b, int v) {
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
}
