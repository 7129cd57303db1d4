package org.arrocco.app.tournament;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.EventSettings;
import org.arrocco.tournament.event.PointSystem;
import org.arrocco.tournament.tiebreak.RulesChoice;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tournament new}: creates the event file. The defaults are the club's model event
 * (rules/tournament.md): Chess960, 6 rounds, 8 minutes, 20 places, BH-C1/BH/ARO, unrated 1399,
 * national rating as FIDE rating, prizes 30/20/10 EUR, entry fee 10 EUR.
 */
@Command(name = "new", mixinStandardHelpOptions = true, description = "Creates a new event file.")
final class NewEventCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Option(names = "--name", required = true, description = "Event name.")
  String name;

  @Option(names = "--venue", defaultValue = "", description = "Venue.")
  String venue;

  @Option(names = "--date", defaultValue = "", description = "First day, yyyy-mm-dd.")
  String date;

  @Option(names = "--end-date", description = "Last day, yyyy-mm-dd (default: --date).")
  String endDate;

  @Option(
      names = "--variant",
      defaultValue = "chess960",
      description = "chess960, chess, sprint or tamerlane (default: ${DEFAULT-VALUE}).")
  String variant;

  @Option(
      names = "--rounds",
      defaultValue = "6",
      description = "Number of rounds (default: ${DEFAULT-VALUE}).")
  int rounds;

  @Option(
      names = "--time-control",
      defaultValue = "8 min",
      description = "Time control (default: ${DEFAULT-VALUE}).")
  String timeControl;

  @Option(
      names = "--tiebreaks",
      defaultValue = "BH-C1,BH,ARO",
      split = ",",
      description = "Tie-break order: BH-C1, BH, ARO, ARO-C1 (default: ${DEFAULT-VALUE}).")
  List<String> tiebreaks;

  @Option(
      names = "--rules",
      description =
          "C.07 edition: 2024 or 2026 (default: the one in force on the last day: 2024 before 1"
              + " March 2026).")
  String rules;

  @Option(
      names = "--capacity",
      defaultValue = "20",
      description = "Places (default: ${DEFAULT-VALUE}).")
  int capacity;

  @Option(
      names = "--unrated-rating",
      defaultValue = "1399",
      description =
          "Rating of unrated players (0: none; ARO then refused; default: ${DEFAULT-VALUE}).")
  int unratedRating;

  @Option(
      names = "--national-as-fide",
      defaultValue = "true",
      arity = "1",
      description =
          "The national rating counts as FIDE rating, true/false (default: ${DEFAULT-VALUE}).")
  boolean nationalAsFide;

  @Option(
      names = "--prize",
      defaultValue = "1=30;2=20;3=10",
      split = ";",
      description =
          "A prize: PLACE=EUR, or CATEGORY:PLACE=EUR for F (women), U16 (age), U1800 (rating),"
              + " S65 (seniors), unrated or a national category; decimal comma or point (2=20,50);"
              + " once per prize, or several with ';' (default: ${DEFAULT-VALUE}).")
  List<String> prizes;

  @Option(
      names = "--chief-arbiter",
      defaultValue = "",
      description = "Chief arbiter: name, and after a comma the FIDE or FSI id (TRF 102).")
  String chiefArbiter;

  @Option(
      names = "--deputy-arbiter",
      description = "A deputy arbiter, as --chief-arbiter (TRF 112); once per deputy.")
  List<String> deputies;

  @Option(names = "--organiser", defaultValue = "", description = "The organising club.")
  String organiser;

  @Option(
      names = "--round-dates",
      split = ",",
      description =
          "Date of each round, yyyy-mm-dd, round 1 first (TRF 132; default: a one-day event's"
              + " date).")
  List<String> roundDates;

  @Option(
      names = "--entry-fee",
      defaultValue = "10",
      description = "Entry fee in EUR (default: ${DEFAULT-VALUE}).")
  String entryFee;

  @Option(
      names = "--pab",
      defaultValue = "1",
      description = "Points of the pairing-allocated bye: 1 or 0.5 (default: ${DEFAULT-VALUE}).")
  String pab;

  @Option(
      names = "--acceleration",
      defaultValue = "none",
      description =
          "Accelerated pairings: baku (FIDE C.04.5.1) or none (default: ${DEFAULT-VALUE}).")
  String acceleration;

  @Option(
      names = "--initial-colour",
      description = "Colour of the top-ranked player in round 1, W or B (default: drawn by lot).")
  String initialColour;

  @Option(names = "--force", description = "Overwrite an existing event file.")
  boolean force;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    options.refuseOverwrite(force); // early; create() tests it again, with the write
    Values.variant(variant, lang);
    String lastDay = endDate == null ? date : endDate;
    RulesChoice choice =
        rules != null
            ? RulesChoice.named(Values.rules(rules, lang))
            : RulesChoice.byEndDate(Values.date(lastDay), "--end-date");
    EventSettings settings =
        new EventSettings(
            name,
            venue,
            date,
            endDate == null ? date : endDate,
            variant,
            rounds,
            timeControl,
            new PointSystem(10, 5, 0, Values.pab(pab, lang)),
            Values.tiebreaks(tiebreaks, lang),
            choice.rules(),
            capacity,
            unratedRating,
            nationalAsFide,
            List.of(),
            Values.cents("--entry-fee", entryFee, lang),
            Values.acceleration(acceleration, lang));
    Values.Prizes given = Values.prizes(prizes, lang);
    settings =
        settings
            .withPrizes(given.main(), given.categories())
            .withOfficials(chiefArbiter, deputies == null ? List.of() : deputies, organiser)
            .withRoundDates(roundDates == null ? List.of() : Values.roundDates(roundDates));
    Event event = Event.create(settings);
    if (initialColour != null) {
      event.initialColour(initialColour.toUpperCase(java.util.Locale.ROOT));
    }
    options.create(event, force);
    spec.commandLine()
        .getOut()
        .println(
            lang.t("Creato ", "Created ")
                + "'"
                + name
                + "': "
                + lang.count(rounds, "turno", "turni", "round", "rounds")
                + ", "
                + variant
                + ", "
                + capacity
                + lang.t(" posti -> ", " places -> ")
                + options.file);
    if (!choice.named()) {
      spec.commandLine().getOut().println(rulesLine(choice, lang));
    }
    Values.prizeWarnings(settings, lang).forEach(spec.commandLine().getOut()::println);
    return 0;
  }

  /** The tie-break rules chosen by the event's last day, and why (C.07, TIEBREAKS.md 1). */
  static String rulesLine(RulesChoice c, Lang lang) {
    String rules =
        c.rules() == org.arrocco.tournament.tiebreak.TiebreakRules.FIDE_2026
            ? lang.t("di marzo 2026", "of March 2026")
            : lang.t("2023/2024", "of 2023/2024");
    if (c.ended().isEmpty()) {
      return lang.t("Spareggi: regole C.07 ", "Tie-breaks: C.07 rules ")
          + rules
          + lang.t(
              " (nessuna data: quelle in vigore; --rules per sceglierle).",
              " (no date: those in force; --rules to choose).");
    }
    return lang.t("Spareggi: regole C.07 ", "Tie-breaks: C.07 rules ")
        + rules
        + lang.t(", in vigore il ", ", in force on ")
        + c.ended().get()
        + lang.t(
            ", ultimo giorno del torneo (--rules per sceglierle).",
            ", the event's last day (--rules to choose).");
  }
}
