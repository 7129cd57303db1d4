package org.arrocco.app.tournament;

import java.io.IOException;
import java.util.concurrent.Callable;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.Round;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tournament pairings}: shows a paired round again, with the results entered so far; with
 * {@code --alphabetical} the list by name of who plays where (board, colour, opponent).
 */
@Command(
    name = "pairings",
    mixinStandardHelpOptions = true,
    description = "Shows the position and pairings of a round (default: the last one).")
final class PairingsCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Option(names = "--round", description = "The round (default: the last paired).")
  Integer round;

  @Option(
      names = "--alphabetical",
      description = "Who plays where: every player by name, with board, colour and opponent.")
  boolean alphabetical;

  @Override
  public Integer call() throws IOException {
    Event event = options.read();
    Round r = event.round(round == null ? event.rounds().size() : round);
    EventTables tables = new EventTables(event, options.lang(), spec.commandLine().getOut());
    tables.heading(r);
    spec.commandLine().getOut().println();
    if (alphabetical) {
      tables.whoPlaysWhere(r);
    } else {
      tables.pairings(r);
    }
    return 0;
  }
}
