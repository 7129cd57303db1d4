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

/**
 * {@code tournament export}: the event's complete rounds as a FIDE TRF-16 file for pairing
 * programs; with {@code --fide}, the rating report for FIDE (arbiters, round dates, birth dates,
 * FIDE ratings only: {@link TrfExport#forFide}).
 */
@Command(
    name = "export",
    mixinStandardHelpOptions = true,
    description =
        "Writes the event (complete rounds) as a TRF-16 file with XXR/XXC, 142/152, or with"
            + " --format trf2026 as TRF-2026.")
final class ExportCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Option(
      names = "--trf",
      required = true,
      description = "The TRF file to write (atomically; not the event file).")
  Path trf;

  @Option(
      names = "--fide",
      description =
          "The rating report for FIDE: 102/112 arbiters, 132 round dates, birth dates, only FIDE"
              + " ratings in the rating column (no pairing-program extensions).")
  boolean fide;

  @Option(
      names = "--format",
      paramLabel = "trf16|trf2026",
      defaultValue = "trf16",
      description =
          "trf16 (default: TRF-16 with the TRF(x) lines XXR, XXC and XXP beside 142 and 152, as"
              + " JaVaFo, bbpPairings and Vega read it) or trf2026 (TRF-2026 alone: no TRF(x)"
              + " line, forbidden pairs as 260 records).")
  String format;

  private TrfExport.Version version() {
    switch (format.toLowerCase(java.util.Locale.ROOT).replace("-", "")) {
      case "trf16":
        return TrfExport.Version.TRF16;
      case "trf2026":
        return TrfExport.Version.TRF2026;
      default:
        throw new BadInputException(
            options
                    .lang()
                    .t(
                        "--format: atteso trf16 o trf2026, trovato \"",
                        "--format: expected trf16 or trf2026, found \"")
                + format
                + "\"");
    }
  }

  @Override
  public Integer call() throws IOException {
    TrfExport.Version version = version();
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
    if (fide && version == TrfExport.Version.TRF2026) {
      throw new BadInputException(
          options
              .lang()
              .t(
                  "--format trf2026 non vale con --fide: il rapporto FIDE è TRF-16",
                  "--format trf2026 does not apply to --fide: the FIDE report is TRF-16"));
    }
    if (fide) {
      Tournament report = TrfExport.forFide(event);
      report.document().write(trf);
      Lang lang = options.lang();
      spec.commandLine()
          .getOut()
          .println(
              lang.t("Scritto il rapporto FIDE ", "Wrote the FIDE report ")
                  + trf
                  + " ("
                  + lang.count(
                      report.players().size(), "giocatore", "giocatori", "player", "players")
                  + ", "
                  + lang.count(report.roundsInFile(), "turno", "turni", "round", "rounds")
                  + ")");
      if (event.settings().chiefArbiter().isEmpty()) {
        spec.commandLine()
            .getOut()
            .println(
                lang.t(
                    "Attenzione: manca l'arbitro principale (settings --chief-arbiter), che la FIDE"
                        + " richiede (riga 102).",
                    "Note: no chief arbiter (settings --chief-arbiter), which FIDE requires (line"
                        + " 102)."));
      }
      return 0;
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
    Tournament t = TrfExport.of(event, version);
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
