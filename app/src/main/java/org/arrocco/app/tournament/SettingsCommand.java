package org.arrocco.app.tournament;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.Callable;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.EventSettings;
import org.arrocco.tournament.event.PointSystem;
import org.arrocco.tournament.tiebreak.Tiebreak;
import org.arrocco.tournament.tiebreak.TiebreakRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tournament settings}: shows the event's settings, or changes those given (the options of
 * {@code new}). Once round 1 is paired the points, variant, acceleration and initial colour stay;
 * the number of rounds may be cut (down to the rounds paired); a change of the ratings that count
 * keeps the pairing numbers given.
 */
@Command(
    name = "settings",
    mixinStandardHelpOptions = true,
    description = "Shows the event's settings, or changes the ones given.")
final class SettingsCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Option(names = "--name", description = "Event name.")
  String name;

  @Option(names = "--venue", description = "Venue.")
  String venue;

  @Option(names = "--date", description = "First day, yyyy-mm-dd.")
  String date;

  @Option(names = "--end-date", description = "Last day, yyyy-mm-dd.")
  String endDate;

  @Option(names = "--variant", description = "chess960, chess, sprint or tamerlane.")
  String variant;

  @Option(names = "--rounds", description = "Number of rounds.")
  Integer rounds;

  @Option(names = "--time-control", description = "Time control text.")
  String timeControl;

  @Option(
      names = "--tiebreaks",
      split = ",",
      description = "Tie-break order (BH-C1, BH, ARO, ARO-C1).")
  List<String> tiebreaks;

  @Option(names = "--rules", description = "C.07 edition: 2024 or 2026.")
  String rules;

  @Option(names = "--capacity", description = "Places.")
  Integer capacity;

  @Option(
      names = "--unrated-rating",
      description = "Rating of unrated players (0: none; ARO then refused).")
  Integer unratedRating;

  @Option(
      names = "--national-as-fide",
      arity = "1",
      description = "The national rating counts as FIDE rating (true/false).")
  Boolean nationalAsFide;

  @Option(
      names = "--prize",
      split = ";",
      description =
          "The prizes, replacing the list: PLACE=EUR or CATEGORY:PLACE=EUR (F, U16, U1800, S65,"
              + " unrated, a national category), decimal comma or point; once per prize; none for"
              + " no prizes.")
  List<String> prizes;

  @Option(
      names = "--chief-arbiter",
      description = "Chief arbiter: name, and after a comma the FIDE or FSI id (TRF 102).")
  String chiefArbiter;

  @Option(
      names = "--deputy-arbiter",
      description = "A deputy arbiter (TRF 112), replacing the list; once per deputy.")
  List<String> deputies;

  @Option(names = "--organiser", description = "The organising club.")
  String organiser;

  @Option(
      names = "--round-dates",
      split = ",",
      description = "Date of each round, yyyy-mm-dd, round 1 first (TRF 132).")
  List<String> roundDates;

  @Option(names = "--entry-fee", description = "Entry fee in EUR.")
  String entryFee;

  @Option(names = "--pab", description = "Points of the pairing-allocated bye: 1 or 0.5.")
  String pab;

  @Option(
      names = "--acceleration",
      description = "Accelerated pairings: baku (FIDE C.04.5.1) or none (before round 1).")
  String acceleration;

  @Option(
      names = "--initial-colour",
      description = "Colour of the top-ranked player in round 1, W or B (before round 1).")
  String initialColour;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    Event event = options.read();
    PrintWriter out = spec.commandLine().getOut();
    EventSettings s = event.settings();
    Values.Prizes given = prizes == null ? null : Values.prizes(prizes, lang);
    EventSettings changed =
        new EventSettings(
            name != null ? name : s.name(),
            venue != null ? venue : s.venue(),
            date != null ? date : s.startDate(),
            // A one-day event moves as one day unless the last day is given too.
            endDate != null
                ? endDate
                : date != null && Objects.equals(s.endDate(), s.startDate()) ? date : s.endDate(),
            variant != null ? Values.variant(variant, lang) : s.variant(),
            rounds != null ? rounds : s.rounds(),
            timeControl != null ? timeControl : s.timeControl(),
            pab != null
                ? new PointSystem(
                    s.points().win(), s.points().draw(), s.points().loss(), Values.pab(pab, lang))
                : s.points(),
            tiebreaks != null ? Values.tiebreaks(tiebreaks, lang) : s.tiebreaks(),
            rules != null ? Values.rules(rules, lang) : s.rules(),
            capacity != null ? capacity : s.capacity(),
            unratedRating != null ? unratedRating : s.unratedRating(),
            nationalAsFide != null ? nationalAsFide : s.nationalRatingAsFide(),
            given != null ? given.main() : s.prizes(),
            entryFee != null ? Values.cents("--entry-fee", entryFee, lang) : s.entryFee(),
            acceleration != null ? Values.acceleration(acceleration, lang) : s.acceleration(),
            given != null ? given.categories() : s.categoryPrizes(),
            chiefArbiter != null ? chiefArbiter : s.chiefArbiter(),
            deputies != null ? deputies : s.deputyArbiters(),
            organiser != null ? organiser : s.organiser(),
            roundDates != null
                ? Values.roundDates(roundDates)
                : rounds != null && rounds < s.roundDates().size()
                    ? s.roundDates().subList(0, rounds)
                    : s.roundDates());
    boolean colour = initialColour != null;
    if (changed.equals(s) && !colour) {
      show(event, lang, out);
      return 0;
    }
    if (colour) {
      event.initialColour(initialColour.toUpperCase(Locale.ROOT));
    }
    var numbersBefore = event.otherNumbersByCurrentData();
    var dropped = event.updateSettings(changed);
    options.write(event);
    out.println(lang.t("Impostazioni aggiornate.", "Settings changed."));
    if (changed.rounds() != s.rounds() && !event.rounds().isEmpty()) {
      out.println(
          lang.t("Numero di turni: ", "Rounds: ")
              + s.rounds()
              + " -> "
              + changed.rounds()
              + (changed.rounds() == event.rounds().size()
                  ? lang.t(
                      " (tutti i turni sono abbinati: dopo i risultati la classifica è finale)",
                      " (every round is paired: once the results are in the standings are final)")
                  : ""));
    }
    for (var b : dropped) {
      out.println(
          lang.t("Bye richiesto annullato (il turno ", "Bye request dropped (round ")
              + b.round()
              + lang.t(" non si gioca più): ", " is no longer played): ")
              + b.player()
              + " "
              + event.player(b.player()).name());
    }
    Values.prizeWarnings(changed, lang).forEach(out::println);
    var numbersAfter = event.otherNumbersByCurrentData();
    int moved = numbersAfter.size();
    if (moved > 0 && !numbersAfter.equals(numbersBefore)) {
      // C.04.2, 2.3: the ratings that count change ARO; the pairing numbers given stay. Said only
      // when this change moved them (the rating settings), not after any change.
      out.println(
          lang.t(
              "Numeri di abbinamento invariati (FIDE C.04.2, 2.3): con i nuovi Elo "
                  + (moved == 1 ? "1 giocatore avrebbe" : moved + " giocatori avrebbero")
                  + " un numero diverso; i turni già abbinati restano validi.",
              "Pairing numbers kept (FIDE C.04.2, 2.3): by the new ratings "
                  + (moved == 1 ? "1 player" : moved + " players")
                  + " would have another; the rounds already paired stand."));
    }
    show(event, lang, out);
    return 0;
  }

  /** The settings, one subject per line. */
  static void show(Event event, Lang lang, PrintWriter out) {
    EventSettings s = event.settings();
    String start = Objects.toString(s.startDate(), "");
    String end = Objects.toString(s.endDate(), "");
    String dates = end.isEmpty() || start.equals(end) ? start : start + " – " + end;
    out.println(
        s.name()
            + (s.venue().isEmpty() ? "" : ", " + s.venue())
            + (dates.isBlank() ? "" : ", " + dates));
    out.println(
        lang.t("Variante ", "Variant ")
            + s.variant()
            + ", "
            + lang.count(s.rounds(), "turno", "turni", "round", "rounds")
            + (s.timeControl().isEmpty() ? "" : ", " + s.timeControl())
            + lang.t(", posti ", ", places ")
            + s.capacity());
    out.println(
        lang.t("Spareggi: ", "Tie-breaks: ")
            + String.join(", ", s.tiebreaks().stream().map(Tiebreak::label).toList())
            + lang.t(" (regole C.07 ", " (C.07 rules ")
            + (s.rules() == TiebreakRules.FIDE_2026 ? "2026" : "2024")
            + ")");
    out.println(
        lang.t("Giocatori senza Elo: ", "Unrated: ")
            + (s.unratedRating() == 0
                ? lang.t("nessun Elo attribuito", "no rating")
                : s.unratedRating())
            + lang.t("; Elo Italia come Elo FIDE: ", "; national rating as FIDE: ")
            + (s.nationalRatingAsFide() ? lang.t("sì", "yes") : lang.t("no", "no")));
    out.println(
        lang.t("Premi: ", "Prizes: ")
            + (s.prizes().isEmpty()
                ? lang.t("nessuno", "none")
                : String.join(", ", s.prizes().stream().map(Numbers::euros).toList()) + " EUR")
            + (s.categoryPrizes().isEmpty()
                ? ""
                : lang.t("; premi di categoria: ", "; category prizes: ")
                    + String.join(
                        ", ",
                        s.categoryPrizes().stream()
                            .map(
                                c ->
                                    c.category()
                                        + " "
                                        + c.place()
                                        + lang.t("° ", " ")
                                        + Numbers.euros(c.cents()))
                            .toList())
                    + " EUR")
            + lang.t("; quota d'iscrizione ", "; entry fee ")
            + Numbers.euros(s.entryFee())
            + " EUR; PAB "
            + Numbers.points(s.points().pairingBye()));
    if (s.baku()) {
      int last = event.lastOfGroupA();
      out.println(
          lang.t("Abbinamenti accelerati: Baku (C.04.5.1)", "Accelerated pairings: Baku (C.04.5.1)")
              + (last == 0
                  ? lang.t(", gruppo A fissato al turno 1", ", group A fixed with round 1")
                  : lang.t(", gruppo A fino a ", ", group A down to ")
                      + last
                      + " "
                      + event.player(last).name()));
    }
    if (!s.chiefArbiter().isEmpty() || !s.deputyArbiters().isEmpty()) {
      out.println(
          lang.t("Arbitro principale: ", "Chief arbiter: ")
              + (s.chiefArbiter().isEmpty() ? "-" : s.chiefArbiter())
              + (s.deputyArbiters().isEmpty()
                  ? ""
                  : lang.t("; collaboratori: ", "; deputies: ")
                      + String.join("; ", s.deputyArbiters())));
    }
    if (!s.organiser().isEmpty()) {
      out.println(lang.t("Organizzazione: ", "Organiser: ") + s.organiser());
    }
    if (!s.roundDates().isEmpty()) {
      List<String> days = new java.util.ArrayList<>();
      for (int r = 1; r <= s.rounds(); r++) {
        days.add(r + ": " + (s.roundDate(r).isEmpty() ? "-" : s.roundDate(r)));
      }
      out.println(lang.t("Date dei turni: ", "Round dates: ") + String.join(", ", days));
    }
    String c = event.initialColour();
    out.println(
        lang.t("Colore iniziale: ", "Initial colour: ")
            + (c.isEmpty()
                ? lang.t("sorteggiato al turno 1", "drawn by lot in round 1")
                : c.equals("W") ? lang.t("Bianco", "White") : lang.t("Nero", "Black")));
  }
}
