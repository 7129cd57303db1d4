package org.arrocco.core.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The depth contract every perft backend shares: 0 to {@link PerftPosition#MAX_DEPTH}. */
class PerftDepthTest {

  @ParameterizedTest
  @ValueSource(strings = {"chess", "chess960", "sprint", "tamerlane"})
  void everyBackendRefusesADepthBeyondTheLimitAtOnce(String key) {
    Variant variant = Variants.find(key).orElseThrow();
    PerftPosition p = variant.perftPosition(variant.startFen());
    // refused before any work: a count this deep would never end (or overflow the move buffers)
    assertTimeoutPreemptively(
        Duration.ofSeconds(5),
        () -> {
          for (int depth : new int[] {-1, PerftPosition.MAX_DEPTH + 1, 300, Integer.MAX_VALUE}) {
            IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> p.perft(depth));
            assertEquals("depth must be 0 to 64, not " + depth, e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> p.divide(depth));
          }
        });
    assertEquals(1, p.perft(0));
    assertEquals(0, p.divide(0).size());
  }

  @ParameterizedTest
  @ValueSource(ints = {65, 100})
  void anEpdLineDeeperThanTheLimitIsRefusedAtItsFirstDeepKey(int deepest) {
    StringBuilder line = new StringBuilder("8/8/8/8/8/8/8/K6k w - - 0 1");
    for (int d = 1; d <= PerftPosition.MAX_DEPTH; d++) {
      line.append(" ;D").append(d).append(" 3");
    }
    int column = line.length() + 3; // 1-based, the part after the ';' of " ;D65"
    for (int d = PerftPosition.MAX_DEPTH + 1; d <= deepest; d++) {
      line.append(" ;D").append(d).append(" 3");
    }
    NotationException e =
        assertThrows(NotationException.class, () -> EpdLine.parse(line.toString(), 7));
    assertEquals(
        "line 7, column " + column + ": D65 is deeper than any count taken (D64)", e.getMessage());
    assertEquals(
        PerftPosition.MAX_DEPTH, EpdLine.parse(line.substring(0, column - 3), 7).maxDepth());
  }

  @ParameterizedTest
  @ValueSource(strings = {"D2147483648", "D99999999999999999999"})
  void anEpdDepthKeyTooLongForANumberIsRefusedNamingItsPlace(String key) {
    // before, the key's digits went to Integer.parseInt unchecked: a NumberFormatException whose
    // message ('For input string: "2147483648"') named neither the line nor the key
    String line = "8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3 ;" + key + " 9";
    NotationException e = assertThrows(NotationException.class, () -> EpdLine.parse(line, 4));
    assertEquals(
        "line 4, column 36: " + key + " is deeper than any count taken (D64)", e.getMessage());
  }
}
