package org.arrocco.app.tournament;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.arrocco.app.BadInputException;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.Identity;
import org.arrocco.tournament.event.Player;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tournament register}: registers a player and prints the registration number. */
@Command(name = "register", mixinStandardHelpOptions = true, description = "Registers a player.")
final class RegisterCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Option(names = "--name", required = true, description = "Surname, Name (up to 33 characters).")
  String name;

  @Option(names = "--sex", defaultValue = "", description = "m or f.")
  String sex;

  @Option(names = "--title", defaultValue = "", description = "FIDE title (GM, IM, FM, ...).")
  String title;

  @Option(names = "--federation", defaultValue = "", description = "Federation, e.g. ITA.")
  String federation;

  @Option(names = "--fide-id", defaultValue = "0", description = "FIDE id.")
  long fideId;

  @Option(names = "--fide-rating", defaultValue = "0", description = "FIDE rating (0: none).")
  int fideRating;

  @Option(names = "--national-id", defaultValue = "", description = "National (FSI) card number.")
  String nationalId;

  @Option(
      names = "--national-rating",
      defaultValue = "0",
      description = "National rating, Elo Italia (0: none).")
  int nationalRating;

  @Option(names = "--club", defaultValue = "", description = "Club (up to 40 characters).")
  String club;

  @Option(
      names = "--birth",
      defaultValue = "",
      description = "Birth date yyyy-mm-dd, or the year yyyy (age prizes, FIDE report).")
  String birth;

  @Option(
      names = "--category",
      defaultValue = "",
      description = "National category (M, CM, 1N, 2N, 3N, NC; up to 3 characters).")
  String category;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    if (!sex.isEmpty() && !sex.equals("m") && !sex.equals("f")) {
      throw new BadInputException(
          lang.t("--sex deve essere m o f, non '", "--sex must be m or f, not '") + sex + "'");
    }
    Event event = options.read();
    Player p =
        event.register(
            new Identity(
                name,
                sex,
                title,
                federation,
                fideId,
                fideRating,
                nationalId,
                nationalRating,
                club,
                birth,
                category));
    options.write(event);
    spec.commandLine()
        .getOut()
        .println(
            lang.t("Iscrizione n. ", "Registered no. ")
                + p.id()
                + ": "
                + p.name()
                + " ("
                + ratingText(p, event, lang)
                + ")");
    List<Integer> namesake = event.sameName(p.id(), p.name());
    if (!namesake.isEmpty()) {
      // a homonym is possible, a double entry more likely: say so, the arbiter decides
      spec.commandLine()
          .getOut()
          .println(
              lang.t("Attenzione: stesso nome del n. ", "Note: same name as no. ")
                  + namesake.stream().map(String::valueOf).collect(Collectors.joining(", "))
                  + (event.rounds().isEmpty()
                      ? lang.t(
                          " (un'iscrizione doppia si cancella con delete: non occupa più un posto)",
                          " (a double entry is deleted with delete: it takes no place then)")
                      : lang.t(
                          " (un'iscrizione doppia si ritira con withdraw)",
                          " (a double entry is withdrawn with withdraw)")));
    }
    return 0;
  }

  /** The rating that counts, or that the player is unrated and what that counts as. */
  static String ratingText(Player p, Event event, Lang lang) {
    if (!p.unrated(event.settings())) {
      return Integer.toString(p.rating(event.settings()));
    }
    return event.settings().unratedRating() > 0
        ? lang.t("senza Elo, conta ", "unrated, counts as ") + event.settings().unratedRating()
        : lang.t("senza Elo", "unrated");
  }
}
