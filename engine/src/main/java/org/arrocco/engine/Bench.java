package org.arrocco.engine;

import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.notation.Fen;

/**
 * The fixed benchmark: a set of positions (openings, middle games, endings, Chess960 castling)
 * searched one after the other to a fixed depth by a fresh engine with one thread and a 16 MB
 * table. Its total node count is a signature of the search: any change to what the search does
 * changes it, and the same code gives the same count on every machine.
 */
public final class Bench {
  /** The default depth of {@code bench}. */
  public static final int DEFAULT_DEPTH = 12;

  static final String[] POSITIONS = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 11",
    "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
    "rq3rk1/ppp2ppp/1bnpb3/3N2B1/3NP3/7P/PPPQ1PP1/2KR3R w - - 7 14",
    "r1bq1r1k/1pp1n1pp/1p1p4/4p2Q/4Pp2/1BNP4/PPP2PPP/3R1RK1 w - - 2 14",
    "r3r1k1/2p2ppp/p1p1bn2/8/1q2P3/2NPQN2/PPP3PP/R4RK1 b - - 2 15",
    "r1bbk1nr/pp3p1p/2n5/1N4p1/2Np1B2/8/PPP2PPP/2KR1B1R w kq - 0 13",
    "r1bq1rk1/ppp1nppp/4n3/3p3Q/3P4/1BP1B3/PP1N2PP/R4RK1 w - - 1 16",
    "4r1k1/r1q2ppp/ppp2n2/4P3/5Rb1/1N1BQ3/PPP3PP/R5K1 w - - 1 17",
    "2rqkb1r/ppp2p2/2npb1p1/1N1Nn2p/2P1PP2/8/PP2B1PP/R1BQK2R b KQ - 0 11",
    "r1bq1r1k/b1p1npp1/p2p3p/1p6/3PP3/1B2NN2/PP3PPP/R2Q1RK1 w - - 1 16",
    "3r1rk1/p5pp/bpp1pp2/8/q1PP1P2/b3P3/P2NQRPP/1R2B1K1 b - - 6 22",
    "r1q2rk1/2p1bppp/2Pp4/p6b/Q1PNp3/4B3/PP1R1PPP/2K4R w - - 2 18",
    "4k2r/1pb2ppp/1p2p3/1R1p4/3P4/2r1PN2/P4PPP/1R4K1 b - - 3 22",
    "3q2k1/pb3p1p/4pbp1/2r5/PpN2N2/1P2P2P/5PP1/Q2R2K1 b - - 4 26",
    "6k1/6p1/6Pp/ppp5/3pn2P/1P3K2/1PP2P2/3N4 b - - 0 1",
    "3b4/5kp1/1p1p1p1p/pP1PpP1P/P1P1P3/3KN3/8/8 w - - 0 1",
    "8/6pk/1p6/8/PP3p1p/5P2/4KP1q/3Q4 w - - 0 1",
    "7k/3p2pp/4q3/8/4Q3/5Kp1/P6b/8 w - - 0 1",
    "8/8/8/8/5kp1/P7/8/1K1N4 w - - 0 1",
    "8/8/3P3k/8/1p6/8/1P6/1K3n2 b - - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
  };

  private Bench() {}

  /** The outcome of a benchmark run. */
  public record Result(long nodes, long millis, long cpuMillis) {
    public long nodesPerSecond() {
      return millis == 0 ? nodes * 1000 : nodes * 1000 / millis;
    }

    /**
     * Nodes per second of the searching thread's own CPU time: on a machine shared with other work
     * this is the figure that does not depend on how much of a core the search got.
     */
    public long nodesPerCpuSecond() {
      return cpuMillis == 0 ? nodes * 1000 : nodes * 1000 / cpuMillis;
    }
  }

  /** Runs the benchmark at {@code depth}; {@code progress} gets one line per position. */
  public static Result run(int depth, java.util.function.Consumer<String> progress) {
    Engine engine = new Engine();
    engine.setThreads(1);
    engine.setHashMegabytes(Engine.DEFAULT_HASH);
    engine.newGame();
    long nodes = 0;
    java.lang.management.ThreadMXBean threads =
        java.lang.management.ManagementFactory.getThreadMXBean();
    long cpuStart = threads.getCurrentThreadCpuTime();
    long start = System.nanoTime();
    for (int i = 0; i < POSITIONS.length; i++) {
      engine.setPosition(Fen.read(POSITIONS[i], CastlingMode.CHESS960), new int[0]);
      SearchResult r = engine.search(SearchLimits.ofDepth(depth));
      nodes += r.nodes();
      progress.accept("Position " + (i + 1) + "/" + POSITIONS.length + ": " + r.nodes() + " nodes");
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    long cpu = (threads.getCurrentThreadCpuTime() - cpuStart) / 1_000_000;
    return new Result(nodes, millis, cpu);
  }
}
