package org.arrocco.tournament.matching;

/**
 * Non-negative fixed-width integers as runs of {@code limbs} longs inside a long array,
 * little-endian, 61 bits per limb (the top three bits of every limb are always 0, so carries and
 * borrows are plain comparisons, and sums of two limbs minus two limbs fit in a long). Every method
 * works in place on (array, offset) slots and allocates nothing: these are the numbers of the
 * matching's hot loop.
 */
public final class Wide {
  /** Bits held by one limb. */
  public static final int LIMB_BITS = 61;

  /** Mask of the bits of one limb. */
  public static final long MASK = (1L << LIMB_BITS) - 1;

  private Wide() {}

  /** Limbs needed for numbers below {@code 2^bits}. */
  public static int limbsFor(int bits) {
    return Math.max(1, (bits + LIMB_BITS - 1) / LIMB_BITS);
  }

  /** c = a + b. */
  public static void add(long[] a, int ao, long[] b, int bo, long[] c, int co, int limbs) {
    long carry = 0;
    for (int i = 0; i < limbs; i++) {
      long s = a[ao + i] + b[bo + i] + carry;
      carry = s >>> LIMB_BITS;
      c[co + i] = s & MASK;
    }
  }

  /** c = a - b, modulo 2^(62 limbs) (exact when a &ge; b, or read as two's complement). */
  public static void sub(long[] a, int ao, long[] b, int bo, long[] c, int co, int limbs) {
    long borrow = 0;
    for (int i = 0; i < limbs; i++) {
      long d = a[ao + i] - b[bo + i] - borrow;
      borrow = d < 0 ? 1 : 0;
      c[co + i] = d & MASK;
    }
  }

  /** Sign of a - b. */
  public static int compare(long[] a, int ao, long[] b, int bo, int limbs) {
    for (int i = limbs - 1; i >= 0; i--) {
      long x = a[ao + i];
      long y = b[bo + i];
      if (x != y) {
        return x < y ? -1 : 1;
      }
    }
    return 0;
  }

  /**
   * Sign of a - b for numbers read as two's complement over all limbs (bit 61 of the top limb is
   * the sign): the arithmetic above is modular, so differences of such numbers stay exact.
   */
  public static int compareSigned(long[] a, int ao, long[] b, int bo, int limbs) {
    boolean na = (a[ao + limbs - 1] >>> (LIMB_BITS - 1)) != 0;
    boolean nb = (b[bo + limbs - 1] >>> (LIMB_BITS - 1)) != 0;
    if (na != nb) {
      return na ? -1 : 1;
    }
    return compare(a, ao, b, bo, limbs);
  }

  /** The limb at {@code i}, sign-extended when it is the top limb of a two's complement number. */
  private static long signedLimb(long[] a, int ao, int i, int limbs) {
    long v = a[ao + i];
    return i == limbs - 1 ? (v << (64 - LIMB_BITS)) >> (64 - LIMB_BITS) : v;
  }

  /**
   * Sign of (a + b) - (c + x), where a and b are two's complement numbers and c and x are
   * non-negative ({@code x == null} reads as 0), read from the top limb down and stopping as soon
   * as the lower limbs cannot change the answer (usually after one limb).
   */
  public static int compareSums(
      long[] a, int ao, long[] b, int bo, long[] c, int co, long[] x, int xo, int limbs) {
    long d = 0;
    for (int i = limbs - 1; i >= 0; i--) {
      long t =
          signedLimb(a, ao, i, limbs)
              + signedLimb(b, bo, i, limbs)
              - c[co + i]
              - (x == null ? 0 : x[xo + i]);
      d = (d << LIMB_BITS) + t;
      // The lower limbs add less than 2 units of this limb either way.
      if (d >= 2) {
        return 1;
      }
      if (d <= -2) {
        return -1;
      }
    }
    return Long.signum(d);
  }

  /** True when the number, read as two's complement, is negative. */
  public static boolean isNegative(long[] a, int ao, int limbs) {
    return (a[ao + limbs - 1] >>> (LIMB_BITS - 1)) != 0;
  }

  /** True when the number is 0. */
  public static boolean isZero(long[] a, int ao, int limbs) {
    for (int i = 0; i < limbs; i++) {
      if (a[ao + i] != 0) {
        return false;
      }
    }
    return true;
  }

  /** True when the lowest bit is 1. */
  public static boolean isOdd(long[] a, int ao) {
    return (a[ao] & 1) != 0;
  }

  /** c = a / 2 (a shifted right by one bit). */
  public static void half(long[] a, int ao, long[] c, int co, int limbs) {
    for (int i = 0; i < limbs; i++) {
      long hi = i + 1 < limbs ? a[ao + i + 1] & 1 : 0;
      c[co + i] = (a[ao + i] >>> 1) | (hi << (LIMB_BITS - 1));
    }
  }

  /** c = a * 2^shift (bits shifted past the top are lost). */
  public static void shiftLeft(long[] a, int ao, int shift, long[] c, int co, int limbs) {
    int whole = shift / LIMB_BITS;
    int part = shift % LIMB_BITS;
    for (int i = limbs - 1; i >= 0; i--) {
      int src = i - whole;
      long v = 0;
      if (src >= 0) {
        v = (a[ao + src] << part) & MASK;
        if (part != 0 && src - 1 >= 0) {
          v |= a[ao + src - 1] >>> (LIMB_BITS - part);
        }
      }
      c[co + i] = v;
    }
  }

  /** c = a. */
  public static void copy(long[] a, int ao, long[] c, int co, int limbs) {
    System.arraycopy(a, ao, c, co, limbs);
  }

  /** a = 0. */
  public static void clear(long[] a, int ao, int limbs) {
    for (int i = 0; i < limbs; i++) {
      a[ao + i] = 0;
    }
  }

  /** a = a mod 2^bit: clears every bit from {@code bit} up. */
  public static void clearFrom(long[] a, int ao, int bit, int limbs) {
    int i = bit / LIMB_BITS;
    if (i >= limbs) {
      return;
    }
    a[ao + i] &= (1L << (bit % LIMB_BITS)) - 1;
    for (i++; i < limbs; i++) {
      a[ao + i] = 0;
    }
  }

  /** a = a + 2^bit. */
  public static void addBit(long[] a, int ao, int bit, int limbs) {
    int i = bit / LIMB_BITS;
    long carry = 1L << (bit % LIMB_BITS);
    while (carry != 0 && i < limbs) {
      long s = a[ao + i] + carry;
      carry = s >>> LIMB_BITS;
      a[ao + i] = s & MASK;
      i++;
    }
  }

  /** a = a + v for a small signed v (|v| &lt; 2^62); the result must stay non-negative. */
  public static void addSmall(long[] a, int ao, long v, int limbs) {
    if (v >= 0) {
      long carry = v;
      for (int i = 0; i < limbs && carry != 0; i++) {
        long s = a[ao + i] + carry;
        carry = s >>> LIMB_BITS;
        a[ao + i] = s & MASK;
      }
    } else {
      long borrow = -v;
      for (int i = 0; i < limbs && borrow != 0; i++) {
        long d = a[ao + i] - borrow;
        borrow = d < 0 ? 1 : 0;
        a[ao + i] = d & MASK;
      }
    }
  }

  /** The value as a BigInteger (for messages and tests only). */
  public static java.math.BigInteger toBigInteger(long[] a, int ao, int limbs) {
    java.math.BigInteger r = java.math.BigInteger.ZERO;
    for (int i = limbs - 1; i >= 0; i--) {
      r = r.shiftLeft(LIMB_BITS).or(java.math.BigInteger.valueOf(a[ao + i]));
    }
    return r;
  }
}
