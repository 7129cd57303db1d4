package org.arrocco.bench.match;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.RecordedEnd;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.variant.Game;
import org.arrocco.core.variant.IllegalActionException;
import org.arrocco.core.variant.Setup;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;

/**
 * The referee of any variant, from the core's game model: the game ({@link Variant#newGame},
 * untimed: the runner keeps the clocks) plays each move the engines name, ends itself by its rules
 * (mate, stalemate, dead positions, fivefold and 75 moves; Tamerlane's and Sprint's own ends), and
 * a draw the player to move may claim is claimed at once (FIDE 9.2, 9.3). The engines get the start
 * as {@code position fen} in the variant's own FEN (for Sprint the full deal, which the engine must
 * not look into) and the moves in their program form.
 */
final class GameReferee implements Referee {
  private final Variant variant;
  private final Game game;
  private final String startFen;
  private final StringBuilder moves = new StringBuilder();

  GameReferee(Variant variant, Setup setup) {
    this.variant = variant;
    this.game = variant.newGame(setup, Optional.empty());
    this.startFen = game.positionText();
  }

  @Override
  public Map<String, String> engineOptions() {
    Map<String, String> o = new LinkedHashMap<>();
    if (variant == Variants.CHESS960) {
      o.put("UCI_Chess960", "true");
    } else if (variant != Variants.CHESS) {
      o.put("UCI_Variant", variant.key());
    }
    return o;
  }

  @Override
  public String positionCommand() {
    return "position fen " + startFen + (moves.length() == 0 ? "" : " moves" + moves);
  }

  @Override
  public int sideToMove() {
    return game.sideToMove() == Side.WHITE ? 0 : 1;
  }

  @Override
  public boolean isOver() {
    return game.isOver();
  }

  @Override
  public String play(String uciMove) {
    try {
      game.play(uciMove, 0);
    } catch (IllegalActionException e) {
      return "illegal move '" + uciMove + "': " + e.getMessage();
    }
    moves.append(' ').append(game.moves().get(game.moves().size() - 1).uci());
    if (!game.isOver() && game.canClaimDraw()) {
      game.claimDraw(game.sideToMove(), 0);
    }
    return null;
  }

  @Override
  public void flagFell(int side) {
    Side loser = side == 0 ? Side.WHITE : Side.BLACK;
    try {
      game.endAsRecorded(Result.winFor(loser.opponent()), RecordedEnd.ON_TIME, 0);
    } catch (IllegalActionException | IllegalArgumentException e) {
      forfeit(side); // a game whose rules know no flag (Sprint without a game clock)
    }
  }

  @Override
  public void forfeit(int side) {
    Side loser = side == 0 ? Side.WHITE : Side.BLACK;
    game.arbiterDecides(Result.winFor(loser.opponent()), 0);
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
    Map<String, String> map = new LinkedHashMap<>();
    for (PgnTag t : tags) {
      map.put(t.name(), t.value());
    }
    return game.pgn(map);
  }
}
