package org.arrocco.app.server.game;

import java.util.List;
import java.util.function.Consumer;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.PreparedBatch;

/**
 * The journal's batches committed straight to the database, one transaction each, followed by
 * {@code flush} (nothing for PostgreSQL, whose commit is durable; a checkpoint for an H2 database
 * given by its own URL). Each event is written only if its game's events end at the version it
 * follows, checked in the database, so two servers on one PostgreSQL cannot both take a version.
 */
final class DatabaseEvents implements EventStorage {
  private final Jdbi jdbi;
  private final Consumer<Handle> flush;

  DatabaseEvents(Jdbi jdbi, Consumer<Handle> flush) {
    this.jdbi = jdbi;
    this.flush = flush;
  }

  @Override
  public boolean[] store(List<EventJournal.Entry> batch) {
    try (Handle h = jdbi.open()) {
      boolean[] stored = h.inTransaction(tx -> store(tx, batch));
      flush.accept(h);
      return stored;
    }
  }

  @Override
  public void settle() {
    // every stored event is in the database already
  }

  @Override
  public void close() {
    // nothing held
  }

  /**
   * The batch in one transaction: each event inserted only where its game's events end at the
   * version it follows, then the rows of the games whose status changed with a stored event.
   */
  static boolean[] store(Handle h, List<EventJournal.Entry> batch) {
    // the values are cast because they stand in a SELECT list, whose types neither database
    // infers from the columns they go to
    PreparedBatch events =
        h.prepareBatch(
            "INSERT INTO game_event (game_id, version, kind, side, text, at_millis, request_id)"
                + " SELECT CAST(:g AS VARCHAR), CAST(:v AS INT), CAST(:k AS VARCHAR),"
                + " CAST(:s AS VARCHAR), CAST(:x AS VARCHAR), CAST(:at AS BIGINT),"
                + " CAST(:r AS VARCHAR)"
                + " WHERE NOT EXISTS (SELECT 1 FROM game_event WHERE game_id = :g AND version = :v)"
                + " AND (CAST(:e AS INT) = 0"
                + " OR EXISTS (SELECT 1 FROM game_event WHERE game_id = :g AND version = :e))");
    for (EventJournal.Entry e : batch) {
      bindEvent(events, e).bind("e", e.expected()).add();
    }
    int[] counts = events.execute();
    boolean[] stored = new boolean[batch.size()];
    PreparedBatch rows = rowUpdates(h);
    for (int i = 0; i < batch.size(); i++) {
      stored[i] = counts[i] == 1;
      EventJournal.Entry e = batch.get(i);
      if (stored[i] && e.rowChanged()) {
        bindRow(rows, e).add();
      }
    }
    if (rows.size() > 0) {
      rows.execute();
    }
    return stored;
  }

  /** An event's values bound for the next row of {@code b} (its game, version, fields). */
  static PreparedBatch bindEvent(PreparedBatch b, EventJournal.Entry e) {
    StoredEvent ev = e.event();
    return b.bind("g", e.gameId())
        .bind("v", e.expected() + 1)
        .bind("k", ev.kind())
        .bind("s", ev.side())
        .bind("x", ev.text())
        .bind("at", ev.at())
        .bind("r", ev.requestId());
  }

  /** The update of a game's row after an event that changed its status. */
  static PreparedBatch rowUpdates(Handle h) {
    return h.prepareBatch(
        "UPDATE game SET version = :v, status = :st, result = :res, termination = :term,"
            + " updated_at = :t WHERE id = :g");
  }

  /** A game's row after {@code e} bound for the next update of {@code b}. */
  static PreparedBatch bindRow(PreparedBatch b, EventJournal.Entry e) {
    return b.bind("v", e.expected() + 1)
        .bind("st", e.status())
        .bind("res", e.result())
        .bind("term", e.termination())
        .bind("t", e.updatedAt())
        .bind("g", e.gameId());
  }
}
