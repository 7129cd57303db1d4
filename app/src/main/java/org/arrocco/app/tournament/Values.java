package org.arrocco.app.tournament;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.app.BadInputException;
import org.arrocco.core.variant.Variants;
import org.arrocco.tournament.event.EventSettings;
import org.arrocco.tournament.tiebreak.Tiebreak;
import org.arrocco.tournament.tiebreak.TiebreakRules;

/**
 * Reads the numbers an arbiter types: points like {@code 0.5}, euros like {@code 30} or {@code
 * 12.50}.
 */
final class Values {
  private Values() {}

  /** Points as tenths: {@code 1}, {@code 0.5}, {@code ½}, {@code 0}. */
  static int tenths(String option, String text, Lang lang) {
    String t = text.trim().replace(',', '.').replace("½", "0.5");
    if (!t.matches("\\d{1,3}(\\.\\d)?")) {
      throw new BadInputException(
          option
              + lang.t(
                  " richiede punti come 1 o 0.5, non '", " must be points like 1 or 0.5, not '")
              + text
              + "'");
    }
    int dot = t.indexOf('.');
    return dot < 0
        ? Integer.parseInt(t) * 10
        : Integer.parseInt(t.substring(0, dot)) * 10 + (t.charAt(dot + 1) - '0');
  }

  /** Euros as cents: {@code 30}, {@code 12.5}, {@code 12.50}. */
  static long cents(String option, String text, Lang lang) {
    String t = text.trim().replace(',', '.');
    if (!t.matches("\\d{1,7}(\\.\\d{1,2})?")) {
      throw new BadInputException(
          option
              + lang.t(
                  " richiede un importo in euro come 30 o 12.50, non '",
                  " must be euros like 30 or 12.50, not '")
              + text
              + "'");
    }
    int dot = t.indexOf('.');
    if (dot < 0) {
      return Long.parseLong(t) * 100;
    }
    String frac = (t.substring(dot + 1) + "0").substring(0, 2);
    return Long.parseLong(t.substring(0, dot)) * 100 + Long.parseLong(frac);
  }

  /**
   * A tie-break order such as {@code BH-C1,BH,ARO}; one rule for every command that takes one
   * ({@code new}, {@code settings}, {@code tiebreaks --order}): a tie-break listed twice is
   * refused, since the second time it can never separate anyone.
   */
  static List<Tiebreak> tiebreaks(List<String> texts, Lang lang) {
    List<Tiebreak> order = new ArrayList<>();
    for (String t : texts) {
      try {
        Tiebreak tb = Tiebreak.parse(t);
        if (order.contains(tb)) {
          List<String> given = texts.stream().map(String::trim).toList();
          throw new org.arrocco.tournament.event.Refusal(
              org.arrocco.tournament.event.Refusal.Reason.TIEBREAK_TWICE, given);
        }
        order.add(tb);
      } catch (org.arrocco.tournament.event.Refusal r) {
        throw r;
      } catch (IllegalArgumentException e) {
        throw new BadInputException(
            lang.t("spareggio sconosciuto '", "unknown tie-break '")
                + t
                + lang.t("'; spareggi noti: ", "'; known: ")
                + Tiebreak.known());
      }
    }
    return order;
  }

  /** The tie-break rules named by a year: 2024 (also 2023) or 2026. */
  static TiebreakRules rules(String year, Lang lang) {
    try {
      return TiebreakRules.ofYear(year);
    } catch (IllegalArgumentException e) {
      throw new BadInputException(
          lang.t(
                  "le regole degli spareggi devono essere 2024 o 2026, non '",
                  "tie-break rules must be 2024 or 2026, not '")
              + year
              + "'");
    }
  }

  /** A date as the settings hold it ({@code yyyy-mm-dd}), or empty when blank or not a date. */
  static java.util.Optional<java.time.LocalDate> date(String text) {
    try {
      return text == null || text.isBlank()
          ? java.util.Optional.empty()
          : java.util.Optional.of(java.time.LocalDate.parse(text.trim()));
    } catch (java.time.format.DateTimeParseException e) {
      return java.util.Optional.empty(); // EventSettings refuses it in the arbiter's words
    }
  }

  /** The PAB's points: 1 or ½ (rules/tournament.md "Byes"), as tenths. */
  static int pab(String text, Lang lang) {
    int tenths = tenths("--pab", text, lang);
    if (tenths != 10 && tenths != 5) {
      throw new BadInputException(
          lang.t(
              "--pab: il bye assegnato dall'abbinamento vale 1 o 0.5 punti, non " + text,
              "--pab: the pairing-allocated bye scores 1 or 0.5 points, not " + text));
    }
    return tenths;
  }

  /** A variant an event can be played in: {@code chess960} or a known variant key. */
  static String variant(String key, Lang lang) {
    if (!key.equals("chess960") && Variants.find(key).isEmpty()) {
      throw new BadInputException(
          lang.t("variante sconosciuta '", "unknown variant '")
              + key
              + lang.t("'; varianti note: ", "'; known: ")
              + Variants.keys());
    }
    return key;
  }

  /** An acceleration key: {@code baku} (C.04.5.1), or {@code none} for none (empty). */
  static String acceleration(String text, Lang lang) {
    String t = text.trim().toLowerCase(java.util.Locale.ROOT);
    if (t.equals("none")) {
      return "";
    }
    if (!t.equals(EventSettings.BAKU)) {
      throw new BadInputException(
          lang.t(
                  "--acceleration deve essere baku o none, non '",
                  "--acceleration must be baku or none, not '")
              + text
              + "'");
    }
    return t;
  }

  static List<Long> prizes(List<String> texts, Lang lang) {
    List<Long> out = new ArrayList<>();
    for (String t : texts) {
      if (!t.isBlank()) {
        out.add(cents("--prizes", t, lang));
      }
    }
    return out;
  }
}
