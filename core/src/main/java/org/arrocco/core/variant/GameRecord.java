package org.arrocco.core.variant;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arrocco.core.clock.TimeControl;

/**
 * A game as it is stored: the variant, its set-up (every chance already drawn: a Sprint seed, a
 * Chess960 number), the time control, and every event with its time. {@link Variant#rebuild} makes
 * the identical game from it — moves, hands and decks, clocks as they stood at the last event.
 */
public record GameRecord(
    String variant,
    Map<String, String> setup,
    Optional<TimeControl> timeControl,
    List<GameEvent> events) {
  public GameRecord {
    setup = Map.copyOf(setup);
    events = List.copyOf(events);
  }
}
