package org.arrocco.core.chess;

/**
 * A reusable list of moves (ints, see {@link Move}) in a preallocated array. Generators clear and
 * fill it; nothing is allocated per move. The capacity (512) exceeds the legal moves of any chess
 * position (at most 218) with room for drop moves.
 */
public final class MoveList {
  /** The moves; entries {@code 0 .. size()-1} are valid. */
  final int[] moves;

  int size;

  public MoveList() {
    this(512);
  }

  public MoveList(int capacity) {
    moves = new int[capacity];
  }

  public int size() {
    return size;
  }

  public int get(int i) {
    return moves[i];
  }

  public void clear() {
    size = 0;
  }

  public void add(int move) {
    moves[size++] = move;
  }

  /** Makes this list hold the moves of {@code other}, in its order. */
  public void copyFrom(MoveList other) {
    System.arraycopy(other.moves, 0, moves, 0, other.size);
    size = other.size;
  }

  /** Whether the list holds {@code move}. */
  public boolean contains(int move) {
    for (int i = 0; i < size; i++) {
      if (moves[i] == move) {
        return true;
      }
    }
    return false;
  }
}
