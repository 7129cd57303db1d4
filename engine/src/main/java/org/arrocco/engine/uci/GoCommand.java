package org.arrocco.engine.uci;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import org.arrocco.engine.SearchLimits;

/**
 * A parsed {@code go} command: the search limits, or a perft depth for {@code go perft N}. Accepts
 * {@code wtime btime winc binc movestogo depth nodes movetime mate infinite ponder searchmoves},
 * {@code delay} (milliseconds per move of a Bronstein or simple delay, which UCI has no word for)
 * and {@code hourglass} (milliseconds left on Scacchi Sprint's per-move hourglass, which UCI has no
 * word for either). A word or a number it cannot read is refused, named.
 */
record GoCommand(SearchLimits limits, int perft) {

  /**
   * Reads {@code go ...} split into words; {@code moves} reads a move of {@code searchmoves} (null
   * where the game has no such word: Tamerlane and Sprint).
   */
  static GoCommand parse(String[] t, ToIntFunction<String> moves) {
    long wtime = 0;
    long btime = 0;
    long winc = 0;
    long binc = 0;
    long delay = 0;
    long movetime = 0;
    long hourglass = 0;
    long nodes = 0;
    int movestogo = 0;
    int depth = 0;
    int mate = 0;
    int perft = 0;
    boolean infinite = false;
    boolean ponder = false;
    List<Integer> searchMoves = null;
    for (int i = 1; i < t.length; i++) {
      String word = t[i];
      switch (word) {
        case "infinite" -> infinite = true;
        case "ponder" -> ponder = true;
        case "searchmoves" -> {
          if (moves == null) {
            throw new UciException("go: 'searchmoves' is for chess and chess960 only");
          }
          searchMoves = new ArrayList<>();
          while (i + 1 < t.length && !isKeyword(t[i + 1])) {
            String text = t[++i];
            try {
              searchMoves.add(moves.applyAsInt(text));
            } catch (IllegalArgumentException e) {
              throw new UciException("go searchmoves: '" + text + "': " + e.getMessage());
            }
          }
        }
        case "wtime" -> wtime = Math.max(1, number(t, ++i, word));
        case "btime" -> btime = Math.max(1, number(t, ++i, word));
        case "winc" -> winc = Math.max(0, number(t, ++i, word));
        case "binc" -> binc = Math.max(0, number(t, ++i, word));
        case "delay" -> delay = Math.max(0, number(t, ++i, word));
        case "hourglass" -> hourglass = Math.max(1, number(t, ++i, word));
        case "movestogo" -> movestogo = (int) clamp(number(t, ++i, word), 0, 1000);
        case "depth" -> depth = (int) clamp(number(t, ++i, word), 1, 120);
        case "nodes" -> nodes = Math.max(1, number(t, ++i, word));
        case "movetime" -> movetime = Math.max(1, number(t, ++i, word));
        case "mate" -> mate = (int) clamp(number(t, ++i, word), 1, 60);
        case "perft" -> perft = (int) clamp(number(t, ++i, word), 1, 12);
        default -> throw new UciException("go: unknown word '" + word + "'");
      }
    }
    int[] list = searchMoves == null ? null : searchMoves.stream().mapToInt(x -> x).toArray();
    boolean bounded =
        wtime > 0
            || btime > 0
            || movetime > 0
            || hourglass > 0
            || depth > 0
            || nodes > 0
            || mate > 0
            || ponder;
    SearchLimits limits =
        new SearchLimits(
            wtime,
            btime,
            winc,
            binc,
            delay,
            movestogo,
            movetime,
            depth,
            nodes,
            mate,
            infinite || !bounded,
            ponder,
            list,
            hourglass);
    return new GoCommand(limits, perft);
  }

  private static boolean isKeyword(String s) {
    return switch (s) {
      case "infinite",
              "ponder",
              "searchmoves",
              "wtime",
              "btime",
              "winc",
              "binc",
              "delay",
              "hourglass",
              "movestogo",
              "depth",
              "nodes",
              "movetime",
              "mate",
              "perft" ->
          true;
      default -> false;
    };
  }

  private static long number(String[] t, int i, String word) {
    if (i >= t.length) {
      throw new UciException("go: '" + word + "' needs a number");
    }
    try {
      return Long.parseLong(t[i]);
    } catch (NumberFormatException e) {
      throw new UciException("go: '" + word + "' needs a number, found '" + t[i] + "'");
    }
  }

  private static long clamp(long v, long lo, long hi) {
    return Math.max(lo, Math.min(hi, v));
  }
}
