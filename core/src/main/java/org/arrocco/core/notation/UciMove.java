package org.arrocco.core.notation;

import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;
import org.arrocco.core.chess.Square;

/**
 * Moves in UCI's long algebraic form: from-square, to-square and a promotion letter ({@code e2e4},
 * {@code e7e8q}). Castling is written as the king's move to its destination ({@code e1g1}) in
 * {@link CastlingMode#ORTHODOX} and as the king taking its own rook ({@code e1h1}) in {@link
 * CastlingMode#CHESS960} (rules/orthodox-and-960.md, Chess960); reading accepts both forms where
 * they name one legal move. A drop is written {@code Q@d4} (piece letter, {@code @}, square);
 * {@code 0000} is UCI's null move (a pass, {@link Move#NONE}).
 */
public final class UciMove {
  private UciMove() {}

  /** Writes a move in UCI form. */
  public static String write(int move, CastlingMode mode) {
    if (Move.kind(move) == Move.CASTLING && mode == CastlingMode.ORTHODOX) {
      return Square.name(Move.from(move)) + Square.name(Move.castlingKingTarget(move));
    }
    return Move.toString(move);
  }

  /**
   * Reads a UCI move and returns the legal move of {@code position} it names.
   *
   * @throws NotationException when the text is malformed or names no legal move
   */
  public static int read(String text, Position position, CastlingMode mode) {
    MoveList legal = new MoveList();
    MoveGenerator.generate(position, legal);
    return read(text, legal, mode);
  }

  /**
   * Reads a UCI move and returns the move of {@code legal} it names (for variants with their own
   * generator, e.g. with drops).
   *
   * @throws NotationException when the text is malformed or names none of them
   */
  public static int read(String text, MoveList legal, CastlingMode mode) {
    String s = text.trim();
    if (s.equals("0000")) {
      return Move.NONE; // UCI's null move: a pass
    }
    if (s.length() == 4 && s.charAt(1) == '@') {
      return readDrop(s, legal);
    }
    if (s.length() < 4 || s.length() > 5) {
      throw new NotationException(
          "", "'" + text + "' is not a UCI move (expected e.g. e2e4 or e7e8q)");
    }
    int from = Square.parse(s.substring(0, 2));
    int to = Square.parse(s.substring(2, 4));
    if (from == Square.NONE || to == Square.NONE) {
      throw new NotationException("", "'" + text + "': expected two squares a1-h8");
    }
    int promo = 0;
    if (s.length() == 5) {
      int piece = Piece.fromLetter(s.charAt(4));
      promo = piece < 0 ? 0 : Piece.type(piece);
      if (promo < Piece.KNIGHT || promo > Piece.QUEEN) {
        throw new NotationException(
            "", "'" + text + "': the promotion letter must be one of q, r, b, n");
      }
    }
    int plain = Move.NONE;
    int castling = Move.NONE;
    for (int i = 0; i < legal.size(); i++) {
      int m = legal.get(i);
      if (Move.from(m) != from) {
        continue;
      }
      if (Move.kind(m) == Move.CASTLING) {
        if (promo == 0 && (Move.to(m) == to || Move.castlingKingTarget(m) == to)) {
          castling = m;
        }
      } else if (Move.to(m) == to && Move.pieceType(m) == promo) {
        plain = m;
      }
    }
    // A king step to a square that is also its castling destination (Chess960, e.g. b1c1) is the
    // step: castling is then written king-takes-rook, the only form that names it.
    if (plain != Move.NONE) {
      return plain;
    }
    if (castling != Move.NONE) {
      return castling;
    }
    throw new NotationException("", "'" + text + "' is not a legal move here");
  }

  private static int readDrop(String s, MoveList legal) {
    int piece = Piece.fromLetter(s.charAt(0));
    int sq = Square.parse(s.substring(2));
    if (piece < 0 || sq == Square.NONE) {
      throw new NotationException("", "'" + s + "': expected a drop such as N@f3");
    }
    int drop = Move.drop(Piece.type(piece), sq);
    if (!legal.contains(drop)) {
      throw new NotationException("", "'" + s + "' is not a legal move here");
    }
    return drop;
  }
}
