package org.arrocco.app.tournament;

import java.io.IOException;
import java.util.concurrent.Callable;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.Player;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tournament delete}: deletes a registration before round 1 (a duplicate entry, a player
 * entered by mistake): it takes no place and is left out of every list and file; the other players
 * keep their numbers. After round 1 a player leaves by {@code withdraw}.
 */
@Command(
    name = "delete",
    mixinStandardHelpOptions = true,
    description = "Deletes a registration before round 1 (a duplicate entry, a mistake).")
final class DeleteCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Parameters(
      index = "0",
      paramLabel = "PLAYER",
      descriptionKey = "player",
      description = "Number or name.")
  String who;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    Event event = options.read();
    int id = PlayerArgs.id(event, who, lang);
    Player p = event.delete(id);
    options.write(event);
    spec.commandLine()
        .getOut()
        .println(
            lang.t("Iscrizione n. ", "Registration no. ")
                + id
                + " ("
                + p.name()
                + lang.t(") cancellata: posti occupati ", ") deleted: places taken ")
                + event.places()
                + lang.t(" di ", " of ")
                + event.settings().capacity()
                + lang.t(
                    "; gli altri iscritti tengono il loro numero.",
                    "; the other players keep their numbers."));
    return 0;
  }
}
