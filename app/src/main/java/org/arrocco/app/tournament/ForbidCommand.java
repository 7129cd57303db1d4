package org.arrocco.app.tournament;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.arrocco.app.BadInputException;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.ForbiddenPair;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tournament forbid}: two players who must not be paired against each other in the rounds
 * still to pair (a parent and child, say); without players it lists the forbidden pairs.
 */
@Command(
    name = "forbid",
    mixinStandardHelpOptions = true,
    description =
        "Forbids two players to meet in the coming rounds (--cancel lifts it);"
            + " without players, lists the forbidden pairs.")
final class ForbidCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Parameters(
      arity = "0..2",
      paramLabel = "PLAYER",
      descriptionKey = "players",
      description = "Two players, each a number or a name.")
  String[] who = {};

  @Option(names = "--cancel", description = "Let the two players meet again.")
  boolean cancel;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    Event event = options.read();
    PrintWriter out = spec.commandLine().getOut();
    if (who.length == 0 && !cancel) {
      list(event, lang, out);
      return 0;
    }
    if (who.length != 2) {
      throw new BadInputException(
          lang.t("forbid richiede due giocatori", "forbid needs two players")
              + (who.length == 1 ? lang.t(", non uno", ", not one") : "")
              + (who.length > 2
                  ? lang.t(", non " + who.length, ", not " + who.length)
                      + ": "
                      + String.join(" ", who)
                  : ""));
    }
    int a = PlayerArgs.id(event, who[0], lang);
    int b = PlayerArgs.id(event, who[1], lang);
    if (cancel) {
      ForbiddenPair pair = ForbiddenPair.of(a, b);
      if (!event.allow(a, b)) {
        throw new BadInputException(
            names(event, pair)
                + lang.t(" non sono una coppia vietata", " are not a forbidden pair"));
      }
      options.write(event);
      out.println(lang.t("Coppia di nuovo ammessa: ", "Pair allowed again: ") + names(event, pair));
      return 0;
    }
    ForbiddenPair pair = event.forbid(a, b);
    options.write(event);
    out.println(lang.t("Coppia vietata: ", "Forbidden pair: ") + names(event, pair));
    return 0;
  }

  /** The forbidden pairs, one per line, or a line saying there are none. */
  static void list(Event event, Lang lang, PrintWriter out) {
    if (event.forbiddenPairs().isEmpty()) {
      out.println(lang.t("Nessuna coppia vietata.", "No forbidden pairs."));
      return;
    }
    out.println(lang.t("Coppie vietate:", "Forbidden pairs:"));
    for (ForbiddenPair f : event.forbiddenPairs()) {
      out.println("  " + names(event, f));
    }
  }

  private static String names(Event event, ForbiddenPair f) {
    return f.first()
        + " "
        + event.player(f.first()).name()
        + " – "
        + f.second()
        + " "
        + event.player(f.second()).name();
  }
}
