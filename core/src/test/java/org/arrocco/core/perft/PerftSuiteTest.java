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

  @Test
  void anySetOfDepthsInAnyOrderIsALine() {
    // issue 29, point 2: the classic suite's last lines start at D4 or D5, M. Sedlak's positions
    // give one depth each, python-chess writes 'perft <depth> <count>'; before, any line whose
    // depths did not run from D1 refused the whole file (counts: chessprogramming.org, Perft
    // Results)
    String text =
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 ;D4 43238 ;D5 674624\n"
            + "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 ;D3 97862 ;D1 48\n"
            + "8/5bk1/8/2Pp4/8/1K6/8/8 w - d6 0 1 ;D6 824064\n"
            + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;perft 3 8902\n";
    List<EpdLine> lines = EpdFile.parse(text);
    assertEquals(List.of(4, 5), lines.get(0).depths());
    assertEquals(List.of(1, 3), lines.get(1).depths());
    assertEquals(48, lines.get(1).count(1));
    assertEquals(List.of(6), lines.get(2).depths());
    assertEquals(8902, lines.get(3).count(3));
    PerftSuite.Result result = check(text);
    assertEquals(6, result.checked());
    assertEquals(List.of(), result.mismatches());
    // --max-depth 4 checks D4 of the first line and skips its D5
    assertEquals(
        4,
        new PerftSuite(CHESS::perftPosition, 4, Long.MAX_VALUE)
            .check(EpdFile.parse(text), m -> {})
            .checked());
  }

  @Test
  void aDepthGivenTwiceOrDepthZeroIsRefusedNamingItsPlace() {
    NotationException twice =
        assertThrows(
            NotationException.class, () -> check("4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5 ;D1 6"));
    assertEquals("line 1, column 38: D1 is given twice on the line", twice.getMessage());
    NotationException zero =
        assertThrows(NotationException.class, () -> check("4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D0 1"));
    assertEquals("line 1, column 32: D0 is no depth (depths run from D1)", zero.getMessage());
  }
}
