package org.arrocco.core.tamerlane;

import static org.arrocco.core.tamerlane.TamerlaneSpec.ADVENTITIOUS_KING;
import static org.arrocco.core.tamerlane.TamerlaneSpec.KING;
import static org.arrocco.core.tamerlane.TamerlaneSpec.PAWN_OF_PAWNS;
import static org.arrocco.core.tamerlane.TamerlaneSpec.PRINCE;

import org.arrocco.core.generic.BoardGeometry;
import org.arrocco.core.generic.GameSpec;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.generic.Move;
import org.arrocco.core.generic.RuleHooks;

/**
 * The rules of Tamerlane chess that the piece data cannot say: citadel entries, the pawn of pawns'
 * stages and replacement, and the king swap (shared/rules/tamerlane.md). The position's arrival
 * counter is the pawn of pawns' count of arrivals; its anchor is the pawn of pawns' starting
 * square. Nothing here allocates.
 */
final class TamerlaneRules implements RuleHooks {
  private static final int FILES = 11;
  private static final int RANKS = 10;

  @Override
  public int extraSquareMoves(GenericPosition p, int from, int to, int[] moves, int n) {
    if (p.piece(to) != 0) {
      return n; // "Citadels": a citadel is entered only when empty
    }
    int code = p.piece(from);
    int us = GameSpec.colorOf(code);
    int kind = GameSpec.kindOf(code);
    BoardGeometry g = p.spec().geometry();
    if (g.extraOwner(to) == us) {
      // "Own citadel": only the adventitious king may enter its own citadel
      if (kind == ADVENTITIOUS_KING) {
        moves[n++] = Move.of(from, to);
      }
      return n;
    }
    // "Entering the enemy citadel": only the ranking royal (king; else prince; else adv. king)
    boolean ranking =
        kind == KING
            || (kind == PRINCE && p.count(GameSpec.code(KING, us)) == 0)
            || (kind == ADVENTITIOUS_KING
                && p.count(GameSpec.code(KING, us)) == 0
                && p.count(GameSpec.code(PRINCE, us)) == 0);
    if (!ranking) {
      return n;
    }
    moves[n++] = Move.of(from, to, Move.ENDING_ENTRY, 0);
    if (!p.rotationSpent(us)) {
      // once per game: exchange with a prince or adventitious king on the 110 board squares
      for (int i = 0; i < p.pieceCount(us); i++) {
        int sq = p.pieceSquare(us, i);
        int k = GameSpec.kindOf(p.piece(sq));
        if (sq != from && g.isBoard(sq) && (k == PRINCE || k == ADVENTITIOUS_KING)) {
          moves[n++] = Move.of(from, to, Move.ROTATE, sq);
        }
      }
    }
    return n;
  }

  @Override
  public int stagedArrival(GenericPosition p, int from, int to, int[] moves, int n) {
    int us = GameSpec.colorOf(p.piece(from));
    // "Promotion": first and second arrival keep the pawn of pawns (the second moves it home in
    // afterMove); the third makes it an adventitious king
    int becomes =
        p.counter(us) >= 2
            ? GameSpec.code(ADVENTITIOUS_KING, us)
            : GameSpec.code(PAWN_OF_PAWNS, us);
    moves[n++] = Move.of(from, to, Move.COUNTED_ARRIVAL, becomes);
    return n;
  }

  @Override
  public int specialMoves(GenericPosition p, int[] moves, int n, int legalSoFar, boolean inCheck) {
    int us = p.side();
    int start = n;
    if (p.counter(us) == 1) {
      n = legalOnly(p, moves, start, replacements(p, moves, n, us));
    }
    int king = GameSpec.code(KING, us);
    if (!p.swapSpent(us) && p.count(king) > 0 && (inCheck || legalSoFar + n - start == 0)) {
      n = legalOnly(p, moves, n, swaps(p, moves, n, us, king));
    }
    return n;
  }

  /**
   * Keeps the legal ones of the candidates {@code moves[from..to)}; candidates are listed first and
   * tested after, because playing a move reorders the piece lists.
   */
  private static int legalOnly(GenericPosition p, int[] moves, int from, int to) {
    int w = from;
    for (int i = from; i < to; i++) {
      if (p.leavesRoyalSafe(moves[i])) {
        moves[w++] = moves[i];
      }
    }
    return w;
  }

  /**
   * "Promotion", decision (replacement): a pawn of pawns waiting after its first arrival may take
   * the square of an own pawn that attacks two or more enemy non-pawn pieces.
   */
  private static int replacements(GenericPosition p, int[] moves, int n, int us) {
    int pp = waitingPawnOfPawns(p, us);
    if (pp < 0) {
      return n;
    }
    BoardGeometry g = p.spec().geometry();
    int dir = us == 0 ? 1 : -1;
    for (int i = 0; i < p.pieceCount(us); i++) {
      int sq = p.pieceSquare(us, i);
      if (sq == pp || !g.isBoard(sq) || !p.isPawn(p.piece(sq))) {
        continue;
      }
      int left = g.offset(sq, -1, dir);
      int right = g.offset(sq, 1, dir);
      if (left >= 0 && right >= 0 && enemyPiece(p, left, us) && enemyPiece(p, right, us)) {
        moves[n++] = Move.of(pp, sq, Move.REPLACE, 0);
      }
    }
    return n;
  }

  private static boolean enemyPiece(GenericPosition p, int sq, int us) {
    int q = p.piece(sq);
    return q != 0 && GameSpec.colorOf(q) != us && !p.isPawn(q);
  }

  /**
   * "King swap": once per game, a king in check or without another legal move exchanges squares
   * with an own piece on the board; never a pawn onto its last rank, never a waiting pawn of pawns.
   */
  private static int swaps(GenericPosition p, int[] moves, int n, int us, int kingCode) {
    BoardGeometry g = p.spec().geometry();
    int last = us == 0 ? RANKS - 1 : 0;
    int pieces = p.pieceCount(us);
    for (int i = 0; i < pieces; i++) {
      int k = p.pieceSquare(us, i);
      if (p.piece(k) != kingCode || !g.isBoard(k)) {
        continue;
      }
      for (int j = 0; j < pieces; j++) {
        int sq = p.pieceSquare(us, j);
        int q = p.piece(sq);
        if (sq == k || !g.isBoard(sq)) {
          continue;
        }
        if (p.isPawn(q) && g.rank(k) == last) {
          continue; // a swap may not put a pawn on its last rank
        }
        if (GameSpec.kindOf(q) == PAWN_OF_PAWNS && g.rank(sq) == last) {
          continue; // a waiting pawn of pawns is not a partner
        }
        moves[n++] = Move.of(k, sq, Move.SWAP, 0);
      }
    }
    return n;
  }

  /** The square of the side's pawn of pawns waiting on its last rank, or -1. */
  static int waitingPawnOfPawns(GenericPosition p, int us) {
    int code = GameSpec.code(PAWN_OF_PAWNS, us);
    if (p.count(code) == 0) {
      return -1;
    }
    int base = us == 0 ? (RANKS - 1) * FILES : 0;
    for (int sq = base; sq < base + FILES; sq++) {
      if (p.piece(sq) == code) {
        return sq;
      }
    }
    return -1;
  }

  @Override
  public int afterMove(GenericPosition p, int mover) {
    // "Promotion", stage 2 and its decision: the pawn of pawns goes to its starting square at the
    // end of its owner's move as soon as that square is empty
    if (p.counter(mover) != 2) {
      return 0;
    }
    int home = p.anchor(mover);
    if (home < 0 || p.piece(home) != 0) {
      return 0;
    }
    int pp = waitingPawnOfPawns(p, mover);
    if (pp < 0) {
      return 0;
    }
    p.relocate(pp, home);
    return 1 | (pp << 8) | (home << 16);
  }

  @Override
  public void undoAfterMove(GenericPosition p, int token) {
    p.relocate(token >>> 16, (token >>> 8) & 0xFF);
  }

  @Override
  public boolean specialMovesOnlyWhenStuck(GenericPosition p, int side) {
    return p.counter(side) != 1; // replacements exist beside other moves; swaps need a check
  }

  @Override
  public boolean effectsPending(GenericPosition p, int side) {
    return p.counter(side) == 2 && waitingPawnOfPawns(p, side) >= 0;
  }
}
