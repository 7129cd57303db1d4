package org.arrocco.tournament.dutch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.arrocco.tournament.pairing.Colour;

/**
 * Colour allocation (C.04.3 Article 5.2.1-5.2.5) and board order (C.04.2 3.6: by the higher
 * player's score, then the lower player's score, then the higher player's pairing number; the PAB
 * last) of a finished pairing.
 */
final class Allocation {
  private Allocation() {}

  static RoundPairing result(PairingInput in, List<PlayerState> sorted, int[] partnerById) {
    List<int[]> games = new ArrayList<>(); // {higher id, lower id, white id, black id}
    int byePlayer = 0;
    for (PlayerState p : sorted) {
      int q = partnerById[p.id];
      if (q < 0) {
        byePlayer = p.id + 1;
        continue;
      }
      if (p.id < q) {
        PlayerState o = in.players.get(q);
        Colour c = colourOf(p, o, in.initialColour);
        int white = c == Colour.WHITE ? p.id : q;
        int black = c == Colour.WHITE ? q : p.id;
        // C.04.2 3.6 orders the boards by the real scores: fictitious points are left out.
        PlayerState hi = standsAbove(p, o) ? p : o;
        PlayerState lo = hi == p ? o : p;
        games.add(new int[] {hi.id, lo.id, white, black});
      }
    }
    games.sort(
        Comparator.<int[]>comparingInt(g -> -in.players.get(g[0]).standingScore)
            .thenComparingInt(g -> -in.players.get(g[1]).standingScore)
            .thenComparingInt(g -> in.players.get(g[0]).rankIndex));
    List<Board> boards = new ArrayList<>(games.size());
    for (int[] g : games) {
      boards.add(new Board(g[2] + 1, g[3] + 1));
    }
    return new RoundPairing(in.playedRounds + 1, boards, byePlayer);
  }

  /** 1.2 order: higher score first, then the smaller effective pairing number. */
  static boolean ranksAbove(PlayerState a, PlayerState b) {
    return a.score != b.score ? a.score > b.score : a.rankIndex < b.rankIndex;
  }

  /** The 1.2 order by the points scored, without fictitious points. */
  private static boolean standsAbove(PlayerState a, PlayerState b) {
    return a.standingScore != b.standingScore
        ? a.standingScore > b.standingScore
        : a.rankIndex < b.rankIndex;
  }

  /** The colour of {@code p} against {@code o}. */
  static Colour colourOf(PlayerState p, PlayerState o, Colour initial) {
    Colour c = neutral(p, o);
    if (c != Colour.NONE) {
      return c;
    }
    if (p.colourPreference == Colour.NONE) {
      // 5.2.5: no preferences: by the higher-ranked player's pairing number and the initial colour.
      if (ranksAbove(o, p)) {
        return (o.rankIndex & 1) != 0 ? initial : initial.opposite();
      }
      return (p.rankIndex & 1) != 0 ? initial.opposite() : initial;
    }
    // 5.2.4: equal preferences: the higher-ranked player gets his preference.
    return ranksAbove(o, p) ? o.colourPreference.opposite() : p.colourPreference;
  }

  /** 5.2.1-5.2.3, or NONE when they do not decide. */
  private static Colour neutral(PlayerState p, PlayerState o) {
    Colour pp = p.colourPreference;
    Colour op = o.colourPreference;
    if (pp != op || pp == Colour.NONE) {
      // 5.2.1: both preferences granted (or one player has none).
      if (pp != Colour.NONE) {
        return pp;
      }
      return op != Colour.NONE ? op.opposite() : Colour.NONE;
    }
    // 5.2.2: the stronger (absolute, then larger imbalance; strong over mild) preference wins.
    if (p.absolutePreference()
        && (p.colourImbalance > o.colourImbalance || !o.absolutePreference())) {
      return pp;
    }
    if (o.absolutePreference()
        && (o.colourImbalance > p.colourImbalance || !p.absolutePreference())) {
      return op.opposite();
    }
    if (p.strongPreference && !o.strongPreference) {
      return pp;
    }
    if (o.strongPreference && !p.strongPreference) {
      return op.opposite();
    }
    // 5.2.3: alternate to the most recent round in which their colours differed.
    Colour[] diff = firstDifference(p, o);
    if (diff[0] != Colour.NONE && diff[1] != Colour.NONE) {
      return diff[1];
    }
    return Colour.NONE;
  }

  private static Colour[] firstDifference(PlayerState p, PlayerState o) {
    int i = p.colour.length - 1;
    int j = o.colour.length - 1;
    i = previousPlayed(p, i);
    j = previousPlayed(o, j);
    while (i >= 0 && j >= 0 && p.colour[i] == o.colour[j]) {
      i = previousPlayed(p, i - 1);
      j = previousPlayed(o, j - 1);
    }
    return new Colour[] {i >= 0 ? p.colour[i] : Colour.NONE, j >= 0 ? o.colour[j] : Colour.NONE};
  }

  private static int previousPlayed(PlayerState s, int from) {
    int r = from;
    while (r >= 0 && !s.played[r]) {
      r--;
    }
    return r;
  }
}
