package org.arrocco.bench.tuning;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * An engine run as a child process that scores positions: {@code go depth N} and the last {@code
 * score cp} it reports, turned to White's point of view (a mate is left out).
 */
final class Judge implements AutoCloseable {
  private final Process process;
  private final Writer in;
  private final BufferedReader out;

  Judge(List<String> command) throws IOException {
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.redirectError(ProcessBuilder.Redirect.DISCARD);
    process = pb.start();
    in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    out =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    send("uci");
    until("uciok");
    send("setoption name Threads value 1");
    send("isready");
    until("readyok");
  }

  private void send(String s) throws IOException {
    in.write(s + "\n");
    in.flush();
  }

  private String until(String prefix) throws IOException {
    String line;
    while ((line = out.readLine()) != null) {
      if (line.startsWith(prefix)) {
        return line;
      }
    }
    throw new IOException("the judge ended before '" + prefix + "'");
  }

  /** The judge's score of {@code fen} in centipawns for White, or null for a mate score. */
  Integer whiteScore(String fen, int depth) throws IOException {
    send("position fen " + fen);
    send("go depth " + depth);
    Integer cp = null;
    String line;
    while ((line = out.readLine()) != null) {
      if (line.startsWith("bestmove")) {
        break;
      }
      int at = line.indexOf(" score ");
      if (line.startsWith("info")
          && at >= 0
          && line.indexOf(" upperbound") < 0
          && line.indexOf(" lowerbound") < 0) {
        String[] t = line.substring(at + 7).split(" ");
        cp = t[0].equals("cp") ? Integer.valueOf(t[1]) : null;
      }
    }
    if (cp == null) {
      return null;
    }
    return fen.split(" ")[1].equals("w") ? cp : -cp;
  }

  @Override
  public void close() throws IOException {
    send("quit");
    try {
      process.waitFor();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
