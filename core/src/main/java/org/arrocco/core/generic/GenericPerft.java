package org.arrocco.core.generic;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.perft.PerftPosition;

/**
 * A {@link GenericPosition} ready for perft: the last ply is counted in bulk (legal moves are
 * counted without being played where legality is decided without playing them), every other move
 * goes through make/unmake. Divide names root moves in coordinate form ({@link #coordinate}).
 */
public final class GenericPerft implements PerftPosition {
  private final GenericPosition position;
  private final MoveGenerator generator;

  public GenericPerft(GenericPosition position) {
    this.position = position;
    this.generator = new MoveGenerator(position);
  }

  public GenericPosition position() {
    return position;
  }

  @Override
  public long perft(int depth) {
    PerftPosition.checkDepth(depth);
    return generator.perft(depth);
  }

  @Override
  public List<Divide> divide(int depth) {
    PerftPosition.checkDepth(depth);
    List<Divide> out = new ArrayList<>();
    if (depth == 0) {
      return out;
    }
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int n = generator.legalMoves(moves);
    for (int i = 0; i < n; i++) {
      String name = coordinate(position, moves[i]);
      position.make(moves[i]);
      long count = depth <= 1 ? 1 : generator.perft(depth - 1);
      position.unmake(moves[i]);
      out.add(new Divide(name, count));
    }
    return out;
  }

  /**
   * A move in coordinate form: from square then to square ({@code e2e4}, {@code k2l2}); a promotion
   * with a choice adds the new piece's letter in lower case ({@code e7e8q}); a rotation (citadel
   * exchange) adds its third square ({@code a9z9f5}); castling is king square then rook square
   * ({@code e1h1}).
   */
  public static String coordinate(GenericPosition p, int m) {
    BoardGeometry g = p.spec().geometry();
    StringBuilder sb = new StringBuilder();
    sb.append(g.name(Move.from(m))).append(g.name(Move.to(m)));
    if (Move.kind(m) == Move.ROTATE) {
      sb.append(g.name(Move.aux(m)));
    } else if (Move.kind(m) == Move.PROMOTION) {
      int pawn = p.piece(Move.from(m));
      if (p.spec().kind(GameSpec.kindOf(pawn)).promotions().length > 1) {
        sb.append(
            p.spec()
                .kind(GameSpec.kindOf(Move.aux(m)))
                .symbol()
                .toLowerCase(java.util.Locale.ROOT));
      }
    }
    return sb.toString();
  }
}
