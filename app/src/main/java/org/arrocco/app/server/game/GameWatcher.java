package org.arrocco.app.server.game;

/** Told of every committed change of a game, after the commit: it shows the change to clients. */
public interface GameWatcher {
  /**
   * {@code game} changed; {@code requestId} is the client request that changed it, or null (a flag
   * fell, a player joined).
   */
  void changed(LiveGame game, String requestId);
}
