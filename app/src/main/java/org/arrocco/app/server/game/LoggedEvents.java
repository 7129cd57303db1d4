package org.arrocco.app.server.game;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The journal's batches on embedded H2: appended to the {@link EventLog} (one write, no commit of
 * the database) and acknowledged then; the database takes them in once every {@link #CYCLE_MILLIS}
 * in one transaction, is forced to the disk, and the log's segments it now holds are deleted.
 *
 * <p>Why: each commit of H2's store writes a new chunk of the file with its own metadata, about 1
 * ms of CPU and 17 KB however few events it holds, and at 2,000 games the server's batches are
 * small (docs/play.md). One commit a second costs that once.
 *
 * <p>The database lags the acknowledged events by up to a cycle, so every read of games first
 * {@link #settle}s (takes in what waits). A game's version is checked here, not in the database: on
 * embedded H2 this process is the only writer (H2 locks its file), the versions of games seen are
 * kept in memory, and a game not yet seen has nothing waiting, so the database has its version. At
 * start-up the log left by a crash is taken in first: its events go in where they are missing, in
 * the order written.
 */
final class LoggedEvents implements EventStorage {
  /** How often the database takes in the log's events and is forced to the disk. */
  static final long CYCLE_MILLIS = 1000;

  /**
   * The most events waiting for the database before the writer has it take them in itself (what
   * holds the log's pace to the database's: a server's moves come at a few hundred a second).
   */
  static final int MAX_WAITING = 20_000;

  private static final Logger LOG = LoggerFactory.getLogger(LoggedEvents.class);

  private final Jdbi jdbi;
  private final EventLog log;
  private final Map<String, Integer> versions = new ConcurrentHashMap<>();

  /** Events in the log the database has not taken in; guarded by {@link #log}. */
  private List<EventJournal.Entry> waiting = new ArrayList<>();

  /** Held while the database takes events in. */
  private final Object applying = new Object();

  private final Cycle cycle;

  /**
   * The events of {@code jdbi}'s H2 database, logged in {@code dir}; a log left there is replayed.
   */
  LoggedEvents(Jdbi jdbi, Path dir) {
    this(jdbi, dir, CYCLE_MILLIS);
  }

  /** The same with a cycle of {@code cycleMillis}. */
  LoggedEvents(Jdbi jdbi, Path dir, long cycleMillis) {
    this.jdbi = jdbi;
    this.log = new EventLog(dir);
    List<EventJournal.Entry> left = EventLog.read(dir);
    if (!left.isEmpty()) {
      int taken = replay(left);
      LOG.info("event log: {} of {} events left by the last run taken in", taken, left.size());
    }
    jdbi.useHandle(h -> h.execute("CHECKPOINT SYNC"));
    log.deleteUpTo(log.rotate());
    this.cycle = new Cycle("arrocco-event-log", cycleMillis, this::cycleInBackground);
  }

  @Override
  public boolean[] store(List<EventJournal.Entry> batch) {
    boolean[] stored = new boolean[batch.size()];
    List<EventJournal.Entry> kept = new ArrayList<>(batch.size());
    Map<String, Integer> before = new java.util.HashMap<>();
    for (int i = 0; i < batch.size(); i++) {
      EventJournal.Entry e = batch.get(i);
      int version = versions.computeIfAbsent(e.gameId(), this::storedVersion);
      if (version == e.expected()) {
        before.putIfAbsent(e.gameId(), version);
        versions.put(e.gameId(), version + 1);
        stored[i] = true;
        kept.add(e);
      }
    }
    boolean behind;
    synchronized (log) {
      try {
        log.write(kept);
      } catch (RuntimeException ex) {
        versions.putAll(before); // none of the batch counts
        throw ex;
      }
      waiting.addAll(kept);
      behind = waiting.size() >= MAX_WAITING;
    }
    if (behind) {
      // the database falls behind the log: the writer waits for it, and so do the moves
      try {
        settle();
      } catch (RuntimeException ex) {
        LOG.error("the database could not take in the event log; they wait in the log", ex);
      }
    }
    return stored;
  }

  /** A game's version in the database (its last event's), for a game not seen before. */
  private int storedVersion(String gameId) {
    return jdbi.withHandle(
        h ->
            h.createQuery("SELECT COALESCE(MAX(version), 0) FROM game_event WHERE game_id = :g")
                .bind("g", gameId)
                .mapTo(Integer.class)
                .one());
  }

  @Override
  public void settle() {
    synchronized (applying) {
      List<EventJournal.Entry> now;
      synchronized (log) {
        now = takeWaiting();
      }
      apply(now);
    }
  }

  private List<EventJournal.Entry> takeWaiting() {
    List<EventJournal.Entry> now = waiting;
    waiting = new ArrayList<>(Math.max(16, now.size()));
    return now;
  }

  /**
   * One cycle: a new segment started, what waits taken in, the database forced to the disk, then
   * the segments before the new one deleted (every event in them is now in the database's file).
   */
  private void cycleOnce() {
    synchronized (applying) {
      long last;
      List<EventJournal.Entry> now;
      synchronized (log) {
        if (log.empty() && waiting.isEmpty()) {
          return;
        }
        last = log.rotate();
        now = takeWaiting();
      }
      apply(now);
      jdbi.useHandle(h -> h.execute("CHECKPOINT SYNC"));
      log.deleteUpTo(last);
    }
  }

  private void cycleInBackground() {
    try {
      cycleOnce();
    } catch (RuntimeException e) {
      LOG.error("the database could not take in the event log; tried again next cycle", e);
    }
  }

  /**
   * The database takes in {@code entries} in one transaction. When it fails they wait again (they
   * are in the log) and the failure is thrown to the reader that asked.
   */
  private void apply(List<EventJournal.Entry> entries) {
    if (entries.isEmpty()) {
      return;
    }
    try {
      jdbi.useTransaction(h -> insert(h, entries));
    } catch (RuntimeException e) {
      synchronized (log) {
        entries.addAll(waiting);
        waiting = entries;
      }
      throw e;
    }
    for (EventJournal.Entry e : entries) {
      if (!e.status().equals("live") && !e.status().equals("waiting")) {
        versions.remove(e.gameId()); // over: no event follows
      }
    }
  }

  private static void insert(Handle h, List<EventJournal.Entry> entries) {
    PreparedBatch events =
        h.prepareBatch(
            "INSERT INTO game_event (game_id, version, kind, side, text, at_millis, request_id)"
                + " VALUES (:g, :v, :k, :s, :x, :at, :r)");
    PreparedBatch rows = DatabaseEvents.rowUpdates(h);
    for (EventJournal.Entry e : entries) {
      DatabaseEvents.bindEvent(events, e).add();
      if (e.rowChanged()) {
        DatabaseEvents.bindRow(rows, e).add();
      }
    }
    events.execute();
    if (rows.size() > 0) {
      rows.execute();
    }
  }

  /**
   * The log left by the last run, taken in: each event where its game has no event of that version,
   * and each change of a game's status in the order written (so the last one stands). Returns how
   * many events went in.
   */
  private int replay(List<EventJournal.Entry> entries) {
    return jdbi.inTransaction(
        h -> {
          PreparedBatch events =
              h.prepareBatch(
                  "INSERT INTO game_event (game_id, version, kind, side, text, at_millis,"
                      + " request_id) SELECT CAST(:g AS VARCHAR), CAST(:v AS INT),"
                      + " CAST(:k AS VARCHAR), CAST(:s AS VARCHAR), CAST(:x AS VARCHAR),"
                      + " CAST(:at AS BIGINT), CAST(:r AS VARCHAR)"
                      + " WHERE EXISTS (SELECT 1 FROM game WHERE id = :g) AND NOT EXISTS"
                      + " (SELECT 1 FROM game_event WHERE game_id = :g AND version = :v)");
          for (EventJournal.Entry e : entries) {
            DatabaseEvents.bindEvent(events, e).add();
          }
          int taken = 0;
          for (int n : events.execute()) {
            taken += n;
          }
          PreparedBatch rows = DatabaseEvents.rowUpdates(h);
          for (EventJournal.Entry e : entries) {
            if (e.rowChanged()) {
              DatabaseEvents.bindRow(rows, e).add();
            }
          }
          if (rows.size() > 0) {
            rows.execute();
          }
          return taken;
        });
  }

  @Override
  public void close() {
    cycle.close();
    try {
      cycleOnce();
    } finally {
      log.close();
    }
  }
}
