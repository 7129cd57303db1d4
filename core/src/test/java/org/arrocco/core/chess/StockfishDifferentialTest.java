package org.arrocco.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.variant.Variants;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Counts beyond the reference files: positions of seeded random games from the orthodox array and
 * from random Chess960 arrays (short games keep castling rights, long ones bring promotions and
 * bare boards) are counted here (depth 3, every tenth depth 4) and by Stockfish ({@code go perft}
 * with {@code UCI_Chess960}, the position given as X-FEN), an engine written apart from this one.
 * Needs Debian's {@code stockfish} ({@code /usr/games/stockfish}, or the path in {@code
 * STOCKFISH}); fails, never skips, without it. Slow, so only in the {@code slow} profile.
 */
@Tag("slow")
class StockfishDifferentialTest {
  private static final int POSITIONS = 2000;

  private static Path stockfish() {
    String env = System.getenv("STOCKFISH");
    Path path = Path.of(env != null ? env : "/usr/games/stockfish");
    assertTrue(
        Files.isExecutable(path),
        path
            + " not found: install Debian's stockfish (apt-get install stockfish) or set STOCKFISH");
    return path;
  }

  /** A position after a seeded random game that is still going on; null if it ended. */
  private static String playout(Random r, boolean chess960) {
    ChessGame g = chess960 ? ChessGame.chess960(r.nextInt(960)) : ChessGame.standard();
    int plies = r.nextInt(r.nextBoolean() ? 12 : 80);
    for (int ply = 0; ply < plies && !g.isOver(); ply++) {
      List<Integer> legal = g.legalMoves();
      g.play(legal.get(r.nextInt(legal.size())));
    }
    return g.isOver() ? null : Fen.write(g.position());
  }

  @Test
  void randomGamesCountAsStockfishCounts() throws IOException, InterruptedException {
    Process engine = new ProcessBuilder(stockfish().toString()).redirectErrorStream(true).start();
    PrintWriter in =
        new PrintWriter(
            new OutputStreamWriter(engine.getOutputStream(), StandardCharsets.US_ASCII), true);
    BufferedReader out =
        new BufferedReader(
            new InputStreamReader(engine.getInputStream(), StandardCharsets.US_ASCII));
    List<String> differ = new ArrayList<>();
    int castling = 0;
    try {
      in.println("setoption name UCI_Chess960 value true");
      Random r = new Random(4096);
      for (int i = 0; i < POSITIONS; i++) {
        boolean chess960 = i % 4 != 0;
        String fen = playout(r, chess960);
        if (fen == null) {
          i--;
          continue;
        }
        if (!fen.split(" ")[2].equals("-")) {
          castling++;
        }
        int depth = i % 10 == 0 ? 4 : 3;
        long ours =
            Variants.find(chess960 ? "chess960" : "chess")
                .orElseThrow()
                .perftPosition(fen)
                .perft(depth);
        in.println("position fen " + fen);
        in.println("go perft " + depth);
        long theirs = nodesSearched(out, fen);
        if (ours != theirs) {
          differ.add(fen + " D" + depth + ": " + ours + " against " + theirs);
        }
      }
      in.println("quit");
    } finally {
      engine.waitFor(10, TimeUnit.SECONDS);
      engine.destroy();
    }
    assertEquals(List.of(), differ);
    assertTrue(castling > POSITIONS / 2, "positions with castling rights: " + castling);
  }

  /** Stockfish's count: its "Nodes searched: N" line after the per-move lines. */
  private static long nodesSearched(BufferedReader out, String fen) throws IOException {
    for (String line; (line = out.readLine()) != null; ) {
      if (line.startsWith("Nodes searched:")) {
        return Long.parseLong(line.substring("Nodes searched:".length()).trim());
      }
    }
    throw new IOException("Stockfish ended without a count for " + fen);
  }
}
