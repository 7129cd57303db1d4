package org.arrocco.core.variant;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.ChessGame;
import org.arrocco.core.clock.TimeControl;
import org.arrocco.core.game.Language;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnVariantName;
import org.arrocco.core.perft.ChessPerft;
import org.arrocco.core.perft.PerftPosition;

/**
 * Orthodox chess by the FIDE Laws (key {@code chess}): from the standard array, or from a position
 * given as a FEN (option {@code fen}; castling rights only with king and rook on their squares).
 */
public final class OrthodoxVariant implements Variant {
  /** The one instance. */
  public static final OrthodoxVariant INSTANCE = new OrthodoxVariant();

  /** The orthodox start position (FIDE Laws 2.3). */
  public static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  /**
   * The Variant tags of orthodox games as other programs write them, reduced ({@link
   * Variants#pgnKey}): lichess ("Standard", "From Position"), TCEC and others ("normal"), cutechess
   * ("standard"), pychess ("chess"), and no tag at all.
   */
  private static final Set<String> PGN_NAMES = PgnVariantName.ORTHODOX;

  private static final List<SetupOption> OPTIONS =
      List.of(
          new SetupOption(
              "fen", "start position (FEN)", "posizione iniziale (FEN)", List.of(), ""));

  private OrthodoxVariant() {}

  @Override
  public String key() {
    return "chess";
  }

  @Override
  public String name(Language language) {
    return language == Language.ITALIAN ? "Scacchi" : "Chess";
  }

  @Override
  public String pgnName() {
    return "Standard";
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
      try {
        Fen.read(fen, CastlingMode.ORTHODOX);
      } catch (NotationException e) {
        throw new SetupException("fen", e.getMessage());
      }
      out.put("fen", fen);
    }
    return new Setup(key(), out);
  }

  @Override
  public Game newGame(Setup setup, Optional<TimeControl> timeControl) {
    Setups.requireOwn(this, setup);
    String fen = setup.option("fen").orElse("");
    ChessGame game =
        fen.isEmpty()
            ? ChessGame.standard()
            : ChessGame.fromPosition(Fen.read(fen, CastlingMode.ORTHODOX), CastlingMode.ORTHODOX);
    return new ChessPlay(this, setup, timeControl, game);
  }

  @Override
  public Game replay(PgnGame pgn) {
    return ChessReplay.replay(this, pgn);
  }

  @Override
  public String startFen() {
    return START_FEN;
  }

  @Override
  public PerftPosition perftPosition(String fen) {
    return new ChessPerft(Fen.read(fen, CastlingMode.ORTHODOX), CastlingMode.ORTHODOX);
  }
}
