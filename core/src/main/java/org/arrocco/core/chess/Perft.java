package org.arrocco.core.chess;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.perft.PerftPosition;

/**
 * Counts the leaves of the legal-move tree of a {@link Position}. Every move above the last ply is
 * made and unmade for real; the last ply is counted in bulk by {@link MoveGenerator#count}. Move
 * lists are preallocated per depth, so a count allocates nothing.
 */
public final class Perft implements PerftPosition {
  private final Position position;
  private final CastlingMode mode;
  private MoveList[] lists = new MoveList[0];

  /** Counts from {@code position} (which it makes moves on, leaving it as it was after each). */
  public Perft(Position position, CastlingMode mode) {
    this.position = position;
    this.mode = mode;
  }

  @Override
  public long perft(int depth) {
    PerftPosition.checkDepth(depth);
    if (depth == 0) {
      return 1;
    }
    if (depth >= 5) {
      WarmUp.once(); // a few milliseconds, within the caller's timing; see WarmUp
    }
    ensureLists(depth);
    return count(depth);
  }

  private void ensureLists(int depth) {
    if (lists.length <= depth) {
      MoveList[] l = new MoveList[depth + 1];
      for (int i = 0; i <= depth; i++) {
        l[i] = i < lists.length ? lists[i] : new MoveList();
      }
      lists = l;
    }
  }

  private long count(int depth) {
    Position p = position;
    if (depth == 1) {
      return MoveGenerator.count(p);
    }
    MoveList list = lists[depth];
    int n = MoveGenerator.generate(p, list);
    int[] moves = list.moves;
    long nodes = 0;
    if (depth == 2) {
      for (int i = 0; i < n; i++) {
        p.make(moves[i]);
        nodes += MoveGenerator.count(p);
        p.unmake();
      }
      return nodes;
    }
    for (int i = 0; i < n; i++) {
      p.make(moves[i]);
      nodes += count(depth - 1);
      p.unmake();
    }
    return nodes;
  }

  @Override
  public List<Divide> divide(int depth) {
    PerftPosition.checkDepth(depth);
    List<Divide> out = new ArrayList<>();
    if (depth == 0) {
      return out;
    }
    ensureLists(depth);
    MoveList list = new MoveList();
    MoveGenerator.generate(position, list);
    for (int i = 0; i < list.size(); i++) {
      int move = list.get(i);
      String name = UciMove.write(move, mode);
      position.make(move);
      long nodes = depth == 1 ? 1 : count(depth - 1);
      position.unmake();
      out.add(new Divide(name, nodes));
    }
    return out;
  }
}
