package org.arrocco.app.tournament;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.arrocco.app.BadInputException;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.TrfImport;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tournament import}: makes an event file from a TRF file. */
@Command(
    name = "import",
    mixinStandardHelpOptions = true,
    description = "Creates the event file from a TRF-16 file (players, rounds, results).")
final class ImportCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Option(names = "--trf", required = true, description = "The TRF file to read.")
  Path trf;

  @Option(
      names = "--unrated-rating",
      description =
          "Rating of unrated players (0: none, ARO refused; default: the file's own, written by"
              + " export, else none).")
  Integer unratedRating;

  @Option(names = "--force", description = "Overwrite an existing event file.")
  boolean force;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    options.refuseOverwrite(force); // early; create() tests it again, with the write
    Event event;
    try {
      Tournament t = TrfFile.read(trf, lang, spec.commandLine().getErr());
      event = unratedRating == null ? TrfImport.of(t) : TrfImport.of(t, unratedRating);
    } catch (TrfException e) {
      throw new BadInputException(trf + ": " + e.getMessage());
    }
    options.create(event, force);
    spec.commandLine()
        .getOut()
        .println(
            lang.t("Importato ", "Imported ")
                + "'"
                + event.settings().name()
                + "': "
                + lang.count(event.players().size(), "giocatore", "giocatori", "player", "players")
                + ", "
                + lang.count(event.rounds().size(), "turno", "turni", "round", "rounds")
                + " -> "
                + options.file);
    return 0;
  }
}
