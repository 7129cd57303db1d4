package org.arrocco.core.generic;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;
import org.arrocco.core.chess.Square;

/**
 * Orthodox chess (and Chess960 castling) as a {@link GameSpec} for the generic backend; positions
 * come from the bitboard backend's FEN reader, converted. Used to check the generic machinery
 * against the 8x8 bitboard backend and independent engines' counts.
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

  /** The same position on the generic backend (squares are numbered alike: rank * 8 + file). */
  public static GenericPosition fromBitboard(Position b) {
    GenericPosition p = new GenericPosition(SPEC);
    for (int sq = 0; sq < 64; sq++) {
      int piece = b.pieceAt(sq);
      if (piece != Piece.NONE) {
        p.put(sq, GameSpec.code(KIND_OF_TYPE[Piece.type(piece)], Piece.colour(piece)));
      }
    }
    p.setSide(b.sideToMove());
    long rooks = b.castlingRooks();
    for (int color = 0; color < 2; color++) {
      int king = b.kingSquare(color);
      for (int sq = 0; sq < 64; sq++) {
        if ((rooks >>> sq & 1) != 0 && Piece.colour(b.pieceAt(sq)) == color) {
          p.grantCastle(2 * color + (sq % 8 > king % 8 ? 0 : 1), sq, king);
        }
      }
    }
    int ep = b.enPassantSquare();
    p.setEpSquare(ep == Square.NONE ? -1 : ep);
    p.setClocks(b.halfmoveClock(), b.fullmoveNumber());
    return p;
  }

  private static final int[] KIND_OF_TYPE = {-1, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING};
}
