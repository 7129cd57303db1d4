package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Position;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.UciMove;
import org.junit.jupiter.api.Test;

/** Exchanges worked out by hand, x-rays included. */
class StaticExchangeTest {
  private static boolean atLeast(String fen, String move, int threshold) {
    Position p = Fen.read(fen, CastlingMode.ORTHODOX);
    return StaticExchange.atLeast(p, UciMove.read(move, p, CastlingMode.ORTHODOX), threshold);
  }

  @Test
  void aDefendedPawnTakenByARookLosesTheRook() {
    // Rxe5 dxe5: +100 -500.
    String fen = "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1";
    assertTrue(atLeast(fen, "e1e5", 100)); // undefended pawn: wins it
    String defended = "1k1r4/1pp4p/p2p4/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1";
    assertFalse(atLeast(defended, "e1e5", 0));
    assertTrue(atLeast(defended, "e1e5", -400));
  }

  @Test
  void anXrayRecaptureCounts() {
    // Nxe5 Nxe5 Rxe5 and Black stops: +100. Without the rook behind the rook (the x-ray),
    // Nxe5 Nxe5 Rxe5 Rxe5 loses, so White stops after Nxe5 Nxe5: -220.
    String doubled = "1k2r3/8/2n5/4p3/8/3N4/4R3/1K2R3 w - - 0 1";
    assertTrue(atLeast(doubled, "d3e5", 100));
    String single = "1k2r3/8/2n5/4p3/8/3N4/4R3/1K6 w - - 0 1";
    assertFalse(atLeast(single, "d3e5", 0));
    assertTrue(atLeast(single, "d3e5", -220));
  }

  @Test
  void aQuietMoveToASquareAPawnAttacksLosesThePiece() {
    String fen = "4k3/8/8/3p4/8/8/8/4KB2 w - - 0 1";
    assertFalse(atLeast(fen, "f1c4", 0)); // dxc4
    assertTrue(atLeast(fen, "f1c4", -330));
    assertTrue(atLeast(fen, "f1e2", 0)); // e2 is safe
  }
}
