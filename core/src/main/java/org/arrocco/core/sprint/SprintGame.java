package org.arrocco.core.sprint;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.RecordedEnd;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;
import org.arrocco.core.game.Termination;

/**
 * One game of Scacchi Sprint as the server holds it: the deal, the settings, the position with
 * drawing on, every action played and the result ({@code shared/rules/sprint.md}). It applies every
 * end condition of the rules file and the timeout policy. It holds the hidden tiles: players and
 * spectators see it only through the views the variant layer makes ({@code
 * org.arrocco.core.variant}), never directly.
 *
 * <p>Invariant: {@link #keys} holds the repetition key of every position of the game, the start
 * included, so {@code keys.size() == moves.size() + 1}.
 */
public final class SprintGame {
  /** The rule of every end but the timeouts. */
  private static final String END = "sprint.md, End of the game";

  /** The rule of the timeouts. */
  private static final String TIMING = "sprint.md, Timing";

  private final Deal deal;
  private final SprintSettings settings;
  private final SprintPosition start;
  private final SprintPosition position;
  private final List<Integer> moves = new ArrayList<>();
  private final List<Long> keys = new ArrayList<>();
  private final MoveList scratch = new MoveList();
  private Outcome outcome;

  private SprintGame(Deal deal, SprintPosition start, SprintSettings settings) {
    this.deal = deal;
    this.settings = settings;
    this.position = start;
    start.setDrawing(true);
    this.start = start.copy();
    keys.add(position.key());
    outcome = automaticEnd(); // a composed position may already be over
  }

  /** The copy of {@code from}: see {@link #copy}. */
  private SprintGame(SprintGame from) {
    deal = from.deal;
    settings = from.settings;
    start = from.start.copy();
    position = from.position.copy();
    moves.addAll(from.moves);
    keys.addAll(from.keys);
    outcome = from.outcome;
  }

  /** A new game on the given deal: White has drawn its first tile and is to move. */
  public static SprintGame start(Deal deal, SprintSettings settings) {
    return new SprintGame(deal, SprintPosition.newGame(deal), settings);
  }

  /**
   * A game from a composed position (teaching, analysis). Its decks must be known for play to go on
   * past them; the game takes the position over.
   */
  public static SprintGame fromPosition(SprintPosition start, SprintSettings settings) {
    return new SprintGame(null, start, settings);
  }

  /**
   * This game as it stands, to be played on apart (a PGN variation goes on from the position before
   * the move it replaces). The copy shares nothing that changes: it has its own position (board,
   * hands, decks still to draw, bishop memory, kings moved, the half-move clock of the 50/75-move
   * rule), its own lists of the actions played and of the repetition keys (fivefold repetition
   * counts over the whole game), and the same outcome. The deal, the settings (what a run-out
   * hourglass means) and the start position never change and are shared. The position's undo stack
   * is not copied, since a game never takes an action back: the copy's {@code
   * position().movesMade()} counts from the copy. Like the game, the copy holds the hidden tiles:
   * never send it to a player.
   */
  public SprintGame copy() {
    return new SprintGame(this);
  }

  /**
   * The deal, for a game started from the set-up; empty for a composed position. It holds both
   * decks and the seed, secret until the game is over (sprint.md, Hidden information): core use
   * only (records after the game, tests), never send it to a player during the game.
   */
  public java.util.Optional<Deal> deal() {
    return java.util.Optional.ofNullable(deal);
  }

  /**
   * A copy of the start position, hands and decks included, for records after the game: like {@link
   * #deal}, never send it to a player during the game.
   */
  public SprintPosition startPosition() {
    return start.copy();
  }

  public SprintSettings settings() {
    return settings;
  }

  /** The actions played so far ({@link Move#NONE} for a pass). */
  public List<Integer> moves() {
    return Collections.unmodifiableList(moves);
  }

  /** How the game ended, once it is over. */
  public java.util.Optional<Outcome> outcome() {
    return java.util.Optional.ofNullable(outcome);
  }

  public boolean isOver() {
    return outcome != null;
  }

  /** The side to move. */
  public Side sideToMove() {
    return Side.ofColour(position.sideToMove());
  }

  /**
   * The full position, hands and decks included. Core use only (records after the game, tests):
   * never send it to a player; give each seat its view ({@code org.arrocco.core.variant}).
   */
  public SprintPosition position() {
    return position;
  }

  /**
   * The legal actions of the side to move (empty once the game is over). Its placements show the
   * hand of the side to move: never send them to anyone else; a player gets its own in its view.
   */
  public int[] legalMoves() {
    if (outcome != null) {
      return new int[0];
    }
    int n = position.generate(scratch);
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = scratch.get(i);
    }
    return out;
  }

  /**
   * Plays a move or placement of the side to move.
   *
   * @throws IllegalArgumentException when the game is over or the action is illegal; for a
   *     placement the message names the rule
   * @throws IllegalStateException when the next draw would come from a deck of unknown order (a
   *     composed position); the game is then left as it was
   */
  public void play(int move) {
    requireOngoing();
    if (move == Move.NONE) {
      throw new IllegalArgumentException(
          "a player may not pass; a move is lost only when the hourglass runs out (sprint.md, A"
              + " turn)");
    }
    if (!position.isLegal(move, scratch)) {
      if (Move.kind(move) == Move.DROP) {
        String why = PlacementRules.refusal(position, Move.pieceType(move), Move.to(move));
        throw new IllegalArgumentException("illegal placement: " + why);
      }
      throw new IllegalArgumentException("illegal move " + Move.toString(move));
    }
    apply(move);
  }

  /**
   * The hourglass of the side to move ran out (sprint.md, Timing): the move is lost as a pass,
   * unless the player is in check or every timeout loses, when the game is lost.
   *
   * @throws IllegalStateException when the pass would make the opponent draw from a deck of unknown
   *     order; the game is then left as it was
   */
  public void hourglassOut() {
    requireOngoing();
    int us = position.sideToMove();
    if (settings.onHourglassOut(position.board().inCheck())
        == SprintSettings.TimeoutOutcome.LOSES_GAME) {
      outcome =
          new Outcome(
              Result.winFor(Side.ofColour(us ^ 1)),
              settings.timeoutLoses() ? Termination.HOURGLASS : Termination.HOURGLASS_IN_CHECK);
      return;
    }
    apply(Move.NONE);
  }

  /**
   * The overall game clock of the side to move ran out (sprint.md, Timing): a loss, or a draw when
   * the opponent has nothing left to mate with, counting its tiles still to come.
   */
  public void gameClockOut() {
    requireOngoing();
    int us = position.sideToMove();
    Position b = position.board();
    boolean bare =
        b.pieces(us ^ 1) == b.pieces(us ^ 1, Piece.KING)
            && position.hand(us ^ 1).size() + position.deckSize(us ^ 1) == 0;
    outcome =
        bare
            ? new Outcome(Result.DRAW, Termination.FLAG_FALL, TIMING)
            : new Outcome(Result.winFor(Side.ofColour(us ^ 1)), Termination.FLAG_FALL, TIMING);
  }

  /**
   * A flag of the core clock fell for the side to move: {@link
   * org.arrocco.core.clock.FlagKind#MOVE_LIMIT} is the hourglass ({@link #hourglassOut}), {@link
   * org.arrocco.core.clock.FlagKind#GAME_TIME} the overall clock ({@link #gameClockOut}). After a
   * pass the caller resumes the clock with {@code Clock.passAfterMoveLimit()}.
   *
   * @return true when the move was passed and the game goes on
   */
  public boolean flagFell(org.arrocco.core.clock.Flag flag) {
    requireOngoing();
    int side = flag.side().colour();
    if (side != position.sideToMove()) {
      throw new IllegalArgumentException("the flag of the side not to move cannot fall");
    }
    if (flag.kind() == org.arrocco.core.clock.FlagKind.MOVE_LIMIT) {
      hourglassOut();
    } else {
      gameClockOut();
    }
    return !isOver();
  }

  /**
   * Plays a move and claims a draw with it (threefold repetition or 50 moves in the position it
   * brings, as FIDE 9.2.1 and 9.3.1 allow); an unfounded claim leaves the move played and the game
   * going on.
   *
   * @return true when the claim was upheld
   */
  public boolean playAndClaimDraw(int move) {
    play(move);
    if (!isOver() && (repetitions() >= 3 || position.board().halfmoveClock() >= 100)) {
      claimDraw();
      return true;
    }
    return false;
  }

  /** Both players agreed a draw (sprint.md, End of the game: as in orthodox chess). */
  public void agreeDraw() {
    requireOngoing();
    outcome = new Outcome(Result.DRAW, Termination.AGREEMENT, END);
  }

  /**
   * A player resigns.
   *
   * @throws IllegalArgumentException when the game is over
   */
  public void resign(Side side) {
    requireOngoing();
    outcome = new Outcome(Result.winFor(side.opponent()), Termination.RESIGNATION, END);
  }

  /**
   * The arbiter decides the game off the board: {@code result} stands whatever the position (FIDE
   * 12.9, which the club's events apply to every game).
   */
  public void arbiterDecides(Result result) {
    requireOngoing();
    outcome = new Outcome(result, Termination.ARBITER_DECISION);
  }

  /** Whether the player to move may claim a draw now (threefold repetition or 50 moves). */
  public boolean canClaimDraw() {
    return outcome == null && (repetitions() >= 3 || position.board().halfmoveClock() >= 100);
  }

  /**
   * Ends a game whose moves did not end it as its record says it ended, the way {@link
   * org.arrocco.core.chess.ChessGame#endAsRecorded} does for chess: a win as a resignation (or on
   * the game clock when the record says the time ran out), a draw by a claim that is valid in the
   * final position, else by agreement; a decision off the board as written.
   *
   * @throws IllegalArgumentException when the game is over, or the end cannot be (a time end with
   *     no game clock)
   */
  public Outcome endAsRecorded(Result written, RecordedEnd how) {
    requireOngoing();
    Side toMove = sideToMove();
    switch (how) {
      case OFF_THE_BOARD -> arbiterDecides(written);
      case ON_TIME -> {
        if (settings.gameClockSeconds() == 0) {
          throw new IllegalArgumentException(
              "the game has no game clock, so no time runs out but the hourglass's");
        }
        Side loser =
            written == Result.DRAW
                ? toMove
                : written == Result.WHITE_WINS ? Side.BLACK : Side.WHITE;
        if (loser != toMove) {
          throw new IllegalArgumentException(
              "only the clock of the side to move runs, and that is " + toMove);
        }
        gameClockOut();
      }
      case UNSAID -> {
        if (written == Result.DRAW) {
          if (canClaimDraw()) {
            claimDraw();
          } else {
            agreeDraw();
          }
        } else {
          resign(written == Result.WHITE_WINS ? Side.BLACK : Side.WHITE);
        }
      }
    }
    return outcome;
  }

  /** How often the current position has stood in this game (sprint.md, repetition). */
  public int repetitions() {
    long k = keys.get(keys.size() - 1);
    int n = 0;
    for (long x : keys) {
      if (x == k) {
        n++;
      }
    }
    return n;
  }

  /**
   * The player to move claims a draw by threefold repetition or the 50-move rule (sprint.md, End of
   * the game).
   *
   * @throws IllegalArgumentException when neither applies
   */
  public void claimDraw() {
    requireOngoing();
    if (repetitions() >= 3) {
      outcome = new Outcome(Result.DRAW, Termination.THREEFOLD_REPETITION, END);
    } else if (position.board().halfmoveClock() >= 100) {
      outcome = new Outcome(Result.DRAW, Termination.FIFTY_MOVES, END);
    } else {
      throw new IllegalArgumentException(
          "no draw to claim: the position stood "
              + repetitions()
              + " time(s) and the 50-move count is "
              + position.board().halfmoveClock()
              + " half-moves");
    }
  }

  private void requireOngoing() {
    if (outcome != null) {
      throw new IllegalArgumentException("the game is over: " + outcome.result().pgn());
    }
  }

  private void apply(int move) {
    position.make(move); // may refuse (a draw from a deck of unknown order): nothing is recorded
    moves.add(move);
    keys.add(position.key());
    outcome = automaticEnd();
  }

  /** The end that comes without a claim, checked after each action and its draw. */
  private Outcome automaticEnd() {
    // sprint.md, End of the game: checkmate / stalemate, after the draw of the side to move.
    if (position.generate(scratch) == 0) {
      return position.board().inCheck()
          ? new Outcome(
              Result.winFor(Side.ofColour(position.sideToMove() ^ 1)), Termination.CHECKMATE, END)
          : new Outcome(Result.DRAW, Termination.STALEMATE, END);
    }
    // sprint.md, End of the game: fivefold repetition and the 75-move rule end it by themselves.
    if (repetitions() >= 5) {
      return new Outcome(Result.DRAW, Termination.FIVEFOLD_REPETITION, END);
    }
    if (position.board().halfmoveClock() >= 150) {
      return new Outcome(Result.DRAW, Termination.SEVENTY_FIVE_MOVES, END);
    }
    // sprint.md, End of the game: dead position, counting tiles still to come.
    if (position.deadPosition()) {
      return new Outcome(Result.DRAW, Termination.DEAD_POSITION, END);
    }
    return null;
  }
}
