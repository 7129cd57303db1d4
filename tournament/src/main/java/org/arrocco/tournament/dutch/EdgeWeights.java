package org.arrocco.tournament.dutch;

import java.util.Arrays;
import java.util.List;
import org.arrocco.tournament.matching.Wide;
import org.arrocco.tournament.pairing.Colour;

/**
 * The lexicographic edge weight of a possible pair: one field per C.04.3 criterion, the most
 * important in the highest bits, so that a maximum-weight matching optimises the criteria in order.
 * Layout, from the top (widths: {@code g} = bits for the largest score group, {@code S} = sum over
 * score groups of the bits for that group's size):
 *
 * <pre>
 *  2 bits   C4 completion + C2 (pair two players who could not take the bye first)
 *  g        C6  pairs in the current bracket (fewest downfloaters)
 *  S        C7  scores paired in the current bracket (one sub-field per score group)
 *  g        C8  pairs in the next bracket
 *  S        C8  scores paired in the next bracket
 *  2g       C9  unplayed games of the PAB assignee (rank of played-game counts)
 *  4g       C10-C13 colours: topscorers' colour difference, topscorers' colour repeated three
 *                   times, colour preferences, strong colour preferences
 *  4g       C14-C17 repeated downfloats (residents) / upfloats (MDP opponents) of the previous
 *                   round and the one before
 *  4S       C18-C21 score differences of those repeated floaters
 *  3g + 1   room for the bracket-ordering terms (exchanges, BSN differences, transpositions)
 * </pre>
 *
 * Fields for the floats of one (two) rounds back exist only after one (two) rounds.
 */
final class EdgeWeights {
  final int groupBits;
  final int scoreBits;
  final int limbs;
  final int totalBits;
  private final int[] shiftOfScore; // indexed by score in tenths
  private final int playedRounds;
  private final int totalRounds;
  private final boolean[][] forbidden;
  private final int topScoreThreshold;
  private final int lossPoints;

  /** Bits needed to write {@code x} (0 for 0). */
  static int bitsFor(int x) {
    return 32 - Integer.numberOfLeadingZeros(x);
  }

  EdgeWeights(List<PlayerState> sorted, PairingInput in, boolean[][] forbidden) {
    this(
        sorted,
        0,
        in.playedRounds,
        in.totalRounds,
        forbidden,
        in.playedRounds * Math.max(in.pointSystem.win(), in.pointSystem.draw()) / 2,
        in.pointSystem.loss());
  }

  /**
   * The layout of one bracket's own matching ({@link BracketField}): score sub-fields only for the
   * scores of {@code members} (in pairing order), every count field wide enough for all of them;
   * the same criteria in the same order, so the same pairs are best, in far fewer bits than the
   * whole field's layout, which holds a sub-field for every score group of the round.
   */
  EdgeWeights(EdgeWeights whole, List<PlayerState> members) {
    this(
        members,
        members.size(),
        whole.playedRounds,
        whole.totalRounds,
        whole.forbidden,
        whole.topScoreThreshold,
        whole.lossPoints);
    this.byId = whole.byId;
    this.floatSource = whole.floatSource;
  }

  private EdgeWeights(
      List<PlayerState> sorted,
      int countBound,
      int playedRounds,
      int totalRounds,
      boolean[][] forbidden,
      int topScoreThreshold,
      int lossPoints) {
    this.playedRounds = playedRounds;
    this.totalRounds = totalRounds;
    this.forbidden = forbidden;
    int maxScore = 0;
    for (PlayerState p : sorted) {
      maxScore = Math.max(maxScore, p.score);
    }
    shiftOfScore = new int[maxScore + 1];
    Arrays.fill(shiftOfScore, -1);
    int shift = 0;
    int maxGroup = countBound;
    int run = 0;
    for (int i = sorted.size() - 1; i >= 0; i--) {
      run++;
      int s = sorted.get(i).score;
      if (i == 0 || sorted.get(i - 1).score > s) {
        shiftOfScore[s] = shift;
        maxGroup = Math.max(maxGroup, run);
        shift += bitsFor(run);
        run = 0;
      }
    }
    scoreBits = shift;
    groupBits = bitsFor(maxGroup);
    int bits = 2 + groupBits + scoreBits + groupBits + scoreBits + 2 * groupBits + 4 * groupBits;
    if (playedRounds >= 1) {
      bits += 2 * groupBits + 2 * scoreBits;
    }
    if (playedRounds >= 2) {
      bits += 2 * groupBits + 2 * scoreBits;
    }
    bits += 3 * groupBits + 1;
    totalBits = bits + 1;
    limbs = Wide.limbsFor(totalBits + 8);
    this.topScoreThreshold = topScoreThreshold;
    this.lossPoints = lossPoints;
  }

  int shiftOf(int score) {
    return shiftOfScore[score];
  }

  /** A weight above every real one: the finalised pairs' weight. */
  void max(long[] out, int o) {
    Wide.clear(out, o, limbs);
    for (int b = 0; b < totalBits; b++) {
      Wide.addBit(out, o, b, limbs);
    }
  }

  /** C1 no rematch (played games only), C3 absolute colour preferences (topscorers excepted). */
  boolean compatible(PlayerState a, PlayerState b) {
    if (forbidden[a.id][b.id]) {
      return false;
    }
    if (!a.absolutePreference()
        || !b.absolutePreference()
        || a.colourPreference != b.colourPreference) {
      return true;
    }
    // C3: in the last round topscorers (1.8: more than 50% of the maximum score) are exempt.
    return playedRounds >= totalRounds - 1
        && (a.score > topScoreThreshold || b.score > topScoreThreshold);
  }

  private void shift(long[] w, int o, int bits) {
    Wide.shiftLeft(w, o, bits, w, o, limbs);
  }

  /**
   * The weight before the bye assignee's score is known (odd number of players): C4 completion with
   * C2, then the scores of the paired players (C5: the PAB goes to the lowest possible score).
   */
  void initial(PlayerState lowerPlaced, PlayerState higherPlaced, int topScore, long[] w, int o) {
    Wide.clear(w, o, limbs);
    if (!compatible(lowerPlaced, higherPlaced)) {
      return;
    }
    Wide.addSmall(
        w,
        o,
        1 + (lowerPlaced.eligibleForBye ? 0 : 1) + (higherPlaced.eligibleForBye ? 0 : 1),
        limbs);
    shift(w, o, scoreBits);
    Wide.addSmall(w, o, shiftOf(lowerPlaced.score) + shiftOf(higherPlaced.score), limbs);
    shift(w, o, groupBits);
    Wide.addSmall(w, o, lowerPlaced.score >= topScore ? 1 : 0, limbs);
  }

  /** The parameters of the bye assignee that enter every weight of a pairing run. */
  static final class Bye {
    int score;
    boolean singleDownfloaterIsAssignee;
    int[] rankOfPlayedGames = new int[0];

    int rank(int playedGames) {
      return playedGames < rankOfPlayedGames.length ? rankOfPlayedGames[playedGames] : 0;
    }
  }

  private static boolean byeCandidate(PlayerState p, Bye bye) {
    return p.eligibleForBye && p.score <= bye.score;
  }

  /**
   * The base weight of pairing {@code higher} (placed earlier) with {@code lower}, where lower is
   * in the current bracket ({@code inCurrent}) or in the next one ({@code inNext}).
   */
  void base(
      PlayerState higher,
      PlayerState lower,
      boolean inCurrent,
      boolean inNext,
      Bye bye,
      long[] w,
      int o) {
    Wide.clear(w, o, limbs);
    if (!compatible(higher, lower)) {
      return; // C1, C3
    }
    begin();
    // C4 (completion) and C2: prefer pairing players who are not candidates for the bye.
    put(1 + (byeCandidate(higher, bye) ? 0 : 1) + (byeCandidate(lower, bye) ? 0 : 1));
    // C6: maximise the number of pairs in the current bracket (minimise downfloaters).
    skip(groupBits);
    put(inCurrent ? 1 : 0);
    // C7: maximise the scores paired in the current bracket (minimise the downfloaters' scores).
    skip(scoreBits);
    if (inCurrent) {
      putBit(shiftOf(higher.score));
    }
    // C8: C6 and C7 for the next bracket (choice of downfloaters).
    skip(groupBits);
    put(inNext ? 1 : 0);
    skip(scoreBits);
    if (inNext) {
      putBit(shiftOf(higher.score));
    }
    // C9: the PAB assignee should have as few unplayed games as possible.
    skip(2 * groupBits);
    if (bye.singleDownfloaterIsAssignee) {
      if (higher.score == bye.score) {
        put(bye.rank(higher.playedGames));
      }
      if (lower.score == bye.score) {
        put(bye.rank(lower.playedGames));
      }
    }
    colourFields(lower, higher, inCurrent);
    floatFields(higher, lower, inCurrent);
    // Room for the ordering terms added while a bracket is being paired.
    skip(3 * groupBits + 1);
    end(w, o);
  }

  // A base weight is written from its top field down, each field shifting those above it up (the
  // criteria's order); done on the whole number, that cost some twenty shifts of every limb per
  // pair, the larger part of a large bracket's weights. So the units put and the shifts after
  // them are counted first, and each unit is added once where the shifts leave it.
  private final int[] putValue = new int[64];
  private final int[] putAt = new int[64];
  private int puts;
  private int cursor;

  private void begin() {
    puts = 0;
    cursor = 0;
  }

  /** As a shift of everything put so far by {@code bits}. */
  private void skip(int bits) {
    cursor -= bits;
  }

  /** Adds {@code value} (not negative) at the lowest bit of the present field. */
  private void put(int value) {
    if (value < 0) {
      throw new IllegalArgumentException("a negative unit: " + value);
    }
    if (value != 0) {
      putValue[puts] = value;
      putAt[puts++] = cursor;
    }
  }

  /** Adds bit {@code bit} of the present field. */
  private void putBit(int bit) {
    putValue[puts] = 1;
    putAt[puts++] = cursor + bit;
  }

  private void end(long[] w, int o) {
    for (int i = 0; i < puts; i++) {
      int at = putAt[i] - cursor;
      for (int v = putValue[i], b = 0; v != 0; v >>>= 1, b++) {
        if ((v & 1) != 0) {
          Wide.addBit(w, o, at + b, limbs);
        }
      }
    }
  }

  private void colourFields(PlayerState a, PlayerState b, boolean on) {
    boolean samePref = a.colourPreference == b.colourPreference;
    // C10: topscorers (and opponents) with a colour difference beyond +-2.
    skip(groupBits);
    boolean c10 = !a.absoluteImbalance() || !b.absoluteImbalance() || !samePref;
    put(on && c10 ? 1 : 0);
    // C11: topscorers (and opponents) with the same colour three times in a row.
    skip(groupBits);
    boolean c11 = !a.absolutePreference() || !b.absolutePreference() || !samePref;
    if (!c11) {
      if (a.colourImbalance == b.colourImbalance) {
        c11 = a.repeatedColour == Colour.NONE || a.repeatedColour != b.repeatedColour;
      } else {
        PlayerState smaller = a.colourImbalance > b.colourImbalance ? b : a;
        c11 = smaller.repeatedColour != a.colourPreference.opposite();
      }
    }
    put(on && c11 ? 1 : 0);
    // C12: colour preferences satisfied.
    skip(groupBits);
    boolean c12 = !samePref || a.colourPreference == Colour.NONE;
    put(on && c12 ? 1 : 0);
    // C13: strong colour preferences satisfied.
    skip(groupBits);
    boolean c13 =
        (!a.strongPreference && !a.absolutePreference())
            || (!b.strongPreference && !b.absolutePreference())
            || (a.absolutePreference() && b.absolutePreference())
            || !samePref;
    put(on && c13 ? 1 : 0);
  }

  /** Float of a player {@code back} rounds ago: +1 down, -1 up, 0 none (1.4.2, 1.4.3). */
  int floatOf(PlayerState p, int back) {
    // Asked four times per pair of a bracket: computed once per player (ids are dense).
    byte[] known = floatSource.floats[back - 1];
    if (known == null) {
      known = new byte[floatSource.byId.length];
      for (PlayerState q : floatSource.byId) {
        known[q.id] = (byte) (computeFloat(q, back) + 2);
      }
      floatSource.floats[back - 1] = known;
    }
    return known[p.id] - 2;
  }

  private final byte[][] floats = new byte[2][];
  private EdgeWeights floatSource = this; // the layout whose players' floats are kept

  private int computeFloat(PlayerState p, int back) {
    int r = playedRounds - back;
    if (!p.played[r]) {
      // A bye or forfeit win worth more than a loss counts as a downfloat.
      return p.points[r] > lossPoints ? 1 : 0;
    }
    int mine = p.scoreBefore(playedRounds, back);
    int theirs = opponentScoreBefore(p, r, back);
    return Integer.compare(mine, theirs);
  }

  private PlayerState[] byId;

  void players(List<PlayerState> all) {
    byId = all.toArray(new PlayerState[0]);
  }

  private int opponentScoreBefore(PlayerState p, int round, int back) {
    return byId[p.opponent[round]].scoreBefore(playedRounds, back);
  }

  private void floatFields(PlayerState higher, PlayerState lower, boolean on) {
    for (int back = 1; back <= 2 && back <= playedRounds; back++) {
      // C14 / C16: resident downfloaters who also downfloated one / two rounds before.
      skip(groupBits);
      if (on) {
        int v =
            (floatOf(lower, back) == 1 ? 1 : 0)
                + (higher.score <= lower.score && floatOf(higher, back) == 1 ? 1 : 0);
        put(v);
      }
      // C15 / C17: MDP opponents who also upfloated one / two rounds before.
      skip(groupBits);
      if (on) {
        boolean up = higher.score > lower.score && floatOf(lower, back) == -1;
        put(up ? 0 : 1);
      }
    }
    for (int back = 1; back <= 2 && back <= playedRounds; back++) {
      // C18 / C20: score differences of MDPs who also downfloated one / two rounds before.
      skip(scoreBits);
      if (on) {
        if (floatOf(lower, back) == 1) {
          putBit(shiftOf(lower.score));
        }
        if (floatOf(higher, back) == 1) {
          putBit(shiftOf(higher.score));
        }
      }
      // C19 / C21: score differences of MDP opponents who also upfloated one / two rounds before.
      skip(scoreBits);
      if (on && !(floatOf(lower, back) == -1 && higher.score > lower.score)) {
        putBit(shiftOf(higher.score));
      }
    }
  }
}
