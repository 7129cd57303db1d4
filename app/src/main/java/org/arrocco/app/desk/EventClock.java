package org.arrocco.app.desk;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arrocco.core.clock.TimeControl;

/**
 * The clock of an online event's games, read from the announcement's time control as clubs write
 * it: minutes for each player, then the increment in seconds per move ({@code 90+30}, {@code
 * 90'+30"}, {@code 15 min + 10 s}, {@code 8 min}, {@code 0.5+0}). No increment is sudden death; an
 * increment is Fischer's. What is not read so is refused, naming the form expected.
 */
final class EventClock {
  private static final Pattern FORM =
      Pattern.compile(
          "(\\d{1,3}(?:[.,]\\d+)?)\\s*(?:min|m|'|′)?\\s*(?:\\+\\s*(\\d{1,3})\\s*(?:s|sec|\"|″)?)?");

  private EventClock() {}

  static TimeControl read(String text) {
    String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
    Matcher m = FORM.matcher(t);
    if (!m.matches()) {
      throw new DeskRefusal(
          "an online event's time control is minutes + seconds per move (90+30, 8 min), not '"
              + t
              + "'",
          "il tempo di riflessione di un torneo online si scrive minuti + secondi a mossa (90+30,"
              + " 8 min), non '"
              + t
              + "'");
    }
    double minutes = Double.parseDouble(m.group(1).replace(',', '.'));
    long base = Math.round(minutes * 60_000);
    long increment = m.group(2) == null ? 0 : Long.parseLong(m.group(2)) * 1000L;
    if (base < 15_000 || base > 300 * 60_000L || increment > 120_000) {
      throw new DeskRefusal(
          "an online event's clock is 0.25-300 minutes and 0-120 seconds per move, not '" + t + "'",
          "l'orologio di un torneo online è di 0,25-300 minuti e 0-120 secondi a mossa, non '"
              + t
              + "'");
    }
    return increment == 0 ? TimeControl.suddenDeath(base) : TimeControl.fischer(base, increment);
  }
}
