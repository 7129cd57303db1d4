package org.arrocco.core.tamerlane;

import static org.arrocco.core.tamerlane.Boards.fen;
import static org.arrocco.core.tamerlane.Boards.moves;
import static org.arrocco.core.tamerlane.Boards.movesFrom;
import static org.arrocco.core.tamerlane.Boards.play;
import static org.arrocco.core.tamerlane.Boards.set;
import static org.arrocco.core.tamerlane.SetUpsTest.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.generic.ListedPerft;
import org.arrocco.core.generic.MoveGenerator;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.junit.jupiter.api.Test;

/** shared/rules/tamerlane.md, "Promotion": every pawn type and the pawn of pawns' stages. */
class PromotionTest {
  private static String symbolAt(GenericPosition p, String square) {
    int code = p.piece(sq(square));
    return code == 0 ? "" : p.spec().symbol(code);
  }

  @Test
  void aPawnOfXBecomesAnXAndThePawnOfKingsAPrince() {
    String[] types = {"W", "C", "E", "G", "V", "Z", "T", "N", "R"};
    for (String t : types) {
      TamerlaneGame g =
          new TamerlaneGame(Boards.position(fen("w", "-", "00", "P" + t + "c9", "Ka1", "kk8")));
      play(g, "c9c10");
      assertEquals(t, symbolAt(g.position(), "c10"), "pawn of " + t);
    }
    TamerlaneGame g = new TamerlaneGame(Boards.position(fen("w", "-", "00", "PKc9", "Ka1", "kk8")));
    play(g, "c9c10");
    assertEquals("H", symbolAt(g.position(), "c10"));
    assertEquals(2, g.position().royalCount(0));
    // Black promotes on rank 1, capturing too
    TamerlaneGame b =
        new TamerlaneGame(Boards.position(fen("b", "-", "00", "pnd2", "Ve1", "Kk10", "ka8")));
    play(b, "d2e1");
    assertEquals("n", symbolAt(b.position(), "e1"));
  }

  @Test
  void firstArrivalWaitsImmobileAndImmune() {
    TamerlaneGame g =
        new TamerlaneGame(Boards.position(fen("w", "-", "00", "PPb9", "Ka1", "kk8", "rb5")));
    play(g, "b9b10");
    GenericPosition p = g.position();
    assertEquals("PP", symbolAt(p, "b10"));
    assertEquals(1, p.counter(0));
    // Black's rook slides up to b9 but cannot take b10
    assertEquals(
        set(
            "b5b9 b5b8 b5b7 b5b6 b5b4 b5b3 b5b2 b5b1 b5a5 b5c5 b5d5 b5e5 b5f5 b5g5 b5h5"
                + " b5i5 b5j5 b5k5"),
        movesFrom(TamerlaneFen.write(p), "b5"));
    play(g, "b5b6");
    // the waiting pawn has no move
    assertEquals(set(""), movesFrom(TamerlaneFen.write(p), "b10"));
  }

  @Test
  void replacementWhenAnotherPawnAttacksTwoNonPawnPieces() {
    // the pawn of knights on e5 attacks the rook d6 and the king f6 (a royal counts)
    String f = fen("w", "-", "10", "PPb10", "PNe5", "rd6", "kf6", "Ka1");
    assertEquals(set("b10e5"), movesFrom(f, "b10"));
    TamerlaneGame g = new TamerlaneGame(Boards.position(f));
    play(g, "b10e5");
    assertEquals("PP", symbolAt(g.position(), "e5"));
    assertEquals("", symbolAt(g.position(), "b10"));
    assertEquals(1, g.position().counter(0));
    // a pawn among the two targets does not count, nor does one piece
    assertEquals(
        set(""),
        movesFrom(fen("w", "-", "10", "PPb10", "PNe5", "rd6", "pkf6", "kk8", "Ka1"), "b10"));
    assertEquals(
        set(""), movesFrom(fen("w", "-", "10", "PPb10", "PNe5", "rd6", "kk8", "Ka1"), "b10"));
    // only after the first arrival
    assertEquals(
        set(""),
        movesFrom(fen("w", "-", "20", "PPb10", "PNe5", "rd6", "kf6", "Ka1", "Ra3"), "b10"));
  }

  @Test
  void secondArrivalGoesHome() {
    TamerlaneGame g = new TamerlaneGame(Boards.position(fen("w", "-", "10", "PPc9", "Ka1", "kk8")));
    play(g, "c9c10");
    assertEquals("", symbolAt(g.position(), "c10"));
    assertEquals("PP", symbolAt(g.position(), "a3"));
    assertEquals(2, g.position().counter(0));
  }

  @Test
  void blockedSecondArrivalWaitsUntilItsOwnerEmptiesTheHomeSquare() {
    TamerlaneGame g =
        new TamerlaneGame(Boards.position(fen("w", "-", "10", "PPc9", "Na3", "Ka1", "kk8")));
    play(g, "c9c10");
    assertEquals("PP", symbolAt(g.position(), "c10"));
    assertEquals("N", symbolAt(g.position(), "a3"));
    play(g, "k8k7");
    assertEquals("PP", symbolAt(g.position(), "c10"));
    play(g, "a3b5");
    assertEquals("PP", symbolAt(g.position(), "a3"));
    assertEquals("", symbolAt(g.position(), "c10"));
    g.undo();
    assertEquals("PP", symbolAt(g.position(), "c10"));
    assertEquals("N", symbolAt(g.position(), "a3"));
  }

  @Test
  void perftCountsTheRepliesAfterATransferThatAPlainMoveSetsOff() {
    // White's knight leaves a3, the waiting pawn of pawns moves there from c10, and the black
    // rook's file opens up to c10: perft 2 must count the replies on the board after the transfer
    String fen = fen("w", "-", "20", "PPc10", "Na3", "Ka1", "kk8", "rc5");
    TamerlaneGame g = new TamerlaneGame(Boards.position(fen));
    play(g, "a3b5");
    assertEquals("PP", symbolAt(g.position(), "a3"));
    assertEquals("", symbolAt(g.position(), "c10"));
    GenericPosition p = Boards.position(fen);
    assertEquals(ListedPerft.of(p, 2), new MoveGenerator(p).perft(2));
  }

  @Test
  void thirdArrivalMakesAnAdventitiousKing() {
    TamerlaneGame g = new TamerlaneGame(Boards.position(fen("w", "-", "20", "PPc9", "Ka1", "kk8")));
    play(g, "c9c10");
    assertEquals("A", symbolAt(g.position(), "c10"));
    assertEquals(3, g.position().counter(0));
    assertEquals(2, g.position().royalCount(0));
  }

  @Test
  void blackStartsFromK8OrFromTheSquareTheFenNames() {
    TamerlaneGame g =
        new TamerlaneGame(Boards.position(fen("b", "-", "01", "ppc2", "Ka10", "ke5")));
    play(g, "c2c1");
    assertEquals("pp", symbolAt(g.position(), "k8"));
    String mirrored = fen("b", "-", "01:a3:a8", "ppc2", "Ka10", "ke5");
    TamerlaneGame m = new TamerlaneGame(Boards.position(mirrored));
    play(m, "c2c1");
    assertEquals("pp", symbolAt(m.position(), "a8"));
    assertEquals(set("e5d4 e5d5 e5d6 e5e4 e5e6 e5f4 e5f5 e5f6 c2c1"), moves(mirrored));
  }

  @Test
  void aReplacementMayNotOpenTheLastRankOntoItsOwnKing() {
    // tamerlane.md "Royal pieces": legality after the whole move. The pawn of pawns on e10 shields
    // the king on a10 from the rook on k10, so it may not replace the pawn forking b6 and d6
    String f = fen("w", "-", "10", "Ka10", "PPe10", "rk10", "PNc5", "gb6", "nd6");
    assertEquals(set("a10a9 a10b9 a10b10 a10z9 c5b6 c5c6 c5d6"), moves(f));
  }

  @Test
  void theTransferBelongsToTheMoveWhenItsLegalityIsJudged() {
    // tamerlane.md "Royal pieces": automatic effects included. Any rook move from a3 carries the
    // waiting pawn of pawns off e10 and opens the rank to the rook on k10: none is legal
    String opens = fen("w", "-", "20", "Ka10", "PPe10", "rk10", "Ra3", "kk8");
    assertEquals(set("a10a9 a10b9 a10b10 a10z9"), moves(opens));
    // a3 already empty: every move carries the pawn of pawns there, which blocks the rook's check
    // on a1 (the knight's move to a3 blocks by itself); a1b1 is the swap with the knight
    String blocks = fen("w", "-", "20", "Ka1", "Nb1", "PPe10", "ra8", "kk8");
    assertEquals(set("a1a2 a1b2 a1b1 b1a3 b1c3 b1d2"), moves(blocks));
  }
}
