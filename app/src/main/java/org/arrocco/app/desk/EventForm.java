package org.arrocco.app.desk;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.arrocco.tournament.event.EventSettings;
import org.arrocco.tournament.event.PointSystem;
import org.arrocco.tournament.tiebreak.Tiebreak;
import org.arrocco.tournament.tiebreak.TiebreakRules;

/**
 * The club's announcement as the desk's form sends it: name, venue, date, Chess960 or orthodox
 * chess, rounds, time control, tie-break order and rules, capacity, the rating of the unrated,
 * prizes and fee in euro cents, and the PAB's points. Made into the event's settings by {@link
 * #settings}, which the tournament model checks.
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
    String chiefArbiter) {

  /** The event's settings; a value the model does not take is refused as the model words it. */
  EventSettings settings() {
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
        .withOfficials(chiefArbiter == null ? "" : chiefArbiter, List.of(), "");
  }
}
