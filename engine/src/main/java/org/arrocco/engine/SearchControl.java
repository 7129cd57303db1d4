package org.arrocco.engine;

/**
 * What the threads of one search share besides the transposition table: the stop flag, the limits
 * and the time plan, whether the search is still pondering, and the workers (to sum their nodes).
 * The main thread checks the clock and the node limit and raises the stop flag for all.
 */
final class SearchControl {
  volatile boolean stop;
  volatile boolean pondering;
  final SearchLimits limits;
  final TimeManager time;
  final SearchWorker[] workers;
  final long startNanos;

  SearchControl(SearchLimits limits, TimeManager time, SearchWorker[] workers, long startNanos) {
    this.limits = limits;
    this.time = time;
    this.workers = workers;
    this.startNanos = startNanos;
    this.pondering = limits.ponder();
  }

  /** The nodes searched by every thread so far. */
  long nodes() {
    long n = 0;
    for (SearchWorker w : workers) {
      n += w.nodes;
    }
    return n;
  }

  /** Whether the search must stop now (called by the main thread every few thousand nodes). */
  boolean checkLimits() {
    if (stop) {
      return true;
    }
    if (limits.nodes() > 0 && nodes() >= limits.nodes()) {
      stop = true;
    } else if (!pondering && !limits.infinite() && time.mustStop(System.nanoTime())) {
      stop = true;
    }
    return stop;
  }

  long elapsedMillis() {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }
}
