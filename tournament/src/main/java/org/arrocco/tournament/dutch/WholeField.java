package org.arrocco.tournament.dutch;

import java.util.List;
import org.arrocco.tournament.matching.MaximumWeightMatching;
import org.arrocco.tournament.matching.Wide;

/**
 * Every player still to pair in one maximum-weight matching (with the dummy vertex of an odd field,
 * whose partner is the PAB assignee): each decision of a bracket re-solves it, so that it keeps the
 * rest of the round completable (C4) and optimal for the later criteria. Either the pairer's
 * matching over the whole field from the round's start, or one made when a bracket needs it, over
 * the players left unpaired.
 */
final class WholeField implements PairingField {
  /** The weight a pair of MDPs carries from the bracket before, in this field's layout. */
  @FunctionalInterface
  interface Carried {
    void into(int a, int b, long[] out);
  }

  private final MaximumWeightMatching matcher;
  private final int players; // players of the round, in pairing order
  private final int[] localOf; // player -> vertex, -1 when not held
  private final int[] playerOf; // vertex -> player, -1 for the dummy
  private final long[] maxWeight;
  private int changes; // weights set (not cleared) since the last solve

  private WholeField(
      MaximumWeightMatching matcher, int players, int[] localOf, int[] playerOf, long[] maxWeight) {
    this.matcher = matcher;
    this.players = players;
    this.localOf = localOf;
    this.playerOf = playerOf;
    this.maxWeight = maxWeight;
  }

  /** The pairer's own matching, over every player of the round (vertex = player). */
  static WholeField of(DutchPairer pairer) {
    int size = pairer.sorted().size();
    MaximumWeightMatching m = pairer.matcher();
    int[] localOf = new int[size];
    int[] playerOf = new int[m.size()];
    for (int v = 0; v < m.size(); v++) {
      playerOf[v] = v < size ? v : -1;
      if (v < size) {
        localOf[v] = v;
      }
    }
    return new WholeField(m, size, localOf, playerOf, pairer.maxWeight());
  }

  /**
   * A matching over {@code unpaired} (ascending players) and the dummy vertex of an odd round, as
   * the pairer's own would stand at the start of a bracket whose MDPs are the first {@code mdps} of
   * them: pairs among those MDPs keep the weights {@code before} gives, every other pair the weight
   * of players outside the bracket ({@link EdgeWeights#base} with neither flag); weights in the
   * layout {@code weights}.
   */
  static WholeField of(
      DutchPairer pairer,
      EdgeWeights weights,
      List<Integer> unpaired,
      int mdps,
      Carried before,
      EdgeWeights.Bye bye)
      throws NoLegalPairingException {
    List<PlayerState> sorted = pairer.sorted();
    int size = sorted.size();
    int count = unpaired.size();
    boolean dummy = (size & 1) != 0;
    int vertices = count + (dummy ? 1 : 0);
    long available = DutchPairer.availableMemory();
    DutchPairer.checkMemory(
        count, MaximumWeightMatching.bytesFor(vertices, weights.totalBits, 0), available);
    MaximumWeightMatching m =
        new MaximumWeightMatching(vertices, weights.totalBits, true, available);
    int[] localOf = new int[size];
    java.util.Arrays.fill(localOf, -1);
    int[] playerOf = new int[vertices];
    for (int i = 0; i < count; i++) {
      localOf[unpaired.get(i)] = i;
      playerOf[i] = unpaired.get(i);
    }
    long[] w = new long[weights.limbs];
    for (int i = 1; i < count; i++) {
      for (int j = 0; j < i; j++) {
        int a = unpaired.get(j);
        int b = unpaired.get(i);
        if (i < mdps) {
          before.into(a, b, w);
        } else {
          weights.base(sorted.get(a), sorted.get(b), false, false, bye, w, 0);
        }
        m.setWeight(j, i, w, 0);
      }
    }
    if (dummy) {
      playerOf[count] = -1;
      long[] one = new long[weights.limbs];
      one[0] = 1;
      for (int i = 0; i < count; i++) {
        m.setWeight(i, count, one, 0);
      }
    }
    long[] max = new long[weights.limbs];
    weights.max(max, 0);
    return new WholeField(m, size, localOf, playerOf, max);
  }

  @Override
  public void setWeight(int u, int v, long[] w) {
    matcher.setWeight(localOf[u], localOf[v], w, 0);
    if (!Wide.isZero(w, 0, w.length)) {
      changes++;
    }
  }

  @Override
  public int[] solve() {
    // After a change of most weights (a bracket's start, the remainder's ordering terms) repairing
    // the previous optimum frees nearly every player and costs more than a solve from nothing.
    int[] all = changes > matcher.size() ? matcher.solveFromScratch() : matcher.solve();
    changes = 0;
    int[] m = new int[players];
    for (int p = 0; p < players; p++) {
      m[p] = p;
    }
    for (int v = 0; v < all.length; v++) {
      int p = playerOf[v];
      if (p >= 0 && all[v] >= 0 && playerOf[all[v]] >= 0) {
        m[p] = playerOf[all[v]];
      }
    }
    return m;
  }

  @Override
  public void finalisePair(int u, int v) {
    matcher.keepOnly(localOf[u], localOf[v], maxWeight);
  }

  @Override
  public void weight(int u, int v, long[] out) {
    matcher.weight(localOf[u], localOf[v], out, 0);
  }
}
