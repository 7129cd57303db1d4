package org.arrocco.bench;

import java.util.Locale;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.generic.MoveGenerator;
import org.arrocco.core.perft.GenericPerft;
import org.arrocco.core.perft.PerftPosition;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;

/**
 * How the JIT warms up on a short perft of a generic-backend variant: in a fresh JVM, times the
 * subtree of each root move of the start position one after the other and prints them in
 * milliseconds, then the total. Not a JMH benchmark: its point is the cold start JMH leaves out.
 * Usage: {@code java -cp bench/target/benchmarks.jar org.arrocco.bench.GenericPerftWarmUp [variant]
 * [depth]} (tamerlane 4 by default).
 */
public final class GenericPerftWarmUp {
  private GenericPerftWarmUp() {}

  public static void main(String[] args) {
    String key = args.length > 0 ? args[0] : "tamerlane";
    int depth = args.length > 1 ? Integer.parseInt(args[1]) : 4;
    Variant variant =
        Variants.find(key).orElseThrow(() -> new IllegalArgumentException("no variant " + key));
    PerftPosition start = variant.perftPosition(variant.startFen());
    if (!(start instanceof GenericPerft perft) || depth < 1) {
      throw new IllegalArgumentException(
          key + " does not run on the generic backend, or depth < 1");
    }
    GenericPosition position = perft.position();
    MoveGenerator generator = new MoveGenerator(position);
    int[] moves = new int[MoveGenerator.MAX_MOVES];
    int n = generator.legalMoves(moves);
    long[] at = new long[n + 1];
    long leaves = 0;
    at[0] = System.nanoTime();
    for (int i = 0; i < n; i++) {
      position.make(moves[i]);
      leaves += generator.perft(depth - 1);
      position.unmake(moves[i]);
      at[i + 1] = System.nanoTime();
    }
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < n; i++) {
      line.append(String.format(Locale.ROOT, "%.1f ", (at[i + 1] - at[i]) / 1e6));
    }
    System.out.println("per root move (ms): " + line.toString().trim());
    System.out.printf(Locale.ROOT, "total: %.1f ms, %d leaves%n", (at[n] - at[0]) / 1e6, leaves);
  }
}
