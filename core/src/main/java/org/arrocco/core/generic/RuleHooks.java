package org.arrocco.core.generic;

/**
 * What a variant's data cannot say, asked by {@link MoveGenerator} and {@link GenericPosition} at
 * fixed points. Every method has a neutral default, so orthodox chess needs none. Methods on the
 * generation path must not allocate.
 */
public interface RuleHooks {

  /**
   * The moves of the piece on {@code from} onto the extra square {@code to} that it touches (it has
   * an {@code EXTRA_STEP} pattern); appends them to {@code moves} from index n.
   *
   * @return the new number of moves
   */
  default int extraSquareMoves(GenericPosition p, int from, int to, int[] moves, int n) {
    return n;
  }

  /**
   * The moves of a pawn whose kind has a staged arrival, stepping or capturing from {@code from}
   * onto its last rank at {@code to}; appends them.
   */
  default int stagedArrival(GenericPosition p, int from, int to, int[] moves, int n) {
    return n;
  }

  /**
   * Moves no pattern makes (a king swap, a replacement). Called after the ordinary moves have been
   * filtered for legality, with their count; appends legal moves only (test with {@link
   * GenericPosition#leavesRoyalSafe}).
   *
   * @param legalSoFar the number of legal moves found so far
   * @param inCheck whether the side to move has exactly one royal piece and it is attacked
   */
  default int specialMoves(GenericPosition p, int[] moves, int n, int legalSoFar, boolean inCheck) {
    return n;
  }

  /**
   * An automatic effect at the end of a move by {@code mover}, applied with {@link
   * GenericPosition#relocate}; returns a non-zero token to undo it, or 0.
   */
  default int afterMove(GenericPosition p, int mover) {
    return 0;
  }

  /** Undoes the effect recorded by the token {@link #afterMove} returned. */
  default void undoAfterMove(GenericPosition p, int token) {}

  /**
   * Whether every move of {@code side} must be tested by playing it (an automatic effect may follow
   * any of its moves). When false, {@link #afterMove} does nothing after a plain move of {@code
   * side}. The answer depends on {@code side}'s own pieces and state only: a plain move of the
   * other side that takes no royal piece does not change it.
   */
  default boolean effectsPending(GenericPosition p, int side) {
    return false;
  }

  /**
   * Whether {@link #specialMoves} adds no move for {@code side} while it is not in check and has
   * another legal move; perft then counts its replies without calling it. The answer must not
   * change through a plain move of the other side.
   */
  default boolean specialMovesOnlyWhenStuck(GenericPosition p, int side) {
    return true;
  }
}
