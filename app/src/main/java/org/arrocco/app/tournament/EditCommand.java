package org.arrocco.app.tournament;

import java.io.IOException;
import java.util.concurrent.Callable;
import org.arrocco.app.BadInputException;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.Identity;
import org.arrocco.tournament.event.Player;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tournament edit}: corrects a registered player (a mistyped name, rating, title, ...); only
 * the options given change. A player already paired keeps the pairing number.
 */
@Command(
    name = "edit",
    mixinStandardHelpOptions = true,
    description = "Corrects a registered player: only the options given change.")
final class EditCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Parameters(
      index = "0",
      paramLabel = "PLAYER",
      descriptionKey = "player",
      description = "Number or name.")
  String who;

  @Option(names = "--name", description = "Surname, Name (up to 33 characters).")
  String name;

  @Option(names = "--sex", description = "m or f (empty: none).")
  String sex;

  @Option(names = "--title", description = "FIDE title (GM, IM, FM, ...; empty: none).")
  String title;

  @Option(names = "--federation", description = "Federation, e.g. ITA.")
  String federation;

  @Option(names = "--fide-id", description = "FIDE id (0: none).")
  Long fideId;

  @Option(names = "--fide-rating", description = "FIDE rating (0: none).")
  Integer fideRating;

  @Option(names = "--national-id", description = "National (FSI) card number.")
  String nationalId;

  @Option(names = "--national-rating", description = "National rating, Elo Italia (0: none).")
  Integer nationalRating;

  @Option(names = "--club", description = "Club (empty: none).")
  String club;

  @Option(names = "--birth", description = "Birth date yyyy-mm-dd, or the year yyyy.")
  String birth;

  @Option(names = "--category", description = "National category (M, CM, 1N, 2N, 3N, NC).")
  String category;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    if (sex != null && !sex.isEmpty() && !sex.equals("m") && !sex.equals("f")) {
      throw new BadInputException(
          lang.t("--sex deve essere m o f, non '", "--sex must be m or f, not '") + sex + "'");
    }
    Event event = options.read();
    int id = PlayerArgs.id(event, who, lang);
    Player p = event.player(id);
    Player c =
        event.correct(
            id,
            new Identity(
                name != null ? name : p.name(),
                sex != null ? sex : p.sex(),
                title != null ? title : p.title(),
                federation != null ? federation : p.federation(),
                fideId != null ? fideId : p.fideId(),
                fideRating != null ? fideRating : p.fideRating(),
                nationalId != null ? nationalId : p.nationalId(),
                nationalRating != null ? nationalRating : p.nationalRating(),
                club != null ? club : p.club(),
                birth != null ? birth : p.birthDate(),
                category != null ? category : p.category()));
    if (c.equals(p)) {
      throw new BadInputException(
          lang.t("nulla da cambiare per il giocatore ", "nothing to change for player ")
              + id
              + lang.t(" (dai ", " (give ")
              + "--name, --sex, --title, --federation, --fide-id, --fide-rating, --national-id,"
              + lang.t(
                  " --national-rating, --club, --birth o --category con un valore nuovo)",
                  " --national-rating, --club, --birth or --category with a new value)"));
    }
    options.write(event);
    java.io.PrintWriter out = spec.commandLine().getOut();
    out.println(
        lang.t("Dati corretti del n. ", "Corrected no. ")
            + id
            + ": "
            + c.name()
            + " ("
            + RegisterCommand.ratingText(c, event, lang)
            + ")");
    Integer byData = event.otherNumbersByCurrentData().get(id);
    if (byData != null) {
      int number = event.pairingNumbers().get(id);
      // C.04.2, 2.3: the data are corrected, the pairing number the rounds were paired by stays.
      out.println(
          lang.t(
              "Numero di abbinamento "
                  + number
                  + " invariato (con i dati corretti sarebbe "
                  + byData
                  + "): i turni già abbinati restano validi (FIDE C.04.2, 2.3);"
                  + " i dati corretti contano per l'ARO e il TRF.",
              "Pairing number "
                  + number
                  + " kept (by the corrected data it would be "
                  + byData
                  + "): the rounds already paired stand (FIDE C.04.2, 2.3);"
                  + " the corrected data count for ARO and the TRF."));
    }
    return 0;
  }
}
