package org.arrocco.core.generic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.arrocco.core.Reference;
import org.arrocco.core.perft.EpdFile;
import org.arrocco.core.perft.GenericPerft;
import org.arrocco.core.perft.PerftSuite;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The generic backend playing orthodox chess and Chess960 from {@link GenericChess#SPEC}, checked
 * against the engines' counts in shared/reference/perft (standard.epd, chess960.epd).
 */
class GenericChessPerftTest {
  private static PerftSuite.Result check(String file, int maxDepth) throws IOException {
    PerftSuite suite =
        new PerftSuite(
            fen ->
                new GenericPerft(
                    GenericChess.fromBitboard(
                        org.arrocco.core.notation.Fen.read(
                            fen, org.arrocco.core.chess.CastlingMode.CHESS960))),
            maxDepth,
            Long.MAX_VALUE);
    return suite.check(EpdFile.read(Reference.file(file)), m -> {});
  }

  @Test
  void standardToDepthThree() throws IOException {
    PerftSuite.Result r = check("perft/standard.epd", 3);
    assertEquals(List.of(), r.mismatches());
    assertEquals(87 * 3, r.checked());
  }

  @Test
  void chess960ToDepthThree() throws IOException {
    PerftSuite.Result r = check("perft/chess960.epd", 3);
    assertEquals(List.of(), r.mismatches());
    assertEquals(1060 * 3, r.checked());
  }

  @Test
  @Tag("slow")
  void standardEveryDepth() throws IOException {
    PerftSuite.Result r = check("perft/standard.epd", 100);
    assertEquals(List.of(), r.mismatches());
    assertTrue(r.checked() > 87 * 4);
  }

  @Test
  @Tag("slow")
  void chess960EveryDepth() throws IOException {
    PerftSuite.Result r = check("perft/chess960.epd", 100);
    assertEquals(List.of(), r.mismatches());
    assertEquals(1060 * 4, r.checked());
  }
}
