package org.arrocco.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.arrocco.core.perft.EpdFile;
import org.arrocco.core.perft.EpdLine;
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
 * Sprint perft on the reference positions of {@code shared/reference/perft/sprint.epd} (drawing
 * off, last ply counted in bulk). Cases: {@code suite:3}, all 54 lines at depth 3 (depth 2 for the
 * two lines that list no more), 20,550,672 leaves; {@code line:50:4}, the largest count of the file
 * (122,369,935 leaves). Leaves per second = leaves / time. The file is found through the system
 * property {@code arrocco.reference} or at {@code ../shared/reference} from the working directory.
 * Run from the repository: {@code java -jar bench/target/benchmarks.jar SprintPerftBench -f 1 -wi 2
 * -i 3}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class SprintPerftBench {
  @Param({"suite:3", "line:50:4"})
  public String caseName;

  private final List<PerftPosition> positions = new ArrayList<>();
  private final List<Integer> depths = new ArrayList<>();

  @Setup
  public void setUp() throws IOException {
    Path file =
        Paths.get(System.getProperty("arrocco.reference", "../shared/reference"))
            .resolve("perft/sprint.epd");
    List<EpdLine> lines = EpdFile.read(file);
    String[] parts = caseName.split(":");
    long leaves = 0;
    for (EpdLine line : lines) {
      int depth;
      if (parts[0].equals("suite")) {
        depth = Math.min(Integer.parseInt(parts[1]), line.maxDepth());
      } else if (line.lineNumber() == Integer.parseInt(parts[1])) {
        depth = Integer.parseInt(parts[2]);
      } else {
        continue;
      }
      positions.add(Variants.SPRINT.perftPosition(line.fen()));
      depths.add(depth);
      leaves += line.count(depth);
    }
    System.out.println(
        "[" + caseName + "] " + positions.size() + " positions, " + leaves + " leaves");
  }

  @Benchmark
  public long perft() {
    long n = 0;
    for (int i = 0; i < positions.size(); i++) {
      n += positions.get(i).perft(depths.get(i));
    }
    return n;
  }
}
