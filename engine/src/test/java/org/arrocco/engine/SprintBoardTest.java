package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

/**
 * A Sprint tile is valued as the board will value its piece: the mean of the middle-game and
 * end-game material of the shipped weights. Expected values worked out by hand from {@code
 * eval-weights.txt} (material: pawn 85/91, knight 376/332, bishop 399/352, rook 491/594, queen
 * 1059/1063); they change when the weights are tuned again.
 */
class SprintBoardTest {

  @Test
  void aTileIsWorthTheMeanOfItsPiecesMaterial() {
    assertArrayEquals(new int[] {0, 88, 354, 375, 542, 1061, 0}, SprintBoard.VALUE);
  }
}
