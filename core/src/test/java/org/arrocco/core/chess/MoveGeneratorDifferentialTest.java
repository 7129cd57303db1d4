package org.arrocco.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.arrocco.core.Reference;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.perft.EpdFile;
import org.arrocco.core.perft.EpdLine;
import org.arrocco.core.variant.Variants;
import org.junit.jupiter.api.Test;

/** The bitboard generator against {@link NaiveMoves}, move for move. */
class MoveGeneratorDifferentialTest {

  private static Set<String> fast(Position p, MoveList list) {
    MoveGenerator.generate(p, list);
    Set<String> out = new TreeSet<>();
    for (int i = 0; i < list.size(); i++) {
      out.add(UciMove.write(list.get(i), CastlingMode.CHESS960));
    }
    return out;
  }

  @Test
  void randomGamesAgreeWithThePlainGenerator() {
    SplittableRandom random = new SplittableRandom(3);
    MoveList list = new MoveList();
    int positions = 0;
    for (int game = 0; game < 40; game++) {
      String start =
          game % 3 == 0 ? Variants.CHESS.startFen() : StartPosition.of(random.nextInt(960)).xfen();
      Position p = Fen.read(start, CastlingMode.CHESS960);
      for (int ply = 0; ply < 160; ply++) {
        Set<String> expected = NaiveMoves.legal(p);
        assertEquals(expected, fast(p, list), Fen.writeShredder(p));
        positions++;
        if (list.size() == 0) {
          break;
        }
        // Prefer captures and pawn moves half the time, so games reach promotions and endings.
        int move = list.get(random.nextInt(list.size()));
        for (int i = 0; i < list.size() && random.nextBoolean(); i++) {
          int m = list.get(i);
          if (p.pieceAt(Move.to(m)) != 0 || Piece.type(p.pieceAt(Move.from(m))) == Piece.PAWN) {
            move = m;
          }
        }
        p.make(move);
      }
    }
    assertTrue(positions > 3000, "positions: " + positions);
  }

  @Test
  void referencePositionsAgreeWithThePlainGenerator() throws IOException {
    MoveList list = new MoveList();
    for (String file : new String[] {"perft/standard.epd", "perft/chess960.epd"}) {
      for (EpdLine line : EpdFile.read(Reference.file(file))) {
        Position p = Fen.read(line.fen(), CastlingMode.CHESS960);
        assertEquals(NaiveMoves.legal(p), fast(p, list), line.fen());
        assertEquals(line.count(1), list.size(), line.fen());
      }
    }
  }
}
