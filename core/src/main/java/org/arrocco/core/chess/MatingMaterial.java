package org.arrocco.core.chess;

/**
 * Whether a side could still checkmate by some series of legal moves, judged by the material on the
 * board (FIDE 5.2.2 and 6.9), counting mates the other side helps with. Pawns, rooks and queens can
 * always mate; so can two knights, knight and bishop, or bishops on both colours. A lone knight
 * mates only a king hemmed in by its own men, which it cannot be by queens alone (a queen next to
 * its king always reaches the knight's checking square); bishops all on one colour mate only a king
 * whose own pawn, knight or bishop of the other colour stands on a flight square (a rook or queen
 * there could always capture or interpose). Beyond material, a wall of kings and pawns locked for
 * good ({@link LockedPawns}) leaves neither side a mate; other dead positions that need a look at
 * the board (a locked wall with pieces behind it, say) are not detected.
 */
public final class MatingMaterial {
  /** The light squares (a1 is dark, b1 light). */
  private static final long LIGHT = 0x55AA55AA55AA55AAL;

  private MatingMaterial() {}

  /** Whether {@code side} ({@link Piece#WHITE} or {@link Piece#BLACK}) could ever checkmate. */
  public static boolean canCheckmate(Position p, int side) {
    // 5.2.2: in a locked wall the pawns never move again and kings give no check
    return !LockedPawns.locked(p) && materialCanMate(p, side);
  }

  /** Whether neither side could ever checkmate: a dead position (FIDE 5.2.2). */
  public static boolean isDead(Position p) {
    return LockedPawns.locked(p)
        || (!materialCanMate(p, Piece.WHITE) && !materialCanMate(p, Piece.BLACK));
  }

  /** Whether the material of {@code side} could mate, by the rules in the class comment. */
  private static boolean materialCanMate(Position p, int side) {
    int other = side ^ 1;
    if ((p.pieces(side, Piece.PAWN) | p.pieces(side, Piece.ROOK) | p.pieces(side, Piece.QUEEN))
        != 0) {
      return true;
    }
    long knights = p.pieces(side, Piece.KNIGHT);
    long bishops = p.pieces(side, Piece.BISHOP);
    if (knights == 0 && bishops == 0) {
      return false; // a bare king
    }
    if (Long.bitCount(knights) >= 2 || (knights != 0 && bishops != 0)) {
      return true;
    }
    long theirMen = p.pieces(other) & ~p.pieces(other, Piece.KING);
    if (knights != 0) {
      return (theirMen & ~p.pieces(other, Piece.QUEEN)) != 0;
    }
    if ((bishops & LIGHT) != 0 && (bishops & ~LIGHT) != 0) {
      return true;
    }
    long otherColour = (bishops & LIGHT) != 0 ? ~LIGHT : LIGHT;
    return (p.pieces(other, Piece.PAWN) | p.pieces(other, Piece.KNIGHT)) != 0
        || (p.pieces(other, Piece.BISHOP) & otherColour) != 0;
  }
}
