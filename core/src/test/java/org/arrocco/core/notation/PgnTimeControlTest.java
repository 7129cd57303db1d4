package org.arrocco.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.arrocco.core.clock.TimeControl;
import org.junit.jupiter.api.Test;

class PgnTimeControlTest {
  @Test
  void mapsSuddenDeathAndFischerBothWays() {
    assertEquals(Optional.of(TimeControl.CLUB_BLITZ), PgnTimeControl.toClock("480"));
    assertEquals(Optional.of(TimeControl.fischer(180_000, 2000)), PgnTimeControl.toClock("180+2"));
    assertEquals(Optional.of("480"), PgnTimeControl.of(TimeControl.CLUB_BLITZ));
    assertEquals(Optional.of("180+2"), PgnTimeControl.of(TimeControl.fischer(180_000, 2000)));
  }

  @Test
  void otherValidFormsHaveNoClock() {
    for (String v : new String[] {"?", "-", "40/7200:3600", "40/5400+30:1800+30", "*180"}) {
      assertEquals(Optional.empty(), PgnTimeControl.toClock(v), v);
    }
    assertEquals(Optional.empty(), PgnTimeControl.of(TimeControl.bronstein(60_000, 2000)));
    assertEquals(Optional.empty(), PgnTimeControl.of(TimeControl.perMove(60_000)));
    assertEquals(Optional.empty(), PgnTimeControl.of(TimeControl.suddenDeath(1500)));
  }

  @Test
  void theFormsCutechessWritesForEngineGamesAreRead() {
    // cutechess writes seconds to the millisecond, "inf" for no limit and "N/move"
    assertEquals(Optional.of(TimeControl.fischer(10_000, 100)), PgnTimeControl.toClock("10+0.1"));
    assertEquals(Optional.of(TimeControl.suddenDeath(1_500)), PgnTimeControl.toClock("1.5"));
    for (String v : new String[] {"inf", "5/move", "0.5/move", "40/60.5+0.25", "40/60:0.5+0.05"}) {
      assertEquals(Optional.empty(), PgnTimeControl.toClock(v), v);
    }
    String[][] bad = {
      {"0/move", "'0/move' gives 0 seconds per move"},
      {
        "10+0.0001",
        "period 1 '10+0.0001' is not moves/seconds, seconds, seconds+increment or"
            + " *seconds (PGN 9.6.1), nor inf or seconds/move"
      },
      {"40/0.0", "period 1 '40/0.0' has 0 seconds for its moves (PGN 9.6.1)"},
    };
    for (String[] b : bad) {
      NotationException e = assertThrows(NotationException.class, () -> PgnTimeControl.check(b[0]));
      assertEquals(b[1], e.problem());
    }
    assertThrows(NotationException.class, () -> PgnTimeControl.toClock("0.0+1"));
  }

  @Test
  void aZeroOrHugeGameTimeIsRefusedByName() {
    for (String v : new String[] {"0", "0+2", "99999999999999999999", "9223372036854775807+1"}) {
      NotationException e =
          assertThrows(NotationException.class, () -> PgnTimeControl.toClock(v), v);
      assertEquals("tag TimeControl", e.where(), v);
    }
    assertEquals(Optional.of(TimeControl.fischer(60_000, 0)), PgnTimeControl.toClock("60+0"));
  }

  @Test
  void aZeroWherePgnAsksForAPositiveIntegerIsRefusedNamingThePeriod() {
    // PGN 9.6.1: moves/seconds is two positive integers, a sandclock a positive integer
    String[][] bad = {
      {"0/300", "period 1 '0/300' has 0 moves (PGN 9.6.1)"},
      {"40/9000:00/300", "period 2 '00/300' has 0 moves (PGN 9.6.1)"},
      {"40/0", "period 1 '40/0' has 0 seconds for its moves (PGN 9.6.1)"},
      {"40/000+30:1800", "period 1 '40/000+30' has 0 seconds for its moves (PGN 9.6.1)"},
      {"*0", "period 1 '*0' has a sandclock of 0 seconds (PGN 9.6.1)"},
    };
    for (String[] b : bad) {
      NotationException e = assertThrows(NotationException.class, () -> PgnTimeControl.check(b[0]));
      assertEquals("tag TimeControl", e.where(), b[0]);
      assertEquals(b[1], e.problem());
    }
    for (String ok : new String[] {"40/9000:300", "300+2", "*300", "-", "?", "40/5400+30:0+30"}) {
      PgnTimeControl.check(ok);
    }
  }

  @Test
  void malformedValuesNameThePeriod() {
    NotationException e =
        assertThrows(NotationException.class, () -> PgnTimeControl.check("40/7200:5 min"));
    assertEquals("tag TimeControl", e.where());
    assertEquals(
        "period 2 '5 min' is not moves/seconds, seconds, seconds+increment or *seconds (PGN 9.6.1)",
        e.problem());
    assertThrows(NotationException.class, () -> PgnTimeControl.check(""));
    assertThrows(
        NotationException.class,
        () -> PgnReplay.replay(PgnReader.readAll("[TimeControl \"8+0 min\"]\n*").get(0)));
  }
}
