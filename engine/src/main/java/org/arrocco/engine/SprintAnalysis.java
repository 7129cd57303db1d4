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
}
