package org.arrocco.app.tournament;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.concurrent.Callable;
import org.arrocco.app.BadInputException;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.TrfExport;
import org.arrocco.tournament.trf.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tournament export}: the event's complete rounds as a FIDE TRF-16 file. */
@Command(
    name = "export",
    mixinStandardHelpOptions = true,
    description = "Writes the event (complete rounds) as a TRF-16 file with XXR/XXC, 142/152.")
final class ExportCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Option(
      names = "--trf",
      required = true,
      description = "The TRF file to write (atomically; not the event file).")
  Path trf;

  @Override
  public Integer call() throws IOException {
    Event event = options.read();
    if (Files.exists(trf) && Files.isSameFile(trf, options.file)) {
      throw new BadInputException(
          options
                  .lang()
                  .t(
                      "--trf indica il file dell'evento stesso: ",
                      "--trf names the event file itself: ")
              + trf);
    }
    if (event.rounds().isEmpty() && event.initialColour().isEmpty()) {
      // C.04.3: the initial colour is drawn by lot; drawn now and kept, so that the file can be
      // paired by another program (XXC/152) and round 1 here gives the same colours
      event.initialColour(new SecureRandom().nextBoolean() ? "W" : "B");
      options.write(event);
      spec.commandLine()
          .getOut()
          .println(
              options.lang().t("Colore iniziale sorteggiato: ", "Initial colour drawn: ")
                  + (event.initialColour().equals("W")
                      ? options.lang().t("Bianco", "White")
                      : options.lang().t("Nero", "Black"))
                  + options
                      .lang()
                      .t(
                          " al primo della classifica iniziale (vale anche per il turno 1)",
                          " to the top-ranked player (round 1 keeps it)"));
    }
    Tournament t = TrfExport.of(event);
    t.document().write(trf);
    spec.commandLine()
        .getOut()
        .println(
            options.lang().t("Scritto ", "Wrote ")
                + trf
                + " ("
                + options
                    .lang()
                    .count(t.players().size(), "giocatore", "giocatori", "player", "players")
                + ", "
                + options.lang().count(t.roundsInFile(), "turno", "turni", "round", "rounds")
                + ")");
    return 0;
  }
}
