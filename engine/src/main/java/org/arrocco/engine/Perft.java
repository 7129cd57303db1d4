package org.arrocco.engine;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Position;

/**
 * Move-path enumeration (perft) for UCI's {@code go perft}: the leaves below a position, and per
 * root move (divide). A client of the rules' generator and make/unmake; the last ply is counted
 * without being made.
 */
public final class Perft {
  /** One root move and the leaves below it. */
  public record Divide(int move, long nodes) {}

  private Perft() {}

  /** The leaf count {@code depth} plies below {@code p} (which is left as it was). */
  public static long count(Position p, int depth) {
    MoveList[] lists = new MoveList[Math.max(1, depth)];
    for (int i = 0; i < lists.length; i++) {
      lists[i] = new MoveList();
    }
    return count(p, depth, lists);
  }

  private static long count(Position p, int depth, MoveList[] lists) {
    if (depth <= 0) {
      return 1;
    }
    if (depth == 1) {
      return MoveGenerator.count(p);
    }
    MoveList list = lists[depth - 1];
    int n = MoveGenerator.generate(p, list);
    long total = 0;
    for (int i = 0; i < n; i++) {
      p.make(list.get(i));
      total += count(p, depth - 1, lists);
      p.unmake();
    }
    return total;
  }

  /** The leaf count below each legal move of {@code p}, in generation order. */
  public static List<Divide> divide(Position p, int depth) {
    MoveList root = new MoveList();
    int n = MoveGenerator.generate(p, root);
    List<Divide> result = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      int m = root.get(i);
      p.make(m);
      result.add(new Divide(m, count(p, depth - 1)));
      p.unmake();
    }
    return result;
  }
}
