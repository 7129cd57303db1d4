package org.arrocco.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.arrocco.core.game.Side;
import org.arrocco.core.notation.sprint.SprintFen;
import org.arrocco.core.sprint.Deck;
import org.arrocco.core.sprint.Hand;
import org.arrocco.core.sprint.SprintPosition;
import org.arrocco.core.sprint.Tile;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.PlayedMove;
import org.arrocco.core.variant.PlayerView;

/**
 * Deals what a Sprint player cannot see, consistently with everything it can: the opponent's hand
 * and both decks' order, from the player's own {@link PlayerView} and the public moves, never from
 * the game. A sample is a full Sprint position the search can play on (its draws come from the
 * sampled decks).
 *
 * <p>The opponent: its 13-tile deck ({@link Deck#FULL}) is dealt anew, uniformly among the orders
 * under which every placement it made was from a tile in its hand at that move (its first pawn,
 * plus one draw at the start of each of its moves, sprint.md, A turn); the draws so far give its
 * hand, the rest its deck. Orders are drawn at random and those that contradict a placement are
 * refused (rejection sampling, so the accepted ones are uniform among the consistent ones). When
 * the public moves do not start from the standard set-up (a composed position) or no consistent
 * order turns up in {@link #TRIES} draws, the opponent's tiles still to come (public) are shuffled
 * and its hand taken from the top. The player's own deck is its tiles to come less its hand, in a
 * uniformly random order (deck order is secret to both players).
 */
final class SprintSampler {
  /** Random deck orders tried per sample before the fallback. */
  static final int TRIES = 20_000;

  private final PlayerView view;
  private final int us;
  private final int[] placedAt; // per opponent move (index): tile placed, or -1
  private final int opponentMoves;
  private final boolean historyUsable;

  /**
   * @throws IllegalArgumentException when the view is not a player's Sprint view
   */
  SprintSampler(GameView game) {
    this.view =
        game.sprint()
            .orElseThrow(() -> new IllegalArgumentException("not a Sprint view: no PlayerView"));
    this.us =
        view.viewer()
            .side()
            .orElseThrow(() -> new IllegalArgumentException("a spectator's view has no hand"))
            .colour();
    List<Integer> placed = new ArrayList<>();
    for (PlayedMove m : game.moves()) {
      if (m.side().colour() == us) {
        continue;
      }
      int at = m.uci().indexOf('@');
      placed.add(at < 0 ? -1 : at == 0 ? Tile.PAWN : Tile.of(m.uci().charAt(0)));
    }
    opponentMoves = placed.size();
    placedAt = new int[opponentMoves];
    for (int i = 0; i < opponentMoves; i++) {
      placedAt[i] = placed.get(i);
    }
    historyUsable = game.moves().isEmpty() || game.moves().get(0).side() == Side.WHITE;
  }

  /** One sample of the hidden state, as a Sprint position with both decks known. */
  SprintPosition sample(SplittableRandom random) {
    int them = us ^ 1;
    Hand ownHand = view.ownHand().orElseThrow();
    int[] ownDeck = minus(toCome(us), ownHand);
    shuffle(ownDeck, random);
    int[][] opp = historyUsable ? fromHistory(random) : null;
    if (opp == null) {
      int[] all = toArray(toCome(them));
      shuffle(all, random);
      int h = handSize(them);
      int[] hand = new int[Tile.COUNT];
      for (int i = 0; i < h; i++) {
        hand[all[i]]++;
      }
      int[] deck = new int[all.length - h];
      System.arraycopy(all, h, deck, 0, deck.length);
      opp = new int[][] {hand, deck};
    }
    int[][] hands = new int[2][];
    int[][] decks = new int[2][];
    hands[us] = counts(ownHand);
    decks[us] = ownDeck;
    hands[them] = opp[0];
    decks[them] = opp[1];
    return SprintFen.read(fen(hands, decks));
  }

  /**
   * The opponent's hand and deck from a random full deck consistent with its placements, or null
   * when none is found or the visible counts do not fit (not a game from the standard start).
   */
  private int[][] fromHistory(SplittableRandom random) {
    int them = us ^ 1;
    int[] full = new int[Deck.FULL.length()];
    for (int i = 0; i < full.length; i++) {
      full[i] = Tile.of(Deck.FULL.charAt(i));
    }
    int[] want = counts(toCome(them));
    int draws = Math.min(opponentMoves, full.length);
    int[] hand = new int[Tile.COUNT];
    for (int attempt = 0; attempt < TRIES; attempt++) {
      shuffle(full, random);
      java.util.Arrays.fill(hand, 0);
      hand[Tile.PAWN] = 1; // sprint.md, Set-up 2: one pawn tile in hand
      boolean ok = true;
      for (int k = 0; k < opponentMoves && ok; k++) {
        if (k < full.length) {
          hand[full[k]]++; // the draw at the start of its move
        }
        if (placedAt[k] >= 0 && --hand[placedAt[k]] < 0) {
          ok = false;
        }
      }
      if (!ok) {
        continue;
      }
      int[] deck = java.util.Arrays.copyOfRange(full, draws, full.length);
      int[] have = hand.clone();
      for (int t : deck) {
        have[t]++;
      }
      if (!java.util.Arrays.equals(have, want)
          || size(hand) != handSize(them)
          || deck.length != deckSize(them)) {
        return null; // the public counts do not come from the standard start
      }
      return new int[][] {hand.clone(), deck};
    }
    return null;
  }

  private Hand toCome(int colour) {
    return colour == 0 ? view.whiteToCome() : view.blackToCome();
  }

  private int handSize(int colour) {
    return colour == 0 ? view.whiteHandSize() : view.blackHandSize();
  }

  private int deckSize(int colour) {
    return colour == 0 ? view.whiteDeckSize() : view.blackDeckSize();
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

  private static int size(int[] counts) {
    int n = 0;
    for (int c : counts) {
      n += c;
    }
    return n;
  }

  private static int[] toArray(Hand h) {
    int[] out = new int[h.size()];
    int i = 0;
    for (int t = 0; t < Tile.COUNT; t++) {
      for (int k = 0; k < h.count(t); k++) {
        out[i++] = t;
      }
    }
    return out;
  }

  private static int[] minus(Hand all, Hand part) {
    int[] c = counts(all);
    for (int t = 0; t < Tile.COUNT; t++) {
      c[t] -= part.count(t);
      if (c[t] < 0) {
        throw new IllegalArgumentException(
            "the view's hand holds tiles not among its tiles to come");
      }
    }
    int[] out = new int[size(c)];
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
