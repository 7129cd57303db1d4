package org.arrocco.tournament.event;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import org.arrocco.tournament.tiebreak.Tiebreak;
import org.arrocco.tournament.tiebreak.TiebreakRules;

/**
 * What the arbiter fixes when creating an event (rules/tournament.md "What the arbiter does" 1):
 * name, venue, dates (ISO {@code yyyy-mm-dd}), variant key, rounds, time control, point system,
 * tie-break order and rules, capacity, the rating an unrated player counts as (0: none, rating
 * tie-breaks then refused), whether a national rating counts as FIDE rating, prizes and entry fee
 * in euro cents, and the acceleration ({@code baku}, C.04.5.1, or empty for none).
 */
public record EventSettings(
    String name,
    String venue,
    String startDate,
    String endDate,
    String variant,
    int rounds,
    String timeControl,
    PointSystem points,
    List<Tiebreak> tiebreaks,
    TiebreakRules rules,
    int capacity,
    int unratedRating,
    boolean nationalRatingAsFide,
    List<Long> prizes,
    long entryFee,
    // Left out when empty, so an event without acceleration reads in earlier versions too.
    @JsonInclude(JsonInclude.Include.NON_EMPTY) String acceleration) {

  /** The {@link #acceleration} key of the Baku method (C.04.5.1). */
  public static final String BAKU = "baku";

  /** The largest prize, in euro cents (one billion euro). */
  public static final long MAX_PRIZE = 100_000_000_000L;

  public EventSettings {
    if (name == null || name.isBlank()) {
      throw new Refusal(Refusal.Reason.EVENT_NAME);
    }
    venue = venue == null ? "" : venue;
    timeControl = timeControl == null ? "" : timeControl;
    variant = variant == null ? "chess" : variant;
    // Name, venue and time control become TRF header lines (012, 022, 122; rules/tournament.md 5).
    for (String field : new String[] {name, venue, timeControl}) {
      if (Player.hasControl(field)) {
        throw new Refusal(Refusal.Reason.CONTROL_CHARACTER, Player.printable(field));
      }
    }
    checkDate(Refusal.Reason.START_DATE_FORMAT, startDate);
    checkDate(Refusal.Reason.END_DATE_FORMAT, endDate);
    if (startDate != null
        && endDate != null
        && !startDate.isEmpty()
        && !endDate.isEmpty()
        && endDate.compareTo(startDate) < 0) {
      throw new Refusal(Refusal.Reason.END_BEFORE_START, endDate, startDate);
    }
    if (rounds < 1 || rounds > 99) {
      throw new Refusal(Refusal.Reason.ROUNDS_RANGE, rounds);
    }
    if (capacity < 2 || capacity > 9999) {
      throw new Refusal(Refusal.Reason.CAPACITY_RANGE, capacity);
    }
    if (unratedRating < 0 || unratedRating > org.arrocco.tournament.trf.PlayerRecord.MAX_RATING) {
      throw new Refusal(Refusal.Reason.UNRATED_RATING_RANGE, unratedRating);
    }
    points = points == null ? PointSystem.STANDARD : points;
    tiebreaks = List.copyOf(tiebreaks == null ? List.of() : tiebreaks);
    if (new java.util.HashSet<>(tiebreaks).size() != tiebreaks.size()) {
      throw new Refusal(Refusal.Reason.TIEBREAK_TWICE, tiebreaks);
    }
    rules = rules == null ? TiebreakRules.FIDE_2026 : rules;
    acceleration = acceleration == null ? "" : acceleration;
    if (!acceleration.isEmpty() && !acceleration.equals(BAKU)) {
      throw new Refusal(Refusal.Reason.ACCELERATION, BAKU, acceleration);
    }
    prizes = List.copyOf(prizes == null ? List.of() : prizes);
    for (long p : prizes) {
      if (p < 0) {
        throw new Refusal(Refusal.Reason.PRIZE_NEGATIVE);
      }
      // Shared places add prizes up (PrizeList): a bound keeps the sums exact.
      if (p > MAX_PRIZE) {
        throw new Refusal(Refusal.Reason.PRIZE_TOO_LARGE, MAX_PRIZE / 100, p / 100);
      }
    }
  }

  private static void checkDate(Refusal.Reason format, String date) {
    if (date == null || date.isEmpty()) {
      return;
    }
    try {
      LocalDate.parse(date);
    } catch (DateTimeParseException e) {
      throw new Refusal(format, date);
    }
  }

  /** The club's model event (rules/tournament.md "The model case") with this name and date. */
  public static EventSettings clubChess960Blitz(String name, String venue, String date) {
    return new EventSettings(
        name,
        venue,
        date,
        date,
        "chess960",
        6,
        "8 min",
        PointSystem.STANDARD,
        List.of(Tiebreak.BH_C1, Tiebreak.BH, Tiebreak.ARO),
        TiebreakRules.FIDE_2026,
        20,
        1399,
        true,
        List.of(3000L, 2000L, 1000L),
        1000L,
        "");
  }

  /** True when the event pairs with the Baku acceleration (C.04.5.1). */
  public boolean baku() {
    return acceleration.equals(BAKU);
  }
}
