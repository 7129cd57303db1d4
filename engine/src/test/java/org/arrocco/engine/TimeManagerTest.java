package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The time plan: what the next 50 moves may spend (the clock and their increments, less 52 Move
 * Overheads), a thirtieth of it planned (with moves to go, an equal share), at most five plans and
 * never more than a fifth of the clock less one overhead; Sprint's hourglass keeps a tenth and 300
 * ms in hand. Expected values are worked out by hand from those rules.
 */
class TimeManagerTest {
  private static final long OVERHEAD = 100;

  private static TimeManager plan(SearchLimits limits, int colour) {
    return new TimeManager(limits, colour, OVERHEAD, 0);
  }

  @Test
  void suddenDeathPlansAThirtiethOfWhatFiftyMovesMaySpend() {
    // The club's 8+0: 480 s less 52 x 100 ms = 474.8 s; a thirtieth is 15,826 ms; at most five
    // times that, 79,130 ms (a fifth of the clock less 100 ms, 95.9 s, is more).
    TimeManager start = plan(SearchLimits.ofClock(480_000, 480_000, 0, 0, 0), 0);
    assertEquals(15_826, start.optimum());
    assertEquals(79_130, start.maximum());
    // Black's own clock counts, not White's: 20 s less 5.2 s = 14.8 s, a thirtieth 493 ms.
    TimeManager black = plan(SearchLimits.ofClock(480_000, 20_000, 0, 0, 0), 1);
    assertEquals(493, black.optimum());
    assertEquals(2_465, black.maximum());
  }

  @Test
  void theIncrementsOfTheMovesToComeCount() {
    // 60+0.6 at the start: 60 s + 49 x 0.6 s - 5.2 s = 84.2 s, a thirtieth 2,806 ms; five times
    // that (14 s) is more than a fifth of the clock less 100 ms, 11.9 s.
    TimeManager t = plan(SearchLimits.ofClock(60_000, 60_000, 600, 600, 0), 0);
    assertEquals(2_806, t.optimum());
    assertEquals(11_900, t.maximum());
  }

  @Test
  void neverMoreThanAFifthOfTheClock() {
    // 10 s left with a 5 s increment: 8.3 s would be planned, but a fifth less 100 ms is 1.9 s.
    TimeManager t = plan(SearchLimits.ofClock(10_000, 10_000, 5_000, 5_000, 0), 1);
    assertEquals(1_900, t.maximum());
    assertEquals(1_900, t.optimum());
    assertTrue(t.mustStop(1_900_000_000L));
    assertFalse(t.mustStop(1_899_000_000L));
    // A clock smaller than the overheads of the moves to come still gets a search of 1 ms.
    TimeManager tiny = plan(SearchLimits.ofClock(500, 500, 0, 0, 0), 0);
    assertEquals(1, tiny.maximum());
    assertEquals(1, tiny.optimum());
  }

  @Test
  void aDelayIsNotChargedSoItIsSpent() {
    SearchLimits delay =
        new SearchLimits(60_000, 60_000, 0, 0, 2_000, 0, 0, 0, 0, 0, false, false, null, 0);
    TimeManager t = plan(delay, 0);
    // (60 s - 5.2 s) / 30 = 1,826 ms, and the delay of 2 s; at most 12 s + 2 s - 100 ms.
    assertEquals(1_826 + 2_000, t.optimum());
    assertEquals(12_000 + 2_000 - OVERHEAD, t.maximum());
  }

  @Test
  void movesToGoDividesTheTime() {
    // 10 moves to go in 10 s: (10 s - 12 x 100 ms) / 10 = 880 ms; at most a fifth less 100 ms.
    TimeManager ten = plan(SearchLimits.ofClock(10_000, 10_000, 0, 0, 10), 0);
    assertEquals(880, ten.optimum());
    assertEquals(1_900, ten.maximum());
    // The last move before the control may take half of the clock, less 100 ms.
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
    // the clock: (8 s - 5.2 s) / 30 = 93 ms, at most five times that, 465 ms
    assertEquals(465, t.maximum());
    assertEquals(93, t.optimum());
  }

  @Test
  void depthAndNodeSearchesHaveNoClock() {
    assertFalse(plan(SearchLimits.ofDepth(10), 0).isTimed());
    assertFalse(plan(SearchLimits.ofNodes(1000), 0).mustStop(Long.MAX_VALUE / 2));
  }
}
