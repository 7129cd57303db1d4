package org.arrocco.app.tournament;

import java.io.IOException;
import java.util.concurrent.Callable;
import org.arrocco.app.BadInputException;
import org.arrocco.tournament.event.ByeKind;
import org.arrocco.tournament.event.Event;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tournament bye}: a requested bye (½ or 0, the arbiter decides) for a coming round. */
@Command(
    name = "bye",
    mixinStandardHelpOptions = true,
    description = "Requested bye for a round not yet paired: --points 0.5 or 0.")
final class ByeCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Parameters(
      index = "0",
      paramLabel = "PLAYER",
      descriptionKey = "player",
      description = "Number or name.")
  String who;

  @Option(names = "--round", description = "The round (default: the next one).")
  Integer round;

  @Option(names = "--points", defaultValue = "0.5", description = "0.5 or 0.")
  String points;

  @Option(names = "--cancel", description = "Cancel the bye instead.")
  boolean cancel;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    Event event = options.read();
    int id = PlayerArgs.id(event, who, lang);
    int r = round == null ? event.nextRound() : round;
    String name = event.player(id).name();
    if (cancel) {
      if (!event.cancelBye(id, r)) {
        throw new BadInputException(
            name + lang.t(" non ha un bye al turno ", " has no bye in round ") + r);
      }
      options.write(event);
      spec.commandLine().getOut().println(lang.t("Bye annullato: ", "Bye cancelled: ") + name);
      return 0;
    }
    int tenths = Values.tenths("--points", points, lang);
    if (tenths != 0 && tenths != 5) {
      throw new BadInputException(
          lang.t("--points deve essere 0.5 o 0, non ", "--points must be 0.5 or 0, not ") + points);
    }
    event.requestBye(id, r, tenths == 0 ? ByeKind.ZERO : ByeKind.HALF);
    options.write(event);
    spec.commandLine()
        .getOut()
        .println(
            lang.t("Bye richiesto per il turno ", "Bye in round ")
                + r
                + ": "
                + name
                + " ("
                + Numbers.points(tenths)
                + ")"
                + (r == 1 && !event.player(id).checkedIn()
                    ? lang.t(
                        "; manca l'accredito: con il bye entra in gara al turno 1",
                        "; not checked in: the bye enters them in round 1")
                    : ""));
    return 0;
  }
}
