package org.arrocco.app.tournament;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import org.arrocco.app.BadInputException;
import org.arrocco.tournament.event.TrfImport;
import org.arrocco.tournament.tiebreak.EventResults;
import org.arrocco.tournament.tiebreak.RulesChoice;
import org.arrocco.tournament.tiebreak.Standings;
import org.arrocco.tournament.tiebreak.Tiebreak;
import org.arrocco.tournament.tiebreak.TiebreakRules;
import org.arrocco.tournament.tiebreak.TiebreakTable;
import org.arrocco.tournament.tiebreak.TiebreakValues;
import org.arrocco.tournament.tiebreak.TrfResults;
import org.arrocco.tournament.trf.EventDate;
import org.arrocco.tournament.trf.PlayerRecord;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arrocco tiebreaks}: the FIDE C.07 tie-break table of a TRF file, as aligned text in
 * ranking order or as TSV ({@code pid pts bh bhc1 aro aroc1}, by pairing number) that compares with
 * the reference {@code tiebreaks.tsv} columns of the chosen rules.
 */
@Command(
    name = "tiebreaks",
    mixinStandardHelpOptions = true,
    description =
        "Tie-breaks (FIDE C.07) of the event in a TRF file: Buchholz, Buchholz Cut 1, ARO, ARO"
            + " Cut 1.")
public final class TiebreaksCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Option(names = "--trf", required = true, description = "The TRF-16 file.")
  Path trf;

  @Option(
      names = "--rules",
      description =
          "C.07 edition: 2024 (also 2023) or 2026 (default: the one in force when the event ended:"
              + " TRF 052, else the last round date in 132, else 042; 2026 without a date).")
  String rules;

  @Option(
      names = "--format",
      defaultValue = "text",
      description = "text (ranking with names) or tsv (default: ${DEFAULT-VALUE}).")
  String format;

  @Option(
      names = "--order",
      defaultValue = "BH-C1,BH,ARO",
      split = ",",
      description = "With text: the tie-break order of the ranking (default: ${DEFAULT-VALUE}).")
  List<String> order;

  @Option(
      names = "--lang",
      defaultValue = "it",
      description =
          "Language of the text ranking and the messages: it or en (default: ${DEFAULT-VALUE}).")
  String lang;

  @Option(
      names = "--unrated-rating",
      description = "The rating an unrated player counts as for ARO (none: ARO refused).")
  Integer unratedRating;

  @Override
  public Integer call() throws IOException {
    Lang language = Lang.parse(lang);
    TiebreakRules named = rules == null ? null : Values.rules(rules, language);
    if (!format.equals("text") && !format.equals("tsv")) {
      throw new BadInputException(
          language.t(
                  "--format deve essere text o tsv, non '", "--format must be text or tsv, not '")
              + format
              + "'");
    }
    List<Tiebreak> tiebreaks = Values.tiebreaks(order, language);
    if (unratedRating != null && (unratedRating < 1 || unratedRating > 3500)) {
      throw new BadInputException(
          language.t(
                  "--unrated-rating va da 1 a 3500, non ", "--unrated-rating must be 1-3500, not ")
              + unratedRating);
    }
    Tournament tournament = TrfFile.read(trf, language, spec.commandLine().getErr());
    RulesChoice choice =
        named != null
            ? RulesChoice.named(named)
            : EventDate.endOf(tournament)
                .map(d -> RulesChoice.byEndDate(Optional.of(d.date()), d.tag()))
                .orElse(RulesChoice.byEndDate(Optional.empty(), ""));
    TiebreakRules edition = choice.rules();
    EventResults results;
    try {
      results = TrfResults.of(tournament);
    } catch (TrfException e) { // a point-system line that cannot be scored
      throw new BadInputException(trf + ": " + e.getMessage());
    }
    OptionalInt substitute;
    try {
      substitute =
          unratedRating == null
              ? TrfImport.unratedRating(tournament) // our export's comment, else none
              : OptionalInt.of(unratedRating);
    } catch (TrfException e) {
      throw new BadInputException(trf + ": " + e.getMessage());
    }
    TiebreakTable table = TiebreakTable.compute(results, edition, substitute);
    PrintWriter out = spec.commandLine().getOut();
    table
        .aroRefusal()
        .ifPresent(
            r ->
                spec.commandLine()
                    .getErr()
                    .println(
                        "arrocco: " + language.t(aroLeftOut(table.unratedWithoutRating()), r)));
    if (format.equals("tsv")) {
      // the table stays the reference columns; which rules made it goes beside, on stderr
      spec.commandLine().getErr().println(why(choice, language));
      printTsv(table, out);
    } else {
      printText(tournament, table, edition, tiebreaks, language, out);
      out.println(why(choice, language));
    }
    return 0;
  }

  /**
   * Which C.07 rules were applied and why: named with {@code --rules}, or those in force when the
   * event ended (TieBreakServer's rule: before 1 March 2026 the 2024 text), or the 2026 rules for
   * want of a date.
   */
  static String why(RulesChoice c, Lang lang) {
    String rules =
        c.rules() == TiebreakRules.FIDE_2026
            ? lang.t("regole C.07 di marzo 2026", "C.07 rules of March 2026")
            : lang.t("regole C.07 2023/2024", "C.07 rules of 2023/2024");
    if (c.named()) {
      return lang.t("Spareggi con le ", "Tie-breaks by the ")
          + rules
          + lang.t(" (scelte con --rules).", " (chosen with --rules).");
    }
    if (c.ended().isEmpty()) {
      return lang.t("Spareggi con le ", "Tie-breaks by the ")
          + rules
          + lang.t(
              ": il TRF non dà date (052, 132, 042), valgono le regole in vigore (--rules per"
                  + " cambiarle).",
              ": the TRF gives no date (052, 132, 042), so the rules in force apply (--rules to"
                  + " choose).");
    }
    String source =
        switch (c.source()) {
          case "052" -> lang.t("data di fine, riga 052", "end date, line 052");
          case "132" -> lang.t("data dell'ultimo turno, riga 132", "last round's date, line 132");
          case "042" -> lang.t("data d'inizio, riga 042", "start date, line 042");
          default -> c.source();
        };
    boolean before = c.ended().get().isBefore(RulesChoice.MARCH_2026);
    return lang.t("Spareggi con le ", "Tie-breaks by the ")
        + rules
        + lang.t(": il torneo è finito il ", ": the event ended on ")
        + c.ended().get()
        + " ("
        + source
        + "), "
        + (before
            ? lang.t("prima del 1° marzo 2026", "before 1 March 2026")
            : lang.t("dal 1° marzo 2026 in poi", "on or after 1 March 2026"))
        + lang.t(" (--rules per cambiarle).", " (--rules to choose).");
  }

  /** Why ARO is left out, in Italian: the unrated players, in the singular for one. */
  private static String aroLeftOut(List<Integer> unrated) {
    String numbers = String.join(", ", unrated.stream().map(String::valueOf).toList());
    return "ARO omesso: "
        + (unrated.size() == 1
            ? "il giocatore " + numbers + " è senza Elo e non è indicato quale Elo attribuirgli"
            : "i giocatori "
                + numbers
                + " sono senza Elo e non è indicato quale Elo attribuire loro")
        + " (FIDE C.07 art. 10; --unrated-rating N)";
  }

  /** The reference columns {@code pid pts bh bhc1 aro aroc1}, by pairing number. */
  private static void printTsv(TiebreakTable table, PrintWriter out) {
    out.println("pid\tpts\tbh\tbhc1\taro\taroc1");
    for (TiebreakValues v : table.all()) {
      out.println(
          v.id()
              + "\t"
              + Numbers.points(v.score())
              + "\t"
              + Numbers.points(v.buchholz())
              + "\t"
              + Numbers.points(v.buchholzCut1())
              + "\t"
              + Numbers.optional(v.aro())
              + "\t"
              + Numbers.optional(v.aroCut1()));
    }
  }

  /** The ranking by score and {@code tiebreaks}, with names and every tie-break column. */
  private static void printText(
      Tournament tournament,
      TiebreakTable table,
      TiebreakRules edition,
      List<Tiebreak> tiebreaks,
      Lang lang,
      PrintWriter out) {
    if (table.aroRefusal().isPresent()) {
      tiebreaks.removeIf(Tiebreak::ratingBased);
    }
    Standings standings = Standings.of(table, tiebreaks);
    TextTable text =
        new TextTable(
            ">#",
            lang.t(">N.", ">No"),
            lang.t("Nome", "Name"),
            lang.t(">Elo", ">Rtg"),
            lang.t(">Punti", ">Pts"),
            ">BH-C1",
            ">BH",
            ">ARO",
            ">ARO-C1");
    for (Standings.Line line : standings.lines()) {
      TiebreakValues v = line.values();
      PlayerRecord p = tournament.player(v.id());
      text.row(
          line.place() + (line.shared() ? "=" : ""),
          Integer.toString(v.id()),
          p.name(),
          p.rating() == 0 ? "" : Integer.toString(p.rating()),
          Numbers.points(v.score()),
          Numbers.points(v.buchholzCut1()),
          Numbers.points(v.buchholz()),
          Numbers.optional(v.aro()),
          Numbers.optional(v.aroCut1()));
    }
    out.println(
        tournament.name()
            + lang.t(" - spareggi FIDE C.07 (regole ", " - tie-breaks FIDE C.07 (")
            + (edition == TiebreakRules.FIDE_2026
                ? lang.t("di marzo 2026", "March 2026")
                : lang.t("2023/2024", "2023/2024"))
            + lang.t("), ordine: ", " rules), order: ")
            + String.join(", ", tiebreaks.stream().map(Tiebreak::label).toList()));
    text.print(out);
  }
}
