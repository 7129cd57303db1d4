package org.arrocco.bench.match;

import java.io.IOException;
import java.util.Map;

/**
 * An engine of a match, as the runner talks to it: in UCI's words ({@code position fen ... moves
 * ...} and {@code go wtime ...}), whatever the engine's own protocol ({@link UciEngine}, {@link
 * XboardEngine}).
 */
interface MatchEngine extends AutoCloseable {
  /** What a {@code go} brought back: the move text (null if none came) and the time it took. */
  record Answer(String move, long nanos, String lastInfo) {}

  /** The engine of {@code spec}, started in its protocol ({@code protocol=} of the spec). */
  static MatchEngine of(EngineSpec spec) throws IOException {
    return spec.protocol().equals("xboard") ? new XboardEngine(spec) : new UciEngine(spec);
  }

  String name();

  /** Whether the engine's process still runs. */
  boolean alive();

  /** The handshake, the spec's options and {@code extraOptions} (UCI options of the variant). */
  void start(Map<String, String> extraOptions) throws IOException;

  /** Tells the engine that a new game starts, and waits until it is ready. */
  void newGame() throws IOException;

  /**
   * Sends a position and a {@code go} (both in UCI's words) and waits up to {@code deadlineMillis}
   * for the move, timed from the {@code go}.
   */
  Answer go(String position, String go, long deadlineMillis) throws IOException;

  @Override
  void close();
}
