package org.arrocco.core.clock;

/**
 * Everything a {@link Clock} holds besides its {@link TimeControl}, as plain longs so it can be
 * stored and sent anywhere ({@code org.arrocco.core.notation.ClockText} writes and reads it as
 * text).
 *
 * <p>Fields: {@code phase} 0 ready, 1 running, 2 paused, 3 flagged, 4 stopped; {@code toMove} 0
 * White, 1 Black (the side whose clock runs, or whose flag fell); {@code whiteMillis} and {@code
 * blackMillis} the game time left at the start of the current move (0 without a game time); {@code
 * turnStartedAt} the clock time when the current move's timing started or last resumed, or, while
 * paused, when it was paused; {@code usedBeforePause} the time the current move used before a
 * pause; {@code flagKind} 0 none, 1 game time, 2 per-move limit; {@code flagAt} when the flag fell;
 * {@code moves} the moves completed.
 */
public record ClockState(
    long phase,
    long toMove,
    long whiteMillis,
    long blackMillis,
    long turnStartedAt,
    long usedBeforePause,
    long flagKind,
    long flagAt,
    long moves) {

  public ClockState {
    if (phase < 0 || phase > 4) {
      throw new IllegalArgumentException("clock phase must be 0-4, not " + phase);
    }
    if (toMove < 0 || toMove > 1) {
      throw new IllegalArgumentException("side to move must be 0 or 1, not " + toMove);
    }
    if (flagKind < 0 || flagKind > 2) {
      throw new IllegalArgumentException("flag kind must be 0-2, not " + flagKind);
    }
    if ((phase == 3) != (flagKind != 0)) {
      throw new IllegalArgumentException("a flag kind is set exactly when the phase is flagged");
    }
    if (whiteMillis < 0 || blackMillis < 0 || usedBeforePause < 0 || moves < 0) {
      throw new IllegalArgumentException("clock times and move count must be 0 or more");
    }
  }
}
