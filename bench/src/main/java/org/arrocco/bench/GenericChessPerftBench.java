package org.arrocco.bench;

import java.util.concurrent.TimeUnit;
import org.arrocco.core.generic.GenericChess;
import org.arrocco.core.perft.GenericPerft;
import org.arrocco.core.perft.PerftPosition;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Perft of the orthodox start position at depth 5 (4,865,609 leaves) on the generic backend
 * (orthodox chess as a spec), to compare with the bitboard backend's {@link PerftBench}. Run:
 * {@code java -jar bench/target/benchmarks.jar GenericChessPerftBench -f 1 -wi 2 -i 3}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class GenericChessPerftBench {
  private PerftPosition position;

  @Setup
  public void setUp() {
    position =
        new GenericPerft(
            GenericChess.fromBitboard(
                org.arrocco.core.notation.Fen.read(
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                    org.arrocco.core.chess.CastlingMode.CHESS960)));
  }

  @Benchmark
  public long startDepth5() {
    return position.perft(5);
  }
}
