package org.arrocco.tournament.dutch;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arrocco.tournament.matching.MaximumWeightMatching;
import org.junit.jupiter.api.Test;

/**
 * A field too large for the memory of the whole-field matching is refused with one line before
 * anything is allocated (a 9,999-player late round needs about 7 GB; it used to end in the JVM's
 * OutOfMemoryError and a stack trace).
 */
class MatchingMemoryTest {
  @Test
  void aLargeFieldIsRefusedWithItsNeedAndWhatIsAvailable() {
    // 9,999 players with 1,000-bit weights (17 limbs): about 50 million pairs of 146 bytes.
    long needed = MaximumWeightMatching.bytesFor(10_000, 1000);
    assertTrue(needed > 7_000_000_000L && needed < 7_500_000_000L, "needed " + needed);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> DutchPairer.checkMemory(9_999, needed, 4_000_000_000L));
    assertEquals(
        "pairing 9999 players needs 7.3 GB for the matching, more than the 4.0 GB this Java may"
            + " still use (a larger -Xmx)",
        e.getMessage());
  }

  @Test
  void beyondTheLargestArrayIsRefusedToo() {
    assertEquals(Long.MAX_VALUE, MaximumWeightMatching.bytesFor(40_000, 1000));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> DutchPairer.checkMemory(39_999, Long.MAX_VALUE, 64_000_000_000L));
    assertTrue(e.getMessage().contains("more memory than Java arrays hold"), e.getMessage());
  }

  @Test
  void aClubFieldFits() {
    assertDoesNotThrow(
        () ->
            DutchPairer.checkMemory(300, MaximumWeightMatching.bytesFor(300, 1000), 500_000_000L));
  }
}
