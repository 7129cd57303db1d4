package org.arrocco.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.NotationException;
import org.junit.jupiter.api.Test;

/**
 * Soundness of {@link LockedPawns} (FIDE 5.2.2), proved with the move generator rather than
 * trusted: from every position called locked, all positions reachable by legal moves are visited,
 * and in none of them is a king in check or is any legal move other than a king's step to an empty
 * square. The pawns then never change, so no checkmate can ever arise.
 */
class LockedPawnsTest {

  @Test
  void everyWallCalledLockedStaysFrozenUnderEverySeriesOfLegalMoves() {
    Random random = new Random(20261121);
    int locked = 0;
    int open = 0;
    for (int trial = 0; trial < 8000; trial++) {
      Position p = randomWall(random);
      if (p == null) {
        continue;
      }
      if (LockedPawns.locked(p)) {
        locked++;
        assertFrozen(p);
      } else {
        open++;
      }
    }
    // the sample must hold both kinds, or the check above proves nothing
    assertTrue(locked >= 100, "locked walls in the sample: " + locked);
    assertTrue(open >= 100, "open walls in the sample: " + open);
  }

  @Test
  void theHandPickedWallsAreFrozen() {
    for (String fen :
        new String[] {
          "8/8/1k6/p1p1p1p1/P1P1P1P1/8/8/2K5 w - - 0 1",
          "4k3/1p3p2/pPp2Pp1/P1P1p1Pp/3pP2P/3P4/8/4K3 b - - 0 1",
        }) {
      Position p = Fen.read(fen, CastlingMode.ORTHODOX);
      assertTrue(LockedPawns.locked(p), fen);
      assertFrozen(p);
    }
  }

  @Test
  void aWallWithAGapIsNotLocked() {
    Position p = Fen.read("8/8/1k6/2p1p1p1/2P1P1P1/8/8/2K5 b - - 0 1", CastlingMode.ORTHODOX);
    assertFalse(LockedPawns.locked(p));
  }

  /**
   * Visits every position reachable from {@code start}; each must be check-free, king steps only.
   */
  private static void assertFrozen(Position start) {
    Set<Long> seen = new HashSet<>(); // Zobrist keys: the board and the side to move
    ArrayDeque<Position> queue = new ArrayDeque<>();
    queue.add(start);
    seen.add(start.hash());
    MoveList moves = new MoveList();
    while (!queue.isEmpty()) {
      Position p = queue.poll();
      assertFalse(p.inCheck(), () -> "in check: " + Fen.write(p));
      MoveGenerator.generate(p, moves);
      for (int i = 0; i < moves.size(); i++) {
        int move = moves.get(i);
        assertEquals(
            Piece.KING, Piece.type(p.pieceAt(Move.from(move))), () -> Fen.write(p) + " " + move);
        assertEquals(Piece.NONE, p.pieceAt(Move.to(move)), () -> "a capture in " + Fen.write(p));
        Position next = p.copy();
        next.make(move);
        if (seen.add(next.hash())) {
          queue.add(next);
        }
      }
    }
  }

  /**
   * A wall of blocked pawn pairs (a White pawn with a Black one just ahead of it) on most files,
   * neighbours mostly not level (level pairs could capture), and a king on each side of it, or now
   * and then anywhere; now and then a lone pawn, free to advance, or an en-passant square. Null
   * when that is no legal position.
   */
  private static Position randomWall(Random random) {
    Position p = new Position();
    int[] height = new int[8];
    for (int file = 0; file < 8; file++) {
      height[file] = -1;
      int kind = random.nextInt(24);
      if (kind < 2) {
        continue; // an open file now and then
      }
      int rank;
      do {
        rank = 1 + random.nextInt(5); // White on ranks 2..6, Black one rank above
      } while (file > 0 && rank == height[file - 1] && random.nextInt(8) != 0);
      height[file] = rank;
      if (kind != 2) {
        p.putPiece(Piece.WHITE, Piece.PAWN, Square.of(file, rank));
      }
      if (kind != 3) {
        p.putPiece(Piece.BLACK, Piece.PAWN, Square.of(file, rank + 1));
      }
    }
    boolean anywhere = random.nextInt(4) == 0;
    int white = random.nextInt(8);
    int black = random.nextInt(8);
    int whiteRank = anywhere ? random.nextInt(8) : random.nextInt(Math.max(1, height[white]));
    int blackRank =
        anywhere || height[black] < 0
            ? random.nextInt(8)
            : height[black] + 2 + random.nextInt(6 - height[black]);
    int whiteKing = Square.of(white, whiteRank);
    int blackKing = Square.of(black, blackRank);
    if (whiteKing == blackKing
        || p.pieceAt(whiteKing) != Piece.NONE
        || p.pieceAt(blackKing) != Piece.NONE) {
      return null;
    }
    p.putPiece(Piece.WHITE, Piece.KING, whiteKing);
    p.putPiece(Piece.BLACK, Piece.KING, blackKing);
    boolean whiteToMove = random.nextBoolean();
    p.setSideToMove(whiteToMove ? Piece.WHITE : Piece.BLACK);
    for (int file = 0; file < 8 && whiteToMove && random.nextInt(3) == 0; file++) {
      if (p.pieceAt(Square.of(file, 4)) == Piece.of(Piece.BLACK, Piece.PAWN)
          && p.pieceAt(Square.of(file, 5)) == Piece.NONE
          && p.pieceAt(Square.of(file, 6)) == Piece.NONE) {
        p.setEnPassantSquare(Square.of(file, 5)); // Black's last move was a double step
      }
    }
    try {
      return Fen.read(Fen.write(p), CastlingMode.ORTHODOX); // the reader checks legality
    } catch (NotationException e) {
      return null; // kings touching, or the side not to move in check
    }
  }
}
