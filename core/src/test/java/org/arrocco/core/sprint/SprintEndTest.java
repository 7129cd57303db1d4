package org.arrocco.core.sprint;

import static org.arrocco.core.sprint.SprintRulesTest.pos;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Square;
import org.arrocco.core.clock.TimeControl;
import org.arrocco.core.game.Termination;
import org.arrocco.core.notation.sprint.SprintFen;
import org.arrocco.core.notation.sprint.SprintPgn;
import org.arrocco.core.notation.sprint.SprintSan;
import org.junit.jupiter.api.Test;

/**
 * One test per remaining section of {@code shared/rules/sprint.md}: End of the game, Timing and
 * Records (Hidden information is {@link PlayerViewTest}). Positions and outcomes worked out by hand
 * from the rules text.
 */
class SprintEndTest {
  private static final SprintSettings UNTIMED = new SprintSettings(0, false, 0);

  private static SprintGame game(String fen) {
    return SprintGame.fromPosition(pos(fen), SprintSettings.DEFAULT);
  }

  private static void play(SprintGame g, String san) {
    g.play(SprintSan.read(g.position(), san));
  }

  @Test
  void checkmateWinsAlsoByAPlacement() {
    // sprint.md, End of the game: checkmate, after the mated side's draw (its deck is empty).
    SprintGame g = game("8/8/8/8/8/8/5K1p/7k[Rn] w - - 0 10");
    play(g, "R@a1");
    assertEquals("1-0 CHECKMATE", end(g));
    assertEquals("R@a1#", SprintPgn.sanMoves(g).get(0));
  }

  @Test
  void aDrawnTileCanSaveTheKing() {
    // sprint.md, End of the game: mate is judged after the draw. A back-rank check is mate with
    // an empty deck, but a drawn rook blocks on e8-g8.
    SprintGame mate = game("7k/6pp/8/8/8/8/8/3RK3[] w - - 0 10 0:0 m");
    play(mate, "Rd8");
    assertEquals(Termination.CHECKMATE, mate.outcome().get().termination());
    SprintGame g = game("7k/6pp/8/8/8/8/8/3RK3[] w - - 0 10 0:r m");
    play(g, "Rd8");
    assertTrue(g.position().board().inCheck());
    assertFalse(g.isOver(), "Black's drawn rook can block");
    assertEquals("Rd8+", SprintPgn.sanMoves(g).get(0));
  }

  @Test
  void stalemateIsADraw() {
    // sprint.md, End of the game: stalemate, no move and no placement (empty hand and deck).
    SprintGame g = game("7k/8/6Q1/8/8/8/8/4K3[] w - - 0 30");
    play(g, "Kd1");
    assertEquals("1/2-1/2 STALEMATE", end(g));
    SprintGame h = game("7k/8/6Q1/8/8/8/8/4K3[p] w - - 0 30");
    play(h, "Kd1");
    assertFalse(h.isOver(), "a pawn in hand can still be placed");
  }

  @Test
  void drawByAgreement() {
    // sprint.md, End of the game: agreement, as in orthodox chess.
    SprintGame g = SprintGame.start(Deal.fromSeed(2), UNTIMED);
    g.agreeDraw();
    assertEquals("1/2-1/2", g.outcome().get().result().pgn());
    assertEquals(0, g.legalMoves().length);
    assertThrows(
        IllegalArgumentException.class, () -> g.play(Move.drop(Piece.PAWN, Square.parse("d4"))));
  }

  @Test
  void repetitionCountsHandsAndDeckSizes() {
    // sprint.md, End of the game: threefold (claim), fivefold (automatic); equal positions need
    // equal hands and deck sizes too.
    SprintGame g = game("3k4/8/8/8/8/8/8/3K2N1[P] w - - 0 10");
    String[] cycle = {"Nf3", "Kc8", "Ng1", "Kd8"};
    for (int i = 0; i < 4; i++) {
      play(g, cycle[i]);
    }
    assertEquals(2, g.repetitions());
    assertThrows(IllegalArgumentException.class, g::claimDraw);
    for (int i = 0; i < 4; i++) {
      play(g, cycle[i]);
    }
    assertEquals(3, g.repetitions());
    SprintGame claim = game("3k4/8/8/8/8/8/8/3K2N1[P] w - - 0 10");
    for (int i = 0; i < 8; i++) {
      play(claim, cycle[i % 4]);
    }
    claim.claimDraw();
    assertEquals(Termination.THREEFOLD_REPETITION, claim.outcome().get().termination());
    for (int i = 0; i < 7; i++) {
      play(g, cycle[i % 4]);
    }
    assertFalse(g.isOver());
    play(g, "Kd8");
    assertEquals(Termination.FIVEFOLD_REPETITION, g.outcome().get().termination());
    // Hands and deck sizes are part of the position.
    long base = pos("3k4/8/8/8/8/8/8/3K2N1[P] w - - 0 10 0:0 Mm").key();
    assertNotEquals(base, pos("3k4/8/8/8/8/8/8/3K2N1[N] w - - 0 10 0:0 Mm").key());
    assertNotEquals(base, pos("3k4/8/8/8/8/8/8/3K2N1[P] w - - 0 10 0:1 Mm").key());
    assertEquals(base, pos("3k4/8/8/8/8/8/8/3K2N1[P] w - - 0 10 0:0 Mm").key());
    // docs/sprint.md: a king that never moved may still gain castling rights, so it counts too.
    assertNotEquals(
        pos("4k3/8/8/8/8/8/8/4K1N1[P] w - - 0 10 0:0 -").key(),
        pos("4k3/8/8/8/8/8/8/4K1N1[P] w - - 0 10 0:0 M").key());
  }

  @Test
  void fiftyAndSeventyFiveMovesAndPlacementsResetTheCount() {
    // sprint.md, End of the game: 50 (claim) and 75 (automatic); a placement resets the count.
    SprintPosition s = pos("3k4/8/8/8/8/8/8/3K2N1[P] w - - 40 30");
    s.make(SprintSan.read(s, "P@a3"));
    assertEquals(0, s.board().halfmoveClock());
    SprintGame fifty = game("3k4/8/8/8/8/8/8/3K2N1[P] w - - 99 30");
    assertThrows(IllegalArgumentException.class, fifty::claimDraw);
    play(fifty, "Nf3");
    fifty.claimDraw();
    assertEquals(Termination.FIFTY_MOVES, fifty.outcome().get().termination());
    SprintGame g = game("3k4/8/8/8/8/8/8/3K2N1[P] w - - 149 30");
    play(g, "Nf3");
    assertEquals(Termination.SEVENTY_FIVE_MOVES, g.outcome().get().termination());
  }

  @Test
  void deadPositionCountsTilesStillToCome() {
    // sprint.md, End of the game: insufficient material, counting hands and decks.
    SprintGame dead = game("3k4/8/8/8/8/8/3p4/3K2N1[] w - - 0 30");
    play(dead, "Kxd2");
    assertEquals(Termination.DEAD_POSITION, dead.outcome().get().termination());
    SprintGame inDeck = game("3k4/8/8/8/8/8/3p4/3K2N1[] w - - 0 30 0:p Mm");
    play(inDeck, "Kxd2");
    assertFalse(inDeck.isOver(), "Black draws a pawn");
    SprintGame inHand = game("3k4/8/8/8/8/8/3p4/3K2N1[b] w - - 0 30");
    play(inHand, "Kxd2");
    assertFalse(inHand.isOver(), "knight and bishop tile: a mate can still be helped");
  }

  @Test
  void timingTimeoutPassesUnlessInCheckOrTimeoutLoses() {
    // sprint.md, Timing.
    assertEquals(Optional.of(TimeControl.perMove(60_000)), SprintSettings.DEFAULT.timeControl());
    assertEquals(Optional.empty(), UNTIMED.timeControl());
    assertEquals(
        Optional.of(TimeControl.suddenDeath(900_000).withMoveLimit(30_000)),
        new SprintSettings(30, false, 900).timeControl());
    // A pass: the tile stays in hand, the e.p. right lapses, the opponent draws.
    SprintGame g = game("4k3/8/8/8/3p4/8/4P3/4K3[N] w - - 0 10 0:q -");
    play(g, "e4");
    assertEquals(Square.parse("e3"), g.position().board().enPassantSquare());
    g.hourglassOut();
    assertEquals("--", SprintPgn.sanMoves(g).get(1));
    assertEquals(Move.NONE, (int) g.moves().get(1));
    assertEquals(Square.NONE, g.position().board().enPassantSquare());
    assertEquals(1, g.position().handCount(Piece.BLACK, Piece.QUEEN), "drawn tile kept");
    assertEquals(1, g.position().handCount(Piece.WHITE, Piece.KNIGHT));
    // In check: the game is lost.
    SprintGame check = game("4k3/8/8/8/8/8/8/4K3[R] w - - 0 10");
    play(check, "R@e4");
    check.hourglassOut();
    assertEquals("1-0 HOURGLASS_IN_CHECK", end(check));
    // "Timeout loses".
    SprintGame strict =
        SprintGame.fromPosition(
            pos("4k3/8/8/8/8/8/8/4K3[R] w - - 0 10"), new SprintSettings(60, true, 0));
    strict.hourglassOut();
    assertEquals("0-1 HOURGLASS", end(strict));
    // The overall clock: a loss, or a draw when the opponent has nothing left to mate with.
    SprintGame flag = game("4k3/8/8/8/8/8/8/4K3[Rp] w - - 0 10");
    flag.gameClockOut();
    assertEquals("0-1", flag.outcome().get().result().pgn());
    SprintGame deckLeft = game("4k3/8/8/8/8/8/8/4K3[R] w - - 0 10 0:n -");
    deckLeft.gameClockOut();
    assertEquals("0-1 FLAG_FALL", end(deckLeft), "a tile still in Black's deck may yet mate");
    SprintGame bare = game("4k3/8/8/8/8/8/8/4K3[R] w - - 0 10");
    bare.gameClockOut();
    assertEquals(Termination.FLAG_FALL, bare.outcome().get().termination());
  }

  @Test
  void theCoreClockDrivesTheHourglass() {
    // sprint.md, Timing: the hourglass is the clock's per-move limit; its flag passes the move.
    SprintGame g = game("4k3/8/8/8/8/8/8/4K3[N] w - - 0 10 0:q -");
    org.arrocco.core.clock.Clock clock =
        new org.arrocco.core.clock.Clock(
            g.settings().timeControl().get(), org.arrocco.core.game.Side.WHITE);
    clock.start(0);
    assertEquals(Optional.empty(), clock.checkFlag(59_999));
    org.arrocco.core.clock.Flag flag = clock.checkFlag(60_000).get();
    assertTrue(g.flagFell(flag));
    clock.passAfterMoveLimit();
    assertEquals("--", SprintPgn.sanMoves(g).get(0));
    assertEquals(org.arrocco.core.game.Side.BLACK, clock.toMove());
    assertEquals(Piece.BLACK, g.position().sideToMove());
  }

  @Test
  void aDrawClaimWithTheMove() {
    // sprint.md, End of the game: threefold repetition, claimable (with the move, FIDE 9.2.1).
    SprintGame g = game("3k4/8/8/8/8/8/8/3K2N1[P] w - - 0 10");
    String[] cycle = {"Nf3", "Kc8", "Ng1", "Kd8"};
    for (int i = 0; i < 7; i++) {
      assertFalse(g.playAndClaimDraw(SprintSan.read(g.position(), cycle[i % 4])));
    }
    assertTrue(g.playAndClaimDraw(SprintSan.read(g.position(), "Kd8")));
    assertEquals(Termination.THREEFOLD_REPETITION, g.outcome().get().termination());
  }

  @Test
  void recordsSanWithDropsAndPasses() {
    // sprint.md, Records: N@f3, P@d4, '@d4' read as a pawn, '--' a pass.
    SprintPosition s = pos("4k3/4p3/8/8/8/8/4P3/4K3[NP] w - - 0 3");
    assertEquals(Move.drop(Piece.PAWN, Square.parse("d4")), SprintSan.read(s, "@d4"));
    assertEquals(Move.drop(Piece.PAWN, Square.parse("d4")), SprintSan.read(s, "P@d4"));
    int nf3 = SprintSan.read(s, "N@f3");
    assertEquals("N@f3", SprintSan.write(s, nf3));
    assertEquals(Move.NONE, SprintSan.read(s, "--"));
    assertEquals("--", SprintSan.write(s, Move.NONE));
    assertEquals(
        "4k3/4p3/8/8/8/8/4P3/4K3[NPp] w - - 0 3 0:0 -",
        SprintFen.write(pos("4k3/4p3/8/8/8/8/4P3/4K3[NPp] w - - 0 3")));
  }

  /** The end of a Sprint game as "result termination", e.g. "1-0 CHECKMATE", or "*". */
  private static String end(SprintGame g) {
    return g.outcome().map(o -> o.result().pgn() + " " + o.termination()).orElse("*");
  }
}
