package org.arrocco.app.desk;

import java.util.Map;
import java.util.TreeMap;
import org.arrocco.tournament.event.Event;

/**
 * What the desk keeps beside the tournament model, made by the same log: the announcement as it
 * stands (its creation or latest settings, with the desk's own settings such as the check-in
 * cut-off) and when each paired round was started in the hall (epoch milliseconds, for the round
 * timer). A round taken back loses its start.
 */
final class DeskState {
  private EventForm form;
  private final Map<Integer, Long> started = new TreeMap<>();

  DeskState(EventForm form) {
    this.form = form;
  }

  EventForm form() {
    return form;
  }

  /** When round {@code round} was started (epoch milliseconds), or null when it was not. */
  Long started(int round) {
    return started.get(round);
  }

  /** The rounds started and when, round 1 first. */
  Map<Integer, Long> starts() {
    return Map.copyOf(started);
  }

  /** Follows an act done on {@code event} (live or replayed) as recorded. */
  void after(DeskAction recorded, Event event) {
    if (recorded instanceof DeskAction.Settings s) {
      form = s.form();
    }
    if (recorded instanceof DeskAction.Start s) {
      started.put(s.round(), s.at());
    }
    started.keySet().removeIf(r -> r > event.rounds().size());
  }
}
