package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import org.arrocco.core.sprint.Deal;
import org.arrocco.core.sprint.SprintPosition;
import org.arrocco.core.sprint.Tile;
import org.arrocco.core.variant.Game;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.IllegalActionException;
import org.arrocco.core.variant.LegalMove;
import org.arrocco.core.variant.PlayedMove;
import org.arrocco.core.variant.PlayerView;
import org.arrocco.core.variant.Seat;
import org.arrocco.core.variant.Setup;
import org.arrocco.core.variant.Variants;
import org.junit.jupiter.api.Test;

/**
 * The Sprint player never reads hidden state: its moves do not change when what its view hides (the
 * opponent's hand, both decks' order) is dealt differently, and its samples of the hidden tiles
 * agree with everything its view shows.
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

  @Test
  void everySampleAgreesWithTheViewAndTheSamplesDiffer() {
    Random random = new Random(5);
    Set<String> hands = new HashSet<>();
    for (int n = 0; n < 20; n++) {
      Game a = SprintGames.random(800 + n, 10 + random.nextInt(20), random);
      if (a.isOver()) {
        continue;
      }
      Seat seat = Seat.of(a.sideToMove());
      GameView view = a.view(seat, 0);
      PlayerView pv = view.sprint().orElseThrow();
      List<String> sans = pv.moves();
      SprintSampler sampler = new SprintSampler(view);
      SplittableRandom r = new SplittableRandom(n);
      for (int s = 0; s < 10; s++) {
        SprintPosition p = sampler.sample(r);
        PlayerView seen = PlayerView.of(p, sans, Optional.empty(), seat);
        assertEquals(pv, seen, "a sample looks to the seat as the game does");
        hands.add(n + ":" + p.hand(seat.side().get().colour() ^ 1).letters());
      }
    }
    assertTrue(hands.size() > 40, "samples of the opponent's hand vary: " + hands.size());
  }

  @Test
  void aSampleKeepsThePawnAnOpponentNeverPlaced() {
    // Black only moves its king and pawn: its first pawn tile must still be in its hand
    Game g =
        Variants.SPRINT.newGame(
            Variants.SPRINT.setup(Map.of("seed", "11", "hourglass", "0")), Optional.empty());
    String[] black = {"e8d8", "d8e8", "e8d8", "d8e8"};
    for (int i = 0; i < black.length; i++) {
      List<LegalMove> legal = g.legalMoves();
      String white =
          legal.stream().map(LegalMove::uci).filter(u -> u.contains("@")).findFirst().orElseThrow();
      g.play(white, 2 * i);
      g.play(black[i], 2 * i + 1);
    }
    GameView view = g.view(Seat.WHITE, 0);
    SprintSampler sampler = new SprintSampler(view);
    SplittableRandom r = new SplittableRandom(3);
    for (int s = 0; s < 200; s++) {
      SprintPosition p = sampler.sample(r);
      assertTrue(p.hand(1).count(Tile.PAWN) >= 1, "Black's first pawn is still in its hand");
    }
    // and the hands are not all alike: the four tiles it drew are unknown
    Set<String> seen = new HashSet<>();
    for (int s = 0; s < 50; s++) {
      seen.add(sampler.sample(r).hand(1).letters());
    }
    assertNotEquals(1, seen.size());
  }
}
