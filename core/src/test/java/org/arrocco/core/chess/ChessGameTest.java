package org.arrocco.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;
import org.arrocco.core.game.Termination;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.San;
import org.junit.jupiter.api.Test;

/** One test (at least) per way a game ends, each named with its article of the FIDE Laws 2023. */
class ChessGameTest {

  private static ChessGame fen(String fen) {
    return ChessGame.fromPosition(Fen.read(fen, CastlingMode.ORTHODOX), CastlingMode.ORTHODOX);
  }

  private static int san(ChessGame g, String text) {
    return San.read(g.position(), text);
  }

  private static void play(ChessGame g, String... sans) {
    for (String s : sans) {
      g.play(san(g, s));
    }
  }

  private static final String[] KNIGHT_SHUFFLE = {"Nf3", "Nf6", "Ng1", "Ng8"};

  @Test
  void fide_5_1_1_checkmateEndsTheGame() {
    ChessGame g = ChessGame.standard();
    play(g, "f3", "e5", "g4", "Qh4");
    assertEquals(Optional.of(new Outcome(Result.BLACK_WINS, Termination.CHECKMATE)), g.outcome());
    assertEquals("FIDE 5.1.1", g.outcome().get().rule());
    assertEquals(0, g.legalMoves().size());
  }

  @Test
  void fide_5_1_2_resignationLosesTheGame() {
    ChessGame g = ChessGame.standard();
    play(g, "e4");
    g.resign(Side.BLACK);
    assertEquals(new Outcome(Result.WHITE_WINS, Termination.RESIGNATION), g.outcome().get());
  }

  @Test
  void fide_5_1_2_resigningDrawsWhenTheOpponentCannotMate() {
    // Black has a bare king: White resigns, but Black could never checkmate (Laws of 2023).
    ChessGame g = fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    assertEquals(new Outcome(Result.DRAW, Termination.RESIGNATION), g.resign(Side.WHITE));
    assertEquals(g.outcome(), Optional.of(new Outcome(Result.DRAW, Termination.RESIGNATION)));
    // K+B v K+R: the bishop alone can never mate, the rook can (with help)
    assertEquals(Result.DRAW, fen("4k3/8/8/8/8/8/8/4KB1r w - - 0 1").resign(Side.BLACK).result());
    assertEquals(
        Result.BLACK_WINS, fen("4k3/8/8/8/8/8/8/4KB1r w - - 0 1").resign(Side.WHITE).result());
  }

  @Test
  void fide_11_3_2_2_theArbitersDecisionStandsWhateverThePosition() {
    // "The opponent shall win": Black, with a bare king, wins when White is forfeited (12.9)
    ChessGame g = fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    assertEquals(
        new Outcome(Result.BLACK_WINS, Termination.ARBITER_DECISION),
        g.arbiterDecides(Result.BLACK_WINS));
    assertEquals("0-1 (decided by the arbiter, FIDE 12.9)", g.outcome().get().toString());
    assertThrows(IllegalStateException.class, () -> g.resign(Side.BLACK));
  }

  @Test
  void fide_5_2_1_stalemateIsADraw() {
    ChessGame g = fen("k7/8/8/1Q6/8/8/8/7K w - - 0 1");
    play(g, "Qb6");
    assertEquals(new Outcome(Result.DRAW, Termination.STALEMATE), g.outcome().get());
  }

  @Test
  void fide_5_2_2_deadPositionEndsTheGameAfterTheCapture() {
    ChessGame g = fen("4k3/8/8/8/8/8/4r3/4KB2 w - - 0 1");
    assertFalse(g.isOver());
    play(g, "Kxe2"); // K+B v K
    assertEquals(new Outcome(Result.DRAW, Termination.DEAD_POSITION), g.outcome().get());
  }

  @Test
  void fide_5_2_2_deadPositionFromTheStart() {
    assertEquals(
        Termination.DEAD_POSITION,
        fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").outcome().get().termination());
    // bishops of both sides, all on light squares (b5, f1)
    ChessGame bishops = fen("4k3/8/8/1b6/8/8/8/4KB2 w - - 0 1");
    assertEquals(Termination.DEAD_POSITION, bishops.outcome().get().termination());
  }

  @Test
  void fide_5_2_2_lockedPawnWallEndsTheGame() {
    // After g4 every pawn is blocked, none can capture, and each king is shut behind the wall.
    ChessGame g = fen("8/8/1k6/p1p1p1p1/P1P1P3/6P1/8/2K5 w - - 0 1");
    assertFalse(g.isOver());
    play(g, "g4");
    assertEquals(new Outcome(Result.DRAW, Termination.DEAD_POSITION), g.outcome().get());
  }

  @Test
  void fide_6_9_flagFallLosesWhileAKingCanStillBreakThrough() {
    // A wall with the a-file open: Black's king can walk round to c4, so White's fallen flag loses.
    ChessGame open = fen("8/8/1k6/2p1p1p1/2P1P1P1/8/8/2K5 w - - 0 1");
    assertEquals(Result.BLACK_WINS, open.flagFell(Side.WHITE).result());
  }

  @Test
  void fide_5_2_3_agreementNeedsAMoveByEachPlayer() {
    ChessGame g = ChessGame.standard();
    play(g, "e4");
    assertThrows(IllegalStateException.class, g::agreeDraw);
    play(g, "e5");
    g.agreeDraw();
    assertEquals(new Outcome(Result.DRAW, Termination.AGREEMENT), g.outcome().get());
  }

  @Test
  void fide_9_2_threefoldRepetitionIsAClaimNotAnEnd() {
    ChessGame g = ChessGame.standard();
    play(g, KNIGHT_SHUFFLE);
    play(g, KNIGHT_SHUFFLE); // the start position stands for the third time
    assertEquals(3, g.repetitions());
    assertFalse(g.isOver());
    assertTrue(g.canClaimThreefold());
    assertTrue(g.claimDraw());
    assertEquals(new Outcome(Result.DRAW, Termination.THREEFOLD_REPETITION), g.outcome().get());
  }

  @Test
  void fide_9_2_1_1_claimWithTheMoveThatRepeats() {
    ChessGame g = ChessGame.standard();
    play(g, "Nf3", "Nf6", "Ng1");
    assertFalse(g.canClaimWithMove(san(g, "Ng8"))); // the start position only for the second time
    play(g, "Ng8", "Nf3", "Nf6", "Ng1");
    assertFalse(g.canClaimThreefold());
    assertFalse(g.claimDraw()); // nothing to claim yet
    assertTrue(g.canClaimWithMove(san(g, "Ng8")));
    assertFalse(g.canClaimWithMove(san(g, "Nc6")));
    assertEquals(7, g.moves().size()); // asking changes nothing
    assertTrue(g.claimWithMove(san(g, "Ng8")));
    assertEquals(8, g.moves().size());
    assertEquals(Termination.THREEFOLD_REPETITION, g.outcome().get().termination());
  }

  @Test
  void fide_9_5_anIncorrectClaimWithAMoveLeavesTheMovePlayed() {
    ChessGame g = ChessGame.standard();
    play(g, KNIGHT_SHUFFLE);
    play(g, "Nf3", "Nf6", "Ng1");
    assertFalse(g.claimWithMove(san(g, "Nc6")));
    assertFalse(g.isOver());
    assertEquals(8, g.moves().size());
    assertEquals(Side.WHITE, g.sideToMove());
  }

  @Test
  void fide_9_2_2_anEnPassantRightThatCanBeUsedMakesThePositionDifferent() {
    ChessGame g = fen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(g, "d5"); // White could take en passant: a position of its own
    play(g, "Ke2", "Kf7", "Ke1", "Ke8");
    assertEquals(1, g.repetitions());
    play(g, "Ke2", "Kf7", "Ke1", "Ke8");
    assertEquals(2, g.repetitions());
    assertFalse(g.canClaimThreefold());
  }

  @Test
  void fide_9_2_2_anEnPassantRightThatCannotBeUsedDoesNotCount() {
    // The e5 pawn is pinned by the rook on e8: exd6 would expose the king on e1.
    ChessGame g = fen("4r2k/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(g, "d5");
    play(g, "Kf2", "Kg8", "Ke1", "Kh8");
    assertEquals(2, g.repetitions());
    play(g, "Kf2", "Kg8", "Ke1", "Kh8");
    assertEquals(3, g.repetitions());
    assertTrue(g.canClaimThreefold());
  }

  @Test
  void fide_9_2_2_castlingRightsMakePositionsDifferent() {
    ChessGame g = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play(g, "Kf1", "Kf8", "Ke1", "Ke8"); // the kings' castling rights are gone
    assertEquals(1, g.repetitions());
    play(g, "Kf1", "Kf8", "Ke1", "Ke8", "Kf1", "Kf8", "Ke1", "Ke8");
    assertEquals(3, g.repetitions());
  }

  @Test
  void fide_9_3_fiftyMoveRuleIsAClaim() {
    ChessGame g = fen("4k3/8/8/8/8/8/8/R3K3 w - - 98 80");
    play(g, "Ra2");
    assertFalse(g.canClaimFiftyMoves());
    play(g, "Kd7");
    assertTrue(g.canClaimFiftyMoves());
    assertFalse(g.isOver());
    assertTrue(g.claimDraw());
    assertEquals(new Outcome(Result.DRAW, Termination.FIFTY_MOVES), g.outcome().get());
  }

  @Test
  void fide_9_3_1_claimWithTheFiftiethMove() {
    ChessGame g = fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    assertTrue(g.canClaimWithMove(san(g, "Ra2")));
    assertTrue(g.claimWithMove(san(g, "Ra2")));
    assertEquals(Termination.FIFTY_MOVES, g.outcome().get().termination());
    ChessGame capture = fen("4k3/8/8/8/8/8/p7/R3K3 w - - 99 80");
    assertFalse(capture.canClaimWithMove(san(capture, "Rxa2")));
    assertFalse(capture.claimWithMove(san(capture, "Rxa2"))); // a capture starts the count anew
    assertEquals(0, capture.halfmoveClock());
  }

  @Test
  void fide_9_6_1_fivefoldRepetitionEndsTheGameByItself() {
    ChessGame g = ChessGame.standard();
    for (int i = 0; i < 3; i++) {
      play(g, KNIGHT_SHUFFLE);
    }
    play(g, "Nf3", "Nf6", "Ng1");
    assertFalse(g.isOver()); // four times so far
    play(g, "Ng8");
    assertEquals(5, g.repetitions());
    assertEquals(new Outcome(Result.DRAW, Termination.FIVEFOLD_REPETITION), g.outcome().get());
    assertThrows(IllegalStateException.class, () -> g.play(0));
  }

  @Test
  void fide_9_6_2_seventyFiveMovesEndTheGameByThemselves() {
    ChessGame g = fen("4k3/8/8/8/8/8/8/R3K3 w - - 148 100");
    play(g, "Ra2");
    assertFalse(g.isOver()); // 149 half-moves: one short
    play(g, "Kd7");
    assertEquals(new Outcome(Result.DRAW, Termination.SEVENTY_FIVE_MOVES), g.outcome().get());
  }

  @Test
  void fide_9_6_2_checkmateOnTheLastMoveTakesPrecedence() {
    ChessGame g = fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100");
    play(g, "Ra8");
    assertEquals(new Outcome(Result.WHITE_WINS, Termination.CHECKMATE), g.outcome().get());
  }

  @Test
  void fide_6_9_flagFallLosesWhenTheOpponentCanMate() {
    ChessGame g = fen("4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
    assertEquals(new Outcome(Result.WHITE_WINS, Termination.FLAG_FALL), g.flagFell(Side.BLACK));
  }

  @Test
  void fide_6_9_flagFallDrawsAgainstABareKing() {
    ChessGame g = fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    assertEquals(new Outcome(Result.DRAW, Termination.FLAG_FALL), g.flagFell(Side.WHITE));
  }

  @Test
  void fide_6_9_knightAgainstPawnCanMateWithHelp() {
    ChessGame black = fen("4k3/4p3/8/8/8/8/8/4KN2 b - - 0 1");
    assertEquals(Result.WHITE_WINS, black.flagFell(Side.BLACK).result());
    ChessGame white = fen("4k3/4p3/8/8/8/8/8/4KN2 w - - 0 1");
    assertEquals(Result.BLACK_WINS, white.flagFell(Side.WHITE).result()); // the pawn may queen
  }

  @Test
  void fide_6_9_bishopsOfOppositeColoursCanStillMate() {
    // K+B v K+B on light (f1) and dark (c1) squares: not dead, so a flag fall loses.
    ChessGame g = fen("4k3/8/8/8/8/8/8/2b1KB2 w - - 0 1");
    assertFalse(g.isOver());
    assertEquals(new Outcome(Result.BLACK_WINS, Termination.FLAG_FALL), g.flagFell(Side.WHITE));
  }

  @Test
  void fide_6_9_loneKnightCannotMateAKingWithOnlyQueens() {
    ChessGame g = fen("4k3/8/8/3q4/8/8/8/4KN2 b - - 0 1");
    assertEquals(Result.DRAW, g.flagFell(Side.BLACK).result());
  }

  @Test
  void fide_9_2_3_anEnPassantCaptureThatWouldExposeTheKingAlongTheRankDoesNotCount() {
    // After ...c5, bxc6 e.p. would empty b5 and c5 and leave Ka5 to the rook on h5: no right.
    ChessGame g = fen("8/2p5/8/KP5r/8/8/8/4k3 b - - 0 1");
    play(g, "c5");
    play(g, "Ka6", "Kd1", "Ka5", "Ke1");
    assertEquals(2, g.repetitions());
    play(g, "Ka6", "Kd1", "Ka5", "Ke1");
    assertEquals(3, g.repetitions());
    assertTrue(g.canClaimThreefold());
  }

  @Test
  void fide_9_2_3_chess960CastlingRightsBelongToTheirRook() {
    // The right is the c1 rook's: once it has moved, the same placement is another position.
    ChessGame g =
        ChessGame.fromPosition(
            Fen.read("4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1", CastlingMode.CHESS960),
            CastlingMode.CHESS960);
    play(g, "Rc2", "Kd8", "Rcc1", "Ke8");
    assertEquals(1, g.repetitions());
    play(g, "Rc2", "Kd8", "Rcc1", "Ke8", "Rc2", "Kd8", "Rcc1", "Ke8");
    assertEquals(3, g.repetitions());
    // the same men with the right held by the a1 rook instead: not the same position either
    assertFalse(
        Fen.read("4k3/8/8/8/8/8/8/R1R1K3 w A - 0 1", CastlingMode.CHESS960).repetitionKey()
            == Fen.read("4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1", CastlingMode.CHESS960).repetitionKey());
  }

  @Test
  void fide_9_2_1_1_aClaimWithAMoveThatMatesLeavesTheMate() {
    // 5.1.1: the checkmate ends the game at once, before any claim (here 9.3.1) can count.
    ChessGame g = fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 100");
    assertFalse(g.claimWithMove(san(g, "Ra8")));
    assertEquals(new Outcome(Result.WHITE_WINS, Termination.CHECKMATE), g.outcome().get());
  }

  @Test
  void fide_5_2_2_promotingToABishopOfTheSameColourEndsTheGame() {
    // K+B v K+B, both bishops on dark squares (c1, e1): no series of legal moves mates.
    ChessGame dead = fen("8/8/8/8/8/8/4p2k/K1B5 b - - 0 1");
    play(dead, "e1=B");
    assertEquals(new Outcome(Result.DRAW, Termination.DEAD_POSITION), dead.outcome().get());
    // a bishop on d1, a light square, can still be mated against with help: the game goes on
    ChessGame alive = fen("8/8/8/8/8/8/3p3k/K1B5 b - - 0 1");
    play(alive, "d1=B");
    assertFalse(alive.isOver());
  }

  @Test
  void fide_5_1_1_nothingIsPlayedOrToldAfterTheEnd() {
    ChessGame g = ChessGame.standard();
    play(g, "f3", "e5", "g4", "Qh4"); // checkmate
    int move = San.read(ChessGame.standard().position(), "e3"); // a pawn step White could make
    assertFalse(g.isLegal(move));
    assertTrue(g.legalMoves().isEmpty());
    for (Runnable after :
        new Runnable[] {
          () -> g.play(move),
          () -> g.claimWithMove(move),
          () -> g.claimDraw(),
          () -> g.agreeDraw(),
          () -> g.resign(Side.WHITE),
          () -> g.flagFell(Side.WHITE),
          () -> g.arbiterDecides(Result.WHITE_WINS),
        }) {
      IllegalStateException e = assertThrows(IllegalStateException.class, after::run);
      assertEquals("the game is over: 0-1 (checkmate, FIDE 5.1.1)", e.getMessage());
    }
    assertEquals(new Outcome(Result.BLACK_WINS, Termination.CHECKMATE), g.outcome().get());
  }

  @Test
  void illegalMovesAreRefused() {
    ChessGame g = ChessGame.standard();
    assertThrows(IllegalArgumentException.class, () -> g.play(0));
    assertEquals(20, g.legalMoves().size());
  }

  @Test
  void startPositionsAreTheStandardArrays() {
    assertEquals(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Fen.write(ChessGame.standard().position()));
    assertEquals(
        "rknqnbbr/pppppppp/8/8/8/8/PPPPPPPP/RKNQNBBR w KQkq - 0 1",
        Fen.write(ChessGame.chess960(734).position()));
    assertEquals(20, ChessGame.standard().legalMoves().size());
  }

  @Test
  void chess960GamesCastleByGuidelinesTwo() {
    ChessGame g = ChessGame.chess960(734); // RKNQNBBR
    play(g, "Nb3", "Nb6", "d3", "d6", "Qd2", "Qd7", "O-O-O");
    // Guidelines II: after O-O-O the king stands on c1 and the rook on d1.
    assertTrue(Fen.write(g.position()).startsWith("rk2nbbr/"), Fen.write(g.position()));
    assertTrue(Fen.write(g.position()).contains("/2KRNBBR b"), Fen.write(g.position()));
  }

  @Test
  void aCopyGoesOnApartFromTheGame() {
    ChessGame g = ChessGame.standard();
    play(g, "e4", "e5");
    ChessGame copy = g.copy();
    play(copy, "Nf3");
    assertEquals(2, g.moves().size());
    assertEquals(3, copy.moves().size());
    assertTrue(g.isLegal(san(g, "Nf3")));
    play(g, "d4");
    assertEquals("Nc6", San.write(copy.position(), san(copy, "Nc6")));
    assertEquals(3, copy.moves().size());
    assertEquals(g.startPosition().repetitionKey(), copy.startPosition().repetitionKey());
  }

  @Test
  void fide_9_6_1_aCopyCountsTheRepetitionsPlayedBeforeIt() {
    ChessGame g = ChessGame.standard();
    for (int i = 0; i < 3; i++) {
      play(g, KNIGHT_SHUFFLE);
    }
    ChessGame copy = g.copy();
    assertEquals(4, copy.repetitions());
    play(copy, KNIGHT_SHUFFLE);
    // the fifth occurrence of the start position, counting three shuffles played before the copy
    assertEquals(
        Optional.of(new Outcome(Result.DRAW, Termination.FIVEFOLD_REPETITION)), copy.outcome());
    assertFalse(g.isOver());
    ChessGame over = copy.copy();
    assertTrue(over.isOver());
    assertEquals(0, over.legalMoves().size());
  }

  @Test
  void theLegalMovesAreHandedOverInTheGeneratorsOrderAndNoneOnceOver() {
    ChessGame g = ChessGame.standard();
    play(g, "e4", "e5", "Nf3");
    MoveList given = new MoveList();
    g.legalMovesInto(given);
    MoveList generated = new MoveList();
    MoveGenerator.generate(g.position(), generated);
    assertEquals(generated.size(), given.size());
    for (int i = 0; i < given.size(); i++) {
      assertEquals(generated.get(i), given.get(i));
    }
    play(g, "Nc6", "Bc4", "Nf6", "Ng5", "d6", "Bxf7");
    g.resign(Side.BLACK);
    g.legalMovesInto(given);
    assertEquals(0, given.size());
  }
}
