package org.arrocco.app;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.variant.Variants;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arrocco pgn}: tools for PGN files; {@code pgn check FILE} reads every game and replays it
 * by the rules of its Variant tag (chess, Chess960, Tamerlane, Sprint).
 */
@Command(
    name = "pgn",
    mixinStandardHelpOptions = true,
    description = "Tools for PGN files of chess, Chess960, Tamerlane and Sprint games.",
    subcommands = {PgnCommand.Check.class})
final class PgnCommand { // a group: without its command, picocli says which are missing (exit 2)

  /** {@code arrocco pgn check FILE}. */
  @Command(
      name = "check",
      mixinStandardHelpOptions = true,
      description = {
        "Reads every game of a PGN file and replays its moves (and variations) by the rules"
            + " its Variant tag names: Standard (or no tag), Chess960, Tamerlane, Sprint."
            + " Prints each syntax error, illegal or ambiguous move and wrong result with the"
            + " game number, the place, the move number and the position (the variant's"
            + " FEN), then 'pgn: G games checked, B bad'. Exit status 1 when a game is bad or the file"
            + " holds no game."
      })
  static final class Check implements Callable<Integer> {
    @Spec picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(
        paramLabel = "FILE",
        description = "The PGN file (UTF-8, or Latin-1); - reads the standard input.")
    Path file;

    @Override
    public Integer call() {
      return PgnFileCheck.checkFileTriaged(
          "pgn",
          file,
          spec.commandLine().getOut(),
          game -> {
            replay(game);
            return null;
          });
    }

    /**
     * Replays one game by the rules of the variant its Variant tag names ({@link Variants#forPgn}).
     *
     * @throws NotationException for a bad tag, move or result, or a Variant no variant reads
     */
    static void replay(PgnGame game) {
      Variants.forPgn(game).replay(game);
    }
  }
}
