package org.arrocco.core.notation;

import org.arrocco.core.chess.Attacks;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;
import org.arrocco.core.chess.Square;

/**
 * Forsyth-Edwards Notation of chess positions: reads FEN, X-FEN and Shredder-FEN, writes FEN (which
 * is X-FEN when castling is orthodox) and, on request, Shredder-FEN. Castling field: {@code KQkq}
 * means the outermost rook on that side of the king, a file letter ({@code A-H} White, {@code a-h}
 * Black) the rook on that file. Errors are {@link NotationException}s naming the field, e.g. "FEN
 * field 3 (castling)".
 */
public final class Fen {
  private static final String[] FIELDS = {
    "piece placement", "side to move", "castling", "en passant", "halfmove clock", "fullmove number"
  };

  private Fen() {}

  private static NotationException error(int field, String problem) {
    return new NotationException("FEN field " + field + " (" + FIELDS[field - 1] + ")", problem);
  }

  /**
   * Reads a position. The clocks (fields 5 and 6) may be left out (0 and 1). In {@link
   * CastlingMode#ORTHODOX} a castling right needs the king on e1/e8 and the rook in the corner.
   */
  public static Position read(String text, CastlingMode mode) {
    String[] f = fields(text);
    if (f.length < 4 || f.length > 6 || f[0].isEmpty()) {
      throw new NotationException(
          "FEN",
          "expected 4 to 6 fields separated by spaces, found " + (f[0].isEmpty() ? 0 : f.length));
    }
    Position p = new Position();
    readPlacement(p, f[0]);
    if (f[1].equals("b")) {
      p.setSideToMove(Piece.BLACK);
    } else if (!f[1].equals("w")) {
      throw error(2, "expected 'w' or 'b', found '" + f[1] + "'");
    }
    int them = p.sideToMove() ^ 1;
    if (p.isAttacked(p.kingSquare(them), p.sideToMove())) {
      throw error(2, "the side not to move is in check");
    }
    readCastling(p, f[2], mode);
    readEnPassant(p, f[3]);
    if (f.length > 4) {
      p.setHalfmoveClock(number(f[4], 5, 0));
    }
    if (f.length > 5) {
      p.setFullmoveNumber(number(f[5], 6, 1));
    }
    return p;
  }

  /** The text split at runs of white space (no regular expression: start-up time matters). */
  private static String[] fields(String text) {
    java.util.List<String> out = new java.util.ArrayList<>();
    int i = 0;
    int n = text.length();
    while (i < n) {
      while (i < n && Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < n && !Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      if (i > start) {
        out.add(text.substring(start, i));
      }
    }
    return out.isEmpty() ? new String[] {""} : out.toArray(new String[0]);
  }

  /**
   * The largest counter a FEN may give; a game never reaches it (FIDE 9.6.2 ends it long before).
   */
  private static final int MAX_COUNTER = 999_999;

  private static int number(String s, int field, int min) {
    boolean digits = !s.isEmpty() && s.length() <= 6;
    for (int i = 0; i < s.length() && digits; i++) {
      digits = s.charAt(i) >= '0' && s.charAt(i) <= '9';
    }
    if (!digits || Integer.parseInt(s) < min) {
      throw error(
          field,
          "expected a whole number from " + min + " to " + MAX_COUNTER + ", found '" + s + "'");
    }
    return Integer.parseInt(s);
  }

  private static void readPlacement(Position p, String field) {
    String[] ranks = field.split("/", -1);
    if (ranks.length != 8) {
      throw error(1, "expected 8 ranks separated by '/', found " + ranks.length);
    }
    for (int i = 0; i < 8; i++) {
      int rank = 7 - i;
      int file = 0;
      for (char c : ranks[i].toCharArray()) {
        if (c >= '1' && c <= '8') {
          file += c - '0';
        } else {
          int piece = Piece.fromLetter(c);
          if (piece < 0) {
            throw error(1, "rank " + (rank + 1) + ": '" + c + "' is not a piece letter or digit");
          }
          if (file < 8) {
            int type = Piece.type(piece);
            if (type == Piece.PAWN && (rank == 0 || rank == 7)) {
              throw error(1, "a pawn on " + Square.name(Square.of(file, rank)));
            }
            p.putPiece(Piece.colour(piece), type, Square.of(file, rank));
          }
          file++;
        }
        if (file > 8) {
          throw error(1, "rank " + (rank + 1) + " has more than 8 squares");
        }
      }
      if (file != 8) {
        throw error(1, "rank " + (rank + 1) + " has " + file + " squares, expected 8");
      }
    }
    for (int colour = 0; colour < 2; colour++) {
      int kings = Long.bitCount(p.pieces(colour, Piece.KING));
      if (kings != 1) {
        throw error(
            1, "expected one " + (colour == 0 ? "white" : "black") + " king, found " + kings);
      }
    }
  }

  private static void readCastling(Position p, String field, CastlingMode mode) {
    if (field.equals("-")) {
      return;
    }
    for (char c : field.toCharArray()) {
      int colour = Character.isUpperCase(c) ? Piece.WHITE : Piece.BLACK;
      int backRank = colour == Piece.WHITE ? 0 : 7;
      int king = p.kingSquare(colour);
      String who = colour == Piece.WHITE ? "White" : "Black";
      char u = Character.toUpperCase(c);
      if (c == '-') {
        throw error(3, "'-' (no castling) stands alone, found '" + field + "'");
      }
      if (!(u == 'K' || u == 'Q' || (u >= 'A' && u <= 'H'))) {
        throw error(3, "'" + c + "' is not K, Q, k, q or a file letter");
      }
      if (Square.rank(king) != backRank) {
        throw error(3, "'" + c + "': the " + who + " king is not on its back rank");
      }
      long rooks = p.pieces(colour, Piece.ROOK) & (0xFFL << (8 * backRank));
      int rook;
      if (u == 'K') {
        long side = rooks & ~(~0L >>> (63 - king));
        rook = side == 0 ? -1 : 63 - Long.numberOfLeadingZeros(side);
      } else if (u == 'Q') {
        long side = rooks & ((1L << king) - 1);
        rook = side == 0 ? -1 : Long.numberOfTrailingZeros(side);
      } else {
        int sq = Square.of(u - 'A', backRank);
        rook = (rooks & 1L << sq) != 0 && sq != king ? sq : -1;
      }
      if (rook < 0) {
        throw error(3, "'" + c + "': no " + who + " rook to castle with on that side");
      }
      if (mode == CastlingMode.ORTHODOX
          && (Square.file(king) != 4 || (Square.file(rook) != 0 && Square.file(rook) != 7))) {
        throw error(
            3,
            "'" + c + "': orthodox castling needs the king on the e-file and the rook in a corner");
      }
      if ((p.castlingRooks() & 1L << rook) != 0) {
        throw error(3, "'" + c + "' repeats a castling right");
      }
      try {
        p.addCastlingRook(colour, rook);
      } catch (IllegalArgumentException e) {
        throw error(3, "'" + c + "': " + e.getMessage());
      }
    }
  }

  private static void readEnPassant(Position p, String field) {
    if (field.equals("-")) {
      return;
    }
    int sq = Square.parse(field);
    if (sq == Square.NONE) {
      throw error(4, "expected a square such as e3 or '-', found '" + field + "'");
    }
    int us = p.sideToMove();
    int rank = us == Piece.WHITE ? 5 : 2;
    if (Square.rank(sq) != rank) {
      throw error(
          4,
          field
              + " is not on rank "
              + (rank + 1)
              + " with "
              + (us == 0 ? "White" : "Black")
              + " to move");
    }
    int pawn = us == Piece.WHITE ? sq - 8 : sq + 8;
    int origin = us == Piece.WHITE ? sq + 8 : sq - 8;
    if (p.pieceAt(pawn) != Piece.of(us ^ 1, Piece.PAWN)) {
      throw error(4, "no pawn on " + Square.name(pawn) + " that has just moved two squares");
    }
    if (p.pieceAt(sq) != 0 || p.pieceAt(origin) != 0) {
      throw error(4, Square.name(sq) + " and " + Square.name(origin) + " must be empty");
    }
    p.setEnPassantSquare(sq);
  }

  /**
   * Writes X-FEN: plain FEN with {@code KQkq} for orthodox castling, file letters only if needed.
   */
  public static String write(Position p) {
    return write(p, false);
  }

  /** Writes Shredder-FEN: castling as rook file letters, e.g. {@code HAha}. */
  public static String writeShredder(Position p) {
    return write(p, true);
  }

  private static String write(Position p, boolean shredder) {
    StringBuilder sb = new StringBuilder(90);
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        int piece = p.pieceAt(Square.of(file, rank));
        if (piece == 0) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        sb.append(Piece.letter(piece));
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (rank > 0) {
        sb.append('/');
      }
    }
    sb.append(p.sideToMove() == Piece.WHITE ? " w " : " b ");
    int len = sb.length();
    for (int colour = 0; colour < 2; colour++) {
      castlingLetters(sb, p, colour, shredder);
    }
    if (sb.length() == len) {
      sb.append('-');
    }
    int ep = p.enPassantSquare();
    sb.append(' ').append(ep == Square.NONE ? "-" : Square.name(ep));
    sb.append(' ').append(p.halfmoveClock()).append(' ').append(p.fullmoveNumber());
    return sb.toString();
  }

  private static void castlingLetters(StringBuilder sb, Position p, int colour, boolean shredder) {
    int king = p.kingSquare(colour);
    long rooks = p.castlingRooks() & p.pieces(colour);
    long allRooks = p.pieces(colour, Piece.ROOK) & Attacks.line(king, king ^ 1);
    long kingSide = rooks & ~(~0L >>> (63 - king));
    long queenSide = rooks & ((1L << king) - 1);
    if (kingSide != 0) {
      int r = 63 - Long.numberOfLeadingZeros(kingSide);
      boolean outermost = (allRooks & ~(~0L >>> (63 - r))) == 0;
      sb.append(letter(colour, r, shredder || !outermost ? 'f' : 'K'));
    }
    if (queenSide != 0) {
      int r = Long.numberOfTrailingZeros(queenSide);
      boolean outermost = (allRooks & ((1L << r) - 1)) == 0;
      sb.append(letter(colour, r, shredder || !outermost ? 'f' : 'Q'));
    }
  }

  private static char letter(int colour, int rook, char kind) {
    char c = kind == 'f' ? (char) ('A' + Square.file(rook)) : kind;
    return colour == Piece.WHITE ? c : Character.toLowerCase(c);
  }
}
