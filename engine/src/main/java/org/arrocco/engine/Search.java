package org.arrocco.engine;

import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.Position;

/**
 * One search as it runs: the main thread iterates with worker 0, reports each iteration, keeps time
 * and decides when to stop; helper threads (Lazy SMP) run the other workers on the same root until
 * the main thread stops them. An infinite or pondering search never ends by itself: it waits for
 * {@link #stop} or {@link #ponderhit} before it names its move, as UCI requires.
 */
final class Search implements SearchWorker.IterationListener {
  private final SearchControl control;
  private final SearchWorker[] workers;
  private final TranspositionTable tt;
  private final SearchListener listener;
  private final MoveChooser chooser;
  private final Object lock = new Object();
  private volatile boolean stopOnPonderhit;
  private int lastBest;
  private int reportedDepth = -1;
  private double instability;
  private int lastScore = Score.NONE;
  private SearchResult result;

  Search(
      SearchControl control,
      SearchWorker[] workers,
      TranspositionTable tt,
      SearchListener listener,
      MoveChooser chooser) {
    this.control = control;
    this.workers = workers;
    this.tt = tt;
    this.listener = listener;
    this.chooser = chooser;
  }

  /** Runs the search on the calling thread (the main one) and returns its result. */
  SearchResult run() {
    SearchWorker main = workers[0];
    if (main.root.size == 0) {
      waitWhileOpen();
      result = new SearchResult(Move.NONE, Move.NONE, main.pos.inCheck() ? -Score.MATE : 0, 0, 0);
      listener.onBestMove(Move.NONE, Move.NONE);
      return result;
    }
    Thread[] helpers = new Thread[workers.length - 1];
    for (int i = 1; i < workers.length; i++) {
      SearchWorker w = workers[i];
      helpers[i - 1] = new Thread(() -> w.iterate(null), "search-" + i);
      helpers[i - 1].setDaemon(true);
      helpers[i - 1].start();
    }
    main.iterate(this);
    waitWhileOpen();
    control.stop = true;
    for (Thread t : helpers) {
      try {
        t.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    SearchWorker best = bestWorker();
    if (best != main || reportedDepth != best.completedDepth) {
      report(best, best.completedDepth, 0);
    }
    int move = best.root.move[0];
    int ponder = best.root.pvLength[0] > 1 ? best.root.pv[0][1] : ponderFromTable(best, move);
    int chosen = chooser == null ? move : chooser.choose(best.root, best.completedDepth);
    if (chosen != move) {
      ponder = Move.NONE;
    }
    result =
        new SearchResult(chosen, ponder, best.root.score[0], best.completedDepth, control.nodes());
    listener.onBestMove(chosen, ponder);
    return result;
  }

  /** The thread whose result to play: the main one, unless a helper finished a deeper iteration. */
  private SearchWorker bestWorker() {
    SearchWorker best = workers[0];
    for (int i = 1; i < workers.length; i++) {
      SearchWorker w = workers[i];
      if (w.completedDepth > best.completedDepth
          && w.root.score[0] >= best.root.score[0]
          && w.root.score[0] > -Score.INFINITE) {
        best = w;
      }
    }
    return best;
  }

  private int ponderFromTable(SearchWorker w, int move) {
    Position p = w.pos;
    p.make(move);
    long entry = tt.probe(p.hash());
    int reply = TranspositionTable.move(entry);
    int found = Move.NONE;
    if (reply != 0) {
      org.arrocco.core.chess.MoveList legal = new org.arrocco.core.chess.MoveList();
      org.arrocco.core.chess.MoveGenerator.generate(p, legal);
      if (legal.contains(reply)) {
        found = reply;
      }
    }
    p.unmake();
    return found;
  }

  /** Waits while an infinite or pondering search has not been told to stop. */
  private void waitWhileOpen() {
    synchronized (lock) {
      while (!control.stop && (control.limits.infinite() || control.pondering)) {
        if (!control.pondering && stopOnPonderhit) {
          break;
        }
        try {
          lock.wait(5);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }

  void stop() {
    control.stop = true;
    synchronized (lock) {
      lock.notifyAll();
    }
  }

  /** The opponent played the expected move: the search goes on under the clock. */
  void ponderhit() {
    control.pondering = false;
    if (stopOnPonderhit) {
      control.stop = true;
    }
    synchronized (lock) {
      lock.notifyAll();
    }
  }

  @Override
  public void bound(SearchWorker worker, int depth, int bound) {
    if (control.elapsedMillis() > 3000) {
      report(worker, depth, bound);
    }
  }

  @Override
  public boolean iterationDone(SearchWorker main, int depth) {
    if (control.stop) {
      return true;
    }
    report(main, depth, 0);
    reportedDepth = depth;
    int best = main.root.move[0];
    int score = main.root.score[0];
    instability = instability / 2 + (best != lastBest && depth > 1 ? 1 : 0);
    lastBest = best;
    SearchLimits limits = control.limits;
    boolean done = false;
    if (limits.mate() > 0 && score >= Score.MATE - 2 * limits.mate()) {
      done = true;
    }
    TimeManager time = control.time;
    if (time.isTimed() && !limits.infinite()) {
      double factor = 0.75 + 0.7 * instability;
      if (lastScore != Score.NONE && score < lastScore - 25) {
        factor *= 1.3;
      }
      if (main.root.size == 1 && depth >= 6) {
        done = true; // one legal move: no time to spend on it
      }
      if (!time.mayStartIteration(System.nanoTime(), factor)) {
        done = true;
      }
    }
    lastScore = score;
    if (done) {
      if (control.pondering) {
        stopOnPonderhit = true;
        return false;
      }
      if (!limits.infinite()) {
        control.stop = true;
        return true;
      }
    }
    return false;
  }

  private void report(SearchWorker w, int depth, int bound) {
    long nodes = control.nodes();
    long millis = control.elapsedMillis();
    int hashfull = tt.hashfull();
    int lines = Math.min(w.multiPv, w.root.size);
    for (int i = 0; i < lines; i++) {
      boolean searched = w.root.score[i] > -Score.INFINITE;
      int score = searched ? w.root.score[i] : w.root.previousScore[i];
      if (score <= -Score.INFINITE) {
        continue;
      }
      int d = searched ? depth : Math.max(1, depth - 1);
      listener.onInfo(
          new SearchInfo(
              d,
              Math.max(d, w.root.selectiveDepth[i]),
              i + 1,
              score,
              i == 0 ? bound : 0,
              nodes,
              millis,
              hashfull,
              w.root.line(i)));
    }
  }

  /** Picks the move to play from the root moves: a weaker level may pick another than the best. */
  interface MoveChooser {
    int choose(RootMoves root, int depth);
  }
}
