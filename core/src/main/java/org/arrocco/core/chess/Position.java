package org.arrocco.core.chess;

import static org.arrocco.core.chess.Piece.BISHOP;
import static org.arrocco.core.chess.Piece.KING;
import static org.arrocco.core.chess.Piece.KNIGHT;
import static org.arrocco.core.chess.Piece.PAWN;
import static org.arrocco.core.chess.Piece.QUEEN;
import static org.arrocco.core.chess.Piece.ROOK;

import java.util.Arrays;

/**
 * A mutable chess position on the 8x8 board (orthodox chess and Chess960 share it): pieces as
 * bitboards and as a square array, side to move, castling rights, en-passant square, clocks and an
 * incrementally kept Zobrist hash; {@link #make} and {@link #unmake} with an undo record kept in
 * preallocated parallel arrays (grown only when a game gets longer than any before).
 *
 * <p>Castling rights are held as the set of squares of the rooks that may still castle ({@link
 * #castlingRooks()}), so every geometry of Chess960 and the orthodox corners take one code path.
 * The en-passant square is set after a double step only when an enemy pawn attacks it (as Stockfish
 * and X-FEN do); {@link #hasLegalEnPassant()} says whether it can really be used. Build positions
 * with {@code org.arrocco.core.notation.Fen}. Not thread-safe.
 */
public final class Position {
  /** {@code bb[piece code]}: the squares of that piece; {@code bb[0]} / {@code bb[8]}: colours. */
  final long[] bb = new long[16];

  /** {@code board[square]}: the piece code on it, 0 when empty. */
  final int[] board = new int[64];

  int side;
  long castlingRooks;
  int epSquare = Square.NONE;
  int halfmoveClock;
  int fullmoveNumber = 1;
  long hash;

  /** Scratch for the move generator: the pins it found with the checkers (valid only there). */
  long pins;

  /** Undo stack: one entry per made move, in parallel arrays. */
  private int ply;

  private int[] undoMove = new int[256];
  private int[] undoCaptured = new int[256];
  private long[] undoCastling = new long[256];
  private int[] undoEp = new int[256];
  private int[] undoHalfmove = new int[256];
  private long[] undoHash = new long[256];

  /** An empty board, White to move (set it up with {@link #putPiece}). */
  public Position() {}

  /** A copy of the position without its undo history. */
  public Position copy() {
    Position p = new Position();
    System.arraycopy(bb, 0, p.bb, 0, 16);
    System.arraycopy(board, 0, p.board, 0, 64);
    p.side = side;
    p.castlingRooks = castlingRooks;
    p.epSquare = epSquare;
    p.halfmoveClock = halfmoveClock;
    p.fullmoveNumber = fullmoveNumber;
    p.hash = hash;
    return p;
  }

  // ---------------------------------------------------------------- queries

  /** The colour to move, {@link Piece#WHITE} or {@link Piece#BLACK}. */
  public int sideToMove() {
    return side;
  }

  /** The piece code on {@code square}, 0 when empty (see {@link Piece}). */
  public int pieceAt(int square) {
    return board[square];
  }

  /** The squares of the pieces of one colour and type. */
  public long pieces(int colour, int type) {
    return bb[colour << 3 | type];
  }

  /** The squares of all pieces of one colour. */
  public long pieces(int colour) {
    return bb[colour << 3];
  }

  /** The squares of the pieces of one type, both colours. */
  public long piecesOfType(int type) {
    return bb[type] | bb[8 | type];
  }

  /** The occupied squares. */
  public long occupied() {
    return bb[0] | bb[8];
  }

  /** The square of the king of {@code colour} (one king per side is an invariant of chess). */
  public int kingSquare(int colour) {
    return Long.numberOfTrailingZeros(bb[colour << 3 | KING]);
  }

  /** The Zobrist hash of pieces, side to move, castling rights and en-passant square. */
  public long hash() {
    return hash;
  }

  /**
   * The hash for repetition (FIDE 9.2.3): like {@link #hash()}, but an en-passant square counts
   * only when a legal en-passant capture exists.
   */
  public long repetitionKey() {
    if (epSquare != Square.NONE && !hasLegalEnPassant()) {
      return hash ^ Zobrist.EN_PASSANT[epSquare & 7];
    }
    return hash;
  }

  /** The en-passant target square, or {@link Square#NONE}. */
  public int enPassantSquare() {
    return epSquare;
  }

  /** Whether the side to move has a legal en-passant capture now. */
  public boolean hasLegalEnPassant() {
    return epSquare != Square.NONE && MoveGenerator.hasLegalEnPassant(this);
  }

  /** The squares of the rooks that keep a castling right (both colours). */
  public long castlingRooks() {
    return castlingRooks;
  }

  /** Half-moves since the last capture or pawn move (FIDE 9.3). */
  public int halfmoveClock() {
    return halfmoveClock;
  }

  /** The number of the current full move, starting at 1 and increased after Black's move. */
  public int fullmoveNumber() {
    return fullmoveNumber;
  }

  /** Moves made since this position was set up (the depth of the undo stack). */
  public int movesMade() {
    return ply;
  }

  /** The last move made (or {@link Move#NONE} for a pass or an empty stack). */
  public int lastMove() {
    return ply == 0 ? Move.NONE : undoMove[ply - 1];
  }

  /** The enemy pieces that give check to the side to move. */
  public long checkers() {
    return attackers(kingSquare(side), side ^ 1, occupied());
  }

  /** Whether the side to move is in check. */
  public boolean inCheck() {
    return checkers() != 0;
  }

  /** Pieces of the side to move that are pinned to their own king. */
  public long pinned() {
    return MoveGenerator.pinned(this, side);
  }

  /** Whether {@code byColour} attacks {@code square} in the current position. */
  public boolean isAttacked(int square, int byColour) {
    return attackers(square, byColour, occupied()) != 0;
  }

  /** The pieces of {@code byColour} attacking {@code square} with {@code occ} as blockers. */
  public long attackers(int square, int byColour, long occ) {
    int c = byColour << 3;
    return (Attacks.KNIGHT[square] & bb[c | KNIGHT])
        | (Attacks.KING[square] & bb[c | KING])
        | (Attacks.PAWN[(byColour ^ 1) << 6 | square] & bb[c | PAWN])
        | (Attacks.rook(square, occ) & (bb[c | ROOK] | bb[c | QUEEN]))
        | (Attacks.bishop(square, occ) & (bb[c | BISHOP] | bb[c | QUEEN]));
  }

  /**
   * The board for debugging: ranks 8 to 1, {@code .} an empty square, the side to move; FEN and the
   * other notations are written by {@code org.arrocco.core.notation}.
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int rank = 7; rank >= 0; rank--) {
      for (int file = 0; file < 8; file++) {
        int piece = board[Square.of(file, rank)];
        sb.append(piece == 0 ? '.' : Piece.letter(piece));
      }
      sb.append(rank > 0 ? '/' : ' ');
    }
    return sb.append(sideToMove() == Piece.WHITE ? 'w' : 'b').toString();
  }

  // ---------------------------------------------------------------- set-up (not on the hot path)

  /** Puts a piece on an empty square, keeping bitboards and hash consistent. */
  public void putPiece(int colour, int type, int square) {
    if (board[square] != 0) {
      throw new IllegalArgumentException("square " + Square.name(square) + " is not empty");
    }
    if (type < PAWN || type > KING || (colour & ~1) != 0) {
      throw new IllegalArgumentException("no such piece: colour " + colour + ", type " + type);
    }
    place(Piece.of(colour, type), square);
  }

  /** Removes the piece on {@code square} (with any castling right of it); returns its code. */
  public int removePiece(int square) {
    int piece = board[square];
    if (piece == 0) {
      throw new IllegalArgumentException("square " + Square.name(square) + " is empty");
    }
    if ((castlingRooks & 1L << square) != 0) {
      castlingRooks ^= 1L << square;
      hash ^= Zobrist.CASTLING[square];
    }
    lift(piece, square);
    return piece;
  }

  /** Sets the side to move. */
  public void setSideToMove(int colour) {
    if (colour != side) {
      side = colour;
      hash ^= Zobrist.BLACK_TO_MOVE;
    }
  }

  /**
   * Gives the rook of {@code colour} on {@code rookSquare} a castling right. Requires that rook and
   * the king on the colour's back rank, and no right on that side of the king yet. Called after
   * {@link #make}, it is undone by the matching {@link #unmake}.
   */
  public void addCastlingRook(int colour, int rookSquare) {
    int backRank = colour == Piece.WHITE ? 0 : 7;
    if (board[rookSquare] != Piece.of(colour, ROOK) || Square.rank(rookSquare) != backRank) {
      throw new IllegalArgumentException(
          "no rook of that colour on its back rank at " + Square.name(rookSquare));
    }
    int king = kingSquare(colour);
    if (bb[colour << 3 | KING] == 0 || Square.rank(king) != backRank) {
      throw new IllegalArgumentException("the king is not on its back rank");
    }
    long sameSide =
        castlingRooks & pieces(colour) & (rookSquare > king ? ~0L << king : ~(~0L << king));
    if (sameSide != 0 && (sameSide & 1L << rookSquare) == 0) {
      throw new IllegalArgumentException("a rook on that side already holds the castling right");
    }
    if ((castlingRooks & 1L << rookSquare) == 0) {
      castlingRooks |= 1L << rookSquare;
      hash ^= Zobrist.CASTLING[rookSquare];
    }
  }

  /** Sets the en-passant square (or {@link Square#NONE}), as read from a FEN. */
  public void setEnPassantSquare(int square) {
    if (epSquare != Square.NONE) {
      hash ^= Zobrist.EN_PASSANT[epSquare & 7];
    }
    epSquare = square;
    if (square != Square.NONE) {
      hash ^= Zobrist.EN_PASSANT[square & 7];
    }
  }

  /** Sets the half-move clock (FIDE 9.3); a variant with other rules sets it after a move. */
  public void setHalfmoveClock(int clock) {
    halfmoveClock = clock;
  }

  public void setFullmoveNumber(int number) {
    fullmoveNumber = number;
  }

  /** The hash computed from scratch; equals {@link #hash()} in a consistent position. */
  public long computeHash() {
    long h = side == Piece.BLACK ? Zobrist.BLACK_TO_MOVE : 0;
    for (int s = 0; s < 64; s++) {
      if (board[s] != 0) {
        h ^= Zobrist.PIECE[board[s] << 6 | s];
      }
    }
    for (long c = castlingRooks; c != 0; c &= c - 1) {
      h ^= Zobrist.CASTLING[Long.numberOfTrailingZeros(c)];
    }
    if (epSquare != Square.NONE) {
      h ^= Zobrist.EN_PASSANT[epSquare & 7];
    }
    return h;
  }

  // ---------------------------------------------------------------- make / unmake

  private void place(int piece, int square) {
    long b = 1L << square;
    bb[piece] |= b;
    bb[piece & 8] |= b;
    board[square] = piece;
    hash ^= Zobrist.PIECE[piece << 6 | square];
  }

  private void lift(int piece, int square) {
    long b = ~(1L << square);
    bb[piece] &= b;
    bb[piece & 8] &= b;
    board[square] = 0;
    hash ^= Zobrist.PIECE[piece << 6 | square];
  }

  /** Hash-free versions for unmake, which restores the hash from the undo record. */
  private void put(int piece, int square) {
    long b = 1L << square;
    bb[piece] |= b;
    bb[piece & 8] |= b;
    board[square] = piece;
  }

  private void clear(int piece, int square) {
    long b = ~(1L << square);
    bb[piece] &= b;
    bb[piece & 8] &= b;
    board[square] = 0;
  }

  private void push(int move) {
    if (ply == undoMove.length) {
      int n = ply * 2;
      undoMove = Arrays.copyOf(undoMove, n);
      undoCaptured = Arrays.copyOf(undoCaptured, n);
      undoCastling = Arrays.copyOf(undoCastling, n);
      undoEp = Arrays.copyOf(undoEp, n);
      undoHalfmove = Arrays.copyOf(undoHalfmove, n);
      undoHash = Arrays.copyOf(undoHash, n);
    }
    int i = ply++;
    undoMove[i] = move;
    undoCastling[i] = castlingRooks;
    undoEp[i] = epSquare;
    undoHalfmove[i] = halfmoveClock;
    undoHash[i] = hash;
    undoCaptured[i] = 0;
    hash ^= Zobrist.EN_PASSANT_AT[epSquare + 1] ^ Zobrist.BLACK_TO_MOVE;
    epSquare = Square.NONE;
    halfmoveClock++;
  }

  /**
   * Makes a move of the side to move. The move must be legal here (from {@link MoveGenerator}) or,
   * for a drop, go to an empty square; it is not checked. Captures and pawn moves reset the
   * half-move clock (FIDE 9.3); a drop counts as a quiet move (a variant may set the clock after).
   *
   * <p>Ordinary moves, promotions and en passant share one branch-free path (the JIT then needs no
   * recompilation when the first promotion or en passant turns up); castling and drops have their
   * own.
   */
  public void make(int move) {
    push(move);
    int us = side;
    int from = move & 63;
    int to = move >>> 6 & 63;
    int kind = move >>> 15;
    if (kind >= Move.CASTLING) {
      makeCastlingOrDrop(move, us, from, to, kind);
    } else {
      int capSq = to ^ (kind & 2) << 2; // en passant (kind 2) takes the pawn behind "to"
      int piece = board[from];
      int captured = board[capSq];
      if (captured != 0) {
        undoCaptured[ply - 1] = captured;
        lift(captured, capSq);
        halfmoveClock = 0;
      }
      int type = move >>> 12 & 7;
      int after = piece ^ ((piece ^ (us << 3 | type)) & -((type + 7) >>> 3)); // promoted piece
      long fromBit = 1L << from;
      long toBit = 1L << to;
      bb[piece] ^= fromBit;
      bb[after] ^= toBit;
      bb[us << 3] ^= fromBit | toBit;
      board[from] = 0;
      board[to] = after;
      hash ^= Zobrist.PIECE[piece << 6 | from] ^ Zobrist.PIECE[after << 6 | to];
      if ((piece & 7) == PAWN) {
        halfmoveClock = 0;
        // After a double step the square passed over is the en-passant square, if an enemy pawn
        // attacks it (X-FEN convention); computed without branches.
        int passed = (from + to) >>> 1;
        long doubleStep = (long) (((from ^ to) ^ 16) - 1) >> 63;
        long takers = Attacks.PAWN[us << 6 | passed] & bb[(us ^ 1) << 3 | PAWN] & doubleStep;
        epSquare = (passed + 1) * (int) ((takers | -takers) >>> 63) - 1;
        hash ^= Zobrist.EN_PASSANT_AT[epSquare + 1];
      }
      // A right is lost when its rook moves or is taken, all of a side's when its king moves.
      long kingMoved = -(long) (((piece & 7) + 2) >>> 3);
      long lost = castlingRooks & (fromBit | toBit | (BACK_RANKS[us] & kingMoved));
      castlingRooks ^= lost;
      hash ^= Zobrist.castlingSet(lost);
    }
    fullmoveNumber += us;
    side = us ^ 1;
  }

  private static final long[] BACK_RANKS = {0xFFL, 0xFFL << 56};

  private void makeCastlingOrDrop(int move, int us, int from, int to, int kind) {
    if (kind == Move.CASTLING) {
      int king = us << 3 | KING;
      int rook = us << 3 | ROOK;
      lift(king, from);
      lift(rook, to);
      place(king, Move.castlingKingTarget(move));
      place(rook, Move.castlingRookTarget(move));
      long lost = castlingRooks & BACK_RANKS[us];
      castlingRooks ^= lost;
      hash ^= Zobrist.castlingSet(lost);
    } else if (kind == Move.DROP) {
      place(us << 3 | (move >>> 12 & 7), to);
    } else {
      throw new IllegalArgumentException("not a move: " + move);
    }
  }

  /**
   * Takes back the last move made with {@link #make}, or a pass made with {@link #makeNullMove}.
   */
  public void unmake() {
    if (ply == 0) {
      throw new IllegalStateException("no move to take back");
    }
    if (undoMove[ply - 1] == Move.NONE) {
      unmakeNullMove();
      return;
    }
    int i = --ply;
    int move = undoMove[i];
    int us = side ^ 1;
    side = us;
    int from = move & 63;
    int to = move >>> 6 & 63;
    int kind = move >>> 15;
    if (kind >= Move.CASTLING) {
      unmakeCastlingOrDrop(move, us, from, to, kind);
    } else {
      int piece = board[to];
      int type = move >>> 12 & 7;
      int before = piece ^ ((piece ^ (us << 3 | PAWN)) & -((type + 7) >>> 3)); // the pawn again
      long fromBit = 1L << from;
      long toBit = 1L << to;
      bb[piece] ^= toBit;
      bb[before] ^= fromBit;
      bb[us << 3] ^= fromBit | toBit;
      board[to] = 0;
      board[from] = before;
      int captured = undoCaptured[i];
      if (captured != 0) {
        put(captured, to ^ (kind & 2) << 2);
      }
    }
    fullmoveNumber -= us;
    castlingRooks = undoCastling[i];
    epSquare = undoEp[i];
    halfmoveClock = undoHalfmove[i];
    hash = undoHash[i];
  }

  private void unmakeCastlingOrDrop(int move, int us, int from, int to, int kind) {
    if (kind == Move.CASTLING) {
      int king = us << 3 | KING;
      int rook = us << 3 | ROOK;
      clear(king, Move.castlingKingTarget(move));
      clear(rook, Move.castlingRookTarget(move));
      put(king, from);
      put(rook, to);
    } else {
      clear(board[to], to);
    }
  }

  /** Passes the turn (a null move): the en-passant right lapses, the half-move clock counts on. */
  public void makeNullMove() {
    push(Move.NONE);
    if (side == Piece.BLACK) {
      fullmoveNumber++;
    }
    side ^= 1;
  }

  /** Takes back {@link #makeNullMove}. */
  public void unmakeNullMove() {
    if (ply == 0 || undoMove[ply - 1] != Move.NONE) {
      throw new IllegalStateException("the last move made was not a null move");
    }
    int i = --ply;
    side ^= 1;
    if (side == Piece.BLACK) {
      fullmoveNumber--;
    }
    epSquare = undoEp[i];
    halfmoveClock = undoHalfmove[i];
    hash = undoHash[i];
  }
}
