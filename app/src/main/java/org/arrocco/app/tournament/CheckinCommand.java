package org.arrocco.app.tournament;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import org.arrocco.app.BadInputException;
import org.arrocco.tournament.event.Event;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tournament checkin}: marks players present before round 1 (or absent with --undo). */
@Command(
    name = "checkin",
    mixinStandardHelpOptions = true,
    description = "Checks players in before round 1 (numbers or names).")
final class CheckinCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Parameters(
      arity = "0..*",
      paramLabel = "PLAYER",
      descriptionKey = "players",
      description = "Players to check in.")
  List<String> who = List.of();

  @Option(names = "--all", description = "Check in every registered player who has not withdrawn.")
  boolean all;

  @Option(names = "--undo", description = "Mark them not present instead.")
  boolean undo;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    Event event = options.read();
    if (who.isEmpty() && !all) {
      throw new BadInputException(
          lang.t(
              "indica i giocatori da accreditare (numeri o nomi), o --all",
              "name the players to check in, or --all"));
    }
    if (all) {
      // a withdrawn or deleted entry (a duplicate, a player who cancelled) stays out; named, it is
      // refused
      event.players().stream()
          .filter(p -> p.takesAPlace())
          .forEach(p -> event.checkIn(p.id(), !undo));
    }
    for (String w : who) {
      event.checkIn(PlayerArgs.id(event, w, lang), !undo);
    }
    options.write(event);
    long in = event.players().stream().filter(p -> p.checkedIn()).count();
    long withdrawn = event.players().stream().filter(p -> p.withdrawnFrom() > 0).count();
    long registered = event.players().stream().filter(p -> !p.deleted()).count();
    spec.commandLine()
        .getOut()
        .println(
            lang.t("Accreditati: ", "Checked in: ")
                + in
                + lang.t(" di ", " of ")
                + registered
                + (withdrawn > 0 ? lang.t(" (ritirati: ", " (withdrawn: ") + withdrawn + ")" : ""));
    return 0;
  }
}
