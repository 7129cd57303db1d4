package org.arrocco.tournament.dutch;

import java.util.List;
import org.arrocco.tournament.matching.CardinalityMatching;
import org.arrocco.tournament.matching.MaximumWeightMatching;
import org.arrocco.tournament.matching.TightGraph;
import org.arrocco.tournament.matching.Wide;

/**
 * One bracket's players alone (its MDPs and residents), where a player left unpaired floats at no
 * cost: the whole field's matching with everything below the bracket taken out. Below the bracket
 * every pair weighs the same top field (C4 with C2: one for the pair, one for each player who could
 * not take the PAB), which every complete pairing sums to the same total; so, with that field taken
 * off the bracket's own pairs, the bracket's optimum is the whole field's as soon as the players it
 * floats, the next score group and the rest can still be paired with the next bracket as full as C8
 * allows ({@link Completion}), and every decision taken on the way is the whole field's too: the
 * last solution is then optimal for every earlier decision in both problems. When that fails the
 * bracket is paired again on the whole field.
 *
 * <p>Floating is a matching too: the bracket holds as many sink vertices as it floats players at
 * the least (its players less twice its largest number of pairs), each joined to every player with
 * the least weight, so that its solutions are perfect matchings and are repaired, not recomputed,
 * after each decision. Every weight is raised by one so that those sink pairs exist; all perfect
 * matchings have the same number of pairs, so this changes no choice.
 */
final class BracketField implements PairingField {
  /** The bracket cannot be paired as its decisions left it: pair it on the whole field. */
  static final class Unpairable extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Unpairable() {
      super(null, null, false, false);
    }
  }

  private final List<PlayerState> sorted;
  private final EdgeWeights weights;
  private final EdgeWeights.Bye bye;
  private final int limbs;
  private final int topShift;
  private final int players;
  private final int[] localOf;
  private final int[] playerOf;
  private final long[] maxWeight;
  private long[] pending;
  private MaximumWeightMatching matcher;
  private int changes; // weights set (not cleared) since the last solve
  private int[] last; // the last solution, by vertex
  private boolean settled; // no weight has changed since the last solve but by finalisePair
  private TightGraph tight; // while decisions are taken on the last solution's tight pairs
  private final long[] w;

  /**
   * The bracket of {@code members} (ascending players), its MDPs first, with weights of the layout
   * {@code weights}.
   */
  BracketField(
      DutchPairer pairer, EdgeWeights weights, List<Integer> members, EdgeWeights.Bye bye) {
    this.sorted = pairer.sorted();
    this.weights = weights;
    this.bye = bye;
    this.limbs = weights.limbs;
    this.topShift = weights.totalBits - 3;
    this.players = members.size();
    this.localOf = new int[sorted.size()];
    java.util.Arrays.fill(localOf, -1);
    this.playerOf = new int[players];
    for (int i = 0; i < players; i++) {
      localOf[members.get(i)] = i;
      playerOf[i] = members.get(i);
    }
    this.maxWeight = new long[limbs];
    weights.max(maxWeight, 0);
    this.pending = new long[Math.max(1, players * (players - 1) / 2 * limbs)];
    this.w = new long[limbs];
  }

  private int slot(int a, int b) {
    int larger = Math.max(a, b);
    int smaller = Math.min(a, b);
    return (larger * (larger - 1) / 2 + smaller) * limbs;
  }

  /** The whole field's weight less its top field, plus one (0 stays 0: no pair). */
  private void local(long[] full, long[] out) {
    Wide.copy(full, 0, out, 0, limbs);
    if (!Wide.isZero(out, 0, limbs)) {
      Wide.clearFrom(out, 0, topShift, limbs);
      Wide.addSmall(out, 0, 1, limbs);
    }
  }

  @Override
  public void setWeight(int u, int v, long[] weight) {
    int a = localOf[u];
    int b = localOf[v];
    if (a < 0 || b < 0) {
      return;
    }
    local(weight, w);
    settled = false;
    if (matcher == null) {
      Wide.copy(w, 0, pending, slot(a, b), limbs);
    } else {
      matcher.setWeight(a, b, w, 0);
      if (!Wide.isZero(w, 0, limbs)) {
        changes++;
      }
    }
  }

  @Override
  public void weight(int u, int v, long[] out) {
    int a = localOf[u];
    int b = localOf[v];
    if (matcher == null) {
      Wide.copy(pending, slot(a, b), out, 0, limbs);
    } else {
      matcher.weight(a, b, out, 0);
    }
    if (Wide.isZero(out, 0, limbs)) {
      return;
    }
    Wide.addSmall(out, 0, -1, limbs);
    int top = 1 + (candidate(sorted.get(u)) ? 0 : 1) + (candidate(sorted.get(v)) ? 0 : 1);
    for (int bit = 0; bit < 2; bit++) {
      if ((top >> bit & 1) != 0) {
        Wide.addBit(out, 0, topShift + bit, limbs);
      }
    }
  }

  private boolean candidate(PlayerState p) {
    return p.eligibleForBye && p.score <= bye.score;
  }

  /** Builds the matching with as many sinks as the bracket floats players at the least. */
  private void start() {
    int[] most =
        CardinalityMatching.maximum(players, (a, b) -> !Wide.isZero(pending, slot(a, b), limbs));
    int sinks = players - 2 * CardinalityMatching.size(most);
    long available = DutchPairer.availableMemory();
    DutchPairer.checkMemory(
        players, MaximumWeightMatching.bytesFor(players + sinks, weights.totalBits, 0), available);
    matcher = new MaximumWeightMatching(players + sinks, weights.totalBits, true, available);
    for (int a = 1; a < players; a++) {
      for (int b = 0; b < a; b++) {
        int s = slot(a, b);
        if (!Wide.isZero(pending, s, limbs)) {
          matcher.setWeight(a, b, pending, s);
        }
      }
    }
    pending = null;
    long[] one = new long[limbs];
    one[0] = 1;
    for (int s = players; s < players + sinks; s++) {
      for (int a = 0; a < players; a++) {
        matcher.setWeight(a, s, one, 0);
      }
    }
  }

  @Override
  public int[] solve() {
    if (matcher == null) {
      start();
    }
    // After a change of most weights (the remainder's ordering terms) repairing the previous
    // optimum frees nearly every player and costs several times a solve from nothing.
    int[] all = changes > matcher.size() ? matcher.solveFromScratch() : matcher.solve();
    changes = 0;
    last = all;
    settled = true;
    for (int mate : all) {
      if (mate < 0) {
        throw new Unpairable();
      }
    }
    return players();
  }

  /** The total weight of the last solution (sink pairs included). */
  java.math.BigInteger total() {
    return matcher.total(last);
  }

  /**
   * Lets player {@code u} float (his sink pairs at the least weight) or not (no sink pair): a
   * player who must be paired inside the bracket.
   */
  void floating(int u, boolean allowed) {
    int a = localOf[u];
    settled = false;
    long[] one = new long[limbs];
    if (allowed) {
      one[0] = 1;
    }
    for (int s = players; s < matcher.size(); s++) {
      matcher.setWeight(a, s, one, 0);
    }
  }

  /**
   * Whether the last solution's optimum may also be reached with u paired with v ({@link
   * MaximumWeightMatching#mayHold}): false is certain. Only pairs fixed by {@link #finalisePair},
   * whose players are no longer asked about, may have changed since that solve; otherwise true.
   */
  boolean mayPair(int u, int v) {
    return !settled || matcher.mayHold(localOf[u], localOf[v]);
  }

  @Override
  public void finalisePair(int u, int v) {
    if (tight != null) {
      tight.fix(localOf[u]);
    }
    matcher.keepOnly(localOf[u], localOf[v], maxWeight);
  }

  /**
   * Starts taking decisions on the last solution's tight pairs ({@link TightGraph}) instead of
   * re-solving: possible when no weight has changed since that solve but by {@link #finalisePair}
   * and it left no blossom. Until {@link #endTight}, only {@link #pairIfOptimal} and {@link
   * #finalisePair} may be called.
   */
  boolean startTight() {
    if (tight == null && settled) {
      tight = TightGraph.of(matcher, last);
    }
    return tight != null;
  }

  /**
   * Pairs u with v when some optimum of the present decisions does ({@link #startTight}): the new
   * optimum, as {@link #solve} gives it; null and nothing changed when none does.
   */
  int[] pairIfOptimal(int u, int v) {
    if (!tight.pairIfOptimal(localOf[u], localOf[v])) {
      return null;
    }
    for (int a = 0; a < last.length; a++) {
      last[a] = tight.mate(a);
    }
    return players();
  }

  /** Ends {@link #startTight}: the matching goes on from the last optimum found on the pairs. */
  void endTight() {
    if (tight != null) {
      matcher.adopt(last);
      tight = null;
    }
  }

  /** The last solution by player: each player's partner, himself when floating. */
  private int[] players() {
    int[] m = new int[sorted.size()];
    for (int p = 0; p < m.length; p++) {
      m[p] = p;
    }
    for (int a = 0; a < players; a++) {
      if (last[a] < players) {
        m[playerOf[a]] = playerOf[last[a]];
      }
    }
    return m;
  }
}
