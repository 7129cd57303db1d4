package org.arrocco.bench.match;

import java.io.IOException;
import java.util.Map;

/** A UCI engine run as a child process ({@link EngineProcess}). */
final class UciEngine implements MatchEngine {
  private final EngineSpec spec;
  private final EngineProcess process;

  UciEngine(EngineSpec spec) throws IOException {
    this.spec = spec;
    this.process = new EngineProcess(spec);
  }

  @Override
  public boolean alive() {
    return process.alive();
  }

  @Override
  public String name() {
    return spec.name();
  }

  /** The UCI handshake and the options of the specification, then {@code isready}. */
  @Override
  public void start(Map<String, String> extraOptions) throws IOException {
    process.send("uci");
    process.expect("uciok", 60_000); // a JVM may take long to start on a loaded machine
    for (Map.Entry<String, String> o : spec.options().entrySet()) {
      process.send("setoption name " + o.getKey() + " value " + o.getValue());
    }
    for (Map.Entry<String, String> o : extraOptions.entrySet()) {
      process.send("setoption name " + o.getKey() + " value " + o.getValue());
    }
    ready();
  }

  @Override
  public void newGame() throws IOException {
    process.send("ucinewgame");
    ready();
  }

  private void ready() throws IOException {
    process.send("isready");
    process.expect("readyok", 20_000);
  }

  /**
   * Sends a position and a {@code go} and waits up to {@code deadlineMillis} for the move. The time
   * is measured from the {@code go} to the {@code bestmove} line.
   */
  @Override
  public Answer go(String position, String go, long deadlineMillis) throws IOException {
    process.clear();
    process.send(position);
    long start = System.nanoTime();
    process.send(go);
    long deadline = start + deadlineMillis * 1_000_000;
    String lastInfo = null;
    while (true) {
      String line = process.next(deadline);
      if (line == null) {
        return new Answer(null, System.nanoTime() - start, lastInfo);
      }
      if (line.startsWith("bestmove")) {
        long nanos = System.nanoTime() - start;
        String[] t = line.trim().split("\\s+");
        return new Answer(t.length > 1 ? t[1] : "", nanos, lastInfo);
      }
      if (line.startsWith("info") && line.contains(" score ")) {
        lastInfo = line;
      }
    }
  }

  @Override
  public void close() {
    process.close();
  }
}
