package org.arrocco.engine;

import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.notation.sprint.SprintFen;
import org.arrocco.core.sprint.SprintPosition;

/**
 * Analysis of a Scacchi Sprint position known in full (both hands and both decks' order, a Sprint
 * FEN with deck contents, docs/sprint.md): the search on that one deal, seeing everything. For
 * studying finished games and for measuring what honesty costs (matches of the honest player
 * against this one); a player in a game going on gets only its view ({@link ComputerPlayer}).
 */
public final class SprintAnalysis {
  private SprintAnalysis() {}

  /**
   * The best move (UCI form, drops as {@code N@f3}) of the side to move in {@code sprintFen}, by a
   * search of about {@code thinkMillis}.
   *
   * @throws org.arrocco.core.notation.NotationException naming the field of a bad FEN
   * @throws IllegalArgumentException when a deck is given by its size only, or no move is legal
   */
  public static String bestMove(String sprintFen, long thinkMillis) {
    SprintPosition p = SprintFen.read(sprintFen);
    VariantSearch search = new VariantSearch(new SprintBoard(p, new HandEvaluation()));
    int move =
        search.search(
            null,
            VariantSearch.MAX_PLY,
            0,
            System.nanoTime() + Math.max(1, thinkMillis) * 1_000_000L,
            false);
    if (move == 0) {
      throw new IllegalArgumentException("no legal move in " + sprintFen);
    }
    return UciMove.write(move, CastlingMode.ORTHODOX);
  }

  /**
   * What a search of a fully known position found.
   *
   * @param move the best move (UCI form, drops as {@code N@f3})
   * @param score its score in centipawns for the side to move
   * @param depth the depth completed
   * @param nodes the nodes searched
   */
  public record Analysis(String move, int score, int depth, long nodes) {}

  /**
   * The best move of the side to move in {@code sprintFen} by a search of about {@code nodes} nodes
   * whatever the time (the first ply is always searched in full): for matches whose result must not
   * depend on the machine's load.
   *
   * @throws org.arrocco.core.notation.NotationException naming the field of a bad FEN
   * @throws IllegalArgumentException when a deck is given by its size only, no move is legal, or
   *     {@code nodes} is not positive
   */
  public static Analysis searchNodes(String sprintFen, long nodes) {
    if (nodes <= 0) {
      throw new IllegalArgumentException("a node budget must be positive, not " + nodes);
    }
    SprintPosition p = SprintFen.read(sprintFen);
    VariantSearch search = new VariantSearch(new SprintBoard(p, new HandEvaluation()));
    int move = search.search(null, VariantSearch.MAX_PLY, nodes, Long.MAX_VALUE, false);
    if (move == 0) {
      throw new IllegalArgumentException("no legal move in " + sprintFen);
    }
    return new Analysis(
        UciMove.write(move, CastlingMode.ORTHODOX),
        search.rootScores()[0],
        search.completedDepth(),
        search.nodes());
  }
}
