package org.arrocco.core.chess;

import static org.arrocco.core.chess.Piece.BISHOP;
import static org.arrocco.core.chess.Piece.KING;
import static org.arrocco.core.chess.Piece.KNIGHT;
import static org.arrocco.core.chess.Piece.PAWN;
import static org.arrocco.core.chess.Piece.QUEEN;
import static org.arrocco.core.chess.Piece.ROOK;

/**
 * Fully legal move generation for orthodox chess and Chess960 (FIDE Laws articles 3 and 9's
 * preconditions; castling by FIDE Guidelines II). Uses a check mask (the squares that capture or
 * block a single checker), pin lines (a pinned piece moves only along the line through its king)
 * and attack tests for the king; en passant is tested on the board it leaves, which covers the
 * capture that uncovers a check along the rank. Allocates nothing.
 */
public final class MoveGenerator {
  static final long RANK_1 = 0xFFL;
  static final long FILE_A = 0x0101010101010101L;
  static final long FILE_H = FILE_A << 7;

  private MoveGenerator() {}

  /**
   * Clears {@code list} and fills it with the legal moves of the side to move; returns the count.
   */
  public static int generate(Position p, MoveList list) {
    list.size = 0;
    int[] out = list.moves;
    long[] bb = p.bb;
    int us = p.side;
    int them = us ^ 1;
    int u = us << 3;
    int t = them << 3;
    long ours = bb[u];
    long occ = ours | bb[t];
    int ksq = Long.numberOfTrailingZeros(bb[u | KING]);
    long checkers = checkersAndPins(p, bb, us, t, ksq, ours, occ);
    long pinned = p.pins;
    int n = 0;
    // King steps: the destination must not be attacked once the king has left its square.
    long occNoKing = occ ^ (1L << ksq);
    for (long b = Attacks.KING[ksq] & ~ours; b != 0; b &= b - 1) {
      int to = Long.numberOfTrailingZeros(b);
      if (!attacked(bb, to, t, them, occNoKing)) {
        out[n++] = Move.normal(ksq, to);
      }
    }
    if ((checkers & (checkers - 1)) != 0) {
      list.size = n;
      return n; // double check: only the king moves
    }
    long target =
        checkers == 0
            ? ~ours
            : checkers | Attacks.BETWEEN[ksq << 6 | Long.numberOfTrailingZeros(checkers)];
    n = pieceMoves(out, n, bb, u, ksq, occ, target, pinned);
    long pawns = bb[u | PAWN];
    n = pawnMoves(out, n, us, pawns & ~pinned, occ, bb[t], target);
    for (long b = pawns & pinned; b != 0; b &= b - 1) {
      int from = Long.numberOfTrailingZeros(b);
      n = pawnMoves(out, n, us, 1L << from, occ, bb[t], target & Attacks.LINE[ksq << 6 | from]);
    }
    if (p.epSquare != Square.NONE) {
      n = enPassant(p, out, n, ksq);
    }
    if (checkers == 0 && (p.castlingRooks & ours) != 0) {
      n = castling(p, out, n, ksq, occ);
    }
    list.size = n;
    return n;
  }

  /**
   * The number of legal moves of the side to move, counted without listing them (the bulk count of
   * perft's last ply): the same rules as {@link #generate}, with target sets counted by popcount.
   */
  public static int count(Position p) {
    long[] bb = p.bb;
    int us = p.side;
    int them = us ^ 1;
    int u = us << 3;
    int t = them << 3;
    long ours = bb[u];
    long occ = ours | bb[t];
    int ksq = Long.numberOfTrailingZeros(bb[u | KING]);
    long checkers = checkersAndPins(p, bb, us, t, ksq, ours, occ);
    long pinned = p.pins;
    int n = 0;
    long occNoKing = occ ^ (1L << ksq);
    for (long b = Attacks.KING[ksq] & ~ours; b != 0; b &= b - 1) {
      if (!attacked(bb, Long.numberOfTrailingZeros(b), t, them, occNoKing)) {
        n++;
      }
    }
    if ((checkers & (checkers - 1)) != 0) {
      return n;
    }
    long target =
        checkers == 0
            ? ~ours
            : checkers | Attacks.BETWEEN[ksq << 6 | Long.numberOfTrailingZeros(checkers)];
    n += pieceCount(bb, u, ksq, occ, target, pinned);
    long pawns = bb[u | PAWN];
    n += pawnCount(us, pawns & ~pinned, occ, bb[t], target);
    for (long b = pawns & pinned; b != 0; b &= b - 1) {
      int from = Long.numberOfTrailingZeros(b);
      n += pawnCount(us, 1L << from, occ, bb[t], target & Attacks.LINE[ksq << 6 | from]);
    }
    if (p.epSquare != Square.NONE) {
      n = enPassant(p, null, n, ksq);
    }
    if (checkers == 0 && (p.castlingRooks & ours) != 0) {
      n = castling(p, null, n, ksq, occ);
    }
    return n;
  }

  private static int pawnCount(int us, long pawns, long occ, long theirs, long mask) {
    long empty = ~occ;
    long single;
    long twice;
    long left;
    long right;
    long promoRank;
    if (us == Piece.WHITE) {
      single = pawns << 8 & empty;
      twice = (single & RANK_1 << 16) << 8 & empty & mask;
      left = (pawns & ~FILE_A) << 7 & theirs & mask;
      right = (pawns & ~FILE_H) << 9 & theirs & mask;
      promoRank = RANK_1 << 56;
    } else {
      single = pawns >>> 8 & empty;
      twice = (single & RANK_1 << 40) >>> 8 & empty & mask;
      left = (pawns & ~FILE_A) >>> 9 & theirs & mask;
      right = (pawns & ~FILE_H) >>> 7 & theirs & mask;
      promoRank = RANK_1;
    }
    single &= mask;
    int n =
        Long.bitCount(single) + Long.bitCount(twice) + Long.bitCount(left) + Long.bitCount(right);
    long promo = promoRank & (single | left | right);
    if (promo != 0) {
      n +=
          3
              * (Long.bitCount(single & promoRank)
                  + Long.bitCount(left & promoRank)
                  + Long.bitCount(right & promoRank));
    }
    return n;
  }

  /**
   * Knight, bishop, rook and queen moves to {@code target}; a pinned piece keeps to the line
   * through its king (a pinned knight cannot move).
   */
  private static int pieceMoves(
      int[] out, int n, long[] bb, int u, int ksq, long occ, long target, long pinned) {
    for (long b = bb[u | KNIGHT] & ~pinned; b != 0; b &= b - 1) {
      int from = Long.numberOfTrailingZeros(b);
      n = add(out, n, from, Attacks.KNIGHT[from] & target);
    }
    for (long b = bb[u | BISHOP] | bb[u | QUEEN]; b != 0; b &= b - 1) {
      int from = Long.numberOfTrailingZeros(b);
      long a = Attacks.bishop(from, occ) & target;
      n = add(out, n, from, a & (Attacks.LINE[ksq << 6 | from] | ((pinned >>> from & 1) - 1)));
    }
    for (long b = bb[u | ROOK] | bb[u | QUEEN]; b != 0; b &= b - 1) {
      int from = Long.numberOfTrailingZeros(b);
      long a = Attacks.rook(from, occ) & target;
      n = add(out, n, from, a & (Attacks.LINE[ksq << 6 | from] | ((pinned >>> from & 1) - 1)));
    }
    return n;
  }

  /** The number of moves {@link #pieceMoves} would list. */
  private static int pieceCount(long[] bb, int u, int ksq, long occ, long target, long pinned) {
    int n = 0;
    for (long b = bb[u | KNIGHT] & ~pinned; b != 0; b &= b - 1) {
      n += Long.bitCount(Attacks.KNIGHT[Long.numberOfTrailingZeros(b)] & target);
    }
    for (long b = bb[u | BISHOP] | bb[u | QUEEN]; b != 0; b &= b - 1) {
      int from = Long.numberOfTrailingZeros(b);
      long a = Attacks.bishop(from, occ) & target;
      n += Long.bitCount(a & (Attacks.LINE[ksq << 6 | from] | ((pinned >>> from & 1) - 1)));
    }
    for (long b = bb[u | ROOK] | bb[u | QUEEN]; b != 0; b &= b - 1) {
      int from = Long.numberOfTrailingZeros(b);
      long a = Attacks.rook(from, occ) & target;
      n += Long.bitCount(a & (Attacks.LINE[ksq << 6 | from] | ((pinned >>> from & 1) - 1)));
    }
    return n;
  }

  private static int add(int[] out, int n, int from, long targets) {
    for (; targets != 0; targets &= targets - 1) {
      out[n++] = from | Long.numberOfTrailingZeros(targets) << 6;
    }
    return n;
  }

  /**
   * Pushes and captures (not en passant) of {@code pawns}, destinations limited to {@code mask}.
   */
  private static int pawnMoves(
      int[] out, int n, int us, long pawns, long occ, long theirs, long mask) {
    long empty = ~occ;
    long single;
    long twice;
    long left;
    long right;
    int up;
    long promoRank;
    if (us == Piece.WHITE) {
      single = pawns << 8 & empty;
      twice = (single & RANK_1 << 16) << 8 & empty & mask;
      left = (pawns & ~FILE_A) << 7 & theirs & mask;
      right = (pawns & ~FILE_H) << 9 & theirs & mask;
      up = 8;
      promoRank = RANK_1 << 56;
    } else {
      single = pawns >>> 8 & empty;
      twice = (single & RANK_1 << 40) >>> 8 & empty & mask;
      left = (pawns & ~FILE_A) >>> 9 & theirs & mask;
      right = (pawns & ~FILE_H) >>> 7 & theirs & mask;
      up = -8;
      promoRank = RANK_1;
    }
    single &= mask;
    for (long b = single & ~promoRank; b != 0; b &= b - 1) {
      int to = Long.numberOfTrailingZeros(b);
      out[n++] = Move.normal(to - up, to);
    }
    for (long b = twice; b != 0; b &= b - 1) {
      int to = Long.numberOfTrailingZeros(b);
      out[n++] = Move.normal(to - 2 * up, to);
    }
    for (long b = left & ~promoRank; b != 0; b &= b - 1) {
      int to = Long.numberOfTrailingZeros(b);
      out[n++] = Move.normal(to - up + 1, to);
    }
    for (long b = right & ~promoRank; b != 0; b &= b - 1) {
      int to = Long.numberOfTrailingZeros(b);
      out[n++] = Move.normal(to - up - 1, to);
    }
    if (((single | left | right) & promoRank) != 0) {
      n = promotions(out, n, single & promoRank, up);
      n = promotions(out, n, left & promoRank, up - 1);
      n = promotions(out, n, right & promoRank, up + 1);
    }
    return n;
  }

  private static int promotions(int[] out, int n, long targets, int delta) {
    for (; targets != 0; targets &= targets - 1) {
      int to = Long.numberOfTrailingZeros(targets);
      int from = to - delta;
      out[n++] = Move.promotion(from, to, QUEEN);
      out[n++] = Move.promotion(from, to, ROOK);
      out[n++] = Move.promotion(from, to, BISHOP);
      out[n++] = Move.promotion(from, to, KNIGHT);
    }
    return n;
  }

  /** En-passant captures, each tested on the board it leaves behind (FIDE 3.7.4). */
  private static int enPassant(Position p, int[] out, int n, int ksq) {
    long[] bb = p.bb;
    int us = p.side;
    int ep = p.epSquare;
    for (long b = Attacks.PAWN[(us ^ 1) << 6 | ep] & bb[us << 3 | PAWN]; b != 0; b &= b - 1) {
      int from = Long.numberOfTrailingZeros(b);
      if (enPassantIsLegal(bb, us, ksq, from, ep)) {
        if (out != null) {
          out[n] = Move.enPassant(from, ep);
        }
        n++;
      }
    }
    return n;
  }

  static boolean enPassantIsLegal(long[] bb, int us, int ksq, int from, int ep) {
    int them = us ^ 1;
    int t = them << 3;
    long captured = 1L << (ep ^ 8);
    long occ = ((bb[0] | bb[8]) ^ (1L << from) ^ captured) | 1L << ep;
    return ((Attacks.rook(ksq, occ) & (bb[t | ROOK] | bb[t | QUEEN]))
            | (Attacks.bishop(ksq, occ) & (bb[t | BISHOP] | bb[t | QUEEN]))
            | (Attacks.KNIGHT[ksq] & bb[t | KNIGHT])
            | (Attacks.PAWN[us << 6 | ksq] & bb[t | PAWN] & ~captured))
        == 0;
  }

  /** Whether the side to move of {@code p} has a legal en-passant capture. */
  static boolean hasLegalEnPassant(Position p) {
    long[] bb = p.bb;
    int us = p.side;
    int ep = p.epSquare;
    int ksq = Long.numberOfTrailingZeros(bb[us << 3 | KING]);
    for (long b = Attacks.PAWN[(us ^ 1) << 6 | ep] & bb[us << 3 | PAWN]; b != 0; b &= b - 1) {
      if (enPassantIsLegal(bb, us, ksq, Long.numberOfTrailingZeros(b), ep)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Castling by FIDE Guidelines II (rules/orthodox-and-960.md, Chess960): king to the g/c file,
   * rook to the f/d file, every square between king start and destination and between rook start
   * and destination empty except for those two pieces, the king not in check (the caller makes
   * sure) and not passing or landing on an attacked square. The attack test leaves the castling
   * rook out, so a rook that shields its king's destination does not make the castling legal.
   */
  private static int castling(Position p, int[] out, int n, int ksq, long occ) {
    long[] bb = p.bb;
    int us = p.side;
    int t = (us ^ 1) << 3;
    for (long b = p.castlingRooks & bb[us << 3]; b != 0; b &= b - 1) {
      int rook = Long.numberOfTrailingZeros(b);
      int move = Move.castling(ksq, rook);
      int kingTo = Move.castlingKingTarget(move);
      int rookTo = Move.castlingRookTarget(move);
      long pieces = 1L << ksq | 1L << rook;
      long mustBeEmpty =
          (Attacks.BETWEEN[ksq << 6 | kingTo]
                  | 1L << kingTo
                  | Attacks.BETWEEN[rook << 6 | rookTo]
                  | 1L << rookTo)
              & ~pieces;
      if ((occ & mustBeEmpty) != 0) {
        continue;
      }
      long path = Attacks.BETWEEN[ksq << 6 | kingTo] | 1L << kingTo;
      long rest = occ ^ pieces;
      boolean safe = true;
      for (; path != 0 && safe; path &= path - 1) {
        safe = !attacked(bb, Long.numberOfTrailingZeros(path), t, us ^ 1, rest);
      }
      if (safe) {
        if (out != null) {
          out[n] = move;
        }
        n++;
      }
    }
    return n;
  }

  /**
   * Whether colour {@code them} (code base {@code t}) attacks {@code sq} with blockers {@code occ}.
   */
  static boolean attacked(long[] bb, int sq, int t, int them, long occ) {
    return (Attacks.KNIGHT[sq] & bb[t | KNIGHT]) != 0
        || (Attacks.PAWN[(them ^ 1) << 6 | sq] & bb[t | PAWN]) != 0
        || (Attacks.KING[sq] & bb[t | KING]) != 0
        || (Attacks.rook(sq, occ) & (bb[t | ROOK] | bb[t | QUEEN])) != 0
        || (Attacks.bishop(sq, occ) & (bb[t | BISHOP] | bb[t | QUEEN])) != 0;
  }

  /**
   * The enemy pieces giving check to the king of {@code us} on {@code ksq}, found with the pins in
   * one pass: an enemy slider on a line with the king gives check when nothing stands between, and
   * pins the one own piece between otherwise. The pinned pieces are left in {@code p.pins}.
   */
  private static long checkersAndPins(
      Position p, long[] bb, int us, int t, int ksq, long ours, long occ) {
    long checkers =
        (Attacks.KNIGHT[ksq] & bb[t | KNIGHT]) | (Attacks.PAWN[us << 6 | ksq] & bb[t | PAWN]);
    long pinned = 0;
    long snipers =
        (Attacks.ROOK_EMPTY[ksq] & (bb[t | ROOK] | bb[t | QUEEN]))
            | (Attacks.BISHOP_EMPTY[ksq] & (bb[t | BISHOP] | bb[t | QUEEN]));
    for (; snipers != 0; snipers &= snipers - 1) {
      int s = Long.numberOfTrailingZeros(snipers);
      long between = Attacks.BETWEEN[ksq << 6 | s] & occ;
      checkers |= (1L << s) & ~((between | -between) >> 63);
      pinned |= between & ours & ((long) ((Long.bitCount(between) ^ 1) - 1) >> 63);
    }
    p.pins = pinned;
    return checkers;
  }

  /** The pieces of {@code colour} pinned to their king in {@code p}. */
  static long pinned(Position p, int colour) {
    long[] bb = p.bb;
    int t = (colour ^ 1) << 3;
    int ksq = Long.numberOfTrailingZeros(bb[colour << 3 | KING]);
    return pinned(
        bb,
        ksq,
        bb[colour << 3],
        bb[0] | bb[8],
        bb[t | ROOK] | bb[t | QUEEN],
        bb[t | BISHOP] | bb[t | QUEEN]);
  }

  private static long pinned(long[] bb, int ksq, long ours, long occ, long rq, long bq) {
    long pinned = 0;
    long snipers = (Attacks.ROOK_EMPTY[ksq] & rq) | (Attacks.BISHOP_EMPTY[ksq] & bq);
    for (; snipers != 0; snipers &= snipers - 1) {
      long between = Attacks.BETWEEN[ksq << 6 | Long.numberOfTrailingZeros(snipers)] & occ;
      if (between != 0 && (between & (between - 1)) == 0) {
        pinned |= between & ours;
      }
    }
    return pinned;
  }
}
