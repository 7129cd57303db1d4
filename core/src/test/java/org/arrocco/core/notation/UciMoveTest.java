package org.arrocco.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Position;
import org.arrocco.core.chess.Square;
import org.arrocco.core.chess960.StartPosition;
import org.junit.jupiter.api.Test;

/** UCI moves: round trips in both castling modes, both castling forms read, errors named. */
class UciMoveTest {
  private static final String CASTLE_BOTH = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

  @Test
  void everyLegalMoveOfRandomGamesRoundTrips() {
    SplittableRandom random = new SplittableRandom(42);
    MoveList list = new MoveList();
    int castlings = 0;
    for (int game = 0; game < 60; game++) {
      CastlingMode mode = game % 2 == 0 ? CastlingMode.ORTHODOX : CastlingMode.CHESS960;
      String start =
          mode == CastlingMode.ORTHODOX
              ? "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
              : StartPosition.of(random.nextInt(960)).xfen();
      Position p = Fen.read(start, mode);
      for (int ply = 0; ply < 150 && MoveGenerator.generate(p, list) > 0; ply++) {
        for (int i = 0; i < list.size(); i++) {
          int m = list.get(i);
          assertEquals(m, UciMove.read(UciMove.write(m, mode), p, mode), Move.toString(m));
          castlings += Move.kind(m) == Move.CASTLING ? 1 : 0;
        }
        p.make(list.get(random.nextInt(list.size())));
      }
    }
    assertTrue(castlings > 50, "castling moves seen: " + castlings);
  }

  @Test
  void castlingIsWrittenByMode() {
    Position p = Fen.read(CASTLE_BOTH, CastlingMode.ORTHODOX);
    int shortCastle = Move.castling(Square.parse("e1"), Square.parse("h1"));
    assertEquals("e1g1", UciMove.write(shortCastle, CastlingMode.ORTHODOX));
    assertEquals("e1h1", UciMove.write(shortCastle, CastlingMode.CHESS960));
    for (CastlingMode mode : CastlingMode.values()) {
      assertEquals(shortCastle, UciMove.read("e1g1", p, mode));
      assertEquals(shortCastle, UciMove.read("e1h1", p, mode));
      assertEquals(
          Move.castling(Square.parse("e1"), Square.parse("a1")), UciMove.read("e1c1", p, mode));
    }
  }

  @Test
  void promotionsCarryTheirLetter() {
    Position p = Fen.read("1n5k/P7/8/8/8/8/8/7K w - - 0 1", CastlingMode.ORTHODOX);
    int m = UciMove.read("a7b8n", p, CastlingMode.ORTHODOX);
    assertEquals(Move.promotion(Square.parse("a7"), Square.parse("b8"), 2), m);
    assertEquals("a7b8n", UciMove.write(m, CastlingMode.ORTHODOX));
  }

  @Test
  void nullMoveIsFourZeros() {
    Position p = Fen.read(CASTLE_BOTH, CastlingMode.ORTHODOX);
    assertEquals(Move.NONE, UciMove.read("0000", p, CastlingMode.ORTHODOX));
    assertEquals("0000", UciMove.write(Move.NONE, CastlingMode.CHESS960));
  }

  @Test
  void badMovesAreNamed() {
    Position p = Fen.read(CASTLE_BOTH, CastlingMode.ORTHODOX);
    for (String bad : new String[] {"", "e2", "e2e4e5", "z2e4", "e2e9", "e2e5", "a7a8x", "e2e4q"}) {
      NotationException e =
          assertThrows(
              NotationException.class, () -> UciMove.read(bad, p, CastlingMode.ORTHODOX), bad);
      assertTrue(e.getMessage().contains("'" + bad + "'"), e.getMessage());
    }
  }
}
