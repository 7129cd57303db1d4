package org.arrocco.core.sprint;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** sprint.md, End of the game, insufficient material: tiles still to come count. */
class SprintMaterialTest {
  private static final long C1 = 1L << 2; // dark
  private static final long F1 = 1L << 5; // light
  private static final long E2 = 1L << 12; // light? e2: file 4 rank 1 -> 5 odd -> light
  private static final long D2 = 1L << 11; // dark

  private static int[][] none() {
    return new int[2][Tile.COUNT];
  }

  @Test
  void bareKingsAndASingleMinorAreDead() {
    assertTrue(SprintMaterial.dead(0, 0, 0, none(), new int[2]));
    assertTrue(SprintMaterial.dead(0, 1, 0, none(), new int[2]));
    assertTrue(SprintMaterial.dead(0, 0, C1, none(), new int[2]));
  }

  @Test
  void aTileStillToComeKeepsTheGameAlive() {
    int[][] t = none();
    t[1][Tile.PAWN] = 1;
    assertFalse(SprintMaterial.dead(0, 0, 0, t, new int[2]), "a pawn in Black's deck");
    t = none();
    t[0][Tile.KNIGHT] = 1;
    assertFalse(SprintMaterial.dead(0, 1, 0, t, new int[2]), "knight on board + knight tile");
    assertFalse(SprintMaterial.dead(1, 0, 0, none(), new int[2]), "a pawn on the board");
  }

  @Test
  void bishopsOfOneColourOnlyAreDeadCountingWhereTilesMayGo() {
    assertTrue(SprintMaterial.dead(0, 0, C1 | D2, none(), new int[2]));
    assertFalse(SprintMaterial.dead(0, 0, C1 | E2, none(), new int[2]));
    assertFalse(SprintMaterial.dead(0, 0, C1 | F1, none(), new int[2]));
    int[][] t = none();
    t[0][Tile.BISHOP] = 1;
    // White's bishop tile may go on either colour: alive.
    assertFalse(SprintMaterial.dead(0, 0, C1, t, new int[2]));
    // White's first bishop went on a light square: the tile can only go dark, like c1.
    assertTrue(SprintMaterial.dead(0, 0, C1, t, new int[] {SprintMaterial.LIGHT, 0}));
  }

  @Test
  void squareColours() {
    assertTrue(SprintMaterial.colourBit(0) == SprintMaterial.DARK, "a1 is dark");
    assertTrue(SprintMaterial.colourBit(7) == SprintMaterial.LIGHT, "h1 is light");
    assertTrue(SprintMaterial.colourBit(63) == SprintMaterial.DARK, "h8 is dark");
    assertTrue(SprintMaterial.colourBit(12) == SprintMaterial.LIGHT, "e2 is light");
  }
}
