package org.arrocco.bench;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.arrocco.core.chess.ChessGame;
import org.arrocco.core.game.Side;
import org.arrocco.core.notation.PgnExport;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.notation.PgnWriter;

/**
 * A PGN collection of random orthodox games for timing {@code pgn check} against pgn-extract (bench
 * RESULTS.md): lichess-like tags, 20 to 199 random legal plies, and every kind of end: games the
 * moves end (mates, stalemates, dead positions, fivefold, 75 moves), resignations, agreed draws,
 * claims and games left in progress. Usage: {@code java -cp bench/target/benchmarks.jar
 * org.arrocco.bench.RandomPgn GAMES SEED FILE}.
 */
public final class RandomPgn {
  private RandomPgn() {}

  public static void main(String[] args) throws IOException {
    int count = Integer.parseInt(args[0]);
    Random random = new Random(Long.parseLong(args[1]));
    try (Writer out = Files.newBufferedWriter(Path.of(args[2]), StandardCharsets.UTF_8)) {
      for (int i = 1; i <= count; i++) {
        out.write(PgnWriter.write(PgnExport.of(game(random), tags(i, random))));
        out.write('\n');
      }
    }
  }

  private static List<PgnTag> tags(int i, Random random) {
    return List.of(
        new PgnTag("Event", "Rated Blitz game"),
        new PgnTag("Site", "https://example.org/" + Integer.toString(i, 36)),
        new PgnTag("Date", "2026.11." + (1 + random.nextInt(28))),
        new PgnTag("Round", "-"),
        new PgnTag("White", "player" + random.nextInt(5000)),
        new PgnTag("Black", "player" + random.nextInt(5000)),
        new PgnTag("WhiteElo", Integer.toString(1200 + random.nextInt(1400))),
        new PgnTag("BlackElo", Integer.toString(1200 + random.nextInt(1400))),
        new PgnTag("TimeControl", "180+2"));
  }

  private static ChessGame game(Random random) {
    ChessGame game = ChessGame.standard();
    int plies = 20 + random.nextInt(180);
    while (!game.isOver() && game.moves().size() < plies) {
      List<Integer> legal = game.legalMoves();
      game.play(legal.get(random.nextInt(legal.size())));
    }
    if (!game.isOver()) {
      switch (random.nextInt(4)) {
        case 0 -> game.resign(random.nextBoolean() ? Side.WHITE : Side.BLACK);
        case 1 -> game.agreeDraw();
        case 2 -> {
          if (!game.claimDraw()) {
            game.resign(game.sideToMove());
          }
        }
        default -> {} // in progress: '*'
      }
    }
    return game;
  }
}
