package org.arrocco.engine.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.Position;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.variant.Variants;
import org.arrocco.engine.Bench;
import org.arrocco.engine.Engine;
import org.arrocco.engine.Perft;
import org.arrocco.engine.Score;
import org.arrocco.engine.SearchInfo;
import org.arrocco.engine.SearchListener;
import org.arrocco.engine.TranspositionTable;

/**
 * The Universal Chess Interface over a pair of streams: reads commands line by line, drives an
 * {@link Engine} and writes its reports. It only parses and formats text; the engine knows no
 * protocol. A command it cannot read gets an {@code info string} naming the problem and changes
 * nothing; no input makes it crash. Output lines are written whole, whichever thread writes them.
 */
public final class UciLoop {
  static final String NAME = "Arrocco";

  private final BufferedReader in;
  private final PrintStream out;
  private final Engine engine = new Engine();
  private final UciOptions options;
  private boolean searching;
  private boolean openEnded;

  public UciLoop(BufferedReader in, PrintStream out) {
    this.in = in;
    this.out = out;
    this.options = new UciOptions(engine, this::message);
  }

  /**
   * Reads and runs commands until {@code quit} or the end of the input. At the end of the input a
   * bounded search runs to its end (so a script of commands can be piped in) and an infinite or
   * pondering one is stopped; {@code quit} stops any search.
   */
  public void run() throws IOException {
    String line;
    boolean quit = false;
    while (!quit && (line = in.readLine()) != null) {
      quit = !execute(line);
    }
    if (quit || openEnded) {
      engine.stop();
    }
    engine.waitForSearch();
  }

  /** Runs one command line; false for {@code quit}. */
  boolean execute(String line) {
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
        }
        case "setoption" -> {
          stopSearch();
          options.set(line.trim());
        }
        case "position" -> {
          stopSearch();
          position(t);
        }
        case "go" -> go(t);
        case "stop" -> stopSearch();
        case "ponderhit" -> {
          openEnded = false;
          engine.ponderhit();
        }
        case "quit" -> {
          return false;
        }
        case "bench" -> bench(t);
        case "d" -> send("info string " + Fen.write(engine.position()));
        case "debug", "register" -> {
          // accepted and ignored, as UCI allows
        }
        default -> message("unknown command '" + t[0] + "'");
      }
    } catch (UciException | IllegalArgumentException e) {
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

  private CastlingMode mode() {
    return options.chess960() ? CastlingMode.CHESS960 : CastlingMode.ORTHODOX;
  }

  private void position(String[] t) {
    int i = 1;
    Position p;
    if (t.length > 1 && t[1].equals("startpos")) {
      p = Fen.read(Variants.CHESS.startFen(), mode());
      i = 2;
    } else if (t.length > 1 && t[1].equals("fen")) {
      StringBuilder fen = new StringBuilder();
      for (i = 2; i < t.length && !t[i].equals("moves"); i++) {
        fen.append(t[i]).append(' ');
      }
      p = Fen.read(fen.toString().trim(), mode());
    } else {
      throw new UciException("position: expected 'startpos' or 'fen <fen>'");
    }
    List<Integer> played = new ArrayList<>();
    if (i < t.length) {
      if (!t[i].equals("moves")) {
        throw new UciException(
            "position: expected 'moves' after the position, found '" + t[i] + "'");
      }
      Position q = p.copy();
      for (i++; i < t.length; i++) {
        int m;
        try {
          m = UciMove.read(t[i], q, mode());
        } catch (IllegalArgumentException e) {
          throw new UciException(
              "position: move " + (played.size() + 1) + " '" + t[i] + "': " + e.getMessage());
        }
        if (m == Move.NONE) {
          throw new UciException("position: move " + (played.size() + 1) + " is a null move");
        }
        q.make(m);
        played.add(m);
      }
    }
    int[] list = played.stream().mapToInt(Integer::intValue).toArray();
    engine.setPosition(p, list);
  }

  private void go(String[] t) {
    if (searching && engine.isSearching()) {
      message("a search is running: send 'stop' first");
      return;
    }
    GoCommand go = GoCommand.parse(t, engine.position(), mode());
    if (go.perft() > 0) {
      perft(go.perft());
      return;
    }
    searching = true;
    openEnded = go.limits().infinite() || go.limits().ponder();
    engine.go(go.limits(), listener());
  }

  private void perft(int depth) {
    long total = 0;
    long begin = System.nanoTime();
    for (Perft.Divide d : Perft.divide(engine.position(), depth)) {
      send(UciMove.write(d.move(), mode()) + ": " + d.nodes());
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
        throw new UciException("bench: the depth must be 1 to 30");
      }
    }
    Bench.Result r = Bench.run(depth, s -> send("info string " + s));
    send("");
    send("Total time (ms) : " + r.millis());
    send("Nodes searched  : " + r.nodes());
    send("Nodes/second    : " + r.nodesPerSecond());
    send("info string nodes per second of the search thread's CPU time: " + r.nodesPerCpuSecond());
  }

  private void stopSearch() {
    engine.stop();
    engine.waitForSearch();
    searching = false;
  }

  private SearchListener listener() {
    return new SearchListener() {
      @Override
      public void onInfo(SearchInfo info) {
        send(formatInfo(info));
      }

      @Override
      public void onBestMove(int move, int ponderMove) {
        String best = move == Move.NONE ? "0000" : UciMove.write(move, mode());
        String ponder =
            ponderMove == Move.NONE ? "" : " ponder " + UciMove.write(ponderMove, mode());
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
      sb.append(' ').append(UciMove.write(m, mode()));
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
