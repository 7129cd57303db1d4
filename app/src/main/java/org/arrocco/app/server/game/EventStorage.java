package org.arrocco.app.server.game;

import java.util.List;

/**
 * Where the {@link EventJournal}'s batches go: {@link DatabaseEvents} commits each batch to the
 * database; {@link LoggedEvents} (embedded H2) appends it to a write-ahead file and brings the
 * database up to date about once a second.
 */
interface EventStorage extends AutoCloseable {
  /**
   * Makes a batch durable against the process being killed: each entry stored only where its game
   * is at the version it follows, in order. Returns for each entry whether it was stored.
   *
   * @throws RuntimeException when the batch could not be made durable (none of it counts)
   */
  boolean[] store(List<EventJournal.Entry> batch);

  /** Brings the database up to every event stored so far, before a read of games. */
  void settle();

  /** Settles and stops; called after the last batch. */
  @Override
  void close();
}
