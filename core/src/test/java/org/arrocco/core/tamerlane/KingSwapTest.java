package org.arrocco.core.tamerlane;

import static org.arrocco.core.tamerlane.Boards.fen;
import static org.arrocco.core.tamerlane.Boards.moves;
import static org.arrocco.core.tamerlane.Boards.play;
import static org.arrocco.core.tamerlane.Boards.set;
import static org.arrocco.core.tamerlane.SetUpsTest.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.junit.jupiter.api.Test;

/** shared/rules/tamerlane.md, "King swap (once per game per side)". */
class KingSwapTest {
  // the king on e1 is in check from the rook on e10; knight b1, vizier h5
  private static final String IN_CHECK = "Ke1 Nb1 Vh5 re10 kk8";

  @Test
  void aKingInCheckMaySwapWithAnyOwnPiece() {
    // king steps d1 d2 f1 f2 (e2 is on the rook's file); the knight and vizier cannot block;
    // swaps with b1 and h5 take the king off the file
    assertEquals(
        set("e1d1 e1d2 e1f1 e1f2 e1b1 e1h5"), moves(fen("w", "-", "00", IN_CHECK.split(" "))));
  }

  @Test
  void onlyOncePerGame() {
    assertEquals(set("e1d1 e1d2 e1f1 e1f2"), moves(fen("w", "S", "00", IN_CHECK.split(" "))));
    TamerlaneGame g = new TamerlaneGame(Boards.position(fen("w", "-", "00", IN_CHECK.split(" "))));
    play(g, "e1b1");
    assertEquals("K", g.position().spec().symbol(g.position().piece(sq("b1"))));
    assertEquals("N", g.position().spec().symbol(g.position().piece(sq("e1"))));
    assertTrue(TamerlaneFen.write(g.position()).contains(" S "));
  }

  @Test
  void aSwapMustNotLeaveTheKingAttacked() {
    // the knight on d3 checks e1 and also covers f2: the swap with the vizier on f2 is illegal,
    // the one with the knight on b1 legal; the king steps d1 d2 e2 f1
    assertEquals(
        set("e1d1 e1d2 e1e2 e1f1 e1b1"),
        moves(fen("w", "-", "00", "Ke1", "Nb1", "Vf2", "nd3", "kk8")));
  }

  @Test
  void aKingWithNoOtherLegalMoveMaySwap() {
    // not in check; the king's squares b1 and b2 are covered by the rook on b10, a2 holds its
    // own blocked pawn: the only move is the swap with that pawn
    assertEquals(set("a1a2"), moves(fen("w", "-", "00", "Ka1", "PRa2", "pna3", "rb10", "kk10")));
  }

  @Test
  void neverAPawnOntoItsLastRankNorAWaitingPawnOfPawns() {
    // king on e10 (White's last rank) in check from the rook on a10: the pawn of knights on c5
    // may not go to e10; the pawn of pawns waiting on g10 is no partner; the vizier on k5 is
    String f = fen("w", "-", "10", "Ke10", "PNc5", "Vk5", "PPg10", "ra10", "ka1");
    assertEquals(set("e10d9 e10e9 e10f9 e10k5"), moves(f));
  }

  @Test
  void onlyTheKingSwapsNotAPrince() {
    // the prince alone on the board, in check, has its steps only
    assertEquals(
        set("e1d1 e1d2 e1f1 e1f2"), moves(fen("w", "-", "00", "He1", "Nb1", "re10", "kk8")));
  }

  @Test
  void withTwoRoyalsAStuckKingMaySwapOntoAnAttackedSquare() {
    // tamerlane.md "King swap": with one royal the result must not leave the king attacked, so
    // with two (the adventitious king in l2 counts) it may. Nothing else moves: the king's
    // squares hold its blocked pawns, its elephant (whose only target h4 is its own) and Black's
    // waiting pawn of pawns; the swap with the pawn on h4 puts the king under the rook on a4
    String f =
        fen(
            "w", "-", "01", "Kk1", "Al2", "Ej2", "PNk2", "PNk3", "pnk4", "PNh4", "pnh5", "ra4",
            "kf8", "ppj1");
    assertEquals(set("k1j2 k1k2 k1k3 k1h4"), moves(f));
  }

  @Test
  void aReplacementIsAnotherLegalMoveSoTheKingDoesNotSwap() {
    // tamerlane.md "King swap": only when in check or with no other legal move. The king on a1
    // cannot move (b1 by the vizier, b2 guarded by the rook on b10); the pawn on c1, forking b2
    // and d2, is pinned by the rook on e1; the pawn of pawns may replace it, which keeps the
    // pin blocked, so that replacement is the one move, and the swap with h4 is not open
    String f =
        fen(
            "w", "-", "10", "Ka1", "PNa2", "pna3", "PNc1", "pnc2", "vb2", "nd2", "re1", "rb10",
            "PNh4", "pnh5", "PPe10", "kk10");
    assertEquals(set("e10c1"), moves(f));
  }
}
