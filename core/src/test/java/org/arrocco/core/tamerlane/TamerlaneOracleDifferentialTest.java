package org.arrocco.core.tamerlane;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.arrocco.core.Reference;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.arrocco.core.variant.Variants;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Counts beyond the reference file: positions reached by seeded random games from the three set-ups
 * (uniform, or taking whenever it can four times in five, which thins the board and brings
 * promotions, swaps and pawn-of-pawns stages) are counted here and by the reference implementation,
 * {@code shared/reference/tamerlane/tamerlane_oracle.py}, run as it is with the readings the rules
 * file decided ({@code --alt R2,R7,R8,R11}, see the reference README). Needs {@code python3}; slow
 * (about a minute), so only in the {@code slow} profile.
 *
 * <p>One situation the reference counts apart from the rules file, so positions holding it are not
 * for this comparison: a prince or adventitious king left in the enemy citadel by the exchange, as
 * its side's only royal, with the enemy's adventitious king beside that citadel. The reference
 * holds it in check (its attack test lets that king capture into its own occupied citadel, even
 * under R11); tamerlane.md says a piece in a citadel "can never be captured, so it is never in
 * check there" ({@code CitadelsTest} pins our reading). Smallest case: {@code
 * 10k/a10/11/11/11/11/11/11/11/10N w -H X 02 0 1}, 3 moves here, 1 in the reference.
 */
@Tag("slow")
class TamerlaneOracleDifferentialTest {
  private static final String[] READINGS = {"--alt", "R2,R7,R8,R11"};

  private static long oracle(String fen, int depth) throws IOException, InterruptedException {
    Path script = Reference.file("tamerlane/tamerlane_oracle.py");
    List<String> command = new ArrayList<>(List.of("python3", script.toString()));
    command.addAll(List.of(READINGS));
    command.addAll(List.of("perft", fen, Integer.toString(depth)));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertEquals(0, p.waitFor(), "oracle on " + fen + ": " + out);
    String[] words = out.split("\\s+");
    return Long.parseLong(words[words.length - 1]);
  }

  private static int men(TamerlaneGame g) {
    return g.position().pieceCount(0) + g.position().pieceCount(1);
  }

  /** A position after a seeded random game of 10 to 250 plies, still going on; null if it ended. */
  private static String playout(Random r) {
    String start = TamerlaneSetup.values()[r.nextInt(3)].fen();
    TamerlaneGame g = new TamerlaneGame(TamerlaneFen.read(start));
    boolean takes = r.nextBoolean();
    int plies = 10 + r.nextInt(240);
    for (int ply = 0; ply < plies; ply++) {
      int[] legal = g.legalMoves();
      if (g.isOver() || legal.length == 0) {
        return null;
      }
      int chosen = legal[r.nextInt(legal.length)];
      if (takes && r.nextInt(5) > 0) {
        int before = men(g);
        List<Integer> captures = new ArrayList<>();
        for (int m : legal) {
          g.play(m);
          if (men(g) < before) {
            captures.add(m);
          }
          g.undo();
        }
        if (!captures.isEmpty()) {
          chosen = captures.get(r.nextInt(captures.size()));
        }
      }
      g.play(chosen);
    }
    return !g.isOver() ? TamerlaneFen.write(g.position()) : null;
  }

  @Test
  void randomGamesCountAsTheReferenceImplementationCounts()
      throws IOException, InterruptedException {
    Random r = new Random(1398);
    int positions = 0;
    List<String> differ = new ArrayList<>();
    while (positions < 80) {
      String fen = playout(r);
      if (fen == null) {
        continue;
      }
      int depth = positions % 5 == 0 ? 3 : 2;
      long ours = Variants.TAMERLANE.perftPosition(fen).perft(depth);
      long theirs = oracle(fen, depth);
      if (ours != theirs) {
        differ.add(fen + " D" + depth + ": " + ours + " against " + theirs);
      }
      positions++;
    }
    assertEquals(List.of(), differ);
  }
}
