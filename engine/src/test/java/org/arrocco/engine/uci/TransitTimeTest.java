package org.arrocco.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The time lost outside the engine, learnt from the clocks the GUI sends. */
class TransitTimeTest {
  @Test
  void learnsWhatTheClockChargedBeyondTheSearch() {
    TransitTime t = new TransitTime();
    assertEquals(0, t.margin());
    t.go(0, 10_000, 100);
    t.searched(200);
    // charged 10,000 + 100 - 9,500 = 600 ms for a search of 200: 400 lost outside, twice kept
    t.go(0, 9_500, 100);
    assertEquals(800, t.margin());
    t.searched(100);
    // charged exactly the search: the worst seen fades by an eighth
    t.go(0, 9_500, 100);
    assertEquals(700, t.margin());
  }

  @Test
  void aNewControlAPonderOrAnotherSideTeachesNothing() {
    TransitTime t = new TransitTime();
    t.go(1, 1_000, 0);
    t.searched(100);
    t.go(1, 60_000, 0); // a new time control added time: nothing learnt
    assertEquals(0, t.margin());
    t.searched(100);
    t.untimed(); // go ponder or infinite
    t.go(1, 50_000, 0);
    assertEquals(0, t.margin());
    t.searched(100);
    t.go(0, 40_000, 0); // the other side's clock
    assertEquals(0, t.margin());
    t.searched(100);
    t.go(0, 39_000, 0);
    assertEquals(1_800, t.margin());
    t.reset();
    assertEquals(0, t.margin());
  }
}
