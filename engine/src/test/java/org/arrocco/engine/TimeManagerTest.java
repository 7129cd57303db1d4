package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The time plan never risks the clock and spends what the control gives. */
class TimeManagerTest {
  private static TimeManager plan(SearchLimits limits, int colour, int gamePly) {
    return new TimeManager(limits, colour, gamePly, 30, 0);
  }

  @Test
  void suddenDeathKeepsMostOfTheClock() {
    // The club's 8+0, at the start and with 5 seconds left.
    TimeManager start = plan(SearchLimits.ofClock(480_000, 480_000, 0, 0, 0), 0, 0);
    assertTrue(start.optimum() > 5_000 && start.optimum() < 15_000, "" + start.optimum());
    assertTrue(start.maximum() <= 480_000 / 5);
    TimeManager late = plan(SearchLimits.ofClock(5_000, 60_000, 0, 0, 0), 0, 120);
    assertTrue(late.maximum() <= 1_000, "" + late.maximum());
    assertTrue(late.optimum() >= 100, "" + late.optimum());
  }

  @Test
  void theIncrementIsSpent() {
    TimeManager none = plan(SearchLimits.ofClock(10_000, 10_000, 0, 0, 0), 1, 40);
    TimeManager inc = plan(SearchLimits.ofClock(10_000, 10_000, 100, 100, 0), 1, 40);
    assertTrue(inc.optimum() >= none.optimum() + 70);
    assertTrue(inc.maximum() < 10_000 - 30);
  }

  @Test
  void aDelayIsSpentLikeAnIncrement() {
    SearchLimits delay =
        new SearchLimits(60_000, 60_000, 0, 0, 2_000, 0, 0, 0, 0, 0, false, false, null);
    TimeManager withDelay = plan(delay, 0, 20);
    TimeManager without = plan(SearchLimits.ofClock(60_000, 60_000, 0, 0, 0), 0, 20);
    assertTrue(withDelay.optimum() >= without.optimum() + 2_000);
  }

  @Test
  void movesToGoDividesTheTime() {
    TimeManager last = plan(SearchLimits.ofClock(10_000, 10_000, 0, 0, 1), 0, 78);
    assertTrue(last.maximum() <= 9_000 && last.optimum() >= 5_000, last.optimum() + "");
    TimeManager ten = plan(SearchLimits.ofClock(10_000, 10_000, 0, 0, 10), 0, 60);
    assertTrue(ten.optimum() <= 1_100 && ten.optimum() >= 900, "" + ten.optimum());
  }

  @Test
  void aFixedTimeIsTakenAsGivenLessTheOverhead() {
    TimeManager fixed = plan(SearchLimits.ofMoveTime(1_000), 0, 0);
    assertEquals(970, fixed.optimum());
    assertEquals(970, fixed.maximum());
    assertTrue(fixed.mustStop(970_000_000L));
    assertFalse(fixed.mustStop(969_000_000L));
  }

  @Test
  void depthAndNodeSearchesHaveNoClock() {
    assertFalse(plan(SearchLimits.ofDepth(10), 0, 0).isTimed());
    assertFalse(plan(SearchLimits.ofNodes(1000), 0, 0).mustStop(Long.MAX_VALUE / 2));
  }
}
