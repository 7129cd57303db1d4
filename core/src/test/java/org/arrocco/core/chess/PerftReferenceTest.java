package org.arrocco.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.Reference;
import org.arrocco.core.perft.EpdFile;
import org.arrocco.core.perft.EpdLine;
import org.arrocco.core.perft.PerftSuite;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every count of the shared perft reference files (Stockfish 15.1, cross-checked; see their
 * README): counts up to a million leaves in the default run, all of them in the slow run.
 */
class PerftReferenceTest {
  private static final long DEFAULT_LIMIT = 1_000_000;

  /** Checks the file and returns how many counts were checked, failing on any mismatch. */
  private static long check(Variant variant, String file, long maxNodes) throws IOException {
    List<EpdLine> lines = EpdFile.read(Reference.file(file));
    List<String> found = new ArrayList<>();
    PerftSuite suite = new PerftSuite(variant::perftPosition, Integer.MAX_VALUE, maxNodes);
    PerftSuite.Result result = suite.check(lines, m -> found.add(m.toString()));
    assertEquals(List.of(), found, file);
    return result.checked();
  }

  /** How many counts of the file are at most {@code maxNodes}, read independently of the suite. */
  private static long countsUpTo(String file, long maxNodes) throws IOException {
    long n = 0;
    for (EpdLine line : EpdFile.read(Reference.file(file))) {
      for (long c : line.counts()) {
        n += c <= maxNodes ? 1 : 0;
      }
    }
    return n;
  }

  @Test
  void standardUpToAMillionLeaves() throws IOException {
    String file = "perft/standard.epd";
    assertEquals(countsUpTo(file, DEFAULT_LIMIT), check(Variants.CHESS, file, DEFAULT_LIMIT));
  }

  @Test
  void chess960UpToAMillionLeaves() throws IOException {
    String file = "perft/chess960.epd";
    assertEquals(countsUpTo(file, DEFAULT_LIMIT), check(Variants.CHESS960, file, DEFAULT_LIMIT));
  }

  @Test
  @Tag("slow")
  void standardAllCounts() throws IOException {
    String file = "perft/standard.epd";
    assertEquals(countsUpTo(file, Long.MAX_VALUE), check(Variants.CHESS, file, Long.MAX_VALUE));
  }

  @Test
  @Tag("slow")
  void chess960AllCounts() throws IOException {
    String file = "perft/chess960.epd";
    assertEquals(countsUpTo(file, Long.MAX_VALUE), check(Variants.CHESS960, file, Long.MAX_VALUE));
  }
}
