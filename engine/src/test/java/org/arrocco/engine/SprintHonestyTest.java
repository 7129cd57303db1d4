package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import org.arrocco.core.notation.sprint.SprintFen;
import org.arrocco.core.sprint.Deal;
import org.arrocco.core.sprint.SprintPosition;
import org.arrocco.core.variant.Game;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.IllegalActionException;
import org.arrocco.core.variant.PlayedMove;
import org.arrocco.core.variant.PlayerView;
import org.arrocco.core.variant.Seat;
import org.arrocco.core.variant.Setup;
import org.arrocco.core.variant.Variants;
import org.junit.jupiter.api.Test;

/**
 * The Sprint player never reads hidden state: its moves do not change when what its view hides (the
 * opponent's hand, both decks' order) is dealt differently, and the position it searches is its
 * view with the opponent holding every tile it still has to come.
 */
class SprintHonestyTest {

  /** A game of random moves from the deal of {@code seed} (or the given decks). */
  private static Game game(Map<String, String> options, List<PlayedMove> moves) {
    Game g = Variants.SPRINT.newGame(Variants.SPRINT.setup(options), Optional.empty());
    for (PlayedMove m : moves) {
      g.play(m.uci(), m.at());
    }
    return g;
  }

  private static String deck(Setup setup, int colour) {
    Deal deal = Deal.fromSeed(Long.parseLong(setup.option("seed").orElseThrow()));
    return deal.deck(colour).letters();
  }

  /**
   * Another deal that the seat to move cannot tell from the game's: the opponent's tile drawn and
   * still held swapped with one still in its deck, and two tiles of each deck still to draw
   * swapped; null when the swap changes nothing or the public moves cannot be played on it.
   */
  private static Game redeal(Game a, Random random) {
    int us = a.sideToMove().colour();
    PlayerView v = a.view(Seat.SPECTATOR, 0).sprint().orElseThrow();
    int[] drawn = {13 - v.whiteDeckSize(), 13 - v.blackDeckSize()};
    String[] d = {deck(a.setup(), 0), deck(a.setup(), 1)};
    String[] original = d.clone();
    for (int c = 0; c < 2; c++) {
      char[] t = d[c].toCharArray();
      if (drawn[c] < t.length) {
        int from = c != us ? random.nextInt(Math.max(1, drawn[c])) : drawn[c];
        int to = drawn[c] + random.nextInt(t.length - drawn[c]);
        char x = t[from];
        t[from] = t[to];
        t[to] = x;
      }
      d[c] = new String(t);
    }
    if (d[0].equals(original[0]) && d[1].equals(original[1])) {
      return null;
    }
    Map<String, String> options = new LinkedHashMap<>();
    options.put("whiteDeck", d[0]);
    options.put("blackDeck", d[1]);
    options.put("hourglass", "0");
    try {
      return game(options, a.moves());
    } catch (IllegalActionException e) {
      return null; // a placement from a tile the other deal never gave
    }
  }

  @Test
  void itsMovesAreTheSameWhateverItsViewHidesIsDealt() {
    SprintComputerPlayer player = new SprintComputerPlayer();
    int compared = 0;
    int hiddenDiffered = 0;
    for (int n = 0; n < 12; n++) {
      Random random = new Random(70 + n);
      Game a = SprintGames.random(300 + n, 6 + random.nextInt(20), random);
      if (a.isOver()) {
        continue;
      }
      Seat seat = Seat.of(a.sideToMove());
      GameView va = a.view(seat, 100);
      String mine = player.choose(va, Level.FULL, 0, 2, 42);
      for (int k = 0; k < 4; k++) {
        Game b = redeal(a, random);
        if (b == null) {
          continue;
        }
        GameView vb = b.view(seat, 100);
        assertEquals(va, vb, "the redeal changes only what the seat cannot see");
        if (!a.positionText().equals(b.positionText())) {
          hiddenDiffered++; // hands or deck orders really differ
        }
        assertEquals(mine, player.choose(vb, Level.FULL, 0, 2, 42), "game " + n);
        compared++;
      }
    }
    assertTrue(compared >= 12, "deals compared: " + compared);
    assertTrue(hiddenDiffered >= 12, "deals whose hidden tiles differed: " + hiddenDiffered);
  }

  /** The view {@code pv} with the opponent of its viewer holding all its tiles to come. */
  private static PlayerView opponentHoldingAll(PlayerView pv) {
    boolean white = pv.viewer() == Seat.WHITE;
    return new PlayerView(
        pv.viewer(),
        pv.fen(),
        pv.memory(),
        pv.ownHand(),
        white ? pv.whiteHandSize() : pv.whiteToCome().size(),
        white ? pv.blackToCome().size() : pv.blackHandSize(),
        white ? pv.whiteDeckSize() : 0,
        white ? 0 : pv.blackDeckSize(),
        pv.whiteToCome(),
        pv.blackToCome(),
        pv.moves(),
        pv.legalMoves(),
        pv.result());
  }

  @Test
  void theSearchedPositionIsTheViewWithTheOpponentHoldingAllItsTilesToCome() {
    Random random = new Random(5);
    int checked = 0;
    int shuffled = 0;
    for (int n = 0; n < 20; n++) {
      Game a = SprintGames.random(800 + n, 4 + random.nextInt(16), random);
      if (a.isOver()) {
        continue;
      }
      Seat seat = Seat.of(a.sideToMove());
      int us = seat.side().orElseThrow().colour();
      GameView view = a.view(seat, 0);
      PlayerView pv = view.sprint().orElseThrow();
      SprintDeal deal = new SprintDeal(view);
      SplittableRandom r = new SplittableRandom(n);
      Set<String> ownDecks = new HashSet<>();
      for (int s = 0; s < 10; s++) {
        SprintPosition p = deal.position(r);
        assertEquals(
            opponentHoldingAll(pv),
            PlayerView.of(p, pv.moves(), Optional.empty(), seat),
            "the board, the own hand, both sides' tiles to come and the legal moves are the"
                + " view's; the opponent's hand is all its tiles to come");
        ownDecks.add(java.util.Arrays.toString(p.deckTiles(us)));
        checked++;
      }
      if (pv.ownHand().orElseThrow().size() + 2
          < (us == 0 ? pv.whiteToCome() : pv.blackToCome()).size()) {
        // two tiles or more in its deck: not always dealt in the same order
        assertTrue(ownDecks.size() > 1, "game " + n + ": its own deck's order varies");
        shuffled++;
      }
    }
    assertTrue(checked >= 100, "positions checked: " + checked);
    assertTrue(shuffled >= 10, "games with an own deck to shuffle: " + shuffled);
  }

  @Test
  void theSearchedPositionIsTheSameWhateverTheHiddenTilesAre() {
    int compared = 0;
    for (int n = 0; n < 12; n++) {
      Random random = new Random(170 + n);
      Game a = SprintGames.random(500 + n, 6 + random.nextInt(20), random);
      if (a.isOver()) {
        continue;
      }
      Seat seat = Seat.of(a.sideToMove());
      String mine =
          SprintFen.write(new SprintDeal(a.view(seat, 0)).position(new SplittableRandom(9)), true);
      for (int k = 0; k < 4; k++) {
        Game b = redeal(a, random);
        if (b == null || a.positionText().equals(b.positionText())) {
          continue;
        }
        String theirs =
            SprintFen.write(
                new SprintDeal(b.view(seat, 0)).position(new SplittableRandom(9)), true);
        assertEquals(mine, theirs, "game " + n + ": the searched position reads no hidden tile");
        compared++;
      }
    }
    assertTrue(compared >= 12, "deals compared: " + compared);
  }
}
