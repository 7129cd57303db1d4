package org.arrocco.core.tamerlane;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.arrocco.core.Reference;
import org.arrocco.core.perft.EpdFile;
import org.arrocco.core.perft.EpdLine;
import org.arrocco.core.perft.PerftSuite;
import org.arrocco.core.variant.Variants;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Every line of shared/reference/perft/tamerlane.epd, unedited. */
class TamerlanePerftTest {
  private static List<EpdLine> lines() throws IOException {
    return EpdFile.read(Reference.file("perft/tamerlane.epd"));
  }

  @Test
  void everyCountUpToAMillionNodes() throws IOException {
    PerftSuite suite = new PerftSuite(Variants.TAMERLANE::perftPosition, 100, 1_000_000);
    PerftSuite.Result result = suite.check(lines(), m -> {});
    assertEquals(List.of(), result.mismatches());
    assertTrue(result.checked() >= 75 * 3, "checked " + result.checked());
  }

  @Test
  @Tag("slow")
  void everyCount() throws IOException {
    PerftSuite suite = new PerftSuite(Variants.TAMERLANE::perftPosition, 100, Long.MAX_VALUE);
    PerftSuite.Result result = suite.check(lines(), m -> {});
    assertEquals(List.of(), result.mismatches());
    assertEquals(231, result.checked());
  }
}
