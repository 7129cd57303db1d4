package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.arrocco.core.variant.Game;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.LegalMove;
import org.arrocco.core.variant.Seat;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;
import org.junit.jupiter.api.Test;

class ComputerPlayerTest {
  private static final java.lang.management.ThreadMXBean CPU =
      java.lang.management.ManagementFactory.getThreadMXBean();

  /**
   * Plays {@code plies} moves of a game by the computer on both sides, each from its seat's view.
   */
  private static Game play(
      Variant variant, Map<String, String> options, int plies, long think, boolean timed) {
    Game game = variant.newGame(variant.setup(options), Optional.empty());
    ComputerPlayer player = ComputerPlayer.of(variant);
    for (int i = 0; i < plies && !game.isOver(); i++) {
      Seat seat = Seat.of(game.sideToMove());
      GameView view = game.view(seat, i);
      // the search runs in the calling thread: its CPU time is what the engine spent, and a starved
      // machine (CI under load) stretches only the wall time, which the engine also watches
      long start = CPU.getCurrentThreadCpuTime();
      String move = player.choose(view, Level.FULL, think);
      long took = (CPU.getCurrentThreadCpuTime() - start) / 1_000_000;
      // the first moves load and compile the rules' tables: timed from the third on
      assertTrue(
          !timed || i < 2 || took < think + 400,
          variant.key() + " took " + took + " ms of " + think);
      assertTrue(
          view.legalMoves().stream().map(LegalMove::uci).anyMatch(move::equals),
          move + " is legal");
      game.play(move, i);
    }
    return game;
  }

  @Test
  void eachVariantIsPlayedByTheComputerFromItsSeatsViews() {
    assertTrue(play(Variants.CHESS, Map.of(), 12, 40, true).moves().size() >= 12);
    assertTrue(play(Variants.CHESS960, Map.of("number", "123"), 12, 40, true).moves().size() >= 12);
    assertTrue(play(Variants.TAMERLANE, Map.of(), 10, 60, true).moves().size() >= 10);
    assertTrue(
        play(Variants.SPRINT, Map.of("seed", "5", "hourglass", "0"), 16, 80, true).moves().size()
            >= 16);
  }

  @Test
  void aMateInOneIsPlayed() {
    Game game =
        Variants.CHESS.newGame(
            Variants.CHESS.setup(Map.of("fen", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")),
            Optional.empty());
    assertEquals(
        "a1a8",
        ComputerPlayer.of(Variants.CHESS).choose(game.view(Seat.WHITE, 0), Level.FULL, 200));
  }

  @Test
  void aMoveIsChosenFromOneFullPlyEvenWithAlmostNoTime() {
    // 1 ms is less than the set-up takes: the search still completes its first iteration
    Game game =
        Variants.CHESS.newGame(
            Variants.CHESS.setup(Map.of("fen", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")),
            Optional.empty());
    assertEquals(
        "a1a8", ComputerPlayer.of(Variants.CHESS).choose(game.view(Seat.WHITE, 0), Level.FULL, 1));
  }

  @Test
  void aViewWithoutLegalMovesOrOfAnotherVariantIsRefused() {
    Game game = Variants.CHESS.newGame(Variants.CHESS.defaultSetup(), Optional.empty());
    ComputerPlayer chess = ComputerPlayer.of(Variants.CHESS);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> chess.choose(game.view(Seat.BLACK, 0), Level.FULL, 10));
    assertTrue(e.getMessage().contains("no legal move"), e.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () ->
            ComputerPlayer.of(Variants.TAMERLANE).choose(game.view(Seat.WHITE, 0), Level.FULL, 10));
  }

  @Test
  void playersAreCalledFromManyThreadsAtOnce() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<Game>> games = new ArrayList<>();
      for (Variant v : Variants.all()) {
        Map<String, String> options =
            v == Variants.SPRINT ? Map.of("seed", "9", "hourglass", "0") : Map.of();
        games.add(pool.submit(() -> play(v, options, 6, 30, false)));
      }
      for (Future<Game> f : games) {
        assertTrue(f.get().moves().size() >= 6);
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
