package org.arrocco.app.tournament;

import java.io.IOException;
import java.util.concurrent.Callable;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.Player;
import org.arrocco.tournament.event.TrfExport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/**
 * {@code tournament players}: the registered players, their data and state. The number the arbiter
 * uses for a player in every command and list is the registration number ({@code N.}); the {@code
 * TRF} column is the pairing number the exported TRF gives the player, which {@code check}, {@code
 * pair} and {@code tiebreaks} speak of.
 */
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
    java.util.Map<Integer, Integer> trf = TrfExport.pairingNumbers(event);
    TextTable t =
        new TextTable(
            ">N.",
            ">TRF",
            lang.t("Nome", "Name"),
            lang.t("Tit", "Title"),
            "Fed",
            lang.t("S", "Sex"),
            lang.t("Nascita", "Born"),
            ">ID FIDE",
            "ID FSI",
            ">FIDE",
            lang.t(">Naz.", ">Nat."),
            lang.t(">Elo", ">Counts"),
            lang.t("Circolo", "Club"),
            "Cat",
            lang.t("Stato", "State"));
    for (Player p : event.players()) {
      Integer number = trf.get(p.id());
      t.row(
          Integer.toString(p.id()),
          number == null ? "" : Integer.toString(number),
          p.name(),
          p.title(),
          p.federation(),
          p.sex(),
          p.birthDate(),
          p.fideId() == 0 ? "" : Long.toString(p.fideId()),
          p.nationalId(),
          p.fideRating() == 0 ? "" : Integer.toString(p.fideRating()),
          p.nationalRating() == 0 ? "" : Integer.toString(p.nationalRating()),
          Integer.toString(p.rating(event.settings())),
          p.club(),
          p.category(),
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
