package org.arrocco.core.notation.tamerlane;

import static org.arrocco.core.tamerlane.TamerlaneSpec.PAWN_OF_PAWNS;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.arrocco.core.generic.BoardGeometry;
import org.arrocco.core.generic.GameSpec;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.generic.Move;
import org.arrocco.core.generic.MoveGenerator;
import org.arrocco.core.notation.CoordinateMove;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.tamerlane.TamerlaneSpec;

/**
 * Tamerlane moves in writing (docs/tamerlane-notation.md): the coordinate form for engines and
 * files ({@code e3e4}, {@code k2l2}, a swap {@code f2e5}, a replacement {@code b10e5}, a citadel
 * exchange {@code a9z9f5}) and a SAN-like form for people ({@code Ne4}, {@code dxe5}, {@code
 * f10=N}, {@code K:Ve5}, {@code PP:e5}, {@code Kz9:He5}). Reading accepts both.
 */
public final class TamerlaneMoveNotation {
  private static final GameSpec SPEC = TamerlaneSpec.SPEC;
  private static final BoardGeometry G = SPEC.geometry();

  /**
   * The shape of every form a move may be read in (docs/tamerlane-notation.md, Moves), without the
   * check signs: coordinate, long, SAN-like with its promotion or transfer square, swap,
   * replacement and citadel exchange. A text of another shape is no move at all.
   */
  private static final Pattern SHAPE =
      Pattern.compile(
          ("S S S?"
                  + "|L? (?:[a-k]|10|[1-9]|S)? x? S (?:=(?:L|S))? (?::Y S)? (?:=S)?"
                  + "|K:Y S|PP:S")
              .replace("S", "(?:[a-k](?:10|[1-9])|l2|z9)")
              .replace("Y", "(?:L|P[LP])") // a partner: a piece, or a pawn of a type (PN, PP)
              .replace("L", "[KHAGVZTNRECW]")
              .replace(" ", ""));

  private TamerlaneMoveNotation() {}

  /** Whether a text without its check signs has the shape of some form of a move. */
  static boolean hasMoveShape(String t) {
    return SHAPE.matcher(t).matches();
  }

  /** The coordinate form of a legal move in the generator's position. */
  public static String coordinate(GenericPosition p, int move) {
    return CoordinateMove.write(p, move);
  }

  /** The SAN-like form of a legal move, with {@code +} or {@code #} when it applies. */
  public static String san(MoveGenerator gen, int move) {
    GenericPosition p = gen.position();
    int[] legal = new int[MoveGenerator.MAX_MOVES];
    int n = gen.legalMoves(legal);
    StringBuilder sb = new StringBuilder(bareSan(p, move, legal, n));
    int transfer = transferSquare(p, move);
    if (transfer >= 0) {
      sb.append('=').append(G.name(transfer));
    }
    p.make(move);
    int[] after = new int[MoveGenerator.MAX_MOVES];
    if (!p.ended()) {
      if (gen.legalMoves(after) == 0) {
        sb.append('#');
      } else if (gen.inCheck()) {
        sb.append('+');
      }
    }
    p.unmake(move);
    return sb.toString();
  }

  private static String letter(int code) {
    return SPEC.kind(GameSpec.kindOf(code)).symbol();
  }

  private static String bareSan(GenericPosition p, int move, int[] legal, int n) {
    int from = Move.from(move);
    int to = Move.to(move);
    int code = p.piece(from);
    switch (Move.kind(move)) {
      case Move.SWAP:
        return "K:" + letter(p.piece(to)) + G.name(to);
      case Move.REPLACE:
        return "PP:" + G.name(to);
      case Move.ROTATE:
        return letter(code)
            + disambiguation(p, move, legal, n)
            + G.name(to)
            + ":"
            + letter(p.piece(Move.aux(move)))
            + G.name(Move.aux(move));
      default:
        break;
    }
    boolean capture = p.piece(to) != 0;
    StringBuilder sb = new StringBuilder();
    if (p.isPawn(code)) {
      if (capture) {
        sb.append(G.name(from).charAt(0)).append('x');
      }
      sb.append(G.name(to));
      if (Move.kind(move) == Move.PROMOTION
          || (Move.kind(move) == Move.COUNTED_ARRIVAL && Move.aux(move) != code)) {
        sb.append('=').append(letter(Move.aux(move)));
      }
      return sb.toString();
    }
    sb.append(letter(code)).append(disambiguation(p, move, legal, n));
    if (capture) {
      sb.append('x');
    }
    return sb.append(G.name(to)).toString();
  }

  /** SAN disambiguation among legal moves of the same kind of piece to the same square. */
  private static String disambiguation(GenericPosition p, int move, int[] legal, int n) {
    int from = Move.from(move);
    boolean clash = false;
    boolean fileClash = false;
    boolean rankClash = false;
    String fromName = G.name(from);
    for (int i = 0; i < n; i++) {
      int m = legal[i];
      int f = Move.from(m);
      if (f != from
          && Move.to(m) == Move.to(move)
          && Move.kind(m) == Move.kind(move)
          && p.piece(f) == p.piece(from)) {
        clash = true;
        String name = G.name(f);
        fileClash |= name.charAt(0) == fromName.charAt(0);
        rankClash |= name.substring(1).equals(fromName.substring(1));
      }
    }
    if (!clash) {
      return "";
    }
    if (!fileClash) {
      return fromName.substring(0, 1);
    }
    if (!rankClash) {
      return fromName.substring(1);
    }
    return fromName;
  }

  /**
   * The square the side's pawn of pawns is carried to by this move as an automatic effect (second
   * arrival, or a blocked transfer completed), or -1; not when the pawn of pawns steps onto its
   * starting square by its own move.
   */
  static int transferSquare(GenericPosition p, int move) {
    int us = p.side();
    int pp = GameSpec.code(PAWN_OF_PAWNS, us);
    int home = p.anchor(us);
    if (home < 0 || p.piece(home) == pp) {
      return -1;
    }
    p.make(move);
    boolean carried = p.lastMoveHadEffect() && p.piece(home) == pp;
    p.unmake(move);
    return carried ? home : -1;
  }

  /**
   * Reads a move in coordinate or SAN-like form and returns the legal move it names.
   *
   * @throws NotationException naming the move when it is malformed, illegal or ambiguous
   */
  public static int parse(MoveGenerator gen, String text) {
    String t = text.strip();
    while (!t.isEmpty() && "+#!?".indexOf(t.charAt(t.length() - 1)) >= 0) {
      t = t.substring(0, t.length() - 1);
    }
    if (t.isEmpty()) {
      throw new NotationException("move '" + text + "'", "empty move");
    }
    GenericPosition p = gen.position();
    int[] legal = new int[MoveGenerator.MAX_MOVES];
    int n = gen.legalMoves(legal);
    List<Integer> loose = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int m = legal[i];
      if (!t.contains(G.name(Move.to(m)))) {
        continue; // every form of a move names its target square
      }
      if (coordinate(p, m).equals(t)) {
        return m;
      }
      String san = bareSan(p, m, legal, n);
      int transfer = transferSquare(p, m);
      String full = transfer >= 0 ? san + "=" + G.name(transfer) : san;
      if (full.equals(t)) {
        return m;
      }
      if (san.equals(t)
          || withoutPromotion(san).equals(t)
          || longForm(p, m).equals(t)
          || disambiguatedForms(p, m, transfer).contains(t)) {
        loose.add(m);
      }
    }
    if (loose.size() == 1) {
      return loose.get(0);
    }
    if (loose.size() > 1) {
      List<String> candidates = new ArrayList<>();
      for (int m : loose) {
        candidates.add(san(gen, m));
      }
      throw new NotationException(
          "move '" + text + "'", "ambiguous: it could be " + String.join(" or ", candidates));
    }
    if (n == 0) {
      throw new NotationException("move '" + text + "'", "the game is over: no legal moves");
    }
    if (!hasMoveShape(t)) {
      throw new NotationException(
          "move '" + text + "'",
          "not a move: expected a coordinate form such as e3e4, or a SAN-like form such as Nd1,"
              + " exf4, c10=N, K:Nb1, PP:e5 or Kz9:Hf5 (docs/tamerlane-notation.md)");
    }
    throw new NotationException("move '" + text + "'", "not a legal move in this position");
  }

  /**
   * The SAN-like forms of a piece's move with each disambiguation, needed or not: none, the from
   * file, the from rank, the whole from square ({@code Nc4}, {@code Nbc4}, {@code N2c4}, {@code
   * Nb2c4}), each also with the pawn of pawns' transfer square when the move carries it; none for a
   * pawn, a swap or a replacement (docs/tamerlane-notation.md, SAN-like form).
   */
  private static List<String> disambiguatedForms(GenericPosition p, int m, int transfer) {
    int from = Move.from(m);
    int to = Move.to(m);
    int code = p.piece(from);
    int kind = Move.kind(m);
    if (p.isPawn(code) || kind == Move.SWAP || kind == Move.REPLACE) {
      return List.of();
    }
    String fromName = G.name(from);
    String target =
        kind == Move.ROTATE
            ? G.name(to) + ":" + letter(p.piece(Move.aux(m))) + G.name(Move.aux(m))
            : (p.piece(to) != 0 ? "x" : "") + G.name(to);
    List<String> forms = new ArrayList<>();
    for (String d : new String[] {"", fromName.substring(0, 1), fromName.substring(1), fromName}) {
      String form = letter(code) + d + target;
      forms.add(form);
      if (transfer >= 0) {
        forms.add(form + "=" + G.name(transfer));
      }
    }
    return forms;
  }

  /** The long form: piece letter (none for a pawn), from square, {@code x} on a capture, to. */
  private static String longForm(GenericPosition p, int m) {
    int code = p.piece(Move.from(m));
    int kind = Move.kind(m);
    if (kind == Move.SWAP || kind == Move.REPLACE || kind == Move.ROTATE) {
      return "";
    }
    return (p.isPawn(code) ? "" : letter(code))
        + G.name(Move.from(m))
        + (p.piece(Move.to(m)) != 0 ? "x" : "")
        + G.name(Move.to(m));
  }

  private static String withoutPromotion(String san) {
    int i = san.indexOf('=');
    return i < 0 ? san : san.substring(0, i);
  }
}
