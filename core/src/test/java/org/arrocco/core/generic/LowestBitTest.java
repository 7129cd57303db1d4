package org.arrocco.core.generic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link LowestBit} agrees with the JDK's {@link Long#numberOfTrailingZeros} on non-zero words. */
class LowestBitTest {
  @Test
  void everySingleBitAndEveryBitUnderHigherOnes() {
    for (int i = 0; i < 64; i++) {
      assertEquals(i, LowestBit.of(1L << i), "bit " + i + " alone");
      assertEquals(i, LowestBit.of(-1L << i), "bit " + i + " with every higher bit");
    }
  }

  @Test
  void randomWords() {
    Random random = new Random(20261125);
    for (int n = 0; n < 100_000; n++) {
      long x = random.nextLong() >>> random.nextInt(64);
      if (x != 0) {
        assertEquals(Long.numberOfTrailingZeros(x), LowestBit.of(x), Long.toHexString(x));
      }
    }
  }
}
