package org.arrocco.bench.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What an xboard engine must be told, from the runner's UCI words: each {@code position fen ...
 * moves ...} becomes the moves the engine has not been told yet (or, when the position does not
 * follow from what it knows, {@code setboard} and every move, after {@code new}, {@code force} and
 * {@code easy} if a game was going on), and {@code go wtime ... btime ...} becomes {@code time} and
 * {@code otim} in centiseconds before {@code go} ({@code go depth N}: {@code sd N}). The time
 * control is announced with {@code level} at the engine's first move, from its clock then (whole
 * seconds of increment, as old engines read it); every move then tells the engine its clock.
 * Remembers what the engine knows.
 */
final class XboardDialogue {
  private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  private final boolean usermove;
  private String fen;
  private final List<String> known = new ArrayList<>();
  private boolean levelSent;

  /** A dialogue with an engine that wants moves prefixed by {@code usermove} or not. */
  XboardDialogue(boolean usermove) {
    this.usermove = usermove;
  }

  /** The engine was told {@code new}: it knows no position and no time control. */
  void newGame() {
    fen = null;
    known.clear();
    levelSent = false;
  }

  /** The engine played {@code move} (it knows it). */
  void engineMoved(String move) {
    known.add(move);
  }

  /**
   * The xboard commands that bring the engine from what it was told to {@code position} and start
   * it on {@code go} (both in UCI's words), the last one being {@code go}; remembers what the
   * engine now knows.
   */
  List<String> commands(String position, String go) {
    String[] w = position.trim().split("\\s+");
    String start;
    int i;
    if (w.length >= 2 && w[0].equals("position") && w[1].equals("startpos")) {
      start = START;
      i = 2;
    } else if (w.length >= 8 && w[0].equals("position") && w[1].equals("fen")) {
      start = String.join(" ", w[2], w[3], w[4], w[5], w[6], w[7]);
      i = 8;
    } else {
      throw new IllegalArgumentException("not a UCI position command: " + position);
    }
    List<String> moves = new ArrayList<>();
    if (i < w.length) {
      if (!w[i].equals("moves")) {
        throw new IllegalArgumentException("expected 'moves' in: " + position);
      }
      moves.addAll(List.of(w).subList(i + 1, w.length));
    }
    List<String> out = new ArrayList<>();
    boolean follows =
        start.equals(fen)
            && known.size() <= moves.size()
            && moves.subList(0, known.size()).equals(known);
    if (!follows) {
      if (fen != null) {
        out.add("new");
        out.add("force");
        out.add("easy");
        levelSent = false;
      }
      out.add("setboard " + start);
      fen = start;
      known.clear();
    }
    for (int k = known.size(); k < moves.size(); k++) {
      out.add(usermove ? "usermove " + moves.get(k) : moves.get(k));
      known.add(moves.get(k));
    }
    boolean whiteToMove = start.split(" ")[1].equals("w") == (moves.size() % 2 == 0);
    long[] clock = new long[4]; // wtime btime winc binc
    int depth = 0;
    String[] g = go.trim().split("\\s+");
    for (int k = 1; k + 1 < g.length; k += 2) {
      long v = Long.parseLong(g[k + 1]);
      switch (g[k]) {
        case "wtime" -> clock[0] = v;
        case "btime" -> clock[1] = v;
        case "winc" -> clock[2] = v;
        case "binc" -> clock[3] = v;
        case "depth" -> depth = (int) v;
        default ->
            throw new IllegalArgumentException(
                "an xboard engine cannot be given '" + g[k] + "' in: " + go);
      }
    }
    if (depth > 0) {
      out.add("sd " + depth);
    } else {
      long own = whiteToMove ? clock[0] : clock[1];
      long other = whiteToMove ? clock[1] : clock[0];
      long inc = whiteToMove ? clock[2] : clock[3];
      if (!levelSent) {
        long seconds = Math.max(1, own / 1000);
        out.add(
            String.format(
                Locale.ROOT, "level 0 %d:%02d %d", seconds / 60, seconds % 60, inc / 1000));
        levelSent = true;
      }
      out.add("time " + Math.max(1, own / 10));
      out.add("otim " + Math.max(1, other / 10));
    }
    out.add("go");
    return out;
  }
}
