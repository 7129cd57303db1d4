package org.arrocco.core.sprint;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.Reference;
import org.arrocco.core.perft.EpdFile;
import org.arrocco.core.perft.EpdLine;
import org.arrocco.core.perft.PerftSuite;
import org.arrocco.core.variant.Variants;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every count of {@code shared/reference/perft/sprint.epd} (Fairy-Stockfish with {@code
 * sprint-fsf.ini}), read unedited in its pocket form, with drawing off as its README says: counts
 * up to a million leaves in the default run, all of them in the slow run.
 */
class SprintPerftReferenceTest {
  private static final String FILE = "perft/sprint.epd";
  private static final long DEFAULT_LIMIT = 1_000_000;

  private static long check(long maxNodes) throws IOException {
    List<EpdLine> lines = EpdFile.read(Reference.file(FILE));
    assertEquals(54, lines.size(), "the file's README lists 54 lines");
    List<String> found = new ArrayList<>();
    PerftSuite suite = new PerftSuite(Variants.SPRINT::perftPosition, Integer.MAX_VALUE, maxNodes);
    PerftSuite.Result result = suite.check(lines, m -> found.add(m.toString()));
    assertEquals(List.of(), found);
    return result.checked();
  }

  private static long countsUpTo(long maxNodes) throws IOException {
    long n = 0;
    for (EpdLine line : EpdFile.read(Reference.file(FILE))) {
      for (long c : line.counts()) {
        n += c <= maxNodes ? 1 : 0;
      }
    }
    return n;
  }

  @Test
  void everyCountUpToAMillionLeaves() throws IOException {
    assertEquals(countsUpTo(DEFAULT_LIMIT), check(DEFAULT_LIMIT));
  }

  @Test
  @Tag("slow")
  void everyCount() throws IOException {
    assertEquals(201, countsUpTo(Long.MAX_VALUE));
    assertEquals(201, check(Long.MAX_VALUE));
  }
}
