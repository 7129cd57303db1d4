package org.arrocco.bench.match;

import java.util.List;
import java.util.Map;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.ChessGame;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.PgnExport;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.notation.PgnWriter;
import org.arrocco.core.notation.UciMove;

/**
 * Orthodox chess and Chess960 by the FIDE Laws ({@code core.chess.ChessGame}): the game ends by
 * itself at mate, stalemate, dead position, fivefold repetition and 75 moves, and the runner claims
 * a threefold repetition or 50 moves for the player to move as soon as it may (FIDE 9.2, 9.3).
 */
final class ChessReferee implements Referee {
  private final ChessGame game;
  private final CastlingMode mode;
  private final String startFen;
  private final StringBuilder moves = new StringBuilder();

  ChessReferee(String fen, boolean chess960) {
    this.mode = chess960 ? CastlingMode.CHESS960 : CastlingMode.ORTHODOX;
    this.game = ChessGame.fromPosition(Fen.read(fen, mode), mode);
    this.startFen = Fen.write(game.startPosition());
  }

  @Override
  public Map<String, String> engineOptions() {
    return mode == CastlingMode.CHESS960 ? Map.of("UCI_Chess960", "true") : Map.of();
  }

  @Override
  public String positionCommand() {
    return "position fen " + startFen + (moves.length() == 0 ? "" : " moves" + moves);
  }

  @Override
  public int sideToMove() {
    return game.position().sideToMove() == Piece.WHITE ? 0 : 1;
  }

  @Override
  public boolean isOver() {
    return game.isOver();
  }

  @Override
  public String play(String uciMove) {
    int move;
    try {
      move = UciMove.read(uciMove, game.position(), mode);
      game.play(move);
    } catch (IllegalArgumentException e) {
      return "illegal move '" + uciMove + "': " + e.getMessage();
    }
    moves.append(' ').append(UciMove.write(move, mode));
    if (!game.isOver() && (game.canClaimThreefold() || game.canClaimFiftyMoves())) {
      game.claimDraw();
    }
    return null;
  }

  @Override
  public void flagFell(int side) {
    game.flagFell(side == 0 ? Side.WHITE : Side.BLACK);
  }

  @Override
  public void forfeit(int side) {
    game.arbiterDecides(side == 0 ? Result.BLACK_WINS : Result.WHITE_WINS);
  }

  @Override
  public int result() {
    Result r = game.outcome().map(Outcome::result).orElse(Result.DRAW);
    return r == Result.WHITE_WINS ? 1 : r == Result.BLACK_WINS ? -1 : 0;
  }

  @Override
  public String termination() {
    return game.outcome().map(Outcome::toString).orElse("unfinished");
  }

  @Override
  public String pgn(List<PgnTag> tags) {
    return PgnWriter.write(PgnExport.of(game, tags));
  }
}
