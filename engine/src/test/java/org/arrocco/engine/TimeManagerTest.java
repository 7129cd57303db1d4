package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The time plan: about own/40 + increment/2, never more than a tenth of the clock, less the Move
 * Overhead; Sprint's hourglass keeps a tenth and 300 ms in hand. Expected values are worked out by
 * hand from those rules.
 */
class TimeManagerTest {
  private static final long OVERHEAD = 100;

  private static TimeManager plan(SearchLimits limits, int colour) {
    return new TimeManager(limits, colour, OVERHEAD, 0);
  }

  @Test
  void suddenDeathPlansAFortiethOfTheClock() {
    // The club's 8+0: 480 s / 40 = 12 s, less 100 ms; at most 48 s, less 100 ms.
    TimeManager start = plan(SearchLimits.ofClock(480_000, 480_000, 0, 0, 0), 0);
    assertEquals(11_900, start.optimum());
    assertEquals(47_900, start.maximum());
    // Black's own clock counts, not White's.
    TimeManager black = plan(SearchLimits.ofClock(480_000, 20_000, 0, 0, 0), 1);
    assertEquals(400, black.optimum());
    assertEquals(1_900, black.maximum());
  }

  @Test
  void theIncrementAddsHalfOfItself() {
    // 60+0.6 at the start: 60 s / 40 + 0.6 s / 2 = 1.8 s, less 100 ms; cap 6 s less 100 ms.
    TimeManager t = plan(SearchLimits.ofClock(60_000, 60_000, 600, 600, 0), 0);
    assertEquals(1_700, t.optimum());
    assertEquals(5_900, t.maximum());
  }

  @Test
  void neverMoreThanATenthOfTheClock() {
    // 10 s left with a 5 s increment: 10/40 + 5/2 = 2.75 s would be planned, but a tenth is 1 s.
    TimeManager t = plan(SearchLimits.ofClock(10_000, 10_000, 5_000, 5_000, 0), 1);
    assertEquals(900, t.maximum());
    assertEquals(900, t.optimum());
    assertTrue(t.mustStop(900_000_000L));
    assertFalse(t.mustStop(899_000_000L));
    // A clock smaller than ten overheads still gets a search of at least 1 ms.
    TimeManager tiny = plan(SearchLimits.ofClock(500, 500, 0, 0, 0), 0);
    assertEquals(1, tiny.maximum());
    assertEquals(1, tiny.optimum());
  }

  @Test
  void aDelayIsNotChargedSoItIsSpent() {
    SearchLimits delay =
        new SearchLimits(60_000, 60_000, 0, 0, 2_000, 0, 0, 0, 0, 0, false, false, null, 0);
    TimeManager t = plan(delay, 0);
    assertEquals(60_000 / 40 + 2_000 - OVERHEAD, t.optimum());
    assertEquals(6_000 + 2_000 - OVERHEAD, t.maximum());
  }

  @Test
  void movesToGoDividesTheTime() {
    // 10 moves to go in 10 s: 1 s each, capped at a tenth (1 s), less 100 ms.
    TimeManager ten = plan(SearchLimits.ofClock(10_000, 10_000, 0, 0, 10), 0);
    assertEquals(900, ten.optimum());
    // The last move before the control may take half of the clock.
    TimeManager last = plan(SearchLimits.ofClock(10_000, 10_000, 0, 0, 1), 0);
    assertEquals(4_900, last.maximum());
    assertEquals(4_900, last.optimum());
  }

  @Test
  void aFixedTimeIsTakenAsGivenLessTheOverhead() {
    TimeManager fixed = plan(SearchLimits.ofMoveTime(1_000), 0);
    assertEquals(900, fixed.optimum());
    assertEquals(900, fixed.maximum());
  }

  @Test
  void theHourglassKeepsATenthAndThreeHundredMillisecondsInHand() {
    // 60 s on the hourglass: 6 s and the overhead kept, 53.9 s at most, a quarter planned.
    TimeManager full = plan(SearchLimits.ofHourglass(60_000), 0);
    assertEquals(53_900, full.maximum());
    assertEquals(13_475, full.optimum());
    // 2 s left: 300 ms (more than a tenth) and the overhead kept.
    TimeManager low = plan(SearchLimits.ofHourglass(2_000), 1);
    assertEquals(1_600, low.maximum());
    assertEquals(400, low.optimum());
    // A game clock beside the hourglass: the tighter of the two plans.
    SearchLimits both =
        new SearchLimits(8_000, 8_000, 0, 0, 0, 0, 0, 0, 0, 0, false, false, null, 60_000);
    TimeManager t = plan(both, 0);
    assertEquals(700, t.maximum());
    assertEquals(100, t.optimum());
  }

  @Test
  void depthAndNodeSearchesHaveNoClock() {
    assertFalse(plan(SearchLimits.ofDepth(10), 0).isTimed());
    assertFalse(plan(SearchLimits.ofNodes(1000), 0).mustStop(Long.MAX_VALUE / 2));
  }
}
