package org.arrocco.core.variant;

import java.util.Map;
import java.util.Optional;
import org.arrocco.core.chess.ChessGame;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnReplay;

/**
 * Reads a chess or Chess960 PGN game into an untimed {@link Game} through {@link PgnReplay}: the
 * start from the tags (a Chess960 start by its number where it is one), the moves, and the end the
 * record gives where the moves did not end the game.
 */
final class ChessReplay {
  private ChessReplay() {}

  static Game replay(Variant variant, PgnGame pgn) {
    ChessGame rules = PgnReplay.replay(pgn);
    Map<String, String> options = SetupValues.resolved();
    // a game without a FEN tag starts from the orthodox array (PGN 9.7): no FEN to write and
    // compare
    // for each game of a collection
    String start =
        pgn.tag("FEN").isEmpty() ? OrthodoxVariant.START_FEN : Fen.write(rules.startPosition());
    boolean orthodoxStart = start.equals(OrthodoxVariant.START_FEN);
    if (variant == Chess960Variant.INSTANCE) {
      Optional<Integer> number = numberOf(start);
      if (number.isPresent()) {
        options.put("number", Integer.toString(number.get()));
      } else {
        options.put("fen", start);
      }
    } else if (!orthodoxStart) {
      options.put("fen", start);
    }
    ChessPlay game =
        new ChessPlay(
            variant,
            new Setup(variant.key(), options),
            Optional.empty(), // a record of moves: its TimeControl tag is read by PgnReplay
            rules);
    game.adoptReplay();
    return game;
  }

  /** The Chess960 number of a start array with its full castling rights, if it is one. */
  private static Optional<Integer> numberOf(String fen) {
    for (int n = 0; n < 960; n++) {
      if (StartPosition.of(n).xfen().equals(fen)) {
        return Optional.of(n);
      }
    }
    return Optional.empty();
  }
}
