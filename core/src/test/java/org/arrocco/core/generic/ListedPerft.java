package org.arrocco.core.generic;

/**
 * Perft by listing, for tests: at every node the moves {@link MoveGenerator#legalMoves} lists, each
 * played and taken back, with no counting shortcut. The perft counts that skip playing moves
 * ({@link MoveGenerator#countLegal}, {@link ReplyCounter}) are checked against it.
 */
public final class ListedPerft {
  private ListedPerft() {}

  /** The number of leaves of the legal-move tree of the given depth (at least 1). */
  public static long of(GenericPosition p, int depth) {
    MoveGenerator gen = new MoveGenerator(p);
    int[][] lists = new int[depth][MoveGenerator.MAX_MOVES];
    return walk(p, gen, lists, depth);
  }

  private static long walk(GenericPosition p, MoveGenerator gen, int[][] lists, int depth) {
    int[] moves = lists[depth - 1];
    int n = gen.legalMoves(moves);
    if (depth == 1) {
      return n;
    }
    long sum = 0;
    for (int i = 0; i < n; i++) {
      p.make(moves[i]);
      sum += walk(p, gen, lists, depth - 1);
      p.unmake(moves[i]);
    }
    return sum;
  }
}
