package org.arrocco.core.perft;

import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.MoveGenerator;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Position;
import org.arrocco.core.notation.Fen;

/**
 * Seeds the JIT's branch profile before a large count. A cold JVM compiles the move generator with
 * the profile of its first few thousand calls; from the start position those calls see no en
 * passant, no pin, no promotion and no lost castling right, so the compiled code is thrown away and
 * rebuilt each time one first turns up. Walking about 11,000 nodes that hold every special case
 * first takes some 40-250 ms on a busy 2-core machine, counted in the caller's measured time, and
 * adds nothing to any count; a cold {@code perft 6} of the start position got about 10% faster.
 */
final class ChessWarmUp {
  /** Positions with castling of both kinds, en passant, promotions, pins and checks. */
  private static final String[] POSITIONS = {
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "bbn2rkr/pp4pp/3p1P2/2q5/7P/8/1PP1P1P1/BBNN1RKR w HFhf - 3 13",
  };

  private static boolean done;

  private ChessWarmUp() {}

  /** Runs the seed counts once per JVM. */
  static synchronized void once() {
    if (done) {
      return;
    }
    done = true;
    MoveList[] lists = {new MoveList(), new MoveList(), new MoveList()};
    for (String fen : POSITIONS) {
      walk(Fen.read(fen, CastlingMode.CHESS960), lists, 2);
    }
  }

  /** Generates and counts at every node of the tree of the given depth (about 1,600 nodes). */
  private static long walk(Position p, MoveList[] lists, int depth) {
    long nodes = MoveGenerator.count(p);
    int n = MoveGenerator.generate(p, lists[depth]);
    if (depth > 0) {
      for (int i = 0; i < n; i++) {
        p.make(lists[depth].get(i));
        nodes += walk(p, lists, depth - 1);
        p.unmake();
      }
    }
    return nodes;
  }
}
