package org.arrocco.core.notation;

import java.util.List;

/**
 * One move of PGN move text as written ({@code san}, not yet checked against a position), with the
 * NAGs and comments that follow it and the variations (RAVs) that replace it. {@code line} and
 * {@code column} locate the move in its file (0 when the move was not read from a file).
 */
public record PgnMove(
    String san,
    List<Integer> nags,
    List<String> comments,
    List<PgnLine> variations,
    int line,
    int column) {

  public PgnMove {
    nags = List.copyOf(nags);
    comments = List.copyOf(comments);
    variations = List.copyOf(variations);
  }

  /** A bare move with no annotations. */
  public static PgnMove of(String san) {
    return new PgnMove(san, List.of(), List.of(), List.of(), 0, 0);
  }

  /** Where the move is in its file, for messages ("line 12, column 5"), or "" when unknown. */
  public String where() {
    return line == 0 ? "" : "line " + line + ", column " + column;
  }
}
