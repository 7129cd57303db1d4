package org.arrocco.tournament.event;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The warm-up's made-up event is paired through every round (a warm-up that fails warms nothing).
 */
class PairerWarmUpTest {
  @Test
  void everyRoundOfTheMadeUpEventIsPaired() {
    assertTrue(PairerWarmUp.run());
  }
}
