package org.arrocco.app.tournament;

import java.io.IOException;
import java.util.concurrent.Callable;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.Player;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/** {@code tournament players}: the registered players and their state. */
@Command(
    name = "players",
    mixinStandardHelpOptions = true,
    description = "Lists the registered players.")
final class PlayersCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    Event event = options.read();
    TextTable t =
        new TextTable(
            ">N.",
            lang.t("Nome", "Name"),
            lang.t("Tit", "Title"),
            "Fed",
            ">FIDE",
            lang.t(">Naz.", ">Nat."),
            lang.t(">Elo", ">Counts"),
            lang.t("Stato", "State"));
    for (Player p : event.players()) {
      t.row(
          Integer.toString(p.id()),
          p.name(),
          p.title(),
          p.federation(),
          p.fideRating() == 0 ? "" : Integer.toString(p.fideRating()),
          p.nationalRating() == 0 ? "" : Integer.toString(p.nationalRating()),
          Integer.toString(p.rating(event.settings())),
          state(p, lang));
    }
    t.print(spec.commandLine().getOut());
    return 0;
  }

  static String state(Player p, Lang lang) {
    if (p.deleted()) {
      return lang.t("iscrizione cancellata", "registration deleted");
    }
    if (p.withdrawnFrom() > 0) {
      return lang.agreeing(p, "ritirat", "withdrawn")
          + lang.t(" dal turno ", " from round ")
          + p.withdrawnFrom();
    }
    if (p.entryRound() > 1) {
      return lang.t("in gara dal turno ", "entered in round ") + p.entryRound();
    }
    if (p.entryRound() == 1) {
      return lang.t("in gara", "playing");
    }
    return p.checkedIn()
        ? lang.agreeing(p, "accreditat", "checked in")
        : lang.agreeing(p, "iscritt", "registered");
  }
}
