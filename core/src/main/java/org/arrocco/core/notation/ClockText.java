package org.arrocco.core.notation;

import org.arrocco.core.clock.ClockState;
import org.arrocco.core.clock.DelayKind;
import org.arrocco.core.clock.TimeControl;

/**
 * The text forms of a clock's state and of a time control, to store and send them: {@code
 * name=value} fields, each once, in a fixed order ({@code base=480000 increment=0 delay=0
 * delayKind=NONE moveLimit=0}). Reading and writing round-trip exactly; a bad field is refused
 * naming it.
 */
public final class ClockText {
  private static final String[] STATE_FIELDS = {
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

  private ClockText() {}

  /** A clock state: {@code phase=1 toMove=0 white=480000 ...}, every field once, in order. */
  public static String write(ClockState s) {
    long[] v = {
      s.phase(),
      s.toMove(),
      s.whiteMillis(),
      s.blackMillis(),
      s.turnStartedAt(),
      s.usedBeforePause(),
      s.flagKind(),
      s.flagAt(),
      s.moves()
    };
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < STATE_FIELDS.length; i++) {
      sb.append(i == 0 ? "" : " ").append(STATE_FIELDS[i]).append('=').append(v[i]);
    }
    return sb.toString();
  }

  /**
   * Reads the text form of {@link #write(ClockState)}.
   *
   * @throws NotationException naming the field that is missing or wrong
   */
  public static ClockState readState(String text) {
    ClockTextFields f = new ClockTextFields("clock state", text, STATE_FIELDS);
    // the range of each field, in the order of STATE_FIELDS; the record checks how they fit
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
    long[] v = new long[STATE_FIELDS.length];
    for (int i = 0; i < STATE_FIELDS.length; i++) {
      v[i] = f.longValue(STATE_FIELDS[i], ranges[i][0], ranges[i][1]);
    }
    try {
      return new ClockState(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]);
    } catch (IllegalArgumentException e) {
      throw new NotationException("clock state", e.getMessage());
    }
  }

  /** A time control: {@code base=480000 increment=0 delay=0 delayKind=NONE moveLimit=0}. */
  public static String write(TimeControl c) {
    return "base="
        + c.baseMillis()
        + " increment="
        + c.incrementMillis()
        + " delay="
        + c.delayMillis()
        + " delayKind="
        + c.delayKind()
        + " moveLimit="
        + c.moveLimitMillis();
  }

  /**
   * Reads the text form of {@link #write(TimeControl)}.
   *
   * @throws NotationException naming the field that is missing or wrong
   */
  public static TimeControl readTimeControl(String text) {
    ClockTextFields f =
        new ClockTextFields(
            "time control", text, "base", "increment", "delay", "delayKind", "moveLimit");
    long base = f.longValue("base", 0, Long.MAX_VALUE);
    long increment = f.longValue("increment", 0, Long.MAX_VALUE);
    long delay = f.longValue("delay", 0, Long.MAX_VALUE);
    DelayKind kind = f.enumValue("delayKind", DelayKind.class);
    long moveLimit = f.longValue("moveLimit", 0, Long.MAX_VALUE);
    try {
      return new TimeControl(base, increment, delay, kind, moveLimit);
    } catch (IllegalArgumentException e) {
      throw new NotationException("time control", e.getMessage());
    }
  }
}
