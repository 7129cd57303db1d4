package org.arrocco.core.notation.sprint;

import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;
import org.arrocco.core.chess.Square;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.UciMove;
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
    String core = core(s, move, new MoveList());
    s.make(move);
    String mark = "";
    if (s.board().inCheck()) {
      mark = s.countLegal(new MoveList()) == 0 ? "#" : "+";
    }
    s.unmake();
    return core + mark;
  }

  /** The SAN of a legal action without its check mark ({@code --} for a pass). */
  public static String withoutMarks(SprintPosition s, int move) {
    return move == Move.NONE ? "--" : core(s, move, new MoveList());
  }

  /** The SAN without check marks. {@code scratch} is overwritten. */
  static String core(SprintPosition s, int move, MoveList scratch) {
    int to = Move.to(move);
    switch (Move.kind(move)) {
      case Move.DROP:
        return Piece.typeLetter(Move.pieceType(move)) + "@" + Square.name(to);
      case Move.CASTLING:
        return to > Move.from(move) ? "O-O" : "O-O-O";
      default:
        break;
    }
    Position b = s.board();
    int from = Move.from(move);
    int type = Piece.type(b.pieceAt(from));
    boolean capture = b.pieceAt(to) != 0 || Move.kind(move) == Move.EN_PASSANT;
    StringBuilder sb = new StringBuilder();
    if (type == Piece.PAWN) {
      if (capture) {
        sb.append((char) ('a' + Square.file(from))).append('x');
      }
      sb.append(Square.name(to));
      if (Move.kind(move) == Move.PROMOTION) {
        sb.append('=').append(Piece.typeLetter(Move.pieceType(move)));
      }
      return sb.toString();
    }
    sb.append(Piece.typeLetter(type));
    if (type != Piece.KING) {
      sb.append(disambiguation(s, move, type, scratch));
    }
    if (capture) {
      sb.append('x');
    }
    return sb.append(Square.name(to)).toString();
  }

  private static String disambiguation(SprintPosition s, int move, int type, MoveList scratch) {
    Position b = s.board();
    int from = Move.from(move);
    int to = Move.to(move);
    boolean other = false;
    boolean sameFile = false;
    boolean sameRank = false;
    s.generate(scratch);
    for (int i = 0; i < scratch.size(); i++) {
      int m = scratch.get(i);
      int f = Move.from(m);
      if (m == move || Move.kind(m) != Move.NORMAL || Move.to(m) != to || f == from) {
        continue;
      }
      if (Piece.type(b.pieceAt(f)) == type) {
        other = true;
        sameFile |= Square.file(f) == Square.file(from);
        sameRank |= Square.rank(f) == Square.rank(from);
      }
    }
    if (!other) {
      return "";
    }
    if (!sameFile) {
      return String.valueOf((char) ('a' + Square.file(from)));
    }
    if (!sameRank) {
      return String.valueOf((char) ('1' + Square.rank(from)));
    }
    return Square.name(from);
  }

  /**
   * Reads a SAN action of the side to move ({@code --} is {@link Move#NONE}, a pass). UCI forms
   * ({@code e2e4}, {@code N@f3}) are accepted too.
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
    if (t.startsWith("0-0")) {
      t = t.replace('0', 'O');
    }
    MoveList legal = new MoveList();
    MoveList scratch = new MoveList();
    s.generate(legal);
    for (int i = 0; i < legal.size(); i++) {
      int m = legal.get(i);
      if (Move.kind(m) != Move.DROP && core(s, m, scratch).equals(t)) {
        return m;
      }
    }
    if (t.length() >= 4 && Character.isLowerCase(t.charAt(0)) && Character.isDigit(t.charAt(1))) {
      try {
        return UciMove.read(t, s.board(), CastlingMode.ORTHODOX);
      } catch (NotationException e) {
        // fall through to the SAN message
      }
    }
    throw new NotationException("", "'" + text + "' is not a legal move here");
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
