package org.arrocco.engine;

import static org.arrocco.core.chess.Piece.BISHOP;
import static org.arrocco.core.chess.Piece.KING;
import static org.arrocco.core.chess.Piece.KNIGHT;
import static org.arrocco.core.chess.Piece.PAWN;
import static org.arrocco.core.chess.Piece.QUEEN;
import static org.arrocco.core.chess.Piece.ROOK;

import org.arrocco.core.chess.Attacks;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.Position;

/**
 * Static exchange evaluation: whether the exchange a move starts on its target square wins at least
 * a threshold for the mover, both sides recapturing with their least valuable attacker and stopping
 * when it pays; sliders behind a capturer join in as it leaves (x-rays). Pins are ignored, as
 * usual. Allocates nothing.
 */
public final class StaticExchange {
  /** Piece values for exchanges, by type (pawn..king); the king's is beyond any exchange. */
  static final int[] VALUE = {0, 100, 320, 330, 500, 950, 20_000};

  private StaticExchange() {}

  /** The value of what {@code move} captures (the promotion's gain included). */
  public static int captureValue(Position p, int move) {
    int kind = Move.kind(move);
    if (kind == Move.EN_PASSANT) {
      return VALUE[PAWN];
    }
    if (kind == Move.CASTLING) {
      return 0;
    }
    int v = VALUE[p.pieceAt(Move.to(move)) & 7];
    if (kind == Move.PROMOTION) {
      v += VALUE[Move.pieceType(move)] - VALUE[PAWN];
    }
    return v;
  }

  /** Whether the exchange started by {@code move} gains {@code threshold} or more. */
  public static boolean atLeast(Position p, int move, int threshold) {
    int kind = Move.kind(move);
    if (kind == Move.CASTLING) {
      return threshold <= 0;
    }
    int from = Move.from(move);
    int to = Move.to(move);
    int swap = captureValue(p, move) - threshold;
    if (swap < 0) {
      return false;
    }
    int moving = kind == Move.PROMOTION ? Move.pieceType(move) : p.pieceAt(from) & 7;
    swap = VALUE[moving] - swap;
    if (swap <= 0) {
      return true;
    }
    long occ = p.occupied() ^ 1L << from ^ 1L << to;
    if (kind == Move.EN_PASSANT) {
      occ ^= 1L << (to ^ 8);
    }
    int us = p.sideToMove();
    int side = us;
    long attackers = p.attackers(to, 0, occ) | p.attackers(to, 1, occ);
    long diagonal = p.piecesOfType(BISHOP) | p.piecesOfType(QUEEN);
    long straight = p.piecesOfType(ROOK) | p.piecesOfType(QUEEN);
    int result = 1;
    while (true) {
      side ^= 1;
      attackers &= occ;
      long mine = attackers & p.pieces(side);
      if (mine == 0) {
        break;
      }
      result ^= 1;
      int type = PAWN;
      long b = 0;
      for (; type <= KING; type++) {
        b = mine & p.pieces(side, type);
        if (b != 0) {
          break;
        }
      }
      if (type == KING) {
        // The king may take only if the other side has nothing left to take back.
        return ((attackers & p.pieces(side ^ 1)) != 0) ? (result ^ 1) == 1 : result == 1;
      }
      swap = VALUE[type] - swap;
      if (swap < result) {
        break;
      }
      occ ^= b & -b;
      if (type == PAWN || type == BISHOP || type == QUEEN) {
        attackers |= Attacks.bishop(to, occ) & diagonal;
      }
      if (type == ROOK || type == QUEEN) {
        attackers |= Attacks.rook(to, occ) & straight;
      }
    }
    return result == 1;
  }

  static boolean isKnight(int type) {
    return type == KNIGHT;
  }
}
