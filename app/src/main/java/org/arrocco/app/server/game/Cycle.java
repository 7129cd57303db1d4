package org.arrocco.app.server.game;

/**
 * A step run by a daemon thread of its own every interval until it is closed. The thread is woken
 * to stop, never interrupted: an interrupt in the middle of H2's file I/O closes the database's
 * file. Used for the work the store does behind the moves: forcing the file to the disk ({@link
 * DiskSync}), taking the event log in ({@link LoggedEvents}).
 */
final class Cycle implements AutoCloseable {
  private final Runnable step;
  private final long intervalMillis;
  private final Thread thread;
  private final Object wake = new Object();
  private volatile boolean closed;

  /** Starts running {@code step} every {@code intervalMillis} in a thread named {@code name}. */
  Cycle(String name, long intervalMillis, Runnable step) {
    this.step = step;
    this.intervalMillis = intervalMillis;
    this.thread = new Thread(this::run, name);
    thread.setDaemon(true);
    thread.start();
  }

  private void run() {
    while (!closed) {
      synchronized (wake) {
        try {
          if (!closed) {
            wake.wait(intervalMillis);
          }
        } catch (InterruptedException e) {
          // not interrupted by this class: an interrupt in H2's file I/O would close its file
        }
      }
      if (closed) {
        break;
      }
      step.run();
    }
  }

  /** Stops the thread; a step under way ends first. */
  @Override
  public void close() {
    closed = true;
    synchronized (wake) {
      wake.notifyAll();
    }
    try {
      thread.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
