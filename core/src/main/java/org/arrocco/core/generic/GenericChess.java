package org.arrocco.core.generic;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.notation.NotationException;

/**
 * Orthodox chess (and Chess960 castling) as a {@link GameSpec} for the generic backend, with a
 * reader of orthodox FEN (castling as {@code KQkq}, X-FEN or Shredder-FEN file letters). Used to
 * check the generic machinery against the 8x8 bitboard backend and independent engines' counts.
 */
public final class GenericChess {
  public static final int KING = 0;
  public static final int QUEEN = 1;
  public static final int ROOK = 2;
  public static final int BISHOP = 3;
  public static final int KNIGHT = 4;
  public static final int PAWN = 5;

  /** The compiled game: FIDE Laws art. 3 moves, 3.7 pawns, 3.8.2 castling (Chess960 rules). */
  public static final GameSpec SPEC = build();

  private GenericChess() {}

  private static GameSpec build() {
    BoardGeometry g = new BoardGeometry(8, 8, List.of());
    List<PieceKind> kinds = new ArrayList<>();
    List<Pattern> king = new ArrayList<>(Pattern.leaper(1, 0, Pattern.BOTH));
    king.addAll(Pattern.leaper(1, 1, Pattern.BOTH));
    kinds.add(PieceKind.piece("K", "king", true, king));
    List<Pattern> queen = new ArrayList<>(Pattern.rider(1, 0, 1, Pattern.UNLIMITED, Pattern.BOTH));
    queen.addAll(Pattern.rider(1, 1, 1, Pattern.UNLIMITED, Pattern.BOTH));
    kinds.add(PieceKind.piece("Q", "queen", false, queen));
    kinds.add(
        PieceKind.piece(
            "R", "rook", false, Pattern.rider(1, 0, 1, Pattern.UNLIMITED, Pattern.BOTH)));
    kinds.add(
        PieceKind.piece(
            "B", "bishop", false, Pattern.rider(1, 1, 1, Pattern.UNLIMITED, Pattern.BOTH)));
    kinds.add(PieceKind.piece("N", "knight", false, Pattern.leaper(1, 2, Pattern.BOTH)));
    List<Pattern> pawn =
        List.of(
            Pattern.leap(0, 1, Pattern.MOVE),
            Pattern.leap(1, 1, Pattern.CAPTURE),
            Pattern.leap(-1, 1, Pattern.CAPTURE));
    kinds.add(
        new PieceKind(
            "P", "pawn", pawn, false, true, new int[] {QUEEN, ROOK, BISHOP, KNIGHT}, false, false));
    return new GameSpec(
        "Chess", g, kinds, 1, true, new GameSpec.Castling(6, 5, 2, 3), false, new RuleHooks() {});
  }

  private static NotationException error(int field, String problem) {
    String[] names = {"placement", "side", "castling", "en passant", "halfmove", "fullmove"};
    return new NotationException("FEN field " + (field + 1) + " (" + names[field] + ")", problem);
  }

  /** Reads an orthodox or Chess960 FEN into a generic position. */
  public static GenericPosition read(String fen) {
    String[] f = fen.trim().split("\\s+");
    if (f.length < 4 || f.length > 6) {
      throw new NotationException("FEN", "expected 4 to 6 fields, found " + f.length);
    }
    GenericPosition p = new GenericPosition(SPEC);
    String[] ranks = f[0].split("/", -1);
    if (ranks.length != 8) {
      throw error(0, "expected 8 ranks, found " + ranks.length);
    }
    for (int i = 0; i < 8; i++) {
      int file = 0;
      for (char c : ranks[i].toCharArray()) {
        if (c >= '1' && c <= '8') {
          file += c - '0';
        } else {
          int kind = SPEC.kindIndex(String.valueOf(Character.toUpperCase(c)));
          if (kind < 0 || file > 7) {
            throw error(0, "rank " + (8 - i) + ": bad piece or too many squares at '" + c + "'");
          }
          p.put(SPEC.geometry().square(file++, 7 - i), GameSpec.code(kind, c < 'a' ? 0 : 1));
        }
      }
      if (file != 8) {
        throw error(0, "rank " + (8 - i) + " has " + file + " squares, expected 8");
      }
    }
    if (!f[1].equals("w") && !f[1].equals("b")) {
      throw error(1, "expected 'w' or 'b', found '" + f[1] + "'");
    }
    p.setSide(f[1].equals("w") ? 0 : 1);
    readCastling(p, f[2]);
    if (!f[3].equals("-")) {
      int ep = SPEC.geometry().parse(f[3]);
      if (ep < 0) {
        throw error(3, "not a square: '" + f[3] + "'");
      }
      p.setEpSquare(ep);
    }
    try {
      p.setClocks(
          f.length > 4 ? Integer.parseInt(f[4]) : 0, f.length > 5 ? Integer.parseInt(f[5]) : 1);
    } catch (NumberFormatException e) {
      throw error(4, "clock is not a number");
    }
    return p;
  }

  private static void readCastling(GenericPosition p, String s) {
    if (s.equals("-")) {
      return;
    }
    BoardGeometry g = SPEC.geometry();
    for (char c : s.toCharArray()) {
      int color = Character.isUpperCase(c) ? 0 : 1;
      int rank = color == 0 ? 0 : 7;
      int king = -1;
      for (int file = 0; file < 8; file++) {
        if (p.piece(g.square(file, rank)) == GameSpec.code(KING, color)) {
          king = g.square(file, rank);
        }
      }
      if (king < 0) {
        throw error(2, "castling '" + c + "' without a king on its first rank");
      }
      int rookCode = GameSpec.code(ROOK, color);
      char u = Character.toUpperCase(c);
      int rook = -1;
      if (u == 'K' || u == 'Q') {
        int step = u == 'K' ? 1 : -1;
        for (int sq = king + step; g.rank(sq) == rank && sq >= 0 && sq < 64; sq += step) {
          if (p.piece(sq) == rookCode) {
            rook = sq;
          }
          if (g.file(sq) == (step > 0 ? 7 : 0)) {
            break;
          }
        }
      } else if (u >= 'A' && u <= 'H') {
        rook = g.square(u - 'A', rank);
        if (p.piece(rook) != rookCode) {
          rook = -1;
        }
      }
      if (rook < 0) {
        throw error(2, "no castling rook for '" + c + "'");
      }
      int slot = 2 * color + (g.file(rook) > g.file(king) ? 0 : 1);
      p.grantCastle(slot, rook, king);
    }
  }
}
