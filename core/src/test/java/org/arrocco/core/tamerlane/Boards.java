package org.arrocco.core.tamerlane;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.generic.MoveGenerator;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.arrocco.core.notation.tamerlane.TamerlaneMoveNotation;

/** Test positions written as placements ({@code "Ke5"}, {@code "pnd6"}, {@code "Al2"}). */
final class Boards {
  private Boards() {}

  /**
   * A Tamerlane FEN from placements: a piece symbol (upper case White, lower case Black, a pawn
   * {@code P} + type) then its square; the squares {@code l2} and {@code z9} are the citadels.
   */
  static String fen(String side, String options, String pp, String... placements) {
    Map<String, String> at = new TreeMap<>();
    for (String p : placements) {
      int i = 0;
      while (!(Character.isLowerCase(p.charAt(i))
          && i + 1 < p.length()
          && Character.isDigit(p.charAt(i + 1))
          && isFile(p.charAt(i))
          && squareTail(p, i))) {
        i++;
      }
      at.put(p.substring(i), p.substring(0, i));
    }
    StringBuilder sb = new StringBuilder();
    for (int rank = 10; rank >= 1; rank--) {
      int empty = 0;
      for (char f = 'a'; f <= 'k'; f++) {
        String piece = at.get("" + f + rank);
        if (piece == null) {
          empty++;
        } else {
          sb.append(empty > 0 ? String.valueOf(empty) : "").append(piece);
          empty = 0;
        }
      }
      sb.append(empty > 0 ? String.valueOf(empty) : "").append(rank > 1 ? "/" : "");
    }
    String l2 = at.getOrDefault("l2", "-");
    String z9 = at.getOrDefault("z9", "-");
    return sb + " " + side + " " + l2 + z9 + " " + options + " " + pp + " 0 30";
  }

  private static boolean isFile(char c) {
    return (c >= 'a' && c <= 'l') || c == 'z';
  }

  private static boolean squareTail(String p, int i) {
    for (int j = i + 1; j < p.length(); j++) {
      if (!Character.isDigit(p.charAt(j))) {
        return false;
      }
    }
    return true;
  }

  static GenericPosition position(String fen) {
    return TamerlaneFen.read(fen);
  }

  /** The legal moves, in coordinate form. */
  static TreeSet<String> moves(String fen) {
    return moves(position(fen));
  }

  static TreeSet<String> moves(GenericPosition p) {
    int[] buf = new int[MoveGenerator.MAX_MOVES];
    int n = new MoveGenerator(p).legalMoves(buf);
    TreeSet<String> out = new TreeSet<>();
    for (int m : Arrays.copyOf(buf, n)) {
      out.add(TamerlaneMoveNotation.coordinate(p, m));
    }
    return out;
  }

  /** The legal moves from one square, in coordinate form. */
  static TreeSet<String> movesFrom(String fen, String square) {
    TreeSet<String> out = new TreeSet<>();
    for (String m : moves(fen)) {
      if (m.startsWith(square) && !Character.isDigit(m.charAt(square.length()))) {
        out.add(m);
      }
    }
    return out;
  }

  /** A set of moves written with spaces, {@code "e5d4 e5d6"}. */
  static TreeSet<String> set(String moves) {
    TreeSet<String> out = new TreeSet<>();
    for (String m : moves.trim().split("\\s+")) {
      if (!m.isEmpty()) {
        out.add(m);
      }
    }
    return out;
  }

  /** Plays a move given in coordinate form on the game, which must accept it. */
  static void play(TamerlaneGame game, String coordinate) {
    game.play(TamerlaneMoveNotation.parse(game.generator(), coordinate));
  }
}
