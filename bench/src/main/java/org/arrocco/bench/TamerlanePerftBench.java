package org.arrocco.bench;

import java.util.concurrent.TimeUnit;
import org.arrocco.core.perft.PerftPosition;
import org.arrocco.core.tamerlane.TamerlaneSetup;
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
 * Perft of the Tamerlane default start on the generic backend: depth 4 (365,893 leaves) and depth 5
 * (9,709,736 leaves); leaves per second = leaves / time. Run: {@code java -jar
 * bench/target/benchmarks.jar TamerlanePerftBench -f 1 -wi 2 -i 3}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class TamerlanePerftBench {
  /** The depth. */
  @Param({"4", "5"})
  public int depth;

  private PerftPosition position;

  @Setup
  public void setUp() {
    position = Variants.TAMERLANE.perftPosition(TamerlaneSetup.DEFAULT.fen());
  }

  @Benchmark
  public long perft() {
    return position.perft(depth);
  }
}
