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
          "4k3/4p3/8/8/8/8/4P3/4K3[QRPbp] b - - 3 9 PNBP:nbq L",
          "r3k3/8/8/8/8/8/8/4K2R[] w Kq - 0 20 0:0 D",
          "8/8/3k4/8/8/8/8/3K4[] w - - 0 40 0:0 LDMldm",
        }) {
      assertEquals(fen, SprintFen.write(SprintFen.read(fen), true), fen);
    }
    SprintPosition s = SprintFen.read("4k3/4p3/8/8/8/8/4P3/4K3[QRPbp] b - - 3 9 PNBP:nbq L");
    assertEquals(
        "4k3/4p3/8/8/8/8/4P3/4K3[QRPbp] b - - 3 9 4:3 L",
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
    assertTrue(
        error("4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0")
            .contains(
                "expected 8 fields (board[hands] side castling ep halfmove turn decks"
                    + " memory), 7 (without memory) or 6 (pocket form), found 5"));
    assertTrue(error("4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1 12 -").contains("field 7 (decks)"));
    assertTrue(error("4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1 12:1x -").contains("field 7 (decks)"));
    assertTrue(
        error("4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1 PP:pk -").contains("Black (lower-case)"));
    assertTrue(error("4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1 0:0 X").contains("field 8 (memory)"));
    assertTrue(error("4k3/4p3/8/8/8/8/4P3/3K4[Pp] w - - 0 1 0:0 -").contains("write M"));
    assertTrue(error("4k3/8/8/8/8/8/8/4K2R[] w K - 0 1 0:0 M").contains("castling"));
    assertTrue(error("4k3/4p3/8/8/8/8/4P3/4K3[Pp] x - - 0 1").contains("field 2"));
  }

  @Test
  void aDeckSizeIsWrittenWithTheDigitsZeroToNine() {
    // before, Integer.parseInt took the Arabic-Indic three: '1\u0663' was read as a deck of 13
    assertEquals(
        "Sprint FEN field 7 (decks): White's deck size '1\u0663' is not a number",
        error("4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1 1\u0663:13 -"));
    assertEquals(
        "Sprint FEN field 7 (decks): Black's deck size 99999999999 is too large",
        error("4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1 13:99999999999 -"));
  }

  @Test
  void tilesAndBishopMemoryNoGameCanReachNameTheField() {
    // sprint.md, Material and Set-up: per side 7 pawn tiles (8 pawns), Q, R, R, B, B, N, N
    String[][] refused = {
      {"4k3/4p3/8/8/8/8/4P3/4K3[QPp] w - - 0 1 QQQQ:13 LD", "field 7 (decks)", "5 queen"},
      {
        "4k3/4p3/8/8/8/8/4P3/4K3[" + "Q".repeat(22) + "p] w - - 0 1 12:13 -",
        "field 1 (hands)",
        "22 queen"
      },
      {"4k3/4p3/8/8/8/8/4P3/4K3[NNNPp] w - - 0 1 10:13 -", "field 1 (hands)", "3 knight"},
      {"4k3/4p3/8/8/8/8/4P3/4K3[QPp] w - - 0 1 14:13 -", "field 7 (decks)", "deck of 14"},
      {"4k3/4p3/8/8/8/8/4P3/4K3[QPp] w - - 0 1 13:13 -", "field 7 (decks)", "at most 12"},
      {"4k3/4p3/8/8/8/8/PPPPPPPP/4K3[PPp] w - - 0 1 0:13 -", "field 1 (hands)", "2 pawn"},
      {"4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1 PPPPPPP:13 -", "field 7 (decks)", "8 pawn"},
      {"4k3/4p3/8/8/8/8/4P3/4K3[BPp] w - - 0 1 12:13 LD", "8 (memory)", "placed 2 bishop"},
      {"4k3/4p3/8/8/8/8/4P3/4K3[BBPp] w - - 0 1 0:13 L", "8 (memory)", "placed 1 bishop"},
      {"4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1 12:bbp d", "field 7 (decks)", "2 bishop"},
      {"4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1 12:13 LL", "8 (memory), character 2", "twice"},
      {"4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1 12:13 Lmm", "8 (memory), character 3", "twice"},
    };
    for (String[] c : refused) {
      String message = error(c[0]);
      assertTrue(message.contains(c[1]) && message.contains(c[2]), c[0] + ": " + message);
    }
    // what a game can reach: both bishops placed (LD), promoted pieces on the board beside a
    // full hand and deck, the full deal
    for (String fen :
        new String[] {
          "4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1 11:13 LD",
          "4k3/4p3/8/8/8/8/4P3/QQQQK3[QPp] w - - 0 1 PPPPPPRRBBNN:13 -",
          "4k3/4p3/8/8/8/8/4P3/4K3[BPp] w - - 0 1 PPPPPPQRRNN:13 L",
          "4k3/4p3/8/8/8/8/8/4K3[Pp] w - - 0 1 PPPPPPQRRBBNN:13 -",
        }) {
      assertEquals(fen, SprintFen.write(SprintFen.read(fen), true), fen);
    }
  }
}
