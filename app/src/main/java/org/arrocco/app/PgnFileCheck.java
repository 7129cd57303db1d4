package org.arrocco.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnReader;
import org.arrocco.core.notation.PgnTriage;

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
    return check(command, file, out, replay, false);
  }

  /**
   * Checks a PGN file as {@link #checkFile} does, with a {@link PgnTriage} first: the plain
   * orthodox games it proves good are counted without building them, and every other game is read
   * and replayed by {@code replay} as before, so the report is the same line for line, only sooner.
   * For a command whose replay of an orthodox game is {@code Variants.forPgn(game).replay(game)}.
   */
  static int checkFileTriaged(String command, Path file, PrintWriter out, Replay replay) {
    return check(command, file, out, replay, true);
  }

  private static int check(
      String command, Path file, PrintWriter out, Replay replay, boolean triaged) {
    Count count;
    boolean standardInput = file.toString().equals("-");
    try {
      if (triaged) {
        // the encoding is chosen (the file read through once) only at a byte beyond ASCII
        Supplier<Charset> encoding =
            standardInput ? () -> null : () -> InputFile.utf8OrLatin1Charset(file);
        try (InputStream in = standardInput ? System.in : InputFile.stream(file)) {
          count = triaged(new PgnTriage(in, encoding), out, replay);
        }
      } else {
        try (Reader text =
            standardInput ? new Utf8OrLatin1Reader(System.in) : InputFile.utf8OrLatin1(file)) {
          count = run(new PgnReader(text), out, replay, new Count(0, 0));
        }
      }
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

  /**
   * The game loop behind a triage: a good game is counted, a doubtful one read from its own text
   * and replayed, and from a game the triage hands over with the rest of the stream (or one whose
   * text does not read as one game) the full reader reads on.
   */
  private static Count triaged(PgnTriage triage, PrintWriter out, Replay replay) {
    int games = 0;
    int bad = 0;
    while (true) {
      switch (triage.next()) {
        case END:
          return new Count(games, bad);
        case GOOD:
          games++;
          break;
        case DOUBTFUL:
          PgnGame game = oneGame(triage);
          if (game == null) {
            return rest(triage, out, replay, new Count(games, bad));
          }
          games++;
          bad += replayed(game, games, out, replay) ? 0 : 1;
          break;
        default: // REST
          return rest(triage, out, replay, new Count(games, bad));
      }
    }
  }

  /** The doubtful game read from its text, or null when that text is not exactly one game. */
  private static PgnGame oneGame(PgnTriage triage) {
    PgnReader reader =
        new PgnReader(new StringReader(triage.gameText()), triage.line(), triage.column());
    try {
      PgnGame game = reader.next();
      return reader.hasNext() ? null : game;
    } catch (NotationException e) {
      return null; // the full reader reports it, with the rest of the stream
    }
  }

  /** The full reader's game loop over the rest of the stream the triage hands over. */
  private static Count rest(PgnTriage triage, PrintWriter out, Replay replay, Count before) {
    Charset charset = triage.charset();
    InputStream bytes = triage.rest();
    Reader text =
        charset == null
            ? new Utf8OrLatin1Reader(bytes)
            : new BufferedReader(new InputStreamReader(bytes, charset), 1 << 16);
    return run(new PgnReader(text, triage.line(), triage.column()), out, replay, before);
  }

  private static Count run(PgnReader reader, PrintWriter out, Replay replay, Count before) {
    int games = before.games();
    int bad = before.bad();
    while (reader.hasNext()) {
      games++;
      try {
        PgnGame game = reader.next();
        bad += replayed(game, games, out, replay) ? 0 : 1;
      } catch (NotationException e) {
        bad++;
        out.println("game " + games + ": " + e.getMessage());
      }
    }
    return new Count(games, bad);
  }

  /** Replays game number {@code number} and prints what there is to say; false when it is bad. */
  private static boolean replayed(PgnGame game, int number, PrintWriter out, Replay replay) {
    try {
      String line = replay.apply(game);
      if (line != null) {
        out.println("game " + number + ": " + line);
      }
      return true;
    } catch (NotationException e) {
      out.println("game " + number + " (from line " + game.line() + "): " + e.getMessage());
      return false;
    }
  }
}
