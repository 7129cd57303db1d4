package org.arrocco.tournament.matching;

import java.util.Arrays;

/**
 * The primal-dual search of the blossom algorithm: each stage labels the free vertices S, grows
 * alternating trees along tight edges (forming blossoms on the way) until an augmenting path is
 * found and applied, and otherwise changes the duals by the smallest of Galil's four deltas. In
 * max-cardinality mode the stages run until no augmenting path is left at all; otherwise they stop
 * once a vertex dual reaches zero.
 */
abstract class AugmentingPathSearch extends BlossomForest {
  final boolean maxCardinality;

  private final int[] sVertices;
  private final int[] freeVertices;

  AugmentingPathSearch(int vertices, int bits, boolean maxCardinality, boolean rows) {
    super(vertices, bits, rows);
    this.maxCardinality = maxCardinality;
    this.sVertices = new int[vertices];
    this.freeVertices = new int[vertices];
  }

  void runStages() {
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

  void initialise() {
    Arrays.fill(mate, -1);
    Arrays.fill(labelEnd, -1);
    Arrays.fill(blossomParent, -1);
    Arrays.fill(blossomBase, -1);
    Arrays.fill(label, 0);
    for (int v = 0; v < n; v++) {
      inBlossom[v] = v;
      blossomBase[v] = v;
    }
    for (int b = 0; b < 2 * n; b++) {
      blossomChildren[b] = null;
      blossomEnds[b] = null;
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
   * A better start than {@link #initialise()}'s for a perfect matching (max-cardinality mode only:
   * the free vertices' duals then need not be equal): each vertex's dual is its heaviest pair's
   * weight (so every pair stays feasible), and pairs that are tight at once, the heaviest pair of
   * both their vertices, are matched greedily. A Swiss bracket has many pairs of equal weight, so
   * most vertices start matched and far fewer stages remain. All duals stay even, as the stages
   * need.
   */
  void greedyStart() {
    for (int v = 0; v < n; v++) {
      Wide.clear(dual, v * limbs, limbs);
    }
    int pairs = n * (n - 1) / 2;
    for (int k = 0; k < pairs; k++) {
      if (!present[k]) {
        continue;
      }
      Wide.half(weight, k * limbs, tmp, 0, limbs); // 4w / 2 = 2w
      for (int side = 0; side < 2; side++) {
        int v = endpoint[2 * k + side];
        if (Wide.compare(tmp, 0, dual, v * limbs, limbs) > 0) {
          Wide.copy(tmp, 0, dual, v * limbs, limbs);
        }
      }
    }
    for (int v = 0; v < n; v++) {
      if (mate[v] != -1) {
        continue;
      }
      for (int y = 0; y < n; y++) {
        if (y == v || mate[y] != -1) {
          continue;
        }
        int k = pair(v, y);
        if (present[k] && slackSign(k, null, 0) == 0) {
          mate[v] = v > y ? 2 * k + 1 : 2 * k;
          mate[y] = v > y ? 2 * k : 2 * k + 1;
          break;
        }
      }
    }
  }

  void augmentMatching(int k) {
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
  boolean runStage() {
    Arrays.fill(label, 0);
    for (int i = 0; i < allowedCount; i++) {
      disallow(allowedList[i]);
    }
    allowedCount = 0;
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
          if (!exists(v, y, k)) {
            continue;
          }
          int p = v > y ? 2 * k + 1 : 2 * k;
          int w = y; // the end p points to: the pair's other vertex
          if (inBlossom[v] == inBlossom[w]) {
            continue;
          }
          if (!allowed(v, y, k)) {
            if (slackSign(v, y, k, null, 0) > 0) {
              // Not tight: the least slacks are searched when the duals must change.
              continue;
            }
            allow(k);
          }
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
        }
      }
      if (!dualStep()) {
        return false;
      }
    }
  }

  private int sCount;
  private int freeCount;

  /** Lists the vertices of S-blossoms and those of unlabelled blossoms (free of the trees). */
  private void sortVertices() {
    sCount = 0;
    freeCount = 0;
    for (int v = 0; v < n; v++) {
      int l = label[inBlossom[v]];
      if (l == 1) {
        sVertices[sCount++] = v;
      } else if (l == 0) {
        freeVertices[freeCount++] = v;
      }
    }
  }

  /**
   * The pair of least slack between a vertex of an S-blossom and one of an unlabelled blossom, its
   * slack written into tmp at {@code at}; -1 when there is none. Searched at each change of the
   * duals, like {@link #leastSlackBetweenSBlossoms}, instead of kept at every scan: a bracket's
   * solve from nothing runs a stage per pair it adds and changes its duals a few times in all.
   */
  private int leastSlackToFreeVertices(int at) {
    int best = -1;
    for (int i = 0; i < sCount; i++) {
      int v = sVertices[i];
      for (int j = 0; j < freeCount; j++) {
        best = lessSlack(v, freeVertices[j], best, at);
      }
    }
    return best;
  }

  /**
   * The pair of least slack between two vertices of different S-blossoms, its slack written into
   * tmp at {@code at}; -1 when there is none. Searched afresh at each change of the duals rather
   * than kept up to date as each blossom forms: in a Swiss bracket's matching blossoms form many
   * times more often than the duals change, and few vertices are S when they do.
   */
  private int leastSlackBetweenSBlossoms(int at) {
    int best = -1;
    for (int i = 1; i < sCount; i++) {
      int v = sVertices[i];
      for (int j = 0; j < i; j++) {
        int y = sVertices[j];
        if (inBlossom[v] != inBlossom[y]) {
          best = lessSlack(v, y, best, at);
        }
      }
    }
    return best;
  }

  /**
   * The pair of v and y when it exists and its slack is below that of {@code best} (written in tmp
   * at {@code at}; -1: none yet), its slack then written there; otherwise {@code best}.
   */
  private int lessSlack(int v, int y, int best, int at) {
    int k = pair(v, y);
    if (exists(v, y, k) && (best == -1 || slackSign(v, y, k, tmp, at) < 0)) {
      slack(v, y, k, at);
      return k;
    }
    return best;
  }

  /** Computes delta, updates the duals; returns false when the optimum is reached. */
  boolean dualStep() {
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
    sortVertices();
    // delta2: slack of an edge from a free vertex to an S-vertex.
    int toFree = leastSlackToFreeVertices(c);
    if (toFree >= 0 && (deltaType == -1 || Wide.compare(tmp, c, tmp, d, limbs) < 0)) {
      Wide.copy(tmp, c, tmp, d, limbs);
      deltaType = 2;
      deltaEdge = toFree;
    }
    // delta3: half the slack of an edge between two S-blossoms.
    int edge = leastSlackBetweenSBlossoms(c);
    if (edge >= 0) {
      if (Wide.isOdd(tmp, c)) {
        throw new IllegalStateException("odd slack between S-blossoms");
      }
      Wide.half(tmp, c, tmp, c, limbs);
      if (deltaType == -1 || Wide.compare(tmp, c, tmp, d, limbs) < 0) {
        Wide.copy(tmp, c, tmp, d, limbs);
        deltaType = 3;
        deltaEdge = edge;
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
