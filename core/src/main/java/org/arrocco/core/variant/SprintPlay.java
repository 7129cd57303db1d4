package org.arrocco.core.variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.clock.Flag;
import org.arrocco.core.clock.FlagKind;
import org.arrocco.core.clock.TimeControl;
import org.arrocco.core.game.Language;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.RecordedEnd;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.notation.sprint.SprintFen;
import org.arrocco.core.notation.sprint.SprintPgn;
import org.arrocco.core.notation.sprint.SprintSan;
import org.arrocco.core.sprint.SprintGame;
import org.arrocco.core.sprint.SprintPosition;

/**
 * A game of Scacchi Sprint behind the {@link Game} door: the rules of {@link SprintGame}, the
 * hourglass as the clock's per-move limit (a timeout passes the move, or loses in check or under
 * "timeout loses"), and for each seat only what it may see ({@link PlayerView}).
 */
final class SprintPlay extends ClockedGame {
  private final SprintGame game;
  private final MoveList list = new MoveList();

  SprintPlay(Variant variant, Setup setup, Optional<TimeControl> control, SprintGame game) {
    super(variant, setup, control);
    this.game = game;
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
    SprintPosition p = game.position();
    List<LegalMove> out = new ArrayList<>();
    for (int move : game.legalMoves()) {
      out.add(new LegalMove(UciMove.write(move, CastlingMode.ORTHODOX), SprintSan.write(p, move)));
    }
    return out;
  }

  @Override
  int rulesParse(String text, Language letters) {
    String t = text.trim();
    int move;
    try {
      if (t.matches("[a-h][1-8][a-h][1-8][qrbnQRBN]?")) {
        game.position().generate(list);
        move = UciMove.read(t.toLowerCase(java.util.Locale.ROOT), list, CastlingMode.ORTHODOX);
      } else {
        move = SprintSan.read(game.position(), t);
      }
    } catch (NotationException e) {
      throw new IllegalActionException(e.problem());
    }
    if (move == Move.NONE) {
      throw new IllegalActionException(
          "a player may not pass; a move is lost only when the hourglass runs out (sprint.md, A"
              + " turn)");
    }
    for (int legal : game.legalMoves()) {
      if (legal == move) {
        return move;
      }
    }
    throw new IllegalActionException("'" + t + "' is not a legal move here");
  }

  @Override
  LegalMove rulesDescribe(int move) {
    return new LegalMove(
        UciMove.write(move, CastlingMode.ORTHODOX), SprintSan.write(game.position(), move));
  }

  @Override
  void rulesPlay(int move) {
    try {
      game.play(move);
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw new IllegalActionException(e.getMessage());
    }
  }

  @Override
  boolean rulesCanClaim() {
    return game.canClaimDraw();
  }

  @Override
  void rulesClaim() {
    game.claimDraw();
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
    Side side = game.sideToMove();
    if (flag.kind() == FlagKind.MOVE_LIMIT) {
      game.hourglassOut(); // sprint.md, Timing: the move passes, or the game is lost
    } else {
      game.gameClockOut();
    }
    return game.isOver()
        ? Optional.empty()
        : Optional.of(
            new PlayedMove(side, PlayedMove.PASS_UCI, PlayedMove.PASS_SAN, flag.atMillis()));
  }

  @Override
  Optional<PlayedMove> rulesPass(long now) {
    Side side = game.sideToMove();
    if (!game.settings().hourglassOn()) {
      throw new IllegalActionException(
          "no move is lost here: the hourglass is off, and a move is lost only when it runs out"
              + " (sprint.md, Timing)");
    }
    game.hourglassOut(); // sprint.md, Timing: the move passes, or the game is lost
    return game.isOver()
        ? Optional.empty()
        : Optional.of(new PlayedMove(side, PlayedMove.PASS_UCI, PlayedMove.PASS_SAN, now));
  }

  @Override
  List<PlayedMove> rulesHistory() {
    List<String> sans = SprintPgn.sanMoves(game);
    List<PlayedMove> out = new ArrayList<>(sans.size());
    Side side = Side.ofColour(game.startPosition().sideToMove());
    for (int i = 0; i < sans.size(); i++) {
      int move = game.moves().get(i);
      String uci =
          move == Move.NONE ? PlayedMove.PASS_UCI : UciMove.write(move, CastlingMode.ORTHODOX);
      out.add(new PlayedMove(side, uci, sans.get(i), 0));
      side = side.opponent();
    }
    return out;
  }

  @Override
  String visiblePosition(Seat seat) {
    return sprintView(seat).orElseThrow().fen();
  }

  @Override
  List<LegalMove> visibleLegalMoves(Seat seat) {
    SprintPosition p = game.position();
    List<LegalMove> out = new ArrayList<>();
    for (int move : game.legalMoves()) {
      // without marks: a mate mark would hint at the opponent's hand and next draw
      out.add(
          new LegalMove(
              UciMove.write(move, CastlingMode.ORTHODOX), SprintSan.withoutMarks(p, move)));
    }
    return out;
  }

  @Override
  Optional<PlayerView> sprintView(Seat seat) {
    List<String> sans = new ArrayList<>();
    for (PlayedMove m : moves()) {
      sans.add(m.san());
    }
    return Optional.of(PlayerView.of(game.position(), sans, game.outcome(), seat));
  }

  @Override
  public String positionText() {
    return SprintFen.write(game.position(), true);
  }

  @Override
  public String pgn(Map<String, String> tags) {
    List<PgnTag> roster = new ArrayList<>();
    tags.forEach((k, v) -> roster.add(new PgnTag(k, v)));
    return SprintPgn.write(game, roster);
  }
}
