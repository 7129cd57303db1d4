package org.arrocco.core.tamerlane;

import static org.arrocco.core.tamerlane.Boards.fen;
import static org.arrocco.core.tamerlane.Boards.moves;
import static org.arrocco.core.tamerlane.Boards.movesFrom;
import static org.arrocco.core.tamerlane.Boards.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.arrocco.core.variant.Variants;
import org.junit.jupiter.api.Test;

/** shared/rules/tamerlane.md, "Royal pieces, check, and the end of the game". */
class RoyalPiecesTest {

  @Test
  void withOneRoyalTheKingMayNotMoveIntoAttack() {
    // the rook on d10 covers d4 d5 d6
    assertEquals(
        set("e5e4 e5e6 e5f4 e5f5 e5f6"),
        movesFrom(fen("w", "-", "00", "Ke5", "rd10", "kk10"), "e5"));
  }

  @Test
  void withTwoRoyalsNothingIsLimitedByCheck() {
    assertEquals(
        set("e5d4 e5d5 e5d6 e5e4 e5e6 e5f4 e5f5 e5f6"),
        movesFrom(fen("w", "-", "00", "Ke5", "Ha1", "rd10", "kk10"), "e5"));
    // a royal in a citadel counts: with an adventitious king in l2 the king may step into attack
    assertEquals(
        set("e5d4 e5d5 e5d6 e5e4 e5e6 e5f4 e5f5 e5f6"),
        movesFrom(fen("w", "-", "00", "Ke5", "Al2", "rd10", "kk10"), "e5"));
  }

  @Test
  void aPromotionToPrinceGivingASecondRoyalIsLegalInCheck() {
    // the king on e1 is in check from e10's rook: king steps d1 d2 f1 f2; the pawn of kings'
    // promotion on b10 gives a second royal and is legal; the knight's moves do not block; the
    // swaps e1a1 and e1b9 take the king off the e-file
    String f = fen("w", "-", "00", "Ke1", "PKb9", "Na1", "re10", "kk8");
    assertEquals(set("b9b10 e1d1 e1d2 e1f1 e1f2 e1a1 e1b9"), moves(f));
  }

  @Test
  void aPromotionGivingASideWithoutRoyalsItsOneRoyalMayNotLeaveItAttacked() {
    // the royal count after the move rules: White has no royal, and the pawn of kings would
    // become its one royal on b10, which the rook on e10 attacks; only the knight's four moves
    String f = fen("w", "-", "00", "PKb9", "Nd1", "re10", "kk5");
    assertEquals(set("d1b2 d1c3 d1e3 d1f2"), moves(f));
    assertEquals(4, Variants.TAMERLANE.perftPosition(f).perft(1));
    // with the rook on e8 the prince would stand safe on b10
    String safe = fen("w", "-", "00", "PKb9", "Nd1", "re8", "kk5");
    assertEquals(set("b9b10 d1b2 d1c3 d1e3 d1f2"), moves(safe));
    assertEquals(5, Variants.TAMERLANE.perftPosition(safe).perft(1));
  }

  @Test
  void checkIsFromThePositionAfterTheWholeMove() {
    // with one royal, a move that leaves it attacked is illegal: the pinned vizier may not leave
    // the e-file, the king may not step onto the rook's file
    String f = fen("w", "S", "00", "Ke1", "Ve2", "re10", "kk8");
    assertEquals(set("e1d1 e1d2 e1f1 e1f2 e2e3"), moves(f));
  }

  @Test
  void aSideWithNoLegalMoveLoses() {
    // reference line 68: White to move has no legal move
    TamerlaneGame game =
        new TamerlaneGame(Boards.position("11/11/7r3/4n6/10e/10PN/11/v10/2k8/K10 w -- S 00 0 30"));
    assertEquals(set(""), moves(game.position()));
    assertEquals("0-1", game.outcome().get().result().pgn());
    // stalemate wins too: Black's lone king on a10 is not attacked but cannot move (a9 and b10
    // by the knight on c8, b9 by the war engine on b7)
    TamerlaneGame stalemate =
        new TamerlaneGame(Boards.position(fen("b", "-", "00", "ka10", "Nc8", "Wb7", "Kk1")));
    assertEquals(set(""), moves(stalemate.position()));
    assertEquals("1-0", stalemate.outcome().get().result().pgn());
  }

  @Test
  void aBareKingDoesNotLose() {
    TamerlaneGame game =
        new TamerlaneGame(Boards.position(fen("b", "s", "00", "kf5", "Ka1", "Rk2", "Nb3")));
    assertFalse(game.isOver());
    assertEquals(8, moves(game.position()).size());
  }

  @Test
  void aPicketDoesNotAttackTheSquareNextToIt() {
    // tamerlane.md "Pieces", picket: at least 2 squares. The king on g7 touches the picket on f6
    // and is not in check; it may take it. The picket on h9 covers f7, not g8; the one on f6 would
    // cover h8 through g7 once the king has left it
    String f = fen("w", "S", "00", "Kg7", "tf6", "th9", "kk1");
    assertEquals(set("g7f6 g7f8 g7g6 g7g8 g7h6 g7h7"), moves(f));
  }

  @Test
  void aGiraffesCheckIsBlockedOnItsDiagonalStepOrItsRun() {
    // tamerlane.md "Pieces", giraffe: c2 checks d7 through d3 (the step) and d4 d5 d6 (the run).
    // Blocks: Nb4 to d3 or d5, Rk4 to d4; Nb4 takes c2; the king leaves the d-file (d6 and d8
    // stay covered); or swaps (in check) with b4, e1 or k4
    String f = fen("w", "-", "00", "Kd7", "zc2", "Rk4", "Nb4", "Ge1", "kk10");
    assertEquals(set("b4c2 b4d3 b4d5 k4d4 d7c6 d7c7 d7c8 d7e6 d7e7 d7e8 d7b4 d7e1 d7k4"), moves(f));
  }
}
