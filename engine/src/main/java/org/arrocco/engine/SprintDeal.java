package org.arrocco.engine;

import java.util.SplittableRandom;
import org.arrocco.core.notation.sprint.SprintFen;
import org.arrocco.core.sprint.Hand;
import org.arrocco.core.sprint.SprintPosition;
import org.arrocco.core.sprint.Tile;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.PlayerView;

/**
 * The position a Sprint player searches in place of the game, built from its own {@link PlayerView}
 * only: the board and its own hand as it sees them, its own deck (its tiles still to come less its
 * hand) in a random order, since deck order is secret to both players, and the opponent holding in
 * hand every tile it still has to come, its deck empty. Which tiles of a side are not yet on the
 * board is public (sprint.md, Hidden information); which of them the opponent holds is not, so the
 * search lets it place any of them at any of its moves: the worst case over its hidden hand, as a
 * minimax search treats every choice of the opponent. A search on one sampled hand (or the mean
 * over several) counts on the opponent lacking the tile that would block a check and fears
 * placements it cannot make; against the search seeing every tile it scored 24-28 % where this
 * scores about 40 % (docs/engine.md).
 */
final class SprintDeal {
  private final PlayerView view;
  private final int us;

  /**
   * @throws IllegalArgumentException when the view is not a player's Sprint view
   */
  SprintDeal(GameView game) {
    this.view =
        game.sprint()
            .orElseThrow(() -> new IllegalArgumentException("not a Sprint view: no PlayerView"));
    this.us =
        view.viewer()
            .side()
            .orElseThrow(() -> new IllegalArgumentException("a spectator's view has no hand"))
            .colour();
  }

  /** The position to search, the player's own deck in an order drawn from {@code random}. */
  SprintPosition position(SplittableRandom random) {
    int them = us ^ 1;
    Hand ownHand = view.ownHand().orElseThrow();
    int[] ownDeck = minus(toCome(us), ownHand);
    shuffle(ownDeck, random);
    int[][] hands = new int[2][];
    int[][] decks = new int[2][];
    hands[us] = counts(ownHand);
    decks[us] = ownDeck;
    hands[them] = counts(toCome(them));
    decks[them] = new int[0];
    return SprintFen.read(fen(hands, decks));
  }

  private Hand toCome(int colour) {
    return colour == 0 ? view.whiteToCome() : view.blackToCome();
  }

  /** The Sprint FEN of the view's board with these hands and decks (docs/sprint.md). */
  private String fen(int[][] hands, int[][] decks) {
    String[] f = view.fen().trim().split("\\s+");
    StringBuilder sb = new StringBuilder(f[0]).append('[');
    for (int c = 0; c < 2; c++) {
      for (int t = Tile.QUEEN; t >= Tile.PAWN; t--) {
        for (int i = 0; i < hands[c][t]; i++) {
          char l = Tile.letter(t);
          sb.append(c == 0 ? l : Character.toLowerCase(l));
        }
      }
    }
    sb.append(']');
    for (int i = 1; i < 6; i++) {
      sb.append(' ').append(f[i]);
    }
    sb.append(' ');
    for (int c = 0; c < 2; c++) {
      if (c == 1) {
        sb.append(':');
      }
      if (decks[c].length == 0) {
        sb.append('0');
      }
      for (int t : decks[c]) {
        char l = Tile.letter(t);
        sb.append(c == 0 ? l : Character.toLowerCase(l));
      }
    }
    sb.append(' ').append(view.memory());
    return sb.toString();
  }

  private static int[] counts(Hand h) {
    int[] c = new int[Tile.COUNT];
    for (int t = 0; t < Tile.COUNT; t++) {
      c[t] = h.count(t);
    }
    return c;
  }

  private static int[] minus(Hand all, Hand part) {
    int[] c = counts(all);
    int n = 0;
    for (int t = 0; t < Tile.COUNT; t++) {
      c[t] -= part.count(t);
      if (c[t] < 0) {
        throw new IllegalArgumentException(
            "the view's hand holds tiles not among its tiles to come");
      }
      n += c[t];
    }
    int[] out = new int[n];
    int i = 0;
    for (int t = 0; t < Tile.COUNT; t++) {
      for (int k = 0; k < c[t]; k++) {
        out[i++] = t;
      }
    }
    return out;
  }

  private static void shuffle(int[] a, SplittableRandom random) {
    for (int i = a.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int x = a[i];
      a[i] = a[j];
      a[j] = x;
    }
  }
}
