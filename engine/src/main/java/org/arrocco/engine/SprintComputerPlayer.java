package org.arrocco.engine;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.sprint.SprintPosition;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.LegalMove;
import org.arrocco.core.variant.Variants;

/**
 * The computer player of Scacchi Sprint, honest: it sees only its own {@link
 * org.arrocco.core.variant.PlayerView} (through the {@link GameView} it is given, never the game).
 * It deals the unknown several times ({@link SprintSampler}: the opponent's hand and both decks'
 * order, each deal consistent with everything visible), ranks the candidate moves by a quick search
 * of the first deal, then searches each deal with an exact score for every candidate, and plays the
 * candidate with the best mean score over the deals (a weaker level picks among the best means with
 * its noise). The legal moves are the same in every deal, since they depend only on the board and
 * the player's own hand. Time: the given think time, cut to stay clear of the hourglass ({@link
 * ThinkTime}).
 */
final class SprintComputerPlayer implements ComputerPlayer {
  /**
   * The most deals searched for one move. Four, not eight: each deal is searched deeper, and
   * against the search seeing every tile four deals scored 30 % where eight scored 6 %
   * (docs/engine.md).
   */
  static final int SAMPLES = 4;

  /** The most candidate moves compared across deals. */
  static final int CANDIDATES = 6;

  /** Mate scores are counted as this much in the mean, so that one deal cannot outweigh all. */
  private static final int CAP = 3000;

  @Override
  public String choose(GameView view, Level level, long thinkMillis) {
    ComputerPlayer.check(view, Variants.SPRINT);
    long think = ThinkTime.of(view, thinkMillis);
    long deadline = System.nanoTime() + think * 1_000_000L;
    return choose(view, level, deadline, 0, new SplittableRandom().nextLong());
  }

  /**
   * The move for {@code view}: by the deadline, or (with {@code depth} positive, for tests) at that
   * depth per deal whatever the time; {@code seed} makes the deals and a level's choice repeatable.
   */
  String choose(GameView view, Level level, long deadline, int depth, long seed) {
    return think(view, level, deadline, depth, 0, seed, new AtomicBoolean()).uci();
  }

  /** What one think brought: the move, its mean score, the deals searched, their least depth. */
  record Choice(String uci, int score, int deals, int depth, long nodes) {}

  /** Deals the state the search cannot see: each deal a full position with both decks known. */
  interface Dealer {
    SprintPosition deal(SplittableRandom random);
  }

  /**
   * The move for {@code view} by the deadline, at most {@code depth} plies per deal (0: no bound)
   * and about {@code nodes} nodes in all (0: no bound; a level's budget applies too), or as soon as
   * {@code halt} is raised; {@code seed} makes the deals and a level's choice repeatable.
   */
  Choice think(
      GameView view,
      Level level,
      long deadline,
      int depth,
      long nodes,
      long seed,
      AtomicBoolean halt) {
    ComputerPlayer.check(view, Variants.SPRINT);
    SprintSampler sampler = new SprintSampler(view);
    Choice c = think(sampler::sample, level, deadline, depth, nodes, seed, halt);
    for (LegalMove m : view.legalMoves()) {
      if (m.uci().equals(c.uci())) {
        return c;
      }
    }
    throw new IllegalStateException(
        "engine move " + c.uci() + " is not among the view's legal moves in " + view.position());
  }

  /**
   * The move by the deadline, as {@link #think(GameView, Level, long, int, long, long,
   * AtomicBoolean)}, on the deals of {@code dealer} (the legal moves are those of every deal).
   */
  Choice think(
      Dealer dealer,
      Level level,
      long deadline,
      int depth,
      long nodes,
      long seed,
      AtomicBoolean halt) {
    SplittableRandom random = new SplittableRandom(seed);
    Level l = level.seeded(random.nextLong());
    long start = System.nanoTime();
    long total = Math.max(1_000_000L, deadline - start);
    int maxDepth = depth > 0 ? depth : VariantSearch.MAX_PLY;
    long noDeadline = depth > 0 ? Long.MAX_VALUE : 0;
    long budget = l.isFull() ? 0 : Math.max(64, l.nodeBudget() / SAMPLES);
    if (nodes > 0) {
      long share = Math.max(64, nodes / (SAMPLES + 1));
      budget = budget == 0 ? share : Math.min(budget, share);
    }
    // the candidates, from a quick search of the first deal
    SprintPosition first = dealer.deal(random);
    HandEvaluation eval = new HandEvaluation();
    VariantSearch ranking = new VariantSearch(new SprintBoard(first, eval));
    ranking.setHalt(halt);
    ranking.search(null, maxDepth, budget, depth > 0 ? noDeadline : start + total / 4, false);
    long searched = ranking.nodes();
    int leastDepth = ranking.completedDepth();
    int[] all = ranking.rootMoves();
    int k = Math.min(CANDIDATES, all.length);
    int[] candidates = java.util.Arrays.copyOf(all, k);
    long[] sum = new long[k];
    int samples = 0;
    if (k > 1) {
      long sliceStart = System.nanoTime();
      long left = deadline - sliceStart;
      for (int s = 0; s < SAMPLES && !halt.get(); s++) {
        SprintPosition p = s == 0 ? first : dealer.deal(random);
        long sliceEnd = depth > 0 ? noDeadline : sliceStart + left / SAMPLES * (s + 1);
        VariantSearch search = ranking;
        search.setBoard(new SprintBoard(p, eval));
        search.search(candidates, maxDepth, budget, sliceEnd, true);
        searched += search.nodes();
        if (search.completedDepth() == 0) {
          break; // out of time: the deals searched so far decide
        }
        leastDepth =
            samples == 0 ? search.completedDepth() : Math.min(leastDepth, search.completedDepth());
        int[] moves = search.rootMoves();
        int[] scores = search.rootScores();
        for (int i = 0; i < k; i++) {
          for (int j = 0; j < k; j++) {
            if (candidates[j] == moves[i]) {
              sum[j] += Math.max(-CAP, Math.min(CAP, scores[i]));
            }
          }
        }
        samples++;
      }
    }
    int move = candidates[0];
    int score = ranking.rootScores().length > 0 ? ranking.rootScores()[0] : 0;
    if (samples > 0) {
      Integer[] idx = new Integer[k];
      for (int i = 0; i < k; i++) {
        idx[i] = i;
      }
      java.util.Arrays.sort(idx, (a, b) -> Long.compare(sum[b], sum[a]));
      int[] sorted = new int[k];
      int[] mean = new int[k];
      for (int i = 0; i < k; i++) {
        sorted[i] = candidates[idx[i]];
        mean[i] = (int) (sum[idx[i]] / samples);
      }
      move = l.choose(sorted, mean, k);
      for (int i = 0; i < k; i++) {
        if (sorted[i] == move) {
          score = mean[i];
        }
      }
    }
    String uci = UciMove.write(move, CastlingMode.ORTHODOX);
    return new Choice(uci, score, Math.max(1, samples), leastDepth, searched);
  }
}
