package org.arrocco.core.generic;

/**
 * Moves of the generic backend as plain {@code int}s, so that generating them allocates nothing.
 *
 * <p>Layout: bits 0-7 the from square, bits 8-15 the to square, bits 16-19 the kind, bits 20-27 an
 * auxiliary value (the new piece code of a promotion; the third square of a rotation). Squares are
 * {@link BoardGeometry} indices (below 256).
 */
public final class Move {
  /** A step, slide or leap, capturing whatever enemy stands on the target. */
  public static final int NORMAL = 0;

  /** A pawn's arrival that turns it into the piece code in aux. */
  public static final int PROMOTION = 1;

  /** A pawn's two-square step (leaves an en-passant square). */
  public static final int DOUBLE_STEP = 2;

  /** An en-passant capture (the taken pawn stands beside the from square). */
  public static final int EN_PASSANT = 3;

  /** Castling, written king square to castling rook's square. */
  public static final int CASTLE = 4;

  /** The two pieces on from and to exchange squares (once per game per side). */
  public static final int SWAP = 5;

  /** The piece on from moves onto an own piece on to, which leaves the game. */
  public static final int REPLACE = 6;

  /** A step onto an extra square that ends the game drawn. */
  public static final int ENDING_ENTRY = 7;

  /**
   * A step onto an extra square with an exchange (once per game per side): the piece on from goes
   * to the square in aux, and the piece on aux goes to to.
   */
  public static final int ROTATE = 8;

  /**
   * A pawn's arrival that counts for its side's arrival counter; the piece becomes the code in aux
   * (possibly itself), and the hooks may move it further at the end of the move.
   */
  public static final int COUNTED_ARRIVAL = 9;

  private Move() {}

  public static int of(int from, int to, int kind, int aux) {
    return from | (to << 8) | (kind << 16) | (aux << 20);
  }

  public static int of(int from, int to) {
    return from | (to << 8);
  }

  public static int from(int move) {
    return move & 0xFF;
  }

  public static int to(int move) {
    return (move >>> 8) & 0xFF;
  }

  public static int kind(int move) {
    return (move >>> 16) & 0xF;
  }

  public static int aux(int move) {
    return (move >>> 20) & 0xFF;
  }
}
