package org.arrocco.core.notation;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.ChessGame;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.RecordedEnd;
import org.arrocco.core.game.Result;

/**
 * Plays the moves of a {@link PgnGame} through the rules: the start from the {@code Variant},
 * {@code SetUp} and {@code FEN} tags (PGN 9.7; rules/orthodox-and-960.md, Chess960), the main line
 * into a {@link ChessGame}, every variation checked from the position it branches from (a null move
 * there passes the turn). It fails on the first move that cannot be played, on a malformed {@code
 * TimeControl} tag, or when the result disagrees with the Result tag or with how the moves ended
 * the game.
 */
public final class PgnReplay {
  /** What a Variant tag may hold between the letters of a name: blanks, '_' and '-'. */

  /** The Termination values of PGN 9.8.1 that name a decision off the board, in lower case. */
  static final Set<String> OFF_THE_BOARD =
      Set.of("abandoned", "adjudication", "death", "emergency", "rules infraction");

  /** The orthodox start, read once: most games of a file start there (PGN 9.7: no FEN tag). */
  private static final Position ORTHODOX_START =
      Fen.read(StartPosition.of(StartPosition.ORTHODOX).xfen(), CastlingMode.ORTHODOX);

  private PgnReplay() {}

  /**
   * The game the PGN records.
   *
   * @throws PgnMoveException for a move that cannot be played, naming move number and position
   * @throws NotationException for bad tags (unknown variant, malformed FEN) or a wrong result
   */
  public static ChessGame replay(PgnGame pgn) {
    return replay(pgn, SanLetters.ENGLISH);
  }

  /**
   * The game the PGN records, its moves written with the given piece letters (Italian move text
   * from an Italian interface; PGN files themselves use English letters, PGN 8.2.3).
   *
   * @throws PgnMoveException for a move that cannot be played, naming move number and position
   * @throws NotationException for bad tags (unknown variant, malformed FEN) or a wrong result
   */
  public static ChessGame replay(PgnGame pgn, SanLetters letters) {
    CastlingMode mode = castlingMode(pgn);
    pgn.tag("TimeControl").ifPresent(PgnTimeControl::check);
    Position start = startPosition(pgn, mode);
    ChessGame game = ChessGame.fromPosition(start, mode);
    play(game, pgn.moves(), letters, false);
    checkResult(pgn, game);
    return game;
  }

  /**
   * Plays {@code line} on {@code game}, each move's variations first: a variation (PGN 8.2.5)
   * replaces the move it follows, so it is played on a copy of the game as it stands before that
   * move ({@link Game#copy}), with the same history, and ends as the game would (FIDE 5.2.2 dead
   * position, 9.6 fivefold repetition and 75 moves).
   *
   * <p>In a variation, a null move ({@code --}, or ChessBase's {@code Z0}) passes the turn, as
   * annotators write it to show a threat; the variation goes on from the position after the pass as
   * from a new start. The main line is the game and has no passes.
   *
   * @throws PgnMoveException for the first move that cannot be played, or one after the end
   */
  private static void play(ChessGame game, PgnLine line, SanLetters letters, boolean variation) {
    Position position = game.position();
    MoveList legal = new MoveList();
    for (PgnMove m : line.moves()) {
      for (PgnLine v : m.variations()) {
        play(game.copy(), v, letters, true);
      }
      if (game.isOver()) {
        throw moveError(position, m, "the game had already ended: " + game.outcome().get());
      }
      if (variation && SanText.isNullMove(m.san().strip())) {
        if (position.inCheck()) {
          throw moveError(position, m, "a null move (a pass) is not possible in check");
        }
        Position passed = position.copy();
        passed.makeNullMove();
        game = ChessGame.fromPosition(passed, game.castlingMode());
        position = game.position();
        continue;
      }
      game.legalMovesInto(legal);
      int move = read(position, m, letters, legal);
      game.play(move);
      position.make(move);
    }
  }

  /** The castling mode the Variant tag asks for (orthodox when absent). */
  public static CastlingMode castlingMode(PgnGame pgn) {
    String variant = pgn.tag("Variant").orElse("");
    String key = PgnVariantName.reduce(variant);
    if (PgnVariantName.ORTHODOX.contains(key)) {
      return CastlingMode.ORTHODOX;
    }
    if (PgnVariantName.CHESS960.contains(key)) {
      return CastlingMode.CHESS960;
    }
    throw new NotationException(
        "tag Variant",
        "'" + variant.trim() + "' is not chess or Chess960 (expected Standard or Chess960)");
  }

  /**
   * The FEN tag of a game of any variant, once its SetUp tag is checked (PGN 9.7.1): "0" or "1",
   * and "1" only with a FEN tag; empty when the game starts from its variant's own start.
   *
   * @throws NotationException naming the SetUp tag when it is neither, or "1" without a FEN tag
   */
  public static Optional<String> setUpFen(PgnGame pgn) {
    String setUp = pgn.tag("SetUp").orElse("0").trim();
    var fen = pgn.tag("FEN");
    if (setUp.equals("1") && fen.isEmpty()) {
      throw new NotationException("tag SetUp", "SetUp is \"1\" but there is no FEN tag");
    }
    if (!setUp.equals("0") && !setUp.equals("1")) {
      throw new NotationException("tag SetUp", "expected \"0\" or \"1\", found \"" + setUp + "\"");
    }
    return fen;
  }

  private static Position startPosition(PgnGame pgn, CastlingMode mode) {
    var fen = setUpFen(pgn);
    if (fen.isEmpty()) {
      if (mode == CastlingMode.CHESS960) {
        throw new NotationException(
            "tag FEN", "a Chess960 game needs its start position in a FEN tag (with SetUp \"1\")");
      }
      return ORTHODOX_START.copy();
    }
    try {
      return Fen.read(fen.get(), mode);
    } catch (NotationException e) {
      String hint =
          mode == CastlingMode.ORTHODOX && readsAsChess960(fen.get())
              ? " (a Chess960 position? the game then needs [Variant \"Chess960\"])"
              : "";
      throw new NotationException("tag FEN, " + e.where(), e.problem() + hint);
    }
  }

  private static boolean readsAsChess960(String fen) {
    try {
      Fen.read(fen, CastlingMode.CHESS960);
      return true;
    } catch (NotationException e) {
      return false;
    }
  }

  /** The move {@code m} names among the {@code legal} moves of {@code position}. */
  private static int read(Position position, PgnMove m, SanLetters letters, MoveList legal) {
    try {
      return San.readAmong(position, legal, m.san(), letters);
    } catch (NotationException e) {
      throw moveError(position, m, e.problem() + italianHint(position, m, letters, legal));
    }
  }

  /**
   * A note for a move of a PGN file that reads with Italian piece letters (Cf3): those are read in
   * moves typed at an Italian interface, not in PGN files, whose SAN uses English letters (PGN
   * 8.2.3); empty when the move is not such a move.
   */
  private static String italianHint(
      Position position, PgnMove m, SanLetters letters, MoveList legal) {
    // only a letter that is a piece in Italian and none in English (D T A C) says the move was
    // written in Italian: R is a rook in English and a king in Italian
    String san = m.san();
    if (letters != SanLetters.ENGLISH || san.isEmpty() || "DTAC".indexOf(san.charAt(0)) < 0) {
      return "";
    }
    try {
      San.readAmong(position, legal, san, SanLetters.ITALIAN);
    } catch (NotationException e) {
      return "";
    }
    return " (Italian piece letters R D T A C are read in typed moves, not in PGN files: PGN"
        + " 8.2.3 writes SAN with English letters K Q R B N)";
  }

  private static PgnMoveException moveError(Position position, PgnMove m, String problem) {
    String number =
        PgnMoveException.moveNumber(
            position.fullmoveNumber(), position.sideToMove() == Piece.WHITE);
    return new PgnMoveException(m.where(), number, m.san(), Fen.write(position), problem);
  }

  /**
   * The result must match the Result tag (PGN 8.1.1.7) and how the moves ended the game. When the
   * moves did not end it, the written result is applied as the end the record implies: a win on
   * time when the Termination tag says "time forfeit" (then checked against FIDE 6.9); any result
   * as written when it names a decision off the board (PGN 9.8.1 "abandoned", "adjudication",
   * "death", "emergency", "rules infraction"; FIDE 11.3.2.2, 12.9); otherwise a resignation (which
   * is a draw when the winner could not mate, FIDE 5.1.2); a draw by a claim that is valid in the
   * final position, else by agreement (when both players have moved; FIDE 5.2.3), or on time with
   * "time forfeit" (by the flag whose fall could draw, FIDE 6.9). A record of lichess that lost its
   * end ("unterminated" with a result) is read as one without the tag.
   */
  private static void checkResult(PgnGame pgn, ChessGame game) {
    checkResultTag(pgn);
    boolean endedByTheMoves = game.isOver();
    if (!endedByTheMoves) {
      applyResult(pgn, game);
    }
    if (game.isOver()) {
      Outcome o = game.outcome().get();
      if (!o.result().pgn().equals(pgn.result())) {
        throw new NotationException(
            "result", "the game ended " + o + " but the result is written as " + pgn.result());
      }
      if (endedByTheMoves && onTime(pgn)) {
        // FIDE 6.9 applies only where no checkmate, stalemate or dead position ended the game.
        throw new NotationException(
            "tag Termination",
            "the Termination tag says time forfeit but the moves ended the game " + o);
      }
    }
  }

  /** Whether the Termination tag says the game ended on time (PGN 9.8.1). */
  private static boolean onTime(PgnGame pgn) {
    return termination(pgn.tag("Termination").orElse("")).equals("time forfeit");
  }

  /** A Termination tag's value in lower case, trimmed; empty for none. */
  static String termination(String tag) {
    return tag.trim().toLowerCase(Locale.ROOT);
  }

  /**
   * The Result tag, when present, must say what the move text ends with (PGN 8.1.1.7); a check of
   * the syntax layer shared by every variant's replay.
   *
   * @throws NotationException naming the tag Result
   */
  public static void checkResultTag(PgnGame pgn) {
    String tag = pgn.tag("Result").orElse(pgn.result()).trim();
    if (!tag.equals(pgn.result())) {
      throw new NotationException(
          "tag Result",
          "the Result tag says " + tag + " but the move text ends with " + pgn.result());
    }
  }

  private static void applyResult(PgnGame pgn, ChessGame game) {
    Optional<Result> written = writtenResult(pgn);
    if (written.isEmpty()) {
      return; // "*": the game goes on
    }
    RecordedEnd how = recordedEnd(pgn);
    if (written.get() == Result.DRAW
        && how == RecordedEnd.UNSAID
        && game.moves().size() < 2
        && !game.canClaimThreefold()
        && !game.canClaimFiftyMoves()) {
      return; // FIDE 5.2.3: no agreement before both players moved
    }
    game.endAsRecorded(written.get(), how);
  }

  /** The result the move text ends with; empty for {@code *}, a game in progress (PGN 8.2.6). */
  public static Optional<Result> writtenResult(PgnGame pgn) {
    return switch (pgn.result()) {
      case "1-0" -> Optional.of(Result.WHITE_WINS);
      case "0-1" -> Optional.of(Result.BLACK_WINS);
      case "1/2-1/2" -> Optional.of(Result.DRAW);
      default -> Optional.empty();
    };
  }

  /**
   * What the Termination tag (PGN 9.8.1) says of an end the moves did not bring: time forfeit, a
   * decision off the board ("abandoned", "adjudication", "death", "emergency", "rules infraction"),
   * or nothing particular ("normal", any other word, or no tag). A record of lichess that lost its
   * end ("unterminated" with a result) is read as one without the tag.
   */
  public static RecordedEnd recordedEnd(PgnGame pgn) {
    return recordedEnd(pgn.tag("Termination").orElse(""));
  }

  /**
   * What a Termination tag's value (empty for none) says of an end the moves did not bring: see
   * {@link #recordedEnd(PgnGame)}.
   */
  static RecordedEnd recordedEnd(String tag) {
    String t = termination(tag);
    return OFF_THE_BOARD.contains(t)
        ? RecordedEnd.OFF_THE_BOARD
        : t.equals("time forfeit") ? RecordedEnd.ON_TIME : RecordedEnd.UNSAID;
  }
}
