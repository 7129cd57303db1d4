package org.arrocco.core.notation.tamerlane;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnExport;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnLine;
import org.arrocco.core.notation.PgnMove;
import org.arrocco.core.notation.PgnMoveException;
import org.arrocco.core.notation.PgnReader;
import org.arrocco.core.notation.PgnReplay;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.notation.PgnTimeControl;
import org.arrocco.core.notation.PgnVariantName;
import org.arrocco.core.notation.PgnWriter;
import org.arrocco.core.tamerlane.TamerlaneGame;
import org.arrocco.core.tamerlane.TamerlaneSetup;

/**
 * Tamerlane games in PGN: the shared PGN syntax layer ({@link PgnReader}, {@link PgnWriter}) with
 * {@code [Variant "Tamerlane"]}, {@code [SetUp "1"]} and {@code [FEN "..."]} (a Tamerlane FEN) for
 * a start other than the default array, and the moves in the SAN-like form of {@link
 * TamerlaneMoveNotation}. Reading replays the main line and checks every variation (RAV).
 */
public final class TamerlanePgn {
  /** The value of the Variant tag. */
  public static final String VARIANT = "Tamerlane";

  private TamerlanePgn() {}

  /**
   * A Tamerlane game read from PGN.
   *
   * @param game the game, with every move replayed
   * @param startFen the start position
   * @param result the result as recorded ({@code *}, or a draw by agreement, while the game is not
   *     over by rule)
   * @param tags the tags as read
   */
  public record Game(TamerlaneGame game, String startFen, String result, List<PgnTag> tags) {}

  /** Writes a game whose moves were played from {@code startFen}, with the tags given. */
  public static String write(TamerlaneGame game, String startFen, List<PgnTag> tags) {
    return PgnWriter.write(toPgn(game, startFen, tags, "*"));
  }

  /**
   * The game as a PGN game. {@code result} is used while the game is not over; once it is, its
   * outcome's result is written.
   */
  public static PgnGame toPgn(
      TamerlaneGame game, String startFen, List<PgnTag> tags, String result) {
    List<PgnTag> all = new ArrayList<>();
    for (PgnTag t : tags) {
      if (!List.of("Variant", "SetUp", "FEN").contains(t.name())) {
        all.add(t);
      }
    }
    all.add(new PgnTag("Variant", VARIANT));
    if (!startFen.equals(TamerlaneSetup.DEFAULT.fen())) {
      all.add(new PgnTag("SetUp", "1"));
      all.add(new PgnTag("FEN", startFen));
    }
    TamerlaneGame replay = new TamerlaneGame(TamerlaneFen.read(startFen));
    List<PgnMove> moves = new ArrayList<>();
    for (int m : game.moves()) {
      moves.add(PgnMove.of(TamerlaneMoveNotation.san(replay.generator(), m)));
      replay.play(m);
    }
    String written = game.outcome().map(o -> o.result().pgn()).orElse(result);
    PgnGame pgn = new PgnGame(all, PgnLine.of(moves), written, 0);
    if (game.isOver()) {
      // PGN 9.8.1, as for chess: time forfeit, a decision off the board, or normal
      pgn =
          pgn.withTag(
              "Termination", PgnExport.termination(game.outcome().get().termination(), tags));
    }
    return pgn;
  }

  /** Reads the first game of a PGN text. */
  public static Game read(String text) {
    PgnReader reader = new PgnReader(text);
    if (!reader.hasNext()) {
      throw new NotationException("PGN", "no game found");
    }
    return read(reader.next());
  }

  /**
   * Replays a PGN game as Tamerlane: the main line into the game, every variation (RAV) checked
   * from the position before the move it replaces. Errors name the tag, or the move: its place
   * (line, column), its move number and the position it was tried in.
   *
   * @throws PgnMoveException for a move that cannot be played, in the main line or a variation
   * @throws NotationException for a bad tag or a result the rules contradict
   */
  public static Game read(PgnGame pgn) {
    String variant = pgn.tag("Variant").orElse("");
    if (!PgnVariantName.TAMERLANE.contains(PgnVariantName.reduce(variant))) {
      throw new NotationException(
          "tag Variant", "expected \"Tamerlane\", found \"" + variant + "\"");
    }
    pgn.tag("TimeControl").ifPresent(PgnTimeControl::check);
    // PGN 9.7.1, as for chess: SetUp is "0" or "1", and "1" needs the FEN tag
    String fen = PgnReplay.setUpFen(pgn).orElse(TamerlaneSetup.DEFAULT.fen());
    GenericPosition start;
    try {
      start = TamerlaneFen.read(fen);
    } catch (NotationException e) {
      throw new NotationException("tag FEN, " + e.where(), e.problem());
    }
    TamerlaneGame game = new TamerlaneGame(start);
    for (PgnMove move : pgn.moves().moves()) {
      for (PgnLine variation : move.variations()) {
        checkVariation(game, variation);
      }
      game.play(parse(game, move));
    }
    PgnReplay.checkResultTag(pgn);
    var written = PgnReplay.writtenResult(pgn);
    if (!game.isOver() && written.isPresent()) {
      try {
        game.endAsRecorded(written.get(), PgnReplay.recordedEnd(pgn));
      } catch (IllegalArgumentException e) {
        throw new NotationException("tag Termination", e.getMessage());
      }
    }
    String status = game.outcome().map(o -> o.result().pgn()).orElse("*");
    if (!status.equals(pgn.result())) {
      throw new NotationException(
          "result",
          "the game ends "
              + game.outcome().map(Object::toString).orElse("*")
              + " by rule, but the PGN says "
              + pgn.result());
    }
    return new Game(game, fen, pgn.result(), pgn.tags());
  }

  /**
   * Plays a variation (PGN 8.2.5: it replaces the move it follows, so it starts from the position
   * before that move), its own variations first at each move, then takes its moves back: the game
   * is left as it was.
   *
   * @throws PgnMoveException for the first move that cannot be played
   */
  private static void checkVariation(TamerlaneGame game, PgnLine line) {
    int played = 0;
    for (PgnMove move : line.moves()) {
      for (PgnLine variation : move.variations()) {
        checkVariation(game, variation);
      }
      game.play(parse(game, move));
      played++;
    }
    for (; played > 0; played--) {
      game.undo();
    }
  }

  /**
   * The legal move written in the PGN.
   *
   * @throws PgnMoveException naming the place, the move number and the position (Tamerlane FEN)
   */
  private static int parse(TamerlaneGame game, PgnMove move) {
    try {
      return TamerlaneMoveNotation.parse(game.generator(), move.san());
    } catch (NotationException e) {
      GenericPosition p = game.position();
      String problem =
          game.isOver()
              ? "the game had already ended ("
                  + game.outcome().get().result().pgn()
                  + ", "
                  + game.outcome().get().termination().description()
                  + ")"
              : move.san().matches(".*[0-9](\\s*e\\.p\\.?|\\s+ep)")
                  // tamerlane.md: no en passant, so the sloppy chess mark 'e.p.' has no move here
                  ? "'e.p.' marks an en-passant capture, and Tamerlane has no en passant"
                  : e.problem();
      throw new PgnMoveException(
          move.where(),
          PgnMoveException.moveNumber(p.fullmoveNumber(), p.side() == 0),
          move.san(),
          TamerlaneFen.write(p),
          problem);
    }
  }
}
