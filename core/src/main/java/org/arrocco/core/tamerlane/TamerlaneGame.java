package org.arrocco.core.tamerlane;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.generic.Move;
import org.arrocco.core.generic.MoveGenerator;

/**
 * A game of Tamerlane chess from a start position: the moves played and how the game stands
 * (shared/rules/tamerlane.md, "Royal pieces, check, and the end of the game"). A side to move with
 * no legal move loses; a drawing entry into the enemy citadel draws; nothing else ends the game by
 * rule (no repetition, no 50-move draw).
 */
public final class TamerlaneGame {
  /** How the game stands. */
  public enum Status {
    ONGOING("*"),
    WHITE_WINS("1-0"),
    BLACK_WINS("0-1"),
    DRAWN_BY_CITADEL("1/2-1/2");

    private final String result;

    Status(String result) {
      this.result = result;
    }

    /** The PGN result string. */
    public String result() {
      return result;
    }
  }

  private final GenericPosition position;
  private final MoveGenerator generator;
  private final List<Integer> moves = new ArrayList<>();

  /** A game from the given position (the game takes the position over). */
  public TamerlaneGame(GenericPosition position) {
    if (position.spec() != TamerlaneSpec.SPEC) {
      throw new IllegalArgumentException("not a Tamerlane position");
    }
    this.position = position;
    this.generator = new MoveGenerator(position);
  }

  /** The current position (do not play moves on it directly). */
  public GenericPosition position() {
    return position;
  }

  /** The generator bound to the current position. */
  public MoveGenerator generator() {
    return generator;
  }

  /** The legal moves now. */
  public int[] legalMoves() {
    int[] buf = new int[MoveGenerator.MAX_MOVES];
    return Arrays.copyOf(buf, generator.legalMoves(buf));
  }

  /** Plays a legal move; an illegal one throws {@link IllegalArgumentException}. */
  public void play(int move) {
    for (int m : legalMoves()) {
      if (m == move) {
        position.make(move);
        moves.add(move);
        return;
      }
    }
    throw new IllegalArgumentException("illegal move " + Integer.toHexString(move));
  }

  /** Takes back the last move. */
  public void undo() {
    position.unmake(moves.remove(moves.size() - 1));
  }

  /** The moves played, in order. */
  public List<Integer> moves() {
    return List.copyOf(moves);
  }

  /** How the game stands now. */
  public Status status() {
    if (position.ended()) {
      return Status.DRAWN_BY_CITADEL;
    }
    if (legalMoves().length == 0) {
      // "Decision: a side to move with no legal move loses"
      return position.side() == 0 ? Status.BLACK_WINS : Status.WHITE_WINS;
    }
    return Status.ONGOING;
  }

  /** Whether the last move was a drawing entry into the enemy citadel. */
  public boolean endedByCitadel() {
    return !moves.isEmpty() && Move.kind(moves.get(moves.size() - 1)) == Move.ENDING_ENTRY;
  }
}
