package org.arrocco.core.notation;

import java.util.Optional;
import java.util.regex.Pattern;
import org.arrocco.core.clock.DelayKind;
import org.arrocco.core.clock.TimeControl;

/**
 * The PGN {@code TimeControl} tag (PGN standard 9.6.1) and its link to the clock's {@link
 * TimeControl}. The tag is {@code ?} (unknown), {@code -} (none) or periods joined by {@code :},
 * each {@code moves/seconds}, {@code seconds}, {@code seconds+increment} or {@code *seconds} (a
 * sandclock); {@code moves/seconds+increment}, common in FIDE-rated games, is accepted too, and so
 * are the forms cutechess writes for engine games: seconds to the millisecond ({@code 10+0.1},
 * {@code 40/60.5}), {@code inf} (no limit) and {@code seconds/move}. Only a single period of sudden
 * death or Fischer increment maps to a clock; delays and per-move limits have no PGN form.
 */
public final class PgnTimeControl {
  /** Seconds: whole, or to the millisecond as cutechess writes them. */
  private static final String SECONDS = "\\d+(?:\\.\\d{1,3})?";

  private static final Pattern PERIOD =
      Pattern.compile("\\d+/S(\\+S)?|S|S\\+S|\\*\\d+".replace("S", SECONDS));

  /** A fixed time for every move, as cutechess writes it ({@code 5/move}, {@code 0.5/move}). */
  private static final Pattern PER_MOVE = Pattern.compile(SECONDS + "/move");

  private PgnTimeControl() {}

  /**
   * Checks the tag's value.
   *
   * @throws NotationException naming the period that does not follow PGN 9.6.1
   */
  public static void check(String value) {
    String v = value.trim();
    if (v.equals("?") || v.equals("-") || v.equals("inf")) {
      return;
    }
    if (PER_MOVE.matcher(v).matches()) {
      if (isZero(v.substring(0, v.indexOf('/')))) {
        throw new NotationException("tag TimeControl", "'" + v + "' gives 0 seconds per move");
      }
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
                + "' is not moves/seconds, seconds, seconds+increment or *seconds (PGN 9.6.1)"
                + (periods.length == 1 ? ", nor inf or seconds/move" : ""));
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

  private static boolean isZero(String seconds) {
    return seconds.chars().allMatch(c -> c == '0' || c == '.');
  }

  /**
   * The clock for a tag value, when it is one period of sudden death or Fischer increment.
   *
   * @throws NotationException for a malformed value, a game time of 0 or a time too large to count
   */
  public static Optional<TimeControl> toClock(String value) {
    check(value);
    String v = value.trim();
    if (!v.matches("S(\\+S)?".replace("S", SECONDS))) {
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

  /** Seconds, whole or to the millisecond, as milliseconds. */
  private static long millis(String seconds) {
    try {
      return new java.math.BigDecimal(seconds).movePointRight(3).longValueExact();
    } catch (ArithmeticException e) {
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
