package org.arrocco.core.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.arrocco.core.clock.TimeControl;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;
import org.arrocco.core.game.Termination;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnReader;
import org.junit.jupiter.api.Test;

/**
 * Seeded random games of each of the four variants played to their end through {@link Variant} and
 * {@link Game} only, with clocks, offers, claims and resignations: each reaches an outcome, writes
 * its PGN, reads back into an equal game with the same outcome, and its stored record rebuilds the
 * same game, clocks and every seat's view included.
 */
class GameModelTest {
  private static final int GAMES_PER_VARIANT = 25;

  @Test
  void randomGamesOfEveryVariantEndWriteTheirPgnAndRebuildFromTheirRecord() {
    for (Variant variant : Variants.all()) {
      Set<Termination> ends = EnumSet.noneOf(Termination.class);
      for (int n = 0; n < GAMES_PER_VARIANT; n++) {
        Random random = new Random(variant.key().hashCode() * 1_000L + n);
        Setup setup = setup(variant, random);
        Game game = variant.newGame(setup, timeControl(variant, setup, n));
        long end = play(game, random);
        String what = variant.key() + " game " + n;
        assertTrue(game.isOver(), what + " ended");
        ends.add(game.outcome().get().termination());
        checkPgnRoundTrip(game, what);
        checkRebuild(game, end, what);
      }
      assertTrue(ends.size() >= 3, variant.key() + ": several kinds of end " + ends);
    }
  }

  private static Setup setup(Variant variant, Random random) {
    Map<String, String> options = new LinkedHashMap<>();
    switch (variant.key()) {
      case "chess960" ->
          options.put("number", random.nextBoolean() ? "random" : "" + random.nextInt(960));
      case "sprint" -> {
        options.put("seed", "" + random.nextInt(1_000_000));
        options.put("hourglass", List.of("30", "60").get(random.nextInt(2)));
        options.put("timeoutLoses", random.nextInt(4) == 0 ? "yes" : "no");
        options.put("gameClock", random.nextBoolean() ? "0" : "300");
      }
      case "tamerlane" ->
          options.put("array", List.of("masculine", "feminine", "mirrored").get(random.nextInt(3)));
      default -> {}
    }
    Setup setup = variant.setup(options);
    assertEquals(setup, variant.setup(setup.options()), "a resolved set-up is its own fixed point");
    return setup;
  }

  private static Optional<TimeControl> timeControl(Variant variant, Setup setup, int n) {
    if (variant.key().equals("sprint")) {
      // the set-up times a Sprint game; one game in five is played off the clock
      return n % 5 == 4 ? Optional.empty() : variant.setupTimeControl(setup);
    }
    return switch (n % 3) {
      case 0 -> Optional.of(TimeControl.suddenDeath(60_000));
      case 1 -> Optional.of(TimeControl.fischer(120_000, 1_000));
      default -> Optional.empty();
    };
  }

  /** Plays random legal moves, offers, claims and a rare resignation; returns the last time. */
  private static long play(Game game, Random random) {
    long t = 1_000;
    while (!game.isOver()) {
      t += thinking(game, random);
      if (random.nextInt(4) == 0 && game.checkTime(t)) {
        continue;
      }
      Side toMove = game.sideToMove();
      Optional<Long> deadline = game.nextDeadline();
      int plies = game.ply();
      try {
        act(game, toMove, random, t);
      } catch (IllegalActionException e) {
        // a limit ran out before the action came: it is refused, the game ended or passed on time
        assertTrue(deadline.isPresent() && deadline.get() <= t, e.getMessage());
        assertTrue(game.isOver() || game.ply() > plies, "a pass: " + e.getMessage());
        assertTrue(
            e.getMessage().startsWith("too late") || e.getMessage().startsWith("the game is over"),
            e.getMessage());
      }
    }
    return t;
  }

  private static void act(Game game, Side toMove, Random random, long t) {
    int roll = random.nextInt(1000);
    if (game.ply() > 400 || roll < 3) {
      game.resign(toMove, t);
    } else if (roll < 15 && game.drawOffer().isEmpty()) {
      game.offerDraw(toMove, t);
    } else if (game.drawOffer().isPresent() && game.drawOffer().get() != toMove) {
      if (roll < 500 && game.ply() >= 2 && !game.canClaimDraw()) {
        game.acceptDraw(toMove, t);
      } else {
        game.declineDraw(toMove, t);
      }
    } else if (game.canClaimDraw() && roll < 500) {
      game.claimDraw(toMove, t);
    } else {
      List<LegalMove> legal = game.legalMoves();
      LegalMove m = legal.get(random.nextInt(legal.size()));
      String before = game.positionText();
      PlayedMove played = game.play(random.nextBoolean() ? m.uci() : m.san(), t);
      assertEquals(m.uci(), played.uci(), game.variant().key() + " " + m + " in " + before);
    }
  }

  /** Mostly quick moves, now and then a long think that may run a limit out. */
  private static long thinking(Game game, Random random) {
    if (game.timeControl().isEmpty()) {
      return random.nextInt(5_000);
    }
    return random.nextInt(20) == 0 ? 20_000 + random.nextInt(50_000) : random.nextInt(2_500);
  }

  private static void checkPgnRoundTrip(Game game, String what) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", what);
    tags.put("White", "Bianchi, Anna");
    tags.put("Black", "Neri, Luca");
    String text = game.pgn(tags);
    List<PgnGame> read = PgnReader.readAll(text);
    assertEquals(1, read.size(), what);
    Game back = Variants.forPgn(read.get(0)).replay(read.get(0));
    assertEquals(game.variant(), back.variant(), what);
    assertEquals(texts(game.moves()), texts(back.moves()), what + "\n" + text);
    assertEquals(game.positionText(), back.positionText(), what);
    Outcome o = game.outcome().get();
    Outcome r = back.outcome().orElseThrow(() -> new AssertionError(what + ": read back going on"));
    assertEquals(o.result(), r.result(), what + "\n" + text);
    if (!(o.termination() == Termination.RESIGNATION && o.result() == Result.DRAW)) {
      // a resignation drawn by FIDE 5.1.2 is written as a draw, which PGN cannot tell apart
      assertEquals(o.termination(), r.termination(), what + "\n" + text);
    }
    assertEquals(text, back.pgn(tags), what + ": writing the read game gives the same text");
    // the read game's record rebuilds it too
    Game again = back.variant().rebuild(back.record());
    assertEquals(texts(back.moves()), texts(again.moves()), what);
    assertEquals(back.outcome(), again.outcome(), what);
  }

  private static void checkRebuild(Game game, long end, String what) {
    GameRecord record = game.record();
    Game rebuilt = game.variant().rebuild(record);
    assertEquals(game.moves(), rebuilt.moves(), what);
    assertEquals(game.outcome(), rebuilt.outcome(), what);
    assertEquals(game.positionText(), rebuilt.positionText(), what);
    assertEquals(game.clock(end + 10_000), rebuilt.clock(end + 10_000), what);
    for (Seat seat : Seat.values()) {
      assertEquals(game.view(seat, end), rebuilt.view(seat, end), what + " " + seat);
    }
    assertEquals(record, rebuilt.record(), what);
  }

  private static List<String> texts(List<PlayedMove> moves) {
    List<String> out = new ArrayList<>();
    for (PlayedMove m : moves) {
      out.add(m.side() + " " + m.uci() + " " + m.san());
    }
    return out;
  }

  @Test
  void legalMovesCarryTheirSanWithCheckAndMateMarks() {
    Game game = Variants.CHESS.newGame(Variants.CHESS.defaultSetup(), Optional.empty());
    long t = 0;
    for (String m : List.of("e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6")) {
      game.play(m, t += 1_000);
    }
    Set<String> san = new java.util.HashSet<>();
    for (LegalMove m : game.legalMoves()) {
      san.add(m.san());
    }
    // the scholar's mate, a check, a capture without check, a knight's move
    for (String expected : List.of("Qxf7#", "Bxf7+", "Qxe5+", "Qxh7", "Nf3", "Nc3", "Ke2")) {
      assertTrue(san.contains(expected), expected + " missing from " + san);
    }
    assertFalse(san.contains("Qxf7+") || san.contains("Qxf7"), "the mate marked as mate only");
  }

  @Test
  void aRefusedActionLeavesTheGameAsItWas() {
    Game game =
        Variants.CHESS.newGame(Variants.CHESS.defaultSetup(), Optional.of(TimeControl.CLUB_BLITZ));
    game.play("e4", 1_000);
    GameRecord before = game.record();
    IllegalActionException illegal =
        assertThrows(IllegalActionException.class, () -> game.play("e5e4", 2_000));
    assertTrue(illegal.getMessage().contains("e5e4"), illegal.getMessage());
    assertThrows(IllegalActionException.class, () -> game.play("Ke2", 2_000));
    assertEquals(before, game.record(), "a refused move records nothing");
    assertEquals(
        "Nf6", game.find("Cf6", org.arrocco.core.game.Language.ITALIAN).san(), "Italian letters");
    IllegalActionException early =
        assertThrows(IllegalActionException.class, () -> game.play("d5", 999));
    assertTrue(early.getMessage().contains("before the game's last event"), early.getMessage());
    IllegalActionException claim =
        assertThrows(IllegalActionException.class, () -> game.claimDraw(Side.WHITE, 2_000));
    assertTrue(claim.getMessage().contains("player to move"), claim.getMessage());
  }

  @Test
  void theClockEndsAGameOnTimeWithNoMoveComing() {
    Game game =
        Variants.CHESS.newGame(
            Variants.CHESS.defaultSetup(), Optional.of(TimeControl.suddenDeath(60_000)));
    game.play("e4", 0);
    game.play("e5", 1_000);
    assertEquals(Optional.of(61_000L), game.nextDeadline());
    assertFalse(game.checkTime(60_999));
    assertTrue(game.checkTime(61_000));
    assertEquals(Termination.FLAG_FALL, game.outcome().get().termination());
    assertEquals(Result.BLACK_WINS, game.outcome().get().result());
    assertThrows(IllegalActionException.class, () -> game.play("Nf3", 61_001));
  }

  @Test
  void sprintsHourglassPassesTheMoveAndTheViewsHideTheHands() {
    Setup setup = Variants.SPRINT.setup(Map.of("seed", "7", "hourglass", "30"));
    Game game = Variants.SPRINT.newGame(setup, Variants.SPRINT.setupTimeControl(setup));
    game.play(game.legalMoves().get(0).uci(), 0);
    assertTrue(game.checkTime(31_000), "Black's hourglass ran out at 30 s");
    assertEquals(PlayedMove.PASS_SAN, game.moves().get(1).san());
    assertEquals(Side.WHITE, game.sideToMove());
    GameView black = game.view(Seat.BLACK, 31_000);
    GameView spectator = game.view(Seat.SPECTATOR, 31_000);
    assertTrue(black.legalMoves().isEmpty(), "not Black's turn");
    assertTrue(black.sprint().get().ownHand().isPresent());
    assertTrue(spectator.sprint().get().ownHand().isEmpty());
    assertFalse(spectator.position().contains("["), "no hands in the public board");
    assertThrows(IllegalStateException.class, () -> game.pgn(Map.of()), "decks stay secret");
  }

  @Test
  void aSprintViewIsTheSameWhateverIsDealtWhereItsSeatCannotSee() {
    int compared = 0;
    for (int n = 0; n < 60; n++) {
      Random random = new Random(500 + n);
      Setup setup = Variants.SPRINT.setup(Map.of("seed", "" + (9_000 + n), "hourglass", "0"));
      Game a = Variants.SPRINT.newGame(setup, Optional.empty());
      int plies = 4 + random.nextInt(30);
      for (int i = 0; i < plies && !a.isOver(); i++) {
        List<LegalMove> legal = a.legalMoves();
        a.play(legal.get(random.nextInt(legal.size())).uci(), i);
      }
      for (Seat seat : Seat.values()) {
        for (Map<String, String> other : redeals(a, seat, random)) {
          Game b = Variants.SPRINT.newGame(Variants.SPRINT.setup(other), Optional.empty());
          if (!replays(a, b)) {
            continue; // the other deal cannot hold these public actions
          }
          assertEquals(a.view(seat, 100), b.view(seat, 100), "seed " + n + " " + seat);
          compared++;
        }
      }
    }
    assertTrue(compared > 100, "views compared against another deal: " + compared);
  }

  /**
   * Deals that differ from {@code a}'s only where {@code seat} cannot see: for each side hidden
   * from it, a tile drawn and still in hand swapped with one still in the deck; for every side, two
   * tiles of its deck still to draw swapped.
   */
  private static List<Map<String, String>> redeals(Game a, Seat seat, Random random) {
    List<Map<String, String>> out = new ArrayList<>();
    String[] decks = {deckOf(a.setup(), "whiteDeck"), deckOf(a.setup(), "blackDeck")};
    PlayerView v = a.view(Seat.SPECTATOR, 0).sprint().get();
    int[] drawn = {13 - v.whiteDeckSize(), 13 - v.blackDeckSize()};
    for (int tries = 0; tries < 6; tries++) {
      String[] d = decks.clone();
      for (int c = 0; c < 2; c++) {
        final int side = c;
        boolean handHidden = seat.side().map(s -> s.colour() != side).orElse(true);
        char[] tiles = d[c].toCharArray();
        int from = handHidden ? random.nextInt(Math.max(1, drawn[c])) : drawn[c];
        if (from < tiles.length && drawn[c] < tiles.length) {
          int to = drawn[c] + random.nextInt(tiles.length - drawn[c]);
          char x = tiles[from];
          tiles[from] = tiles[to];
          tiles[to] = x;
        }
        d[c] = new String(tiles);
      }
      if (!d[0].equals(decks[0]) || !d[1].equals(decks[1])) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("whiteDeck", d[0]);
        options.put("blackDeck", d[1]);
        options.put("hourglass", "0");
        out.add(options);
      }
    }
    return out;
  }

  private static String deckOf(Setup setup, String side) {
    long seed = Long.parseLong(setup.option("seed").orElseThrow());
    org.arrocco.core.sprint.Deal deal = org.arrocco.core.sprint.Deal.fromSeed(seed);
    return (side.equals("whiteDeck") ? deal.white() : deal.black()).letters();
  }

  /** Plays {@code a}'s moves on {@code b}; whether they all are legal there and end alike. */
  private static boolean replays(Game a, Game b) {
    for (int i = 0; i < a.moves().size(); i++) {
      try {
        b.play(a.moves().get(i).uci(), a.moves().get(i).at());
      } catch (IllegalActionException e) {
        return false;
      }
    }
    return b.outcome().equals(a.outcome()) && b.moves().equals(a.moves());
  }
}
