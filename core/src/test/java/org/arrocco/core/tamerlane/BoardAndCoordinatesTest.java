package org.arrocco.core.tamerlane;

import static org.arrocco.core.tamerlane.Boards.fen;
import static org.arrocco.core.tamerlane.Boards.moves;
import static org.arrocco.core.tamerlane.Boards.movesFrom;
import static org.arrocco.core.tamerlane.Boards.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arrocco.core.generic.BoardGeometry;
import org.arrocco.core.generic.GenericPosition;
import org.junit.jupiter.api.Test;

/**
 * shared/rules/tamerlane.md, "Board and coordinates": 11x10 squares, the citadels l2 and z9, what
 * touches them, and that only a royal step reaches them.
 */
class BoardAndCoordinatesTest {
  private static final BoardGeometry G = TamerlaneSpec.SPEC.geometry();

  @Test
  void elevenFilesTenRanksAndTwoCitadels() {
    assertEquals(110, G.boardSize());
    assertEquals(112, G.size());
    assertEquals("a1", G.name(G.square(0, 0)));
    assertEquals("k10", G.name(G.square(10, 9)));
    assertEquals("l2", G.name(TamerlaneSpec.WHITE_CITADEL));
    assertEquals("z9", G.name(TamerlaneSpec.BLACK_CITADEL));
    assertEquals(-1, G.parse("l1"));
    assertEquals(-1, G.parse("a11"));
    assertEquals(0, G.extraOwner(TamerlaneSpec.WHITE_CITADEL));
    assertEquals(1, G.extraOwner(TamerlaneSpec.BLACK_CITADEL));
  }

  @Test
  void citadelsTouchThreeSquares() {
    // an adventitious king in its own citadel steps to the three squares it touches
    assertEquals(set("l2k1 l2k2 l2k3"), movesFrom(fen("w", "-", "00", "Al2", "Ka5", "kf9"), "l2"));
    assertEquals(set("z9a8 z9a9 z9a10"), movesFrom(fen("b", "-", "00", "az9", "kf9", "Ka5"), "z9"));
  }

  @Test
  void noRiderLeaperOrPawnEntersACitadel() {
    // rook, knight, camel, war engine, general, vizier around White's citadel; a pawn on k2
    String f = fen("w", "-", "00", "Rk2", "Nj3", "Ci1", "Wj2", "Gk1", "Vk3", "Ka5", "kf9", "PNj1");
    for (String m : moves(f)) {
      assertFalse(m.contains("l2"), m);
    }
    // a king beside its own citadel may not enter it
    assertEquals(
        set("k2j1 k2j2 k2j3 k2k1 k2k3"), movesFrom(fen("w", "-", "00", "Kk2", "kf9"), "k2"));
  }

  @Test
  void aPieceInACitadelCannotBeCapturedAndAttacksTheSquaresItTouches() {
    GenericPosition p = Boards.position(fen("b", "-", "00", "Al2", "Ka5", "kk3"));
    assertFalse(p.attacked(TamerlaneSpec.WHITE_CITADEL, 1));
    assertTrue(p.attacked(SetUpsTest.sq("k3"), 0));
    assertTrue(p.attacked(SetUpsTest.sq("k1"), 0));
    assertFalse(p.attacked(SetUpsTest.sq("j2"), 0));
    // Black's king is in check from the citadel; it cannot take into it nor enter it
    assertEquals(set("k3j2 k3j3 k3j4 k3k4"), moves(p));
  }
}
