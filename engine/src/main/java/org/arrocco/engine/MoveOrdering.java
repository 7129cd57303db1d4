package org.arrocco.engine;

import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.Position;

/**
 * The order a search thread tries moves in, and what it learns for that from earlier cut-offs: the
 * hash move first, then winning captures (victim's value, then the capture history), the two killer
 * moves of the ply, the counter-move to the opponent's last move, quiet moves by their history
 * (butterfly and one-ply continuation), and losing captures last. Scores go in a parallel array;
 * {@link #pick} brings the best remaining move forward (a selection sort that stops as soon as a
 * move cuts off). Allocates nothing.
 */
final class MoveOrdering {
  static final int HASH_MOVE = 1 << 30;
  static final int GOOD_CAPTURE = 1 << 28;
  static final int KILLER_1 = 1 << 27;
  static final int KILLER_2 = KILLER_1 - 1;
  static final int COUNTER = KILLER_1 - 2;
  static final int BAD_CAPTURE = -(1 << 28);
  static final int HISTORY_MAX = 16_384;

  /** {@code history[side << 12 | from << 6 | to]}: how often the quiet move cut off. */
  final int[] history = new int[2 * 64 * 64];

  /** {@code counter[pieceTo]} of the opponent's last move: the reply that refuted it. */
  final int[] counter = new int[PIECE_TO];

  /** {@code captureHistory[piece << 9 | to << 3 | victim type]}. */
  final int[] captureHistory = new int[16 * 64 * 8];

  /** The number of (piece, target square) pairs: 12 pieces by 64 squares. */
  static final int PIECE_TO = 12 * 64;

  /**
   * {@code continuation[previous pieceTo * PIECE_TO + pieceTo]}: how good a quiet move was as the
   * answer to the opponent's last move (both as {@link #pieceTo}).
   */
  final short[] continuation = new short[PIECE_TO * PIECE_TO];

  /** {@code killers[ply << 1 | k]}: two quiet moves that cut off at this ply. */
  final int[] killers;

  MoveOrdering(int maxPly) {
    killers = new int[(maxPly + 2) * 2];
  }

  void clear() {
    java.util.Arrays.fill(history, 0);
    java.util.Arrays.fill(counter, 0);
    java.util.Arrays.fill(captureHistory, 0);
    java.util.Arrays.fill(continuation, (short) 0);
    java.util.Arrays.fill(killers, 0);
  }

  /** Whether {@code move} takes something (castling, written as king-takes-rook, does not). */
  static boolean isCapture(Position p, int move) {
    int kind = Move.kind(move);
    return kind == Move.EN_PASSANT || (kind != Move.CASTLING && p.pieceAt(Move.to(move)) != 0);
  }

  /** Whether {@code move} is neither a capture nor a promotion. */
  static boolean isQuiet(Position p, int move) {
    return Move.kind(move) != Move.PROMOTION && !isCapture(p, move);
  }

  /**
   * A move as the piece that makes it (0-11: White pawn to king, then Black's) and its target
   * square, {@code 0 .. PIECE_TO - 1}: the index of {@link #counter} and of {@link #continuation}'s
   * halves.
   */
  static int pieceTo(int piece, int move) {
    return ((piece >>> 3) * 6 + (piece & 7) - 1) << 6 | Move.to(move);
  }

  /**
   * Scores moves {@code from .. n-1} for the main search. {@code previous} is the index {@link
   * #pieceTo} of the opponent's last move (or -1).
   */
  void score(
      Position p, int[] moves, int[] scores, int from, int n, int hashMove, int ply, int previous) {
    int side = p.sideToMove();
    int k1 = killers[ply << 1];
    int k2 = killers[ply << 1 | 1];
    int counterMove = previous >= 0 ? counter[previous] : 0;
    int contBase = previous >= 0 ? previous * PIECE_TO : -1;
    for (int i = from; i < n; i++) {
      int m = moves[i];
      int s;
      if (m == hashMove) {
        s = HASH_MOVE;
      } else if (!isQuiet(p, m)) {
        s = captureScore(p, m);
      } else if (m == k1) {
        s = KILLER_1;
      } else if (m == k2) {
        s = KILLER_2;
      } else if (m == counterMove) {
        s = COUNTER;
      } else {
        s = history[side << 12 | (m & 0xFFF)];
        if (contBase >= 0) {
          s += continuation[contBase + pieceTo(p.pieceAt(Move.from(m)), m)];
        }
      }
      scores[i] = s;
    }
  }

  /** A capture's or promotion's score: winning ones above killers, losing ones below quiets. */
  int captureScore(Position p, int m) {
    int victim = Move.kind(m) == Move.EN_PASSANT ? 1 : p.pieceAt(Move.to(m)) & 7;
    int value = StaticExchange.captureValue(p, m);
    int h = captureHistory[p.pieceAt(Move.from(m)) << 9 | Move.to(m) << 3 | victim];
    boolean good = StaticExchange.atLeast(p, m, -h / 64);
    return (good ? GOOD_CAPTURE : BAD_CAPTURE) + value * 16 + h / 16;
  }

  /** Scores captures and promotions for quiescence: victim first, then the cheaper attacker. */
  static void scoreTactical(Position p, int[] moves, int[] scores, int n) {
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      scores[i] =
          StaticExchange.captureValue(p, m) * 16
              - StaticExchange.VALUE[p.pieceAt(Move.from(m)) & 7] / 32;
    }
  }

  /** Moves the best-scored of moves {@code i..n-1} to {@code i} and returns it. */
  static int pick(int[] moves, int[] scores, int i, int n) {
    int best = i;
    int bestScore = scores[i];
    for (int j = i + 1; j < n; j++) {
      if (scores[j] > bestScore) {
        bestScore = scores[j];
        best = j;
      }
    }
    int m = moves[best];
    moves[best] = moves[i];
    scores[best] = scores[i];
    moves[i] = m;
    scores[i] = bestScore;
    return m;
  }

  /** The bonus (or malus) for a move that cut off (or did not) at {@code depth}. */
  static int bonus(int depth) {
    return Math.min(1600, 16 * depth * depth + 32 * depth);
  }

  private static int gravity(int value, int bonus) {
    return value + bonus - value * Math.abs(bonus) / HISTORY_MAX;
  }

  /**
   * Learns from a quiet move that cut off: killers, counter-move, history up for it and down for
   * the quiet moves tried before it.
   */
  void quietCutoff(
      Position p,
      int move,
      int ply,
      int depth,
      int previous,
      int[] tried,
      int[] triedPieces,
      int triedCount) {
    int side = p.sideToMove();
    if (killers[ply << 1] != move) {
      killers[ply << 1 | 1] = killers[ply << 1];
      killers[ply << 1] = move;
    }
    if (previous >= 0) {
      counter[previous] = move;
    }
    int b = bonus(depth);
    for (int i = 0; i < triedCount; i++) {
      int m = tried[i];
      int delta = m == move ? b : -b;
      int h = side << 12 | (m & 0xFFF);
      history[h] = gravity(history[h], delta);
      if (previous >= 0) {
        int c = previous * PIECE_TO + pieceTo(triedPieces[i], m);
        continuation[c] = (short) gravity(continuation[c], delta);
      }
    }
  }

  /** Learns from a capture that cut off (and the captures tried before it). */
  void captureCutoff(Position p, int move, int depth, int[] tried, int triedCount) {
    int b = bonus(depth);
    for (int i = 0; i < triedCount; i++) {
      int m = tried[i];
      int victim = Move.kind(m) == Move.EN_PASSANT ? 1 : p.pieceAt(Move.to(m)) & 7;
      int c = p.pieceAt(Move.from(m)) << 9 | Move.to(m) << 3 | victim;
      captureHistory[c] = gravity(captureHistory[c], m == move ? b : -b);
    }
  }
}
