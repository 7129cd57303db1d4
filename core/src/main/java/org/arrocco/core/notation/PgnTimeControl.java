package org.arrocco.core.notation;

import java.util.Optional;
import java.util.regex.Pattern;
import org.arrocco.core.clock.DelayKind;
import org.arrocco.core.clock.TimeControl;

/**
 * The PGN {@code TimeControl} tag (PGN standard 9.6.1) and its link to the clock's {@link
 * TimeControl}. The tag is {@code ?} (unknown), {@code -} (none) or periods joined by {@code :},
 * each {@code moves/seconds}, {@code seconds}, {@code seconds+increment} or {@code *seconds} (a
 * sandclock); {@code moves/seconds+increment}, common in FIDE-rated games, is accepted too. Only a
 * single period of sudden death or Fischer increment maps to a clock; delays and per-move limits
 * have no PGN form.
 */
public final class PgnTimeControl {
  private static final Pattern PERIOD =
      Pattern.compile("\\d+/\\d+(\\+\\d+)?|\\d+|\\d+\\+\\d+|\\*\\d+");

  private PgnTimeControl() {}

  /**
   * Checks the tag's value.
   *
   * @throws NotationException naming the period that does not follow PGN 9.6.1
   */
  public static void check(String value) {
    String v = value.trim();
    if (v.equals("?") || v.equals("-")) {
      return;
    }
    String[] periods = v.split(":", -1);
    for (int i = 0; i < periods.length; i++) {
      if (!PERIOD.matcher(periods[i]).matches()) {
        throw new NotationException(
            "tag TimeControl",
            "period "
                + (i + 1)
                + " '"
                + periods[i]
                + "' is not moves/seconds, seconds, seconds+increment or *seconds (PGN 9.6.1)");
      }
    }
  }

  /** The clock for a tag value, when it is one period of sudden death or Fischer increment. */
  public static Optional<TimeControl> toClock(String value) {
    check(value);
    String v = value.trim();
    if (v.matches("\\d+")) {
      return Optional.of(TimeControl.suddenDeath(Long.parseLong(v) * 1000));
    }
    if (v.matches("\\d+\\+\\d+")) {
      String[] p = v.split("\\+");
      return Optional.of(
          TimeControl.fischer(Long.parseLong(p[0]) * 1000, Long.parseLong(p[1]) * 1000));
    }
    return Optional.empty();
  }

  /** The tag value for a clock, when PGN can say it: whole seconds, no delay, no move limit. */
  public static Optional<String> of(TimeControl clock) {
    if (clock.hasMoveLimit()
        || clock.delayKind() != DelayKind.NONE
        || clock.baseMillis() % 1000 != 0
        || clock.incrementMillis() % 1000 != 0) {
      return Optional.empty();
    }
    long base = clock.baseMillis() / 1000;
    return Optional.of(
        clock.incrementMillis() == 0 ? "" + base : base + "+" + clock.incrementMillis() / 1000);
  }
}
