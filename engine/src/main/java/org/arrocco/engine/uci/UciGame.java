package org.arrocco.engine.uci;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.variant.Game;
import org.arrocco.core.variant.IllegalActionException;
import org.arrocco.core.variant.PlayedMove;
import org.arrocco.core.variant.SetupException;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;
import org.arrocco.engine.Engine;

/**
 * The game a GUI's {@code position} commands set up, kept between them through the variant door
 * ({@link Variant#setup}, {@link Variant#newGame}, {@link Game#play}): the rules of every variant
 * check the position and each move. A {@code position} that extends the last one (same variant,
 * same start, the old moves first) plays only its new moves. For orthodox chess and Chess960 the
 * {@link Engine}'s position is kept in step, move by move. A refused position leaves everything as
 * it was. Scacchi Sprint's start is only ever given as a full deal ({@code position fen}, a Sprint
 * FEN with both decks): {@code startpos} would hide the deal, which the rules need to draw tiles.
 */
final class UciGame {
  private final Engine engine;
  private Variant variant;
  private String fen;
  private final List<String> moves = new ArrayList<>();
  private Game game;
  private int engineMoves;

  /** Orthodox chess from its start. */
  UciGame(Engine engine) {
    this.engine = engine;
    reset(Variants.CHESS);
  }

  /** The variant's start ({@code startpos}); for Sprint no position until a full deal comes. */
  void reset(Variant v) {
    variant = v;
    fen = null;
    moves.clear();
    game = v == Variants.SPRINT ? null : newGame(v, null);
    if (game != null) {
      syncEngine(true);
    }
  }

  Variant variant() {
    return variant;
  }

  /** The game now, empty before a Sprint deal was given. */
  Optional<Game> game() {
    return Optional.ofNullable(game);
  }

  /** Whether the engine's own search (orthodox chess, Chess960) plays this variant. */
  boolean chess() {
    return variant == Variants.CHESS || variant == Variants.CHESS960;
  }

  CastlingMode mode() {
    return variant == Variants.CHESS960 ? CastlingMode.CHESS960 : CastlingMode.ORTHODOX;
  }

  /**
   * Sets the game to {@code v} from {@code fen} ({@code null}: {@code startpos}) with {@code
   * played} after it.
   *
   * @return how many moves were played now (only the new ones when the position extends the last)
   * @throws UciException naming the field or the move (by number and text) that is refused
   */
  int set(Variant v, String startFen, List<String> played) {
    if (v == Variants.SPRINT && startFen == null) {
      throw new UciException(
          "position startpos: a Sprint deal is hidden and startpos cannot give it; send 'position"
              + " fen <Sprint FEN with both decks>' (docs/engine.md)");
    }
    boolean extending =
        game != null
            && v == variant
            && Objects.equals(startFen, fen)
            && played.size() >= moves.size()
            && played.subList(0, moves.size()).equals(moves);
    Variant oldVariant = variant;
    String oldFen = fen;
    List<String> oldMoves = List.copyOf(moves);
    Game oldGame = game;
    if (!extending) {
      Game fresh = newGame(v, startFen);
      variant = v;
      fen = startFen;
      moves.clear();
      game = fresh;
      engineMoves = -1;
    }
    int from = moves.size();
    try {
      for (int i = from; i < played.size(); i++) {
        play(played.get(i), i + 1);
        moves.add(played.get(i));
      }
    } catch (UciException e) {
      variant = oldVariant;
      fen = oldFen;
      moves.clear();
      if (extending || oldGame == null) {
        game = oldGame == null ? null : replay(oldVariant, oldFen, oldMoves);
      } else {
        game = oldGame;
        moves.addAll(oldMoves);
      }
      if (game != null) {
        syncEngine(true);
      }
      throw e;
    }
    if (chess()) {
      syncEngine(!extending);
    }
    return played.size() - from;
  }

  private Game replay(Variant v, String startFen, List<String> played) {
    Game g = newGame(v, startFen);
    game = g;
    for (int i = 0; i < played.size(); i++) {
      play(played.get(i), i + 1);
      moves.add(played.get(i));
    }
    return g;
  }

  private void play(String text, int number) {
    try {
      if (text.equals(PlayedMove.PASS_UCI)) {
        if (variant != Variants.SPRINT) {
          throw new UciException(
              "position: move " + number + " '0000': a null move is only a Sprint pass");
        }
        game.passAsRecorded(0);
      } else {
        game.play(text, 0);
      }
    } catch (IllegalActionException | IllegalArgumentException e) {
      throw new UciException("position: move " + number + " '" + text + "': " + e.getMessage());
    }
  }

  private static Game newGame(Variant v, String startFen) {
    Map<String, String> options;
    if (startFen != null) {
      options = Map.of("fen", startFen);
    } else if (v == Variants.CHESS960) {
      options = Map.of("number", "518"); // startpos: the orthodox array
    } else {
      options = Map.of();
    }
    try {
      return v.newGame(v.setup(options), Optional.empty());
    } catch (SetupException e) {
      throw new UciException("position fen: " + e.getMessage());
    }
  }

  /** Gives the engine the game's moves it does not have yet (all of them when {@code fresh}). */
  private void syncEngine(boolean fresh) {
    if (!chess()) {
      return;
    }
    List<PlayedMove> played = game.moves();
    if (fresh || engineMoves < 0) {
      String start = fen != null ? fen : variant.startFen();
      engine.setPosition(Fen.read(start, mode()), new int[0]);
      engineMoves = 0;
    }
    for (int i = engineMoves; i < played.size(); i++) {
      engine.play(UciMove.read(played.get(i).uci(), engine.position(), mode()));
    }
    engineMoves = played.size();
  }
}
