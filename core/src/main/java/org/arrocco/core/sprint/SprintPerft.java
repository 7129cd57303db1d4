package org.arrocco.core.sprint;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.perft.PerftPosition;

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
      return position.countLegal(lists[ply]);
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

  @Override
  public List<Divide> divide(int depth) {
    PerftPosition.checkDepth(depth);
    List<Divide> out = new ArrayList<>();
    if (depth == 0) {
      return out;
    }
    MoveList root = new MoveList();
    int n = position.generate(root);
    for (int i = 0; i < n; i++) {
      int move = root.get(i);
      position.make(move);
      long nodes = depth == 1 ? 1 : count(depth - 1, 1);
      position.unmake();
      out.add(new Divide(UciMove.write(move, CastlingMode.ORTHODOX), nodes));
    }
    return out;
  }
}
