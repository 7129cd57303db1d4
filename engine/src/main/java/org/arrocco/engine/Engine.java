package org.arrocco.engine;

import java.util.Arrays;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Position;

/**
 * The chess engine as a library, knowing no protocol: set a position (a start and the moves played
 * from it, so repetitions before the root count), start a search with limits and a listener, stop
 * it or tell it the pondered move came, and set the hash size, threads, lines (MultiPV) and a
 * playing level. Searches run on a thread of their own; {@link #search} runs one to its end on the
 * caller's thread. Orthodox chess and Chess960 share everything (castling is one move kind).
 * Methods are meant for one controlling thread (a UCI loop, a match runner, a test).
 */
public final class Engine {
  /** Default size of the transposition table in megabytes. */
  public static final int DEFAULT_HASH = 16;

  /** Default milliseconds kept in hand on every move (UCI's Move Overhead). */
  public static final int DEFAULT_MOVE_OVERHEAD = 100;

  private final TranspositionTable tt = new TranspositionTable(DEFAULT_HASH);
  private Evaluator evaluator;
  private SearchWorker[] workers;
  private Position root;
  private long[] history = new long[0];
  private int multiPv = 1;
  private long moveOverhead = DEFAULT_MOVE_OVERHEAD;
  private Level level = Level.FULL;
  private Search running;
  private Thread runner;

  /** An engine with the standard evaluation, one thread and a 16 MB table, at the start. */
  public Engine() {
    this(new HandEvaluation());
  }

  /** An engine with its own evaluation (for tuning and tests). */
  public Engine(Evaluator evaluator) {
    this.evaluator = evaluator;
    workers = new SearchWorker[] {new SearchWorker(0, tt, evaluator)};
    setPosition(
        org.arrocco.core.notation.Fen.read(
            org.arrocco.core.variant.Variants.CHESS.startFen(),
            org.arrocco.core.chess.CastlingMode.ORTHODOX),
        new int[0]);
  }

  /** Resizes the transposition table (its contents are lost). */
  public void setHashMegabytes(int megabytes) {
    waitForSearch();
    tt.resize(megabytes);
  }

  /** The number of search threads (Lazy SMP), at least 1. */
  public void setThreads(int threads) {
    waitForSearch();
    int n = Math.max(1, threads);
    SearchWorker[] next = new SearchWorker[n];
    for (int i = 0; i < n; i++) {
      next[i] =
          i < workers.length
              ? workers[i]
              : new SearchWorker(i, tt, i == 0 ? evaluator : evaluator.copy());
    }
    workers = next;
  }

  public int threads() {
    return workers.length;
  }

  /** How many best lines to search and report (UCI's MultiPV), at least 1. */
  public void setMultiPv(int lines) {
    multiPv = Math.max(1, lines);
  }

  /** Milliseconds kept in hand on every move for the GUI's and the pipe's delays. */
  public void setMoveOverhead(long millis) {
    moveOverhead = Math.max(0, millis);
  }

  /** The milliseconds kept in hand on every move. */
  public long moveOverhead() {
    return moveOverhead;
  }

  /** The playing level ({@link Level#FULL} for full strength). */
  public void setLevel(Level level) {
    this.level = level;
  }

  public Level level() {
    return level;
  }

  /** Forgets everything learnt (table and move-ordering history) for a new game. */
  public void newGame() {
    waitForSearch();
    tt.clear();
    for (SearchWorker w : workers) {
      w.ordering.clear();
    }
  }

  /**
   * Sets the position to search: {@code start} and the legal {@code moves} made from it. The
   * positions passed through count for repetitions.
   *
   * @throws IllegalArgumentException when a move is not legal where it is played
   */
  public void setPosition(Position start, int[] moves) {
    Position p = start.copy();
    long[] keys = new long[moves.length];
    MoveList legal = new MoveList();
    for (int i = 0; i < moves.length; i++) {
      MoveGenerator.generate(p, legal);
      if (!legal.contains(moves[i])) {
        throw new IllegalArgumentException(
            "move "
                + (i + 1)
                + " ("
                + org.arrocco.core.chess.Move.toString(moves[i])
                + ") is not legal in "
                + p);
      }
      keys[i] = p.hash();
      p.make(moves[i]);
    }
    root = p.copy();
    // Only the positions since the last capture or pawn move can repeat.
    int keep = Math.min(moves.length, root.halfmoveClock());
    history = Arrays.copyOfRange(keys, moves.length - keep, moves.length);
  }

  /**
   * Plays one more legal move on the position set, keeping what was played before (a {@code
   * position} that extends the last one replays only its new moves).
   *
   * @throws IllegalArgumentException when the move is not legal here (nothing changes)
   */
  public void play(int move) {
    waitForSearch();
    MoveList legal = new MoveList();
    MoveGenerator.generate(root, legal);
    if (!legal.contains(move)) {
      throw new IllegalArgumentException(
          "move " + org.arrocco.core.chess.Move.toString(move) + " is not legal in " + root);
    }
    long key = root.hash();
    Position next = root.copy();
    next.make(move);
    root = next.copy();
    long[] keys = Arrays.copyOf(history, history.length + 1);
    keys[history.length] = key;
    int keep = Math.min(keys.length, root.halfmoveClock());
    history = Arrays.copyOfRange(keys, keys.length - keep, keys.length);
  }

  /** A copy of the position searched. */
  public Position position() {
    return root.copy();
  }

  /** Starts a search on a thread of its own; {@code listener} gets its reports and its move. */
  public void go(SearchLimits limits, SearchListener listener) {
    go(limits, listener, System.nanoTime());
  }

  /**
   * Starts a search on a thread of its own, its clock counted from {@code startNanos} ({@link
   * System#nanoTime}: when the command arrived, so that the time taken to set up the position is
   * charged to the search, as the opponent's clock charges it).
   */
  public void go(SearchLimits limits, SearchListener listener, long startNanos) {
    waitForSearch();
    Search search = prepare(limits, listener, startNanos);
    running = search;
    runner = new Thread(search::run, "search");
    runner.setDaemon(true);
    runner.start();
  }

  /** Runs a search to its end on this thread and returns its result. */
  public SearchResult search(SearchLimits limits, SearchListener listener) {
    waitForSearch();
    Search search = prepare(limits, listener, System.nanoTime());
    running = search;
    try {
      return search.run();
    } finally {
      running = null;
    }
  }

  /** A search without reports. */
  public SearchResult search(SearchLimits limits) {
    return search(
        limits,
        new SearchListener() {
          @Override
          public void onInfo(SearchInfo info) {}

          @Override
          public void onBestMove(int move, int ponderMove) {}
        });
  }

  private Search prepare(SearchLimits limits, SearchListener listener, long start) {
    SearchLimits effective = level.limit(limits);
    TimeManager time = new TimeManager(effective, root.sideToMove(), moveOverhead, start);
    tt.newSearch();
    MoveList legal = new MoveList();
    int n = MoveGenerator.generate(root, legal);
    int[] rootMoves = new int[n];
    int count = 0;
    for (int i = 0; i < n; i++) {
      int m = legal.get(i);
      if (limits.searchMoves() == null || contains(limits.searchMoves(), m)) {
        rootMoves[count++] = m;
      }
    }
    if (count == 0 && limits.searchMoves() != null) {
      for (int i = 0; i < n; i++) {
        rootMoves[count++] = legal.get(i); // none of the named moves is legal: search them all
      }
    }
    SearchControl control = new SearchControl(effective, time, workers, start);
    for (SearchWorker w : workers) {
      w.control = control;
      w.multiPv = Math.max(multiPv, level.lines());
      w.setRoot(root, history, history.length, orderRoot(w, rootMoves, count), count);
    }
    return new Search(control, workers, tt, listener, level.isFull() ? null : level.chooser());
  }

  private int[] orderRoot(SearchWorker w, int[] moves, int n) {
    int[] ordered = Arrays.copyOf(moves, n);
    int hashMove = TranspositionTable.move(tt.probe(root.hash()));
    int[] scores = new int[n];
    w.pos = root.copy();
    w.ordering.score(w.pos, ordered, scores, 0, n, hashMove, 0, -1);
    for (int i = 0; i < n; i++) {
      MoveOrdering.pick(ordered, scores, i, n);
    }
    return ordered;
  }

  private static boolean contains(int[] moves, int m) {
    for (int x : moves) {
      if (x == m) {
        return true;
      }
    }
    return false;
  }

  /** Stops the running search (it then names its move); nothing when none runs. */
  public void stop() {
    Search s = running;
    if (s != null) {
      s.stop();
    }
  }

  /** The opponent played the move pondered on: the search goes on as a timed one. */
  public void ponderhit() {
    Search s = running;
    if (s != null) {
      s.ponderhit();
    }
  }

  /** Whether a search started with {@link #go} is still running. */
  public boolean isSearching() {
    Thread t = runner;
    return t != null && t.isAlive();
  }

  /** Waits for the search started with {@link #go} to name its move. */
  public void waitForSearch() {
    Thread t = runner;
    if (t != null) {
      try {
        t.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      runner = null;
      running = null;
    }
  }

  /** The number of leaf positions {@code depth} plies below the current position. */
  public long perft(int depth) {
    return Perft.count(root.copy(), depth);
  }
}
