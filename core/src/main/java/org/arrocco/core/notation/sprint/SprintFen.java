package org.arrocco.core.notation.sprint;

import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.sprint.Deck;
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
    for (int c = 0; c < 2; c++) {
      checkTiles(board, f, c);
    }
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

  /**
   * The tiles a side has dealt at the start (sprint.md, Set-up 2 and 3): its deck (Deck.FULL: 6 P,
   * Q, R, R, B, B, N, N) plus the pawn in hand, per tile kind.
   */
  private static int[] dealt() {
    int[] n = new int[Tile.COUNT];
    for (char ch : Deck.FULL.toCharArray()) {
      n[Tile.of(ch)]++;
    }
    n[Tile.PAWN]++;
    return n;
  }

  /**
   * Refuses a hand, deck or bishop memory that no game can reach. Only bounds that hold in every
   * game, so no reachable position is refused: a tile leaves the hand and deck only by a placement
   * and never comes back (a captured piece is out of the game, a promotion takes no tile), so per
   * kind the tiles in hand and deck are at most those dealt (sprint.md, Set-up 2 and 3); pieces on
   * the board are not counted, since promotions add any number of them (sprint.md, Pawns), but no
   * pawn is ever made, so pawns on the board, in hand and in the deck are at most the 8 pawn tiles
   * (sprint.md, Material); every bishop placement adds its square's colour to the memory, the
   * second the other colour (sprint.md, Bishops on opposite colours), so with a memory field each
   * colour written is one bishop tile gone. A deck of unknown order is bounded by the tiles left
   * for it.
   */
  private static void checkTiles(Position board, SprintFenFields f, int c) {
    String who = c == Piece.WHITE ? "White" : "Black";
    int[] left = dealt();
    int boardPawns = Long.bitCount(board.pieces(c, Piece.PAWN));
    // no pawn is ever made: the board's pawns are pawn tiles that are no longer in hand or deck
    left[Tile.PAWN] = Math.min(left[Tile.PAWN], 8 - boardPawns);
    int placedBishops = f.bishopMask[c] < 0 ? 0 : Integer.bitCount(f.bishopMask[c]);
    left[Tile.BISHOP] -= placedBishops;
    int[] beforeHand = left.clone();
    for (int t = 0; t < Tile.COUNT; t++) {
      int hand = f.hands[c][t];
      if (hand > left[t]) {
        throw new NotationException(
            placedBishops > 0 && t == Tile.BISHOP
                ? "Sprint FEN fields 1 (hands) and 8 (memory)"
                : "Sprint FEN field 1 (hands)",
            who
                + " holds "
                + hand
                + " "
                + Tile.name(t)
                + " tile(s), "
                + tooMany(who, t, left[t], boardPawns, placedBishops));
      }
      left[t] -= hand;
    }
    if (f.deckTiles[c] != null) {
      int[] deck = new int[Tile.COUNT];
      for (int t : f.deckTiles[c]) {
        deck[t]++;
      }
      for (int t = 0; t < Tile.COUNT; t++) {
        if (deck[t] > left[t]) {
          throw new NotationException(
              "Sprint FEN field 7 (decks)",
              who
                  + "'s hand and deck hold "
                  + (f.hands[c][t] + deck[t])
                  + " "
                  + Tile.name(t)
                  + " tile(s), "
                  + tooMany(who, t, beforeHand[t], boardPawns, placedBishops));
        }
      }
    } else {
      int room = 0;
      for (int t = 0; t < Tile.COUNT; t++) {
        room += left[t];
      }
      if (f.deckSize[c] > room) {
        throw new NotationException(
            "Sprint FEN field 7 (decks)",
            who
                + "'s deck of "
                + f.deckSize[c]
                + " tiles is too large: with this hand, board and memory at most "
                + room
                + " of its tiles can still be in the deck (sprint.md, Set-up 3: a deck of 13)");
      }
    }
  }

  /** Why a count is too many: at most {@code max} of that kind can be left there. */
  private static String tooMany(String who, int t, int max, int boardPawns, int placedBishops) {
    String why =
        switch (t) {
          case Tile.PAWN ->
              "a side is dealt 7 pawn tiles (6 in the deck, 1 in hand) and has 8 pawns in all,"
                  + " "
                  + boardPawns
                  + " of them on the board";
          case Tile.QUEEN -> "a side is dealt 1 queen tile: the spare queen never enters the deck";
          default ->
              "a side is dealt 2 "
                  + Tile.name(t)
                  + " tiles"
                  + (t == Tile.BISHOP && placedBishops > 0
                      ? " and the memory field says "
                          + who
                          + " placed "
                          + placedBishops
                          + " bishop(s)"
                      : "");
        };
    return "but at most " + max + " can be left (" + why + "; sprint.md, Material and Set-up)";
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

  /**
   * Writes all eight fields, decks as sizes. Both hands are written in full, so this is not for a
   * player during a game either (sprint.md, Hidden information: a player gets a {@link
   * org.arrocco.core.variant.PlayerView}).
   */
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
