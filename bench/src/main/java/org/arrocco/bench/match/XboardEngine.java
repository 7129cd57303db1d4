package org.arrocco.bench.match;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An engine that speaks the xboard protocol (CECP, version 2), run as a child process and driven in
 * UCI's words ({@link MatchEngine}): each {@code position fen ... moves ...} becomes the moves the
 * engine has not been told yet (or, when the position does not follow from what it knows, {@code
 * new}, {@code force}, {@code setboard} and every move), and {@code go wtime ... btime ...} becomes
 * {@code time} and {@code otim} in centiseconds before {@code go}. The engine is kept in force mode
 * between its moves, so that it never starts thinking on its own. The time control is announced
 * with {@code level} at the game's first move (whole seconds of increment, as old engines read it);
 * every move then tells the engine its clock. Orthodox chess only: the spec may not set options (an
 * xboard engine takes its settings on its command line) nor a variant.
 */
final class XboardEngine implements MatchEngine {
  private final EngineSpec spec;
  private final EngineProcess process;
  private final Set<String> features = new HashSet<>();
  private XboardDialogue dialogue = new XboardDialogue(false);
  private int pings;

  XboardEngine(EngineSpec spec) throws IOException {
    if (!spec.options().isEmpty()) {
      throw new IllegalArgumentException(
          spec.name()
              + ": an xboard engine takes no option. fields, set it up on its command line");
    }
    this.spec = spec;
    this.process = new EngineProcess(spec);
  }

  @Override
  public String name() {
    return spec.name();
  }

  @Override
  public boolean alive() {
    return process.alive();
  }

  /** {@code xboard}, {@code protover 2} and the engine's features (accepted, but SIGINT). */
  @Override
  public void start(Map<String, String> extraOptions) throws IOException {
    if (!extraOptions.isEmpty()) {
      throw new IllegalArgumentException(
          spec.name() + ": an xboard engine plays orthodox chess only here, not " + extraOptions);
    }
    process.send("xboard");
    process.send("protover 2");
    long deadline = System.nanoTime() + 10_000_000_000L;
    boolean done = false;
    while (!done) {
      String line = process.next(deadline);
      if (line == null) {
        throw new IOException(spec.name() + " sent no 'feature done=1' in 10 s");
      }
      if (line.startsWith("feature ")) {
        for (String f : features(line.substring(8))) {
          String key = f.substring(0, f.indexOf('='));
          String value = f.substring(f.indexOf('=') + 1);
          if (key.equals("done")) {
            done = value.equals("1");
            continue;
          }
          if (value.equals("1")) {
            features.add(key);
          }
          process.send((key.equals("sigint") ? "rejected " : "accepted ") + key);
        }
      }
    }
    if (!features.contains("setboard")) {
      throw new IOException(spec.name() + " has no setboard: it cannot start from an opening");
    }
    dialogue = new XboardDialogue(features.contains("usermove"));
  }

  /** The {@code key=value} pairs of a feature line (values may be quoted and hold spaces). */
  static List<String> features(String text) {
    List<String> out = new ArrayList<>();
    int i = 0;
    while (i < text.length()) {
      while (i < text.length() && text.charAt(i) == ' ') {
        i++;
      }
      int eq = text.indexOf('=', i);
      if (eq < 0) {
        break;
      }
      int end;
      if (eq + 1 < text.length() && text.charAt(eq + 1) == '"') {
        end = text.indexOf('"', eq + 2);
        end = end < 0 ? text.length() : end + 1;
      } else {
        end = text.indexOf(' ', eq);
        end = end < 0 ? text.length() : end;
      }
      out.add(text.substring(i, end));
      i = end;
    }
    return out;
  }

  @Override
  public void newGame() throws IOException {
    dialogue.newGame();
    process.send("new");
    process.send("force");
    process.send("easy"); // no pondering
    if (features.contains("ping")) {
      pings++;
      process.send("ping " + pings);
      process.expect("pong " + pings, 20_000);
    }
  }

  @Override
  public Answer go(String position, String go, long deadlineMillis) throws IOException {
    List<String> commands = dialogue.commands(position, go);
    process.clear();
    for (int i = 0; i < commands.size() - 1; i++) {
      process.send(commands.get(i));
    }
    long start = System.nanoTime();
    process.send(commands.get(commands.size() - 1));
    long deadline = start + deadlineMillis * 1_000_000;
    while (true) {
      String line = process.next(deadline);
      if (line == null) {
        return new Answer(null, System.nanoTime() - start, null);
      }
      String t = line.trim();
      if (t.startsWith("move ")) {
        long nanos = System.nanoTime() - start;
        String move = t.substring(5).trim();
        dialogue.engineMoved(move);
        process.send("force");
        return new Answer(move, nanos, null);
      }
      if (t.startsWith("Illegal move") || t.startsWith("Error")) {
        throw new IOException(spec.name() + " refused a command: " + t);
      }
    }
  }

  @Override
  public void close() {
    process.close();
  }
}
