package org.arrocco.core.notation.sprint;

import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Square;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.San;
import org.arrocco.core.sprint.PlacementRules;
import org.arrocco.core.sprint.SprintPosition;

/**
 * Standard Algebraic Notation for Sprint ({@code shared/rules/sprint.md}, Records): board moves as
 * in chess, placements as crazyhouse drops ({@code N@f3}, {@code P@d4}; {@code @d4} is read as a
 * pawn), {@code --} for a pass after a timeout. The check and mate marks follow Sprint's rules: the
 * opponent's draw and its placements count when deciding mate.
 */
public final class SprintSan {
  private SprintSan() {}

  /** The SAN of a legal action of the side to move, with its {@code +} or {@code #} mark. */
  public static String write(SprintPosition s, int move) {
    if (move == Move.NONE) {
      return "--";
    }
    String core = core(s, move);
    boolean drawing = s.drawing();
    if (!s.deckKnown(s.sideToMove() ^ 1)) {
      s.setDrawing(false); // an analysis position with a secret deck: judge without the draw
    }
    s.make(move);
    String mark = "";
    if (s.board().inCheck()) {
      mark = s.generate(new MoveList()) == 0 ? "#" : "+";
    }
    s.unmake();
    s.setDrawing(drawing);
    return core + mark;
  }

  /** The SAN of a legal action without its check mark ({@code --} for a pass). */
  public static String withoutMarks(SprintPosition s, int move) {
    return move == Move.NONE ? "--" : core(s, move);
  }

  /**
   * The SAN without check marks: placements here, board moves by the orthodox {@link San} writer
   * (its marks dropped, since they ignore placements and draws).
   */
  static String core(SprintPosition s, int move) {
    if (Move.kind(move) == Move.DROP) {
      return Piece.typeLetter(Move.pieceType(move)) + "@" + Square.name(Move.to(move));
    }
    String san = San.write(s.board(), move);
    int end = san.length();
    while (end > 0 && (san.charAt(end - 1) == '+' || san.charAt(end - 1) == '#')) {
      end--;
    }
    return san.substring(0, end);
  }

  /**
   * Reads a SAN action of the side to move ({@code --} is {@link Move#NONE}, a pass). Board moves
   * go to the orthodox {@link San} reader, which also takes {@code 0-0}, long algebraic and UCI.
   *
   * @throws NotationException when the text is malformed or names no legal action; for a placement
   *     the message names the rule that forbids it
   */
  public static int read(SprintPosition s, String text) {
    String t = text.trim();
    while (!t.isEmpty() && "+#!?".indexOf(t.charAt(t.length() - 1)) >= 0) {
      t = t.substring(0, t.length() - 1);
    }
    if (t.equals("--")) {
      return Move.NONE;
    }
    int at = t.indexOf('@');
    if (at >= 0) {
      return readDrop(s, text, t, at);
    }
    return San.read(s.board(), t); // board moves: the forgiving orthodox reader
  }

  private static int readDrop(SprintPosition s, String text, String t, int at) {
    int type = Piece.PAWN; // sprint.md, Records: '@d4' is a pawn placement
    if (at == 1) {
      int p = Piece.fromLetter(Character.toUpperCase(t.charAt(0)));
      type = p < 0 ? 0 : Piece.type(p);
    }
    int sq = Square.parse(t.substring(at + 1));
    if (at > 1 || type < Piece.PAWN || type > Piece.QUEEN || sq == Square.NONE) {
      throw new NotationException(
          "", "'" + text + "' is not a placement (expected e.g. N@f3, P@d4 or @d4)");
    }
    String why = PlacementRules.refusal(s, type, sq);
    if (why != null) {
      throw new NotationException("", "'" + text + "': " + why);
    }
    return Move.drop(type, sq);
  }
}
