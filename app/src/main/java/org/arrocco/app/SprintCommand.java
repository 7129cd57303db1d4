package org.arrocco.app;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.arrocco.core.notation.sprint.SprintFen;
import org.arrocco.core.notation.sprint.SprintPgn;
import org.arrocco.core.sprint.Deal;
import org.arrocco.core.sprint.SprintPosition;
import org.arrocco.core.variant.Game;
import org.arrocco.core.variant.Variants;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code arrocco sprint}: tools for Scacchi Sprint. */
@Command(
    name = "sprint",
    mixinStandardHelpOptions = true,
    description = "Scacchi Sprint tools (rules: docs/sprint.md).",
    subcommands = {SprintCommand.DealCommand.class, SprintCommand.CheckCommand.class})
final class SprintCommand { // a group: without its command, picocli says which are missing (exit 2)

  /**
   * {@code arrocco sprint deal [--seed S]}: both decks of a set-up, the arbiter's and teacher's
   * tool (laying out a game with physical tiles, preparing a lesson, testing). The decks are secret
   * in a real game (sprint.md, Hidden information); this shows them all, so it is never shown to a
   * player of that game.
   */
  @Command(
      name = "deal",
      mixinStandardHelpOptions = true,
      description =
          "Deals a Sprint set-up from a seed (or a fresh one) and shows both decks top first, the"
              + " hands after White's first draw and the start as a Sprint FEN with deck contents."
              + " It is the arbiter's or teacher's tool: the decks are secret to the players of a"
              + " game.")
  static final class DealCommand implements Callable<Integer> {
    @Spec picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--seed", description = "The seed (a whole number); a fresh one by default.")
    Long seed;

    @Override
    public Integer call() {
      long s = seed != null ? seed : Deal.freshSeed();
      Deal deal = Deal.fromSeed(s);
      SprintPosition start = SprintPosition.newGame(deal);
      PrintWriter out = spec.commandLine().getOut();
      out.println("seed:        " + s);
      // sprint.md, Set-up: White's first draw has taken the top tile of White's deck into the hand,
      // so the deck is shown without it, and the tile drawn is named
      String white = deal.white().letters();
      out.println(
          "White deck:  "
              + spaced(white.substring(1))
              + "  (top first; "
              + white.charAt(0)
              + " was drawn into White's hand)");
      out.println("Black deck:  " + spaced(deal.black().letters()) + "  (top first)");
      out.println("White hand:  " + start.hand(0).letters() + "  (the set-up pawn + first draw)");
      out.println("Black hand:  " + start.hand(1).letters());
      out.println("start FEN:   " + SprintFen.write(start, true));
      return 0;
    }

    private static String spaced(String letters) {
      return String.join(" ", letters.split(""));
    }
  }

  /** {@code arrocco sprint check FILE}: replays every Sprint game of a PGN file. */
  @Command(
      name = "check",
      mixinStandardHelpOptions = true,
      description =
          "Reads every game of a Sprint PGN file and replays it with its decks (docs/sprint.md);"
              + " prints each game with its number and its result, or for a bad game the"
              + " reason, then 'sprint: G games"
              + " checked, B bad'. Exit status 1 when a game is bad or the file holds none.")
  static final class CheckCommand implements Callable<Integer> {
    @Spec picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(
        paramLabel = "FILE",
        description = "The PGN file (UTF-8, or Latin-1); - reads the standard input.")
    Path file;

    @Override
    public Integer call() {
      return PgnFileCheck.checkFile(
          "sprint",
          file,
          spec.commandLine().getOut(),
          game -> {
            Game replayed = Variants.SPRINT.replay(game);
            String end =
                replayed
                    .outcome()
                    .map(o -> o.result().pgn() + " (" + SprintPgn.terminationText(o) + ")")
                    .orElse("* (game in progress)");
            return end + ", " + replayed.ply() + " half-moves";
          });
    }
  }
}
