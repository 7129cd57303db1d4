package org.arrocco.app.server.game;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;
import org.arrocco.app.server.db.DatabaseException;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games' events on their way to the database, in groups: one writer thread takes every event
 * waiting (up to {@link #MAX_BATCH}) and hands them to its {@link EventStorage} as one batch, made
 * durable at once (committed to the database and flushed, {@link DatabaseEvents}; or appended to
 * the write-ahead log of embedded H2, {@link LoggedEvents}), and only then answers each of them.
 * Each event is written only if its game is still at the version the event follows, that is its
 * events end at that version (else it is answered "not stored" and nothing of it is written); a
 * batch that fails fails every event in it, and none of its events is acknowledged.
 *
 * <p>A game's row is written only by the events that change its status, result or termination (a
 * game's start, its end): a move adds its event row alone. On embedded H2 each row a batch changes
 * costs the store's page holding it, written anew at the commit, so a batch of moves of many games
 * used to write most of the game table's pages besides the events' index (docs/play.md). A game's
 * version is therefore its last event's, not its row's column (see {@link GameStore}).
 *
 * <p>The caller waits in {@link #append} until its event is durable: a game holds its lock
 * meanwhile, so its events reach the journal one at a time and in order, while many games share
 * each batch (and its flush).
 */
public final class EventJournal implements AutoCloseable {
  /** The most events written in one transaction. */
  public static final int MAX_BATCH = 512;

  private static final Logger LOG = LoggerFactory.getLogger(EventJournal.class);

  /**
   * One event to write: the game, the version it must find (the event becomes {@code expected +
   * 1}), the event, and the game's status, result and termination after it; {@code rowChanged} when
   * these differ from the row's (only then is the row written).
   */
  public record Entry(
      String gameId,
      int expected,
      StoredEvent event,
      String status,
      String result,
      String termination,
      long updatedAt,
      boolean rowChanged) {}

  private record Pending(Entry entry, CompletableFuture<Boolean> answer) {}

  private static final Pending END = new Pending(null, null);

  private final EventStorage storage;
  private final int maxBatch;
  private final LinkedBlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
  private final Thread writer;
  private volatile boolean closed;
  private final Object closing = new Object();

  /**
   * A journal writing through {@code jdbi}; {@code flush} runs on the writer's connection after
   * each batch's commit and returns once the batch is durable (nothing more for a database whose
   * commit is durable; a checkpoint for embedded H2).
   */
  public EventJournal(Jdbi jdbi, Consumer<Handle> flush) {
    this(new DatabaseEvents(jdbi, flush), MAX_BATCH);
  }

  /** A journal handing its batches to {@code storage}. */
  EventJournal(EventStorage storage) {
    this(storage, MAX_BATCH);
  }

  EventJournal(Jdbi jdbi, Consumer<Handle> flush, int maxBatch) {
    this(new DatabaseEvents(jdbi, flush), maxBatch);
  }

  private EventJournal(EventStorage storage, int maxBatch) {
    this.storage = storage;
    this.maxBatch = maxBatch;
    this.writer = new Thread(this::write, "arrocco-journal");
    writer.setDaemon(true);
    writer.start();
  }

  /**
   * Writes {@code e} with the next batch and waits until that batch is durable.
   *
   * @return true once written and flushed; false, with nothing written, when the game was no longer
   *     at version {@code e.expected()}
   * @throws DatabaseException when its batch could not be written (none of its events counts), or
   *     the journal is closed
   */
  public boolean append(Entry e) {
    CompletableFuture<Boolean> answer = new CompletableFuture<>();
    synchronized (closing) {
      if (closed) {
        throw new DatabaseException("the server is stopping: the event was not written", null);
      }
      queue.add(new Pending(e, answer));
    }
    boolean interrupted = false;
    try {
      while (true) {
        try {
          return answer.get();
        } catch (InterruptedException ie) {
          interrupted = true; // the answer comes: the batch is on its way
        } catch (ExecutionException ee) {
          Throwable c = ee.getCause();
          throw c instanceof DatabaseException d
              ? d
              : new DatabaseException("the event was not written: " + c, c);
        }
      }
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** How many events wait for the writer now. */
  int waiting() {
    return queue.size();
  }

  private void write() {
    List<Pending> batch = new ArrayList<>(maxBatch);
    while (true) {
      try {
        batch.add(queue.take());
      } catch (InterruptedException ie) {
        continue; // only END stops the writer, after everything before it
      }
      queue.drainTo(batch, maxBatch - 1);
      boolean end = batch.remove(END);
      if (!batch.isEmpty()) {
        writeBatch(batch);
      }
      batch.clear();
      if (end) {
        return;
      }
    }
  }

  private void writeBatch(List<Pending> batch) {
    List<Entry> entries = new ArrayList<>(batch.size());
    batch.forEach(p -> entries.add(p.entry()));
    boolean[] stored;
    try {
      stored = storage.store(entries);
    } catch (RuntimeException ex) {
      LOG.error("a batch of {} events was not written", batch.size(), ex);
      DatabaseException failed =
          new DatabaseException("the batch of events was not written: " + ex.getMessage(), ex);
      batch.forEach(p -> p.answer().completeExceptionally(failed));
      return;
    }
    for (int i = 0; i < batch.size(); i++) {
      batch.get(i).answer().complete(stored[i]);
    }
  }

  /** Brings the database up to every event acknowledged so far (before reading games). */
  public void settle() {
    storage.settle();
  }

  /** Writes every event already given, then stops; later appends are refused. */
  @Override
  public void close() {
    synchronized (closing) {
      if (closed) {
        return;
      }
      closed = true;
      queue.add(END);
    }
    boolean interrupted = false;
    while (writer.isAlive()) {
      try {
        writer.join();
      } catch (InterruptedException ie) {
        interrupted = true;
      }
    }
    storage.close();
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
