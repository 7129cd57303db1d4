package org.arrocco.core.perft;

import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.generic.MoveGenerator;
import org.arrocco.core.notation.CoordinateMove;

/**
 * A {@link GenericPosition} ready for perft: the last ply is counted in bulk (legal moves are
 * counted without being played where legality is decided without playing them), every other move
 * goes through make/unmake. Divide names root moves in coordinate form ({@link CoordinateMove}).
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
  public int[] rootMoves() {
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    return java.util.Arrays.copyOf(moves, generator.legalMoves(moves));
  }

  @Override
  public void make(int move) {
    position.make(move);
  }

  @Override
  public void unmake(int move) {
    position.unmake(move);
  }

  @Override
  public String moveName(int move) {
    return CoordinateMove.write(position, move);
  }
}
