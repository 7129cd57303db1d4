package org.arrocco.core.clock;

import org.arrocco.core.notation.NotationException;

/**
 * Everything a {@link Clock} holds besides its {@link TimeControl}, as plain longs so it can be
 * stored and sent anywhere; {@link #text()} and {@link #parse} round-trip exactly.
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

  private static final String[] NAMES = {
    "phase",
    "toMove",
    "white",
    "black",
    "turnStartedAt",
    "usedBeforePause",
    "flagKind",
    "flagAt",
    "moves"
  };

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

  /** The text form: {@code phase=1 toMove=0 white=480000 ...}, every field once, in order. */
  public String text() {
    long[] v = {
      phase,
      toMove,
      whiteMillis,
      blackMillis,
      turnStartedAt,
      usedBeforePause,
      flagKind,
      flagAt,
      moves
    };
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < NAMES.length; i++) {
      sb.append(i == 0 ? "" : " ").append(NAMES[i]).append('=').append(v[i]);
    }
    return sb.toString();
  }

  /**
   * Reads the text form of {@link #text()}.
   *
   * @throws NotationException naming the field that is missing or wrong
   */
  public static ClockState parse(String text) {
    TextFields f = new TextFields("clock state", text, NAMES);
    // the range of each field, in the order of NAMES; the record checks how they fit together
    long[][] ranges = {
      {0, 4},
      {0, 1},
      {0, Long.MAX_VALUE},
      {0, Long.MAX_VALUE},
      {Long.MIN_VALUE, Long.MAX_VALUE},
      {0, Long.MAX_VALUE},
      {0, 2},
      {Long.MIN_VALUE, Long.MAX_VALUE},
      {0, Long.MAX_VALUE}
    };
    long[] v = new long[NAMES.length];
    for (int i = 0; i < NAMES.length; i++) {
      v[i] = f.longValue(NAMES[i], ranges[i][0], ranges[i][1]);
    }
    try {
      return new ClockState(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]);
    } catch (IllegalArgumentException e) {
      throw new NotationException("clock state", e.getMessage());
    }
  }
}
