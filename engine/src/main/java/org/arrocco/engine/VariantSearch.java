package org.arrocco.engine;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * An alpha-beta search for the games beyond orthodox chess (Tamerlane, Scacchi Sprint) on a {@link
 * SearchBoard}: iterative deepening, principal-variation search, a transposition table, null-move
 * pruning, late-move reductions, check extensions, killer and history ordering with captures by
 * most valuable victim, and a quiescence search of captures. It reports the score of every root
 * move it searched with a full window ({@link #rootScores}), which a weaker level and Sprint's
 * sampling choose from. Buffers are allocated once per search object; nothing per node.
 */
final class VariantSearch {
  static final int MAX_PLY = 64;
  private static final int MAX_MOVES = 1024;
  private static final int TT_BITS = 16;
  private static final int EXACT = 0;
  private static final int LOWER = 1;
  private static final int UPPER = 2;

  private final SearchBoard board;
  private final int[][] moves = new int[MAX_PLY + 1][MAX_MOVES];
  private final int[][] order = new int[MAX_PLY + 1][MAX_MOVES];
  private final int[] killers = new int[2 * (MAX_PLY + 2)];
  private final int[] history = new int[1 << 16];
  private final long[] ttKeys = new long[1 << TT_BITS];
  private final long[] ttData = new long[1 << TT_BITS];
  private final long[] keys = new long[MAX_PLY + 2];
  private int[] rootMoves = new int[0];
  private int[] rootScores = new int[0];
  private int rootCount;
  private long nodes;
  private long nodeLimit;
  private long deadline;
  private boolean stopped;
  private AtomicBoolean halt = new AtomicBoolean();
  private boolean everyRootMove;
  private int completedDepth;

  VariantSearch(SearchBoard board) {
    this.board = board;
  }

  /**
   * The flag another thread raises to stop the search (a protocol's {@code stop}); it is read with
   * the clock, every 16 nodes (a node of these games costs microseconds, and a cold or starved JVM
   * may take a millisecond: 256 nodes overran a 10+0.1 clock by 0.7 s on a loaded machine).
   */
  void setHalt(AtomicBoolean halt) {
    this.halt = halt;
  }

  /**
   * Searches by iterative deepening until {@code maxDepth}, {@code nodeLimit} nodes (once the first
   * iteration is done) or the time {@code deadlineNanos} (System.nanoTime), whichever comes first,
   * among {@code candidates} (all legal moves when null). With {@code everyRootMove} each root move
   * gets an exact score (a full window for each), else only the best one does. Returns the best
   * move (0 when none is legal).
   */
  int search(
      int[] candidates, int maxDepth, long nodeLimit, long deadlineNanos, boolean everyRootMove) {
    this.nodeLimit = nodeLimit <= 0 ? Long.MAX_VALUE : nodeLimit;
    this.deadline = deadlineNanos;
    this.everyRootMove = everyRootMove;
    this.stopped = false;
    this.nodes = 0;
    this.completedDepth = 0;
    if (candidates == null) {
      int[] buf = moves[0];
      rootCount = board.generate(buf);
      rootMoves = Arrays.copyOf(buf, rootCount);
    } else {
      rootMoves = candidates.clone();
      rootCount = rootMoves.length;
    }
    rootScores = new int[rootCount];
    if (rootCount == 0) {
      return 0;
    }
    int[] best = rootMoves.clone();
    int[] bestScores = new int[rootCount];
    keys[0] = board.key();
    for (int depth = 1; depth <= Math.min(maxDepth, MAX_PLY - 8); depth++) {
      root(depth);
      if (stopped) {
        if (depth == 1) {
          // not even depth 1 finished: keep what was searched, in the order it stands
          System.arraycopy(rootMoves, 0, best, 0, rootCount);
          System.arraycopy(rootScores, 0, bestScores, 0, rootCount);
        }
        break;
      }
      completedDepth = depth;
      System.arraycopy(rootMoves, 0, best, 0, rootCount);
      System.arraycopy(rootScores, 0, bestScores, 0, rootCount);
      if (Math.abs(rootScores[0]) >= Score.MATE_BOUND && depth > 2) {
        break; // a mate found: deeper search changes nothing
      }
    }
    rootMoves = best;
    rootScores = bestScores;
    return rootMoves[0];
  }

  /** A move chosen at a level, with its score for the side to move. */
  record Choice(int move, int score) {}

  /**
   * The move of a player at {@code level} (seeded) by the deadline, at most {@code maxDepth} plies
   * and {@code nodes} nodes (0: no bound): at full strength the search's best; below it every root
   * move scored exactly within the level's node budget too, and a noisy pick among them ({@link
   * Level#choose(int[], int[], int)}).
   */
  Choice choose(Level level, int maxDepth, long nodes, long deadlineNanos) {
    if (level.isFull()) {
      int move = search(null, maxDepth, nodes, deadlineNanos, false);
      return new Choice(move, rootScores[0]);
    }
    long budget = nodes > 0 ? Math.min(nodes, level.nodeBudget()) : level.nodeBudget();
    search(null, maxDepth, budget, deadlineNanos, true);
    int move = level.choose(rootMoves, rootScores, rootMoves.length);
    int score = rootScores[0];
    for (int i = 0; i < rootMoves.length; i++) {
      if (rootMoves[i] == move) {
        score = rootScores[i];
      }
    }
    return new Choice(move, score);
  }

  /** The root moves, best first, after the last search. */
  int[] rootMoves() {
    return rootMoves;
  }

  /** Their scores (exact for every move with {@code everyRootMove}, else for the first). */
  int[] rootScores() {
    return rootScores;
  }

  long nodes() {
    return nodes;
  }

  int completedDepth() {
    return completedDepth;
  }

  /** One iteration at the root; sorts the root moves by score (stable for equal scores). */
  private void root(int depth) {
    int alpha = -Score.INFINITE;
    int[] scores = new int[rootCount];
    Arrays.fill(scores, -Score.INFINITE);
    for (int i = 0; i < rootCount; i++) {
      int m = rootMoves[i];
      board.make(m);
      keys[1] = board.key();
      int score;
      if (everyRootMove || i == 0) {
        score = -search(-Score.INFINITE, Score.INFINITE, depth - 1, 1, true);
      } else {
        score = -search(-alpha - 1, -alpha, depth - 1, 1, false);
        if (score > alpha && !stopped) {
          score = -search(-Score.INFINITE, -alpha, depth - 1, 1, true);
        }
      }
      board.unmake(m);
      if (stopped) {
        break;
      }
      scores[i] = score;
      if (score > alpha) {
        alpha = score;
      }
    }
    // sort by score, stable
    Integer[] idx = new Integer[rootCount];
    for (int i = 0; i < rootCount; i++) {
      idx[i] = i;
    }
    Arrays.sort(idx, (a, b) -> Integer.compare(scores[b], scores[a]));
    int[] m2 = new int[rootCount];
    for (int i = 0; i < rootCount; i++) {
      m2[i] = rootMoves[idx[i]];
      rootScores[i] = scores[idx[i]];
    }
    rootMoves = m2;
  }

  private boolean outOfBudget() {
    // the node limit counts from the second iteration: one full ply is always seen
    if (++nodes >= nodeLimit && completedDepth > 0
        || (nodes & 15) == 0 && (System.nanoTime() >= deadline || halt.get())) {
      stopped = true;
    }
    return stopped;
  }

  private int search(int alpha, int beta, int depth, int ply, boolean pvNode) {
    if (board.drawnByRule()) {
      return Score.DRAW;
    }
    if (board.repetitionsDraw() && repeated(ply)) {
      return Score.DRAW;
    }
    boolean inCheck = board.inCheck();
    if (inCheck && depth < 1 && ply < MAX_PLY - 4) {
      depth = 1; // check extension at the horizon
    }
    if (depth <= 0 || ply >= MAX_PLY - 2) {
      return quiescence(alpha, beta, ply, 0);
    }
    if (outOfBudget()) {
      return 0;
    }
    long key = keys[ply];
    int slot = (int) (key & ((1 << TT_BITS) - 1));
    int ttMove = 0;
    if (ttKeys[slot] == key) {
      long d = ttData[slot];
      ttMove = (int) d;
      int ttScore = Score.fromTable((short) (d >>> 32), ply);
      int ttDepth = (int) (d >>> 48) & 0xFF;
      int bound = (int) (d >>> 56) & 3;
      if (!pvNode && ttDepth >= depth) {
        if (bound == EXACT
            || (bound == LOWER && ttScore >= beta)
            || (bound == UPPER && ttScore <= alpha)) {
          return ttScore;
        }
      }
    }
    if (!pvNode && !inCheck && depth >= 3 && board.nullMoveSound()) {
      int eval = board.evaluate();
      if (eval >= beta) {
        board.makeNull();
        keys[ply + 1] = board.key();
        int r = 2 + depth / 4;
        int score = -search(-beta, -beta + 1, depth - 1 - r, ply + 1, false);
        board.unmakeNull();
        if (stopped) {
          return 0;
        }
        if (score >= beta) {
          return score >= Score.MATE_BOUND ? beta : score;
        }
      }
    }
    int[] list = moves[ply];
    int n = board.generate(list);
    if (n == 0) {
      return board.noMoveScore(ply);
    }
    scoreMoves(list, order[ply], n, ttMove, ply);
    int best = -Score.INFINITE;
    int bestMove = 0;
    int startAlpha = alpha;
    for (int i = 0; i < n; i++) {
      int m = pick(list, order[ply], i, n);
      boolean quiet = board.gain(m) == 0;
      board.make(m);
      keys[ply + 1] = board.key();
      int score;
      if (i == 0) {
        score = -search(-beta, -alpha, depth - 1, ply + 1, pvNode);
      } else {
        int r = 0;
        if (depth >= 3 && quiet && i >= 3 && !inCheck) {
          r = 1 + (i >= 8 ? 1 : 0) + (depth >= 6 ? 1 : 0);
          r = Math.min(r, depth - 2);
        }
        score = -search(-alpha - 1, -alpha, depth - 1 - r, ply + 1, false);
        if (score > alpha && r > 0 && !stopped) {
          score = -search(-alpha - 1, -alpha, depth - 1, ply + 1, false);
        }
        if (score > alpha && score < beta && pvNode && !stopped) {
          score = -search(-beta, -alpha, depth - 1, ply + 1, true);
        }
      }
      board.unmake(m);
      if (stopped) {
        return 0;
      }
      if (score > best) {
        best = score;
        bestMove = m;
        if (score > alpha) {
          alpha = score;
          if (score >= beta) {
            if (quiet) {
              if (killers[2 * ply] != m) {
                killers[2 * ply + 1] = killers[2 * ply];
                killers[2 * ply] = m;
              }
              int h = historyIndex(m);
              history[h] = Math.min(1 << 20, history[h] + depth * depth);
            }
            break;
          }
        }
      }
    }
    int bound = best >= beta ? LOWER : best > startAlpha ? EXACT : UPPER;
    ttKeys[slot] = key;
    ttData[slot] =
        (bestMove & 0xFFFFFFFFL)
            | ((long) (Score.toTable(best, ply) & 0xFFFF) << 32)
            | ((long) Math.min(depth, 255) << 48)
            | ((long) bound << 56);
    return best;
  }

  private int quiescence(int alpha, int beta, int ply, int qdepth) {
    if (outOfBudget()) {
      return 0;
    }
    if (board.drawnByRule()) {
      return Score.DRAW;
    }
    int stand = board.evaluate();
    if (stand >= beta) {
      return stand;
    }
    if (stand > alpha) {
      alpha = stand;
    }
    if (ply >= MAX_PLY - 1 || qdepth >= 8) {
      return stand;
    }
    int[] list = moves[ply];
    int n = board.generate(list);
    if (n == 0) {
      return board.noMoveScore(ply);
    }
    int[] sc = order[ply];
    int captures = 0;
    for (int i = 0; i < n; i++) {
      int g = board.gain(list[i]);
      if (g > 0) {
        list[captures] = list[i];
        sc[captures++] = g * 16 - board.moverValue(list[i]) / 16;
      }
    }
    int best = stand;
    for (int i = 0; i < captures; i++) {
      int m = pick(list, sc, i, captures);
      if (stand + board.gain(m) + 200 < alpha) {
        continue; // delta pruning: even taking it for free does not reach alpha
      }
      board.make(m);
      int score = -quiescence(-beta, -alpha, ply + 1, qdepth + 1);
      board.unmake(m);
      if (stopped) {
        return 0;
      }
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          if (score >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }

  private boolean repeated(int ply) {
    long k = keys[ply];
    for (int i = ply - 4; i >= 0; i -= 2) {
      if (keys[i] == k) {
        return true;
      }
    }
    return false;
  }

  private static int historyIndex(int move) {
    return (move ^ (move >>> 16)) & 0xFFFF;
  }

  private void scoreMoves(int[] list, int[] sc, int n, int ttMove, int ply) {
    for (int i = 0; i < n; i++) {
      int m = list[i];
      int g = board.gain(m);
      if (m == ttMove) {
        sc[i] = 1 << 30;
      } else if (g > 0) {
        sc[i] = (1 << 28) + g * 16 - board.moverValue(m) / 16;
      } else if (m == killers[2 * ply]) {
        sc[i] = 1 << 27;
      } else if (m == killers[2 * ply + 1]) {
        sc[i] = (1 << 27) - 1;
      } else {
        sc[i] = history[historyIndex(m)];
      }
    }
  }

  /** Moves the best-scored of {@code list[i..n)} to {@code i} and returns it. */
  private static int pick(int[] list, int[] sc, int i, int n) {
    int b = i;
    for (int j = i + 1; j < n; j++) {
      if (sc[j] > sc[b]) {
        b = j;
      }
    }
    int m = list[b];
    int s = sc[b];
    list[b] = list[i];
    sc[b] = sc[i];
    list[i] = m;
    sc[i] = s;
    return m;
  }
}
