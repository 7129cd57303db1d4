package org.arrocco.core.chess;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.RecordedEnd;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;
import org.arrocco.core.game.Termination;

/**
 * A game of orthodox chess or Chess960 by the FIDE Laws: the start position, the moves played, and
 * how the game ended. Checkmate, stalemate, dead position (by material), fivefold repetition and
 * the 75-move rule end it by themselves after the move that brings them; threefold repetition and
 * the 50-move rule are claims (also announced with the move that brings them); agreement,
 * resignation and flag fall are told to it.
 *
 * <p>Positions are equal for repetition as FIDE 9.2.2 says: same pieces on the same squares, same
 * side to move, same castling rights, and an en-passant right only when a legal en-passant capture
 * exists ({@link Position#repetitionKey()}, a 64-bit Zobrist key).
 */
public final class ChessGame {
  private final Position start;
  private final Position position;
  private final CastlingMode mode;
  private final List<Integer> moves = new ArrayList<>();

  /** {@code keys.get(i)}: the repetition key of the position after {@code i} moves. */
  private final List<Long> keys = new ArrayList<>();

  private final MoveList legal = new MoveList();
  private Outcome outcome;

  private ChessGame(Position start, CastlingMode mode) {
    this.start = start.copy();
    this.position = start.copy();
    this.mode = mode;
    keys.add(position.repetitionKey());
    MoveGenerator.generate(position, legal);
    automaticEnd(false);
  }

  /** The copy of {@code from}: see {@link #copy}. */
  private ChessGame(ChessGame from) {
    this.start = from.start; // never changed: every reader gets a copy
    this.position = from.position.copy();
    this.mode = from.mode;
    moves.addAll(from.moves);
    keys.addAll(from.keys);
    legal.copyFrom(from.legal); // the same position's moves: no need to generate them again
    this.outcome = from.outcome;
  }

  /**
   * This game as it stands, to be played on apart (a PGN variation goes on from the position before
   * the move it replaces): its own position, moves and repetition history, the same start, castling
   * mode and outcome. Playing on either leaves the other as it was.
   */
  public ChessGame copy() {
    return new ChessGame(this);
  }

  /** A game from the orthodox start position (FIDE 2.3). */
  public static ChessGame standard() {
    return new ChessGame(
        startPosition(StartPosition.of(StartPosition.ORTHODOX)), CastlingMode.ORTHODOX);
  }

  /** A Chess960 game from start position {@code number} (0-959). */
  public static ChessGame chess960(int number) {
    return new ChessGame(startPosition(StartPosition.of(number)), CastlingMode.CHESS960);
  }

  /**
   * The start array: the back rank's pieces mirrored for Black, pawns in front, every rook with its
   * castling right, White to move (Guidelines II.1 for Chess960).
   */
  private static Position startPosition(StartPosition array) {
    Position p = new Position();
    for (int file = 0; file < 8; file++) {
      int type = Piece.type(Piece.fromLetter(array.backRank().charAt(file)));
      p.putPiece(Piece.WHITE, type, Square.of(file, 0));
      p.putPiece(Piece.BLACK, type, Square.of(file, 7));
      p.putPiece(Piece.WHITE, Piece.PAWN, Square.of(file, 1));
      p.putPiece(Piece.BLACK, Piece.PAWN, Square.of(file, 6));
    }
    for (int file = 0; file < 8; file++) {
      if (array.backRank().charAt(file) == 'R') {
        p.addCastlingRook(Piece.WHITE, Square.of(file, 0));
        p.addCastlingRook(Piece.BLACK, Square.of(file, 7));
      }
    }
    return p;
  }

  /**
   * A game from a position (copied; its moves so far are not part of the game); read one from a FEN
   * with {@code org.arrocco.core.notation.Fen}.
   */
  public static ChessGame fromPosition(Position position, CastlingMode mode) {
    return new ChessGame(position, mode);
  }

  public CastlingMode castlingMode() {
    return mode;
  }

  /** A copy of the start position. */
  public Position startPosition() {
    return start.copy();
  }

  /** A copy of the current position. */
  public Position position() {
    return position.copy();
  }

  /** The moves played, in order (ints, see {@link Move}). */
  public List<Integer> moves() {
    return Collections.unmodifiableList(moves);
  }

  public Side sideToMove() {
    return position.sideToMove() == Piece.WHITE ? Side.WHITE : Side.BLACK;
  }

  /** Half-moves since the last capture or pawn move (FIDE 9.3). */
  public int halfmoveClock() {
    return position.halfmoveClock();
  }

  /** Whether {@code move} is legal now (and the game still running). */
  public boolean isLegal(int move) {
    return outcome == null && legal.contains(move);
  }

  /** The legal moves now (none when the game is over). */
  public List<Integer> legalMoves() {
    List<Integer> out = new ArrayList<>();
    if (outcome == null) {
      for (int i = 0; i < legal.size(); i++) {
        out.add(legal.get(i));
      }
    }
    return out;
  }

  /**
   * Puts the legal moves now into {@code out} (none when the game is over), in the generator's
   * order: the list a SAN reader would generate for the current position, without generating it
   * again.
   */
  public void legalMovesInto(MoveList out) {
    if (outcome == null) {
      out.copyFrom(legal);
    } else {
      out.clear();
    }
  }

  /** How often the current position has stood on the board in this game, now included. */
  public int repetitions() {
    int ply = moves.size();
    return 1 + earlierOccurrences(keys.get(ply), ply, position.halfmoveClock());
  }

  /**
   * How often the position with {@code key} at {@code ply} stood on the board before, looking back
   * over the {@code halfmoveClock} plies since the last capture or pawn move (positions before an
   * irreversible move cannot repeat; FIDE 9.2.2).
   */
  private int earlierOccurrences(long key, int ply, int halfmoveClock) {
    int oldest = Math.max(0, ply - halfmoveClock);
    int count = 0;
    for (int i = ply - 2; i >= oldest; i -= 2) {
      if (keys.get(i) == key) {
        count++;
      }
    }
    return count;
  }

  public Optional<Outcome> outcome() {
    return Optional.ofNullable(outcome);
  }

  public boolean isOver() {
    return outcome != null;
  }

  /**
   * Plays a legal move; the game may then end by itself (mate, stalemate, dead position, fivefold,
   * 75 moves).
   *
   * @throws IllegalStateException when the game is over
   * @throws IllegalArgumentException when the move is not legal here
   */
  public void play(int move) {
    requireRunning();
    if (!legal.contains(move)) {
      throw new IllegalArgumentException(Move.toString(move) + " is not a legal move here");
    }
    position.make(move);
    moves.add(move);
    keys.add(position.repetitionKey());
    MoveGenerator.generate(position, legal);
    automaticEnd(true);
  }

  /** Whether the player to move may claim a draw by threefold repetition now (FIDE 9.2.1.2). */
  public boolean canClaimThreefold() {
    return outcome == null && repetitions() >= 3;
  }

  /** Whether the player to move may claim a draw by the 50-move rule now (FIDE 9.3.2). */
  public boolean canClaimFiftyMoves() {
    return outcome == null && position.halfmoveClock() >= 100;
  }

  /**
   * Whether the player to move could claim a draw together with {@code move}: the move is legal and
   * brings the same position for the third time or completes the fiftieth move without capture or
   * pawn move (FIDE 9.2.1.1, 9.3.1). The game is left as it was; a UI offers the claim with it.
   */
  public boolean canClaimWithMove(int move) {
    if (!isLegal(move)) {
      return false;
    }
    position.make(move);
    try {
      return position.halfmoveClock() >= 100
          || 1
                  + earlierOccurrences(
                      position.repetitionKey(), moves.size() + 1, position.halfmoveClock())
              >= 3;
    } finally {
      position.unmake();
    }
  }

  /**
   * The player to move claims a draw (threefold repetition or 50 moves) on the current position. A
   * valid claim ends the game drawn (FIDE 9.5.2).
   *
   * @return whether the claim was valid; an invalid claim changes nothing here (FIDE 9.5.3: the
   *     arbiter adds two minutes to the opponent: {@code Clock.addTime})
   */
  public boolean claimDraw() {
    requireRunning();
    if (canClaimThreefold()) {
      outcome = new Outcome(Result.DRAW, Termination.THREEFOLD_REPETITION);
    } else if (canClaimFiftyMoves()) {
      outcome = new Outcome(Result.DRAW, Termination.FIFTY_MOVES);
    }
    return outcome != null;
  }

  /**
   * The player to move claims a draw with the move that will bring the repetition or the fiftieth
   * move (FIDE 9.2.1.1, 9.3.1). The move is played in every case. If the move itself ends the game
   * (checkmate, stalemate, dead position, fivefold, 75 moves) that end stands; otherwise a valid
   * claim ends the game drawn, and an invalid one leaves the move played and the game going (FIDE
   * 9.5.3).
   *
   * @return whether the game ended drawn by the claim
   */
  public boolean claimWithMove(int move) {
    play(move);
    if (outcome != null) {
      return false;
    }
    return claimDraw();
  }

  /** The players agree a draw; both must have made a move (FIDE 5.2.3). */
  public void agreeDraw() {
    requireRunning();
    if (moves.size() < 2) {
      throw new IllegalStateException("a draw may be agreed once both players have made a move");
    }
    outcome = new Outcome(Result.DRAW, Termination.AGREEMENT);
  }

  /**
   * {@code side} resigns: it loses, unless its opponent could not checkmate by any series of legal
   * moves, then the game is drawn (FIDE 5.1.2, 2023; {@link MatingMaterial}).
   */
  public Outcome resign(Side side) {
    return lossUnlessOpponentCannotMate(side, Termination.RESIGNATION);
  }

  /**
   * The flag of {@code side} fell: it loses, unless its opponent could not checkmate by any series
   * of legal moves, then the game is drawn (FIDE 6.9; {@link MatingMaterial}).
   */
  public Outcome flagFell(Side side) {
    return lossUnlessOpponentCannotMate(side, Termination.FLAG_FALL);
  }

  /**
   * The arbiter decides the game off the board: {@code result} stands whatever the position, even a
   * win for a player who could not checkmate (FIDE 11.3.2.2: "The opponent shall win"; 12.9).
   */
  public Outcome arbiterDecides(Result result) {
    requireRunning();
    outcome = new Outcome(Objects.requireNonNull(result), Termination.ARBITER_DECISION);
    return outcome;
  }

  /**
   * Ends a game whose moves did not end it as its record says it ended ({@code written}, and {@code
   * how} the record tells of the end): a decision off the board as written (FIDE 11.3.2.2, 12.9);
   * on time, the flag of the loser (FIDE 6.9), or for a draw the flag whose fall could draw ({@link
   * #drawnOnTime}); otherwise a win is a resignation (a draw when the winner could not mate, FIDE
   * 5.1.2) and a draw a claim valid in the final position, else an agreement (FIDE 9.2, 9.3,
   * 5.2.3).
   *
   * @return the outcome the rules give, which may differ from {@code written} (a resignation
   *     against a bare king is a draw): the caller compares
   * @throws IllegalStateException when the game is over, or a draw is recorded by agreement before
   *     both players moved (FIDE 5.2.3)
   */
  public Outcome endAsRecorded(Result written, RecordedEnd how) {
    requireRunning();
    if (how == RecordedEnd.OFF_THE_BOARD) {
      return arbiterDecides(written);
    }
    if (written == Result.DRAW) {
      if (how == RecordedEnd.ON_TIME) {
        return flagFell(drawnOnTime());
      }
      if (!claimDraw()) {
        agreeDraw();
      }
      return outcome;
    }
    Side loser = written == Result.WHITE_WINS ? Side.BLACK : Side.WHITE;
    return how == RecordedEnd.ON_TIME ? flagFell(loser) : resign(loser);
  }

  /**
   * Whose flag fell in a game drawn on time: a flag fall draws when the opponent of the player
   * whose flag fell could not checkmate (FIDE 6.9). That is usually the player to move, whose clock
   * runs; but a flag may be seen down only after its player has moved (FIDE 6.8), so when only the
   * other player's flag fall could draw, it is that one.
   */
  private Side drawnOnTime() {
    Side toMove = sideToMove();
    boolean drawsIfToMoveFell = !MatingMaterial.canCheckmate(position, toMove.opponent().colour());
    boolean drawsIfOtherFell = !MatingMaterial.canCheckmate(position, toMove.colour());
    return drawsIfToMoveFell || !drawsIfOtherFell ? toMove : toMove.opponent();
  }

  /** Ends the game lost for {@code loser}, or drawn when its opponent could never mate. */
  private Outcome lossUnlessOpponentCannotMate(Side loser, Termination how) {
    requireRunning();
    int opponent = loser.opponent().colour();
    outcome =
        MatingMaterial.canCheckmate(position, opponent)
            ? new Outcome(Result.winFor(loser.opponent()), how)
            : new Outcome(Result.DRAW, how);
    return outcome;
  }

  /** Ends the game for what the position itself decides, most decisive rule first. */
  private void automaticEnd(boolean afterMove) {
    if (legal.size() == 0) {
      outcome =
          position.inCheck()
              ? new Outcome(Result.winFor(sideToMove().opponent()), Termination.CHECKMATE) // 5.1.1
              : new Outcome(Result.DRAW, Termination.STALEMATE); // 5.2.1
    } else if (MatingMaterial.isDead(position)) {
      outcome = new Outcome(Result.DRAW, Termination.DEAD_POSITION); // 5.2.2
    } else if (afterMove && repetitions() >= 5) {
      outcome = new Outcome(Result.DRAW, Termination.FIVEFOLD_REPETITION); // 9.6.1
    } else if (afterMove && position.halfmoveClock() >= 150) {
      // 9.6.2; a mate on the 150th half-move was caught above and takes precedence.
      outcome = new Outcome(Result.DRAW, Termination.SEVENTY_FIVE_MOVES);
    }
  }

  private void requireRunning() {
    if (outcome != null) {
      throw new IllegalStateException("the game is over: " + outcome);
    }
  }
}
