package org.arrocco.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arrocco.core.variant.Game;
import org.arrocco.core.variant.LegalMove;
import org.arrocco.core.variant.Variants;
import org.arrocco.engine.Engine;
import org.junit.jupiter.api.Test;

/**
 * UCI for every variant, driven with the text a GUI sends: {@code UCI_Variant}, positions and moves
 * of each game through the rules, {@code go} and {@code go perft}, Sprint's refused {@code
 * startpos}, positions that extend the last one, and bad input answered by an {@code info string}
 * naming the bad word. Perft counts come from the reference data ({@code shared/reference/perft}).
 */
class UciVariantTest {
  /** The full deal of Sprint seed 1, as a GUI holding the game sends it. */
  private static final String SPRINT_DEAL =
      "4k3/4p3/8/8/8/8/4P3/4K3[PPp] w - - 0 1 QPPBNRPBPRNP:rqbnppnrbpppp -";

  private static List<String> run(String... commands) throws IOException {
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

  private static String bestMove(List<String> out) {
    String line = last(out, "bestmove ");
    assertTrue(line != null, "no bestmove in " + out);
    return line.split(" ")[1];
  }

  private static boolean legalIn(Game game, String uci) {
    for (LegalMove m : game.legalMoves()) {
      if (m.uci().equals(uci)) {
        return true;
      }
    }
    return false;
  }

  private static void assertInfo(List<String> out, String... words) {
    for (String l : out) {
      if (l.startsWith("info string ")) {
        boolean all = true;
        for (String w : words) {
          all &= l.contains(w);
        }
        if (all) {
          return;
        }
      }
    }
    throw new AssertionError("no info string naming " + List.of(words) + " in " + out);
  }

  @Test
  void advertisesEveryVariantAndTheMoveOverhead() throws IOException {
    List<String> out = run("uci");
    assertTrue(
        out.contains(
            "option name UCI_Variant type combo default chess var chess var chess960"
                + " var fischerandom var sprint var tamerlane"),
        out.toString());
    assertTrue(out.contains("option name UCI_Chess960 type check default false"));
    assertTrue(out.contains("option name Move Overhead type spin default 100 min 0 max 5000"));
  }

  @Test
  void tamerlanePlaysALegalMoveAndCountsItsTree() throws IOException {
    List<String> out =
        run(
            "setoption name UCI_Variant value tamerlane",
            "position startpos moves a3a4 a8a7",
            "go perft 2",
            "go depth 2");
    assertEquals("Nodes searched: 576", last(out, "Nodes searched"));
    Game game = Variants.TAMERLANE.newGame(Variants.TAMERLANE.defaultSetup(), Optional.empty());
    game.play("a3a4", 0);
    game.play("a8a7", 0);
    assertTrue(legalIn(game, bestMove(out)), out.toString());
    String info = last(out, "info depth ");
    assertTrue(info.matches("info depth \\d+ score cp -?\\d+ nodes \\d+ nps \\d+ time \\d+ pv .+"));
  }

  @Test
  void tamerlanePerftFromTheReferenceArray() throws IOException {
    String feminine =
        "e1c1vkg1c1e/rntzwpkwztnr/prpnptpzpv1pgpepcpwpp/11/11/11/11/PPPWPCPEPG1PVPZPTPNPR"
            + "/RNTZWPKWZTNR/E1C1GKV1C1E w -- - 00 0 1";
    List<String> out =
        run("setoption name UCI_Variant value tamerlane", "position fen " + feminine, "go perft 3");
    assertEquals("Nodes searched: 14494", last(out, "Nodes searched"));
  }

  @Test
  void sprintRefusesStartposAndSearchesItsOwnView() throws IOException {
    List<String> out =
        run(
            "setoption name UCI_Variant value sprint",
            "go depth 1",
            "position startpos",
            "position fen " + SPRINT_DEAL + " moves e2e4 e7e5",
            "go depth 1");
    assertInfo(out, "go", "no Sprint position");
    assertInfo(out, "startpos", "Sprint deal is hidden");
    Game game =
        Variants.SPRINT.newGame(
            Variants.SPRINT.setup(Map.of("fen", SPRINT_DEAL)), Optional.empty());
    game.play("e2e4", 0);
    game.play("e7e5", 0);
    assertTrue(legalIn(game, bestMove(out)), out.toString());
  }

  @Test
  void sprintPerftFromTheReferenceData() throws IOException {
    List<String> out =
        run(
            "setoption name UCI_Variant value sprint",
            "position fen 4k3/4p3/8/p7/4P3/8/8/4K3[RPPp] w - - 0 2",
            "go perft 3");
    assertEquals("Nodes searched: 82445", last(out, "Nodes searched"));
  }

  @Test
  void sprintTakesAPassOnTheHourglass() throws IOException {
    List<String> out =
        run(
            "setoption name UCI_Variant value sprint",
            "position fen " + SPRINT_DEAL + " moves e2e4 0000",
            "d",
            "go hourglass 2000");
    // After White's e4 Black lost its move: White is to move again.
    assertTrue(last(out, "info string sprint").contains(" w "), out.toString());
    Game game =
        Variants.SPRINT.newGame(
            Variants.SPRINT.setup(Map.of("fen", SPRINT_DEAL)), Optional.empty());
    game.play("e2e4", 0);
    game.passAsRecorded(0);
    assertTrue(legalIn(game, bestMove(out)), out.toString());
  }

  @Test
  void chess960CastlesAsKingTakesRookAndCountsItsTree() throws IOException {
    List<String> out =
        run(
            "setoption name UCI_Chess960 value true",
            "position fen bqnbnrkr/pppppppp/8/8/8/8/PPPPPPPP/BQNBNRKR w HFhf - 0 1",
            "go perft 4",
            "position startpos moves e2e4 e7e5 g1f3 g8f6 f1c4 f8c5 e1h1",
            "d",
            "go depth 4");
    assertEquals("Nodes searched: 198393", last(out, "Nodes searched"));
    assertTrue(bestMove(out).matches("[a-h][1-8][a-h][1-8][qrbn]?"), out.toString());
    // castled as the king taking its rook: king on g1, rook on f1
    assertTrue(
        last(out, "info string chess960 ").contains("/PPPP1PPP/RNBQ1RK1 b "), out.toString());
  }

  @Test
  void chessSearchesOnTheClockAndInfiniteWaitsForStop() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    UciLoop loop = new UciLoop(new BufferedReader(new StringReader("")), out);
    for (String variant : new String[] {"chess", "tamerlane"}) {
      bytes.reset();
      loop.execute("setoption name UCI_Variant value " + variant);
      loop.execute("position startpos");
      loop.execute("go infinite");
      Thread.sleep(300);
      assertFalse(bytes.toString(StandardCharsets.UTF_8).contains("bestmove"), variant);
      loop.execute("stop");
      assertTrue(bytes.toString(StandardCharsets.UTF_8).contains("bestmove"), variant);
      bytes.reset();
      loop.execute("go wtime 3000 btime 3000 winc 30 binc 30 movestogo 20");
      loop.execute("isready");
      loop.execute("stop");
      assertTrue(bytes.toString(StandardCharsets.UTF_8).contains("bestmove"), variant);
      bytes.reset();
      loop.execute("go nodes 2000");
      loop.execute("stop");
      assertTrue(bytes.toString(StandardCharsets.UTF_8).contains("bestmove"), variant);
    }
  }

  @Test
  void aPositionThatExtendsTheLastPlaysOnlyItsNewMoves() {
    UciGame game = new UciGame(new Engine());
    assertEquals(2, game.set(Variants.TAMERLANE, null, List.of("a3a4", "a8a7")));
    assertEquals(1, game.set(Variants.TAMERLANE, null, List.of("a3a4", "a8a7", "b3b4")));
    assertEquals(0, game.set(Variants.TAMERLANE, null, List.of("a3a4", "a8a7", "b3b4")));
    // Another line, or another start, is played from its start.
    assertEquals(3, game.set(Variants.TAMERLANE, null, List.of("a3a4", "a8a7", "c3c4")));
    assertEquals(0, game.set(Variants.CHESS, null, List.of()));
    assertEquals(1, game.set(Variants.CHESS, null, List.of("e2e4")));
    assertEquals(1, game.set(Variants.CHESS, null, List.of("e2e4", "e7e5")));
  }

  @Test
  void badInputIsNamedAndChangesNothing() throws IOException {
    List<String> out =
        run(
            "position startpos moves e2e4",
            "position startpos moves e2e4 e7e5 e2e4",
            "d",
            "position fen not/a/fen w - - 0 1",
            "position sideways",
            "position startpos moves e2e4 0000",
            "go wtime soon",
            "go frobnicate 3",
            "go depth",
            "setoption name UCI_Variant value shogi",
            "setoption name Move Overhead value -5",
            "setoption name UCI_Variant value tamerlane",
            "position startpos moves a3a4",
            "go searchmoves a4a5",
            "go mate 2",
            "go perft x",
            "position startpos moves a3a4 zz99",
            "d");
    assertInfo(out, "move 3", "'e2e4'");
    // the refused position left the last one: e2e4 played, Black to move
    String shown = out.stream().filter(l -> l.startsWith("info string chess")).findFirst().get();
    assertTrue(shown.contains(" b "), shown);
    assertInfo(out, "position fen");
    assertInfo(out, "'sideways'");
    assertInfo(out, "'0000'");
    assertInfo(out, "'soon'");
    assertInfo(out, "'frobnicate'");
    assertInfo(out, "'depth' needs a number");
    assertInfo(out, "'shogi'");
    assertInfo(out, "Move Overhead", "-5");
    assertInfo(out, "'searchmoves'", "chess");
    assertInfo(out, "'mate'", "chess");
    assertInfo(out, "'x'");
    assertInfo(out, "move 2", "'zz99'");
    String tamerlane = last(out, "info string tamerlane");
    assertTrue(tamerlane.contains(" b "), tamerlane);
    assertNull(last(out, "bestmove"));
  }
}
