package org.arrocco.engine;

import static org.arrocco.core.chess.Piece.BISHOP;
import static org.arrocco.core.chess.Piece.KNIGHT;
import static org.arrocco.core.chess.Piece.PAWN;
import static org.arrocco.core.chess.Piece.QUEEN;
import static org.arrocco.core.chess.Piece.ROOK;

import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Position;

/**
 * One thread of the search: iterative deepening over the root moves with aspiration windows, a
 * principal-variation alpha-beta search with the usual selectivity (transposition-table cut-offs,
 * reverse futility, null move, razoring, late-move pruning and reductions, futility and SEE
 * pruning, check extensions, internal iterative reduction), and a quiescence search of captures
 * with static exchange pruning. The main thread (index 0) reports and keeps time; helpers (Lazy
 * SMP) search the same root at staggered depths and share only the transposition table.
 *
 * <p>Everything a node needs is preallocated per ply (moves, their scores, the line found, the
 * static evaluation, the move made), so the search allocates nothing per node.
 */
final class SearchWorker {
  static final int MAX_PLY = 128;
  private static final int[][] LMR = new int[64][64];

  static {
    for (int d = 1; d < 64; d++) {
      for (int m = 1; m < 64; m++) {
        LMR[d][m] = (int) (0.75 + Math.log(d) * Math.log(m) / 2.25);
      }
    }
  }

  final int id;
  final MoveOrdering ordering = new MoveOrdering(MAX_PLY);
  private final TranspositionTable tt;
  private final Evaluator evaluator;
  private final SearchQuiescence quiescence;
  private final MoveList generated = new MoveList();
  final int[][] moves = new int[MAX_PLY + 2][256];
  final int[][] scores = new int[MAX_PLY + 2][256];
  private final int[][] quietsTried = new int[MAX_PLY + 2][64];
  private final int[][] quietPieces = new int[MAX_PLY + 2][64];
  private final int[][] capturesTried = new int[MAX_PLY + 2][32];
  final int[][] pv = new int[MAX_PLY + 2][MAX_PLY + 2];
  final int[] pvLength = new int[MAX_PLY + 2];
  private final int[] staticEval = new int[MAX_PLY + 2];
  private final boolean[] hashFirst = new boolean[MAX_PLY + 2];
  final int[] movedPieceTo = new int[MAX_PLY + 2];
  final int[] pliesFromNull = new int[MAX_PLY + 2];
  final RootMoves root = new RootMoves(256, MAX_PLY);

  Position pos;
  long[] keys = new long[1024];
  int gameLength;
  SearchControl control;
  volatile long nodes;
  int selectiveDepth;
  int completedDepth;
  int multiPv = 1;
  private int pvIndex;
  private int countdown;
  private int rootDepth;

  SearchWorker(int id, TranspositionTable tt, Evaluator evaluator) {
    this.id = id;
    this.tt = tt;
    this.evaluator = evaluator;
    this.quiescence = new SearchQuiescence(this, tt, evaluator);
  }

  /** Sets the root: a copy of {@code position} and the keys of the positions before it. */
  void setRoot(Position position, long[] history, int historyLength, int[] rootMoves, int n) {
    pos = position.copy();
    if (keys.length < historyLength + MAX_PLY + 4) {
      keys = new long[historyLength + MAX_PLY + 4];
    }
    System.arraycopy(history, 0, keys, 0, historyLength);
    gameLength = historyLength;
    root.set(rootMoves, n);
    nodes = 0;
    completedDepth = 0;
    countdown = 0;
  }

  /** Runs iterative deepening until the depth limit or the stop flag; the result is in root. */
  void iterate(IterationListener listener) {
    SearchLimits limits = control.limits;
    int maxDepth = limits.depth() > 0 ? Math.min(limits.depth(), MAX_PLY - 4) : MAX_PLY - 4;
    int lines = Math.min(multiPv, root.size);
    for (int depth = 1; depth <= maxDepth && !control.stop; depth++) {
      if (id > 0 && skipDepth(depth)) {
        continue;
      }
      rootDepth = depth;
      root.newIteration();
      for (pvIndex = 0; pvIndex < lines && !control.stop; pvIndex++) {
        selectiveDepth = 0;
        aspiration(depth, listener);
        root.sort(0, pvIndex + 1);
      }
      if (!control.stop) {
        completedDepth = depth;
      }
      if (listener != null && listener.iterationDone(this, depth)) {
        break;
      }
    }
  }

  /** Lazy SMP: helpers skip some depths so that threads spread over neighbouring depths. */
  private boolean skipDepth(int depth) {
    int i = (id - 1) % 20;
    int size = SKIP_SIZE[i];
    return ((depth + SKIP_PHASE[i]) / size) % 2 != 0;
  }

  private static final int[] SKIP_SIZE = {
    1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4
  };
  private static final int[] SKIP_PHASE = {
    0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7
  };

  private void aspiration(int depth, IterationListener listener) {
    int previous = root.previousScore[pvIndex];
    int delta = 14 + Math.abs(previous) / 80;
    int alpha = -Score.INFINITE;
    int beta = Score.INFINITE;
    if (depth >= 4 && previous > -Score.INFINITE && !Score.isMate(previous)) {
      alpha = Math.max(previous - delta, -Score.INFINITE);
      beta = Math.min(previous + delta, Score.INFINITE);
    }
    while (true) {
      int score = search(alpha, beta, depth, 0, false);
      root.sort(pvIndex, root.size);
      if (control.stop) {
        return;
      }
      if (score <= alpha) {
        beta = (alpha + beta) / 2;
        alpha = Math.max(score - delta, -Score.INFINITE);
        if (listener != null) {
          listener.bound(this, depth, TranspositionTable.UPPER);
        }
      } else if (score >= beta) {
        beta = Math.min(score + delta, Score.INFINITE);
        if (listener != null) {
          listener.bound(this, depth, TranspositionTable.LOWER);
        }
      } else {
        return;
      }
      delta += delta / 2;
      if (delta > 1000) {
        alpha = -Score.INFINITE;
        beta = Score.INFINITE;
      }
    }
  }

  /**
   * Counts a node and, every thousand, lets the main thread check the clock and the node limit once
   * its first iteration is complete.
   */
  boolean countNode() {
    nodes++;
    if (--countdown <= 0) {
      countdown = 1024;
      if (id == 0 && completedDepth > 0) {
        control.checkLimits(); // the first iteration always ends: a move is always chosen
      }
    }
    return control.stop;
  }

  int evaluate() {
    int v = evaluator.evaluate(pos);
    return Math.max(-Score.MATE_BOUND + 1, Math.min(Score.MATE_BOUND - 1, v));
  }

  /** Whether the game is drawn here by the 50-move rule, a repetition or bare minor pieces. */
  boolean isDraw(int ply) {
    if (pos.halfmoveClock() >= 100) {
      return true; // FIDE 9.3 (claimed) / 9.6.2: the engine does not play on for it
    }
    int index = gameLength + ply;
    long key = keys[index];
    int limit = Math.min(pos.halfmoveClock(), pliesFromNull[ply]);
    for (int i = 4; i <= limit && i <= index; i += 2) {
      if (keys[index - i] == key) {
        return true; // FIDE 9.2: a repetition is a draw the opponent will claim
      }
    }
    // FIDE 6.9 dead positions: no pawns, rooks or queens and at most one minor piece.
    if (pos.piecesOfType(PAWN) == 0
        && (pos.piecesOfType(ROOK) | pos.piecesOfType(QUEEN)) == 0
        && Long.bitCount(pos.piecesOfType(KNIGHT) | pos.piecesOfType(BISHOP)) <= 1) {
      return true;
    }
    return false;
  }

  private boolean hasPieces(int colour) {
    return (pos.pieces(colour, KNIGHT)
            | pos.pieces(colour, BISHOP)
            | pos.pieces(colour, ROOK)
            | pos.pieces(colour, QUEEN))
        != 0;
  }

  /** Makes a move at {@code ply}, recording what the next ply needs. */
  void makeMove(int m, int ply) {
    movedPieceTo[ply] = MoveOrdering.pieceTo(pos.pieceAt(Move.from(m)), m);
    pos.make(m);
    keys[gameLength + ply + 1] = pos.hash();
    pliesFromNull[ply + 1] = pliesFromNull[ply] + 1;
  }

  void updatePv(int ply, int m) {
    int[] line = pv[ply];
    line[ply] = m;
    int[] next = pv[ply + 1];
    int end = pvLength[ply + 1];
    for (int i = ply + 1; i < end; i++) {
      line[i] = next[i];
    }
    pvLength[ply] = Math.max(end, ply + 1);
  }

  int search(int alpha, int beta, int depth, int ply, boolean cutNode) {
    boolean pvNode = beta - alpha > 1;
    boolean atRoot = ply == 0;
    pvLength[ply] = ply;
    if (depth <= 0) {
      return quiescence.search(alpha, beta, ply);
    }
    if (countNode()) {
      return 0;
    }
    if (ply > selectiveDepth) {
      selectiveDepth = ply;
    }
    if (atRoot) {
      keys[gameLength] = pos.hash();
      pliesFromNull[0] = pos.halfmoveClock();
    } else {
      if (isDraw(ply)) {
        return Score.DRAW;
      }
      alpha = Math.max(alpha, -Score.MATE + ply);
      beta = Math.min(beta, Score.MATE - ply - 1);
      if (alpha >= beta) {
        return alpha;
      }
      if (ply >= MAX_PLY - 4) {
        return pos.inCheck() ? Score.DRAW : evaluate();
      }
    }
    long key = pos.hash();
    long entry = tt.probe(key);
    int ttMove = TranspositionTable.move(entry);
    int ttScore = entry != 0 ? Score.fromTable(TranspositionTable.score(entry), ply) : Score.NONE;
    int ttBound = TranspositionTable.bound(entry);
    if (!pvNode
        && entry != 0
        && TranspositionTable.depth(entry) >= depth
        && pos.halfmoveClock() < 90
        && (ttBound & (ttScore >= beta ? TranspositionTable.LOWER : TranspositionTable.UPPER))
            != 0) {
      return ttScore;
    }
    boolean inCheck = pos.inCheck();
    int eval;
    if (inCheck) {
      staticEval[ply] = Score.NONE;
      eval = Score.NONE;
    } else {
      int stored = entry != 0 ? TranspositionTable.eval(entry) : Score.NONE;
      eval = stored != Score.NONE ? stored : evaluate();
      staticEval[ply] = eval;
      if (entry != 0
          && ttScore != Score.NONE
          && (ttBound & (ttScore > eval ? TranspositionTable.LOWER : TranspositionTable.UPPER))
              != 0) {
        eval = ttScore;
      }
    }
    boolean improving =
        !inCheck
            && ply >= 2
            && staticEval[ply - 2] != Score.NONE
            && staticEval[ply] > staticEval[ply - 2];
    ordering.killers[(ply + 2) << 1] = 0;
    ordering.killers[(ply + 2) << 1 | 1] = 0;

    if (!pvNode && !inCheck && !atRoot) {
      int pruned = prune(alpha, beta, depth, ply, eval, improving, cutNode);
      if (pruned != Score.NONE) {
        return pruned;
      }
    }
    if (depth >= 4 && ttMove == 0 && (pvNode || cutNode)) {
      depth--; // internal iterative reduction: no hash move to guide this node
    }
    return searchMoves(alpha, beta, depth, ply, cutNode, inCheck, eval, improving, ttMove, key);
  }

  /** Reverse futility, null move and razoring; a score to return, or {@code Score.NONE}. */
  private int prune(
      int alpha, int beta, int depth, int ply, int eval, boolean improving, boolean cutNode) {
    if (depth <= 8
        && eval - 80 * (depth - (improving ? 1 : 0)) >= beta
        && eval < Score.MATE_BOUND) {
      return eval;
    }
    if (depth >= 3
        && eval >= beta
        && staticEval[ply] >= beta - 20 * depth + 120
        && movedPieceTo[ply - 1] >= 0
        && hasPieces(pos.sideToMove())) {
      int r = 3 + depth / 3 + Math.min(3, (eval - beta) / 200);
      movedPieceTo[ply] = -1;
      pos.makeNullMove();
      keys[gameLength + ply + 1] = pos.hash();
      pliesFromNull[ply + 1] = 0;
      int score = -search(-beta, -beta + 1, depth - r, ply + 1, !cutNode);
      pos.unmakeNullMove();
      if (control.stop) {
        return 0;
      }
      if (score >= beta) {
        return score >= Score.MATE_BOUND ? beta : score;
      }
    }
    if (depth <= 3 && eval + 200 + 220 * depth < alpha) {
      int score = quiescence.search(alpha, alpha + 1, ply);
      if (score <= alpha) {
        return score;
      }
    }
    return Score.NONE;
  }

  /**
   * Fills {@code moves[ply]}; at the root from the root list in its order. Elsewhere the hash move,
   * when legal, is put first and the others are left unscored ({@code hashFirst[ply]}): most nodes
   * where it cuts off then never score the rest.
   */
  private int generateMoves(int ply, int ttMove) {
    int n;
    int[] list = moves[ply];
    hashFirst[ply] = false;
    if (ply == 0) {
      n = root.size - pvIndex;
      for (int i = 0; i < n; i++) {
        list[i] = root.move[pvIndex + i];
        scores[0][i] = n - i;
      }
      return n;
    }
    n = MoveGenerator.generate(pos, generated);
    int at = -1;
    for (int i = 0; i < n; i++) {
      int m = generated.get(i);
      list[i] = m;
      if (m == ttMove) {
        at = i;
      }
    }
    if (at >= 0) {
      list[at] = list[0];
      list[0] = ttMove;
      scores[ply][0] = MoveOrdering.HASH_MOVE;
      hashFirst[ply] = true;
    } else {
      ordering.score(pos, list, scores[ply], 0, n, ttMove, ply, movedPieceTo[ply - 1]);
    }
    return n;
  }

  private int searchMoves(
      int alpha,
      int beta,
      int depth,
      int ply,
      boolean cutNode,
      boolean inCheck,
      int eval,
      boolean improving,
      int ttMove,
      long key) {
    boolean pvNode = beta - alpha > 1;
    boolean atRoot = ply == 0;
    int n = generateMoves(ply, ttMove);
    if (n == 0) {
      return inCheck ? -Score.MATE + ply : Score.DRAW; // FIDE 5.1.1 checkmate, 5.2.1 stalemate
    }
    int[] list = moves[ply];
    int[] sc = scores[ply];
    int previous = atRoot ? -1 : movedPieceTo[ply - 1];
    int best = -Score.INFINITE;
    int bestMove = 0;
    int searched = 0;
    int quiets = 0;
    int captures = 0;
    boolean skipQuiets = false;
    int startAlpha = alpha;
    boolean side = hasPieces(pos.sideToMove());
    for (int i = 0; i < n; i++) {
      int m;
      if (i == 0 && hashFirst[ply]) {
        m = list[0];
      } else {
        if (i == 1 && hashFirst[ply]) {
          ordering.score(pos, list, sc, 1, n, 0, ply, previous);
        }
        m = MoveOrdering.pick(list, sc, i, n);
      }
      int moveScore = sc[i];
      boolean quiet = MoveOrdering.isQuiet(pos, m);
      int piece = pos.pieceAt(Move.from(m));
      boolean futile = false;
      if (!atRoot && best > -Score.MATE_BOUND && side) {
        if (quiet && skipQuiets) {
          continue;
        }
        if (quiet
            && !inCheck
            && depth <= 8
            && searched >= (3 + depth * depth) / (improving ? 1 : 2)) {
          skipQuiets = true;
          continue;
        }
        futile = quiet && !inCheck && depth <= 7 && eval + 100 + 90 * depth <= alpha;
        if (depth <= 8
            && !StaticExchange.atLeast(pos, m, quiet ? -55 * depth : -22 * depth * depth)) {
          continue;
        }
      }
      makeMove(m, ply);
      boolean givesCheck = pos.inCheck();
      if (futile && !givesCheck) {
        pos.unmake();
        continue;
      }
      int extension = givesCheck && ply < 2 * rootDepth ? 1 : 0;
      int newDepth = depth - 1 + extension;
      int score;
      if (searched == 0) {
        score = -search(-beta, -alpha, newDepth, ply + 1, !pvNode && !cutNode);
      } else {
        int r = 0;
        if (depth >= 3 && (quiet || moveScore < 0)) {
          r = LMR[Math.min(depth, 63)][Math.min(searched + 1, 63)];
          r += (cutNode ? 1 : 0) + (improving ? 0 : 1) - (pvNode ? 1 : 0) - (givesCheck ? 1 : 0);
          if (quiet) {
            if (moveScore >= MoveOrdering.COUNTER) {
              r--;
            } else {
              r -= moveScore / 6000;
            }
          }
          r = Math.max(0, Math.min(r, newDepth - 1));
        }
        score = -search(-alpha - 1, -alpha, newDepth - r, ply + 1, true);
        if (score > alpha && r > 0) {
          score = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
        }
        if (pvNode && score > alpha && score < beta) {
          score = -search(-beta, -alpha, newDepth, ply + 1, false);
        }
      }
      pos.unmake();
      if (control.stop) {
        return 0;
      }
      searched++;
      if (atRoot) {
        int index = pvIndex + i;
        if (searched == 1 || score > alpha) {
          root.update(index, score, pv[ply + 1], ply + 1, pvLength[ply + 1], selectiveDepth);
        } else {
          root.score[index] = -Score.INFINITE;
        }
      }
      if (quiet) {
        if (quiets < 64) {
          quietPieces[ply][quiets] = piece;
          quietsTried[ply][quiets++] = m;
        }
      } else if (captures < 32) {
        capturesTried[ply][captures++] = m;
      }
      if (score > best) {
        best = score;
        if (score > alpha) {
          bestMove = m;
          if (pvNode) {
            updatePv(ply, m);
          }
          if (score >= beta) {
            break;
          }
          alpha = score;
        }
      }
    }
    if (searched == 0) {
      return alpha; // every move was pruned: this node fails low
    }
    if (best >= beta) {
      if (MoveOrdering.isQuiet(pos, bestMove)) {
        ordering.quietCutoff(
            pos, bestMove, ply, depth, previous, quietsTried[ply], quietPieces[ply], quiets);
      } else {
        ordering.captureCutoff(pos, bestMove, depth, capturesTried[ply], captures);
      }
    }
    int bound =
        best >= beta
            ? TranspositionTable.LOWER
            : pvNode && best > startAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
    tt.store(
        key,
        bestMove,
        Score.toTable(best, ply),
        inCheck ? Score.NONE : staticEval[ply],
        depth,
        bound);
    return best;
  }

  /** Told after each iteration (main thread only): true stops the iterations. */
  interface IterationListener {
    boolean iterationDone(SearchWorker worker, int depth);

    void bound(SearchWorker worker, int depth, int bound);
  }
}
