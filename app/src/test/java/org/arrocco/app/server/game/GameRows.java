package org.arrocco.app.server.game;

import org.jdbi.v3.core.Jdbi;

/** Game rows the journal's tests write their events to: live hotseat games of one creator. */
final class GameRows {
  private GameRows() {}

  /** Inserts a live game {@code id} made by {@code creator}; returns its id. */
  static String live(Jdbi jdbi, String id, long creator) {
    jdbi.useHandle(
        h ->
            h.execute(
                "INSERT INTO game (id, variant, setup, mode, creator_id, status, version,"
                    + " created_at, updated_at) VALUES (?, 'chess', '{}', 'hotseat', ?,"
                    + " 'live', 0, 0, 0)",
                id,
                creator));
    return id;
  }
}
