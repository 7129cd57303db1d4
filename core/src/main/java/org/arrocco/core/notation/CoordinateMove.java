package org.arrocco.core.notation;

import java.util.Locale;
import org.arrocco.core.generic.BoardGeometry;
import org.arrocco.core.generic.GameSpec;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.generic.Move;

/**
 * A move of the generic backend in coordinate form, for programs: from square then to square
 * ({@code e2e4}, {@code k2l2}); a promotion with a choice adds the new piece's letter in lower case
 * ({@code e7e8q}); a rotation (citadel exchange) adds its third square ({@code a9z9f5}); castling
 * is king square then rook square ({@code e1h1}).
 */
public final class CoordinateMove {
  private CoordinateMove() {}

  /** A legal move of {@code p} in coordinate form. */
  public static String write(GenericPosition p, int m) {
    BoardGeometry g = p.spec().geometry();
    StringBuilder sb = new StringBuilder();
    sb.append(g.name(Move.from(m))).append(g.name(Move.to(m)));
    if (Move.kind(m) == Move.ROTATE) {
      sb.append(g.name(Move.aux(m)));
    } else if (Move.kind(m) == Move.PROMOTION) {
      int pawn = p.piece(Move.from(m));
      if (p.spec().kind(GameSpec.kindOf(pawn)).promotions().length > 1) {
        sb.append(p.spec().kind(GameSpec.kindOf(Move.aux(m))).symbol().toLowerCase(Locale.ROOT));
      }
    }
    return sb.toString();
  }
}
