package org.arrocco.core.tamerlane;

import static org.arrocco.core.tamerlane.Boards.fen;
import static org.arrocco.core.tamerlane.Boards.movesFrom;
import static org.arrocco.core.tamerlane.Boards.set;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * shared/rules/tamerlane.md, "Pieces": the move list of every piece type on a small position,
 * worked out by hand from the table (kings on k1 and k10 stay out of the way).
 */
class PiecesTest {
  private static String alone(String piece, String... others) {
    String[] all = new String[others.length + 3];
    all[0] = piece;
    all[1] = "Kk1";
    all[2] = "kk10";
    System.arraycopy(others, 0, all, 3, others.length);
    return fen("w", "-", "00", all);
  }

  @Test
  void kingPrinceAndAdventitiousKingStepOneSquare() {
    String steps = "e5d4 e5d5 e5d6 e5e4 e5e6 e5f4 e5f5 e5f6";
    assertEquals(set(steps), movesFrom(alone("Ke5", "Ha1"), "e5"));
    assertEquals(set(steps), movesFrom(alone("He5"), "e5"));
    assertEquals(set(steps), movesFrom(alone("Ae5"), "e5"));
  }

  @Test
  void generalStepsDiagonally() {
    assertEquals(set("e5d4 e5d6 e5f4 e5f6"), movesFrom(alone("Ge5"), "e5"));
  }

  @Test
  void vizierStepsOrthogonally() {
    assertEquals(set("e5e4 e5e6 e5d5 e5f5"), movesFrom(alone("Ve5"), "e5"));
  }

  @Test
  void knightLeaps() {
    assertEquals(
        set("e5d3 e5f3 e5d7 e5f7 e5c4 e5c6 e5g4 e5g6"),
        movesFrom(alone("Ne5", "Ve4", "Ve6", "Vd5", "Vf5"), "e5"));
  }

  @Test
  void elephantLeapsExactlyTwoDiagonally() {
    assertEquals(set("e5c3 e5c7 e5g3 e5g7"), movesFrom(alone("Ee5", "Gd4", "gf6"), "e5"));
  }

  @Test
  void camelLeapsOneThree() {
    assertEquals(
        set("e5d2 e5f2 e5d8 e5f8 e5b4 e5b6 e5h4 e5h6"), movesFrom(alone("Ce5", "Re4"), "e5"));
  }

  @Test
  void warEngineLeapsExactlyTwoOrthogonally() {
    assertEquals(set("e5c5 e5g5 e5e3 e5e7"), movesFrom(alone("We5", "Ve6", "vf5"), "e5"));
  }

  @Test
  void rookSlidesAndCaptures() {
    assertEquals(
        set("e5e1 e5e2 e5e3 e5e4 e5e6 e5e7 e5e8 e5d5 e5f5 e5g5 e5h5 e5i5 e5j5 e5k5"),
        movesFrom(alone("Re5", "re8", "Vc5"), "e5"));
  }

  @Test
  void picketSlidesDiagonallyAtLeastTwo() {
    // NE: f6 empty, then g7 h8 i9 j10; NW: c7 b8 a9; SE: g3 h2 i1; SW: c3 b2 a1
    assertEquals(
        set("e5g7 e5h8 e5i9 e5j10 e5c7 e5b8 e5a9 e5g3 e5h2 e5i1 e5c3 e5b2 e5a1"),
        movesFrom(alone("Te5"), "e5"));
    // a piece on the first square blocks the line (and cannot be taken); a piece further on
    // is taken
    assertEquals(
        set("e5c7 e5b8 e5a9 e5g3 e5c3 e5b2 e5a1"),
        movesFrom(alone("Te5", "gf6", "Nh2", "eg3"), "e5"));
  }

  @Test
  void giraffeStepsDiagonallyThenSlidesOutwardThreeOrMore() {
    // the rules file's example: e5 via f6 to f9 f10 or i6 j6 k6
    assertEquals(
        set("e5f9 e5f10 e5i6 e5j6 e5k6 e5d9 e5d10 e5a6 e5f1 e5i4 e5j4 e5k4 e5d1 e5a4"),
        movesFrom(alone("Ze5"), "e5"));
    // f6 taken: both branches through f6 are shut; a piece on f8 (second square of the run)
    // cannot be taken and ends the run; h4 shuts i4 j4 k4 (it is on the second square)
    assertEquals(
        set("e5d9 e5d10 e5a6 e5f1 e5d1 e5a4"), movesFrom(alone("Ze5", "Vf6", "rh4"), "e5"));
    assertEquals(
        set("e5i6 e5j6 e5k6 e5d9 e5d10 e5a6 e5f1 e5i4 e5j4 e5k4 e5d1 e5a4"),
        movesFrom(alone("Ze5", "rf8"), "e5"));
    // an enemy on the third square of a run is taken
    assertEquals(
        set("e5f9 e5i6 e5j6 e5k6 e5d9 e5d10 e5a6 e5f1 e5i4 e5j4 e5k4 e5d1 e5a4"),
        movesFrom(alone("Ze5", "rf9"), "e5"));
  }

  @Test
  void pawnStepsForwardAndCapturesDiagonallyForward() {
    assertEquals(set("e5e6 e5d6"), movesFrom(alone("PWe5", "rd6", "Vf6"), "e5"));
    // no double step, and a blocked pawn does not move
    assertEquals(set("e3e4"), movesFrom(alone("PNe3"), "e3"));
    assertEquals(set(""), movesFrom(alone("PNe3", "re4"), "e3"));
    // Black's pawns move down the board
    assertEquals(
        set("e6e5 e6f5"),
        movesFrom(fen("b", "-", "00", "pre6", "Rf5", "Ge7", "Kk1", "kk10"), "e6"));
  }
}
