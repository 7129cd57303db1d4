package org.arrocco.core.tamerlane;

import static org.arrocco.core.tamerlane.Boards.moves;
import static org.arrocco.core.tamerlane.Boards.set;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.arrocco.core.variant.Variants;
import org.junit.jupiter.api.Test;

/** shared/rules/tamerlane.md, "Set-ups": the three arrays and the 24 moves of the start. */
class SetUpsTest {
  /**
   * Hand count from the rules file: 11 pawn steps; knights b2 (a4 c4 d1) and j2 (i4 k4 h1); camels
   * c1 (b4 d4) and i1 (h4 j4); general e2 (d1 f1); king f2 (f1).
   */
  private static final String START_MOVES =
      "a3a4 b3b4 c3c4 d3d4 e3e4 f3f4 g3g4 h3h4 i3i4 j3j4 k3k4 "
          + "b2a4 b2c4 b2d1 j2i4 j2k4 j2h1 c1b4 c1d4 i1h4 i1j4 e2d1 e2f1 f2f1";

  @Test
  void defaultArrayIsTheMasculineArrayWithBlackRotated() {
    GenericPosition p = TamerlaneFen.read(TamerlaneSetup.DEFAULT.fen());
    assertEquals(set(START_MOVES), moves(p));
    // Black: king f9, general g9, vizier e9, pawn of pawns k8 (rotation)
    assertEquals("k", p.spec().symbol(p.piece(sq("f9"))));
    assertEquals("g", p.spec().symbol(p.piece(sq("g9"))));
    assertEquals("v", p.spec().symbol(p.piece(sq("e9"))));
    assertEquals("pp", p.spec().symbol(p.piece(sq("k8"))));
    assertEquals(sq("a3"), p.anchor(0));
    assertEquals(sq("k8"), p.anchor(1));
    assertEquals(TamerlaneSetup.DEFAULT.fen(), Variants.TAMERLANE.startFen());
  }

  @Test
  void feminineArray() {
    GenericPosition p = TamerlaneFen.read(TamerlaneSetup.FEMININE.fen());
    assertEquals("K", p.spec().symbol(p.piece(sq("f1"))));
    assertEquals("PK", p.spec().symbol(p.piece(sq("f2"))));
    assertEquals("k", p.spec().symbol(p.piece(sq("f10"))));
    assertEquals(24, moves(p).size());
  }

  @Test
  void mirroredArrayPutsBlacksPawnOfPawnsOnA8() {
    GenericPosition p = TamerlaneFen.read(TamerlaneSetup.MIRRORED.fen());
    assertEquals("pp", p.spec().symbol(p.piece(sq("a8"))));
    assertEquals("g", p.spec().symbol(p.piece(sq("e9"))));
    assertEquals(sq("a8"), p.anchor(1));
    assertEquals(set(START_MOVES), moves(p));
  }

  @Test
  void whiteMovesFirst() {
    for (TamerlaneSetup s : TamerlaneSetup.values()) {
      assertEquals(0, TamerlaneFen.read(s.fen()).side());
    }
  }

  static int sq(String name) {
    return TamerlaneSpec.SPEC.geometry().parse(name);
  }
}
