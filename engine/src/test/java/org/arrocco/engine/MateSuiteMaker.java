package org.arrocco.engine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Composes the mate suites of {@link MateSuiteTest}: plays random games of a variant (captures,
 * checks and promotions preferred, so that positions with a mate arise), finds candidate positions
 * with the engine's search and keeps those where {@link MateProver} proves a win in exactly 2 or 3
 * moves on the core's rules; the answer written is the prover's. Run by hand (it takes minutes):
 *
 * <pre>
 * mvn -o -B -q test-compile -pl engine -am
 * java -cp engine/target/test-classes:engine/target/classes:core/target/classes \
 *   org.arrocco.engine.MateSuiteMaker VARIANT COUNT2 COUNT3 SEED &gt;&gt; engine/src/test/resources/mates.txt
 * </pre>
 */
public final class MateSuiteMaker {
  private MateSuiteMaker() {}

  public static void main(String[] args) throws IOException {
    String variant = args[0];
    int want2 = Integer.parseInt(args[1]);
    int want3 = Integer.parseInt(args[2]);
    SplittableRandom random = new SplittableRandom(Long.parseLong(args[3]));
    int found2 = 0;
    int found3 = 0;
    Set<String> seen = new LinkedHashSet<>();
    List<String> out = new ArrayList<>();
    for (int game = 0; game < 5_000 && (found2 < want2 || found3 < want3); game++) {
      MatePuzzle.Playout playout = MatePuzzle.playout(variant, random);
      List<String> positions = playout.positions();
      for (int tries = 0; tries < 12 && !positions.isEmpty(); tries++) {
        String fen = positions.get(random.nextInt(positions.size()));
        if (!seen.add(fen)) {
          continue;
        }
        MatePuzzle puzzle = MatePuzzle.of(variant, fen);
        int mate = found2 < want2 && puzzle.prover().winsWithin(2) ? 2 : -1;
        if (mate < 0 && found3 < want3) {
          mate = puzzle.engineMateIn(3, 30_000) == 3 ? 3 : -1;
        }
        if (mate < 0) {
          continue;
        }
        List<String> keys = puzzle.prover().keys(mate);
        if (!keys.isEmpty() && keys.size() <= 2) {
          String line = variant + ";" + fen + ";" + mate + ";" + String.join(" ", keys);
          System.out.println(line);
          out.add(line);
          if (mate == 2) {
            found2++;
          } else {
            found3++;
          }
          break; // one puzzle a game
        }
      }
    }
    if (args.length > 4) {
      Files.write(Path.of(args[4]), out, StandardCharsets.UTF_8);
    }
  }
}
