package org.arrocco.app.tournament;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.arrocco.tournament.event.Board;
import org.arrocco.tournament.event.Bye;
import org.arrocco.tournament.event.ByeKind;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.EventSettings;
import org.arrocco.tournament.event.EventStandings;
import org.arrocco.tournament.event.GameResult;
import org.arrocco.tournament.event.Player;
import org.arrocco.tournament.event.Round;
import org.arrocco.tournament.tiebreak.Tiebreak;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/**
 * {@code tournament report}: the arbiter's report for the FSI's approval of the event (verbale di
 * gara, docs/fsi-report.md): the event, its officials and calendar, the players with the data the
 * federation needs to identify them (FSI and FIDE ids, birth date, sex, federation, club, ratings),
 * the players whose data the arbiter must still complete, withdrawals, late entries, forfeits and
 * byes round by round, the final standings and prizes, and room for the arbiter's notes and
 * signature. What the report cannot know (e-mail addresses, provinces, incidents) it asks for.
 */
@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    description =
        "Prints the arbiter's report for the FSI's approval (verbale di gara): event, arbiters,"
            + " players, withdrawals, forfeits, byes, standings, prizes.")
final class ReportCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    Event event = options.read();
    PrintWriter out = spec.commandLine().getOut();
    EventSettings s = event.settings();
    out.println(lang.t("VERBALE DI GARA", "ARBITER'S REPORT") + " - " + s.name());
    out.println();
    field(out, lang.t("Torneo", "Event"), s.name());
    field(out, lang.t("Luogo", "Venue"), s.venue());
    String start = s.startDate() == null ? "" : s.startDate();
    String end = s.endDate() == null ? "" : s.endDate();
    field(
        out,
        lang.t("Date", "Dates"),
        end.isEmpty() || end.equals(start) ? start : start + " - " + end);
    field(out, lang.t("Organizzazione", "Organiser"), s.organiser());
    field(out, lang.t("Arbitro principale", "Chief arbiter"), s.chiefArbiter());
    field(
        out,
        lang.t("Arbitri collaboratori", "Deputy arbiters"),
        String.join("; ", s.deputyArbiters()));
    field(
        out,
        lang.t("Sistema", "System"),
        lang.t("svizzero, sistema olandese FIDE (C.04.3), ", "Swiss, FIDE Dutch system (C.04.3), ")
            + lang.count(s.rounds(), "turno", "turni", "round", "rounds")
            + (s.baku()
                ? lang.t(", accelerato Baku (C.04.5.1)", ", Baku acceleration (C.04.5.1)")
                : ""));
    field(out, lang.t("Variante", "Variant"), s.variant());
    field(out, lang.t("Cadenza", "Time control"), s.timeControl());
    field(
        out,
        lang.t("Spareggi", "Tie-breaks"),
        String.join(", ", s.tiebreaks().stream().map(Tiebreak::label).toList()));
    List<String> dates = new ArrayList<>();
    for (int r = 1; r <= s.rounds(); r++) {
      dates.add(r + ": " + (s.roundDate(r).isEmpty() ? "-" : s.roundDate(r)));
    }
    field(out, lang.t("Calendario", "Rounds"), String.join(", ", dates));
    List<Player> entrants = event.entrants();
    field(
        out,
        lang.t("Partecipanti", "Players"),
        entrants.size()
            + lang.t(" (con Elo FIDE: ", " (FIDE rated: ")
            + entrants.stream().filter(p -> p.fideRating() > 0).count()
            + lang.t("; turni completi: ", "; complete rounds: ")
            + event.completeRounds()
            + lang.t(" di ", " of ")
            + s.rounds()
            + ")");
    out.println();
    players(out, event, entrants, lang);
    missing(out, entrants, lang);
    happenings(out, event, lang);
    if (event.completeRounds() > 0) {
      out.println();
      EventStandings standings = EventStandings.of(event);
      EventTables tables = new EventTables(event, lang, out);
      tables.standings(standings);
      out.println();
      tables.prizes(standings);
    }
    out.println();
    out.println(
        lang.t(
            "Reclami, provvedimenti disciplinari e altre note dell'arbitro:",
            "Appeals, penalties and other notes of the arbiter:"));
    out.println("  ____________________________________________________________");
    out.println();
    out.println(
        lang.t(
            "Allegati: il file TRF (tournament export --fide) per il rating FIDE e l'Elo Italia.",
            "Attached: the TRF file (tournament export --fide) for the FIDE and national ratings."));
    out.println(
        lang.t("Firma dell'arbitro principale: ", "Signature of the chief arbiter: ")
            + "____________________");
    return 0;
  }

  private static void field(PrintWriter out, String name, String value) {
    out.println(name + ": " + (value == null || value.isBlank() ? "-" : value));
  }

  /** The players with what the federation identifies them by. */
  private static void players(PrintWriter out, Event event, List<Player> entrants, Lang lang) {
    TextTable t =
        new TextTable(
            ">N.",
            lang.t("Nome", "Name"),
            lang.t("S", "Sex"),
            lang.t("Nascita", "Born"),
            "Fed",
            "ID FSI",
            ">ID FIDE",
            lang.t(">Elo Italia", ">National"),
            ">Elo FIDE",
            lang.t("Circolo", "Club"),
            "Cat");
    for (Player p : entrants) {
      t.row(
          Integer.toString(p.id()),
          p.name(),
          p.sex(),
          p.birthDate(),
          p.federation(),
          p.nationalId(),
          p.fideId() == 0 ? "" : Long.toString(p.fideId()),
          p.nationalRating() == 0 ? "" : Integer.toString(p.nationalRating()),
          p.fideRating() == 0 ? "" : Integer.toString(p.fideRating()),
          p.club(),
          p.category());
    }
    t.print(out);
  }

  /**
   * The players the federation cannot identify from the report as it stands: without FSI id, it
   * needs birth date, sex and province or nationality (and an e-mail address on its form).
   */
  private static void missing(PrintWriter out, List<Player> entrants, Lang lang) {
    List<String> lines = new ArrayList<>();
    for (Player p : entrants) {
      List<String> need = new ArrayList<>();
      if (p.nationalId().isEmpty()) {
        need.add(lang.t("ID FSI", "FSI id"));
        if (p.birthDate().isEmpty()) {
          need.add(lang.t("data di nascita", "birth date"));
        }
        if (p.sex().isEmpty()) {
          need.add(lang.t("sesso", "sex"));
        }
        need.add(lang.t("provincia o nazionalità, e-mail", "province or nationality, e-mail"));
      }
      if (!need.isEmpty()) {
        lines.add("  " + p.id() + " " + p.name() + ": " + String.join(", ", need));
      }
    }
    if (!lines.isEmpty()) {
      out.println();
      out.println(
          lang.t(
              "Dati da completare per i giocatori senza ID FSI:",
              "Data to complete for the players without an FSI id:"));
      lines.forEach(out::println);
    }
  }

  /** Withdrawals, late entries, forfeits, games both lost, and byes, round by round. */
  private static void happenings(PrintWriter out, Event event, Lang lang) {
    List<String> lines = new ArrayList<>();
    for (Player p : event.entrants()) {
      if (p.withdrawnFrom() > 0) {
        lines.add(
            "  "
                + p.id()
                + " "
                + p.name()
                + ": "
                + lang.agreeing(p, "ritirat", "withdrawn")
                + lang.t(" dal turno ", " from round ")
                + p.withdrawnFrom());
      }
      if (p.entryRound() > 1) {
        lines.add(
            "  "
                + p.id()
                + " "
                + p.name()
                + lang.t(": in gara dal turno ", ": entered in round ")
                + p.entryRound());
      }
    }
    for (Round round : event.rounds()) {
      for (Board b : round.boards()) {
        GameResult g = b.result();
        if (g != null && (!g.played() || g == GameResult.BOTH_LOSE)) {
          lines.add(
              lang.t("  turno ", "  round ")
                  + round.number()
                  + lang.t(", scacchiera ", ", board ")
                  + b.number()
                  + ": "
                  + event.player(b.white()).name()
                  + " - "
                  + event.player(b.black()).name()
                  + " "
                  + g.text()
                  + (g == GameResult.BOTH_LOSE
                      ? lang.t(" (partita persa da entrambi)", " (lost by both)")
                      : lang.t(" (forfait)", " (forfeit)")));
        }
      }
      for (Bye y : round.byes()) {
        lines.add(
            lang.t("  turno ", "  round ")
                + round.number()
                + ": "
                + event.player(y.player()).name()
                + " "
                + bye(y.kind(), lang));
      }
    }
    if (!lines.isEmpty()) {
      out.println();
      out.println(
          lang.t(
              "Ritiri, ingressi tardivi, forfait e bye:",
              "Withdrawals, late entries, forfeits and byes:"));
      lines.forEach(out::println);
    }
  }

  private static String bye(ByeKind kind, Lang lang) {
    return switch (kind) {
      case PAIRING -> lang.t("bye assegnato dall'abbinamento", "pairing-allocated bye");
      case FULL -> lang.t("bye da un punto", "full-point bye");
      case HALF -> lang.t("bye da mezzo punto", "half-point bye");
      case ZERO -> lang.t("assente (zero punti)", "absent (zero points)");
    };
  }
}
