package org.arrocco.core.generic;

/**
 * The index of the lowest set bit of a non-zero 64-bit word, by de Bruijn multiplication: the
 * lowest bit alone, times a de Bruijn constant, leaves a distinct pattern in the top six bits.
 *
 * <p>Why not {@link Long#numberOfTrailingZeros}: only the optimising compiler turns that into one
 * instruction. The interpreter and the first compiler, which run a short command from start to end,
 * call it as two Java methods of about a hundred bytecodes, while this is a dozen bytecodes and no
 * call once inlined (bench/RESULTS.md, "Lowest bit without a call").
 */
final class LowestBit {
  private static final long DE_BRUIJN = 0x03f79d71b4cb0a89L;

  /** The bit index for each top-six-bit pattern of {@code (x & -x) * DE_BRUIJN}. */
  private static final byte[] INDEX = new byte[64];

  static {
    for (int i = 0; i < 64; i++) {
      INDEX[(int) (((1L << i) * DE_BRUIJN) >>> 58)] = (byte) i;
    }
  }

  private LowestBit() {}

  /** The index (0-63) of the lowest set bit of {@code x}, which must not be zero. */
  static int of(long x) {
    return INDEX[(int) (((x & -x) * DE_BRUIJN) >>> 58)];
  }
}
