package org.arrocco.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnReader;

/**
 * The PGN checking commands ({@code pgn check}, {@code sprint check}) alike: the file read the same
 * way, then the game loop: reads every game of a text, replays each, prints a line for each bad one
 * (its number, the line it starts on when it was read, and what is wrong) and whatever the replay
 * says of a good one, and counts both; then the summary.
 */
final class PgnFileCheck {
  private PgnFileCheck() {}

  /** Replays one game; returns a line to print for it, or null for none. */
  interface Replay {
    String apply(PgnGame game);
  }

  /** How many games were read and how many of them were bad. */
  record Count(int games, int bad) {}

  /**
   * Checks a PGN file for a command: reads it as UTF-8, or Latin-1 when it is not valid UTF-8, one
   * game at a time (the standard input when the file is {@code -}, see {@link Utf8OrLatin1Reader}),
   * replays every game, then prints {@code "<command>: G games checked, B bad"} and says so when
   * the file holds no game.
   *
   * @return the exit status: 0 when every game is good, {@link Arrocco#CHECK_FAILED} when one is
   *     bad or there is none
   */
  static int checkFile(String command, Path file, PrintWriter out, Replay replay) {
    Count count;
    boolean standardInput = file.toString().equals("-");
    try (Reader text =
        standardInput ? new Utf8OrLatin1Reader(System.in) : InputFile.utf8OrLatin1(file)) {
      count = run(new PgnReader(text), out, replay);
    } catch (IOException | UncheckedIOException e) {
      throw InputFile.unreadable(
          file, e instanceof UncheckedIOException u ? u.getCause() : (IOException) e);
    } catch (OutOfMemoryError e) {
      // Games are read one at a time; one larger than the memory is said in one line (exit 2).
      out.flush();
      throw new BadInputException(
          file
              + ": a game too large to read in the memory the program may use (raise it with"
              + " ARROCCO_JAVA_OPTS=-Xmx...)");
    }
    out.println(command + ": " + count.games() + " games checked, " + count.bad() + " bad");
    if (count.games() == 0) {
      out.println(command + ": no game found in " + (standardInput ? "the standard input" : file));
    }
    return count.bad() == 0 && count.games() > 0 ? 0 : Arrocco.CHECK_FAILED;
  }

  private static Count run(PgnReader reader, PrintWriter out, Replay replay) {
    int games = 0;
    int bad = 0;
    while (reader.hasNext()) {
      games++;
      try {
        PgnGame game = reader.next();
        try {
          String line = replay.apply(game);
          if (line != null) {
            out.println("game " + games + ": " + line);
          }
        } catch (NotationException e) {
          bad++;
          out.println("game " + games + " (from line " + game.line() + "): " + e.getMessage());
        }
      } catch (NotationException e) {
        bad++;
        out.println("game " + games + ": " + e.getMessage());
      }
    }
    return new Count(games, bad);
  }
}
