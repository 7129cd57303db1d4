package org.arrocco.core.perft;

import java.util.List;

/**
 * A position of some variant, ready to count its legal-move tree.
 *
 * <p>"Perft n" is the number of leaves of the legal-move tree of depth n; nodes with no legal move
 * have no children and no draw rule cuts the tree. Implementations may count the last ply in bulk,
 * but every other move goes through the real make/unmake. A position is not thread-safe.
 */
public interface PerftPosition {

  /** The number of leaves at the given depth (perft 0 is 1). */
  long perft(int depth);

  /** The perft count below each legal move, in the variant's move notation for engines. */
  List<Divide> divide(int depth);

  /** One root move and the number of leaves below it. */
  record Divide(String move, long nodes) {}
}
