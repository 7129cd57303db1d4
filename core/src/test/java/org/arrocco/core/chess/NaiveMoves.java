package org.arrocco.core.chess;

import java.util.Set;
import java.util.TreeSet;

/**
 * A deliberately plain move generator for tests: a mailbox, ray walks, and legality by trying each
 * move on a copy of the board and scanning every enemy piece for an attack on the king. It shares
 * no code with {@link MoveGenerator}; moves come out in UCI form with castling as king-takes-rook.
 */
final class NaiveMoves {
  private static final int[][] KNIGHT = {
    {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}
  };
  private static final int[][] KING = {
    {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}
  };
  private static final int[][] ROOK = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] BISHOP = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  private NaiveMoves() {}

  /** Piece letters a8..h1 style: {@code board[file][rank]}, upper case White, '.' empty. */
  private static char[][] board(Position p) {
    char[][] b = new char[8][8];
    for (int f = 0; f < 8; f++) {
      for (int r = 0; r < 8; r++) {
        int piece = p.pieceAt(r * 8 + f);
        b[f][r] = piece == 0 ? '.' : Piece.letter(piece);
      }
    }
    return b;
  }

  private static boolean own(char c, boolean white) {
    return c != '.' && Character.isUpperCase(c) == white;
  }

  private static boolean on(int f, int r) {
    return f >= 0 && f < 8 && r >= 0 && r < 8;
  }

  private static String sq(int f, int r) {
    return "" + (char) ('a' + f) + (char) ('1' + r);
  }

  /** Whether a piece of colour {@code byWhite} attacks square (f, r). */
  static boolean attacked(char[][] b, int f, int r, boolean byWhite) {
    for (int ff = 0; ff < 8; ff++) {
      for (int rr = 0; rr < 8; rr++) {
        char c = b[ff][rr];
        if (!own(c, byWhite)) {
          continue;
        }
        int df = f - ff;
        int dr = r - rr;
        switch (Character.toUpperCase(c)) {
          case 'P' -> {
            if (Math.abs(df) == 1 && dr == (byWhite ? 1 : -1)) {
              return true;
            }
          }
          case 'N' -> {
            if (Math.abs(df * dr) == 2) {
              return true;
            }
          }
          case 'K' -> {
            if (Math.max(Math.abs(df), Math.abs(dr)) == 1) {
              return true;
            }
          }
          default -> {
            boolean straight = df == 0 || dr == 0;
            boolean diagonal = Math.abs(df) == Math.abs(dr);
            char u = Character.toUpperCase(c);
            boolean fits =
                (df != 0 || dr != 0)
                    && ((straight && (u == 'R' || u == 'Q'))
                        || (diagonal && (u == 'B' || u == 'Q')));
            if (fits && clear(b, ff, rr, f, r)) {
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  /** Whether every square strictly between two squares on a line is empty. */
  private static boolean clear(char[][] b, int f0, int r0, int f1, int r1) {
    int sf = Integer.signum(f1 - f0);
    int sr = Integer.signum(r1 - r0);
    for (int f = f0 + sf, r = r0 + sr; f != f1 || r != r1; f += sf, r += sr) {
      if (b[f][r] != '.') {
        return false;
      }
    }
    return true;
  }

  private static boolean kingSafe(char[][] b, boolean white) {
    for (int f = 0; f < 8; f++) {
      for (int r = 0; r < 8; r++) {
        if (b[f][r] == (white ? 'K' : 'k')) {
          return !attacked(b, f, r, !white);
        }
      }
    }
    throw new IllegalStateException("no king");
  }

  /** The legal moves of the side to move. */
  static Set<String> legal(Position p) {
    char[][] b = board(p);
    boolean white = p.sideToMove() == Piece.WHITE;
    Set<String> out = new TreeSet<>();
    for (int f = 0; f < 8; f++) {
      for (int r = 0; r < 8; r++) {
        if (own(b[f][r], white)) {
          pieceMoves(p, b, f, r, white, out);
        }
      }
    }
    castling(p, b, white, out);
    return out;
  }

  private static void pieceMoves(
      Position p, char[][] b, int f, int r, boolean white, Set<String> out) {
    switch (Character.toUpperCase(b[f][r])) {
      case 'P' -> pawnMoves(p, b, f, r, white, out);
      case 'N' -> leaps(b, f, r, white, KNIGHT, out);
      case 'K' -> leaps(b, f, r, white, KING, out);
      case 'B' -> rays(b, f, r, white, BISHOP, out);
      case 'R' -> rays(b, f, r, white, ROOK, out);
      default -> {
        rays(b, f, r, white, BISHOP, out);
        rays(b, f, r, white, ROOK, out);
      }
    }
  }

  private static void leaps(char[][] b, int f, int r, boolean white, int[][] d, Set<String> out) {
    for (int[] x : d) {
      int tf = f + x[0];
      int tr = r + x[1];
      if (on(tf, tr) && !own(b[tf][tr], white)) {
        tryMove(b, f, r, tf, tr, white, "", out);
      }
    }
  }

  private static void rays(char[][] b, int f, int r, boolean white, int[][] d, Set<String> out) {
    for (int[] x : d) {
      for (int tf = f + x[0], tr = r + x[1]; on(tf, tr); tf += x[0], tr += x[1]) {
        if (own(b[tf][tr], white)) {
          break;
        }
        tryMove(b, f, r, tf, tr, white, "", out);
        if (b[tf][tr] != '.') {
          break;
        }
      }
    }
  }

  private static void pawnMoves(
      Position p, char[][] b, int f, int r, boolean white, Set<String> out) {
    int dir = white ? 1 : -1;
    int last = white ? 7 : 0;
    if (on(f, r + dir) && b[f][r + dir] == '.') {
      pawnTo(b, f, r, f, r + dir, white, last, out);
      int start = white ? 1 : 6;
      if (r == start && b[f][r + 2 * dir] == '.') {
        tryMove(b, f, r, f, r + 2 * dir, white, "", out);
      }
    }
    for (int df = -1; df <= 1; df += 2) {
      int tf = f + df;
      int tr = r + dir;
      if (!on(tf, tr)) {
        continue;
      }
      if (b[tf][tr] != '.' && !own(b[tf][tr], white)) {
        pawnTo(b, f, r, tf, tr, white, last, out);
      } else if (p.enPassantSquare() == tr * 8 + tf) {
        char[][] c = copy(b);
        c[tf][r] = '.'; // the pawn taken en passant stands beside the capturer
        c[tf][tr] = c[f][r];
        c[f][r] = '.';
        if (kingSafe(c, white)) {
          out.add(sq(f, r) + sq(tf, tr));
        }
      }
    }
  }

  private static void pawnTo(
      char[][] b, int f, int r, int tf, int tr, boolean white, int last, Set<String> out) {
    if (tr == last) {
      for (String promo : new String[] {"q", "r", "b", "n"}) {
        tryMove(b, f, r, tf, tr, white, promo, out);
      }
    } else {
      tryMove(b, f, r, tf, tr, white, "", out);
    }
  }

  private static void tryMove(
      char[][] b, int f, int r, int tf, int tr, boolean white, String promo, Set<String> out) {
    char[][] c = copy(b);
    c[tf][tr] = c[f][r];
    c[f][r] = '.';
    if (kingSafe(c, white)) {
      out.add(sq(f, r) + sq(tf, tr) + promo);
    }
  }

  /** FIDE Guidelines II castling, written king-takes-rook. */
  private static void castling(Position p, char[][] b, boolean white, Set<String> out) {
    int rank = white ? 0 : 7;
    int kf = -1;
    for (int f = 0; f < 8; f++) {
      if (b[f][rank] == (white ? 'K' : 'k')) {
        kf = f;
      }
    }
    for (int rf = 0; rf < 8; rf++) {
      if ((p.castlingRooks() >>> (rank * 8 + rf) & 1) == 0 || kf < 0) {
        continue;
      }
      boolean kingSide = rf > kf;
      int kTo = kingSide ? 6 : 2;
      int rTo = kingSide ? 5 : 3;
      char[][] c = copy(b);
      c[kf][rank] = '.';
      c[rf][rank] = '.';
      boolean ok = !attacked(b, kf, rank, !white);
      for (int f = Math.min(Math.min(kf, kTo), Math.min(rf, rTo));
          f <= Math.max(Math.max(kf, kTo), Math.max(rf, rTo));
          f++) {
        boolean needed =
            (f >= Math.min(kf, kTo) && f <= Math.max(kf, kTo))
                || (f >= Math.min(rf, rTo) && f <= Math.max(rf, rTo));
        if (needed && c[f][rank] != '.') {
          ok = false;
        }
      }
      for (int f = Math.min(kf, kTo); f <= Math.max(kf, kTo); f++) {
        if (attacked(c, f, rank, !white)) {
          ok = false;
        }
      }
      if (ok) {
        out.add(sq(kf, rank) + sq(rf, rank));
      }
    }
  }

  private static char[][] copy(char[][] b) {
    char[][] c = new char[8][];
    for (int i = 0; i < 8; i++) {
      c[i] = b[i].clone();
    }
    return c;
  }
}
