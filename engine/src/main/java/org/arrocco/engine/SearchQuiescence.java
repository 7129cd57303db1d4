package org.arrocco.engine;

import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;

/**
 * The quiescence search of a {@link SearchWorker}: from the static evaluation ("stand pat"), only
 * captures and queen promotions that do not lose material by static exchange, best victim first,
 * and every evasion when in check (so mates at the horizon are seen). Probes and stores the
 * transposition table at depth 0.
 */
final class SearchQuiescence {
  private final SearchWorker w;
  private final TranspositionTable tt;
  private final MoveList generated = new MoveList();

  SearchQuiescence(SearchWorker worker, TranspositionTable tt, Evaluator evaluator) {
    this.w = worker;
    this.tt = tt;
  }

  int search(int alpha, int beta, int ply) {
    w.pvLength[ply] = ply;
    if (w.countNode()) {
      return 0;
    }
    if (ply > w.selectiveDepth) {
      w.selectiveDepth = ply;
    }
    Position pos = w.pos;
    if (ply > 0 && w.isDraw(ply)) {
      return Score.DRAW;
    }
    if (ply >= SearchWorker.MAX_PLY - 2) {
      return pos.inCheck() ? Score.DRAW : w.evaluate();
    }
    boolean pvNode = beta - alpha > 1;
    long key = pos.hash();
    long entry = tt.probe(key);
    int ttScore = entry != 0 ? Score.fromTable(TranspositionTable.score(entry), ply) : Score.NONE;
    int ttBound = TranspositionTable.bound(entry);
    if (!pvNode
        && entry != 0
        && (ttBound & (ttScore >= beta ? TranspositionTable.LOWER : TranspositionTable.UPPER))
            != 0) {
      return ttScore;
    }
    boolean inCheck = pos.inCheck();
    int best;
    int standPat = Score.NONE;
    if (inCheck) {
      best = -Score.MATE + ply;
    } else {
      int stored = entry != 0 ? TranspositionTable.eval(entry) : Score.NONE;
      standPat = stored != Score.NONE ? stored : w.evaluate();
      best = standPat;
      if (entry != 0
          && (ttBound & (ttScore > standPat ? TranspositionTable.LOWER : TranspositionTable.UPPER))
              != 0) {
        best = ttScore;
      }
      if (best >= beta) {
        if (entry == 0) {
          tt.store(key, 0, Score.toTable(best, ply), standPat, 0, TranspositionTable.LOWER);
        }
        return best;
      }
      alpha = Math.max(alpha, best);
    }
    int n = MoveGenerator.generate(pos, generated);
    int[] list = w.moves[ply];
    int[] sc = w.scores[ply];
    int count = 0;
    for (int i = 0; i < n; i++) {
      int m = generated.get(i);
      if (inCheck || isTactical(pos, m)) {
        list[count++] = m;
      }
    }
    if (inCheck) {
      if (count == 0) {
        return -Score.MATE + ply; // FIDE 5.1.1: checkmate
      }
      int ttMove = TranspositionTable.move(entry);
      w.ordering.score(
          pos, list, sc, 0, count, ttMove, ply, ply > 0 ? w.movedPieceTo[ply - 1] : -1);
    } else {
      MoveOrdering.scoreTactical(pos, list, sc, count);
    }
    int bestMove = 0;
    int startAlpha = alpha;
    for (int i = 0; i < count; i++) {
      int m = MoveOrdering.pick(list, sc, i, count);
      if (!inCheck) {
        if (Move.kind(m) != Move.PROMOTION
            && standPat + StaticExchange.captureValue(pos, m) + 180 <= alpha) {
          best = Math.max(best, standPat + StaticExchange.captureValue(pos, m) + 180);
          continue; // delta pruning: even winning the piece cannot reach alpha
        }
        if (!StaticExchange.atLeast(pos, m, 0)) {
          continue;
        }
      } else if (best > -Score.MATE_BOUND && MoveOrdering.isQuiet(pos, m) && i >= 3) {
        continue; // enough evasions tried: the rest are quiet ones late in the order
      }
      w.makeMove(m, ply);
      int score = -search(-beta, -alpha, ply + 1);
      pos.unmake();
      if (w.control.stop) {
        return 0;
      }
      if (score > best) {
        best = score;
        if (score > alpha) {
          bestMove = m;
          if (pvNode) {
            w.updatePv(ply, m);
          }
          if (score >= beta) {
            break;
          }
          alpha = score;
        }
      }
    }
    int bound =
        best >= beta
            ? TranspositionTable.LOWER
            : pvNode && best > startAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
    tt.store(key, bestMove, Score.toTable(best, ply), standPat, 0, bound);
    return best;
  }

  /** A capture, or a promotion to a queen (under-promotions wait for the main search). */
  private static boolean isTactical(Position p, int m) {
    int kind = Move.kind(m);
    if (kind == Move.PROMOTION) {
      return Move.pieceType(m) == Piece.QUEEN;
    }
    return kind == Move.EN_PASSANT || (kind != Move.CASTLING && p.pieceAt(Move.to(m)) != 0);
  }
}
