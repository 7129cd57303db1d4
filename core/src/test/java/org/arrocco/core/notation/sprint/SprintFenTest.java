package org.arrocco.core.notation.sprint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arrocco.core.chess.Piece;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.sprint.SprintMaterial;
import org.arrocco.core.sprint.SprintPosition;
import org.junit.jupiter.api.Test;

/** The Sprint FEN of docs/sprint.md and the pocket form of the reference perft data. */
class SprintFenTest {

  @Test
  void eightFieldsRoundTrip() {
    for (String fen :
        new String[] {
          "4k3/4p3/8/8/8/8/4P3/4K3[NPp] w - - 0 1 12:13 -",
          "4k3/4p3/8/8/8/8/4P3/4K3[QRPbp] b - - 3 9 PNBP:nbq Ld",
          "r3k3/8/8/8/8/8/8/4K2R[] w Kq - 0 20 0:0 D",
          "8/8/3k4/8/8/8/8/3K4[] w - - 0 40 0:0 LDMldm",
        }) {
      assertEquals(fen, SprintFen.write(SprintFen.read(fen), true), fen);
    }
    SprintPosition s = SprintFen.read("4k3/4p3/8/8/8/8/4P3/4K3[QRPbp] b - - 3 9 PNBP:nbq Ld");
    assertEquals(
        "4k3/4p3/8/8/8/8/4P3/4K3[QRPbp] b - - 3 9 4:3 Ld",
        SprintFen.write(s),
        "the deck order stays secret by default");
  }

  @Test
  void pocketFormTakesEmptyDecksAndDerivesTheMemory() {
    SprintPosition s = SprintFen.read("1b2k1br/1p6/7p/4p3/3R4/2P5/1PP1P2N/4K2R[Pr] w Kk - 0 7");
    assertEquals(0, s.deckSize(0));
    assertEquals(0, s.deckSize(1));
    assertEquals(1, s.handCount(Piece.WHITE, Piece.PAWN));
    assertEquals(1, s.handCount(Piece.BLACK, Piece.ROOK));
    // b8 and g8 are a dark and a light square: both of Black's colours are used.
    assertEquals(SprintMaterial.LIGHT | SprintMaterial.DARK, s.bishopMask(Piece.BLACK));
    assertEquals(0, s.bishopMask(Piece.WHITE));
    assertFalse(s.kingMoved(Piece.WHITE), "a king on e1 counts as never moved");
    assertTrue(SprintFen.read("4k3/8/8/8/8/8/3K4/8[] w - - 1 1").kingMoved(Piece.WHITE));
  }

  private static String error(String fen) {
    return assertThrows(NotationException.class, () -> SprintFen.read(fen)).getMessage();
  }

  @Test
  void malformedFensNameTheField() {
    assertTrue(error("").contains("empty"));
    assertTrue(error("4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1").contains("brackets"));
    assertTrue(error("4k3/4p3/8/8/8/8/4P3/4K3[Kp] w - - 0 1").contains("field 1 (hands)"));
    assertTrue(error("4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0").contains("expected 6 fields"));
    assertTrue(error("4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1 12 -").contains("field 7 (decks)"));
    assertTrue(error("4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1 12:1x -").contains("field 7 (decks)"));
    assertTrue(
        error("4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1 PP:pk -").contains("Black (lower-case)"));
    assertTrue(error("4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1 0:0 X").contains("field 8 (memory)"));
    assertTrue(error("4k3/4p3/8/8/8/8/4P3/3K4[Pp] w - - 0 1 0:0 -").contains("write M"));
    assertTrue(error("4k3/8/8/8/8/8/8/4K2R[] w K - 0 1 0:0 M").contains("castling"));
    assertTrue(error("4k3/4p3/8/8/8/8/4P3/4K3[Pp] x - - 0 1").contains("field 2"));
  }
}
