package org.arrocco.tournament.event;

import com.fasterxml.jackson.annotation.JsonCreator;
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
 * tie-breaks then refused), whether a national rating counts as FIDE rating, prizes (place k wins
 * {@code prizes[k-1]}) and entry fee in euro cents, the acceleration ({@code baku}, C.04.5.1, or
 * empty for none), the category prizes (women, Under-X, seniors, unrated, a national category), the
 * chief arbiter and the deputy arbiters (TRF {@code 102}, {@code 112}: name and, after a comma, the
 * arbiter's FIDE or FSI id), the organiser, and the date of each round ({@code 132}; empty when not
 * given: a one-day event plays every round on its date).
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
    @JsonInclude(JsonInclude.Include.NON_EMPTY) String acceleration,
    // Left out when empty, so an event without them reads in earlier versions too.
    @JsonInclude(JsonInclude.Include.NON_EMPTY) List<CategoryPrize> categoryPrizes,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) String chiefArbiter,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> deputyArbiters,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) String organiser,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> roundDates) {

  /** The {@link #acceleration} key of the Baku method (C.04.5.1). */
  public static final String BAKU = "baku";

  /** The largest prize, in euro cents (one billion euro). */
  public static final long MAX_PRIZE = 100_000_000_000L;

  @JsonCreator
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
    categoryPrizes = CategoryPrize.checked(categoryPrizes, startDate, endDate);
    chiefArbiter = chiefArbiter == null ? "" : chiefArbiter.trim();
    organiser = organiser == null ? "" : organiser.trim();
    deputyArbiters =
        List.copyOf(
            (deputyArbiters == null ? List.<String>of() : deputyArbiters)
                .stream().map(String::trim).filter(d -> !d.isEmpty()).toList());
    for (String field : new String[] {chiefArbiter, organiser, String.join("", deputyArbiters)}) {
      if (Player.hasControl(field)) {
        throw new Refusal(Refusal.Reason.CONTROL_CHARACTER, Player.printable(field));
      }
    }
    roundDates = List.copyOf(roundDates == null ? List.of() : roundDates);
    if (roundDates.size() > rounds) {
      throw new Refusal(Refusal.Reason.ROUND_DATES_COUNT, roundDates.size(), rounds);
    }
    for (String d : roundDates) {
      if (!d.isEmpty()) {
        checkDate(Refusal.Reason.ROUND_DATE_FORMAT, d);
      }
    }
  }

  /** Settings without category prizes, officials and round dates (the fields of version 1). */
  public EventSettings(
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
      String acceleration) {
    this(
        name,
        venue,
        startDate,
        endDate,
        variant,
        rounds,
        timeControl,
        points,
        tiebreaks,
        rules,
        capacity,
        unratedRating,
        nationalRatingAsFide,
        prizes,
        entryFee,
        acceleration,
        List.of(),
        "",
        List.of(),
        "",
        List.of());
  }

  /** These settings with other prizes: place k of the main list wins {@code prizes[k-1]}. */
  public EventSettings withPrizes(List<Long> main, List<CategoryPrize> categories) {
    return new EventSettings(
        name,
        venue,
        startDate,
        endDate,
        variant,
        rounds,
        timeControl,
        points,
        tiebreaks,
        rules,
        capacity,
        unratedRating,
        nationalRatingAsFide,
        main,
        entryFee,
        acceleration,
        categories,
        chiefArbiter,
        deputyArbiters,
        organiser,
        roundDates);
  }

  /** These settings with other officials (chief arbiter, deputies, organiser). */
  public EventSettings withOfficials(String chief, List<String> deputies, String organisedBy) {
    return new EventSettings(
        name,
        venue,
        startDate,
        endDate,
        variant,
        rounds,
        timeControl,
        points,
        tiebreaks,
        rules,
        capacity,
        unratedRating,
        nationalRatingAsFide,
        prizes,
        entryFee,
        acceleration,
        categoryPrizes,
        chief,
        deputies,
        organisedBy,
        roundDates);
  }

  /** These settings with other round dates ({@code yyyy-mm-dd}, round 1 first). */
  public EventSettings withRoundDates(List<String> dates) {
    return new EventSettings(
        name,
        venue,
        startDate,
        endDate,
        variant,
        rounds,
        timeControl,
        points,
        tiebreaks,
        rules,
        capacity,
        unratedRating,
        nationalRatingAsFide,
        prizes,
        entryFee,
        acceleration,
        categoryPrizes,
        chiefArbiter,
        deputyArbiters,
        organiser,
        dates);
  }

  /**
   * These settings with the date of round {@code r} set to {@code date} ({@code yyyy-mm-dd}), the
   * rounds before it without a date left empty.
   */
  public EventSettings withRoundDate(int r, String date) {
    List<String> dates = new java.util.ArrayList<>(roundDates);
    while (dates.size() < r) {
      dates.add("");
    }
    dates.set(r - 1, date);
    return withRoundDates(dates);
  }

  /**
   * The date of round {@code r} ({@code yyyy-mm-dd}): the one given for it, else the event's date
   * when it lasts one day; empty when neither is known.
   */
  public String roundDate(int r) {
    if (r >= 1 && r <= roundDates.size() && !roundDates.get(r - 1).isEmpty()) {
      return roundDates.get(r - 1);
    }
    boolean oneDay =
        startDate != null
            && !startDate.isEmpty()
            && (endDate == null || endDate.isEmpty() || endDate.equals(startDate));
    return oneDay ? startDate : "";
  }

  /**
   * The prizes a lower place would win more than the place above it (a typing slip, most likely):
   * in the main list and in each category, in order.
   */
  public List<PrizeInversion> prizeInversions() {
    List<PrizeInversion> out = new java.util.ArrayList<>();
    for (int k = 1; k < prizes.size(); k++) {
      if (prizes.get(k) > prizes.get(k - 1)) {
        out.add(new PrizeInversion("", k + 1, prizes.get(k), prizes.get(k - 1)));
      }
    }
    for (int i = 1; i < categoryPrizes.size(); i++) {
      CategoryPrize a = categoryPrizes.get(i - 1);
      CategoryPrize b = categoryPrizes.get(i);
      if (a.category().equals(b.category()) && b.cents() > a.cents()) {
        out.add(new PrizeInversion(b.category(), b.place(), b.cents(), a.cents()));
      }
    }
    return out;
  }

  /**
   * A prize of place {@code place} (in the main list when {@code category} is empty) larger than
   * the one of the place above it, {@code above}; amounts in euro cents.
   */
  public record PrizeInversion(String category, int place, long cents, long above) {}

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

  /** These settings with another number of rounds (cutting an event short, or adding rounds). */
  public EventSettings withRounds(int count) {
    List<String> dates = roundDates.size() > count ? roundDates.subList(0, count) : roundDates;
    return new EventSettings(
        name,
        venue,
        startDate,
        endDate,
        variant,
        count,
        timeControl,
        points,
        tiebreaks,
        rules,
        capacity,
        unratedRating,
        nationalRatingAsFide,
        prizes,
        entryFee,
        acceleration,
        categoryPrizes,
        chiefArbiter,
        deputyArbiters,
        organiser,
        dates);
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
