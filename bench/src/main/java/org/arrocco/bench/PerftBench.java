package org.arrocco.bench;

import java.util.concurrent.TimeUnit;
import org.arrocco.core.perft.PerftPosition;
import org.arrocco.core.variant.Variants;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Perft of the orthodox start position (depths 5 and 6: 4,865,609 and 119,060,324 leaves) and of
 * Kiwipete (depths 4 and 5: 4,085,603 and 193,690,690 leaves); leaves per second = leaves / time.
 * Run: {@code java -jar bench/target/benchmarks.jar PerftBench -f 1 -wi 2 -i 3}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PerftBench {
  private static final String KIWIPETE =
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

  /**
   * Position and depth: {@code start:5}, {@code start:6}, {@code kiwipete:4}, {@code kiwipete:5}.
   */
  @Param({"start:5", "start:6", "kiwipete:4", "kiwipete:5"})
  public String caseName;

  private PerftPosition position;
  private int depth;

  @Setup
  public void setUp() {
    String[] parts = caseName.split(":");
    String fen = parts[0].equals("start") ? Variants.CHESS.startFen() : KIWIPETE;
    position = Variants.CHESS.perftPosition(fen);
    depth = Integer.parseInt(parts[1]);
  }

  @Benchmark
  public long perft() {
    return position.perft(depth);
  }
}
