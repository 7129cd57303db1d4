package org.arrocco.core.clock;

/**
 * The rules of a clock: an overall game time with an optional Fischer increment or a delay
 * (Bronstein or simple), and an optional per-move limit (the hourglass of Scacchi Sprint). All
 * times are milliseconds.
 *
 * <p>Invariants: every time is 0 or more; there is a game time ({@code baseMillis > 0}) or a
 * per-move limit or both; an increment or a delay needs a game time; a delay has a kind and a kind
 * has a delay; increment and delay are not combined (a clock runs one mode).
 */
public record TimeControl(
    long baseMillis,
    long incrementMillis,
    long delayMillis,
    DelayKind delayKind,
    long moveLimitMillis) {

  /** The club's blitz: 8 minutes each, no increment. */
  public static final TimeControl CLUB_BLITZ = suddenDeath(8 * 60_000L);

  public TimeControl {
    if (delayKind == null) {
      throw new IllegalArgumentException("delay kind must be given (NONE for no delay)");
    }
    if (baseMillis < 0 || incrementMillis < 0 || delayMillis < 0 || moveLimitMillis < 0) {
      throw new IllegalArgumentException("clock times must be 0 or more");
    }
    if (baseMillis == 0 && moveLimitMillis == 0) {
      throw new IllegalArgumentException("a clock needs a game time or a per-move limit");
    }
    if (baseMillis == 0 && (incrementMillis > 0 || delayMillis > 0)) {
      throw new IllegalArgumentException("an increment or a delay needs a game time");
    }
    if ((delayMillis > 0) != (delayKind != DelayKind.NONE)) {
      throw new IllegalArgumentException("a delay needs a kind and a delay kind needs a delay");
    }
    if (incrementMillis > 0 && delayMillis > 0) {
      throw new IllegalArgumentException("a clock has an increment or a delay, not both");
    }
  }

  /** Sudden death: the whole game in {@code baseMillis} for each player. */
  public static TimeControl suddenDeath(long baseMillis) {
    return new TimeControl(baseMillis, 0, 0, DelayKind.NONE, 0);
  }

  /** Fischer: {@code incrementMillis} added after each move made in time. */
  public static TimeControl fischer(long baseMillis, long incrementMillis) {
    return new TimeControl(baseMillis, incrementMillis, 0, DelayKind.NONE, 0);
  }

  /** Bronstein delay: after each move the time used is given back, up to {@code delayMillis}. */
  public static TimeControl bronstein(long baseMillis, long delayMillis) {
    return new TimeControl(baseMillis, 0, delayMillis, DelayKind.BRONSTEIN, 0);
  }

  /** Simple (US) delay: the game time waits {@code delayMillis} at the start of each move. */
  public static TimeControl simpleDelay(long baseMillis, long delayMillis) {
    return new TimeControl(baseMillis, 0, delayMillis, DelayKind.SIMPLE, 0);
  }

  /** Only a per-move limit (an hourglass of {@code limitMillis}), no game time. */
  public static TimeControl perMove(long limitMillis) {
    return new TimeControl(0, 0, 0, DelayKind.NONE, limitMillis);
  }

  /** This control with a per-move limit added (e.g. Sprint's hourglass beside a game clock). */
  public TimeControl withMoveLimit(long limitMillis) {
    return new TimeControl(baseMillis, incrementMillis, delayMillis, delayKind, limitMillis);
  }

  /** Whether there is an overall game time. */
  public boolean hasGameTime() {
    return baseMillis > 0;
  }

  /** Whether each move has its own limit. */
  public boolean hasMoveLimit() {
    return moveLimitMillis > 0;
  }
}
