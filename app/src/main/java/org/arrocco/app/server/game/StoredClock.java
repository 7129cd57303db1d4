package org.arrocco.app.server.game;

import org.arrocco.core.clock.DelayKind;
import org.arrocco.core.clock.TimeControl;

/** A time control as the game's row stores it (JSON): the core's {@link TimeControl} fields. */
public record StoredClock(long base, long increment, long delay, String delayKind, long moveLimit) {

  static StoredClock of(TimeControl t) {
    return new StoredClock(
        t.baseMillis(),
        t.incrementMillis(),
        t.delayMillis(),
        t.delayKind().name(),
        t.moveLimitMillis());
  }

  TimeControl control() {
    return new TimeControl(base, increment, delay, DelayKind.valueOf(delayKind), moveLimit);
  }
}
