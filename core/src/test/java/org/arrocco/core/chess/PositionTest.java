package org.arrocco.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.variant.Variants;
import org.junit.jupiter.api.Test;

/** Make/unmake, the incremental hash and the set-up methods, over seeded random games. */
class PositionTest {

  /** Random games from the orthodox start and from random Chess960 starts. */
  static Position start(SplittableRandom random, int game) {
    String fen =
        game % 2 == 0 ? Variants.CHESS.startFen() : StartPosition.of(random.nextInt(960)).xfen();
    return Fen.read(fen, CastlingMode.CHESS960);
  }

  @Test
  void makeUnmakeRestoresEverythingAndTheHashStaysExact() {
    SplittableRandom random = new SplittableRandom(2026);
    MoveList list = new MoveList();
    int movesChecked = 0;
    for (int game = 0; game < 60; game++) {
      Position p = start(random, game);
      for (int ply = 0; ply < 200; ply++) {
        int n = MoveGenerator.generate(p, list);
        if (n == 0) {
          break;
        }
        String before = Fen.writeShredder(p);
        long hash = p.hash();
        for (int i = 0; i < n; i++) {
          int m = list.get(i);
          p.make(m);
          assertEquals(p.computeHash(), p.hash(), () -> before + " after " + Move.toString(m));
          p.unmake();
          assertEquals(before, Fen.writeShredder(p));
          assertEquals(hash, p.hash());
          movesChecked++;
        }
        p.make(list.get(random.nextInt(n)));
      }
    }
    assertTrue(movesChecked > 50_000, "moves checked: " + movesChecked);
  }

  @Test
  void countEqualsTheGeneratedMovesAndEveryMoveLeavesTheKingSafe() {
    SplittableRandom random = new SplittableRandom(7);
    MoveList list = new MoveList();
    for (int game = 0; game < 60; game++) {
      Position p = start(random, game);
      for (int ply = 0; ply < 200; ply++) {
        int n = MoveGenerator.generate(p, list);
        assertEquals(n, MoveGenerator.count(p), Fen.write(p));
        for (int i = 0; i < n; i++) {
          int us = p.sideToMove();
          p.make(list.get(i));
          assertFalse(p.isAttacked(p.kingSquare(us), us ^ 1), Fen.write(p));
          p.unmake();
        }
        if (n == 0) {
          break;
        }
        p.make(list.get(random.nextInt(n)));
      }
    }
  }

  @Test
  void nullMoveIsAPassAndIsTakenBack() {
    Position p =
        Fen.read(
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", CastlingMode.ORTHODOX);
    String before = Fen.write(p);
    long hash = p.hash();
    p.makeNullMove();
    assertEquals("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3", Fen.write(p));
    assertEquals(p.computeHash(), p.hash());
    p.unmakeNullMove();
    assertEquals(before, Fen.write(p));
    assertEquals(hash, p.hash());
    p.makeNullMove();
    p.unmake(); // unmake takes back a null move too
    assertEquals(before, Fen.write(p));
    assertThrows(IllegalStateException.class, p::unmake);
    assertThrows(IllegalStateException.class, p::unmakeNullMove);
  }

  @Test
  void dropsAreMadeAndUnmadeWithTheHash() {
    Position p = Fen.read("4k3/8/8/8/8/8/8/4K3 w - - 5 9", CastlingMode.ORTHODOX);
    long hash = p.hash();
    int drop = Move.drop(Piece.ROOK, Square.parse("h1"));
    p.make(drop);
    assertEquals(Piece.of(Piece.WHITE, Piece.ROOK), p.pieceAt(Square.parse("h1")));
    assertEquals(p.computeHash(), p.hash());
    p.addCastlingRook(Piece.WHITE, Square.parse("h1"));
    assertEquals("4k3/8/8/8/8/8/8/4K2R b K - 6 9", Fen.write(p));
    assertEquals(p.computeHash(), p.hash());
    // Black passes; White may castle with the dropped rook.
    p.makeNullMove();
    MoveList list = new MoveList();
    MoveGenerator.generate(p, list);
    int castle = Move.castling(Square.parse("e1"), Square.parse("h1"));
    assertTrue(list.contains(castle));
    p.make(castle);
    assertEquals("4k3/8/8/8/8/8/8/5RK1 b - - 8 10", Fen.write(p));
    p.unmake();
    p.unmakeNullMove();
    p.unmake();
    assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 5 9", Fen.write(p));
    assertEquals(hash, p.hash());
  }

  @Test
  void putAndRemoveKeepTheHash() {
    Position p = Fen.read("r3k3/8/8/8/8/8/8/4K3 b q - 0 1", CastlingMode.ORTHODOX);
    p.putPiece(Piece.WHITE, Piece.QUEEN, Square.parse("d4"));
    assertEquals(p.computeHash(), p.hash());
    assertEquals(Piece.of(Piece.BLACK, Piece.ROOK), p.removePiece(Square.parse("a8")));
    assertEquals("4k3/8/8/8/3Q4/8/8/4K3 b - - 0 1", Fen.write(p));
    assertEquals(p.computeHash(), p.hash());
    assertThrows(IllegalArgumentException.class, () -> p.removePiece(Square.parse("a8")));
    assertThrows(
        IllegalArgumentException.class,
        () -> p.putPiece(Piece.WHITE, Piece.KNIGHT, Square.parse("d4")));
    assertThrows(
        IllegalArgumentException.class, () -> p.addCastlingRook(Piece.BLACK, Square.parse("h8")));
  }

  @Test
  void queriesOfChecksPinsAndAttacks() {
    // Black rook e8 checks along the e-file, bishop b4 pins the d2 knight.
    Position p = Fen.read("4r1k1/8/8/8/1b6/8/3N4/4K3 w - - 0 1", CastlingMode.ORTHODOX);
    assertTrue(p.inCheck());
    assertEquals(1L << Square.parse("e8"), p.checkers());
    assertEquals(1L << Square.parse("d2"), p.pinned());
    assertTrue(p.isAttacked(Square.parse("e4"), Piece.BLACK));
    assertFalse(p.isAttacked(Square.parse("f4"), Piece.BLACK));
    assertEquals(1L << Square.parse("e1"), p.pieces(Piece.WHITE, Piece.KING));
  }
}
