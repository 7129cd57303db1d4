package org.arrocco.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.HashSet;
import java.util.Set;
import org.arrocco.core.Reference;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Position;
import org.arrocco.core.perft.EpdFile;
import org.arrocco.core.perft.EpdLine;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every legal move of every reference position (perft/standard.epd, perft/chess960.epd) written in
 * SAN reads back as the same move, English and Italian, and its UCI form reads as the same move.
 */
class SanRoundTripTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource({"perft/standard.epd, ORTHODOX", "perft/chess960.epd, CHESS960"})
  void everyLegalMoveOfEveryReferencePositionRoundTrips(String file, CastlingMode mode)
      throws IOException {
    int positions = 0;
    int moves = 0;
    for (EpdLine line : EpdFile.read(Reference.file(file))) {
      Position p = Fen.read(line.fen(), mode);
      String before = Fen.write(p);
      MoveList legal = new MoveList();
      MoveGenerator.generate(p, legal);
      Set<String> seen = new HashSet<>();
      for (int i = 0; i < legal.size(); i++) {
        int move = legal.get(i);
        String san = San.write(p, move);
        assertTrue(seen.add(san), "two moves written " + san + " in " + line.fen());
        assertEquals(move, San.read(p, san), san + " in " + line.fen());
        String italian = San.write(p, move, SanLetters.ITALIAN);
        assertEquals(move, San.read(p, italian, SanLetters.ITALIAN), italian + " in " + line.fen());
        assertEquals(
            move, San.read(p, UciMove.write(move, mode)), san + " as UCI in " + line.fen());
        moves++;
      }
      assertEquals(before, Fen.write(p), "writing SAN must leave the position as it was");
      positions++;
    }
    assertTrue(positions > 80 && moves > positions * 10, positions + " positions, " + moves);
  }
}
