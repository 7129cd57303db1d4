package org.arrocco.core.variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arrocco.core.clock.Flag;
import org.arrocco.core.clock.TimeControl;
import org.arrocco.core.game.Language;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.RecordedEnd;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.arrocco.core.notation.tamerlane.TamerlaneMoveNotation;
import org.arrocco.core.notation.tamerlane.TamerlanePgn;
import org.arrocco.core.tamerlane.TamerlaneGame;

/**
 * A game of Tamerlane chess behind the {@link Game} door: the rules of {@link TamerlaneGame}, moves
 * in the coordinate form for programs and the SAN-like form for people
 * (docs/tamerlane-notation.md). No claims: Tamerlane has no repetition or 50-move draw.
 */
final class TamerlanePlay extends ClockedGame {
  private final TamerlaneGame game;
  private final String startFen;

  TamerlanePlay(
      Variant variant,
      Setup setup,
      Optional<TimeControl> control,
      TamerlaneGame game,
      String startFen) {
    super(variant, setup, control);
    this.game = game;
    this.startFen = startFen;
  }

  @Override
  Side rulesToMove() {
    return game.sideToMove();
  }

  @Override
  Optional<Outcome> rulesOutcome() {
    return game.outcome();
  }

  @Override
  List<LegalMove> rulesLegalMoves() {
    List<LegalMove> out = new ArrayList<>();
    for (int move : game.legalMoves()) {
      out.add(rulesDescribe(move));
    }
    return out;
  }

  @Override
  int rulesParse(String text, Language letters) {
    try {
      return TamerlaneMoveNotation.parse(game.generator(), text);
    } catch (NotationException e) {
      throw new IllegalActionException(e.problem());
    }
  }

  @Override
  LegalMove rulesDescribe(int move) {
    return new LegalMove(
        TamerlaneMoveNotation.coordinate(game.position(), move),
        TamerlaneMoveNotation.san(game.generator(), move));
  }

  @Override
  void rulesPlay(int move) {
    game.play(move);
  }

  @Override
  boolean rulesCanClaim() {
    return false; // tamerlane.md: no draw by repetition and no 50-move rule
  }

  @Override
  void rulesClaim() {
    throw new IllegalStateException("no claims in Tamerlane chess");
  }

  @Override
  void rulesAgree() {
    game.agreeDraw();
  }

  @Override
  void rulesResign(Side side) {
    game.resign(side);
  }

  @Override
  void rulesArbiter(Result result) {
    game.arbiterDecides(result);
  }

  @Override
  void rulesEndAsRecorded(Result written, RecordedEnd how) {
    try {
      game.endAsRecorded(written, how);
    } catch (IllegalArgumentException e) {
      throw new IllegalActionException(e.getMessage());
    }
  }

  @Override
  Optional<PlayedMove> rulesFlag(Flag flag) {
    game.flagFell(flag.side());
    return Optional.empty();
  }

  @Override
  Optional<PlayedMove> rulesPass(long now) {
    throw new IllegalActionException("Tamerlane chess has no passes");
  }

  @Override
  List<PlayedMove> rulesHistory() {
    TamerlaneGame replay = new TamerlaneGame(TamerlaneFen.read(startFen));
    List<PlayedMove> out = new ArrayList<>();
    for (int move : game.moves()) {
      out.add(
          new PlayedMove(
              replay.sideToMove(),
              TamerlaneMoveNotation.coordinate(replay.position(), move),
              TamerlaneMoveNotation.san(replay.generator(), move),
              0));
      replay.play(move);
    }
    return out;
  }

  @Override
  String visiblePosition(Seat seat) {
    return positionText();
  }

  @Override
  List<LegalMove> visibleLegalMoves(Seat seat) {
    return rulesLegalMoves();
  }

  @Override
  Optional<PlayerView> sprintView(Seat seat) {
    return Optional.empty();
  }

  @Override
  public String positionText() {
    return TamerlaneFen.write(game.position());
  }

  @Override
  public String pgn(Map<String, String> tags) {
    List<PgnTag> list = new ArrayList<>();
    tags.forEach((k, v) -> list.add(new PgnTag(k, v)));
    return TamerlanePgn.write(game, startFen, list);
  }
}
