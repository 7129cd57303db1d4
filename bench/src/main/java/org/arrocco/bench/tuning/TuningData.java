package org.arrocco.bench.tuning;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.ChessGame;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Position;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.variant.Variants;
import org.arrocco.engine.Engine;
import org.arrocco.engine.SearchLimits;
import org.arrocco.engine.SearchResult;
import org.arrocco.engine.StaticExchange;

/**
 * Makes positions to tune the evaluation on: games of the engine against itself (a fixed number of
 * nodes per move) from openings of random moves, of whose positions the quiet ones (not in check,
 * no capture that wins material by static exchange) are kept, a few per game at random, and
 * labelled with the score of a judging engine (Stockfish 15.1 to a fixed depth; only its score is
 * used). Appends lines {@code FEN;score} (centipawns for White) to the output file.
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar org.arrocco.bench.tuning.TuningData
 * positions.txt 4000 1500 12 1 8 /usr/games/stockfish} (file, games, nodes per move, positions per
 * game, seed, judge depth, judge command).
 */
public final class TuningData {
  private TuningData() {}

  public static void main(String[] args) throws IOException {
    if (args.length < 7) {
      System.err.println(
          "arrocco: usage: TuningData file games nodes perGame seed depth command...");
      System.exit(2);
    }
    Path file = Path.of(args[0]);
    int games = Integer.parseInt(args[1]);
    int nodes = Integer.parseInt(args[2]);
    int perGame = Integer.parseInt(args[3]);
    SplittableRandom random = new SplittableRandom(Long.parseLong(args[4]));
    int depth = Integer.parseInt(args[5]);
    List<String> command = List.of(args).subList(6, args.length);
    Engine engine = new Engine();
    int written = 0;
    try (Judge judge = new Judge(command);
        BufferedWriter out =
            Files.newBufferedWriter(
                file,
                StandardCharsets.UTF_8,
                StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
      for (int g = 0; g < games; g++) {
        List<String> quiet = playGame(engine, random, nodes);
        for (int k = 0; k < perGame && !quiet.isEmpty(); k++) {
          String fen = quiet.remove(random.nextInt(quiet.size()));
          Integer cp = judge.whiteScore(fen, depth);
          if (cp != null) {
            out.write(fen + ";" + cp + "\n");
            written++;
          }
        }
        out.flush();
        if ((g + 1) % 100 == 0) {
          System.out.println((g + 1) + " games, " + written + " positions");
        }
      }
    }
  }

  /** One self-play game; returns the FENs of its quiet positions after the opening. */
  static List<String> playGame(Engine engine, SplittableRandom random, int nodes) {
    ChessGame game =
        ChessGame.fromPosition(
            Fen.read(Variants.CHESS.startFen(), CastlingMode.ORTHODOX), CastlingMode.ORTHODOX);
    MoveList legal = new MoveList();
    int openingPlies = 6 + random.nextInt(5);
    for (int i = 0; i < openingPlies && !game.isOver(); i++) {
      int n = MoveGenerator.generate(game.position(), legal);
      game.play(legal.get(random.nextInt(n)));
    }
    engine.newGame();
    List<String> quiet = new ArrayList<>();
    List<Integer> moves = new ArrayList<>();
    Position start = game.position();
    while (!game.isOver() && moves.size() < 300) {
      if (game.canClaimThreefold() || game.canClaimFiftyMoves()) {
        break;
      }
      Position p = game.position();
      if (isQuiet(p, legal)) {
        quiet.add(Fen.write(p));
      }
      engine.setPosition(start, moves.stream().mapToInt(Integer::intValue).toArray());
      SearchResult r = engine.search(SearchLimits.ofNodes(nodes));
      if (r.bestMove() == Move.NONE) {
        break;
      }
      game.play(r.bestMove());
      moves.add(r.bestMove());
    }
    return quiet;
  }

  /** Not in check and no capture or promotion that wins material by static exchange. */
  static boolean isQuiet(Position p, MoveList legal) {
    if (p.inCheck()) {
      return false;
    }
    int n = MoveGenerator.generate(p, legal);
    for (int i = 0; i < n; i++) {
      int m = legal.get(i);
      if (StaticExchange.captureValue(p, m) > 0 && StaticExchange.atLeast(p, m, 1)) {
        return false;
      }
    }
    return n > 0;
  }
}
