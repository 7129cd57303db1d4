package org.arrocco.core.clock;

import java.util.Optional;
import org.arrocco.core.game.Side;

/**
 * A two-player game clock run by a {@link TimeControl}. It is pure: every call takes the current
 * time ({@code now}, milliseconds on any monotonic scale, negative values included) as an argument;
 * there are no threads and no system time. A time earlier than the last one the clock acted on, or
 * a span between two times too long to count in a {@code long}, is refused with an {@link
 * IllegalArgumentException} and leaves the clock as it was. A game time that would pass {@link
 * Long#MAX_VALUE} (increments piling up on a huge control) stays at {@link Long#MAX_VALUE}.
 *
 * <p>Phases: ready (before {@link #start}), running (one side's time runs), paused, flagged (a
 * limit ran out; the flag is recorded with the exact time it fell), stopped (the game ended
 * otherwise). Decision: time is up when it reaches zero, so a move completed at the very instant
 * the time reaches zero is too late (FIDE 6.9: the flag falls when the allotted time is used).
 */
public final class Clock {
  private static final int READY = 0;
  private static final int RUNNING = 1;
  private static final int PAUSED = 2;
  private static final int FLAGGED = 3;
  private static final int STOPPED = 4;
  private static final String[] PHASE_NAMES = {"ready", "running", "paused", "flagged", "stopped"};

  private final TimeControl control;
  private int phase;
  private Side toMove;
  private final long[] left = new long[2];
  private long turnStartedAt;
  private long usedBeforePause;
  private FlagKind flagKind;
  private long flagAt;
  private long moves;

  /** A ready clock: each side has the full game time; {@code first} moves first. */
  public Clock(TimeControl control, Side first) {
    this.control = control;
    this.phase = READY;
    this.toMove = first;
    this.left[0] = control.baseMillis();
    this.left[1] = control.baseMillis();
  }

  /**
   * A clock restored from a saved state, as it was.
   *
   * @throws IllegalArgumentException when the state cannot belong to this control
   */
  public static Clock restore(TimeControl control, ClockState s) {
    if (s.flagKind() == 2 && !control.hasMoveLimit()) {
      throw new IllegalArgumentException("a move-limit flag, but the control has no move limit");
    }
    if (s.flagKind() == 1 && !control.hasGameTime()) {
      throw new IllegalArgumentException("a game-time flag, but the control has no game time");
    }
    if (!control.hasGameTime() && (s.whiteMillis() != 0 || s.blackMillis() != 0)) {
      throw new IllegalArgumentException("game times, but the control has no game time");
    }
    Clock c = new Clock(control, s.toMove() == 0 ? Side.WHITE : Side.BLACK);
    c.phase = (int) s.phase();
    c.left[0] = s.whiteMillis();
    c.left[1] = s.blackMillis();
    c.turnStartedAt = s.turnStartedAt();
    c.usedBeforePause = s.usedBeforePause();
    c.flagKind = s.flagKind() == 0 ? null : FlagKind.values()[(int) s.flagKind() - 1];
    c.flagAt = s.flagAt();
    c.moves = s.moves();
    if ((c.phase == RUNNING || c.phase == PAUSED) && s.usedBeforePause() >= c.budget()) {
      // a clock records the flag the moment a limit runs out, so it never runs or pauses past it
      throw new IllegalArgumentException(
          "the move has used "
              + s.usedBeforePause()
              + " ms, its limit of "
              + c.budget()
              + " ms: the flag would have fallen");
    }
    return c;
  }

  /** The state, to save or send; {@link #restore} gives this clock back. */
  public ClockState state() {
    return new ClockState(
        phase,
        toMove.ordinal(),
        left[0],
        left[1],
        turnStartedAt,
        usedBeforePause,
        flagKind == null ? 0 : flagKind.ordinal() + 1,
        flagAt,
        moves);
  }

  public TimeControl control() {
    return control;
  }

  /** The side whose time runs (or whose flag fell, or who moves next). */
  public Side toMove() {
    return toMove;
  }

  /** The moves completed on this clock (passes after a per-move timeout included). */
  public long moves() {
    return moves;
  }

  public boolean isRunning() {
    return phase == RUNNING;
  }

  public boolean isPaused() {
    return phase == PAUSED;
  }

  public boolean isStopped() {
    return phase == STOPPED;
  }

  /** Starts the first move's time. */
  public void start(long now) {
    requirePhase(READY, "start");
    phase = RUNNING;
    turnStartedAt = now;
    usedBeforePause = 0;
  }

  /**
   * The side to move completes its move at {@code now}. If a limit ran out at or before {@code
   * now}, the move is too late: the flag is recorded, the clock stands, and the flag is returned.
   * Otherwise the move's time is charged (less the delay), the increment added, and the other
   * side's time starts.
   */
  public Optional<Flag> press(long now) {
    requirePhase(RUNNING, "press");
    Optional<Flag> flag = fallen(now);
    if (flag.isPresent()) {
      record(flag.get());
      return flag;
    }
    charge(used(now), true);
    switchTo(toMove.opponent(), now);
    return Optional.empty();
  }

  /**
   * Whether a flag has fallen by {@code now}, without changing the clock: the recorded flag when
   * flagged, otherwise the limit of the running move that ran out at or before {@code now}.
   */
  public Optional<Flag> flag(long now) {
    if (phase == FLAGGED) {
      return Optional.of(new Flag(toMove, flagKind, flagAt));
    }
    return phase == RUNNING ? fallen(now) : Optional.empty();
  }

  /** Like {@link #flag(long)}, and records a newly fallen flag (the clock then stands). */
  public Optional<Flag> checkFlag(long now) {
    Optional<Flag> flag = flag(now);
    if (phase == RUNNING && flag.isPresent()) {
      record(flag.get());
    }
    return flag;
  }

  /**
   * Pauses the running time at {@code now}; a flag that fell first is recorded and returned. The
   * clock remembers {@code now} as the instant of the pause, so it cannot be resumed earlier.
   */
  public Optional<Flag> pause(long now) {
    requirePhase(RUNNING, "pause");
    Optional<Flag> flag = checkFlag(now);
    if (flag.isEmpty()) {
      usedBeforePause = used(now);
      turnStartedAt = now;
      phase = PAUSED;
    }
    return flag;
  }

  /**
   * Resumes a paused clock at {@code now}; the paused interval is not charged.
   *
   * @throws IllegalArgumentException when {@code now} is before the pause
   */
  public void resume(long now) {
    requirePhase(PAUSED, "resume");
    requireNotBefore(now, turnStartedAt);
    turnStartedAt = now;
    phase = RUNNING;
  }

  /**
   * After the per-move limit ran out, the move is lost and the other side's time starts at the
   * instant the limit ran out (rules/sprint.md, Timing). The lost move is charged to the game time
   * (less any delay) but earns no increment, since no move was made.
   */
  public void passAfterMoveLimit() {
    if (phase != FLAGGED || flagKind != FlagKind.MOVE_LIMIT) {
      throw new IllegalStateException("only a move-limit timeout can pass the move");
    }
    charge(control.moveLimitMillis(), false);
    flagKind = null;
    phase = RUNNING;
    switchTo(toMove.opponent(), flagAt);
  }

  /**
   * The arbiter gives {@code side} {@code millis} more game time, on a clock not yet started or
   * paused (FIDE 6.12.1: the arbiter pauses the clock first): two minutes for an incorrect claim of
   * the opponent (FIDE 9.5.3) or an illegal move of the opponent (FIDE 7.5.5), or any penalty or
   * correction of Article 12.9.
   *
   * @throws IllegalStateException when the clock runs, a flag fell, the game ended, or the control
   *     has no game time
   * @throws IllegalArgumentException when {@code millis} is not positive
   */
  public void addTime(Side side, long millis) {
    if (!control.hasGameTime()) {
      throw new IllegalStateException("this clock has no game time, only a per-move limit");
    }
    if (phase != READY && phase != PAUSED) {
      throw new IllegalStateException(
          "cannot add time on a " + PHASE_NAMES[phase] + " clock (pause it first)");
    }
    if (millis <= 0) {
      throw new IllegalArgumentException("the time to add must be positive, not " + millis);
    }
    left[side.ordinal()] = saturatedSum(left[side.ordinal()], millis);
  }

  /**
   * The game ended otherwise at {@code now} (mate, resignation, agreement): the running time is
   * charged and the clock stops. A flag that fell before {@code now} is recorded and returned
   * instead; whether it counts is for the arbiter and the game's rules.
   */
  public Optional<Flag> stop(long now) {
    if (phase == RUNNING) {
      Optional<Flag> flag = checkFlag(now);
      if (flag.isPresent()) {
        return flag;
      }
      charge(used(now), false);
      usedBeforePause = 0;
    } else if (phase == PAUSED) {
      requireNotBefore(now, turnStartedAt);
      charge(usedBeforePause, false);
      usedBeforePause = 0;
    } else if (phase == FLAGGED) {
      return flag(now);
    }
    phase = STOPPED;
    return Optional.empty();
  }

  /**
   * The game time {@code side} has left at {@code now}, as a clock would show it: for the running
   * side less the time used on this move (during a simple delay the game time does not run).
   *
   * @throws IllegalStateException when the control has no game time
   */
  public long timeLeft(Side side, long now) {
    if (!control.hasGameTime()) {
      throw new IllegalStateException("this clock has no game time, only a per-move limit");
    }
    long base = left[side.ordinal()];
    if (side != toMove) {
      return base;
    }
    if (phase == FLAGGED) {
      return flagKind == FlagKind.GAME_TIME
          ? 0
          : Math.max(0, base - cost(control.moveLimitMillis()));
    }
    if (phase != RUNNING && phase != PAUSED) {
      return base;
    }
    return Math.max(0, base - cost(used(now)));
  }

  /**
   * The time left on the per-move limit of the side to move at {@code now}.
   *
   * @throws IllegalStateException when the control has no per-move limit
   */
  public long moveTimeLeft(long now) {
    if (!control.hasMoveLimit()) {
      throw new IllegalStateException("this clock has no per-move limit");
    }
    if (phase == FLAGGED) {
      return 0;
    }
    long used = phase == RUNNING || phase == PAUSED ? used(now) : 0;
    return Math.max(0, control.moveLimitMillis() - used);
  }

  /** The time used on the current move at {@code now}. */
  private long used(long now) {
    if (phase == PAUSED) {
      return usedBeforePause;
    }
    requireNotBefore(now, turnStartedAt);
    long span = now - turnStartedAt;
    if (span < 0 || usedBeforePause + span < 0) { // the difference or the sum overflowed
      throw new IllegalArgumentException(
          "the time from " + turnStartedAt + " to " + now + " is too long to count");
    }
    return usedBeforePause + span;
  }

  private static void requireNotBefore(long now, long since) {
    if (now < since) {
      throw new IllegalArgumentException("time went backwards: " + now + " is before " + since);
    }
  }

  /**
   * The game time that {@code used} milliseconds of a move cost before any refund or increment;
   * with a simple delay the main time runs only once the delay has expired (FIDE 6.3.2).
   */
  private long cost(long used) {
    return control.delayKind() == DelayKind.SIMPLE
        ? Math.max(0, used - control.delayMillis())
        : used;
  }

  /** The limit of the running move that ran out at or before {@code now}, if any. */
  private Optional<Flag> fallen(long now) {
    long used = used(now);
    long game = gameBudget();
    long move = moveBudget();
    long budget = Math.min(game, move);
    if (used < budget) {
      return Optional.empty();
    }
    FlagKind kind = game <= move ? FlagKind.GAME_TIME : FlagKind.MOVE_LIMIT;
    return Optional.of(new Flag(toMove, kind, turnStartedAt + (budget - usedBeforePause)));
  }

  /** The time the move of the side to move may use before a flag falls. */
  private long budget() {
    return Math.min(gameBudget(), moveBudget());
  }

  /** The time the move may use before the game time runs out (no limit without a game time). */
  private long gameBudget() {
    if (!control.hasGameTime()) {
      return Long.MAX_VALUE;
    }
    // Simple delay: the game time starts running only after the delay (FIDE 6.3.2), unlike
    // Bronstein, whose time runs at once and is refunded after the move (DelayKind).
    long delay = control.delayKind() == DelayKind.SIMPLE ? control.delayMillis() : 0;
    return saturatedSum(left[toMove.ordinal()], delay);
  }

  private long moveBudget() {
    return control.hasMoveLimit() ? control.moveLimitMillis() : Long.MAX_VALUE;
  }

  /** {@code a + b} for times of 0 or more, {@link Long#MAX_VALUE} when it would not fit. */
  private static long saturatedSum(long a, long b) {
    return a > Long.MAX_VALUE - b ? Long.MAX_VALUE : a + b;
  }

  /** Charges a move that used {@code used} ms, in time; adds the increment when one was made. */
  private void charge(long used, boolean moveMade) {
    if (!control.hasGameTime()) {
      return;
    }
    int i = toMove.ordinal();
    long after = left[i] - cost(used);
    if (control.delayKind() == DelayKind.BRONSTEIN) {
      after += Math.min(control.delayMillis(), used); // never more than the time used
    }
    if (moveMade) {
      // Fischer increment, added with each move (FIDE 6.3.1)
      after = saturatedSum(after, control.incrementMillis());
    }
    left[i] = after;
  }

  private void switchTo(Side side, long at) {
    toMove = side;
    turnStartedAt = at;
    usedBeforePause = 0;
    moves++;
  }

  private void record(Flag flag) {
    phase = FLAGGED;
    flagKind = flag.kind();
    flagAt = flag.atMillis();
  }

  private void requirePhase(int wanted, String action) {
    if (phase != wanted) {
      throw new IllegalStateException(
          "cannot "
              + action
              + " a "
              + PHASE_NAMES[phase]
              + " clock (it must be "
              + PHASE_NAMES[wanted]
              + ")");
    }
  }
}
