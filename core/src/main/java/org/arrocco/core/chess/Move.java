package org.arrocco.core.chess;

/**
 * A move packed into an int, with static methods to build and read it (no objects on the hot path).
 *
 * <p>Bit layout, from the lowest bit: bits 0-5 the from-square, bits 6-11 the to-square, bits 12-14
 * a piece type (the piece promoted to, or the piece dropped; 0 otherwise), bits 15-17 the kind.
 * Kinds: {@link #NORMAL} (any ordinary move or capture, a pawn's double step included), {@link
 * #PROMOTION}, {@link #EN_PASSANT}, {@link #CASTLING} and {@link #DROP}. A castling move is stored
 * as "king takes own rook": from is the king's square, to is the castling rook's square, in
 * orthodox chess and Chess960 alike; where king and rook end up follows from FIDE Guidelines II
 * (king to the g- or c-file, rook to the f- or d-file). A drop has from = to = the target square.
 * The int 0 ({@link #NONE}) is no move.
 */
public final class Move {
  public static final int NONE = 0;

  public static final int NORMAL = 0;
  public static final int PROMOTION = 1;
  public static final int EN_PASSANT = 2;
  public static final int CASTLING = 3;
  public static final int DROP = 4;

  private Move() {}

  public static int normal(int from, int to) {
    return from | to << 6;
  }

  /** A promotion to {@code type} (KNIGHT, BISHOP, ROOK or QUEEN). */
  public static int promotion(int from, int to, int type) {
    return from | to << 6 | type << 12 | PROMOTION << 15;
  }

  /** An en-passant capture; {@code to} is the empty square the pawn moves to. */
  public static int enPassant(int from, int to) {
    return from | to << 6 | EN_PASSANT << 15;
  }

  /** Castling with the king on {@code kingSquare} and the castling rook on {@code rookSquare}. */
  public static int castling(int kingSquare, int rookSquare) {
    return kingSquare | rookSquare << 6 | CASTLING << 15;
  }

  /** The drop of a piece of {@code type} (of the side to move) on an empty {@code square}. */
  public static int drop(int type, int square) {
    return square | square << 6 | type << 12 | DROP << 15;
  }

  public static int from(int move) {
    return move & 63;
  }

  public static int to(int move) {
    return move >>> 6 & 63;
  }

  /** The promotion or drop piece type, 0 for other moves. */
  public static int pieceType(int move) {
    return move >>> 12 & 7;
  }

  public static int kind(int move) {
    return move >>> 15;
  }

  /** For castling: the square the king ends on (g- or c-file of its rank). */
  public static int castlingKingTarget(int move) {
    int king = from(move);
    return (king & 56) | (to(move) > king ? 6 : 2);
  }

  /** For castling: the square the rook ends on (f- or d-file of its rank). */
  public static int castlingRookTarget(int move) {
    int king = from(move);
    return (king & 56) | (to(move) > king ? 5 : 3);
  }

  /** A readable form for messages and debugging, e.g. {@code e2e4}, {@code e7e8q}, {@code Q@d4}. */
  public static String toString(int move) {
    if (move == NONE) {
      return "0000";
    }
    if (kind(move) == DROP) {
      return Piece.typeLetter(pieceType(move)) + "@" + Square.name(to(move));
    }
    String s = Square.name(from(move)) + Square.name(to(move));
    if (kind(move) == PROMOTION) {
      s += Character.toLowerCase(Piece.typeLetter(pieceType(move)));
    }
    return s;
  }
}
