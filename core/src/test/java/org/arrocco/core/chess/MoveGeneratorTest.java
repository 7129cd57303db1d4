package org.arrocco.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.UciMove;
import org.junit.jupiter.api.Test;

/** Hand-checked move lists for the rules that are easy to get wrong. */
class MoveGeneratorTest {

  private static Set<String> moves(String fen, CastlingMode mode) {
    Position p = Fen.read(fen, mode);
    MoveList list = new MoveList();
    MoveGenerator.generate(p, list);
    Set<String> out = new TreeSet<>();
    for (int i = 0; i < list.size(); i++) {
      out.add(UciMove.write(list.get(i), mode));
    }
    assertEquals(out.size(), list.size(), "no move listed twice");
    return out;
  }

  @Test
  void enPassantThatUncoversACheckAlongTheRankIsIllegal() {
    // FIDE 3.7.4 with 3.9: after b5xc6 e.p. both pawns leave rank 5 and the h5 rook hits a5.
    String fen = "8/8/8/KPp4r/8/8/8/7k w - c6 0 1";
    assertFalse(moves(fen, CastlingMode.ORTHODOX).contains("b5c6"));
    assertFalse(Fen.read(fen, CastlingMode.ORTHODOX).hasLegalEnPassant());
    String open = "8/8/8/KPp5/8/8/8/7k w - c6 0 1";
    assertTrue(moves(open, CastlingMode.ORTHODOX).contains("b5c6"));
    assertTrue(Fen.read(open, CastlingMode.ORTHODOX).hasLegalEnPassant());
  }

  @Test
  void enPassantCapturesTheCheckingPawn() {
    // Black's d7-d5 gave check to the king on e4; e5xd6 e.p. removes the checker.
    Set<String> m = moves("8/8/8/3pP3/4K3/8/8/k7 w - d6 0 1", CastlingMode.ORTHODOX);
    assertEquals(Set.of("e4d3", "e4e3", "e4f3", "e4d4", "e4f4", "e4d5", "e4f5", "e5d6"), m);
  }

  @Test
  void promotionsToFourPieces() {
    assertEquals(
        Set.of(
            "a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8r", "a7b8b", "a7b8n", "h1g1", "h1g2",
            "h1h2"),
        moves("1n5k/P7/8/8/8/8/8/7K w - - 0 1", CastlingMode.ORTHODOX));
  }

  @Test
  void pinnedPiecesMoveOnlyAlongThePin() {
    // The e2 rook is pinned on the e-file; the d2 bishop by the a5 bishop on the diagonal.
    Set<String> m = moves("4r2k/8/8/b7/8/8/3BR3/4K3 w - - 0 1", CastlingMode.ORTHODOX);
    assertEquals(
        Set.of(
            "e2e3", "e2e4", "e2e5", "e2e6", "e2e7", "e2e8", "d2c3", "d2b4", "d2a5", "e1d1", "e1f1",
            "e1f2"),
        m);
  }

  @Test
  void orthodoxCastlingNeedsSafeSquaresForTheKingOnly() {
    // b1 is attacked by the b8 rook: O-O-O stays legal (only the king's path counts, FIDE 3.8.2);
    // f1 is attacked by the f8 rook: O-O is not.
    Set<String> m = moves("1r3rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1", CastlingMode.ORTHODOX);
    assertTrue(m.contains("e1c1"));
    assertFalse(m.contains("e1g1"));
  }

  @Test
  void chess960CastlingWithTheKingStayingOnItsSquare() {
    // King g1, rook h1: O-O moves only the rook, to f1 (FIDE Guidelines II).
    Position p = Fen.read("6k1/8/8/8/8/8/8/6KR w H - 0 1", CastlingMode.CHESS960);
    int castle = UciMove.read("g1h1", p, CastlingMode.CHESS960);
    assertEquals(Move.CASTLING, Move.kind(castle));
    p.make(castle);
    assertEquals("6k1/8/8/8/8/8/8/5RK1 b - - 1 1", Fen.write(p));
  }

  @Test
  void chess960CastlingRookMayNotShieldTheKingsDestination() {
    // King d1, rook b1, enemy rook a1: after O-O-O (king c1, rook d1) a1 would attack c1.
    assertFalse(moves("4k3/8/8/8/8/8/8/rR1K4 w B - 0 1", CastlingMode.CHESS960).contains("d1b1"));
    // The same without the enemy rook on the rank: legal, written king-takes-rook.
    assertTrue(moves("4k3/8/8/8/8/8/r7/1R1K4 w B - 0 1", CastlingMode.CHESS960).contains("d1b1"));
  }

  @Test
  void chess960CastlingNeedsEmptySquaresBetweenStartsAndDestinations() {
    // King b1, rook a1: O-O-O puts the king on c1 and the rook on d1; a knight on d1 forbids it.
    assertFalse(moves("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1", CastlingMode.CHESS960).contains("b1a1"));
    Set<String> m = moves("4k3/8/8/8/8/8/8/RK2N3 w A - 0 1", CastlingMode.CHESS960);
    assertTrue(m.contains("b1a1"));
    assertTrue(m.contains("b1c1"), "the king's plain step to c1 is a different move");
  }

  @Test
  void doubleCheckAllowsOnlyKingMoves() {
    // Knight f3 and rook e8 both check the e1 king; the d2 queen could take either but may not.
    Set<String> m = moves("4r2k/8/8/8/8/5n2/3Q4/4K3 w - - 0 1", CastlingMode.ORTHODOX);
    assertEquals(Set.of("e1d1", "e1f1", "e1f2"), m);
  }
}
