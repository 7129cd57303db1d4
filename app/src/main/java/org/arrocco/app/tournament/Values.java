package org.arrocco.app.tournament;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.app.BadInputException;
import org.arrocco.core.variant.Variants;
import org.arrocco.tournament.event.CategoryPrize;
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

  /** The prizes an arbiter gives: the main list by place, then the category prizes. */
  record Prizes(List<Long> main, List<CategoryPrize> categories) {}

  /**
   * Prizes written {@code PLACE=EUR} (the main list) or {@code CATEGORY:PLACE=EUR} (a category:
   * {@code F}, {@code U16}, {@code U1800}, {@code S65}, {@code unrated}, a national category), the
   * euros with a decimal comma or point ({@code 2=20,50} is 20.50 EUR): one form that never reads a
   * decimal comma as two prizes. {@code none} (or nothing) for no prizes. The main list's places
   * run 1, 2, 3, ... without gaps.
   */
  static Prizes prizes(List<String> texts, Lang lang) {
    java.util.TreeMap<Integer, Long> main = new java.util.TreeMap<>();
    List<CategoryPrize> categories = new ArrayList<>();
    for (String text : texts) {
      String t = text.trim();
      if (t.isEmpty() || t.equalsIgnoreCase("none") || t.equalsIgnoreCase("nessuno")) {
        continue;
      }
      java.util.regex.Matcher m =
          java.util.regex.Pattern.compile("(?:([^:=]+):)?(\\d{1,3})=(.+)").matcher(t);
      if (!m.matches()) {
        throw new BadInputException(
            lang.t(
                    "--prize richiede POSTO=EURO o CATEGORIA:POSTO=EURO (es. 1=30, 2=20,50,"
                        + " F:1=15, U16:1=10), non '",
                    "--prize must be PLACE=EUR or CATEGORY:PLACE=EUR (e.g. 1=30, 2=20,50, F:1=15,"
                        + " U16:1=10), not '")
                + text
                + "'");
      }
      int place = Integer.parseInt(m.group(2));
      long cents = cents("--prize " + m.group(2), m.group(3), lang);
      if (m.group(1) == null) {
        if (place < 1 || main.put(place, cents) != null) {
          throw new BadInputException(
              lang.t("--prize: il posto ", "--prize: place ")
                  + place
                  + lang.t(" è dato due volte o non è valido", " is given twice or is not valid"));
        }
      } else {
        categories.add(new CategoryPrize(m.group(1), place, cents));
      }
    }
    List<Long> list = new ArrayList<>();
    for (var e : main.entrySet()) {
      if (e.getKey() != list.size() + 1) {
        throw new BadInputException(
            lang.t("--prize: manca il premio del posto ", "--prize: no prize for place ")
                + (list.size() + 1)
                + lang.t(" (i posti vanno da 1 senza salti)", " (places run from 1 without gaps)"));
      }
      list.add(e.getValue());
    }
    return new Prizes(list, categories);
  }

  /**
   * The warnings for prizes a lower place would win more than the place above: most likely a typing
   * slip, so said, not refused.
   */
  static List<String> prizeWarnings(EventSettings s, Lang lang) {
    List<String> out = new ArrayList<>();
    for (EventSettings.PrizeInversion i : s.prizeInversions()) {
      out.add(
          lang.t("Attenzione: il premio del ", "Note: the prize for place ")
              + i.place()
              + lang.t("° posto", "")
              + (i.category().isEmpty() ? "" : " (" + i.category() + ")")
              + ", "
              + Numbers.euros(i.cents())
              + lang.t(" EUR, supera quello del ", " EUR, is above the one for place ")
              + (i.place() - 1)
              + lang.t("°, ", ", ")
              + Numbers.euros(i.above())
              + " EUR.");
    }
    return out;
  }

  /** Prizes as the arbiter writes them: {@code 1=30, 2=20,50, F:1=15}. */
  static String prizesText(EventSettings s) {
    List<String> out = new ArrayList<>();
    for (int k = 0; k < s.prizes().size(); k++) {
      out.add((k + 1) + "=" + Numbers.eurosItalian(s.prizes().get(k)));
    }
    for (CategoryPrize c : s.categoryPrizes()) {
      out.add(c.category() + ":" + c.place() + "=" + Numbers.eurosItalian(c.cents()));
    }
    return String.join("; ", out);
  }

  /** Round dates: {@code yyyy-mm-dd} each, round 1 first; an empty one for a round without. */
  static List<String> roundDates(List<String> texts) {
    return texts.stream().map(String::trim).toList();
  }
}
