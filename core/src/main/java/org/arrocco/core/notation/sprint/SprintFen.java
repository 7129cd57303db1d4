package org.arrocco.core.notation.sprint;

import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.sprint.SprintMaterial;
import org.arrocco.core.sprint.SprintPosition;
import org.arrocco.core.sprint.Tile;

/**
 * The Sprint FEN of {@code docs/sprint.md}: {@code board[hands] side castling ep halfmove turn
 * decks memory}, and the six-field Fairy-Stockfish pocket form ({@code ...[RPPp] w - - 0 2}, decks
 * empty) of the reference perft data. Errors are {@link NotationException}s naming the field.
 */
public final class SprintFen {
  private SprintFen() {}

  /** Reads a Sprint FEN (8 fields; 7 without memory) or a pocket FEN (6 fields). */
  public static SprintPosition read(String text) {
    SprintFenFields f = SprintFenFields.parse(text);
    Position board = Fen.read(f.chessFen, CastlingMode.ORTHODOX);
    SprintPosition s = new SprintPosition(board);
    for (int c = 0; c < 2; c++) {
      for (int t = 0; t < Tile.COUNT; t++) {
        s.setHand(c, SprintPosition.pieceType(t), f.hands[c][t]);
      }
      int[] tiles = null;
      if (f.deckTiles[c] != null) {
        tiles = new int[f.deckTiles[c].length];
        for (int i = 0; i < tiles.length; i++) {
          tiles[i] = SprintPosition.pieceType(f.deckTiles[c][i]);
        }
      }
      s.setDeck(c, tiles, f.deckSize[c]);
      s.setBishopMask(c, f.bishopMask[c] >= 0 ? f.bishopMask[c] : bishopsOnBoard(board, c));
      boolean onStart = board.kingSquare(c) == (c == Piece.WHITE ? 4 : 60);
      if (f.kingMoved[c] < 0) {
        s.setKingMoved(c, !onStart); // pocket form: a king on its start square never moved
      } else {
        checkKingMemory(board, c, f.kingMoved[c] == 1, onStart);
        s.setKingMoved(c, f.kingMoved[c] == 1);
      }
    }
    return s;
  }

  private static void checkKingMemory(Position board, int c, boolean moved, boolean onStart) {
    String who = c == Piece.WHITE ? "White" : "Black";
    if (!moved && !onStart) {
      throw new NotationException(
          "Sprint FEN field 8 (memory)",
          who
              + "'s king is not on "
              + (c == 0 ? "e1" : "e8")
              + ", so it has moved: write "
              + (c == 0 ? "M" : "m"));
    }
    long rights = board.castlingRooks() & board.pieces(c);
    if (moved && rights != 0) {
      throw new NotationException(
          "Sprint FEN field 8 (memory)",
          who
              + "'s king has moved ('"
              + (c == 0 ? "M" : "m")
              + "') but field 3 gives it castling"
              + " rights");
    }
  }

  /** The bishop memory implied by a side's bishops on the board (pocket form). */
  private static int bishopsOnBoard(Position board, int c) {
    long b = board.pieces(c, Piece.BISHOP);
    int mask = 0;
    if ((b & SprintMaterial.LIGHT_SQUARES) != 0) {
      mask |= SprintMaterial.LIGHT;
    }
    if ((b & ~SprintMaterial.LIGHT_SQUARES) != 0) {
      mask |= SprintMaterial.DARK;
    }
    return mask;
  }

  /** Writes all eight fields, decks as sizes (their order is secret). */
  public static String write(SprintPosition s) {
    return write(s, false);
  }

  /**
   * Writes all eight fields; with {@code deckContents} each known deck is written as its tiles, top
   * first (for analysis and records, never towards a player).
   */
  public static String write(SprintPosition s, boolean deckContents) {
    String chess = Fen.write(s.board());
    int sp = chess.indexOf(' ');
    StringBuilder sb = new StringBuilder(chess.substring(0, sp));
    sb.append('[').append(s.hand(0).letters()).append(s.hand(1).letters().toLowerCase());
    sb.append(']').append(chess.substring(sp)).append(' ');
    for (int c = 0; c < 2; c++) {
      if (c == 1) {
        sb.append(':');
      }
      if (deckContents && s.deckKnown(c) && s.deckSize(c) > 0) {
        for (int t : s.deckTiles(c)) {
          char l = Tile.letter(t);
          sb.append(c == 0 ? l : Character.toLowerCase(l));
        }
      } else {
        sb.append(s.deckSize(c));
      }
    }
    sb.append(' ').append(memory(s));
    return sb.toString();
  }

  /** The memory field: {@code L}/{@code D} bishop colours used, {@code M} king moved; or '-'. */
  public static String memory(SprintPosition s) {
    StringBuilder m = new StringBuilder();
    for (int c = 0; c < 2; c++) {
      StringBuilder part = new StringBuilder();
      if ((s.bishopMask(c) & SprintMaterial.LIGHT) != 0) {
        part.append('L');
      }
      if ((s.bishopMask(c) & SprintMaterial.DARK) != 0) {
        part.append('D');
      }
      if (s.kingMoved(c)) {
        part.append('M');
      }
      m.append(c == 0 ? part.toString() : part.toString().toLowerCase());
    }
    return m.length() == 0 ? "-" : m.toString();
  }
}
