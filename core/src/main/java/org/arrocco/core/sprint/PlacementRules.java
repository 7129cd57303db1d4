package org.arrocco.core.sprint;

import org.arrocco.core.chess.Attacks;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Square;

/**
 * Why a placement is refused, in words that name the rule of {@code shared/rules/sprint.md}: for
 * error messages to players and for bad input in records. The legal generator ({@link
 * SprintPosition#dropTargets}) is the authority; this class only explains its answer.
 */
public final class PlacementRules {
  private PlacementRules() {}

  /**
   * The reason the side to move may not place a tile of {@code type} on {@code square}, or {@code
   * null} when the placement is legal.
   */
  public static String refusal(SprintPosition s, int type, int square) {
    if (type < Piece.PAWN || type > Piece.QUEEN) {
      // not a tile kind: naming one (Tile.name falls back to "queen") would state a false hand
      return "only pawn, knight, bishop, rook and queen tiles are placed, not a "
          + (type == Piece.KING ? "king" : "piece of type " + type)
          + " (sprint.md, Material)";
    }
    int us = s.sideToMove();
    String tile = Tile.name(SprintPosition.tile(type));
    String sq = Square.name(square);
    if (s.handCount(us, type) == 0) {
      return "no " + tile + " tile in hand to place on " + sq;
    }
    if (s.board().pieceAt(square) != 0) {
      return sq + " is not empty: a tile goes on an empty square (sprint.md, A turn: place)";
    }
    int rank = Square.rank(square) + 1;
    int own = us == Piece.WHITE ? rank : 9 - rank;
    if (type == Piece.PAWN && (own < 2 || own > 4)) {
      return (us == Piece.WHITE
              ? "White places pawns on ranks 2-4 only"
              : "Black places pawns on ranks 5-7 only (its own ranks 2-4)")
          + ", not on "
          + sq
          + " (sprint.md, A turn: place)";
    }
    if (own > 4) {
      return (us == Piece.WHITE
              ? "White places pieces on ranks 1-4 only"
              : "Black places pieces on ranks 5-8 only (its own ranks 1-4)")
          + ", not on "
          + sq
          + " (sprint.md, A turn: place)";
    }
    if (type == Piece.QUEEN && s.turn() < SprintPosition.QUEEN_TURN) {
      return "the queen may be placed only from turn "
          + SprintPosition.QUEEN_TURN
          + "; this is turn "
          + s.turn()
          + " (sprint.md, The Queen not before turn 8)";
    }
    if (type == Piece.BISHOP && (s.bishopMask(us) & SprintMaterial.colourBit(square)) != 0) {
      boolean light = SprintMaterial.colourBit(square) == SprintMaterial.LIGHT;
      return "the first bishop was placed on a "
          + (light ? "light" : "dark")
          + " square, so the other goes on a "
          + (light ? "dark" : "light")
          + " one, not on "
          + sq
          + " (sprint.md, Bishops on opposite colours)";
    }
    long checkers = s.board().checkers();
    if (checkers != 0) {
      long block = Attacks.between(s.board().kingSquare(us), Long.numberOfTrailingZeros(checkers));
      if ((checkers & (checkers - 1)) != 0 || (block & 1L << square) == 0) {
        return "the king is in check and a tile on "
            + sq
            + " does not block it (sprint.md, King safety)";
      }
    }
    return null;
  }
}
