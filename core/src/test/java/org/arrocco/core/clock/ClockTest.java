package org.arrocco.core.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.arrocco.core.game.Side;
import org.arrocco.core.notation.ClockText;
import org.arrocco.core.notation.NotationException;
import org.junit.jupiter.api.Test;

class ClockTest {
  private static final long MIN = 60_000;

  private static Clock started(TimeControl tc, long at) {
    Clock c = new Clock(tc, Side.WHITE);
    c.start(at);
    return c;
  }

  @Test
  void suddenDeathChargesTheTimeUsedAndSwitchesSides() {
    Clock c = started(TimeControl.CLUB_BLITZ, 1000);
    assertEquals(8 * MIN, c.timeLeft(Side.WHITE, 1000));
    assertEquals(Optional.empty(), c.press(4000)); // White used 3 s
    assertEquals(8 * MIN - 3000, c.timeLeft(Side.WHITE, 4000));
    assertEquals(Side.BLACK, c.toMove());
    assertEquals(8 * MIN - 500, c.timeLeft(Side.BLACK, 4500)); // Black's time runs
    assertEquals(8 * MIN - 3000, c.timeLeft(Side.WHITE, 4500)); // White's stands
    c.press(14_000);
    assertEquals(8 * MIN - 10_000, c.timeLeft(Side.BLACK, 20_000));
    assertEquals(2, c.moves());
  }

  @Test
  void theArbiterAddsTwoMinutesOnAPausedClock() {
    // FIDE 9.5.3 / 7.5.5: two minutes to the opponent's remaining time; 6.12.1: clock paused first
    Clock c = started(TimeControl.suddenDeath(8 * MIN), 0);
    c.press(4000); // White used 4 s
    assertThrows(IllegalStateException.class, () -> c.addTime(Side.WHITE, 2 * MIN)); // running
    c.pause(9000); // Black used 5 s of the move
    c.addTime(Side.WHITE, 2 * MIN);
    assertEquals(10 * MIN - 4000, c.timeLeft(Side.WHITE, 9000));
    c.addTime(Side.BLACK, 2 * MIN); // the side whose move is paused: its time used still counts
    assertEquals(10 * MIN - 5000, c.timeLeft(Side.BLACK, 9000));
    assertThrows(IllegalArgumentException.class, () -> c.addTime(Side.WHITE, 0));
    c.resume(20_000);
    assertEquals(10 * MIN - 6000, c.timeLeft(Side.BLACK, 21_000));
    c.stop(22_000);
    assertThrows(IllegalStateException.class, () -> c.addTime(Side.WHITE, 2 * MIN));
    Clock limitOnly = new Clock(TimeControl.perMove(30_000), Side.WHITE);
    assertThrows(IllegalStateException.class, () -> limitOnly.addTime(Side.WHITE, 2 * MIN));
  }

  @Test
  void aMoveWithOneMillisecondLeftIsInTime() {
    Clock c = started(TimeControl.suddenDeath(5000), 0);
    assertEquals(Optional.empty(), c.press(4999));
    assertEquals(1, c.timeLeft(Side.WHITE, 5000));
  }

  @Test
  void aMoveExactlyAtZeroIsTooLate() {
    Clock c = started(TimeControl.suddenDeath(5000), 0);
    Optional<Flag> flag = c.press(5000);
    assertEquals(Optional.of(new Flag(Side.WHITE, FlagKind.GAME_TIME, 5000)), flag);
    assertEquals(0, c.timeLeft(Side.WHITE, 5000));
    assertThrows(IllegalStateException.class, () -> c.press(5001));
  }

  @Test
  void flagRecordsTheExactTimeItFellEvenWhenNoticedLater() {
    Clock c = started(TimeControl.suddenDeath(5000), 100);
    c.press(1100); // White used 1 s; 4 s left
    c.press(2100); // Black used 1 s; 4 s left
    assertEquals(Optional.empty(), c.flag(6099));
    Flag flag = c.checkFlag(9000).orElseThrow();
    assertEquals(new Flag(Side.WHITE, FlagKind.GAME_TIME, 6100), flag);
    assertEquals(Optional.of(flag), c.flag(20_000));
  }

  @Test
  void fischerIncrementIsAddedAfterTheMoveNotBefore() {
    Clock c = started(TimeControl.fischer(3 * MIN, 2000), 0);
    assertEquals(3 * MIN, c.timeLeft(Side.WHITE, 0)); // no increment before the first move
    c.press(10_000);
    assertEquals(3 * MIN - 10_000 + 2000, c.timeLeft(Side.WHITE, 10_000));
  }

  @Test
  void fischerIncrementIsNotAddedToALateMove() {
    Clock c = started(TimeControl.fischer(1000, 5000), 0);
    assertTrue(c.press(1000).isPresent());
    assertEquals(0, c.timeLeft(Side.WHITE, 1000));
  }

  @Test
  void fischerIncrementsAccumulate() {
    Clock c = started(TimeControl.fischer(10_000, 3000), 0);
    long t = 0;
    for (int i = 0; i < 4; i++) {
      t += 1000;
      c.press(t); // each side uses 1 s and gains 3 s
    }
    assertEquals(10_000 + 2 * 2000, c.timeLeft(Side.WHITE, t));
    assertEquals(10_000 + 2 * 2000, c.timeLeft(Side.BLACK, t));
  }

  @Test
  void bronsteinGivesBackTheTimeUsedUpToTheDelay() {
    Clock c = started(TimeControl.bronstein(MIN, 5000), 0);
    c.press(3000); // used 3 s < 5 s delay: all given back
    assertEquals(MIN, c.timeLeft(Side.WHITE, 3000));
    c.press(11_000); // Black used 8 s: 5 s given back
    assertEquals(MIN - 3000, c.timeLeft(Side.BLACK, 11_000));
  }

  @Test
  void bronsteinDelayDoesNotAccumulate() {
    Clock c = started(TimeControl.bronstein(MIN, 5000), 0);
    long t = 0;
    for (int i = 0; i < 10; i++) {
      t += 100;
      c.press(t); // fast moves never raise the time above the start
    }
    assertEquals(MIN, c.timeLeft(Side.WHITE, t));
    assertEquals(MIN, c.timeLeft(Side.BLACK, t));
  }

  @Test
  void bronsteinTimeRunsDuringTheMoveSoTheFlagFallsAtZero() {
    Clock c = started(TimeControl.bronstein(2000, 5000), 0);
    assertEquals(1500, c.timeLeft(Side.WHITE, 500)); // the game time runs at once
    assertEquals(new Flag(Side.WHITE, FlagKind.GAME_TIME, 2000), c.press(2000).orElseThrow());
  }

  @Test
  void simpleDelayHoldsTheGameTimeDuringTheDelay() {
    Clock c = started(TimeControl.simpleDelay(MIN, 5000), 0);
    assertEquals(MIN, c.timeLeft(Side.WHITE, 4000));
    assertEquals(MIN - 2000, c.timeLeft(Side.WHITE, 7000));
    c.press(7000);
    assertEquals(MIN - 2000, c.timeLeft(Side.WHITE, 7000));
  }

  @Test
  void simpleDelayDoesNotAccumulate() {
    Clock c = started(TimeControl.simpleDelay(MIN, 5000), 0);
    c.press(1000); // 4 s of delay unused: lost
    c.press(2000);
    c.press(10_000); // White uses 8 s: 3 s charged, nothing from the earlier move
    assertEquals(MIN - 3000, c.timeLeft(Side.WHITE, 10_000));
  }

  @Test
  void simpleDelayFlagFallsAfterDelayPlusTime() {
    Clock c = started(TimeControl.simpleDelay(2000, 5000), 0);
    assertEquals(Optional.empty(), c.flag(6999));
    assertEquals(new Flag(Side.WHITE, FlagKind.GAME_TIME, 7000), c.flag(7000).orElseThrow());
  }

  @Test
  void perMoveLimitFlagsTheSlowMove() {
    Clock c = started(TimeControl.perMove(60_000), 0);
    assertEquals(Optional.empty(), c.press(59_999)); // one millisecond to spare
    assertEquals(60_000, c.moveTimeLeft(59_999)); // Black's hourglass is full
    Flag flag = c.checkFlag(200_000).orElseThrow();
    assertEquals(new Flag(Side.BLACK, FlagKind.MOVE_LIMIT, 119_999), flag);
    assertEquals(0, c.moveTimeLeft(200_000));
  }

  @Test
  void perMoveLimitExactlyAtTheLimitIsTooLate() {
    Clock c = started(TimeControl.perMove(30_000), 0);
    assertEquals(FlagKind.MOVE_LIMIT, c.press(30_000).orElseThrow().kind());
  }

  @Test
  void perMoveTimeoutPassesTheMoveAtTheInstantTheSandRanOut() {
    Clock c = started(TimeControl.perMove(60_000), 0);
    c.checkFlag(75_000);
    c.passAfterMoveLimit();
    assertTrue(c.isRunning());
    assertEquals(Side.BLACK, c.toMove());
    // Black's hourglass started when White's ran out (60 s), not when it was noticed (75 s).
    assertEquals(45_000, c.moveTimeLeft(75_000));
    assertEquals(1, c.moves());
  }

  @Test
  void perMoveLimitWithGameClockChargesBoth() {
    TimeControl tc = TimeControl.suddenDeath(15 * MIN).withMoveLimit(60_000);
    Clock c = started(tc, 0);
    c.press(40_000);
    assertEquals(15 * MIN - 40_000, c.timeLeft(Side.WHITE, 40_000));
    c.checkFlag(100_000); // Black's hourglass ran out at 100 s
    c.passAfterMoveLimit();
    assertEquals(15 * MIN - 60_000, c.timeLeft(Side.BLACK, 100_000)); // charged the full minute
    assertEquals(Side.WHITE, c.toMove());
  }

  @Test
  void gameTimeFlagFallsBeforeTheMoveLimitWhenShorter() {
    TimeControl tc = TimeControl.suddenDeath(10_000).withMoveLimit(60_000);
    Clock c = started(tc, 0);
    assertEquals(new Flag(Side.WHITE, FlagKind.GAME_TIME, 10_000), c.flag(70_000).orElseThrow());
  }

  @Test
  void aGameTimeRunningOutWithTheHourglassIsAGameTimeFlag() {
    // FIDE 6.9 over sprint.md Timing: a pass cannot save a player whose game time is used up
    TimeControl tc = TimeControl.suddenDeath(90_000).withMoveLimit(60_000);
    Clock c = started(tc, 0);
    c.press(30_000); // White: 60 s of game time left, as much as the hourglass
    c.press(31_000);
    assertEquals(Optional.empty(), c.flag(90_999));
    assertEquals(new Flag(Side.WHITE, FlagKind.GAME_TIME, 91_000), c.checkFlag(91_000).get());
    assertThrows(IllegalStateException.class, c::passAfterMoveLimit);
  }

  @Test
  void aPausedHourglassKeepsItsSand() {
    // sprint.md Timing: the hourglass limits the time of one move; a pause is no thinking time
    Clock c = started(TimeControl.perMove(60_000), 0);
    c.pause(20_000);
    assertEquals(40_000, c.moveTimeLeft(500_000));
    assertEquals(Optional.empty(), c.flag(500_000));
    c.resume(1_000_000);
    assertEquals(Optional.empty(), c.flag(1_039_999));
    assertEquals(new Flag(Side.WHITE, FlagKind.MOVE_LIMIT, 1_040_000), c.flag(1_040_000).get());
  }

  @Test
  void aStopAfterTheFlagFellReportsTheFlagWithItsTime() {
    // FIDE 6.2.1.1 and 5.1.1: a mate counts only if made before the flag fell, so the clock says
    // when
    Clock late = started(TimeControl.suddenDeath(5000), 0);
    assertEquals(Optional.of(new Flag(Side.WHITE, FlagKind.GAME_TIME, 5000)), late.stop(6000));
    assertFalse(late.isStopped());
    Clock inTime = started(TimeControl.suddenDeath(5000), 0);
    assertEquals(Optional.empty(), inTime.stop(4999));
    assertTrue(inTime.isStopped());
    assertEquals(1, inTime.timeLeft(Side.WHITE, 9999));
  }

  @Test
  void onlyAMoveLimitTimeoutCanPass() {
    Clock c = started(TimeControl.suddenDeath(1000), 0);
    c.checkFlag(2000);
    assertThrows(IllegalStateException.class, c::passAfterMoveLimit);
  }

  @Test
  void pausedTimeIsNotCharged() {
    Clock c = started(TimeControl.suddenDeath(10_000), 0);
    c.pause(3000);
    assertTrue(c.isPaused());
    assertEquals(7000, c.timeLeft(Side.WHITE, 50_000));
    assertEquals(Optional.empty(), c.flag(50_000));
    c.resume(100_000);
    assertEquals(6000, c.timeLeft(Side.WHITE, 101_000));
    assertEquals(new Flag(Side.WHITE, FlagKind.GAME_TIME, 107_000), c.flag(107_000).get());
    c.press(106_000); // 3 s before the pause and 6 s after it
    assertEquals(1000, c.timeLeft(Side.WHITE, 106_000));
  }

  @Test
  void pauseAfterTheFlagFellRecordsTheFlag() {
    Clock c = started(TimeControl.suddenDeath(1000), 0);
    assertEquals(1000, c.pause(5000).orElseThrow().atMillis());
    assertFalse(c.isPaused());
  }

  @Test
  void pausedSimpleDelayKeepsTheUnusedDelay() {
    Clock c = started(TimeControl.simpleDelay(10_000, 5000), 0);
    c.pause(2000);
    c.resume(10_000);
    assertEquals(10_000, c.timeLeft(Side.WHITE, 13_000)); // 5 s used in all: still the delay
    assertEquals(9000, c.timeLeft(Side.WHITE, 14_000));
  }

  @Test
  void stopChargesTheRunningMoveWithoutIncrement() {
    Clock c = started(TimeControl.fischer(10_000, 2000), 0);
    assertEquals(Optional.empty(), c.stop(3000));
    assertTrue(c.isStopped());
    assertEquals(7000, c.timeLeft(Side.WHITE, 99_000));
  }

  @Test
  void timeGoingBackwardsIsRejected() {
    Clock c = started(TimeControl.CLUB_BLITZ, 5000);
    assertThrows(IllegalArgumentException.class, () -> c.press(4000));
  }

  @Test
  void timesOnANegativeScaleAreCounted() {
    // Clock contract: any monotonic scale, negative values included (System.nanoTime can be < 0)
    Clock c = started(TimeControl.CLUB_BLITZ, -5000);
    assertEquals(Optional.empty(), c.press(-2000));
    assertEquals(8 * MIN - 3000, c.timeLeft(Side.WHITE, -2000));
  }

  @Test
  void aSpanTooLongToCountIsRefusedAndLeavesTheClockAsItWas() {
    // FIDE 6.1: time used is subtracted from the allotted time; an overflowed span must not add any
    Clock c = started(TimeControl.CLUB_BLITZ, Long.MIN_VALUE);
    ClockState before = c.state();
    assertThrows(IllegalArgumentException.class, () -> c.press(1));
    assertThrows(IllegalArgumentException.class, () -> c.flag(Long.MAX_VALUE));
    assertEquals(before, c.state());
    Clock d = started(TimeControl.CLUB_BLITZ, -10);
    assertThrows(IllegalArgumentException.class, () -> d.press(Long.MAX_VALUE));
    assertEquals(8 * MIN, d.timeLeft(Side.WHITE, -10));
    assertEquals(Side.WHITE, d.toMove());
  }

  @Test
  void resumingBeforeThePauseIsRefused() {
    // FIDE 6.2.1: the clock measures only the time actually spent; a resume before the pause is
    // time going backwards
    Clock c = started(TimeControl.suddenDeath(10_000), 1000);
    c.pause(5000); // 4 s used
    assertThrows(IllegalArgumentException.class, () -> c.resume(2000));
    assertThrows(IllegalArgumentException.class, () -> c.stop(4999));
    assertTrue(c.isPaused());
    c.resume(6000);
    assertEquals(10_000 - 4000 - 1000, c.timeLeft(Side.WHITE, 7000));
  }

  @Test
  void aSimpleDelayOnAHugeGameTimeDoesNotFlagAtOnce() {
    // FIDE 6.3.2: the main time starts only after the delay, so no flag can fall within the delay
    Clock c = started(TimeControl.simpleDelay(Long.MAX_VALUE, 5000), 0);
    assertEquals(Optional.empty(), c.flag(1));
    assertEquals(Optional.empty(), c.press(10_000)); // 5 s of delay, then 5 s of main time
    assertEquals(Long.MAX_VALUE - 5000, c.timeLeft(Side.WHITE, 10_000));
  }

  @Test
  void anIncrementOnAHugeGameTimeStaysAtTheLargestTime() {
    // FIDE 6.3.1: the increment is added with the move; it cannot wrap the time round to negative
    Clock c = started(TimeControl.fischer(Long.MAX_VALUE - 10, 5000), 0);
    assertEquals(Optional.empty(), c.press(1));
    assertEquals(Long.MAX_VALUE, c.timeLeft(Side.WHITE, 1));
    assertEquals(Long.MAX_VALUE, c.state().whiteMillis());
  }

  @Test
  void aStatePastItsOwnFlagIsRefused() {
    // FIDE 6.1: a flag falls when the allotted time has expired, so no clock runs or pauses beyond
    ClockState pausedPast = new ClockState(2, 0, 1000, 1000, 0, 5000, 0, 0, 0);
    assertThrows(
        IllegalArgumentException.class, () -> Clock.restore(TimeControl.CLUB_BLITZ, pausedPast));
    ClockState runningAtZero = new ClockState(1, 0, 0, 1000, 0, 0, 0, 0, 4);
    assertThrows(
        IllegalArgumentException.class, () -> Clock.restore(TimeControl.CLUB_BLITZ, runningAtZero));
    ClockState sandOut = new ClockState(2, 0, 0, 0, 0, 1000, 0, 0, 0);
    assertThrows(
        IllegalArgumentException.class, () -> Clock.restore(TimeControl.perMove(1000), sandOut));
    // one millisecond short of the limit is a state the clock can be in
    ClockState justInTime = new ClockState(2, 0, 0, 0, 0, 999, 0, 0, 0);
    assertEquals(1, Clock.restore(TimeControl.perMove(1000), justInTime).moveTimeLeft(0));
  }

  @Test
  void blackCanMoveFirst() {
    Clock c = new Clock(TimeControl.CLUB_BLITZ, Side.BLACK);
    c.start(0);
    c.press(1000);
    assertEquals(8 * MIN - 1000, c.timeLeft(Side.BLACK, 1000));
    assertEquals(Side.WHITE, c.toMove());
  }

  @Test
  void lifecycleMistakesAreRejected() {
    Clock c = new Clock(TimeControl.CLUB_BLITZ, Side.WHITE);
    assertThrows(IllegalStateException.class, () -> c.press(0));
    c.start(0);
    assertThrows(IllegalStateException.class, () -> c.start(0));
    assertThrows(IllegalStateException.class, () -> c.resume(0));
    assertThrows(IllegalStateException.class, c::passAfterMoveLimit);
  }

  @Test
  void queriesThatTheControlLacksAreRejected() {
    Clock blitz = started(TimeControl.CLUB_BLITZ, 0);
    assertThrows(IllegalStateException.class, () -> blitz.moveTimeLeft(0));
    Clock sand = started(TimeControl.perMove(1000), 0);
    assertThrows(IllegalStateException.class, () -> sand.timeLeft(Side.WHITE, 0));
  }

  @Test
  void stateRoundTripsThroughTextInEveryPhase() {
    TimeControl tc = TimeControl.bronstein(MIN, 3000).withMoveLimit(20_000);
    Clock c = started(tc, 10);
    assertRoundTrip(tc, c, 500);
    c.press(2010);
    c.pause(4010);
    assertRoundTrip(tc, c, 9000);
    c.resume(9000);
    assertRoundTrip(tc, c, 9500);
    c.checkFlag(40_000);
    assertRoundTrip(tc, c, 40_000);
    c.passAfterMoveLimit();
    c.stop(30_000);
    assertRoundTrip(tc, c, 50_000);
  }

  private static void assertRoundTrip(TimeControl tc, Clock c, long now) {
    ClockState s = c.state();
    ClockState back = ClockText.readState(ClockText.write(s));
    assertEquals(s, back);
    Clock restored = Clock.restore(ClockText.readTimeControl(ClockText.write(tc)), back);
    assertEquals(s, restored.state());
    assertEquals(c.timeLeft(Side.WHITE, now), restored.timeLeft(Side.WHITE, now));
    assertEquals(c.timeLeft(Side.BLACK, now), restored.timeLeft(Side.BLACK, now));
    assertEquals(c.flag(now), restored.flag(now));
  }

  @Test
  void stateOfAnotherControlIsRefused() {
    Clock sand = started(TimeControl.perMove(1000), 0);
    sand.checkFlag(5000);
    assertThrows(
        IllegalArgumentException.class, () -> Clock.restore(TimeControl.CLUB_BLITZ, sand.state()));
    Clock blitz = started(TimeControl.CLUB_BLITZ, 0);
    assertThrows(
        IllegalArgumentException.class,
        () -> Clock.restore(TimeControl.perMove(1000), blitz.state()));
    // a game-time flag with no time left on either clock still needs a game time
    ClockState gameFlag = new ClockState(3, 0, 0, 0, 0, 0, 1, 1000, 5);
    assertThrows(
        IllegalArgumentException.class, () -> Clock.restore(TimeControl.perMove(1000), gameFlag));
  }

  @Test
  void stateTextIsReadable() {
    Clock c = started(TimeControl.CLUB_BLITZ, 0);
    c.press(2500);
    assertEquals(
        "phase=1 toMove=1 white=477500 black=480000 turnStartedAt=2500 usedBeforePause=0"
            + " flagKind=0 flagAt=0 moves=1",
        ClockText.write(c.state()));
  }

  @Test
  void timeControlTextRoundTrips() {
    for (TimeControl tc :
        new TimeControl[] {
          TimeControl.CLUB_BLITZ,
          TimeControl.fischer(MIN, 2000),
          TimeControl.bronstein(MIN, 2000),
          TimeControl.simpleDelay(MIN, 2000),
          TimeControl.perMove(90_000),
          TimeControl.suddenDeath(15 * MIN).withMoveLimit(60_000)
        }) {
      assertEquals(tc, ClockText.readTimeControl(ClockText.write(tc)));
    }
    assertEquals(
        "base=480000 increment=0 delay=0 delayKind=NONE moveLimit=0",
        ClockText.write(TimeControl.CLUB_BLITZ));
  }

  @Test
  void badTextNamesTheField() {
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> ClockText.readState("phase=1 toMove=x white=1 black=1 turnStartedAt=0"));
    assertEquals("clock state", e.where());
    e =
        assertThrows(
            NotationException.class,
            () ->
                ClockText.readState(
                    "phase=1 toMove=x white=1 black=1 turnStartedAt=0 usedBeforePause=0"
                        + " flagKind=0 flagAt=0 moves=0"));
    assertEquals("clock state field 'toMove'", e.where());
    e =
        assertThrows(
            NotationException.class,
            () ->
                ClockText.readTimeControl("base=1 increment=0 delay=0 delayKind=LATE moveLimit=0"));
    assertEquals("time control field 'delayKind'", e.where());
    e =
        assertThrows(
            NotationException.class,
            () ->
                ClockText.readTimeControl("base=1 increment=0 delay=5 delayKind=NONE moveLimit=0"));
    assertTrue(e.problem().contains("delay"));
    e =
        assertThrows(
            NotationException.class,
            () -> ClockText.readState(ClockText.write(TimeControl.CLUB_BLITZ)));
    assertTrue(e.problem().startsWith("expected 9 fields"));
  }

  @Test
  void aValueOutOfRangeNamesItsField() {
    // ClockState.parse and TimeControl.parse: a wrong field is refused naming that field
    String[][] controls = {
      {"base=-5 increment=0 delay=0 delayKind=NONE moveLimit=0", "base"},
      {"base=1000 increment=-1 delay=0 delayKind=NONE moveLimit=0", "increment"},
      {"base=1000 increment=0 delay=-1 delayKind=SIMPLE moveLimit=0", "delay"},
      {"base=1000 increment=0 delay=0 delayKind=NONE moveLimit=-60000", "moveLimit"},
    };
    for (String[] c : controls) {
      NotationException e =
          assertThrows(NotationException.class, () -> ClockText.readTimeControl(c[0]));
      assertEquals("time control field '" + c[1] + "'", e.where(), c[0]);
    }
    String good =
        "phase=1 toMove=0 white=1 black=1 turnStartedAt=-7 usedBeforePause=0 flagKind=0"
            + " flagAt=-9 moves=0";
    assertEquals(-7, ClockText.readState(good).turnStartedAt()); // any instant of a monotonic scale
    String[][] states = {
      {"phase=1", "phase=5", "phase"},
      {"toMove=0", "toMove=2", "toMove"},
      {"white=1", "white=-1", "white"},
      {"black=1", "black=-1", "black"},
      {"usedBeforePause=0", "usedBeforePause=-3", "usedBeforePause"},
      {"flagKind=0", "flagKind=3", "flagKind"},
      {"moves=0", "moves=-1", "moves"},
    };
    for (String[] st : states) {
      String bad = good.replace(st[0], st[1]);
      NotationException e = assertThrows(NotationException.class, () -> ClockText.readState(bad));
      assertEquals("clock state field '" + st[2] + "'", e.where(), bad);
    }
  }

  @Test
  void inconsistentControlsAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> TimeControl.suddenDeath(0));
    assertThrows(IllegalArgumentException.class, () -> TimeControl.fischer(-1, 0));
    assertThrows(
        IllegalArgumentException.class,
        () -> new TimeControl(MIN, 1000, 1000, DelayKind.SIMPLE, 0));
    assertThrows(
        IllegalArgumentException.class, () -> new TimeControl(0, 1000, 0, DelayKind.NONE, 1000));
  }
}
