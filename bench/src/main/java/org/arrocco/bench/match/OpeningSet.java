package org.arrocco.bench.match;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Position;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.variant.Variants;

/**
 * Makes the balanced openings of the matches: from the start position, {@code plies} moves drawn at
 * random (seeded) among the legal ones, kept when an evaluating engine (Stockfish, to a fixed
 * depth) scores the result within {@code margin} centipawns of equal and no earlier opening has the
 * same position. Only the engine's score is used; the positions are the project's.
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar org.arrocco.bench.match.OpeningSet
 * bench/openings/chess.epd 200 8 40 12 1 /usr/games/stockfish} (file, count, plies, margin, depth,
 * seed, engine command).
 */
public final class OpeningSet {
  private OpeningSet() {}

  public static void main(String[] args) throws IOException {
    if (args.length < 7) {
      System.err.println(
          "arrocco: usage: OpeningSet file count plies margin depth seed command...");
      System.exit(2);
    }
    Path file = Path.of(args[0]);
    int count = Integer.parseInt(args[1]);
    int plies = Integer.parseInt(args[2]);
    int margin = Integer.parseInt(args[3]);
    int depth = Integer.parseInt(args[4]);
    SplittableRandom random = new SplittableRandom(Long.parseLong(args[5]));
    String command = String.join(" ", java.util.Arrays.copyOfRange(args, 6, args.length));
    Set<String> kept = new LinkedHashSet<>();
    int tried = 0;
    try (MatchEngine judge = new UciEngine(EngineSpec.parse("name=judge,cmd=" + command));
        Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      judge.start(Map.of());
      w.write(
          "# Balanced openings: "
              + plies
              + " random plies from the start, kept when the judge at"
              + " depth "
              + depth
              + " scores them within "
              + margin
              + " cp (seed "
              + args[5]
              + ").\n");
      while (kept.size() < count) {
        tried++;
        Position p = Fen.read(Variants.CHESS.startFen(), CastlingMode.ORTHODOX);
        MoveList legal = new MoveList();
        boolean ok = true;
        for (int i = 0; i < plies && ok; i++) {
          int n = MoveGenerator.generate(p, legal);
          ok = n > 0;
          if (ok) {
            p.make(legal.get(random.nextInt(n)));
          }
        }
        if (!ok || MoveGenerator.generate(p, legal) == 0) {
          continue;
        }
        String fen = Fen.write(p);
        String key = fen.substring(0, fen.lastIndexOf(' ', fen.lastIndexOf(' ') - 1));
        if (kept.contains(key)) {
          continue;
        }
        MatchEngine.Answer a = judge.go("position fen " + fen, "go depth " + depth, 120_000);
        Integer cp = centipawns(a.lastInfo());
        if (cp != null && Math.abs(cp) <= margin) {
          kept.add(key);
          w.write(key + " ; score " + cp + "\n");
          w.flush();
        }
      }
    }
    System.out.println(kept.size() + " openings kept of " + tried + " drawn");
  }

  private static Integer centipawns(String info) {
    if (info == null) {
      return null;
    }
    String[] t = info.split("\\s+");
    for (int i = 0; i + 2 < t.length; i++) {
      if (t[i].equals("score") && t[i + 1].equals("cp")) {
        return Integer.parseInt(t[i + 2]);
      }
    }
    return null;
  }
}
