package org.arrocco.core.generic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arrocco.core.Reference;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.perft.EpdFile;
import org.arrocco.core.perft.EpdLine;
import org.arrocco.core.perft.GenericPerft;
import org.arrocco.core.perft.PerftPosition;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The differential test: the generic backend running {@link GenericChess#SPEC} and the 8x8 bitboard
 * backend give equal counts on every line of standard.epd and chess960.epd to depth 3, and equal
 * per-move counts (divide) on a sample of lines.
 */
class GenericVsBitboardTest {

  private static PerftPosition bitboard(String fen) {
    return new org.arrocco.core.perft.ChessPerft(
        Fen.read(fen, CastlingMode.CHESS960), CastlingMode.CHESS960);
  }

  @ParameterizedTest
  @ValueSource(strings = {"perft/standard.epd", "perft/chess960.epd"})
  void equalCountsToDepthThree(String file) throws IOException {
    List<EpdLine> lines = EpdFile.read(Reference.file(file));
    int compared = 0;
    for (EpdLine line : lines) {
      PerftPosition generic =
          new GenericPerft(
              GenericChess.fromBitboard(
                  org.arrocco.core.notation.Fen.read(
                      line.fen(), org.arrocco.core.chess.CastlingMode.CHESS960)));
      PerftPosition bits = bitboard(line.fen());
      for (int depth = 1; depth <= Math.min(3, line.maxDepth()); depth++) {
        assertEquals(
            bits.perft(depth),
            generic.perft(depth),
            "line " + line.lineNumber() + " depth " + depth + ": " + line.fen());
        compared++;
      }
    }
    assertEquals(lines.size() * 3, compared);
  }

  @ParameterizedTest
  @ValueSource(strings = {"perft/standard.epd", "perft/chess960.epd"})
  void equalDivideOnASample(String file) throws IOException {
    List<EpdLine> lines = EpdFile.read(Reference.file(file));
    int compared = 0;
    for (int i = 0; i < lines.size(); i += 7) {
      String fen = lines.get(i).fen();
      Map<String, Long> generic =
          asMap(
              new GenericPerft(
                      GenericChess.fromBitboard(
                          org.arrocco.core.notation.Fen.read(
                              fen, org.arrocco.core.chess.CastlingMode.CHESS960)))
                  .divide(2));
      Map<String, Long> bits = asMap(bitboard(fen).divide(2));
      assertEquals(bits, generic, "line " + lines.get(i).lineNumber() + ": " + fen);
      compared++;
    }
    assertTrue(compared >= 12);
  }

  private static Map<String, Long> asMap(List<PerftPosition.Divide> divide) {
    Map<String, Long> m = new TreeMap<>();
    for (PerftPosition.Divide d : divide) {
      m.put(d.move(), d.nodes());
    }
    return m;
  }
}
