package org.arrocco.core.perft;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.arrocco.core.notation.NotationException;

/**
 * Checks the counts of perft EPD lines against a move generator.
 *
 * <p>A count is checked when its depth is at most {@code maxDepth} and its expected value at most
 * {@code maxNodes}; deeper or larger counts are skipped. This is the contract of {@code arrocco
 * perft --epd} and of the reference-data tests.
 */
public final class PerftSuite {
  private final Function<String, PerftPosition> reader;
  private final int maxDepth;
  private final long maxNodes;

  /**
   * @param reader turns a line's FEN into a position (throws on a malformed FEN)
   * @param maxDepth the deepest depth to check
   * @param maxNodes the largest expected count to check
   */
  public PerftSuite(Function<String, PerftPosition> reader, int maxDepth, long maxNodes) {
    this.reader = reader;
    this.maxDepth = maxDepth;
    this.maxNodes = maxNodes;
  }

  /** A count that differs from the expected one. */
  public record Mismatch(EpdLine line, int depth, long expected, long found) {
    @Override
    public String toString() {
      return "line "
          + line.lineNumber()
          + ": "
          + line.fen()
          + " depth "
          + depth
          + ": expected "
          + expected
          + ", found "
          + found;
    }
  }

  /** The outcome of a run: how many counts were checked and which differed. */
  public record Result(long checked, List<Mismatch> mismatches) {
    /** The closing line of the command-line report. */
    public String summary() {
      return "perft: " + checked + " counts checked, " + mismatches.size() + " mismatches";
    }
  }

  /**
   * The position of a line, its FEN read by the variant's reader.
   *
   * @throws NotationException naming the line, and the FEN field when the reader names one
   */
  private PerftPosition position(EpdLine line) {
    try {
      return reader.apply(line.fen());
    } catch (IllegalArgumentException e) {
      String where = "line " + line.lineNumber();
      if (e instanceof NotationException n) {
        throw new NotationException(
            n.where().isEmpty() ? where : where + ", " + n.where(), n.problem());
      }
      throw new NotationException(where, e.getMessage());
    }
  }

  /** Checks one line, reporting each mismatch to {@code onMismatch} as it is found. */
  public Result check(List<EpdLine> lines, java.util.function.Consumer<Mismatch> onMismatch) {
    long checked = 0;
    List<Mismatch> mismatches = new ArrayList<>();
    for (EpdLine line : lines) {
      PerftPosition position = null;
      for (int depth : line.depths()) {
        long expected = line.count(depth);
        if (depth > maxDepth || expected > maxNodes) {
          continue;
        }
        if (position == null) {
          position = position(line);
        }
        long found = position.perft(depth);
        checked++;
        if (found != expected) {
          Mismatch m = new Mismatch(line, depth, expected, found);
          mismatches.add(m);
          onMismatch.accept(m);
        }
      }
    }
    return new Result(checked, mismatches);
  }
}
