package org.arrocco.app.server.game;

import java.util.Map;

/**
 * Names what a tournament's game belongs to (its event, round and board) for its players' page; the
 * desk, which knows, tells the play server, which does not.
 */
public interface GameTitle {
  /** What {@code row}'s game belongs to, as JSON fields; null when it belongs to nothing known. */
  Map<String, Object> of(GameRow row);
}
