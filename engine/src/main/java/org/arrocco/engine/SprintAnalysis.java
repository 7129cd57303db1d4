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
  /**
   * {@code sprintFen} (decks known) with the deck of the side to move in a new random order: what a
   * player knowing everything but its own draws to come would search.
   *
   * @throws IllegalArgumentException when the FEN has not eight fields or that deck's order is not
   *     in it
   */
  public static String ownDeckShuffled(String sprintFen, java.util.SplittableRandom random) {
    String[] f = fields(sprintFen);
    return deckShuffled(sprintFen, f[1].equals("w") ? 0 : 1, random);
  }

  /**
   * {@code sprintFen} (decks known) with the deck of {@code colour} (0 White, 1 Black) in a new
   * random order.
   *
   * @throws IllegalArgumentException when the FEN has not eight fields or that deck's order is not
   *     in it
   */
  public static String deckShuffled(
      String sprintFen, int colour, java.util.SplittableRandom random) {
    String[] f = fields(sprintFen);
    String[] decks = f[6].split(":", -1);
    if (decks.length != 2) {
      throw new IllegalArgumentException("Sprint FEN decks field is not white:black: " + f[6]);
    }
    char[] t = decks[colour].toCharArray();
    if (t.length > 0 && Character.isDigit(t[0]) && !decks[colour].equals("0")) {
      throw new IllegalArgumentException("the deck's order is not in the FEN: " + f[6]);
    }
    for (int i = t.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      char x = t[i];
      t[i] = t[j];
      t[j] = x;
    }
    decks[colour] = new String(t);
    f[6] = decks[0] + ":" + decks[1];
    return String.join(" ", f);
  }

  private static String[] fields(String sprintFen) {
    String[] f = sprintFen.trim().split("\\s+");
    if (f.length != 8) {
      throw new IllegalArgumentException("not a Sprint FEN with decks (8 fields): " + sprintFen);
    }
    return f;
  }

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
