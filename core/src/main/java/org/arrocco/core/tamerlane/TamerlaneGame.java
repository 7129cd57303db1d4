package org.arrocco.core.tamerlane;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.RecordedEnd;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;
import org.arrocco.core.game.Termination;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.generic.Move;
import org.arrocco.core.generic.MoveGenerator;

/**
 * A game of Tamerlane chess from a start position: the moves played and how the game stands
 * (shared/rules/tamerlane.md, "Royal pieces, check, and the end of the game"). A side to move with
 * no legal move loses (checkmate, and stalemate too); a drawing entry into the enemy citadel draws;
 * agreement, resignation, a flag fall and the arbiter end it from outside; nothing else ends it by
 * rule (no repetition, no 50-move draw, no bare-king rule).
 */
public final class TamerlaneGame {
  /** The rules file's section on the end of the game. */
  private static final String END = "tamerlane.md, Royal pieces, check, and the end of the game";

  private final GenericPosition position;
  private final MoveGenerator generator;
  private final List<Integer> moves = new ArrayList<>();
  private final int[] buffer = new int[MoveGenerator.MAX_MOVES];

  /** An end told to the game from outside (agreement, resignation, flag, arbiter), or null. */
  private Outcome decided;

  /** A game from the given position (the game takes the position over). */
  public TamerlaneGame(GenericPosition position) {
    if (position.spec() != TamerlaneSpec.SPEC) {
      throw new IllegalArgumentException("not a Tamerlane position");
    }
    this.position = position;
    this.generator = new MoveGenerator(position);
  }

  /** The current position (do not play moves on it directly). */
  public GenericPosition position() {
    return position;
  }

  /** The generator bound to the current position. */
  public MoveGenerator generator() {
    return generator;
  }

  /** The side to move. */
  public Side sideToMove() {
    return Side.ofColour(position.side());
  }

  /** The legal moves now (none once the game is over). */
  public int[] legalMoves() {
    if (decided != null) {
      return new int[0];
    }
    return Arrays.copyOf(buffer, generator.legalMoves(buffer));
  }

  /** Plays a legal move; an illegal one, or any move once the game is over, throws. */
  public void play(int move) {
    if (decided != null) {
      throw new IllegalArgumentException("the game is over: " + decided);
    }
    int n = generator.legalMoves(buffer);
    for (int i = 0; i < n; i++) {
      if (buffer[i] == move) {
        position.make(move);
        moves.add(move);
        return;
      }
    }
    throw new IllegalArgumentException("illegal move " + Integer.toHexString(move));
  }

  /** Takes back the last move (the game must not have been ended from outside). */
  public void undo() {
    if (decided != null) {
      throw new IllegalStateException("the game was ended: " + decided);
    }
    position.unmake(moves.remove(moves.size() - 1));
  }

  /** The moves played, in order. */
  public List<Integer> moves() {
    return List.copyOf(moves);
  }

  /** How the game ended, or empty while it goes on. */
  public Optional<Outcome> outcome() {
    if (decided != null) {
      return Optional.of(decided);
    }
    if (position.ended()) {
      // tamerlane.md, Citadels: the ranking royal's entry into the enemy citadel draws
      return Optional.of(Outcome.draw(Termination.CITADEL));
    }
    if (generator.legalMoves(buffer) == 0) {
      // tamerlane.md: "a side to move with no legal move loses", in check or not
      Side winner = sideToMove().opponent();
      return Optional.of(
          new Outcome(
              Result.winFor(winner),
              generator.inCheck() ? Termination.CHECKMATE : Termination.STALEMATE,
              END));
    }
    return Optional.empty();
  }

  /** Whether the game is over. */
  public boolean isOver() {
    return outcome().isPresent();
  }

  /** Whether the last move was a drawing entry into the enemy citadel. */
  public boolean endedByCitadel() {
    return !moves.isEmpty() && Move.kind(moves.get(moves.size() - 1)) == Move.ENDING_ENTRY;
  }

  /** The players agree a draw (tamerlane.md: draws happen by agreement or by the citadel rule). */
  public Outcome agreeDraw() {
    return decide(new Outcome(Result.DRAW, Termination.AGREEMENT, END));
  }

  /** {@code side} resigns and loses. */
  public Outcome resign(Side side) {
    return decide(new Outcome(Result.winFor(side.opponent()), Termination.RESIGNATION));
  }

  /**
   * The flag of {@code side} fell: it loses. Tamerlane has no rule of insufficient material ("a
   * bare king does not lose"), so no flag fall draws.
   */
  public Outcome flagFell(Side side) {
    return decide(new Outcome(Result.winFor(side.opponent()), Termination.FLAG_FALL, END));
  }

  /** The arbiter decides the game off the board: {@code result} stands (FIDE 12.9). */
  public Outcome arbiterDecides(Result result) {
    return decide(new Outcome(result, Termination.ARBITER_DECISION));
  }

  /**
   * Ends a game whose moves did not end it as its record says: off the board as written; on time,
   * the loser's flag; otherwise a win is a resignation and a draw an agreement (the only draw
   * besides the citadel's).
   *
   * @throws IllegalArgumentException for a draw on time (no flag fall draws here)
   */
  public Outcome endAsRecorded(Result written, RecordedEnd how) {
    return switch (how) {
      case OFF_THE_BOARD -> arbiterDecides(written);
      case ON_TIME -> {
        if (written == Result.DRAW) {
          throw new IllegalArgumentException(
              "no flag fall draws in Tamerlane chess (no rule of insufficient material)");
        }
        yield flagFell(written == Result.WHITE_WINS ? Side.BLACK : Side.WHITE);
      }
      case UNSAID ->
          written == Result.DRAW
              ? agreeDraw()
              : resign(written == Result.WHITE_WINS ? Side.BLACK : Side.WHITE);
    };
  }

  private Outcome decide(Outcome end) {
    if (isOver()) {
      throw new IllegalArgumentException("the game is over: " + outcome().get());
    }
    decided = end;
    return end;
  }
}
