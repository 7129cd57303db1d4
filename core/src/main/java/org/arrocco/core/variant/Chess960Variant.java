package org.arrocco.core.variant;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.ChessGame;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.core.clock.TimeControl;
import org.arrocco.core.game.Language;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnVariantName;
import org.arrocco.core.perft.ChessPerft;
import org.arrocco.core.perft.PerftPosition;

/**
 * Chess960 (FIDE Guidelines II; key {@code chess960}): the orthodox rules with one of 960 start
 * arrays, drawn securely ({@code number} {@code random}, the default) or chosen by number, or from
 * a position in X-FEN or Shredder-FEN (option {@code fen}); castling in every geometry.
 */
public final class Chess960Variant implements Variant {
  /** The one instance. */
  public static final Chess960Variant INSTANCE = new Chess960Variant();

  /** The value of {@code number} that draws the start position. */
  public static final String RANDOM = "random";

  /**
   * The Variant tags of Chess960 games as other programs write them, reduced ({@link
   * Variants#pgnKey}): lichess, chess.com, SCID and ChessBase ("Chess960"), cutechess
   * ("fischerandom"), and other spellings of Fischer Random Chess.
   */
  private static final Set<String> PGN_NAMES = PgnVariantName.CHESS960;

  private static final List<SetupOption> OPTIONS =
      List.of(
          new SetupOption(
              "number",
              "start position number (0-959, or random)",
              "numero della posizione iniziale (0-959, o a caso)",
              List.of(),
              RANDOM),
          new SetupOption(
              "fen", "start position (X-FEN)", "posizione iniziale (X-FEN)", List.of(), ""));

  private Chess960Variant() {}

  @Override
  public String key() {
    return "chess960";
  }

  @Override
  public String name(Language language) {
    return language == Language.ITALIAN ? "Scacchi960" : "Chess960";
  }

  @Override
  public String pgnName() {
    return "Chess960";
  }

  @Override
  public boolean readsPgnName(String reducedName) {
    return PGN_NAMES.contains(reducedName);
  }

  @Override
  public List<SetupOption> options() {
    return OPTIONS;
  }

  @Override
  public Setup setup(Map<String, String> values) {
    SetupValues v = new SetupValues(this, values);
    Map<String, String> out = SetupValues.resolved();
    String fen = v.get("fen");
    if (!fen.isEmpty()) {
      if (v.given("number")) {
        throw new SetupException("number", "give a number or a FEN, not both");
      }
      try {
        Fen.read(fen, CastlingMode.CHESS960);
      } catch (NotationException e) {
        throw new SetupException("fen", e.getMessage());
      }
      out.put("fen", fen);
      return new Setup(key(), out);
    }
    String number = v.get("number");
    if (number.equalsIgnoreCase(RANDOM)) {
      out.put("number", Integer.toString(StartPosition.random().number())); // a secure draw
    } else {
      out.put("number", Integer.toString(number(number)));
    }
    return new Setup(key(), out);
  }

  private static int number(String text) {
    try {
      int n = Integer.parseInt(text);
      if (n >= 0 && n <= 959) {
        return n;
      }
    } catch (NumberFormatException e) {
      // said below
    }
    throw new SetupException("number", "expected 0 to 959 or " + RANDOM + ", found '" + text + "'");
  }

  @Override
  public Game newGame(Setup setup, Optional<TimeControl> timeControl) {
    Setups.requireOwn(this, setup);
    Optional<String> fen = setup.option("fen");
    ChessGame game =
        fen.isPresent()
            ? ChessGame.fromPosition(
                Fen.read(fen.get(), CastlingMode.CHESS960), CastlingMode.CHESS960)
            : ChessGame.chess960(number(setup.option("number").orElse("")));
    return new ChessPlay(this, setup, timeControl, game);
  }

  @Override
  public Game replay(PgnGame pgn) {
    return ChessReplay.replay(this, pgn);
  }

  /** Start position 518, the orthodox array; games draw one ({@link #setup}). */
  @Override
  public String startFen() {
    return StartPosition.of(StartPosition.ORTHODOX).xfen();
  }

  @Override
  public PerftPosition perftPosition(String fen) {
    return new ChessPerft(Fen.read(fen, CastlingMode.CHESS960), CastlingMode.CHESS960);
  }
}
