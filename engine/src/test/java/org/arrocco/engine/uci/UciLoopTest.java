package org.arrocco.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The UCI adapter driven over streams, as a GUI drives it. */
class UciLoopTest {
  /** Runs a script of commands and returns the output lines. */
  static List<String> run(String... commands) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    String script = String.join("\n", commands) + "\n";
    new UciLoop(new BufferedReader(new StringReader(script)), out).run();
    return bytes.toString(StandardCharsets.UTF_8).lines().toList();
  }

  private static String last(List<String> lines, String prefix) {
    String found = null;
    for (String l : lines) {
      if (l.startsWith(prefix)) {
        found = l;
      }
    }
    return found;
  }

  @Test
  void identifiesItselfAndItsOptions() throws IOException {
    List<String> out = run("uci", "isready");
    assertEquals("id name Arrocco", out.get(0));
    assertTrue(out.contains("option name Hash type spin default 16 min 1 max 4096"));
    assertTrue(out.stream().anyMatch(l -> l.startsWith("option name UCI_Chess960 type check")));
    assertEquals("uciok", out.get(out.size() - 2));
    assertEquals("readyok", out.get(out.size() - 1));
  }

  @Test
  void searchesToADepthAndNamesALegalMove() throws IOException {
    List<String> out =
        run("ucinewgame", "position startpos moves e2e4 e7e5", "go depth 6", "isready");
    String info = last(out, "info depth 6 ");
    assertTrue(info != null && info.contains(" score cp ") && info.contains(" pv "), info);
    for (String field : new String[] {"seldepth", "nodes", "nps", "hashfull", "time"}) {
      assertTrue(info.contains(" " + field + " "), field + " in " + info);
    }
    String best = last(out, "bestmove ");
    assertTrue(best.matches("bestmove [a-h][1-8][a-h][1-8]( ponder [a-h][1-8][a-h][1-8])?"), best);
  }

  @Test
  void reportsAMateAsMate() throws IOException {
    List<String> out =
        run(
            "position fen r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1",
            "go depth 6",
            "isready");
    assertTrue(last(out, "info depth").contains(" score mate 2 "), last(out, "info depth"));
    assertTrue(last(out, "bestmove").startsWith("bestmove d5f6"));
  }

  @Test
  void perftCountsAndDivides() throws IOException {
    List<String> out =
        run(
            "position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "go perft 3");
    assertTrue(out.contains("Nodes searched: 97862"), String.join("\n", out));
    assertTrue(out.stream().anyMatch(l -> l.equals("e1g1: 2059")), "castling written e1g1");
  }

  @Test
  void chess960CastlingIsKingTakesRook() throws IOException {
    List<String> out =
        run(
            "setoption name UCI_Chess960 value true",
            "position fen 4k3/8/8/8/8/8/8/R4K1R w HA - 0 1",
            "go perft 1",
            "position fen 4k3/8/8/8/8/8/8/R4K1R w HA - 0 1 moves f1h1",
            "d");
    assertTrue(out.contains("f1h1: 1"), String.join("\n", out));
    assertTrue(out.contains("f1a1: 1"), String.join("\n", out));
    assertTrue(
        last(out, "info string").contains("4k3/8/8/8/8/8/8/R4RK1 b"), last(out, "info string"));
  }

  @Test
  void badCommandsGetAnInfoStringAndChangeNothing() throws IOException {
    List<String> out =
        run(
            "position startpos moves e2e4",
            "frobnicate",
            "position startpos moves e2e5",
            "position fen not a fen",
            "position",
            "setoption name Hash value lots",
            "setoption name Hash value 0",
            "setoption name NoSuchOption value 1",
            "setoption name UCI_Variant value shogi",
            "go depth x",
            "go sideways",
            "go perft",
            "d");
    List<String> infos = out.stream().filter(l -> l.startsWith("info string")).toList();
    assertEquals(12, infos.size(), String.join("\n", out));
    assertTrue(infos.get(0).contains("frobnicate"));
    assertTrue(infos.get(1).contains("e2e5"));
    assertTrue(infos.get(5).contains("0 is not in 1..4096"));
    assertTrue(infos.get(6).contains("NoSuchOption"));
    assertTrue(infos.get(7).contains("shogi"));
    // The position is still the one after e2e4.
    assertTrue(infos.get(11).contains("4P3/8/PPPP1PPP/RNBQKBNR b KQkq"), infos.get(11));
  }

  @Test
  void stopEndsAnInfiniteSearchWithAMove() throws IOException {
    List<String> out = run("position startpos", "go infinite", "isready", "stop", "isready");
    assertTrue(last(out, "bestmove") != null, String.join("\n", out));
    assertEquals("readyok", out.get(out.size() - 1));
  }

  @Test
  void aSearchOnTheClockEndsByItself() throws IOException {
    // The loop waits for a bounded search at the end of its input: this one ends on its clock.
    List<String> out =
        run("position startpos", "go wtime 2000 btime 2000 winc 0 binc 0", "isready");
    assertTrue(last(out, "bestmove") != null);
  }

  @Test
  void ponderSearchesUntilPonderhit() throws IOException {
    List<String> out =
        run(
            "setoption name Ponder value true",
            "position startpos moves e2e4",
            "go ponder wtime 1000 btime 1000",
            "isready",
            "ponderhit");
    assertTrue(last(out, "bestmove") != null, String.join("\n", out));
  }

  @Test
  void benchGivesTheSameSignatureTwice() throws IOException {
    String a = last(run("bench 4"), "Nodes searched");
    String b = last(run("bench 4"), "Nodes searched");
    assertTrue(a.matches("Nodes searched  : \\d+"), a);
    assertEquals(a, b);
  }
}
