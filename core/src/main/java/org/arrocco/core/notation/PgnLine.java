package org.arrocco.core.notation;

import java.util.List;

/**
 * A line of play in PGN move text: the main line or a variation; the comments that come before its
 * first move, then its moves in order.
 */
public record PgnLine(List<String> comments, List<PgnMove> moves) {
  public PgnLine {
    comments = List.copyOf(comments);
    moves = List.copyOf(moves);
  }

  /** A line of bare moves. */
  public static PgnLine of(List<PgnMove> moves) {
    return new PgnLine(List.of(), moves);
  }
}
