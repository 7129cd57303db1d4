package org.arrocco.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.arrocco.core.notation.Fen;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MatingMaterialTest {

  @ParameterizedTest(name = "{0}: {3}")
  @CsvSource(
      delimiter = '|',
      value = {
        // FEN | White can mate | Black can mate | why (light squares: file + rank odd, a1 = 0 + 0)
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 | false | false | K v K (rules file)",
        "4k3/8/8/8/8/8/8/4KB2 w - - 0 1 | false | false | K+B v K (rules file)",
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1 | false | false | K+N v K (rules file)",
        "4k3/8/b7/1b6/2b5/8/8/3BKB2 w - - 0 1 | false | false | bishops all on light squares",
        "4k3/8/8/2b5/8/8/8/4KB2 w - - 0 1 | true | true | bishops on both colours: helpmate",
        "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1 | true | false | two bishops on both colours",
        "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1 | true | false | two knights (with help)",
        "4k3/8/8/8/8/8/8/3NKB2 w - - 0 1 | true | false | bishop and knight",
        "4k3/4p3/8/8/8/8/8/4KN2 w - - 0 1 | true | true | K+N v K+P: the pawn may block",
        "4k3/8/8/8/8/8/8/4KN1n w - - 0 1 | true | true | K+N v K+N",
        "4k3/8/8/8/8/8/8/4KN1b w - - 0 1 | true | true | K+N v K+B",
        "4k3/8/8/8/8/8/8/4KN1r w - - 0 1 | true | true | K+N v K+R: the rook may block",
        "4k3/8/8/8/8/8/8/4KN1q w - - 0 1 | false | true | K+N v K+Q: a queen always reaches",
        "4k3/8/8/8/8/8/8/4KB1q w - - 0 1 | false | true | K+B v K+Q",
        "4k3/8/8/8/8/8/8/4KB1r w - - 0 1 | false | true | K+B v K+R",
        "4k3/8/8/8/8/8/8/4KB1n w - - 0 1 | true | true | K+B v K+N",
        "4k3/8/8/8/8/8/8/2b1KB2 w - - 0 1 | true | true | K+B v K+B, opposite colours",
        "4k3/8/8/8/8/8/8/4KB1b w - - 0 1 | false | false | K+B v K+B, same colour",
        "4k3/p7/8/8/8/8/8/4KB2 w - - 0 1 | true | true | K+B v K+P",
        "4k3/8/8/8/8/8/P7/4K3 w - - 0 1 | true | false | a pawn may queen",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 | true | false | K+R v K",
        // Kings and pawns locked for good (LockedPawns): each king is shut behind the wall
        "8/8/1k6/p1p1p1p1/P1P1P1P1/8/8/2K5 w - - 0 1 | false | false | wall on ranks 4 and 5",
        "8/8/1k6/2p1p1p1/2P1P1P1/8/8/2K5 w - - 0 1 | true | true | a-file open: Kxc5 or Kxc4",
        "8/8/1k6/p1p1p1p1/P1P1P3/6P1/8/2K5 w - - 0 1 | true | true | g3 may still advance",
        "8/8/1k6/p1p1p1p1/P1P1P1P1/8/7P/2K5 w - - 0 1 | true | true | h2 may still advance",
        "8/8/1k6/p1p1ppp1/P1P1PPP1/8/8/2K5 w - - 0 1 | true | true | exf5 or fxe4 may come",
        // Kc4 stands beside d4 and Ke6 beside f6, but e5 and g5 guard them
        "4k3/1p3p2/pPp2Pp1/P1P1p1Pp/3pP2P/3P4/8/4K3 w - - 0 1 | false | false | guarded pawns",
        "4k3/1p3p2/pPp2Pp1/P1P1p1Pp/3pP2P/3P4/8/4K3 w - h6 0 1 | true | true | gxh6 en passant",
        "4k3/1p3p2/pPp2Pp1/P1P1p1Pp/3pP2P/3P4/8/4KN2 w - - 0 1 | true | true | a knight behind it",
      })
  void judgesMaterial(String fen, boolean white, boolean black, String why) {
    Position p = Fen.read(fen, CastlingMode.ORTHODOX);
    assertEquals(white, MatingMaterial.canCheckmate(p, Piece.WHITE), "White");
    assertEquals(black, MatingMaterial.canCheckmate(p, Piece.BLACK), "Black");
    assertEquals(!white && !black, MatingMaterial.isDead(p));
  }

  /**
   * FIDE 6.9 "by any series of legal moves": a king and one man can mate a king with one man only
   * if some legal position with that material is a checkmate. Every placement is tried (White
   * mates, Black to move), and the judgement must say a mate exists exactly when one was found.
   */
  @Tag("slow") // about 15 s: 9 x 64^4 placements
  @ParameterizedTest(name = "K+{0} v K+{1}")
  @CsvSource({"N, Q", "B, Q", "B, R", "N, R", "N, B", "N, N", "N, P", "B, N", "B, P"})
  void aLoneMinorPieceMatesExactlyWhenSomePositionIsMate(char mater, char helper) {
    int materType = Piece.type(Piece.fromLetter(mater));
    int helperType = Piece.type(Piece.fromLetter(helper));
    long mates = mates(materType, helperType);
    Position sample = new Position();
    sample.putPiece(Piece.WHITE, Piece.KING, 4);
    sample.putPiece(Piece.WHITE, materType, 5);
    sample.putPiece(Piece.BLACK, Piece.KING, 60);
    sample.putPiece(Piece.BLACK, helperType, 35);
    assertEquals(mates > 0, MatingMaterial.canCheckmate(sample, Piece.WHITE), mates + " mates");
  }

  /** The checkmates of Black by White's king and {@code mater} with Black's king and helper. */
  private static long mates(int mater, int helper) {
    MoveList moves = new MoveList();
    long found = 0;
    for (int bk = 0; bk < 64; bk++) {
      for (int wk = 0; wk < 64; wk++) {
        if (wk == bk || (Attacks.king(bk) & 1L << wk) != 0) {
          continue; // kings never stand side by side
        }
        for (int m = 0; m < 64; m++) {
          if (m == wk || m == bk) {
            continue;
          }
          Position p = new Position();
          p.putPiece(Piece.WHITE, Piece.KING, wk);
          p.putPiece(Piece.WHITE, mater, m);
          p.putPiece(Piece.BLACK, Piece.KING, bk);
          p.setSideToMove(Piece.BLACK);
          if (!p.inCheck()) {
            continue; // a man of Black's can block a check but never make one
          }
          for (int h = 0; h < 64; h++) {
            if (p.pieceAt(h) != Piece.NONE || (helper == Piece.PAWN && (h < 8 || h >= 56))) {
              continue; // no pawn on the first or last rank
            }
            p.putPiece(Piece.BLACK, helper, h);
            if (p.inCheck()
                && !p.isAttacked(wk, Piece.BLACK)
                && MoveGenerator.generate(p, moves) == 0) {
              found++;
            }
            p.removePiece(h);
          }
        }
      }
    }
    return found;
  }
}
