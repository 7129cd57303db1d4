package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The mate suites of the four variants ({@code mates.txt}, composed by {@link MateSuiteMaker}):
 * each position's answer is proved again by {@link MateProver} on the core's rules, and the engine
 * must find a winning first move and announce the mate in the right number of moves within a node
 * budget (the search is single-threaded and deterministic, so the nodes it takes do not vary).
 */
class MateSuiteTest {
  /** Nodes the engine may search for a mate in 2, and for a mate in 3. */
  static final long BUDGET_2 = 50_000;

  static final long BUDGET_3 = 500_000;

  record Line(String variant, String fen, int moves, List<String> keys) {
    @Override
    public String toString() {
      return variant + " mate in " + moves + ": " + fen;
    }
  }

  static List<Line> lines() throws IOException {
    List<Line> lines = new ArrayList<>();
    try (InputStream in = MateSuiteTest.class.getResourceAsStream("mates.txt")) {
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      for (String line : text.split("\n")) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split(";");
        lines.add(
            new Line(f[0], f[1], Integer.parseInt(f[2]), Arrays.asList(f[3].trim().split(" "))));
      }
    }
    return lines;
  }

  static Stream<Line> suite() throws IOException {
    return lines().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("suite")
  void theRulesProveTheAnswer(Line line) {
    MatePuzzle puzzle = MatePuzzle.of(line.variant(), line.fen());
    assertEquals(line.keys(), puzzle.prover().keys(line.moves()), "the winning first moves");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("suite")
  void theEngineFindsTheMateWithinItsBudget(Line line) {
    MatePuzzle puzzle = MatePuzzle.of(line.variant(), line.fen());
    long budget = line.moves() == 2 ? BUDGET_2 : BUDGET_3;
    MatePuzzle.Answer answer = puzzle.engine(line.moves() + 2, budget);
    assertTrue(line.keys().contains(answer.move()), answer + " not among " + line.keys());
    assertEquals(line.moves(), answer.mateIn(), "announced: " + answer);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("suite")
  void theProverKnowsTheLengthIsExact(Line line) {
    MateProver prover = MatePuzzle.of(line.variant(), line.fen()).prover();
    // not in one move fewer, and "exactly one more" is refused because a shorter win exists
    assertTrue(prover.keys(line.moves() - 1).isEmpty(), "no shorter win");
    assertTrue(prover.keys(line.moves() + 1).isEmpty(), "a longer count is not exact");
  }

  @Test
  void everyVariantHasMatesInTwoAndInThree() throws IOException {
    Map<String, int[]> counts = new TreeMap<>();
    for (Line line : lines()) {
      counts.computeIfAbsent(line.variant(), v -> new int[4])[line.moves()]++;
    }
    assertEquals(List.of("chess", "chess960", "sprint", "tamerlane"), List.copyOf(counts.keySet()));
    for (Map.Entry<String, int[]> e : counts.entrySet()) {
      assertTrue(e.getValue()[2] >= 3 && e.getValue()[3] >= 2, e.getKey());
    }
  }
}
