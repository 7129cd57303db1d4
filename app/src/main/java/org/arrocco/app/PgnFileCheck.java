package org.arrocco.app;

import java.io.PrintWriter;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnReader;

/**
 * The game loop of the PGN checking commands: reads every game of a text, replays each, prints a
 * line for each bad one (its number, the line it starts on when it was read, and what is wrong) and
 * whatever the replay says of a good one, and counts both.
 */
final class PgnFileCheck {
  private PgnFileCheck() {}

  /** Replays one game; returns a line to print for it, or null for none. */
  interface Replay {
    String apply(PgnGame game);
  }

  /** How many games were read and how many of them were bad. */
  record Count(int games, int bad) {}

  static Count run(String text, PrintWriter out, Replay replay) {
    PgnReader reader = new PgnReader(text);
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
