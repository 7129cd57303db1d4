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
      String zero = zeroCount(periods[i]);
      if (zero != null) {
        throw new NotationException(
            "tag TimeControl",
            "period " + (i + 1) + " '" + periods[i] + "' has " + zero + " (PGN 9.6.1)");
      }
    }
  }

  /**
   * What is zero in a period where PGN 9.6.1 asks for a positive integer: the moves or the seconds
   * of {@code moves/seconds}, or the seconds of a sandclock; null when nothing is. A sudden-death
   * or incremental period may have 0 seconds or a 0 increment, as files in use write them.
   */
  private static String zeroCount(String period) {
    if (period.startsWith("*")) {
      return isZero(period.substring(1)) ? "a sandclock of 0 seconds" : null;
    }
    int slash = period.indexOf('/');
    if (slash < 0) {
      return null;
    }
    String seconds = period.substring(slash + 1).split("\\+")[0];
    return isZero(period.substring(0, slash))
        ? "0 moves"
        : isZero(seconds) ? "0 seconds for its moves" : null;
  }

  private static boolean isZero(String digits) {
    return digits.chars().allMatch(c -> c == '0');
  }

  /**
   * The clock for a tag value, when it is one period of sudden death or Fischer increment.
   *
   * @throws NotationException for a malformed value, a game time of 0 or a time too large to count
   */
  public static Optional<TimeControl> toClock(String value) {
    check(value);
    String v = value.trim();
    if (!v.matches("\\d+(\\+\\d+)?")) {
      return Optional.empty();
    }
    String[] p = v.split("\\+");
    long base = millis(p[0]);
    if (base == 0) {
      throw new NotationException("tag TimeControl", "'" + v + "' gives no game time at all");
    }
    return Optional.of(
        p.length == 1 ? TimeControl.suddenDeath(base) : TimeControl.fischer(base, millis(p[1])));
  }

  /** Whole seconds as milliseconds. */
  private static long millis(String seconds) {
    try {
      return Math.multiplyExact(Long.parseLong(seconds), 1000L);
    } catch (NumberFormatException | ArithmeticException e) {
      throw new NotationException("tag TimeControl", "'" + seconds + "' seconds is too long");
    }
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
