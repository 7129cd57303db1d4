package org.arrocco.core.variant;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.ChessGame;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Position;
import org.arrocco.core.clock.Flag;
import org.arrocco.core.clock.TimeControl;
import org.arrocco.core.game.Language;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.RecordedEnd;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnExport;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.notation.PgnWriter;
import org.arrocco.core.notation.San;
import org.arrocco.core.notation.SanLetters;
import org.arrocco.core.notation.UciMove;

/**
 * A game of orthodox chess or Chess960 behind the {@link Game} door: the FIDE rules of {@link
 * ChessGame}, moves read and written in UCI and SAN ({@code org.arrocco.core.notation}).
 */
final class ChessPlay extends ClockedGame {
  private final ChessGame game;
  private final CastlingMode mode;
  private final MoveList legal = new MoveList();

  // What the views of one position share, made once per move and dropped by the next (a view is
  // built for each seat and spectator after every move; like the rest of a game, these are read
  // under the game's lock). San.write makes and takes back a move on the position it is given.
  private Position position;
  private String fen;
  private List<LegalMove> legalMoves;

  private Position current() {
    if (position == null) {
      position = game.position();
    }
    return position;
  }

  ChessPlay(Variant variant, Setup setup, Optional<TimeControl> control, ChessGame game) {
    super(variant, setup, control);
    this.game = game;
    this.mode = game.castlingMode();
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
    if (legalMoves != null) {
      return legalMoves;
    }
    game.legalMovesInto(legal);
    Position p = current();
    List<LegalMove> out = new ArrayList<>(legal.size());
    for (int i = 0; i < legal.size(); i++) {
      out.add(
          new LegalMove(
              UciMove.write(legal.get(i), mode),
              San.write(p, legal.get(i), legal, SanLetters.ENGLISH)));
    }
    legalMoves = Collections.unmodifiableList(out);
    return legalMoves;
  }

  @Override
  int rulesParse(String text, Language letters) {
    game.legalMovesInto(legal);
    String t = text.trim();
    try {
      if (t.matches("[a-h][1-8][a-h][1-8][qrbnQRBN]?")) {
        return UciMove.read(t.toLowerCase(java.util.Locale.ROOT), legal, mode);
      }
      return San.readAmong(
          current(),
          legal,
          t,
          letters == Language.ITALIAN ? SanLetters.ITALIAN : SanLetters.ENGLISH);
    } catch (NotationException e) {
      throw new IllegalActionException(e.problem());
    }
  }

  @Override
  LegalMove rulesDescribe(int move) {
    return new LegalMove(UciMove.write(move, mode), San.write(current(), move));
  }

  @Override
  void rulesPlay(int move) {
    position = null;
    fen = null;
    legalMoves = null;
    game.play(move);
  }

  @Override
  boolean rulesCanClaim() {
    return game.canClaimThreefold() || game.canClaimFiftyMoves();
  }

  @Override
  void rulesClaim() {
    game.claimDraw();
  }

  @Override
  void rulesAgree() {
    try {
      game.agreeDraw();
    } catch (IllegalStateException e) {
      throw new IllegalActionException(e.getMessage() + " (FIDE 5.2.3)");
    }
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
    } catch (IllegalStateException e) {
      throw new IllegalActionException(e.getMessage());
    }
  }

  @Override
  Optional<PlayedMove> rulesFlag(Flag flag) {
    game.flagFell(flag.side()); // FIDE 6.9: a loss, or a draw when the opponent cannot mate
    return Optional.empty();
  }

  @Override
  Optional<PlayedMove> rulesPass(long now) {
    throw new IllegalActionException("chess has no passes: a move is never lost, only the game");
  }

  @Override
  List<PlayedMove> rulesHistory() {
    Position p = game.startPosition();
    List<PlayedMove> out = new ArrayList<>();
    for (int move : game.moves()) {
      Side side = p.sideToMove() == 0 ? Side.WHITE : Side.BLACK;
      out.add(new PlayedMove(side, UciMove.write(move, mode), San.write(p, move), 0));
      p.make(move);
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
    if (fen == null) {
      fen = Fen.write(current());
    }
    return fen;
  }

  @Override
  public String pgn(Map<String, String> tags) {
    List<PgnTag> list = new ArrayList<>();
    new LinkedHashMap<>(tags).forEach((k, v) -> list.add(new PgnTag(k, v)));
    return PgnWriter.write(PgnExport.of(game, list));
  }
}
