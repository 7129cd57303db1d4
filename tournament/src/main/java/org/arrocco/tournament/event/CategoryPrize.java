package org.arrocco.tournament.event;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A category prize: place {@code place} among the players of a category wins {@code cents} euro
 * cents. The categories, as the arbiter writes them: {@code F} women; {@code U16} under 16 (any
 * number below 100: born in the event's year minus 16 or later, the FIDE youth convention of the
 * age on 1 January); {@code U1800} rated under 1800 (a number of 100 or more: the rating that
 * counts in the event, an unrated player at the event's rating for the unrated); {@code S65}
 * seniors (65 or more in the event's year); {@code UNRATED} (also {@code senzaelo}) players without
 * a rating; any other word of up to three characters is a national category ({@code 1N}, {@code
 * NC}, ...) as registered.
 */
public record CategoryPrize(String category, int place, long cents) {
  /** The category word for players without a rating. */
  public static final String UNRATED = "UNRATED";

  public CategoryPrize {
    category = normal(category);
    if (place < 1 || place > 999) {
      throw new Refusal(Refusal.Reason.PRIZE_PLACE, place);
    }
    if (cents < 0) {
      throw new Refusal(Refusal.Reason.PRIZE_NEGATIVE);
    }
    if (cents > EventSettings.MAX_PRIZE) {
      throw new Refusal(Refusal.Reason.PRIZE_TOO_LARGE, EventSettings.MAX_PRIZE / 100, cents / 100);
    }
  }

  /** The category as stored: upper case, {@code senzaelo} as {@link #UNRATED}. */
  static String normal(String text) {
    String t = text == null ? "" : text.trim().toUpperCase(Locale.ROOT);
    if (t.equals("SENZAELO") || t.equals("SENZA-ELO")) {
      return UNRATED;
    }
    boolean known =
        t.equals(UNRATED)
            || t.equals("F")
            || t.matches("[US]\\d{1,4}")
            || (t.length() >= 1 && t.length() <= 3 && t.matches("[A-Z0-9]+"));
    if (!known) {
      throw new Refusal(Refusal.Reason.PRIZE_CATEGORY, text == null ? "" : text);
    }
    return t;
  }

  /** True when the category depends on the players' age (Under-X by age, seniors). */
  public boolean byAge() {
    return (category.startsWith("U") && !category.equals(UNRATED) && number() < 100)
        || (category.startsWith("S") && category.length() > 1 && number() > 0);
  }

  private int number() {
    String digits = category.substring(1);
    return digits.matches("\\d{1,4}") ? Integer.parseInt(digits) : 0;
  }

  /**
   * Whether the player belongs to the category in an event of {@code settings} held in {@code
   * year}.
   */
  public boolean includes(Player p, EventSettings settings, int year) {
    if (category.equals(UNRATED)) {
      return p.unrated(settings);
    }
    if (category.equals("F")) {
      return p.woman();
    }
    int n = number();
    if (category.startsWith("U") && n >= 100) {
      return p.rating(settings) < n;
    }
    if (category.startsWith("U") && n > 0) {
      return p.birthYear() > 0 && year - p.birthYear() <= n;
    }
    if (category.startsWith("S") && n > 0) {
      return p.birthYear() > 0 && year - p.birthYear() >= n;
    }
    return p.category().equals(category);
  }

  /**
   * The category prizes checked together: each category's places 1, 2, 3, ... in order without
   * gaps, once each; an age category only with an event date to count ages from.
   */
  static List<CategoryPrize> checked(List<CategoryPrize> prizes, String startDate, String endDate) {
    List<CategoryPrize> sorted = new ArrayList<>(prizes == null ? List.of() : prizes);
    // categories in the order first given, places in order within each
    Map<String, Integer> first = new HashMap<>();
    for (int i = 0; i < sorted.size(); i++) {
      first.putIfAbsent(sorted.get(i).category(), i);
    }
    sorted.sort(
        java.util.Comparator.comparingInt((CategoryPrize c) -> first.get(c.category()))
            .thenComparingInt(CategoryPrize::place));
    boolean dated =
        (startDate != null && !startDate.isEmpty()) || (endDate != null && !endDate.isEmpty());
    for (int i = 0; i < sorted.size(); i++) {
      CategoryPrize c = sorted.get(i);
      int expected =
          i > 0 && sorted.get(i - 1).category().equals(c.category())
              ? sorted.get(i - 1).place() + 1
              : 1;
      if (c.place() != expected) {
        throw new Refusal(Refusal.Reason.PRIZE_PLACES, c.category(), expected, c.place());
      }
      if (c.byAge() && !dated) {
        throw new Refusal(Refusal.Reason.PRIZE_AGE_WITHOUT_DATE, c.category());
      }
    }
    return List.copyOf(sorted);
  }
}
