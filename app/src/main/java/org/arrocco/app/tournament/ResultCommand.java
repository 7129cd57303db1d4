package org.arrocco.app.tournament;

import java.io.IOException;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.arrocco.tournament.event.Board;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.GameResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tournament result}: enters or corrects a board's result: {@code 1-0 0-1 1/2}, the same
 * with {@code s} for a game of less than one move (not rated: TRF {@code W D L}), forfeits {@code
 * +- -+}, double forfeit {@code --}.
 */
@Command(
    name = "result",
    mixinStandardHelpOptions = true,
    description =
        "Enters or corrects a result: BOARD RESULT (1-0, 0-1, 1/2; 1-0s, 0-1s, 1/2s for a game"
            + " of less than one move, not rated; +-, -+, -- for forfeits).")
final class ResultCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Parameters(index = "0", paramLabel = "BOARD", description = "Board number.")
  int board;

  @Parameters(
      index = "1",
      arity = "0..1",
      paramLabel = "RESULT",
      description = "1-0, 0-1, 1/2, 1-0s, 0-1s, 1/2s, +-, -+, --.")
  String result;

  @Option(names = "--round", description = "The round (default: the last paired).")
  Integer round;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    Event event = options.read();
    GameResult g = GameResult.parse(resultText());
    int r = round == null ? event.rounds().size() : round;
    Optional<GameResult> old = event.result(r, board, g);
    options.write(event);
    Board b = event.round(r).board(board);
    String line =
        lang.t("Turno ", "Round ")
            + r
            + lang.t(", scacchiera ", ", board ")
            + board
            + ": "
            + event.player(b.white()).name()
            + " - "
            + event.player(b.black()).name()
            + " "
            + g.text();
    if (old.isPresent() && old.get() != g) {
      line += lang.t(" (corretto, era ", " (corrected, was ") + old.get().text() + ")";
    }
    spec.commandLine().getOut().println(line);
    return 0;
  }

  /**
   * The RESULT as typed. A trailing {@code --} (the double forfeit) is taken by picocli as the end
   * of the options and leaves RESULT empty, so an empty RESULT when {@code --} ends the line is
   * that result.
   */
  private String resultText() {
    if (result != null) {
      return result;
    }
    java.util.List<String> args = spec.commandLine().getParseResult().originalArgs();
    if (!args.isEmpty() && args.get(args.size() - 1).equals("--")) {
      return "--";
    }
    throw new IllegalArgumentException(
        "missing RESULT after the board number: 1-0, 0-1, 1/2, 1-0s, 0-1s, 1/2s, +-, -+ or --");
  }
}
