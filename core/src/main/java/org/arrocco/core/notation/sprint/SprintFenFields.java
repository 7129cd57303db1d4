package org.arrocco.core.notation.sprint;

import java.util.Arrays;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.sprint.SprintPosition;
import org.arrocco.core.sprint.Tile;

/**
 * The fields of a Sprint FEN split and checked for syntax, before the board is set up: the orthodox
 * six-field FEN (board without the hands), both hands, both decks and the memory field. See {@code
 * docs/sprint.md} for the format; every error names the field.
 *
 * <p>Decks: {@code deckTiles[c]} is the order top first when it is known, else {@code null} with
 * only {@code deckSize[c]} known. Memory: {@code bishopMask[c]} bit 1 = a first bishop placement on
 * a light square, bit 2 = on a dark one, or -1 when the field is absent (derive from the board);
 * {@code kingMoved[c]} is 1/0, or -1 when absent.
 */
final class SprintFenFields {
  String chessFen;
  final int[][] hands = new int[2][Tile.COUNT];
  final int[] deckSize = new int[2];
  final int[][] deckTiles = new int[2][];
  final int[] bishopMask = {-1, -1};
  final int[] kingMoved = {-1, -1};
  boolean pocketForm;

  /** Splits and checks a Sprint FEN or a Fairy-Stockfish pocket FEN. */
  static SprintFenFields parse(String text) {
    if (text == null || text.isBlank()) {
      throw new NotationException("Sprint FEN", "empty position");
    }
    String[] f = text.trim().split("\\s+");
    if (f.length != 6 && f.length != 7 && f.length != 8) {
      throw new NotationException(
          "Sprint FEN",
          "expected 8 fields (board[hands] side castling ep halfmove turn decks memory), 7"
              + " (without memory) or 6 (pocket form), found "
              + f.length);
    }
    SprintFenFields out = new SprintFenFields();
    String board = f[0];
    int open = board.indexOf('[');
    if (open < 0 || !board.endsWith("]") || board.indexOf('[', open + 1) >= 0) {
      throw new NotationException(
          "Sprint FEN field 1 (board)",
          "the hands must follow the board in brackets, e.g. 4k3/4p3/8/8/8/8/4P3/4K3[Pp]");
    }
    parseHands(board.substring(open + 1, board.length() - 1), out.hands);
    f[0] = board.substring(0, open);
    out.chessFen = String.join(" ", Arrays.copyOf(f, 6));
    out.pocketForm = f.length == 6;
    if (f.length >= 7) {
      parseDecks(f[6], out);
    }
    if (f.length == 8) {
      parseMemory(f[7], out);
    }
    return out;
  }

  private static void parseHands(String s, int[][] hands) {
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      int t = Tile.of(ch);
      if (t < 0) {
        throw new NotationException(
            "Sprint FEN field 1 (hands), character " + (i + 1),
            "'" + ch + "' is not a tile (P N B R Q, upper case White, lower case Black)");
      }
      int[] hand = hands[Character.isUpperCase(ch) ? 0 : 1];
      if (++hand[t] > SprintPosition.MAX_HAND) {
        throw new NotationException(
            "Sprint FEN field 1 (hands), character " + (i + 1),
            "more than " + SprintPosition.MAX_HAND + " tiles of one kind in a hand");
      }
    }
  }

  private static void parseDecks(String s, SprintFenFields out) {
    String where = "Sprint FEN field 7 (decks)";
    int colon = s.indexOf(':');
    if (colon < 0 || s.indexOf(':', colon + 1) >= 0) {
      throw new NotationException(
          where,
          "expected 'white:black', each a size (13) or the tiles top first, found '" + s + "'");
    }
    String[] part = {s.substring(0, colon), s.substring(colon + 1)};
    for (int c = 0; c < 2; c++) {
      String p = part[c];
      String side = c == 0 ? "White's deck" : "Black's deck";
      if (p.isEmpty()) {
        throw new NotationException(where, side + " is empty; write 0 for no tiles");
      }
      if (p.charAt(0) >= '0' && p.charAt(0) <= '9') {
        // a size is written with the digits 0-9 only: Integer.parseInt also takes other scripts'
        // digits ('1\u0663' would be 13)
        if (!p.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
          throw new NotationException(where, side + " size '" + p + "' is not a number");
        }
        int n = p.length() > 2 ? Integer.MAX_VALUE : Integer.parseInt(p);
        if (n > 64) {
          throw new NotationException(where, side + " size " + p + " is too large");
        }
        out.deckSize[c] = n;
      } else {
        int[] tiles = new int[p.length()];
        for (int i = 0; i < p.length(); i++) {
          char ch = p.charAt(i);
          int t = Tile.of(ch);
          boolean rightCase = c == 0 ? Character.isUpperCase(ch) : Character.isLowerCase(ch);
          if (t < 0 || !rightCase) {
            throw new NotationException(
                where + ", " + side + " character " + (i + 1),
                "'"
                    + ch
                    + "' is not a "
                    + (c == 0 ? "White (upper-case)" : "Black (lower-case)")
                    + " tile P N B R Q");
          }
          tiles[i] = t;
        }
        out.deckTiles[c] = tiles;
        out.deckSize[c] = tiles.length;
      }
    }
  }

  private static void parseMemory(String s, SprintFenFields out) {
    String where = "Sprint FEN field 8 (memory)";
    out.bishopMask[0] = 0;
    out.bishopMask[1] = 0;
    out.kingMoved[0] = 0;
    out.kingMoved[1] = 0;
    if (s.equals("-")) {
      return;
    }
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      int c = Character.isUpperCase(ch) ? 0 : 1;
      if (s.indexOf(ch) < i) {
        throw new NotationException(
            where + ", character " + (i + 1),
            "'" + ch + "' is written twice; each letter stands once for its side");
      }
      switch (Character.toUpperCase(ch)) {
        case 'L':
          out.bishopMask[c] |= 1;
          break;
        case 'D':
          out.bishopMask[c] |= 2;
          break;
        case 'M':
          out.kingMoved[c] = 1;
          break;
        default:
          throw new NotationException(
              where + ", character " + (i + 1),
              "'"
                  + ch
                  + "' is not L/D (first bishop placed on a light/dark square) or M (king has"
                  + " moved); upper case White, lower case Black, '-' for none");
      }
    }
  }
}
