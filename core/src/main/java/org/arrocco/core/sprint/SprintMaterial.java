package org.arrocco.core.sprint;

/**
 * The dead-position test of {@code shared/rules/sprint.md} (End of the game, insufficient
 * material): a position is dead only when neither side can ever mate, and every tile still in a
 * hand or a deck counts as material that may yet come on the board.
 *
 * <p>Dead means: no pawn, rook or queen anywhere (board, hands, decks), and either at most one
 * knight or bishop in all, or only bishops that all stand, or can only be placed, on squares of one
 * colour (a bishop tile's colours are those its side's bishop memory still allows).
 */
public final class SprintMaterial {
  /** The light squares (b1, d1, ..., a2, c2, ...): a1 is dark. */
  public static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

  /** Bishop-memory bit: the first bishop placement was on a light square. */
  public static final int LIGHT = 1;

  /** Bishop-memory bit: the first bishop placement was on a dark square. */
  public static final int DARK = 2;

  private SprintMaterial() {}

  /** The bishop-memory bit of a square's colour. */
  public static int colourBit(int square) {
    return (LIGHT_SQUARES >>> square & 1) != 0 ? LIGHT : DARK;
  }

  /**
   * Whether neither side can ever mate.
   *
   * @param heavy the number of pawns, rooks and queens on the board (both sides)
   * @param knights knights on the board (both sides)
   * @param bishops the bishops on the board (both sides), as a bitboard
   * @param toCome {@code toCome[c][t]}: side c's tiles of kind t in hand plus deck
   * @param bishopMask side c's bishop memory ({@link #LIGHT} / {@link #DARK} bits used)
   */
  public static boolean dead(
      int heavy, int knights, long bishops, int[][] toCome, int[] bishopMask) {
    if (heavy > 0) {
      return false;
    }
    int minors = knights + Long.bitCount(bishops);
    int colours = 0;
    if ((bishops & LIGHT_SQUARES) != 0) {
      colours |= LIGHT;
    }
    if ((bishops & ~LIGHT_SQUARES) != 0) {
      colours |= DARK;
    }
    for (int c = 0; c < 2; c++) {
      int[] t = toCome[c];
      if (t[Tile.PAWN] + t[Tile.ROOK] + t[Tile.QUEEN] > 0) {
        return false;
      }
      minors += t[Tile.KNIGHT] + t[Tile.BISHOP];
      if (t[Tile.BISHOP] > 0) {
        // sprint.md, Placement restrictions: a bishop goes only on a colour not yet used.
        colours |= ~bishopMask[c] & (LIGHT | DARK);
      }
    }
    if (minors <= 1) {
      return true;
    }
    return knights == 0 && noKnightTiles(toCome) && (colours == LIGHT || colours == DARK);
  }

  private static boolean noKnightTiles(int[][] toCome) {
    return toCome[0][Tile.KNIGHT] + toCome[1][Tile.KNIGHT] == 0;
  }
}
