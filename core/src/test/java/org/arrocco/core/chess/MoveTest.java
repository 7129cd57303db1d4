package org.arrocco.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The int move codec: fields read back, castling destinations by FIDE Guidelines II. */
class MoveTest {
  private static int sq(String name) {
    return Square.parse(name);
  }

  @Test
  void fieldsReadBack() {
    int m = Move.promotion(sq("b7"), sq("a8"), Piece.KNIGHT);
    assertEquals(sq("b7"), Move.from(m));
    assertEquals(sq("a8"), Move.to(m));
    assertEquals(Piece.KNIGHT, Move.pieceType(m));
    assertEquals(Move.PROMOTION, Move.kind(m));
    assertEquals("b7a8n", Move.toString(m));
    int d = Move.drop(Piece.QUEEN, sq("d4"));
    assertEquals(Move.DROP, Move.kind(d));
    assertEquals(Piece.QUEEN, Move.pieceType(d));
    assertEquals("Q@d4", Move.toString(d));
    assertEquals(Move.EN_PASSANT, Move.kind(Move.enPassant(sq("e5"), sq("d6"))));
    assertEquals(Move.NORMAL, Move.kind(Move.normal(sq("g1"), sq("f3"))));
  }

  @Test
  void castlingPutsKingAndRookOnTheFixedFiles() {
    // King b1 with rook a1 (O-O-O): king c1, rook d1; king f8 with rook g8 (O-O): king g8, rook f8.
    int queenSide = Move.castling(sq("b1"), sq("a1"));
    assertEquals(sq("c1"), Move.castlingKingTarget(queenSide));
    assertEquals(sq("d1"), Move.castlingRookTarget(queenSide));
    int kingSide = Move.castling(sq("f8"), sq("g8"));
    assertEquals(sq("g8"), Move.castlingKingTarget(kingSide));
    assertEquals(sq("f8"), Move.castlingRookTarget(kingSide));
  }
}
