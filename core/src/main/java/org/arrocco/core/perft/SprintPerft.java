package org.arrocco.core.perft;

import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.sprint.SprintPosition;

/**
 * Perft of a Sprint position with drawing switched off, as the reference data count it ({@code
 * shared/reference/perft/README.md}, Sprint): a node's children are its board moves and one
 * placement per (tile kind, square). The last ply is counted in bulk: board moves by the legal
 * generator's count, placements as the population count of their target squares, exactly. Allocates
 * nothing per node.
 */
public final class SprintPerft implements PerftPosition {
  private final SprintPosition position;
  private final MoveList[] lists = new MoveList[PerftPosition.MAX_DEPTH + 1];

  /** Counts on {@code position}, switching its drawing off for good. */
  public SprintPerft(SprintPosition position) {
    this.position = position;
    position.setDrawing(false);
    for (int i = 0; i < lists.length; i++) {
      lists[i] = new MoveList();
    }
  }

  @Override
  public long perft(int depth) {
    PerftPosition.checkDepth(depth);
    if (depth == 0) {
      return 1;
    }
    return count(depth, 0);
  }

  private long count(int depth, int ply) {
    if (depth == 1) {
      return countLegal();
    }
    MoveList list = lists[ply];
    int n = position.generate(list);
    long total = 0;
    for (int i = 0; i < n; i++) {
      position.make(list.get(i));
      total += count(depth - 1, ply + 1);
      position.unmake();
    }
    return total;
  }

  /**
   * The number of legal actions of the side to move: board moves counted in bulk by the bitboard
   * generator, placements by the size of each tile's target set, none of them listed.
   */
  private long countLegal() {
    Position board = position.board();
    long n = MoveGenerator.count(board);
    int us = board.sideToMove();
    int inHand = 0;
    for (int type = Piece.PAWN; type <= Piece.QUEEN; type++) {
      inHand += position.handCount(us, type);
    }
    if (inHand == 0) {
      return n;
    }
    long checkers = board.checkers();
    for (int type = Piece.PAWN; type <= Piece.QUEEN; type++) {
      if (position.handCount(us, type) != 0) {
        n += Long.bitCount(position.dropTargets(type, checkers));
      }
    }
    return n;
  }

  @Override
  public int[] rootMoves() {
    MoveList root = new MoveList();
    int n = position.generate(root);
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = root.get(i);
    }
    return out;
  }

  @Override
  public void make(int move) {
    position.make(move);
  }

  @Override
  public void unmake(int move) {
    position.unmake();
  }

  @Override
  public String moveName(int move) {
    return UciMove.write(move, CastlingMode.ORTHODOX);
  }
}
