package org.arrocco.bench.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An engine's child process, whatever protocol it speaks: its output lines are collected by a
 * reader thread, so the match can wait for an answer with a deadline. Its standard error is
 * discarded; a process that dies or stays silent past a deadline is reported as such.
 */
final class EngineProcess {
  private final String name;
  private final Process process;
  private final Writer in;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

  EngineProcess(EngineSpec spec) throws IOException {
    this.name = spec.name();
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
            "engine-" + name);
    reader.setDaemon(true);
    reader.start();
  }

  /** Whether the process still runs. */
  boolean alive() {
    return process.isAlive();
  }

  void send(String command) throws IOException {
    in.write(command + "\n");
    in.flush();
  }

  /** Forgets the lines not read yet. */
  void clear() {
    lines.clear();
  }

  /**
   * The next line, or null when none came before {@code deadlineNanos} ({@link System#nanoTime}).
   */
  String next(long deadlineNanos) throws IOException {
    long left = deadlineNanos - System.nanoTime();
    try {
      return left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted");
    }
  }

  /** Waits for a line starting with {@code prefix}; returns it. */
  String expect(String prefix, long millis) throws IOException {
    long deadline = System.nanoTime() + millis * 1_000_000;
    while (true) {
      String line = next(deadline);
      if (line == null) {
        throw new IOException(name + " did not answer '" + prefix + "' in " + millis + " ms");
      }
      if (line.startsWith(prefix)) {
        return line;
      }
    }
  }

  /** Sends {@code quit} and ends the process, by force after two seconds. */
  void close() {
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
