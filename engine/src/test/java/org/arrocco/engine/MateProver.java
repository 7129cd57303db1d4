package org.arrocco.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Position;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.notation.sprint.SprintSan;
import org.arrocco.core.notation.tamerlane.TamerlaneMoveNotation;
import org.arrocco.core.sprint.SprintPosition;

/**
 * Proves a forced mate by exhausting every line on the core's rules alone (no search, no evaluation
 * of the engine): the side to move wins in {@code n} moves when one of its moves leaves the
 * opponent lost at once, or leaves every reply in a position it wins in {@code n - 1}. "Lost" is
 * each variant's own: checkmate in orthodox chess, Chess960 and Sprint (stalemate draws there), no
 * legal move at all in Tamerlane (tamerlane.md), where a royal's entry into a citadel ends the game
 * drawn. The mate suites' answers come from here, never from the engine they test.
 */
final class MateProver {
  /** The rules of one variant as the prover needs them, on a position it makes moves on. */
  interface Rules {
    /**
     * The legal moves of the side to move, into {@code out} (of the ply's own list); their count.
     */
    int generate(int ply);

    int move(int ply, int i);

    void make(int move);

    void unmake(int move);

    /** The side to move has no legal move and that loses (checkmate, or any in Tamerlane). */
    boolean lostWithNoMove();

    /** The game has ended drawn by a rule other than a lack of moves. */
    boolean drawnByRule();

    /** The move's name in the notation the suite is written in, in the present position. */
    String name(int move);
  }

  private final Rules rules;

  MateProver(Rules rules) {
    this.rules = rules;
  }

  /** Whether the side to move forces a win in at most {@code n} moves. */
  boolean winsWithin(int n) {
    return winsWithin(n, 0);
  }

  private boolean winsWithin(int n, int ply) {
    int count = rules.generate(ply);
    for (int i = 0; i < count; i++) {
      int m = rules.move(ply, i);
      rules.make(m);
      boolean wins = !rules.drawnByRule() && everyReplyLoses(n - 1, ply + 1);
      rules.unmake(m);
      if (wins) {
        return true;
      }
    }
    return false;
  }

  /** The opponent, to move, loses now, or (with {@code n} moves left) after every reply. */
  private boolean everyReplyLoses(int n, int ply) {
    int count = rules.generate(ply);
    if (count == 0) {
      return rules.lostWithNoMove();
    }
    if (n == 0) {
      return false;
    }
    for (int i = 0; i < count; i++) {
      int m = rules.move(ply, i);
      rules.make(m);
      boolean lost = !rules.drawnByRule() && winsWithin(n, ply + 1);
      rules.unmake(m);
      if (!lost) {
        return false;
      }
    }
    return true;
  }

  /**
   * The moves that win in exactly {@code n} (named), empty when the side to move cannot force a win
   * in {@code n} or can in fewer.
   */
  List<String> keys(int n) {
    List<String> keys = new ArrayList<>();
    if (n > 1 && winsWithin(n - 1)) {
      return keys;
    }
    int count = rules.generate(0);
    for (int i = 0; i < count; i++) {
      int m = rules.move(0, i);
      String name = rules.name(m);
      rules.make(m);
      boolean wins = !rules.drawnByRule() && everyReplyLoses(n - 1, 1);
      rules.unmake(m);
      if (wins) {
        keys.add(name);
      }
    }
    return keys;
  }

  /** Orthodox chess or Chess960 on the bitboard rules. */
  static Rules chess(Position p, CastlingMode mode) {
    return new ListRules<MoveList>(ply -> new MoveList()) {
      @Override
      int fill(MoveList list) {
        return MoveGenerator.generate(p, list);
      }

      @Override
      int at(MoveList list, int i) {
        return list.get(i);
      }

      @Override
      public void make(int move) {
        p.make(move);
      }

      @Override
      public void unmake(int move) {
        p.unmake();
      }

      @Override
      public boolean lostWithNoMove() {
        return p.inCheck();
      }

      @Override
      public boolean drawnByRule() {
        return false; // no repetition or move-count draw can fall within a few moves of a puzzle
      }

      @Override
      public String name(int move) {
        return UciMove.write(move, mode);
      }
    };
  }

  /** Scacchi Sprint with everything known (the suite's positions hide nothing). */
  static Rules sprint(SprintPosition s) {
    return new ListRules<MoveList>(ply -> new MoveList()) {
      @Override
      int fill(MoveList list) {
        return s.generate(list);
      }

      @Override
      int at(MoveList list, int i) {
        return list.get(i);
      }

      @Override
      public void make(int move) {
        s.make(move);
      }

      @Override
      public void unmake(int move) {
        s.unmake();
      }

      @Override
      public boolean lostWithNoMove() {
        return s.board().inCheck(); // sprint.md: checkmate wins, stalemate draws
      }

      @Override
      public boolean drawnByRule() {
        return s.deadPosition();
      }

      @Override
      public String name(int move) {
        return SprintSan.write(s, move);
      }
    };
  }

  /** Tamerlane chess on the generic rules. */
  static Rules tamerlane(GenericPosition pos) {
    org.arrocco.core.generic.MoveGenerator gen = new org.arrocco.core.generic.MoveGenerator(pos);
    return new ListRules<int[]>(ply -> new int[org.arrocco.core.generic.MoveGenerator.MAX_MOVES]) {
      @Override
      int fill(int[] list) {
        return gen.legalMoves(list);
      }

      @Override
      int at(int[] list, int i) {
        return list[i];
      }

      @Override
      public void make(int move) {
        pos.make(move);
      }

      @Override
      public void unmake(int move) {
        pos.unmake(move);
      }

      @Override
      public boolean lostWithNoMove() {
        return true; // tamerlane.md: a side to move with no legal move loses
      }

      @Override
      public boolean drawnByRule() {
        return pos.ended(); // tamerlane.md, Citadels: the ranking royal's entry draws
      }

      @Override
      public String name(int move) {
        return TamerlaneMoveNotation.coordinate(pos, move);
      }
    };
  }

  /** A move list per ply, made on first use. */
  private abstract static class ListRules<L> implements Rules {
    private final IntFunction<L> maker;
    private final List<L> lists = new ArrayList<>();
    private final int[] counts = new int[64];

    ListRules(IntFunction<L> maker) {
      this.maker = maker;
    }

    abstract int fill(L list);

    abstract int at(L list, int i);

    @Override
    public int generate(int ply) {
      while (lists.size() <= ply) {
        lists.add(maker.apply(lists.size()));
      }
      counts[ply] = fill(lists.get(ply));
      return counts[ply];
    }

    @Override
    public int move(int ply, int i) {
      return at(lists.get(ply), i);
    }
  }
}
