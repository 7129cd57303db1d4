package org.arrocco.core.notation;

import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Square;

/**
 * A move in SAN or a sloppy form, taken apart but not yet matched against a position: castling
 * ({@code 1} short, {@code -1} long, 0 none), the piece type named (0 when none), the from-file and
 * from-rank hints (-1 when absent), the target square and the promotion type (0 when none).
 */
record SanText(
    int castling, int type, int fromFile, int fromRank, int to, int promotion, boolean enPassant) {
  /** The from-square when both file and rank were given, else {@link Square#NONE}. */
  int fromSquare() {
    return fromFile >= 0 && fromRank >= 0 ? Square.of(fromFile, fromRank) : Square.NONE;
  }

  /** Unicode chess figurines, White's then Black's (king, queen, rook, bishop, knight, pawn). */
  private static final String FIGURINES =
      "\u2654\u2655\u2656\u2657\u2658\u2659" + "\u265A\u265B\u265C\u265D\u265E\u265F";

  /**
   * Takes a move apart: SAN ({@code Nf3}, {@code exd5}, {@code e8=Q}, {@code O-O}), or a sloppy
   * form (UCI {@code e2e4}, {@code Ng1-f3}, {@code e8Q}, {@code e8/Q}, {@code e8(Q)}, {@code 0-0},
   * an en-passant mark {@code e.p.} or {@code ep} after the move, before or after its check sign;
   * orthodox-and-960.md, Notation: sloppy forms are accepted on input). Read from its end: the
   * promotion, the target square, then before it in this order a piece letter, a from-file, a
   * from-rank and a capture or move sign, each at most once.
   */
  static SanText parse(String text, SanLetters letters) {
    String s = withoutMarks(figurinesToLetters(text.strip(), letters));
    int mark = enPassantMarkStart(s); // before or after the check: exd6 e.p.+, d5e6ep+
    boolean enPassant = mark >= 0;
    if (enPassant) {
      s = s.substring(0, mark).strip();
    }
    s = withoutMarks(s);
    if (s.isEmpty()) {
      throw new NotationException("", "'" + text + "' is not a move (empty)");
    }
    if (isNullMove(s)) {
      throw new NotationException("", "'" + text + "' is a null move (a pass), not a chess move");
    }
    String c = s.replace('0', 'O').replace('o', 'O');
    if (c.equals("O-O") || c.equals("O-O-O")) {
      return new SanText(c.length() == 3 ? 1 : -1, 0, -1, -1, Square.NONE, 0, enPassant);
    }
    int end = s.length();
    char promoted = 0; // e8=Q, e8Q, e8/Q; e8(Q)
    if (end >= 3 && s.charAt(end - 1) == ')' && s.charAt(end - 3) == '(') {
      promoted = s.charAt(end - 2);
      end -= 3;
    } else if (end >= 1 && isLetter(s.charAt(end - 1))) {
      promoted = s.charAt(end - 1);
      end -= end >= 2 && (s.charAt(end - 2) == '=' || s.charAt(end - 2) == '/') ? 2 : 1;
    }
    if (promoted != 0 && !isLetter(promoted) || end < 2 || !isSquare(s, end - 2)) {
      throw notAMove(text);
    }
    int to = Square.parse(s.substring(end - 2, end));
    int p = end - 2;
    if (p > 0 && "x:-".indexOf(s.charAt(p - 1)) >= 0) {
      p--;
    }
    int rank = p > 0 && s.charAt(p - 1) >= '1' && s.charAt(p - 1) <= '8' ? s.charAt(--p) - '1' : -1;
    int file = p > 0 && s.charAt(p - 1) >= 'a' && s.charAt(p - 1) <= 'h' ? s.charAt(--p) - 'a' : -1;
    char named = p > 0 && s.charAt(p - 1) >= 'A' && s.charAt(p - 1) <= 'Z' ? s.charAt(--p) : 0;
    if (p > 0) {
      throw notAMove(text);
    }
    int type = 0;
    if (named != 0) {
      type = letters.type(named);
      if (type == 0) {
        throw new NotationException(
            "", "'" + text + "': '" + named + "' is not a piece letter (" + known(letters) + ")");
      }
    }
    int promotion = promoted == 0 ? 0 : promotion(text, String.valueOf(promoted), letters);
    return new SanText(0, type, file, rank, to, promotion, enPassant);
  }

  /** Whether {@code s} is a null move as ChessBase and other annotating programs write it. */
  static boolean isNullMove(String s) {
    return s.equals("--") || s.equals("Z0");
  }

  private static NotationException notAMove(String text) {
    return new NotationException(
        "",
        "'"
            + text
            + "' is not a move (expected SAN such as Nf3, exd5, e8=Q, O-O, or UCI such as e2e4)");
  }

  private static boolean isLetter(char ch) {
    return ch >= 'A' && ch <= 'Z' || ch >= 'a' && ch <= 'z';
  }

  /** Whether a square, {@code a1} to {@code h8}, stands at {@code i} in {@code s}. */
  private static boolean isSquare(String s, int i) {
    return s.charAt(i) >= 'a'
        && s.charAt(i) <= 'h'
        && s.charAt(i + 1) >= '1'
        && s.charAt(i + 1) <= '8';
  }

  /**
   * Where a trailing en-passant mark as written in sloppy input starts ({@code e.p.}, {@code e.p}
   * or {@code ep}, right after a rank digit or a check or annotation mark, or after a space), or -1
   * when there is none.
   */
  private static int enPassantMarkStart(String s) {
    int k = s.endsWith("e.p.") ? s.length() - 4 : s.endsWith("e.p") ? s.length() - 3 : -1;
    if (k < 0) {
      k = s.endsWith("ep") ? s.length() - 2 : -1;
    }
    if (k <= 0) {
      return -1;
    }
    char before = s.charAt(k - 1);
    if (Character.isWhitespace(before)) {
      int j = k - 1;
      while (j > 0 && Character.isWhitespace(s.charAt(j - 1))) {
        j--;
      }
      return j; // any space before the mark will do: the text before it is stripped
    }
    return "12345678+#!?".indexOf(before) >= 0 ? k : -1;
  }

  /**
   * {@code s} without its trailing check, mate and annotation marks (not needed to find a move).
   */
  private static String withoutMarks(String s) {
    int end = s.length();
    while (end > 0 && "+#!?".indexOf(s.charAt(end - 1)) >= 0) {
      end--;
    }
    return s.substring(0, end);
  }

  /** The piece type a pawn promotes to, named by {@code letter}: Q, R, B or N (FIDE 3.7.3.3). */
  private static int promotion(String text, String letter, SanLetters letters) {
    int promotion = letters.type(Character.toUpperCase(letter.charAt(0)));
    if (promotion < Piece.KNIGHT || promotion > Piece.QUEEN) {
      throw new NotationException(
          "",
          "'"
              + text
              + "': a pawn promotes to "
              + letters.letter(Piece.QUEEN)
              + ", "
              + letters.letter(Piece.ROOK)
              + ", "
              + letters.letter(Piece.BISHOP)
              + " or "
              + letters.letter(Piece.KNIGHT)
              + ", not '"
              + letter
              + "'");
    }
    return promotion;
  }

  /** Replaces Unicode figurines ({@code \u2658f3}) by the letters in use ({@code Nf3}). */
  private static String figurinesToLetters(String s, SanLetters letters) {
    int i0 = 0;
    while (i0 < s.length() && s.charAt(i0) < 128) {
      i0++;
    }
    if (i0 == s.length()) {
      return s; // plain letters, as nearly every move of a file: nothing to copy
    }
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      int f = FIGURINES.indexOf(s.charAt(i));
      if (f < 0) {
        sb.append(s.charAt(i));
      } else {
        int type = Piece.KING - f % 6; // king, queen, rook, bishop, knight, pawn
        if (type != Piece.PAWN) {
          sb.append(letters.letter(type));
        }
      }
    }
    return sb.toString();
  }

  private static String known(SanLetters letters) {
    StringBuilder sb = new StringBuilder("expected ");
    for (int t = Piece.KING; t >= Piece.KNIGHT; t--) {
      sb.append(letters.letter(t)).append(t > Piece.KNIGHT ? " " : "");
    }
    return sb.toString();
  }
}
