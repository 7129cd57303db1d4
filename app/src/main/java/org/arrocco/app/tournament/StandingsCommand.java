package org.arrocco.app.tournament;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.EventStandings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tournament standings}: the standings after the complete rounds with the event's tie-break
 * columns; the crosstable with {@code --crosstable}; the prize list after the last round (or with
 * {@code --prizes}).
 */
@Command(
    name = "standings",
    mixinStandardHelpOptions = true,
    description = "Standings with tie-breaks; --crosstable; prize list after the last round.")
final class StandingsCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Option(names = "--crosstable", description = "Also the crosstable.")
  boolean crosstable;

  @Option(names = "--prizes", description = "Show the prize list even before the last round.")
  boolean prizes;

  @Override
  public Integer call() throws IOException {
    Event event = options.read();
    EventStandings s = EventStandings.of(event);
    PrintWriter out = spec.commandLine().getOut();
    Lang lang = options.lang();
    if (s.rounds() == 0) {
      // standings count complete rounds only; before the first there is nothing to rank
      out.println(
          lang.t(
              "Nessun turno è ancora completo: la classifica comincia dopo il turno 1 (gli"
                  + " iscritti: tournament players).",
              "No round is complete yet: the standings start after round 1 (the players:"
                  + " tournament players)."));
      return 0;
    }
    EventTables tables = new EventTables(event, lang, out);
    tables.standings(s);
    if (crosstable) {
      out.println();
      tables.crosstable(s);
    }
    if (prizes || s.rounds() == event.settings().rounds()) {
      out.println();
      tables.prizes(s);
    }
    return 0;
  }
}
