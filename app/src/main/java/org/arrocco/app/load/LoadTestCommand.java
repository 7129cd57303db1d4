package org.arrocco.app.load;

import java.util.concurrent.Callable;
import org.arrocco.app.BadInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arrocco loadtest}: plays N games at once against a running server through its real HTTP
 * and WebSocket API (two guest players per game, random legal moves at a blitz player's pace) and
 * prints one line: games, moves, the move round-trip's median and 99th percentile, moves lost,
 * errors. Exit 1 when a move was lost or an error happened.
 */
@Command(
    name = "loadtest",
    mixinStandardHelpOptions = true,
    description =
        "Plays --games games at once for --seconds against the server at --url (only this"
            + " machine's or your own test hosts) and prints 'loadtest: G games, M moves, p50 A ms,"
            + " p99 B ms, lost L, errors E'.")
public final class LoadTestCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Option(names = "--url", required = true, description = "The server, e.g. http://127.0.0.1:7070")
  String url;

  @Option(names = "--games", defaultValue = "100", description = "Games at once (1-20000).")
  int games;

  @Option(names = "--seconds", defaultValue = "30", description = "How long (1-3600).")
  int seconds;

  @Option(
      names = "--think",
      defaultValue = "1000-6000",
      description = "Each player's thinking time per move, ms, as MIN-MAX (blitz: 1000-6000).")
  String think;

  @Override
  public Integer call() throws InterruptedException {
    if (games < 1 || games > 20_000) {
      throw new BadInputException("--games must be 1-20000, not " + games);
    }
    if (seconds < 1 || seconds > 3600) {
      throw new BadInputException("--seconds must be 1-3600, not " + seconds);
    }
    if (!url.matches("https?://[^/\\s]+/?")) {
      throw new BadInputException("--url must be http://HOST:PORT, not '" + url + "'");
    }
    String[] t = think.split("-");
    long min;
    long max;
    try {
      min = Long.parseLong(t[0]);
      max = Long.parseLong(t[t.length - 1]);
    } catch (NumberFormatException e) {
      throw new BadInputException("--think must be MIN-MAX in ms, not '" + think + "'");
    }
    if (t.length != 2 || min < 0 || max < min || max > 600_000) {
      throw new BadInputException("--think must be MIN-MAX in ms, not '" + think + "'");
    }
    String line = new LoadRun(url, games, min, max).run(seconds);
    spec.commandLine().getOut().println(line);
    spec.commandLine().getOut().flush();
    return line.endsWith("lost 0, errors 0") ? 0 : 1;
  }
}
