package org.arrocco.core.notation.tamerlane;

import static org.arrocco.core.tamerlane.TamerlaneSpec.ADVENTITIOUS_KING;
import static org.arrocco.core.tamerlane.TamerlaneSpec.BLACK_CITADEL;
import static org.arrocco.core.tamerlane.TamerlaneSpec.KING;
import static org.arrocco.core.tamerlane.TamerlaneSpec.PAWN_OF_PAWNS;
import static org.arrocco.core.tamerlane.TamerlaneSpec.PRINCE;
import static org.arrocco.core.tamerlane.TamerlaneSpec.WHITE_CITADEL;

import java.util.Locale;
import org.arrocco.core.generic.BoardGeometry;
import org.arrocco.core.generic.GameSpec;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.tamerlane.TamerlaneSpec;

/**
 * Reads and writes the Tamerlane FEN of shared/rules/tamerlane.md, "Position notation": {@code
 * <ranks> <side> <citadels> <options> <pp> <halfmove> <fullmove>}. Errors name the field.
 */
public final class TamerlaneFen {
  private static final String[] FIELDS = {
    "ranks", "side", "citadels", "options", "pp", "halfmove", "fullmove"
  };
  private static final GameSpec SPEC = TamerlaneSpec.SPEC;
  private static final BoardGeometry G = SPEC.geometry();

  private TamerlaneFen() {}

  private static NotationException error(int field, String problem) {
    return new NotationException("FEN field " + (field + 1) + " (" + FIELDS[field] + ")", problem);
  }

  /** Reads a Tamerlane FEN into a new position. */
  public static GenericPosition read(String fen) {
    String[] f = fen.trim().split("\\s+");
    if (fen.isBlank()) {
      throw new NotationException("FEN", "empty position");
    }
    if (f.length != 7) {
      throw new NotationException(
          "FEN",
          "expected 7 fields (ranks side citadels options pp halfmove fullmove), found "
              + f.length);
    }
    GenericPosition p = new GenericPosition(SPEC);
    readRanks(p, f[0]);
    switch (f[1]) {
      case "w" -> p.setSide(0);
      case "b" -> p.setSide(1);
      default -> throw error(1, "expected 'w' or 'b', found '" + f[1] + "'");
    }
    readCitadels(p, f[2]);
    readOptions(p, f[3]);
    readPawnOfPawns(p, f[4]);
    p.setClocks(number(f[5], 5, 0), number(f[6], 6, 1));
    // "Position notation": a king standing in the enemy citadel means the game has ended
    p.setEnded(
        p.piece(WHITE_CITADEL) == GameSpec.code(KING, 1)
            || p.piece(BLACK_CITADEL) == GameSpec.code(KING, 0));
    return p;
  }

  /**
   * Whether a character is one of the decimal digits 0-9 of the rules file ("runs of empty squares
   * are decimal numbers"); other scripts' digits, which Character.isDigit and Integer.parseInt
   * take, are not FEN.
   */
  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /** Whether a text is a whole number written with the digits 0-9 only (no sign). */
  private static boolean isNumber(String s) {
    if (s.isEmpty()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (!isDigit(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  private static int number(String s, int field, int min) {
    if (s.startsWith("-") && isNumber(s.substring(1))) {
      throw error(field, "out of range: " + s);
    }
    if (!isNumber(s)) {
      throw error(field, "not a number: '" + s + "'");
    }
    int v = s.length() > 6 ? Integer.MAX_VALUE : Integer.parseInt(s);
    if (v < min || v > 100000) {
      throw error(field, "out of range: " + s);
    }
    return v;
  }

  private static void readRanks(GenericPosition p, String s) {
    String[] ranks = s.split("/", -1);
    if (ranks.length != 10) {
      throw error(0, "expected 10 ranks separated by '/', found " + ranks.length);
    }
    for (int i = 0; i < 10; i++) {
      int rank = 9 - i;
      String r = ranks[i];
      int file = 0;
      int j = 0;
      while (j < r.length()) {
        char c = r.charAt(j);
        String where = "rank " + (rank + 1) + ", character " + (j + 1);
        if (isDigit(c)) {
          int k = j;
          while (k < r.length() && isDigit(r.charAt(k))) {
            k++;
          }
          int run = Integer.parseInt(r.substring(j, Math.min(k, j + 3)));
          if (run < 1 || run > 11 || r.charAt(j) == '0') {
            throw error(0, where + ": bad run of empty squares '" + r.substring(j, k) + "'");
          }
          file += run;
          j = k;
        } else {
          int len = (c == 'P' || c == 'p') ? 2 : 1;
          if (len == 2
              && (j + 1 >= r.length()
                  || TamerlaneSpec.PAWN_TYPES.indexOf(Character.toUpperCase(r.charAt(j + 1))) < 0
                  || Character.isUpperCase(r.charAt(j + 1)) != Character.isUpperCase(c))) {
            throw error(
                0,
                where
                    + ": a pawn without a type (P/p must be followed by its type"
                    + " letter in the same case, one of "
                    + TamerlaneSpec.PAWN_TYPES
                    + ")");
          }
          int code = code(r.substring(j, j + len));
          if (code < 0) {
            throw error(0, where + ": unknown piece '" + c + "'");
          }
          if (file >= 11) {
            throw error(0, "rank " + (rank + 1) + " has more than 11 squares");
          }
          int sq = G.square(file, rank);
          int kind = GameSpec.kindOf(code);
          int color = GameSpec.colorOf(code);
          if (SPEC.kind(kind).pawn() && kind != PAWN_OF_PAWNS && rank == SPEC.lastRank(color)) {
            throw error(
                0,
                where
                    + ": a "
                    + SPEC.kind(kind).name()
                    + " on its last rank ("
                    + G.name(sq)
                    + ") must already have promoted");
          }
          p.put(sq, code);
          file++;
          j += len;
        }
      }
      if (file != 11) {
        throw error(0, "rank " + (rank + 1) + " has " + file + " squares, expected 11");
      }
    }
  }

  /** The piece code of a symbol ({@code K}, {@code pn}), or -1. */
  static int code(String symbol) {
    String upper = symbol.toUpperCase(Locale.ROOT);
    int kind = SPEC.kindIndex(upper);
    if (kind < 0) {
      return -1;
    }
    boolean white = symbol.equals(upper);
    if (!white && !symbol.equals(symbol.toLowerCase(Locale.ROOT))) {
      return -1;
    }
    return GameSpec.code(kind, white ? 0 : 1);
  }

  private static void readCitadels(GenericPosition p, String s) {
    if (s.length() != 2) {
      throw error(
          2, "expected two characters (White's citadel l2, then Black's z9), found '" + s + "'");
    }
    for (int i = 0; i < 2; i++) {
      char c = s.charAt(i);
      if (c == '-') {
        continue;
      }
      int sq = i == 0 ? WHITE_CITADEL : BLACK_CITADEL;
      int code = code(String.valueOf(c));
      if (code < 0) {
        throw error(2, "unknown piece '" + c + "' in " + G.name(sq));
      }
      int kind = GameSpec.kindOf(code);
      int color = GameSpec.colorOf(code);
      boolean own = color == i;
      // "Citadels": only the adventitious king in its own citadel; royals in the enemy's
      boolean allowed =
          own
              ? kind == ADVENTITIOUS_KING
              : kind == KING || kind == PRINCE || kind == ADVENTITIOUS_KING;
      if (!allowed) {
        throw error(
            2,
            "'"
                + c
                + "' may not stand in "
                + G.name(sq)
                + " ("
                + (own
                    ? "only the adventitious king may stand in its own citadel"
                    : "only a king, prince or adventitious king may stand in the enemy citadel")
                + ")");
      }
      p.put(sq, code);
    }
  }

  private static void readOptions(GenericPosition p, String s) {
    if (s.equals("-")) {
      return;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      int idx = "SsXx".indexOf(c);
      if (idx < 0 || s.indexOf(c) != i) {
        throw error(3, "expected '-' or letters from S s X x (each once), found '" + s + "'");
      }
      p.setSpent(idx < 2, idx & 1, true);
    }
  }

  private static void readPawnOfPawns(GenericPosition p, String s) {
    String[] parts = s.split(":", -1);
    if (parts.length != 1 && parts.length != 3) {
      throw error(
          4, "expected two digits, optionally ':<white square>:<black square>', found '" + s + "'");
    }
    String d = parts[0];
    if (d.length() != 2
        || d.charAt(0) < '0'
        || d.charAt(0) > '3'
        || d.charAt(1) < '0'
        || d.charAt(1) > '3') {
      throw error(4, "expected two digits 0-3, found '" + d + "'");
    }
    p.setCounter(0, d.charAt(0) - '0');
    p.setCounter(1, d.charAt(1) - '0');
    int white = G.parse("a3");
    int black = G.parse("k8");
    if (parts.length == 3) {
      white = square(parts[1]);
      black = square(parts[2]);
      if (white < 0 || !G.isBoard(white) || black < 0 || !G.isBoard(black)) {
        throw error(4, "bad starting squares '" + parts[1] + ":" + parts[2] + "'");
      }
      // tamerlane.md, Promotion: the pawn of pawns goes back to its starting square from its last
      // rank, so a start on that rank would leave it there for good
      if (G.rank(white) == G.ranks() - 1 || G.rank(black) == 0) {
        throw error(
            4,
            "a pawn of pawns cannot start on its own last rank (rank "
                + (G.rank(white) == G.ranks() - 1 ? G.ranks() + " for White" : "1 for Black")
                + "): '"
                + parts[1]
                + ":"
                + parts[2]
                + "'");
      }
    }
    p.setAnchor(0, white);
    p.setAnchor(1, black);
  }

  /** The board square a name written with the digits 0-9 gives ({@code a3}, {@code k10}), or -1. */
  private static int square(String name) {
    return name.length() >= 2 && isNumber(name.substring(1)) ? G.parse(name) : -1;
  }

  /** Writes a position as a Tamerlane FEN. */
  public static String write(GenericPosition p) {
    StringBuilder sb = new StringBuilder();
    for (int rank = 9; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 11; file++) {
        int code = p.piece(G.square(file, rank));
        if (code == 0) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        sb.append(SPEC.symbol(code));
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (rank > 0) {
        sb.append('/');
      }
    }
    sb.append(p.side() == 0 ? " w " : " b ");
    for (int sq : new int[] {WHITE_CITADEL, BLACK_CITADEL}) {
      sb.append(p.piece(sq) == 0 ? "-" : SPEC.symbol(p.piece(sq)));
    }
    StringBuilder opt = new StringBuilder();
    if (p.swapSpent(0)) {
      opt.append('S');
    }
    if (p.swapSpent(1)) {
      opt.append('s');
    }
    if (p.rotationSpent(0)) {
      opt.append('X');
    }
    if (p.rotationSpent(1)) {
      opt.append('x');
    }
    sb.append(' ').append(opt.length() == 0 ? "-" : opt).append(' ');
    sb.append(Math.min(3, p.counter(0))).append(Math.min(3, p.counter(1)));
    if (p.anchor(0) != G.parse("a3") || p.anchor(1) != G.parse("k8")) {
      sb.append(':').append(G.name(p.anchor(0))).append(':').append(G.name(p.anchor(1)));
    }
    sb.append(' ').append(p.halfmoveClock()).append(' ').append(p.fullmoveNumber());
    return sb.toString();
  }
}
