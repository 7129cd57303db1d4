package org.arrocco.core.sprint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.notation.sprint.SprintPgn;
import org.arrocco.core.variant.PlayerView;
import org.arrocco.core.variant.Seat;
import org.junit.jupiter.api.Test;

/**
 * sprint.md, Hidden information: no view ever contains the opponent's hand or any deck order, for
 * White, Black and a spectator, over many random games. A view must not change when everything the
 * viewer may not know is dealt differently (same counts, other tiles and order).
 */
class PlayerViewTest {
  private static final Seat[] VIEWERS = Seat.values();

  @Test
  void aViewHoldsOnlyPublicFieldsAndTheViewersOwnHand() {
    List<String> names = new ArrayList<>();
    for (RecordComponent c : PlayerView.class.getRecordComponents()) {
      names.add(c.getName());
    }
    // Adding a field to the view must be a conscious decision checked against sprint.md.
    assertEquals(
        List.of(
            "viewer",
            "fen",
            "memory",
            "ownHand",
            "whiteHandSize",
            "blackHandSize",
            "whiteDeckSize",
            "blackDeckSize",
            "whiteToCome",
            "blackToCome",
            "moves",
            "legalMoves",
            "result"),
        names);
  }

  @Test
  void noViewDependsOnWhatItsViewerMayNotKnow() {
    int views = 0;
    int compared = 0;
    for (long n = 100; n < 300; n++) {
      Random shuffle = new Random(n);
      int[] counts = new int[2];
      TestGames.play(
          n,
          40, // the tiles stay hidden while decks last: about 26 plies
          game -> {
            SprintPosition s = game.position();
            for (Seat v : VIEWERS) {
              PlayerView view =
                  PlayerView.of(game.position(), SprintPgn.sanMoves(game), game.outcome(), v);
              checkOwnHand(view, s, v);
              SprintPosition other = redeal(s, v, shuffle);
              PlayerView otherView =
                  PlayerView.of(other, SprintPgn.sanMoves(game), game.outcome(), v);
              assertEquals(view, otherView, "view of " + v + " leaks hidden tiles");
              counts[0]++;
              if (!sameHidden(s, other)) {
                counts[1]++;
              }
            }
          });
      views += counts[0];
      compared += counts[1];
    }
    assertTrue(views > 20_000, "views checked: " + views);
    assertTrue(compared > views / 2, "views compared against another deal: " + compared);
  }

  private static void checkOwnHand(PlayerView view, SprintPosition s, Seat v) {
    assertEquals(s.hand(0).size(), view.whiteHandSize());
    assertEquals(s.hand(1).size(), view.blackHandSize());
    assertEquals(s.deckSize(0), view.whiteDeckSize());
    assertEquals(s.deckSize(1), view.blackDeckSize());
    if (v == Seat.SPECTATOR) {
      assertEquals(Optional.empty(), view.ownHand());
    } else {
      assertEquals(Optional.of(s.hand(v.ordinal())), view.ownHand());
    }
  }

  /**
   * A copy of {@code s} where each side's tiles hidden from {@code v} are dealt anew: its deck
   * reordered and, for the opponent (or both sides for a spectator), hand and deck redrawn from
   * their union with the same sizes.
   */
  private static SprintPosition redeal(SprintPosition s, Seat v, Random r) {
    SprintPosition o = s.copy();
    for (int c = 0; c < 2; c++) {
      boolean handHidden = v == Seat.SPECTATOR || v.ordinal() != c;
      List<Integer> pool = new ArrayList<>();
      for (int t : s.deckTiles(c)) {
        pool.add(t);
      }
      int handSize = s.hand(c).size();
      if (handHidden) {
        for (int t = 0; t < Tile.COUNT; t++) {
          for (int k = 0; k < s.hand(c).count(t); k++) {
            pool.add(t);
          }
        }
      }
      java.util.Collections.shuffle(pool, r);
      int from = 0;
      if (handHidden) {
        for (int t = Piece.PAWN; t <= Piece.QUEEN; t++) {
          o.setHand(c, t, 0);
        }
        int[] hand = new int[Tile.COUNT];
        for (; from < handSize; from++) {
          hand[pool.get(from)]++;
        }
        for (int t = 0; t < Tile.COUNT; t++) {
          o.setHand(c, SprintPosition.pieceType(t), hand[t]);
        }
      }
      int[] deck = new int[pool.size() - from];
      for (int i = 0; i < deck.length; i++) {
        deck[i] = SprintPosition.pieceType(pool.get(from + i));
      }
      o.setDeck(c, deck, deck.length);
    }
    return o;
  }

  private static boolean sameHidden(SprintPosition a, SprintPosition b) {
    for (int c = 0; c < 2; c++) {
      if (!a.hand(c).equals(b.hand(c)) || !Arrays.equals(a.deckTiles(c), b.deckTiles(c))) {
        return false;
      }
    }
    return true;
  }

  @Test
  void theRedealReallyChangesHiddenTiles() {
    SprintGame game = SprintGame.start(Deal.fromSeed(9), SprintSettings.DEFAULT);
    SprintPosition s = game.position();
    SprintPosition o = redeal(s, Seat.SPECTATOR, new Random(1));
    assertNotEquals(
        Arrays.toString(s.deckTiles(1)), Arrays.toString(o.deckTiles(1)), "a sanity check");
  }
}
