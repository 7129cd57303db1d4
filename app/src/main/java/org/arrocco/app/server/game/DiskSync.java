package org.arrocco.app.server.game;

import java.util.concurrent.atomic.AtomicBoolean;
import org.jdbi.v3.core.Jdbi;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Forces embedded H2's file to the disk (CHECKPOINT SYNC) at most once every interval, and only
 * when something was written since the last time: the events are in the file (and survive the
 * server process) as soon as they are acknowledged; this bounds what a power cut or a crash of the
 * operating system can take to the last interval. On close, one last sync.
 */
final class DiskSync implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(DiskSync.class);

  private final Jdbi jdbi;
  private final AtomicBoolean dirty = new AtomicBoolean();
  private final Cycle cycle;

  DiskSync(Jdbi jdbi, long intervalMillis) {
    this.jdbi = jdbi;
    this.cycle = new Cycle("arrocco-disk-sync", intervalMillis, this::syncIfWritten);
  }

  /** Something was written to the file since the last sync. */
  void written() {
    dirty.set(true);
  }

  private void syncIfWritten() {
    if (!dirty.getAndSet(false)) {
      return;
    }
    try {
      jdbi.useHandle(h -> h.execute("CHECKPOINT SYNC"));
    } catch (RuntimeException e) {
      dirty.set(true); // tried again at the next interval
      LOG.warn("the database file could not be forced to the disk: {}", e.getMessage());
    }
  }

  @Override
  public void close() {
    cycle.close();
    syncIfWritten();
  }
}
