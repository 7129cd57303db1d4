package org.arrocco.core.chess;

/**
 * The random keys of the Zobrist hash: one per (piece code, square), one per castling-rook square,
 * one per en-passant file and one for Black to move. Fixed (seeded) so hashes are reproducible from
 * run to run. {@link Position#hash()} is the XOR of the keys of everything in the position.
 */
public final class Zobrist {
  /** {@code PIECE[piece << 6 | square]}, piece codes 0-15 (codes 0, 7, 8, 15 unused). */
  static final long[] PIECE = new long[16 * 64];

  /** {@code CASTLING[square]}: the key of a castling right held by the rook on that square. */
  static final long[] CASTLING = new long[64];

  /** {@code EN_PASSANT[file]}: the key of an en-passant square on that file. */
  static final long[] EN_PASSANT = new long[8];

  /** XORed in when Black is to move. */
  static final long BLACK_TO_MOVE;

  /** {@code EN_PASSANT_AT[square + 1]}: the en-passant key of a square, 0 for {@code NONE}. */
  static final long[] EN_PASSANT_AT = new long[65];

  /**
   * {@code CASTLING_RANK_1[bits]} / {@code CASTLING_RANK_8[bits]}: the XOR of the castling keys of
   * the squares in a set of rank-1 / rank-8 squares (castling rooks stand only there), so a change
   * of rights is hashed without a branch.
   */
  static final long[] CASTLING_RANK_1 = new long[256];

  static final long[] CASTLING_RANK_8 = new long[256];

  static {
    long[] state = {0x41727265636f6f21L};
    for (int i = 0; i < PIECE.length; i++) {
      PIECE[i] = next(state);
    }
    for (int i = 0; i < 64; i++) {
      CASTLING[i] = next(state);
    }
    for (int i = 0; i < 8; i++) {
      EN_PASSANT[i] = next(state);
    }
    BLACK_TO_MOVE = next(state);
    for (int sq = 0; sq < 64; sq++) {
      EN_PASSANT_AT[sq + 1] = EN_PASSANT[sq & 7];
    }
    for (int bits = 0; bits < 256; bits++) {
      for (int f = 0; f < 8; f++) {
        if ((bits >>> f & 1) != 0) {
          CASTLING_RANK_1[bits] ^= CASTLING[f];
          CASTLING_RANK_8[bits] ^= CASTLING[56 + f];
        }
      }
    }
  }

  /** The XOR of the castling keys of a set of back-rank squares. */
  static long castlingSet(long squares) {
    return CASTLING_RANK_1[(int) squares & 0xFF] ^ CASTLING_RANK_8[(int) (squares >>> 56)];
  }

  private Zobrist() {}

  /** SplitMix64. */
  private static long next(long[] state) {
    long z = (state[0] += 0x9E3779B97F4A7C15L);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** The key of a piece code on a square. */
  public static long piece(int piece, int square) {
    return PIECE[piece << 6 | square];
  }

  /** The key of a castling right held by the rook on {@code square}. */
  public static long castling(int square) {
    return CASTLING[square];
  }

  /** The key of an en-passant square on {@code file}. */
  public static long enPassant(int file) {
    return EN_PASSANT[file];
  }

  /** The key XORed in when Black is to move. */
  public static long blackToMove() {
    return BLACK_TO_MOVE;
  }
}
