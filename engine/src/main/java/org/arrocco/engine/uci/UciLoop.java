package org.arrocco.engine.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.game.Side;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.perft.PerftPosition;
import org.arrocco.core.variant.Game;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.Seat;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;
import org.arrocco.engine.Bench;
import org.arrocco.engine.Engine;
import org.arrocco.engine.Level;
import org.arrocco.engine.Score;
import org.arrocco.engine.SearchInfo;
import org.arrocco.engine.SearchLimits;
import org.arrocco.engine.SearchListener;
import org.arrocco.engine.TranspositionTable;
import org.arrocco.engine.ViewSearch;

/**
 * The Universal Chess Interface over a pair of streams: reads commands line by line, drives the
 * search of the variant chosen with {@code UCI_Variant} and writes its reports. It only parses and
 * formats text; positions and moves are checked by the rules through the variant door ({@link
 * UciGame}); orthodox chess and Chess960 are searched by the {@link Engine}, Tamerlane chess and
 * Scacchi Sprint by a {@link ViewSearch} of what the seat to move sees (Sprint: never the hidden
 * tiles). A command it cannot read gets an {@code info string} naming the problem and changes
 * nothing; no input makes it crash. Output lines are written whole, whichever thread writes them.
 *
 * <p>Lines are read by a thread of their own and stamped when they arrive, so that a search's clock
 * starts when its {@code go} arrived: the time spent setting up the position before it is charged
 * to the move, as the GUI's clock charges it (and said in an {@code info string} when it is more
 * than {@value #NOTICED_MILLIS} ms).
 */
public final class UciLoop {
  static final String NAME = "Arrocco";

  /** Set-up time between a go's arrival and its search's start that is reported. */
  static final int NOTICED_MILLIS = 20;

  private final BufferedReader in;
  private final PrintStream out;
  private final Engine engine = new Engine();
  private final UciOptions options;
  private final UciGame game = new UciGame(engine);
  private final SplittableRandom seeds = new SplittableRandom();
  private final TransitTime transit = new TransitTime();
  private boolean searching;
  private boolean openEnded;
  private long positionBegan;
  private volatile ViewSearch viewSearch;
  private Thread viewThread;
  private final Object stopped = new Object();
  private boolean stopAsked;

  public UciLoop(BufferedReader in, PrintStream out) {
    this.in = in;
    this.out = out;
    this.options = new UciOptions(engine, this::message);
  }

  /** A line of input and the instant it arrived. */
  private record Line(String text, long arrived) {}

  /**
   * Reads and runs commands until {@code quit} or the end of the input. At the end of the input a
   * bounded search runs to its end (so a script of commands can be piped in) and an infinite or
   * pondering one is stopped; {@code quit} stops any search.
   */
  public void run() throws IOException {
    BlockingQueue<Line> lines = new LinkedBlockingQueue<>();
    IOException[] failure = new IOException[1];
    Thread reader =
        new Thread(
            () -> {
              try {
                String text;
                while ((text = in.readLine()) != null) {
                  lines.add(new Line(text, System.nanoTime()));
                }
              } catch (IOException e) {
                failure[0] = e;
              }
              lines.add(new Line(null, System.nanoTime()));
            },
            "uci-input");
    reader.setDaemon(true);
    reader.start();
    boolean quit = false;
    while (!quit) {
      Line line;
      try {
        line = lines.take();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
      if (line.text() == null) {
        break;
      }
      quit = !execute(line.text(), line.arrived());
    }
    if (quit || openEnded) {
      stopAll();
    }
    waitAll();
    if (failure[0] != null && !quit) {
      throw failure[0];
    }
  }

  /** Runs one command line that arrives now; false for {@code quit}. */
  boolean execute(String line) {
    return execute(line, System.nanoTime());
  }

  /** Runs one command line that arrived at {@code arrived} (System.nanoTime); false for quit. */
  boolean execute(String line, long arrived) {
    String[] t = line.trim().split("\\s+");
    if (t[0].isEmpty()) {
      return true;
    }
    try {
      switch (t[0]) {
        case "uci" -> identify();
        case "isready" -> send("readyok");
        case "ucinewgame" -> {
          stopSearch();
          engine.newGame();
          transit.reset();
        }
        case "setoption" -> {
          stopSearch();
          Variant before = options.variant();
          options.set(line.trim());
          if (options.variant() != before) {
            game.reset(options.variant());
            warmUp(options.variant());
          }
        }
        case "position" -> {
          stopSearch();
          positionBegan = System.nanoTime();
          position(t);
        }
        case "go" -> go(t, Math.max(arrived, positionBegan));
        case "stop" -> stopSearch();
        case "ponderhit" -> {
          openEnded = false;
          engine.ponderhit();
        }
        case "quit" -> {
          return false;
        }
        case "bench" -> bench(t);
        case "d" ->
            send(
                "info string "
                    + game.variant().key()
                    + " "
                    + game.game().map(Game::positionText).orElse("(no position: send one)"));
        case "debug", "register" -> {
          // accepted and ignored, as UCI allows
        }
        default -> message("unknown command '" + t[0] + "'");
      }
    } catch (UciException | IllegalArgumentException | IllegalStateException e) {
      message(e.getMessage());
    } catch (OutOfMemoryError e) {
      message("not enough memory for that: " + e.getMessage());
    }
    return true;
  }

  private void identify() {
    send("id name " + NAME);
    send("id author the Arrocco authors");
    options.describe(this::send);
    send("uciok");
  }

  private void position(String[] t) {
    int i;
    String fen;
    if (t.length > 1 && t[1].equals("startpos")) {
      fen = null;
      i = 2;
    } else if (t.length > 1 && t[1].equals("fen")) {
      StringBuilder sb = new StringBuilder();
      for (i = 2; i < t.length && !t[i].equals("moves"); i++) {
        sb.append(t[i]).append(' ');
      }
      fen = sb.toString().trim();
      if (fen.isEmpty()) {
        throw new UciException("position fen: the FEN is missing");
      }
    } else {
      throw new UciException(
          "position: expected 'startpos' or 'fen <fen>', found '"
              + (t.length > 1 ? t[1] : "")
              + "'");
    }
    List<String> played = List.of();
    if (i < t.length) {
      if (!t[i].equals("moves")) {
        throw new UciException(
            "position: expected 'moves' after the position, found '" + t[i] + "'");
      }
      played = Arrays.asList(t).subList(i + 1, t.length);
    }
    game.set(options.variant(), fen, played);
  }

  private void go(String[] t, long start) {
    if (searching && (engine.isSearching() || viewRunning())) {
      message("go: a search is running: send 'stop' first");
      return;
    }
    Game g =
        game.game()
            .orElseThrow(
                () ->
                    new UciException(
                        "go: no Sprint position yet: send 'position fen <Sprint FEN with both"
                            + " decks>'"));
    GoCommand go =
        GoCommand.parse(
            t, game.chess() ? text -> UciMove.read(text, engine.position(), game.mode()) : null);
    if (go.perft() > 0) {
      perft(g, go.perft());
      return;
    }
    long late = (System.nanoTime() - start) / 1_000_000;
    if (late > NOTICED_MILLIS) {
      message("the position's set-up took " + late + " ms of this move's time");
    }
    if (game.chess()) {
      int side = engine.position().sideToMove() == Piece.WHITE ? 0 : 1;
      engine.setMoveOverhead(overhead(go.limits(), side));
      searching = true;
      openEnded = go.limits().infinite() || go.limits().ponder();
      engine.go(go.limits(), listener(start), start);
      return;
    }
    for (String word : t) {
      if (word.equals("ponder") || word.equals("mate")) {
        throw new UciException("go: '" + word + "' is for chess and chess960 only");
      }
    }
    if (g.isOver()) {
      message("go: the game is over (" + g.outcome().get() + ")");
      send("bestmove 0000");
      return;
    }
    GameView view = g.view(Seat.of(g.sideToMove()), 0);
    long overhead = overhead(go.limits(), g.sideToMove() == Side.WHITE ? 0 : 1);
    ViewSearch search =
        new ViewSearch(view, engine.level(), go.limits(), overhead, start, seeds.nextLong());
    boolean infinite = go.limits().infinite();
    synchronized (stopped) {
      stopAsked = false;
    }
    searching = true;
    openEnded = infinite;
    viewSearch = search;
    viewThread = new Thread(() -> runView(search, infinite, start), "search");
    viewThread.setDaemon(true);
    viewThread.start();
  }

  /**
   * Loads and runs the code of a Tamerlane or Sprint search once, on a short search of its start,
   * when the variant is chosen (before the GUI's {@code isready} is answered): else the first moves
   * of a game pay for it on the clock (0.6 s of class loading and a slow first search were seen on
   * a loaded machine).
   */
  private void warmUp(Variant v) {
    if (v != Variants.TAMERLANE && v != Variants.SPRINT) {
      return;
    }
    Map<String, String> deal = v == Variants.SPRINT ? Map.of("seed", "1") : Map.of();
    Game g = v.newGame(v.setup(deal), Optional.empty());
    GameView view = g.view(Seat.of(g.sideToMove()), 0);
    new ViewSearch(view, Level.FULL, SearchLimits.ofDepth(2), 0, System.nanoTime(), 1).run();
  }

  /**
   * The Move Overhead for a search on {@code limits} by {@code side}: the option, plus what the
   * clocks show is lost outside the engine on each move ({@link TransitTime}).
   */
  private long overhead(SearchLimits limits, int side) {
    if (limits.usesClock() && !limits.ponder() && !limits.infinite()) {
      transit.go(
          side,
          side == 0 ? limits.whiteTime() : limits.blackTime(),
          side == 0 ? limits.whiteIncrement() : limits.blackIncrement());
    } else {
      transit.untimed();
    }
    return options.moveOverhead() + transit.margin();
  }

  private void runView(ViewSearch search, boolean infinite, long start) {
    ViewSearch.Result r;
    try {
      r = search.run();
    } catch (RuntimeException e) {
      message("search failed: " + e);
      send("bestmove 0000");
      return;
    }
    long nps = r.millis() > 0 ? r.nodes() * 1000 / r.millis() : r.nodes();
    String score =
        Score.isMate(r.score()) ? "mate " + Score.mateInMoves(r.score()) : "cp " + r.score();
    send(
        "info depth "
            + r.depth()
            + " score "
            + score
            + " nodes "
            + r.nodes()
            + " nps "
            + nps
            + " time "
            + r.millis()
            + " pv "
            + r.move());
    if (infinite) {
      synchronized (stopped) {
        while (!stopAsked) {
          try {
            stopped.wait();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            break;
          }
        }
      }
    }
    transit.searched((System.nanoTime() - start) / 1_000_000);
    send("bestmove " + r.move());
  }

  private boolean viewRunning() {
    Thread th = viewThread;
    return th != null && th.isAlive();
  }

  private void perft(Game g, int depth) {
    long total = 0;
    long begin = System.nanoTime();
    PerftPosition p = g.variant().perftPosition(g.positionText());
    for (PerftPosition.Divide d : p.divide(depth)) {
      send(d.move() + ": " + d.nodes());
      total += d.nodes();
    }
    long ms = (System.nanoTime() - begin) / 1_000_000;
    send("");
    send("Nodes searched: " + total);
    send("info string perft " + depth + " took " + ms + " ms");
  }

  private void bench(String[] t) {
    stopSearch();
    int depth = Bench.DEFAULT_DEPTH;
    if (t.length > 1) {
      try {
        depth = Integer.parseInt(t[1]);
      } catch (NumberFormatException e) {
        throw new UciException("bench: the depth must be a number, found '" + t[1] + "'");
      }
      if (depth < 1 || depth > 30) {
        throw new UciException("bench: the depth must be 1 to 30, not " + depth);
      }
    }
    Bench.Result r = Bench.run(depth, s -> send("info string " + s));
    send("");
    send("Total time (ms) : " + r.millis());
    send("Nodes searched  : " + r.nodes());
    send("Nodes/second    : " + r.nodesPerSecond());
    send("info string nodes per second of the search thread's CPU time: " + r.nodesPerCpuSecond());
  }

  private void stopAll() {
    engine.stop();
    ViewSearch v = viewSearch;
    if (v != null) {
      v.stop();
    }
    synchronized (stopped) {
      stopAsked = true;
      stopped.notifyAll();
    }
  }

  private void waitAll() {
    engine.waitForSearch();
    Thread th = viewThread;
    if (th != null) {
      try {
        th.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      viewThread = null;
      viewSearch = null;
    }
  }

  private void stopSearch() {
    stopAll();
    waitAll();
    searching = false;
  }

  private SearchListener listener(long start) {
    return new SearchListener() {
      @Override
      public void onInfo(SearchInfo info) {
        send(formatInfo(info));
      }

      @Override
      public void onBestMove(int move, int ponderMove) {
        transit.searched((System.nanoTime() - start) / 1_000_000);
        String best = move == Move.NONE ? "0000" : UciMove.write(move, game.mode());
        String ponder =
            ponderMove == Move.NONE ? "" : " ponder " + UciMove.write(ponderMove, game.mode());
        send("bestmove " + best + ponder);
      }

      @Override
      public void onMessage(String text) {
        message(text);
      }
    };
  }

  String formatInfo(SearchInfo info) {
    StringBuilder sb = new StringBuilder("info depth ").append(info.depth());
    sb.append(" seldepth ").append(info.selectiveDepth());
    sb.append(" multipv ").append(info.multiPv());
    if (Score.isMate(info.score())) {
      sb.append(" score mate ").append(Score.mateInMoves(info.score()));
    } else {
      sb.append(" score cp ").append(info.score());
    }
    if (info.bound() == TranspositionTable.LOWER) {
      sb.append(" lowerbound");
    } else if (info.bound() == TranspositionTable.UPPER) {
      sb.append(" upperbound");
    }
    sb.append(" nodes ").append(info.nodes());
    sb.append(" nps ").append(info.nodesPerSecond());
    sb.append(" hashfull ").append(info.hashfull());
    sb.append(" time ").append(info.millis());
    sb.append(" pv");
    for (int m : info.pv()) {
      sb.append(' ').append(UciMove.write(m, game.mode()));
    }
    return sb.toString();
  }

  private void message(String text) {
    send("info string " + text.replace('\n', ' '));
  }

  private void send(String line) {
    synchronized (out) {
      out.println(line);
      out.flush();
    }
  }

  static String lower(String s) {
    return s.toLowerCase(Locale.ROOT);
  }
}
