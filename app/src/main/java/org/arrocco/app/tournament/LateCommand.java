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

/**
 * {@code tournament late}: a registered player who missed check-in enters from the next round
 * (rules/tournament.md: from round 2); missed rounds score 0, or ½ if the arbiter says so.
 */
@Command(
    name = "late",
    mixinStandardHelpOptions = true,
    description = "Late entry from the next round (missed rounds: --missed 0 or 0.5).")
final class LateCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Parameters(
      index = "0",
      paramLabel = "PLAYER",
      descriptionKey = "player",
      description = "Number or name.")
  String who;

  @Option(
      names = "--missed",
      defaultValue = "0",
      description = "Points per missed round: 0 or 0.5.")
  String missed;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    Event event = options.read();
    int id = PlayerArgs.id(event, who, lang);
    int points = Values.tenths("--missed", missed, lang);
    if (points != 0 && points != 5) {
      throw new BadInputException(
          lang.t("--missed deve essere 0 o 0.5, non ", "--missed must be 0 or 0.5, not ") + missed);
    }
    event.lateEntry(id, points == 0 ? ByeKind.ZERO : ByeKind.HALF);
    options.write(event);
    spec.commandLine()
        .getOut()
        .println(
            event.player(id).name()
                + lang.t(" entra dal turno ", " enters from round ")
                + event.nextRound());
    return 0;
  }
}
