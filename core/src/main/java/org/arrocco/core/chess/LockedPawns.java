package org.arrocco.core.chess;

/**
 * A dead position that needs a look at the board (FIDE 5.2.2): only kings and pawns remain, every
 * pawn stands blocked by a pawn, no pawn can capture (en passant included), no king is in check,
 * and neither king can walk to an enemy pawn no other enemy pawn guards. Then no pawn ever moves
 * again, a king never steps onto a square a pawn attacks, and kings give no check, so neither side
 * can ever checkmate.
 *
 * <p>The judgement is sound rather than complete: a king's walk ignores the other king, so it may
 * reach more than it could, never less, and a position only counts as locked when nothing at all
 * can change the pawns.
 */
final class LockedPawns {
  private LockedPawns() {}

  /** Whether the pawns of {@code p} are locked for good, as described above. */
  static boolean locked(Position p) {
    long pawns = p.piecesOfType(Piece.PAWN);
    long kings = p.piecesOfType(Piece.KING);
    if ((p.occupied() & ~pawns & ~kings) != 0 || p.inCheck() || p.hasLegalEnPassant()) {
      return false;
    }
    long white = p.pieces(Piece.WHITE, Piece.PAWN);
    long black = p.pieces(Piece.BLACK, Piece.PAWN);
    if (((white << 8) & ~pawns) != 0 || ((black >>> 8) & ~pawns) != 0) {
      return false; // a pawn has a free square ahead of it
    }
    long whiteGuards = pawnAttacks(Piece.WHITE, white);
    long blackGuards = pawnAttacks(Piece.BLACK, black);
    if ((whiteGuards & black) != 0 || (blackGuards & white) != 0) {
      return false; // a pawn can capture
    }
    return !reachesPawn(p.kingSquare(Piece.WHITE), white, black, blackGuards)
        && !reachesPawn(p.kingSquare(Piece.BLACK), black, white, whiteGuards);
  }

  /**
   * Whether a king on {@code king}, stepping around its own pawns and the squares enemy pawns
   * attack, reaches an enemy pawn no other enemy pawn guards.
   */
  private static boolean reachesPawn(int king, long own, long enemy, long enemyGuards) {
    long open = ~own & ~enemy & ~enemyGuards;
    long walked = 1L << king;
    long frontier = walked;
    while (frontier != 0) {
      long next = 0;
      for (long f = frontier; f != 0; f &= f - 1) {
        next |= Attacks.king(Long.numberOfTrailingZeros(f));
      }
      if ((next & enemy & ~enemyGuards) != 0) {
        return true;
      }
      frontier = next & open & ~walked;
      walked |= frontier;
    }
    return false;
  }

  private static long pawnAttacks(int colour, long pawns) {
    long attacks = 0;
    for (long b = pawns; b != 0; b &= b - 1) {
      attacks |= Attacks.pawn(colour, Long.numberOfTrailingZeros(b));
    }
    return attacks;
  }
}
