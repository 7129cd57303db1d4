package org.arrocco.core.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;
import org.junit.jupiter.api.Test;

/** Reading an EPD file and checking its counts: every error names its line. */
class PerftSuiteTest {
  private static final Variant CHESS = Variants.find("chess").orElseThrow();

  private static PerftSuite.Result check(String text) {
    return new PerftSuite(CHESS::perftPosition, 1000, Long.MAX_VALUE)
        .check(EpdFile.parse(text), m -> {});
  }

  @Test
  void aMalformedFenIsNamedWithItsLine() {
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> check("4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5\nbad fen ;D1 3\n"));
    assertEquals("line 2, FEN", e.where());
    assertEquals("expected 4 to 6 fields separated by spaces, found 2", e.problem());
    e = assertThrows(NotationException.class, () -> check("\n8/8/8 w - - 0 1 ;D1 5\n"));
    assertEquals("line 2, FEN field 1 (piece placement)", e.where());
  }

  @Test
  void aByteOrderMarkIsSkipped() {
    List<EpdLine> lines = EpdFile.parse("\uFEFF4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5\n");
    assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", lines.get(0).fen());
    assertEquals(0, check("\uFEFF4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5\n").mismatches().size());
  }

  @Test
  void aCountWithASignIsRefusedAsBadInputNotCheckedAsAMismatch() {
    // before, Long.parseLong read ';D1 -5' as a count of -5: a mismatch (exit 1, as if the move
    // generator were wrong) instead of a malformed file (exit 2)
    for (String count : new String[] {"-5", "+5", "\u0665"}) {
      NotationException e =
          assertThrows(
              NotationException.class, () -> check("4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 " + count));
      assertEquals("line 1, column 32", e.where());
      assertEquals("count of D1 is not a number: " + count, e.problem());
    }
  }
}
