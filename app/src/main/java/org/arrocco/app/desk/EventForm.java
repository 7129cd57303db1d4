package org.arrocco.app.desk;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.arrocco.tournament.event.CategoryPrize;
import org.arrocco.tournament.event.EventSettings;
import org.arrocco.tournament.event.PointSystem;
import org.arrocco.tournament.tiebreak.Tiebreak;
import org.arrocco.tournament.tiebreak.TiebreakRules;

/**
 * The club's announcement as the desk's form sends it: name, venue, date, Chess960 or orthodox
 * chess, rounds, time control, tie-break order and rules, capacity, the rating of the unrated,
 * prizes and fee in euro cents, the category prizes (women, Under-X, rating bands, seniors, the
 * unrated, a national category: {@link CategoryPrize}), the chief arbiter, and the time check-in
 * closes on the event's date ({@code HH:MM}, blank for none), and whether players may register
 * themselves on the public page ({@code selfRegistration}: until round 1 is paired or the cut-off;
 * a full event puts them on a waiting list), whether it is played online ({@code online}: each
 * round's boards become live games on the play server when the round starts) and, then, the
 * announced wait for absent players ({@code waitMinutes}, decimals allowed). Made into the event's
 * settings by {@link #settings}, which the tournament model checks; the check-in cut-off is the
 * desk's own (the model has no clock, and no file of FIDE's or of the command line holds it), kept
 * with the form in the event's log.
 */
public record EventForm(
    String name,
    String venue,
    String date,
    String variant,
    int rounds,
    String timeControl,
    List<String> tiebreaks,
    String rules,
    int capacity,
    int unratedRating,
    List<Long> prizes,
    long entryFee,
    String chiefArbiter,
    String checkInCutoff,
    Boolean selfRegistration,
    List<EventForm.Category> categoryPrizes,
    Boolean online,
    Double waitMinutes) {

  /** The announced wait of an online event when the announcement gives none, in minutes. */
  static final double DEFAULT_WAIT_MINUTES = 10;

  /**
   * Whether the event is played online: each round's boards become live games on the play server
   * when the round starts.
   */
  boolean playedOnline() {
    return Boolean.TRUE.equals(online);
  }

  /**
   * The announced wait of an online event, in milliseconds: a side that has neither opened its game
   * nor moved this long after the game was made loses by forfeit. Refused unless more than 0 and at
   * most 180 minutes.
   */
  long waitMillis() {
    double m = waitMinutes == null ? DEFAULT_WAIT_MINUTES : waitMinutes;
    if (!(m > 0 && m <= 180)) {
      throw new DeskRefusal(
          "the wait for absent players is more than 0 and at most 180 minutes, not " + m,
          "l'attesa dei giocatori assenti è più di 0 e al massimo 180 minuti, non " + m);
    }
    return Math.round(m * 60_000);
  }

  /** The clock of an online event's games, read from the time control ({@link EventClock}). */
  org.arrocco.core.clock.TimeControl clock() {
    return EventClock.read(timeControl);
  }

  /**
   * A category prize as the form sends it: category, place, euro cents; checked by the model
   * ({@link CategoryPrize}) when the settings are made, so a wrong one is refused in the arbiter's
   * language rather than as malformed JSON.
   */
  public record Category(String category, int place, long cents) {}

  /** The category prizes as the model's; null when the form names none. */
  List<CategoryPrize> categories() {
    if (categoryPrizes == null) {
      return null;
    }
    List<CategoryPrize> out = new ArrayList<>();
    for (Category c : categoryPrizes) {
      out.add(new CategoryPrize(c.category(), c.place(), c.cents()));
    }
    return out;
  }

  /**
   * When check-in closes: the cut-off time on the event's date; null when the announcement gives
   * none. A time that is not {@code HH:MM} ({@code 20.30} is read as {@code 20:30}), or a cut-off
   * without the event's date, is refused.
   */
  LocalDateTime checkInClosesAt() {
    String t = checkInCutoff == null ? "" : checkInCutoff.trim();
    if (t.isEmpty()) {
      return null;
    }
    LocalTime time;
    try {
      time = LocalTime.parse(t.length() == 4 ? "0" + t.replace('.', ':') : t.replace('.', ':'));
    } catch (DateTimeParseException e) {
      throw new DeskRefusal(
          "the check-in cut-off is a time HH:MM, not '" + t + "'",
          "la chiusura dell'accredito è un orario HH:MM, non '" + t + "'");
    }
    String day = date == null ? "" : date.trim();
    if (day.isEmpty()) {
      throw new DeskRefusal(
          "a check-in cut-off needs the event's date",
          "la chiusura dell'accredito richiede la data del torneo");
    }
    try {
      return LocalDateTime.of(LocalDate.parse(day), time);
    } catch (DateTimeParseException e) {
      throw new DeskRefusal(
          "the event's date is yyyy-mm-dd, not '" + day + "'",
          "la data del torneo va scritta aaaa-mm-gg, non '" + day + "'");
    }
  }

  /** Whether players may register themselves on the public page. */
  boolean selfRegistrationOpen() {
    return Boolean.TRUE.equals(selfRegistration);
  }

  /** The event's settings; a value the model does not take is refused as the model words it. */
  EventSettings settings() {
    EventSettings checked = modelSettings();
    checkInClosesAt(); // the desk's own setting refused here too, before anything is recorded
    if (playedOnline()) {
      clock();
      waitMillis();
    }
    return checked;
  }

  private EventSettings modelSettings() {
    String v = variant == null || variant.isBlank() ? "chess960" : variant.trim();
    if (!v.equals("chess960") && !v.equals("chess")) {
      throw new DeskRefusal(
          "variant must be chess960 or chess, not '" + v + "'",
          "la variante è chess960 o chess, non '" + v + "'");
    }
    List<Tiebreak> order = new ArrayList<>();
    for (String t : tiebreaks == null ? List.of("BH_C1", "BH", "ARO") : tiebreaks) {
      try {
        order.add(Tiebreak.valueOf(t.trim().toUpperCase(Locale.ROOT).replace('-', '_')));
      } catch (IllegalArgumentException e) {
        throw new DeskRefusal(
            "unknown tie-break '" + t + "' (BH_C1, BH, ARO, ARO_C1)",
            "spareggio sconosciuto '" + t + "' (BH_C1, BH, ARO, ARO_C1)");
      }
    }
    TiebreakRules r;
    String rulesName = rules == null || rules.isBlank() ? "2026" : rules.trim();
    switch (rulesName) {
      case "2026", "FIDE_2026" -> r = TiebreakRules.FIDE_2026;
      case "2024", "FIDE_2024" -> r = TiebreakRules.FIDE_2024;
      default ->
          throw new DeskRefusal(
              "tie-break rules are 2026 or 2024, not '" + rulesName + "'",
              "le regole degli spareggi sono 2026 o 2024, non '" + rulesName + "'");
    }
    String day = date == null ? "" : date.trim();
    return new EventSettings(
            name == null ? "" : name.trim(),
            venue == null ? "" : venue.trim(),
            day,
            day,
            v,
            rounds,
            timeControl == null ? "" : timeControl.trim(),
            PointSystem.STANDARD,
            order,
            r,
            capacity,
            unratedRating,
            true,
            prizes == null ? List.of() : prizes,
            entryFee,
            "")
        .withOfficials(chiefArbiter == null ? "" : chiefArbiter, List.of(), "")
        .withPrizes(
            prizes == null ? List.of() : prizes, categoryPrizes == null ? List.of() : categories());
  }
}
