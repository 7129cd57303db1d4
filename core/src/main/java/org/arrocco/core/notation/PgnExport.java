package org.arrocco.core.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.ChessGame;
import org.arrocco.core.chess.Position;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.core.game.Termination;

/**
 * Turns a {@link ChessGame} into a {@link PgnGame}: strict SAN moves, the result from the game's
 * outcome ({@code *} while it runs), {@code Termination} ({@code time forfeit} for a flag fall,
 * {@code normal} for any other end), and the tags that say where it started: {@code Variant
 * "Chess960"} for Chess960 and {@code SetUp "1"} with {@code FEN} (X-FEN) for any start but the
 * orthodox one (PGN 9.7; rules/orthodox-and-960.md, Chess960).
 */
public final class PgnExport {
  private PgnExport() {}

  /**
   * The PGN of a game with the given tags, kept in their order; the tags this class writes (Result,
   * Termination, Variant, SetUp, FEN) are set from the game, replacing any given.
   */
  public static PgnGame of(ChessGame game, List<PgnTag> tags) {
    return of(game, tags, SanLetters.ENGLISH);
  }

  /**
   * Like {@link #of(ChessGame, List)}, the moves written with the given piece letters: Italian for
   * an Italian interface's display (rules/orthodox-and-960.md, Notation); PGN files use English.
   */
  public static PgnGame of(ChessGame game, List<PgnTag> tags, SanLetters letters) {
    List<PgnTag> kept = new ArrayList<>();
    for (PgnTag t : tags) {
      if (!List.of("Variant", "SetUp", "FEN").contains(t.name())) {
        kept.add(t);
      }
    }
    List<PgnMove> moves = new ArrayList<>();
    Position p = game.startPosition();
    for (int move : game.moves()) {
      moves.add(PgnMove.of(San.write(p, move, letters)));
      p.make(move);
    }
    String result = game.outcome().map(o -> o.result().pgn()).orElse("*");
    PgnGame pgn = new PgnGame(kept, PgnLine.of(moves), result, 0).withTag("Result", result);
    if (game.isOver()) {
      // PGN 9.8.1: how the game ended, as far as the standard's values say it.
      pgn = pgn.withTag("Termination", termination(game.outcome().get().termination(), tags));
    }
    String startFen = Fen.write(game.startPosition());
    boolean chess960 = game.castlingMode() == CastlingMode.CHESS960;
    if (chess960) {
      pgn = pgn.withTag("Variant", "Chess960");
    }
    if (chess960 || !startFen.equals(StartPosition.of(StartPosition.ORTHODOX).xfen())) {
      pgn = pgn.withTag("SetUp", "1").withTag("FEN", startFen);
    }
    return pgn;
  }

  /**
   * The Termination value (PGN 9.8.1) for how a game ended, for every variant's PGN: {@code time
   * forfeit} for a flag fall, for a decision off the board the value the given tags name for it
   * ("rules infraction", "abandoned", ...) or else "adjudication", {@code normal} for any other
   * end.
   */
  public static String termination(Termination how, List<PgnTag> tags) {
    return switch (how) {
      case FLAG_FALL -> "time forfeit";
      case ARBITER_DECISION ->
          tags.stream()
              .filter(t -> t.name().equals("Termination"))
              .map(t -> t.value().trim())
              .filter(v -> PgnReplay.OFF_THE_BOARD.contains(v.toLowerCase(Locale.ROOT)))
              .findFirst()
              .orElse("adjudication");
      default -> "normal";
    };
  }
}
