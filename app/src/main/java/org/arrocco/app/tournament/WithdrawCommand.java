package org.arrocco.app.tournament;

import java.io.IOException;
import java.util.concurrent.Callable;
import org.arrocco.tournament.event.Event;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tournament withdraw}: the player is not paired from the next round on; {@code --cancel}
 * pairs the player again from the next round.
 */
@Command(
    name = "withdraw",
    mixinStandardHelpOptions = true,
    description = "Withdraws a player from the next round on (--cancel: plays again).")
final class WithdrawCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Parameters(
      index = "0",
      paramLabel = "PLAYER",
      descriptionKey = "player",
      description = "Number or name.")
  String who;

  @Option(
      names = "--cancel",
      description = "Cancel the withdrawal: paired again from the next round.")
  boolean cancel;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    Event event = options.read();
    int id = PlayerArgs.id(event, who, lang);
    if (cancel) {
      event.cancelWithdrawal(id);
      options.write(event);
      spec.commandLine()
          .getOut()
          .println(
              lang.t("Ritiro annullato: ", "Withdrawal cancelled: ")
                  + event.player(id).name()
                  + (event.rounds().isEmpty()
                      ? lang.t(" (da accreditare)", " (to be checked in)")
                      : event.player(id).entryRound() == 0
                          // withdrawn before round 1: registered again, never entered
                          ? lang.t(
                              " torna tra gli iscritti, ma non è in gara (entra con l'ingresso"
                                  + " tardivo, late)",
                              " registered again, not entered: a late entry enters them")
                          : lang.t(" gioca di nuovo dal turno ", " plays again from round ")
                              + event.nextRound()));
      return 0;
    }
    event.withdraw(id);
    options.write(event);
    spec.commandLine()
        .getOut()
        .println(
            event.player(id).name()
                + lang.t(" si ritira dal turno ", " withdrawn from round ")
                + event.player(id).withdrawnFrom());
    return 0;
  }
}
