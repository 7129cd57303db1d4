package org.arrocco.tournament.dutch;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.tournament.matching.Wide;

/**
 * The bracket-by-bracket part of {@link DutchPairer}: for each bracket (MDPs + resident score
 * group, with the next score group in view for C8) it fixes, in this order, which MDPs are paired
 * (highest first, C6/C7; MDP sets, 4.4), their opponents (each MDP the highest resident still
 * possible), the resident exchanges between S1 and S2 (fewest, then smallest BSN differences, 4.3),
 * and the S1-S2 pairs (each S1 player with the highest possible S2 player, i.e. the transposition
 * order, 3.3 and 4.2). Every decision biases a few edge weights and re-solves a matching: the
 * bracket's own where that gives the whole field's decisions ({@link BracketField}), the whole
 * field's otherwise ({@link WholeField}).
 */
final class BracketPairing {
  private final DutchPairer pairer;
  private final List<PlayerState> sorted;
  private EdgeWeights weights; // the layout of the current field's weights
  private PairingField field;
  private int limbs;
  private final boolean[] matched;
  private int[] stable;
  private long[] base = new long[0];
  private long[] w;
  private boolean afterC9; // a bracket was paired with C9's terms on

  // The current window of players: MDPs [0, groupBegin), residents [groupBegin, nextBegin),
  // next score group [nextBegin, size).
  private final List<PlayerState> window = new ArrayList<>();
  private final List<Integer> vertexOf = new ArrayList<>();
  private int groupBegin;
  private int groupBeginVertex;
  private int nextBegin;
  private int nextBeginVertex;

  BracketPairing(DutchPairer pairer) {
    this.pairer = pairer;
    this.sorted = pairer.sorted();
    this.field = pairer.relaxing() ? null : WholeField.of(pairer);
    this.matched = new boolean[sorted.size()];
    layout(pairer.weights());
  }

  private void layout(EdgeWeights weights) {
    this.weights = weights;
    this.limbs = weights.limbs;
    this.w = new long[limbs];
  }

  /**
   * The weight, in the layout {@code to}, of a pair of MDPs carried from the field {@code from}
   * (layout {@code was}), whose weight is still the one their last bracket gave it: 0, or the
   * pair's base weight in a bracket ({@link EdgeWeights#base} with the current-bracket flag, the
   * PAB's C9 term off) plus a small bias (1 when the higher was tried as an MDP).
   */
  private void carried(
      PairingField from, EdgeWeights was, int a, int b, EdgeWeights to, long[] out) {
    long[] old = new long[was.limbs];
    from.weight(a, b, old);
    Wide.clear(out, 0, to.limbs);
    if (Wide.isZero(old, 0, was.limbs)) {
      return;
    }
    if (was == to) {
      Wide.copy(old, 0, out, 0, to.limbs);
      return;
    }
    long[] oldBase = new long[was.limbs];
    was.base(sorted.get(a), sorted.get(b), true, false, pairer.belowBye(), oldBase, 0);
    Wide.sub(old, 0, oldBase, 0, old, 0, was.limbs);
    if (Wide.isNegative(old, 0, was.limbs) || Wide.compare(old, 0, smallBias, 0, 1) > 0) {
      throw new IllegalStateException("an MDP pair's weight is not its base (internal error)");
    }
    to.base(sorted.get(a), sorted.get(b), true, false, pairer.belowBye(), out, 0);
    Wide.addSmall(out, 0, old[0], to.limbs);
  }

  private static final long[] smallBias = {1};

  private int baseSlot(int larger, int smaller) {
    return (larger * (larger - 1) / 2 + smaller) * limbs;
  }

  private boolean baseIsZero(int larger, int smaller) {
    return Wide.isZero(base, baseSlot(larger, smaller), limbs);
  }

  private void clearBase(int larger, int smaller) {
    Wide.clear(base, baseSlot(larger, smaller), limbs);
  }

  private void setEdge(int a, int b, long[] weight) {
    field.setWeight(vertexOf.get(a), vertexOf.get(b), weight);
  }

  private void setBaseEdge(int smaller, int larger) {
    Wide.copy(base, baseSlot(larger, smaller), w, 0, limbs);
    setEdge(smaller, larger, w);
  }

  /** base + a small signed adjustment, into w; false when the base is 0 (no edge). */
  private boolean adjusted(int smaller, int larger, long add) {
    int s = baseSlot(larger, smaller);
    if (Wide.isZero(base, s, limbs)) {
      Wide.clear(w, 0, limbs);
      return false;
    }
    Wide.copy(base, s, w, 0, limbs);
    Wide.addSmall(w, 0, add, limbs);
    return true;
  }

  /**
   * The ordering term for remainder pairs: prefer pairs whose higher player is in S1 (fewest
   * exchanges), then smaller S1 indices (smallest BSN differences); shifted above the last bit.
   */
  private long remainderTerm(int smallerRemainderIndex, int remainderPairs) {
    long exchange = smallerRemainderIndex < remainderPairs ? 1 : 0;
    return ((exchange << (2 * weights.groupBits)) - smallerRemainderIndex) * 2;
  }

  private boolean inBracket(int vertex) {
    return vertex >= groupBeginVertex && vertex < nextBeginVertex;
  }

  void pairAll(int[] partnerById) throws NoLegalPairingException {
    int next = 0;
    int top = sorted.get(0).score;
    while (next < sorted.size() && sorted.get(next).score >= top) {
      window.add(sorted.get(next));
      vertexOf.add(next);
      next++;
    }
    groupBegin = 0;
    groupBeginVertex = 0;
    while (window.size() > 1 || next < sorted.size()) {
      if (next >= sorted.size() && groupBegin == window.size()) {
        // Every bracket has been paired and players are left: the decisions lost completion.
        throw new IllegalStateException("pairing could not be completed (internal error)");
      }
      nextBegin = window.size();
      nextBeginVertex = groupBeginVertex + (nextBegin - groupBegin);
      int groupStart = next;
      while (next < sorted.size() && sorted.get(next).score >= sorted.get(groupStart).score) {
        window.add(sorted.get(next));
        vertexOf.add(next);
        next++;
      }
      pairBracket(groupStart, next);
      // Carry the unpaired players into the next bracket.
      List<PlayerState> nextWindow = new ArrayList<>();
      List<Integer> nextVertices = new ArrayList<>();
      EdgeWeights.Bye bye = pairer.bye();
      bye.singleDownfloaterIsAssignee =
          (sorted.size() & 1) != 0
              && groupStart < sorted.size()
              && bye.score >= sorted.get(groupStart).score;
      int newGroupBegin = 0;
      for (int i = 0; i < window.size(); i++) {
        int v = vertexOf.get(i);
        if (i < nextBegin && matched[v]) {
          partnerById[window.get(i).id] = sorted.get(stable[v]).id;
          partnerById[sorted.get(stable[v]).id] = window.get(i).id;
        } else {
          nextWindow.add(window.get(i));
          nextVertices.add(v);
          if (i < nextBegin) {
            newGroupBegin++;
          }
          if (bye.singleDownfloaterIsAssignee
              && sorted.get(stable[v]).score < sorted.get(groupStart).score) {
            bye.singleDownfloaterIsAssignee = false;
          }
        }
      }
      window.clear();
      window.addAll(nextWindow);
      vertexOf.clear();
      vertexOf.addAll(nextVertices);
      groupBegin = newGroupBegin;
      groupBeginVertex = nextBeginVertex;
      pairer.progress().update(next - window.size(), sorted.size());
    }
  }

  /**
   * Pairs the bracket of the window: on its own ({@link BracketField}) unless C9 weighs its pairs,
   * on the whole field then, and when what the bracket alone decided cannot be completed below
   * ({@link Completion}) or leaves the next bracket's C9 activation open.
   */
  private void pairBracket(int groupStart, int below) throws NoLegalPairingException {
    int size = sorted.size();
    // C9 weighs this bracket's pairs only when it may downfloat the PAB assignee; otherwise the
    // pairs outside it weigh their top field alone, as the bracket's own matching needs. The last
    // bracket has nothing outside it but the PAB, so C9 may weigh its own pairs. Once C9 has
    // weighed a bracket, the MDP pairs it carries down hold its terms, which only the whole field
    // keeps.
    boolean c9 = pairer.bye().singleDownfloaterIsAssignee;
    boolean relaxed = pairer.relaxing() && !afterC9 && (!c9 || groupStart >= size);
    afterC9 |= c9;
    PairingField before = field;
    EdgeWeights was = weights;
    if (relaxed) {
      List<Integer> members = vertexOf.subList(0, nextBegin);
      List<PlayerState> players = window.subList(0, nextBegin);
      layout(new EdgeWeights(pairer.weights(), players));
      BracketField own = new BracketField(pairer, weights, members, pairer.bye());
      long[] mdp = new long[limbs];
      for (int a = 1; a < groupBegin; a++) {
        for (int b = 0; b < a; b++) {
          carried(before, was, vertexOf.get(b), vertexOf.get(a), weights, mdp);
          own.setWeight(vertexOf.get(b), vertexOf.get(a), mdp);
        }
      }
      field = own;
      try {
        decide();
        if (nextFlagKnown(groupStart, below)
            && Completion.holds(
                sorted,
                pairer.weights(),
                floaters(),
                vertexOf.subList(nextBegin, vertexOf.size()),
                below,
                pairer.bye())) {
          return;
        }
      } catch (BracketField.Unpairable e) {
        // paired again below
      }
      for (int v : vertexOf) {
        matched[v] = false;
      }
    } else if (before instanceof WholeField) {
      decide();
      return;
    }
    List<Integer> left = unpaired(below);
    List<PlayerState> players = new ArrayList<>();
    for (int p : left) {
      players.add(sorted.get(p));
    }
    EdgeWeights whole = new EdgeWeights(pairer.weights(), players);
    layout(whole);
    field =
        WholeField.of(
            pairer,
            whole,
            left,
            groupBegin,
            (a, b, out) -> carried(before, was, a, b, whole, out),
            pairer.belowBye());
    decide();
  }

  /**
   * Whether the next bracket's C9 activation, which reads where the whole field's optimum pairs the
   * players carried down, follows from the bracket's own result: it is off unless the PAB's score
   * reaches the next group's, and then the next bracket as full as C8 allows pairs every carried
   * player inside it but one when their number is odd, who, with players below, could meet one of
   * them or take the PAB; only then is it not known.
   */
  private boolean nextFlagKnown(int groupStart, int below) {
    int size = sorted.size();
    if ((size & 1) == 0
        || groupStart >= size
        || pairer.bye().score < sorted.get(groupStart).score
        || below >= size) {
      return true;
    }
    int carried = window.size() - nextBegin;
    for (int i = 0; i < nextBegin; i++) {
      if (!matched[vertexOf.get(i)]) {
        carried++;
      }
    }
    return (carried & 1) == 0;
  }

  private void decide() {
    computeBase();
    stable = field.solve();
    chooseMovedDownPlayers();
    pairMovedDownPlayers();
    pairRemainder();
  }

  /** The bracket's players left unpaired by its decisions. */
  private List<Integer> floaters() {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < nextBegin; i++) {
      if (!matched[vertexOf.get(i)]) {
        out.add(vertexOf.get(i));
      }
    }
    return out;
  }

  /** Every player still to pair: the window's, then everybody from {@code below} on. */
  private List<Integer> unpaired(int below) {
    List<Integer> out = new ArrayList<>(vertexOf);
    for (int p = below; p < sorted.size(); p++) {
      out.add(p);
    }
    return out;
  }

  private void computeBase() {
    // A bracket paired on its own holds no pair with the next score group: none is kept.
    int size = field instanceof BracketField ? nextBegin : window.size();
    long need = ((long) size * (size - 1) / 2) * limbs;
    if (need > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException("a bracket of " + size + " players is beyond Java arrays");
    }
    if (base.length < need) {
      base = new long[(int) need];
    }
    EdgeWeights.Bye bye = pairer.bye();
    for (int larger = groupBegin; larger < size; larger++) {
      for (int smaller = 0; smaller < larger; smaller++) {
        weights.base(
            window.get(smaller),
            window.get(larger),
            larger < nextBegin,
            larger >= nextBegin,
            bye,
            base,
            baseSlot(larger, smaller));
        setBaseEdge(smaller, larger);
      }
    }
  }

  /** C6, C7: pair as many MDPs as possible, the highest scores first, then the highest ranked. */
  private void chooseMovedDownPlayers() {
    int groupScore = -1;
    int remaining = 0;
    int remainingMatched = 0;
    for (int i = 0; i < groupBegin; i++) {
      if (i == 0 || window.get(i).score < groupScore) {
        groupScore = window.get(i).score;
        remaining = 0;
        remainingMatched = 0;
        for (int k = i; k < groupBegin && window.get(k).score >= groupScore; k++) {
          remaining++;
          if (inBracket(stable[vertexOf.get(k)])) {
            remainingMatched++;
          }
        }
      }
      if (remainingMatched == 0) {
        continue;
      }
      int v = vertexOf.get(i);
      if (remaining <= remainingMatched) {
        matched[v] = true;
        continue;
      }
      remaining--;
      if (!inBracket(stable[v])) {
        // Try to pair this MDP: a small bonus on its edges into the bracket.
        for (int opp = groupBegin; opp < nextBegin; opp++) {
          if (adjusted(i, opp, 1)) {
            setEdge(i, opp, w);
          }
        }
        stable = field.solve();
      }
      if (inBracket(stable[v])) {
        matched[v] = true;
        remainingMatched--;
        for (int opp = groupBegin; opp < nextBegin; opp++) {
          if (adjusted(i, opp, (nextBegin - groupBegin) + 1)) {
            setEdge(i, opp, w);
          }
        }
      }
    }
  }

  /** Each paired MDP, in order, gets the highest-placed resident still possible. */
  private void pairMovedDownPlayers() {
    for (int i = 0; i < groupBegin; i++) {
      int v = vertexOf.get(i);
      if (!matched[v]) {
        continue;
      }
      long addend = window.size();
      for (int opp = nextBegin - 1; opp >= groupBegin; opp--) {
        if (matched[vertexOf.get(opp)]) {
          continue;
        }
        if (adjusted(i, opp, addend)) {
          setEdge(i, opp, w);
          addend++;
        }
      }
      stable = field.solve();
      int mate = stable[v];
      matched[mate] = true;
      field.finalisePair(v, mate);
    }
  }

  private void pairRemainder() {
    List<Integer> rem = new ArrayList<>();
    int pairs = 0;
    for (int i = groupBegin; i < nextBegin; i++) {
      int v = vertexOf.get(i);
      if (stable[v] < groupBeginVertex) {
        continue; // paired with an MDP
      }
      rem.add(i);
      if (stable[v] < v) {
        pairs++;
      }
    }
    int size = rem.size();
    if (field instanceof BracketField
        && pairs > 0
        && homogeneous((BracketField) field, rem, pairs)) {
      // No exchange: fixExchanges would keep exactly the S1 -> S2 pairs.
      for (int a = 0; a < size; a++) {
        for (int b = 0; b < a; b++) {
          if (b >= pairs || a < pairs) {
            clearBase(rem.get(a), rem.get(b));
          }
        }
      }
      pairS1(rem);
      return;
    }
    for (int a = 0; a < size; a++) {
      for (int b = 0; b < a; b++) {
        adjusted(rem.get(b), rem.get(a), remainderTerm(b, pairs));
        setEdge(rem.get(b), rem.get(a), w);
      }
    }
    stable = field.solve();
    int exchanges = 0;
    for (int a = 0; a < pairs; a++) {
      int v = vertexOf.get(rem.get(a));
      if (!forward(v)) {
        exchanges++;
      }
    }
    exchangeFromS1(rem, pairs, exchanges);
    exchangeFromS2(rem, pairs, exchanges);
    fixExchanges(rem);
    pairS1(rem);
  }

  /**
   * Whether the remainder can be paired without exchanges (4.3) and lose nothing: an optimum exists
   * where each of its first {@code pairs} players (S1) is paired with a later one (S2). Then the
   * remainder's ordering terms, whose first aim is the fewest exchanges, cannot choose otherwise,
   * and their solve, the costliest of a large bracket (every weight changes), is not needed. Tried
   * by keeping only the S1 -> S2 pairs, S1 not floating, and comparing the optimum's total with the
   * present one; on success the field is left as {@link #fixExchanges} would leave it (S1 may float
   * again), {@code stable} its optimum; otherwise the caller sets every remainder pair anew.
   */
  private boolean homogeneous(BracketField own, List<Integer> rem, int pairs) {
    java.math.BigInteger before = own.total();
    long[] zero = new long[limbs];
    for (int a = 0; a < rem.size(); a++) {
      for (int b = 0; b < a; b++) {
        if (b >= pairs || a < pairs) {
          setEdge(rem.get(b), rem.get(a), zero);
        }
      }
    }
    for (int a = 0; a < pairs; a++) {
      own.floating(vertexOf.get(rem.get(a)), false);
    }
    int[] trial = null;
    try {
      trial = own.solve();
    } catch (BracketField.Unpairable e) {
      // some S1 player cannot be paired forward
    }
    boolean same = trial != null && own.total().equals(before);
    for (int a = 0; a < pairs; a++) {
      own.floating(vertexOf.get(rem.get(a)), true);
    }
    if (same) {
      stable = trial;
    }
    return same;
  }

  /** The vertex is paired with a later player of the bracket (it acts as an S1 player). */
  private boolean forward(int v) {
    return stable[v] > v && stable[v] < nextBeginVertex;
  }

  /** 4.3 (resident exchanges): the lowest S1 players possible (from the bottom of S1 upwards). */
  private void exchangeFromS1(List<Integer> rem, int pairs, int exchanges) {
    int left = exchanges;
    int index = pairs;
    for (int a = pairs; a > 0 && left > 0; ) {
      a--;
      index--;
      int player = rem.get(a);
      int v = vertexOf.get(player);
      if (forward(v)) {
        for (int b = a + 1; b < rem.size(); b++) {
          if (adjusted(player, rem.get(b), remainderTerm(index, pairs) - 1)) {
            setEdge(player, rem.get(b), w);
          }
        }
        stable = field.solve();
      }
      boolean exchange = !forward(v);
      if (exchange) {
        left--;
      }
      for (int b = a + 1; b < rem.size(); b++) {
        if (exchange) {
          clearBase(rem.get(b), player);
        }
        adjusted(player, rem.get(b), remainderTerm(index, pairs));
        setEdge(player, rem.get(b), w);
      }
    }
  }

  /** 4.3 (resident exchanges): bring the highest S2 players possible into S1. */
  private void exchangeFromS2(List<Integer> rem, int pairs, int exchanges) {
    int left = exchanges;
    int index = pairs;
    for (int a = pairs; a < rem.size() && left > 1; a++) {
      int player = rem.get(a);
      int v = vertexOf.get(player);
      boolean already = forward(v);
      if (!already) {
        for (int b = a + 1; b < rem.size(); b++) {
          if (adjusted(player, rem.get(b), remainderTerm(index, pairs) + 1)) {
            setEdge(player, rem.get(b), w);
          }
        }
        stable = field.solve();
      }
      if (forward(v)) {
        left--;
        for (int b = 0; b < a; b++) {
          clearBase(player, rem.get(b));
          setBaseEdge(rem.get(b), player);
        }
        for (int opp = nextBegin; opp < window.size() && !(field instanceof BracketField); opp++) {
          clearBase(opp, player);
          setBaseEdge(player, opp);
        }
      }
      if (!already) {
        for (int b = a + 1; b < rem.size(); b++) {
          adjusted(player, rem.get(b), remainderTerm(index, pairs));
          setEdge(player, rem.get(b), w);
        }
      }
      index++;
    }
  }

  /** Keeps only edges from S1-acting players to S2-acting players, without ordering terms. */
  private void fixExchanges(List<Integer> rem) {
    for (int a = 0; a < rem.size(); a++) {
      int player = rem.get(a);
      int v = vertexOf.get(player);
      for (int b = a + 1; b < rem.size(); b++) {
        int opp = rem.get(b);
        if (!forward(v) || forward(vertexOf.get(opp))) {
          clearBase(opp, player);
        }
        setBaseEdge(player, opp);
      }
    }
  }

  /** 3.3, 4.2: each S1 player in order takes the highest S2 player that keeps the round optimal. */
  private void pairS1(List<Integer> rem) {
    BracketField own = field instanceof BracketField ? (BracketField) field : null;
    boolean onTight = false;
    for (int a = 0; a < rem.size(); a++) {
      int player = rem.get(a);
      int v = vertexOf.get(player);
      if (!forward(v)) {
        continue;
      }
      if (pairedWithFirstChoice(rem, a)) {
        // The present optimum already gives him the highest S2 player he may have: biasing his
        // pairs changes no optimum, so it needs no solve.
        pairWithPresentPartner(v);
        continue;
      }
      onTight = onTight || (own != null && own.startTight());
      if (onTight) {
        pairOnTight(own, rem, a);
        continue;
      }
      long addend = 0;
      for (int b = rem.size() - 1; b >= 0; b--) {
        int opp = rem.get(b);
        if (opp <= player || matched[vertexOf.get(opp)]) {
          continue;
        }
        if (adjusted(player, opp, addend)) {
          setEdge(player, opp, w);
        }
        addend++;
      }
      stable = field.solve();
      pairWithPresentPartner(v);
    }
    if (onTight) {
      own.endTight();
    }
  }

  /**
   * As the biased solve of {@link #pairS1} would decide for the S1 player {@code rem.get(a)}, on
   * the tight pairs of the present optimum ({@link BracketField#startTight}): the first S2 player
   * he may have that some optimum pairs him with, his present partner when none before him.
   */
  private void pairOnTight(BracketField own, List<Integer> rem, int a) {
    int v = vertexOf.get(rem.get(a));
    for (int u : choices(rem, a)) {
      if (stable[v] == u) {
        break;
      }
      int[] optimum = own.pairIfOptimal(v, u);
      if (optimum != null) {
        stable = optimum;
        break;
      }
    }
    pairWithPresentPartner(v);
  }

  /** Fixes the pair of {@code v} and his partner in the present optimum. */
  private void pairWithPresentPartner(int v) {
    int mate = stable[v];
    matched[v] = true;
    matched[mate] = true;
    field.finalisePair(v, mate);
  }

  /**
   * Whether the S1 player {@code rem.get(a)} is paired in the present optimum with the first S2
   * player he may have: every S2 player his bias would favour more is certainly in no optimum (on a
   * bracket's own field, {@link BracketField#mayPair}; elsewhere only his first choice counts). The
   * present optimum stays optimal after each finalised pair (every solution then holds that pair,
   * and the rest weighs as before), and the bias only adds to his pairs, most to the first ones: it
   * would choose the present partner.
   */
  private boolean pairedWithFirstChoice(List<Integer> rem, int a) {
    int v = vertexOf.get(rem.get(a));
    BracketField own = field instanceof BracketField ? (BracketField) field : null;
    for (int u : choices(rem, a)) {
      if (stable[v] == u) {
        return true;
      }
      if (own == null || own.mayPair(v, u)) {
        return false;
      }
    }
    return false;
  }

  /**
   * The S2 players the S1 player {@code rem.get(a)} may still be paired with (later in the
   * remainder, not yet paired, a pair with him), as vertices, in his order of preference.
   */
  private List<Integer> choices(List<Integer> rem, int a) {
    int player = rem.get(a);
    List<Integer> out = new ArrayList<>();
    for (int b = a + 1; b < rem.size(); b++) {
      int opp = rem.get(b);
      int u = vertexOf.get(opp);
      if (opp > player && !matched[u] && !baseIsZero(opp, player)) {
        out.add(u);
      }
    }
    return out;
  }
}
