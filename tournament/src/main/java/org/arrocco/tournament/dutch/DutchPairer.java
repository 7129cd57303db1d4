package org.arrocco.tournament.dutch;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.tournament.matching.CardinalityMatching;
import org.arrocco.tournament.matching.MaximumWeightMatching;
import org.arrocco.tournament.pairing.PairingRequest;

/**
 * FIDE Dutch system (C.04.3, rules in force since 1 February 2026): pairs the next round of a
 * tournament. Brackets are paired from the top score down; inside each, the choice of MDPs, of
 * their opponents, of exchanges and of the S1/S2 pairs is made greedily, each decision checked by a
 * maximum-weight matching whose edge weights ({@link EdgeWeights}) encode the criteria in order, so
 * that every decision keeps the rest of the round completable (C4) and optimal for the later
 * criteria. That matching is the whole field's in principle; a bracket is paired on its own players
 * instead ({@link BracketField}) whenever that provably gives the same decisions, which turns a
 * large event's pairing from cubic in the field into cubic in its largest bracket. Same input, same
 * pairing: there is no randomness.
 */
public final class DutchPairer {
  private final PairingInput in;
  private final List<PlayerState> sorted = new ArrayList<>();
  private EdgeWeights weights;
  private MaximumWeightMatching matcher;
  private int limbs;
  private long[] maxWeight;
  private final EdgeWeights.Bye bye = new EdgeWeights.Bye();

  private final List<int[]> forbiddenGroups;

  private final boolean shortcuts;

  private final boolean windows;

  /** Whether brackets are paired on their own ({@link BracketField}) where that is exact. */
  private boolean relaxing;

  /** The bye parameters with which pairs outside the current bracket were weighed. */
  private final EdgeWeights.Bye belowBye = new EdgeWeights.Bye();

  private final PairingProgress progress;

  private DutchPairer(
      PairingInput in,
      List<int[]> forbiddenGroups,
      boolean shortcuts,
      boolean windows,
      PairingProgress progress) {
    this.in = in;
    this.shortcuts = shortcuts;
    this.windows = windows;
    this.forbiddenGroups = forbiddenGroups;
    this.progress = progress;
  }

  /**
   * Pairs the round of {@code request}; IllegalArgumentException when its initial colour is neither
   * given nor implied by round 1.
   */
  public static RoundPairing pair(PairingRequest request) throws NoLegalPairingException {
    return pair(request, true, PairingProgress.NONE);
  }

  /** As {@link #pair(PairingRequest)}, telling {@code progress} how far it has gone. */
  public static RoundPairing pair(PairingRequest request, PairingProgress progress)
      throws NoLegalPairingException {
    return pair(request, true, progress);
  }

  /**
   * As {@link #pair(PairingRequest)}, but every bracket's decisions are tried on the whole field's
   * matching, as the reference engine does: the procedure the faster one must agree with (slow for
   * large fields; for tests and comparisons).
   */
  public static RoundPairing pairOnWholeField(PairingRequest request)
      throws NoLegalPairingException {
    return of(request, true, false, PairingProgress.NONE).run();
  }

  /** With {@code shortcuts} false, every round goes through the general procedure (for tests). */
  static RoundPairing pair(PairingRequest request, boolean shortcuts)
      throws NoLegalPairingException {
    return pair(request, shortcuts, PairingProgress.NONE);
  }

  private static RoundPairing pair(
      PairingRequest request, boolean shortcuts, PairingProgress progress)
      throws NoLegalPairingException {
    return of(request, shortcuts, true, progress).run();
  }

  /**
   * A pairer of {@code request}; with {@code windows} false every bracket is paired on the whole
   * field (for tests: the brackets paired on their own must give the same).
   */
  static DutchPairer of(
      PairingRequest request, boolean shortcuts, boolean windows, PairingProgress progress) {
    PairingInput in = PairingInput.of(request);
    List<int[]> groups = new ArrayList<>();
    for (List<Integer> g : request.forbiddenGroups()) {
      groups.add(g.stream().mapToInt(Integer::intValue).toArray());
    }
    return new DutchPairer(in, groups, shortcuts, windows, progress);
  }

  RoundPairing run() throws NoLegalPairingException {
    int n = in.players.size();
    boolean[][] forbidden = new boolean[n][n];
    for (PlayerState p : in.players) {
      if (!p.valid) {
        continue;
      }
      if (p.toBePaired) {
        sorted.add(p);
      }
      for (int r = 0; r < in.playedRounds; r++) {
        if (p.played[r]) {
          forbidden[p.id][p.opponent[r]] = true; // C1: no rematch of a played game
        }
      }
    }
    // C1: pairs the event forbids (XXP, 260) count like games already played.
    for (int[] group : forbiddenGroups) {
      for (int a : group) {
        for (int b : group) {
          if (a != b) {
            forbidden[a - 1][b - 1] = true;
          }
        }
      }
    }
    // 1.2: order by score, then pairing number.
    sorted.sort(
        (a, b) ->
            a.score != b.score
                ? Integer.compare(b.score, a.score)
                : Integer.compare(a.rankIndex, b.rankIndex));
    int[] partner = new int[n];
    java.util.Arrays.fill(partner, -1);
    if (shortcuts && sorted.size() >= 2 && FirstRound.applies(in, sorted, forbiddenGroups)) {
      FirstRound.pair(sorted, partner);
    } else if (sorted.size() >= 2) {
      weights = new EdgeWeights(sorted, in, forbidden);
      weights.players(in.players);
      limbs = weights.limbs;
      maxWeight = new long[limbs];
      weights.max(maxWeight, 0);
      relaxing = windows && byeScoreByCardinality();
      if (!relaxing) {
        wholeFieldMatching();
      }
      progress.update(0, sorted.size());
      new BracketPairing(this).pairAll(partner);
    } else if (sorted.size() == 1 && !sorted.get(0).eligibleForBye) {
      throw new NoLegalPairingException(NoLegalPairingException.Cause.LONE_PLAYER_WITHOUT_BYE);
    }
    progress.update(sorted.size(), sorted.size());
    return Allocation.result(in, sorted, partner);
  }

  /**
   * The PAB's score (C5: the lowest that still allows a complete pairing, C4, to a player who may
   * take it, C2) found with plain cardinality matchings, which a large field answers far faster
   * than the weighted one; false when the PAB falls in the top score group, where C9's activation
   * reads the whole field's optimum (then {@link #chooseByeScore} decides on the weighted one).
   */
  private boolean byeScoreByCardinality() throws NoLegalPairingException {
    int size = sorted.size();
    int top = sorted.get(0).score;
    bye.score = 0;
    bye.singleDownfloaterIsAssignee = false;
    if ((size & 1) == 0) {
      if (!CardinalityMatching.perfect(
          size, (a, b) -> weights.compatible(sorted.get(a), sorted.get(b)))) {
        throw new NoLegalPairingException(NoLegalPairingException.Cause.ABSOLUTE_CRITERIA);
      }
      copyBelow();
      return true;
    }
    boolean found = false;
    for (int i = size - 1; i >= 0 && !found; i--) {
      int score = sorted.get(i).score;
      if (i < size - 1 && score == sorted.get(i + 1).score) {
        continue;
      }
      found =
          CardinalityMatching.perfect(
              size + 1,
              (a, b) -> {
                if (a == size || b == size) {
                  PlayerState p = sorted.get(a == size ? b : a);
                  return p.eligibleForBye && p.score <= score;
                }
                return weights.compatible(sorted.get(a), sorted.get(b));
              });
      bye.score = score;
    }
    if (!found) {
      throw new NoLegalPairingException(NoLegalPairingException.Cause.ABSOLUTE_CRITERIA);
    }
    if (bye.score >= top) {
      return false;
    }
    rankPlayedGames();
    copyBelow();
    return true;
  }

  private void copyBelow() {
    belowBye.score = bye.score;
    belowBye.singleDownfloaterIsAssignee = false;
    belowBye.rankOfPlayedGames = bye.rankOfPlayedGames;
  }

  /**
   * The matching over the whole field from the round's start, with the PAB's score chosen on it.
   */
  private void wholeFieldMatching() throws NoLegalPairingException {
    // An odd field gets a dummy vertex joined to everybody with the least weight: its partner
    // is the PAB assignee, and every solution is a perfect matching, which lets the matching
    // reuse its previous solution after each decision.
    int vertices = sorted.size() + (sorted.size() & 1);
    checkMemory(
        sorted.size(),
        MaximumWeightMatching.bytesFor(vertices, weights.totalBits),
        availableMemory());
    matcher = new MaximumWeightMatching(vertices, weights.totalBits, true);
    if (matcher.limbs() != limbs) {
      throw new IllegalStateException("weight widths disagree");
    }
    if (vertices > sorted.size()) {
      long[] one = new long[limbs];
      one[0] = 1;
      for (int v = 0; v < sorted.size(); v++) {
        matcher.setWeight(v, sorted.size(), one, 0);
      }
    }
    chooseByeScore();
  }

  /**
   * Refuses, with a one-line reason, a field whose matching needs more memory than {@code
   * available} bytes (rather than failing half way with the JVM's own error).
   */
  /** The bytes this Java may still take for a matching (its largest heap less what is used). */
  static long availableMemory() {
    Runtime rt = Runtime.getRuntime();
    return rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
  }

  static void checkMemory(int players, long needed, long available) {
    if (needed > available) {
      throw new IllegalArgumentException(
          "pairing "
              + players
              + " players needs "
              + (needed == Long.MAX_VALUE ? "more memory than Java arrays hold" : gigabytes(needed))
              + " for the matching, more than the "
              + gigabytes(available)
              + " this Java may still use (a larger -Xmx)");
    }
  }

  private static String gigabytes(long bytes) {
    return String.format(java.util.Locale.ROOT, "%.1f GB", bytes / 1e9);
  }

  List<PlayerState> sorted() {
    return sorted;
  }

  EdgeWeights weights() {
    return weights;
  }

  boolean relaxing() {
    return relaxing;
  }

  EdgeWeights.Bye belowBye() {
    return belowBye;
  }

  MaximumWeightMatching matcher() {
    return matcher;
  }

  PairingProgress progress() {
    return progress;
  }

  EdgeWeights.Bye bye() {
    return bye;
  }

  long[] maxWeight() {
    return maxWeight;
  }

  /** The matching as an array where an unmatched vertex is its own partner. */
  int[] solve() {
    int[] all = matcher.solve();
    int size = sorted.size();
    int[] m = new int[size];
    for (int v = 0; v < size; v++) {
      m[v] = all[v] < 0 || all[v] >= size ? v : all[v];
    }
    return m;
  }

  /**
   * C4 and C2 first: a complete pairing must exist. With an odd number of players, the score of the
   * PAB assignee is the lowest that still allows one (C5); C9 (by its note, only for a bracket that
   * downfloats exactly one player, who receives the PAB) is active when the bye falls in the top
   * score group because nobody can float down from it.
   */
  private void chooseByeScore() throws NoLegalPairingException {
    int size = sorted.size();
    long[] w = new long[limbs];
    int top = sorted.get(0).score;
    bye.score = 0;
    bye.singleDownfloaterIsAssignee = false;
    for (int i = 1; i < size; i++) {
      for (int j = 0; j < i; j++) {
        if ((size & 1) != 0) {
          weights.initial(sorted.get(i), sorted.get(j), top, w, 0);
        } else {
          weights.base(sorted.get(j), sorted.get(i), false, false, bye, w, 0);
        }
        matcher.setWeight(i, j, w, 0);
      }
    }
    int[] m = solve();
    boolean unmatchedSeen = false;
    for (int v = 0; v < size; v++) {
      if (m[v] == v) {
        if (unmatchedSeen || !sorted.get(v).eligibleForBye) {
          throw new NoLegalPairingException(NoLegalPairingException.Cause.ABSOLUTE_CRITERIA);
        }
        unmatchedSeen = true;
      }
    }
    if ((size & 1) == 0) {
      return;
    }
    for (int v = 0; v < size; v++) {
      if (m[v] == v) {
        bye.score = sorted.get(v).score;
        break;
      }
    }
    if (bye.score >= top) {
      bye.singleDownfloaterIsAssignee = true;
      for (int v = 0; v < size && sorted.get(v).score >= top; v++) {
        if (sorted.get(m[v]).score < top) {
          bye.singleDownfloaterIsAssignee = false;
          break;
        }
      }
    }
    rankPlayedGames();
    for (int i = 1; i < size; i++) {
      for (int j = 0; j < i; j++) {
        weights.base(sorted.get(j), sorted.get(i), false, false, bye, w, 0);
        matcher.setWeight(i, j, w, 0);
      }
    }
  }

  /** C9: players of the bye assignee's score ranked by played games, most first. */
  private void rankPlayedGames() {
    List<Integer> counts = new ArrayList<>();
    int max = 0;
    for (PlayerState p : sorted) {
      if (p.score == bye.score) {
        counts.add(p.playedGames);
        max = Math.max(max, p.playedGames);
      }
    }
    counts.sort((a, b) -> Integer.compare(b, a));
    bye.rankOfPlayedGames = new int[max + 1];
    int rank = 0;
    for (int c : counts) {
      bye.rankOfPlayedGames[c] = rank++;
    }
  }
}
