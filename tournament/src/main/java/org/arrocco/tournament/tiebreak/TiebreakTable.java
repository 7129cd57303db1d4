package org.arrocco.tournament.tiebreak;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Computes Buchholz, Buchholz Cut 1, ARO and ARO Cut 1 of every participant per FIDE C.07, section
 * by section as {@code shared/reference/swiss/TIEBREAKS.md} lays them out, in exact integers
 * (tenths of a point; ARO rounded half up). ARO is refused, with a reason, when a participant is
 * unrated and no substitute rating is configured (C.07 Article 10).
 */
public final class TiebreakTable {
  private final EventResults results;
  private final TiebreakRules rules;
  private final Map<Integer, Integer> adjusted = new HashMap<>();
  private final Map<Integer, TiebreakValues> values = new HashMap<>();
  private final List<TiebreakValues> inOrder = new ArrayList<>();
  private final List<Integer> unratedWithoutRating;
  private final Optional<String> aroRefusal;

  private TiebreakTable(EventResults results, TiebreakRules rules, OptionalInt unratedRating) {
    this.results = results;
    this.rules = rules;
    this.unratedWithoutRating = unratedWithoutRating(results, unratedRating);
    // C.07 Article 10: rating-based tie-breaks are dropped unless the regulations rate the unrated.
    this.aroRefusal =
        unratedWithoutRating.isEmpty()
            ? Optional.empty()
            : Optional.of(
                "ARO refused: participants "
                    + unratedWithoutRating
                    + " are unrated and no rating for unrated players is configured (FIDE C.07"
                    + " Art. 10)");
    for (Participant p : results.participants()) {
      adjusted.put(p.id(), adjustedScore(p));
    }
    for (Participant p : results.participants()) {
      TiebreakValues v = compute(p, unratedRating);
      values.put(p.id(), v);
      inOrder.add(v);
    }
  }

  /**
   * The tie-breaks of every participant under these rules; {@code unratedRating} is the rating an
   * unrated participant counts as for ARO (empty: none configured, ARO is then refused if anyone is
   * unrated).
   */
  public static TiebreakTable compute(
      EventResults results, TiebreakRules rules, OptionalInt unratedRating) {
    return new TiebreakTable(results, rules, unratedRating);
  }

  /** The rules used. */
  public TiebreakRules rules() {
    return rules;
  }

  /** The results the table was computed from. */
  public EventResults results() {
    return results;
  }

  /** The values of every participant, in the order of {@link EventResults#participants()}. */
  public List<TiebreakValues> all() {
    return List.copyOf(inOrder);
  }

  /** The values of one participant. */
  public TiebreakValues of(int id) {
    TiebreakValues v = values.get(id);
    if (v == null) {
      throw new IllegalArgumentException("unknown participant " + id);
    }
    return v;
  }

  /** Why ARO and ARO Cut 1 are refused (unrated participants, no substitute), or empty. */
  public Optional<String> aroRefusal() {
    return aroRefusal;
  }

  /** The unrated participants that refuse ARO (none when a substitute rating is given). */
  public List<Integer> unratedWithoutRating() {
    return unratedWithoutRating;
  }

  /**
   * The value participant {@code id} contributes to its opponents' Buchholz (TIEBREAKS.md section
   * 3, C.07 16.2.5/16.3.2): its score, except that a requested bye followed only by VURs (or in the
   * last round) counts as a draw.
   */
  public int adjustedScore(int id) {
    Integer a = adjusted.get(id);
    if (a == null) {
      throw new IllegalArgumentException("unknown participant " + id);
    }
    return a;
  }

  private static List<Integer> unratedWithoutRating(
      EventResults results, OptionalInt unratedRating) {
    if (unratedRating.isPresent()) {
      return List.of();
    }
    List<Integer> unrated = new ArrayList<>();
    for (Participant p : results.participants()) {
      if (p.unrated()) {
        unrated.add(p.id());
      }
    }
    return List.copyOf(unrated);
  }

  private int adjustedScore(Participant p) {
    List<RoundEntry> rounds = p.rounds();
    int sum = 0;
    for (int r = 0; r < rounds.size(); r++) {
      RoundEntry e = rounds.get(r);
      // TIEBREAKS.md 3 (C.07 16.2.5, 16.3.2): a trailing requested bye counts as a draw.
      if (e.kind().requestedBye() && onlyVursAfter(rounds, r)) {
        sum += results.drawPoints();
      } else {
        sum += e.points();
      }
    }
    return sum;
  }

  private static boolean onlyVursAfter(List<RoundEntry> rounds, int r) {
    for (int k = r + 1; k < rounds.size(); k++) {
      if (!rounds.get(k).kind().voluntarilyUnplayed()) {
        return false;
      }
    }
    return true;
  }

  private TiebreakValues compute(Participant p, OptionalInt unratedRating) {
    int own = p.score();
    int total = 0;
    int lowestAny = Integer.MAX_VALUE;
    int lowestVur = Integer.MAX_VALUE;
    List<Integer> ratings = new ArrayList<>();
    for (RoundEntry e : p.rounds()) {
      int contribution;
      if (e.kind().played()) {
        contribution = adjusted.get(e.opponent());
        Participant q = results.participant(e.opponent());
        ratings.add(q.unrated() ? unratedRating.orElse(0) : q.rating());
      } else {
        contribution = dummy(own, e);
      }
      total += contribution;
      lowestAny = Math.min(lowestAny, contribution);
      if (e.kind().voluntarilyUnplayed()) {
        lowestVur = Math.min(lowestVur, contribution);
      }
    }
    // TIEBREAKS.md 5 (C.07 16.5): with a VUR, the lowest VUR contribution is cut first.
    int cut = lowestVur != Integer.MAX_VALUE ? lowestVur : lowestAny;
    int cut1 = p.rounds().isEmpty() ? 0 : total - cut;
    OptionalInt aro = OptionalInt.empty();
    OptionalInt aroCut1 = OptionalInt.empty();
    if (aroRefusal.isEmpty()) {
      aro = average(ratings, false);
      aroCut1 = average(ratings, true);
    }
    return new TiebreakValues(p.id(), own, total, cut1, aro, aroCut1);
  }

  /** The dummy opponent's score for an unplayed round (TIEBREAKS.md 4.1, 4.2; C.07 16.4). */
  private int dummy(int own, RoundEntry e) {
    if (!rules.capsDummy()) {
      return own;
    }
    if (e.kind().hasOpponent()) {
      // C.07 (2026) 16.4.1: a forfeit: not more than the scheduled opponent's value.
      return Math.min(own, adjusted.get(e.opponent()));
    }
    // C.07 (2026) 16.4.2: a bye: not more than 50 % of the maximum, a draw per round.
    return Math.min(own, results.drawPoints() * results.rounds());
  }

  /**
   * The mean rating, rounded to the nearest integer with .5 up (C.07 10.1); with {@code cutLowest}
   * the lowest-rated opponent is left out first (C.07 14.1). Empty when nothing is left.
   */
  private static OptionalInt average(List<Integer> ratings, boolean cutLowest) {
    long sum = 0;
    int lowest = Integer.MAX_VALUE;
    for (int r : ratings) {
      sum += r;
      lowest = Math.min(lowest, r);
    }
    int n = ratings.size();
    if (cutLowest && n > 0) {
      sum -= lowest;
      n--;
    }
    if (n == 0) {
      return OptionalInt.empty();
    }
    return OptionalInt.of((int) ((2 * sum + n) / (2L * n)));
  }
}
