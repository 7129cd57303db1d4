package org.arrocco.core.perft;

import java.util.ArrayList;
import java.util.List;

/**
 * A position of some variant, ready to count its legal-move tree.
 *
 * <p>"Perft n" is the number of leaves of the legal-move tree of depth n; nodes with no legal move
 * have no children and no draw rule cuts the tree. Implementations may count the last ply in bulk,
 * but every other move goes through the real make/unmake. A position is not thread-safe.
 */
public interface PerftPosition {
  /**
   * The deepest count any implementation takes: a tree this deep is far beyond any computer, and
   * move lists and undo stacks are sized for it.
   */
  int MAX_DEPTH = 64;

  /** Refuses a depth outside 0 to {@link #MAX_DEPTH}, naming it. */
  static void checkDepth(int depth) {
    if (depth < 0 || depth > MAX_DEPTH) {
      throw new IllegalArgumentException("depth must be 0 to " + MAX_DEPTH + ", not " + depth);
    }
  }

  /** The number of leaves at the given depth (perft 0 is 1); {@link #checkDepth} applies. */
  long perft(int depth);

  /** The legal moves of the position now, as the rules code them (not on the hot path). */
  int[] rootMoves();

  /** Plays a legal move on the position counted from. */
  void make(int move);

  /** Takes back {@code move}, the last move made. */
  void unmake(int move);

  /** A move in the variant's move notation for engines (UCI, coordinates). */
  String moveName(int move);

  /**
   * The perft count below each legal move, named by {@link #moveName}; {@link #checkDepth} applies.
   */
  default List<Divide> divide(int depth) {
    checkDepth(depth);
    List<Divide> out = new ArrayList<>();
    if (depth == 0) {
      return out;
    }
    for (int move : rootMoves()) {
      String name = moveName(move);
      make(move);
      long nodes = depth == 1 ? 1 : perft(depth - 1);
      unmake(move);
      out.add(new Divide(name, nodes));
    }
    return out;
  }

  /** One root move and the number of leaves below it. */
  record Divide(String move, long nodes) {}
}
