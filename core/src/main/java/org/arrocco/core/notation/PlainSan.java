package org.arrocco.core.notation;

import org.arrocco.core.chess.Attacks;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;
import org.arrocco.core.chess.Square;

/**
 * The plain SAN of PGN files, read straight from the bytes of a file and played on a position: a
 * piece letter with at most a file and a rank before an optional {@code x} and the target square
 * ({@code Nbd2}, {@code Qh4xe1}), a pawn push or a pawn capture naming the file it leaves ({@code
 * e4}, {@code exd5}), a promotion with {@code =} ({@code e8=Q}), {@code O-O} and {@code O-O-O},
 * each with any check or mate signs. Only the pieces of the named kind that reach the target are
 * tried, each made and taken back to see that it leaves its king safe (FIDE 3.9); castling alone
 * asks the move generator. Nothing is allocated.
 *
 * <p>It says only "this move" or "not for me": a move written any other way (the sloppy forms
 * {@link San} reads), or one that is illegal or ambiguous, gets {@link Move#NONE}, and the caller
 * hands its game to the full reader, which reads it or says exactly what is wrong.
 */
final class PlainSan {
  private final MoveList castlings = new MoveList();

  /**
   * Makes on {@code p} the one legal move that {@code text[from, to)} names in plain SAN; false,
   * with {@code p} as it was, when the text is no plain SAN or names no move or more than one.
   */
  boolean play(Position p, byte[] text, int from, int to) {
    int move = move(p, text, from, to);
    if (move == Move.NONE) {
      return false;
    }
    if (move != MADE) {
      p.make(move);
    }
    return true;
  }

  /** What {@link #move} returns for a move it has made already (no move is all ones). */
  private static final int MADE = -1;

  /**
   * The one legal move of {@code p} that the text names, or {@link #MADE} when it is made already
   * (a single candidate is made at once and taken back only when it leaves its king in check), or
   * {@link Move#NONE}.
   */
  private int move(Position p, byte[] text, int from, int to) {
    int end = to;
    while (end > from && (text[end - 1] == '+' || text[end - 1] == '#')) {
      end--;
    }
    int n = end - from;
    if (n < 2) {
      return Move.NONE;
    }
    byte first = text[from];
    if (first == 'O') {
      return castling(p, text, from, n);
    }
    if (first >= 'a' && first <= 'h') {
      return pawnMove(p, text, from, end);
    }
    int type = pieceType(first);
    if (type == 0) {
      return Move.NONE;
    }
    // Nf3, Nxf3, Nbd2, N1d2, Nb1d2, with an x before the target if any
    int target = square(text, end - 2, from + 1);
    if (target == Square.NONE) {
      return Move.NONE;
    }
    int p0 = end - 2;
    if (p0 > from + 1 && text[p0 - 1] == 'x') {
      p0--;
    }
    int rank = -1;
    int file = -1;
    if (p0 > from + 1 && text[p0 - 1] >= '1' && text[p0 - 1] <= '8') {
      rank = text[--p0] - '1';
    }
    if (p0 > from + 1 && text[p0 - 1] >= 'a' && text[p0 - 1] <= 'h') {
      file = text[--p0] - 'a';
    }
    if (p0 != from + 1) {
      return Move.NONE;
    }
    int us = p.sideToMove();
    int there = p.pieceAt(target);
    if (there != 0 && Piece.colour(there) == us) {
      return Move.NONE;
    }
    long occ = p.occupied();
    long reach =
        switch (type) {
          case Piece.KNIGHT -> Attacks.knight(target);
          case Piece.BISHOP -> Attacks.bishop(target, occ);
          case Piece.ROOK -> Attacks.rook(target, occ);
          case Piece.QUEEN -> Attacks.queen(target, occ);
          default -> Attacks.king(target);
        };
    long candidates = hinted(reach & p.pieces(us, type), file, rank);
    if (candidates == 0) {
      return Move.NONE;
    }
    if ((candidates & candidates - 1) == 0) {
      return madeIfSafe(p, Move.normal(Long.numberOfTrailingZeros(candidates), target));
    }
    int found = Move.NONE;
    for (long b = candidates; b != 0; b &= b - 1) {
      int m = Move.normal(Long.numberOfTrailingZeros(b), target);
      if (isSafe(p, m)) {
        if (found != Move.NONE) {
          return Move.NONE; // ambiguous: the full reader names the moves it could be
        }
        found = m;
      }
    }
    return found;
  }

  /** A pawn move: {@code e4}, {@code exd5}, each with {@code =Q} when it reaches the last rank. */
  private static int pawnMove(Position p, byte[] text, int from, int end) {
    int promotion = 0;
    if (end - from >= 4 && text[end - 2] == '=') {
      promotion = pieceType(text[end - 1]);
      if (promotion < Piece.KNIGHT || promotion > Piece.QUEEN) {
        return Move.NONE;
      }
      end -= 2;
    }
    int n = end - from;
    int target;
    int fromFile;
    if (n == 2) {
      target = square(text, from, from);
      fromFile = -1;
    } else if (n == 4 && text[from + 1] == 'x') {
      target = square(text, from + 2, from + 2);
      fromFile = text[from] - 'a';
    } else {
      return Move.NONE;
    }
    if (target == Square.NONE) {
      return Move.NONE;
    }
    int us = p.sideToMove();
    int lastRank = us == Piece.WHITE ? 7 : 0;
    if ((Square.rank(target) == lastRank) != (promotion != 0)) {
      return Move.NONE; // a pawn on the last rank must promote, and only there (FIDE 3.7.5)
    }
    long pawns = p.pieces(us, Piece.PAWN);
    int there = p.pieceAt(target);
    int fromSquare;
    int kind = Move.NORMAL;
    if (fromFile < 0) {
      if (there != 0) {
        return Move.NONE;
      }
      int step = us == Piece.WHITE ? -8 : 8;
      int one = target + step;
      if (one < 0 || one > 63) {
        return Move.NONE;
      }
      if ((pawns & 1L << one) != 0) {
        fromSquare = one;
      } else if (p.pieceAt(one) == 0
          && Square.rank(target) == (us == Piece.WHITE ? 3 : 4)
          && (pawns & 1L << (one + step)) != 0) {
        fromSquare = one + step;
      } else {
        return Move.NONE;
      }
    } else {
      if (there == 0 ? target != p.enPassantSquare() : Piece.colour(there) == us) {
        return Move.NONE;
      }
      long takers = Attacks.pawn(us ^ 1, target) & pawns & FILE_A << fromFile;
      if (takers == 0) {
        return Move.NONE; // one pawn at most: one file, one target
      }
      fromSquare = Long.numberOfTrailingZeros(takers);
      kind = there == 0 ? Move.EN_PASSANT : Move.NORMAL;
    }
    int m =
        promotion != 0
            ? Move.promotion(fromSquare, target, promotion)
            : kind == Move.EN_PASSANT
                ? Move.enPassant(fromSquare, target)
                : Move.normal(fromSquare, target);
    return madeIfSafe(p, m);
  }

  /** Makes {@code move}: {@link #MADE} when it leaves the mover's king safe, else taken back. */
  private static int madeIfSafe(Position p, int move) {
    int us = p.sideToMove();
    p.make(move);
    if (p.attackers(p.kingSquare(us), us ^ 1, p.occupied()) == 0) {
      return MADE;
    }
    p.unmake();
    return Move.NONE;
  }

  /** {@code O-O} or {@code O-O-O}, found among the legal moves. */
  private int castling(Position p, byte[] text, int from, int n) {
    boolean kingside;
    if (n == 3 && text[from + 1] == '-' && text[from + 2] == 'O') {
      kingside = true;
    } else if (n == 5
        && text[from + 1] == '-'
        && text[from + 2] == 'O'
        && text[from + 3] == '-'
        && text[from + 4] == 'O') {
      kingside = false;
    } else {
      return Move.NONE;
    }
    MoveGenerator.generate(p, castlings);
    for (int i = 0; i < castlings.size(); i++) {
      int m = castlings.get(i);
      if (Move.kind(m) == Move.CASTLING && (Move.to(m) > Move.from(m)) == kingside) {
        return m;
      }
    }
    return Move.NONE;
  }

  private static final long FILE_A = 0x0101010101010101L;

  /** Whether the move leaves the mover's king unattacked (FIDE 3.9); the position is kept. */
  private static boolean isSafe(Position p, int move) {
    int us = p.sideToMove();
    p.make(move);
    boolean safe = p.attackers(p.kingSquare(us), us ^ 1, p.occupied()) == 0;
    p.unmake();
    return safe;
  }

  /** The squares of {@code candidates} on the file and rank given (-1: any). */
  private static long hinted(long candidates, int file, int rank) {
    if (file >= 0) {
      candidates &= FILE_A << file;
    }
    if (rank >= 0) {
      candidates &= 0xFFL << (rank * 8);
    }
    return candidates;
  }

  /** The square written at {@code i} (not before {@code min}), or {@link Square#NONE}. */
  private static int square(byte[] text, int i, int min) {
    if (i < min) {
      return Square.NONE;
    }
    int f = text[i] - 'a';
    int r = text[i + 1] - '1';
    return f >= 0 && f < 8 && r >= 0 && r < 8 ? Square.of(f, r) : Square.NONE;
  }

  /** The piece type of an English SAN letter (PGN 8.2.3.2), 0 for another byte. */
  private static int pieceType(byte letter) {
    return switch (letter) {
      case 'N' -> Piece.KNIGHT;
      case 'B' -> Piece.BISHOP;
      case 'R' -> Piece.ROOK;
      case 'Q' -> Piece.QUEEN;
      case 'K' -> Piece.KING;
      default -> 0;
    };
  }
}
