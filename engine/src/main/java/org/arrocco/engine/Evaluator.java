package org.arrocco.engine;

import org.arrocco.core.chess.Position;

/**
 * A static evaluation of chess positions for the search: a score in centipawns from the point of
 * view of the side to move. Each search thread owns its evaluator (an implementation may keep
 * scratch state); {@link #copy} makes one for another thread.
 */
public interface Evaluator {
  /** The score of {@code position} for its side to move; never a mate score. */
  int evaluate(Position position);

  /** An evaluator of the same kind and weights, with its own scratch state. */
  Evaluator copy();
}
