package org.arrocco.tournament.event;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Locale;

/**
 * A registered player: registration number {@code id} (fixed), identity and ratings (0 = none),
 * club, birth date ({@code yyyy-mm-dd} or the year alone) and national category (see {@link
 * Identity}), and the arbiter's marks: checked in, the round the player entered (0 = not entered
 * yet; above 1 for a late entry), the points each missed round before a late entry gives (tenths: 0
 * or the draw), the first round the player is no longer paired after a withdrawal (0 = playing),
 * the data the player's pairing number is fixed by once first paired ({@link Seed}; null before),
 * and whether the registration was deleted before round 1 (a duplicate, a mistake: its number stays
 * unused), and whether the entry fee is paid (the organiser's mark at registration; no file of
 * FIDE's holds it).
 */
public record Player(
    int id,
    String name,
    String sex,
    String title,
    String federation,
    long fideId,
    int fideRating,
    String nationalId,
    int nationalRating,
    // Left out when empty, so the files of events without them read in earlier versions.
    @JsonInclude(JsonInclude.Include.NON_EMPTY) String club,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) String birthDate,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) String category,
    boolean checkedIn,
    int entryRound,
    int missedRoundPoints,
    int withdrawnFrom,
    @JsonInclude(JsonInclude.Include.NON_NULL) Seed seed,
    // Left out when false, so the files of events without deletions read in earlier versions.
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
        @com.fasterxml.jackson.annotation.JsonSetter(
            nulls = com.fasterxml.jackson.annotation.Nulls.AS_EMPTY)
        boolean deleted,
    // Left out when false, so the files of events without it read in earlier versions.
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
        @com.fasterxml.jackson.annotation.JsonSetter(
            nulls = com.fasterxml.jackson.annotation.Nulls.AS_EMPTY)
        boolean feePaid) {

  /** Titles in FIDE order, strongest first, for the initial ranking (rules/tournament.md). */
  private static final String[] TITLES = {"GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"};

  /** A player whose entry fee is not paid (or not tracked: an event imported from TRF). */
  public Player(
      int id,
      String name,
      String sex,
      String title,
      String federation,
      long fideId,
      int fideRating,
      String nationalId,
      int nationalRating,
      String club,
      String birthDate,
      String category,
      boolean checkedIn,
      int entryRound,
      int missedRoundPoints,
      int withdrawnFrom,
      Seed seed,
      boolean deleted) {
    this(
        id,
        name,
        sex,
        title,
        federation,
        fideId,
        fideRating,
        nationalId,
        nationalRating,
        club,
        birthDate,
        category,
        checkedIn,
        entryRound,
        missedRoundPoints,
        withdrawnFrom,
        seed,
        deleted,
        false);
  }

  public Player {
    if (id < 1) {
      throw new Refusal(Refusal.Reason.PLAYER_NUMBER);
    }
    if (name == null || name.isBlank()) {
      throw new Refusal(Refusal.Reason.PLAYER_NAME, id);
    }
    if (name.length() > 33) {
      throw new Refusal(Refusal.Reason.NAME_LENGTH, name);
    }
    sex = normal(sex, 1, Refusal.Reason.SEX_LENGTH);
    title = normal(title, 3, Refusal.Reason.TITLE_LENGTH).toUpperCase(Locale.ROOT);
    federation = normal(federation, 3, Refusal.Reason.FEDERATION_LENGTH).toUpperCase(Locale.ROOT);
    nationalId = nationalId == null ? "" : nationalId.trim();
    club = normal(club, 40, Refusal.Reason.CLUB_LENGTH);
    birthDate = normal(birthDate, 10, Refusal.Reason.BIRTH_DATE);
    if (!birthDate.isEmpty() && birthYear(birthDate) == 0) {
      throw new Refusal(Refusal.Reason.BIRTH_DATE, birthDate);
    }
    category = normal(category, 3, Refusal.Reason.CATEGORY_LENGTH).toUpperCase(Locale.ROOT);
    int max = org.arrocco.tournament.trf.PlayerRecord.MAX_RATING; // one range everywhere
    if (fideRating < 0 || fideRating > max || nationalRating < 0 || nationalRating > max) {
      throw new Refusal(Refusal.Reason.RATING_RANGE, id);
    }
    if (fideId < 0) {
      throw new Refusal(Refusal.Reason.FIDE_ID, id);
    }
    if (entryRound < 0 || missedRoundPoints < 0 || withdrawnFrom < 0) {
      throw new Refusal(Refusal.Reason.PLAYER_MARKS, id);
    }
    if (deleted && (checkedIn || entryRound > 0 || seed != null)) {
      throw new IllegalArgumentException(
          "player " + id + ": a deleted registration is neither checked in nor entered");
    }
    // The fields go into one TRF line each (rules/tournament.md, what the arbiter does 5: TRF
    // export): no control characters.
    for (String field : new String[] {name, sex, title, federation, nationalId, club, category}) {
      if (hasControl(field)) {
        throw new Refusal(Refusal.Reason.PLAYER_CONTROL_CHARACTER, id, printable(field));
      }
    }
  }

  /**
   * The year of a birth date {@code yyyy-mm-dd} or {@code yyyy} (a real date, a year from 1900), or
   * 0 when it is neither.
   */
  static int birthYear(String date) {
    if (date.matches("\\d{4}")) {
      int y = Integer.parseInt(date);
      return y >= 1900 ? y : 0;
    }
    try {
      int y = java.time.LocalDate.parse(date).getYear();
      return y >= 1900 ? y : 0;
    } catch (java.time.format.DateTimeParseException e) {
      return 0;
    }
  }

  /** The year the player was born, or 0 when no birth date is known. */
  public int birthYear() {
    return birthDate.isEmpty() ? 0 : birthYear(birthDate);
  }

  /** True for a woman ({@code f}, or TRF's {@code w}). */
  public boolean woman() {
    return sex.equalsIgnoreCase("f") || sex.equalsIgnoreCase("w");
  }

  /** True when {@code s} has a character below the blank (line breaks, tab, NUL, ...). */
  static boolean hasControl(String s) {
    return s.chars().anyMatch(c -> c < ' ');
  }

  /** The text with its control characters shown as {@code \\uXXXX}, for error messages. */
  static String printable(String s) {
    StringBuilder sb = new StringBuilder();
    for (char c : s.toCharArray()) {
      sb.append(c < ' ' ? String.format("\\u%04x", (int) c) : String.valueOf(c));
    }
    return sb.toString();
  }

  private static String normal(String s, int max, Refusal.Reason tooLong) {
    String t = s == null ? "" : s.trim();
    if (t.length() > max) {
      throw new Refusal(tooLong, t);
    }
    return t;
  }

  /**
   * A newly registered player, not checked in; the title must be a FIDE title (or none), as the
   * initial ranking orders by it (rules/tournament.md, Pairings).
   */
  public static Player register(int id, Identity who) {
    Player p =
        new Player(
            id,
            who.name(),
            who.sex(),
            who.title(),
            who.federation(),
            who.fideId(),
            who.fideRating(),
            who.nationalId(),
            who.nationalRating(),
            who.club(),
            who.birthDate(),
            who.category(),
            false,
            0,
            0,
            0,
            null,
            false);
    return p.withKnownTitle();
  }

  /**
   * This player with corrected identity and ratings, the arbiter's marks (check-in, entry,
   * withdrawal) and seed unchanged; the title must be a FIDE title or none, as in {@link
   * #register}.
   */
  public Player corrected(Identity who) {
    return register(id, who)
        .withMarks(checkedIn, entryRound, missedRoundPoints, withdrawnFrom)
        .seeded(seed)
        .paid(feePaid);
  }

  /** This player with other ratings and national id, the rest as {@link #corrected} keeps it. */
  Player withRatings(int fide, String national, int nationalRating) {
    return corrected(
        new Identity(
            name,
            sex,
            title,
            federation,
            fideId,
            fide,
            national,
            nationalRating,
            club,
            birthDate,
            category));
  }

  /** This player, refused when the title is not one the initial ranking knows. */
  private Player withKnownTitle() {
    if (!title.isEmpty() && titleRank(title) == TITLES.length) {
      throw new Refusal(Refusal.Reason.UNKNOWN_TITLE, id, title, String.join(", ", TITLES));
    }
    return this;
  }

  /** True when the player has neither a FIDE nor (when it counts) a national rating. */
  public boolean unrated(EventSettings settings) {
    return officialRating(settings) == 0;
  }

  /**
   * The rating that counts: FIDE, else the national one when the event equates it to FIDE (the
   * club's rule for ARO), else 0.
   */
  public int officialRating(EventSettings settings) {
    if (fideRating > 0) {
      return fideRating;
    }
    return settings.nationalRatingAsFide() ? nationalRating : 0;
  }

  /** The rating for ranking and ARO: the official one, or the event's rating for the unrated. */
  public int rating(EventSettings settings) {
    int r = officialRating(settings);
    return r > 0 ? r : settings.unratedRating();
  }

  /** The rank of a title for the initial ranking, 0 strongest; untitled (or unknown) last. */
  static int titleRank(String title) {
    for (int i = 0; i < TITLES.length; i++) {
      if (TITLES[i].equals(title)) {
        return i;
      }
    }
    return TITLES.length;
  }

  /**
   * The data this player ranks by in the initial ranking: the seed once first paired, else the
   * current rating that counts, title and name.
   */
  Seed rankingData(EventSettings settings) {
    return seed != null ? seed : new Seed(rating(settings), title, name);
  }

  /** This player with its seed (null: not paired yet). */
  Player seeded(Seed fixed) {
    return with(checkedIn, entryRound, missedRoundPoints, withdrawnFrom, fixed);
  }

  /** True when the player entered in round {@code round} or before (withdrawn or not). */
  public boolean enteredBy(int round) {
    return entryRound > 0 && entryRound <= round;
  }

  /** True when the player takes part in round {@code round} (entered and not withdrawn). */
  public boolean playsIn(int round) {
    return entryRound > 0 && entryRound <= round && (withdrawnFrom == 0 || round < withdrawnFrom);
  }

  /** Checked in or out (before round 1 only): checking out also cancels an entry in round 1. */
  Player checkIn(boolean in) {
    return withMarks(in, in ? entryRound : 0, in ? missedRoundPoints : 0, withdrawnFrom);
  }

  Player enter(int round, int missedPoints) {
    return withMarks(checkedIn, round, missedPoints, withdrawnFrom);
  }

  Player withdraw(int fromRound) {
    return withMarks(checkedIn, entryRound, missedRoundPoints, fromRound);
  }

  /** This player with other arbiter's marks; identity, ratings and seed unchanged. */
  private Player withMarks(boolean in, int entered, int missedPoints, int withdrawn) {
    return with(in, entered, missedPoints, withdrawn, seed);
  }

  /** This player with other marks and seed; identity and ratings unchanged. */
  private Player with(boolean in, int entered, int missedPoints, int withdrawn, Seed fixed) {
    return new Player(
        id,
        name,
        sex,
        title,
        federation,
        fideId,
        fideRating,
        nationalId,
        nationalRating,
        club,
        birthDate,
        category,
        in,
        entered,
        missedPoints,
        withdrawn,
        fixed,
        deleted,
        feePaid);
  }

  /** This player with the entry fee marked paid or not; everything else unchanged. */
  Player paid(boolean paid) {
    return new Player(
        id,
        name,
        sex,
        title,
        federation,
        fideId,
        fideRating,
        nationalId,
        nationalRating,
        club,
        birthDate,
        category,
        checkedIn,
        entryRound,
        missedRoundPoints,
        withdrawnFrom,
        seed,
        deleted,
        paid);
  }

  /**
   * This registration deleted (before round 1): not checked in, never entered; a fee paid stays
   * marked (the money was received: the organiser gives it back or moves it to the right entry).
   */
  Player delete() {
    return new Player(
        id,
        name,
        sex,
        title,
        federation,
        fideId,
        fideRating,
        nationalId,
        nationalRating,
        club,
        birthDate,
        category,
        false,
        0,
        0,
        0,
        null,
        true,
        feePaid);
  }

  /**
   * True when the registration takes a place of the event's capacity: neither deleted nor withdrawn
   * (a withdrawn duplicate entry frees its place).
   */
  public boolean takesAPlace() {
    return !deleted && withdrawnFrom == 0;
  }
}
