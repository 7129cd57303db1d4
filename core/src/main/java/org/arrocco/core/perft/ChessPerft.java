package org.arrocco.core.perft;

import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Position;
import org.arrocco.core.notation.UciMove;

/**
 * Perft of an orthodox or Chess960 position on the bitboard rules: every move but the last ply's
 * through make/unmake, the last ply counted in bulk ({@link MoveGenerator#count}); moves named in
 * UCI (Chess960 castling as king takes rook). A move list per ply is kept between counts, so a
 * count allocates nothing.
 */
public final class ChessPerft implements PerftPosition {
  private final Position position;
  private final CastlingMode mode;
  private MoveList[] lists = new MoveList[0];

  /** Counts from {@code position} (which it makes moves on, leaving it as it was after each). */
  public ChessPerft(Position position, CastlingMode mode) {
    this.position = position;
    this.mode = mode;
  }

  @Override
  public long perft(int depth) {
    PerftPosition.checkDepth(depth);
    if (depth == 0) {
      return 1;
    }
    if (depth >= 5) {
      ChessWarmUp.once(); // a few milliseconds, within the caller's timing; see ChessWarmUp
    }
    ensureLists(depth);
    return count(depth);
  }

  private void ensureLists(int depth) {
    if (lists.length <= depth) {
      MoveList[] l = new MoveList[depth + 1];
      for (int i = 0; i <= depth; i++) {
        l[i] = i < lists.length ? lists[i] : new MoveList();
      }
      lists = l;
    }
  }

  private long count(int depth) {
    Position p = position;
    if (depth == 1) {
      return MoveGenerator.count(p);
    }
    MoveList list = lists[depth];
    int n = MoveGenerator.generate(p, list);
    long nodes = 0;
    if (depth == 2) {
      for (int i = 0; i < n; i++) {
        p.make(list.get(i));
        nodes += MoveGenerator.count(p);
        p.unmake();
      }
      return nodes;
    }
    for (int i = 0; i < n; i++) {
      p.make(list.get(i));
      nodes += count(depth - 1);
      p.unmake();
    }
    return nodes;
  }

  @Override
  public int[] rootMoves() {
    MoveList list = new MoveList();
    int n = MoveGenerator.generate(position, list);
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = list.get(i);
    }
    return out;
  }

  @Override
  public void make(int move) {
    position.make(move);
  }

  @Override
  public void unmake(int move) {
    position.unmake();
  }

  @Override
  public String moveName(int move) {
    return UciMove.write(move, mode);
  }
}
