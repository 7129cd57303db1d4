package org.arrocco.bench.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A UCI engine run as a child process: its output lines are collected by a reader thread, so the
 * match can wait for an answer with a deadline. Errors of the engine (its standard error) are
 * discarded; a process that dies or stays silent past a deadline is reported as such.
 */
final class UciEngine implements AutoCloseable {
  private final EngineSpec spec;
  private final Process process;
  private final Writer in;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

  /** What a {@code go} brought back: the move text (null if none came) and the time it took. */
  record Answer(String move, long nanos, String lastInfo) {}

  UciEngine(EngineSpec spec) throws IOException {
    this.spec = spec;
    ProcessBuilder pb = new ProcessBuilder(spec.command());
    pb.redirectError(ProcessBuilder.Redirect.DISCARD);
    process = pb.start();
    in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    Thread reader =
        new Thread(
            () -> {
              try (BufferedReader r =
                  new BufferedReader(
                      new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                  lines.add(line);
                }
              } catch (IOException e) {
                // the process ended: waiting callers time out
              }
            },
            "engine-" + spec.name());
    reader.setDaemon(true);
    reader.start();
  }

  /** Whether the engine's process still runs. */
  boolean alive() {
    return process.isAlive();
  }

  String name() {
    return spec.name();
  }

  /** The UCI handshake and the options of the specification, then {@code isready}. */
  void start(Map<String, String> extraOptions) throws IOException {
    send("uci");
    expect("uciok", 60_000); // a JVM may take long to start on a loaded machine
    for (Map.Entry<String, String> o : spec.options().entrySet()) {
      send("setoption name " + o.getKey() + " value " + o.getValue());
    }
    for (Map.Entry<String, String> o : extraOptions.entrySet()) {
      send("setoption name " + o.getKey() + " value " + o.getValue());
    }
    ready();
  }

  void ready() throws IOException {
    send("isready");
    expect("readyok", 20_000);
  }

  void send(String command) throws IOException {
    in.write(command + "\n");
    in.flush();
  }

  /** Waits for a line starting with {@code prefix}; returns it. */
  String expect(String prefix, long millis) throws IOException {
    long deadline = System.nanoTime() + millis * 1_000_000;
    while (true) {
      long left = deadline - System.nanoTime();
      String line;
      try {
        line = left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted");
      }
      if (line == null) {
        throw new IOException(
            spec.name() + " did not answer '" + prefix + "' in " + millis + " ms");
      }
      if (line.startsWith(prefix)) {
        return line;
      }
    }
  }

  /**
   * Sends a position and a {@code go} and waits up to {@code deadlineMillis} for the move. The time
   * is measured from the {@code go} to the {@code bestmove} line.
   */
  Answer go(String position, String go, long deadlineMillis) throws IOException {
    lines.clear();
    send(position);
    long start = System.nanoTime();
    send(go);
    long deadline = start + deadlineMillis * 1_000_000;
    String lastInfo = null;
    while (true) {
      long left = deadline - System.nanoTime();
      String line;
      try {
        line = left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted");
      }
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
    try {
      send("quit");
    } catch (IOException e) {
      // already gone
    }
    try {
      if (!process.waitFor(2, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
