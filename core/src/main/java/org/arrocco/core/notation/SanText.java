package org.arrocco.core.notation;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Square;

/**
 * A move in SAN or a sloppy form, taken apart but not yet matched against a position: castling
 * ({@code 1} short, {@code -1} long, 0 none), the piece type named (0 when none), the from-file and
 * from-rank hints (-1 when absent), the target square and the promotion type (0 when none).
 */
record SanText(
    int castling, int type, int fromFile, int fromRank, int to, int promotion, boolean enPassant) {
  /**
   * A trailing en-passant mark as written in sloppy input: {@code e.p.}, {@code e.p} or {@code ep},
   * after the move or a space (orthodox-and-960.md, Notation: sloppy forms are accepted on input).
   */
  private static final Pattern EN_PASSANT_MARK =
      Pattern.compile("(?<=[1-8+#!?\\s])\\s*(?:e\\.p\\.?|ep)$");

  private static final Pattern MOVE =
      Pattern.compile(
          "([A-Z])?([a-h])?([1-8])?[x:\\-]?([a-h][1-8])(?:[=/]?([A-Za-z])|\\(([A-Za-z])\\))?");

  /** The from-square when both file and rank were given, else {@link Square#NONE}. */
  int fromSquare() {
    return fromFile >= 0 && fromRank >= 0 ? Square.of(fromFile, fromRank) : Square.NONE;
  }

  /** Unicode chess figurines, White's then Black's (king, queen, rook, bishop, knight, pawn). */
  private static final String FIGURINES =
      "\u2654\u2655\u2656\u2657\u2658\u2659" + "\u265A\u265B\u265C\u265D\u265E\u265F";

  static SanText parse(String text, SanLetters letters) {
    String s = withoutMarks(figurinesToLetters(text.strip(), letters));
    Matcher mark = EN_PASSANT_MARK.matcher(s); // before or after the check: exd6 e.p.+, d5e6ep+
    boolean enPassant = mark.find();
    if (enPassant) {
      s = s.substring(0, mark.start()).strip();
    }
    s = withoutMarks(s);
    if (s.isEmpty()) {
      throw new NotationException("", "'" + text + "' is not a move (empty)");
    }
    if (s.equals("--") || s.equals("Z0")) {
      throw new NotationException("", "'" + text + "' is a null move (a pass), not a chess move");
    }
    String c = s.replace('0', 'O').replace('o', 'O');
    if (c.equals("O-O") || c.equals("O-O-O")) {
      return new SanText(c.length() == 3 ? 1 : -1, 0, -1, -1, Square.NONE, 0, enPassant);
    }
    Matcher m = MOVE.matcher(s);
    if (!m.matches()) {
      throw new NotationException(
          "",
          "'"
              + text
              + "' is not a move (expected SAN such as Nf3, exd5, e8=Q, O-O, or UCI such as"
              + " e2e4)");
    }
    int type = 0;
    if (m.group(1) != null) {
      type = letters.type(m.group(1).charAt(0));
      if (type == 0) {
        throw new NotationException(
            "",
            "'" + text + "': '" + m.group(1) + "' is not a piece letter (" + known(letters) + ")");
      }
    }
    String promoted = m.group(5) != null ? m.group(5) : m.group(6); // e8=Q, e8Q, e8/Q; e8(Q)
    int promotion = promoted == null ? 0 : promotion(text, promoted, letters);
    int file = m.group(2) == null ? -1 : m.group(2).charAt(0) - 'a';
    int rank = m.group(3) == null ? -1 : m.group(3).charAt(0) - '1';
    return new SanText(0, type, file, rank, Square.parse(m.group(4)), promotion, enPassant);
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
