package org.arrocco.tournament.event;

import java.util.List;
import java.util.Locale;

/**
 * An arbiter's request the event refuses, and why: a {@link Reason} and the values it names (player
 * and round numbers, the text given). The message is the English wording; a user interface words
 * the same reason in its own language from {@link #reason} and {@link #values}, which are the
 * reason's template arguments in order.
 */
public final class Refusal extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final transient Reason reason;
  private final transient List<Object> values;

  public Refusal(Reason reason, Object... values) {
    super(reason.wording(values));
    this.reason = reason;
    this.values = List.of(values);
  }

  public Reason reason() {
    return reason;
  }

  /** The values the reason names, in the order of its template's {@code %s}. */
  public List<Object> values() {
    return values;
  }

  /** Every reason an arbiter's request can be refused for, with its English template. */
  public enum Reason {
    // the players and their data (Player, Identity)
    NO_PLAYER("no player %s"),
    NO_PLAYER_OF("no player %s (players 1-%s)"),
    PLAYER_NUMBER("player id must be positive"),
    PLAYER_NAME("player %s needs a name"),
    NAME_LENGTH("name longer than 33 characters (TRF limit): %s"),
    SEX_LENGTH("sex longer than 1 character: %s"),
    TITLE_LENGTH("title longer than 3 characters: %s"),
    FEDERATION_LENGTH("federation longer than 3 characters: %s"),
    RATING_RANGE("player %s: rating must be 0-3500"),
    FIDE_ID("player %s: FIDE id must be positive"),
    PLAYER_MARKS("player %s: entry round, missed-round points and withdrawal cannot be negative"),
    PLAYER_CONTROL_CHARACTER("player %s: control character in '%s'"),
    UNKNOWN_TITLE("player %s: unknown title '%s' (one of %s)"),
    CLUB_LENGTH("club longer than 40 characters: %s"),
    BIRTH_DATE("birth date must be yyyy-mm-dd or the year yyyy (from 1900), not '%s'"),
    CATEGORY_LENGTH("category longer than 3 characters (TRF limit): %s"),
    // registration, check-in, late entries, withdrawals, byes (Event)
    EVENT_FULL("the event is full (capacity %s)"),
    DELETED("registration %s was deleted"),
    DELETE_AFTER_ROUND_ONE(
        "round 1 is paired: player %s leaves by withdrawal (withdraw), which keeps the rounds"
            + " played"),
    FIDE_ID_TAKEN("FIDE id %s is already player %s's"),
    NATIONAL_ID_TAKEN("national id %s is already player %s's"),
    CHECK_IN_CLOSED("check-in closed with round 1; use a late entry for player %s"),
    WITHDRAWN("player %s has withdrawn"),
    FEE_ALREADY_PAID("player %s has paid the entry fee already"),
    FEE_NOT_PAID("player %s's entry fee is not marked paid"),
    LATE_BEFORE_ROUND_ONE("round 1 is not paired yet: check player %s in instead of a late entry"),
    ALREADY_ENTERED("player %s already entered in round %s"),
    TOO_LATE_TO_ENTER("every round is paired: too late to enter"),
    MISSED_ROUND_POINTS("missed rounds count zero or half a point"),
    ALREADY_WITHDREW("player %s already withdrew (from round %s)"),
    NOTHING_TO_WITHDRAW_FROM("every round is paired: nothing to withdraw from"),
    NOT_WITHDRAWN("player %s has not withdrawn"),
    BYE_ROUNDS("a bye can be asked for rounds %s-%s only"),
    NOT_ENTERED("player %s has not entered the event: a late entry comes first"),
    REQUESTED_BYE_POINTS("a requested bye is worth a half or zero points"),
    // forbidden pairs (Event, ForbiddenPair)
    ALREADY_FORBIDDEN("players %s and %s are already a forbidden pair"),
    FORBIDDEN_PAIR_NUMBERS("a forbidden pair needs two player numbers (1 or more), not %s %s"),
    FORBIDDEN_PAIR_SAME("a forbidden pair needs two different players, not %s twice"),
    FORBIDDEN_PAIR_ORDER("a forbidden pair lists the lower number first, not %s %s"),
    // rounds and results (Event, Round, RoundDraw, GameResult)
    NO_ROUND_YET("no round is paired yet"),
    ROUND_NOT_PAIRED("round %s is not paired (paired: 1-%s)"),
    NO_BOARD("round %s has no board %s (boards 1-%s)"),
    ROUND_BEING_PLAYED("round %s has results on boards %s: a round being played stays"),
    ALL_ROUNDS_PAIRED("all %s rounds are paired"),
    RESULTS_MISSING("round %s still needs results on boards %s"),
    TOO_FEW_TO_PAIR("players to pair in round %s: %s, at least 2 needed"),
    TOO_FEW_CHECKED_IN(
        "players to pair in round %s: %s, at least 2 needed (check players in first)"),
    STANDARD_POINTS_ONLY("pairing supports the standard points for games only (1, 1/2, 0)"),
    START_POSITION_RANGE("start position must be 0-959, not %s"),
    NOT_IN_ROUND("player %s has neither a board nor the PAB in round %s"),
    SWAP_SAME("an exchange needs two different players, not %s twice"),
    UNKNOWN_RESULT(
        "unknown result '%s'; use 1-0, 0-1, 1/2, 1-0s 0-1s 1/2s (less than one move, not rated),"
            + " 0-0 (played, both lose), +- (forfeit), -+, -- (double forfeit)"),
    // the settings (Event, EventSettings, PointSystem)
    INITIAL_COLOUR_FIXED("the initial colour is fixed once round 1 is paired"),
    INITIAL_COLOUR("initial colour must be W or B, not '%s'"),
    SETTINGS_FIXED("points, variant and acceleration cannot change once round 1 is paired"),
    CAPACITY_BELOW_REGISTERED("capacity %s is below the %s registered"),
    EVENT_NAME("the event needs a name"),
    CONTROL_CHARACTER("control character in '%s'"),
    START_DATE_FORMAT("start date must be yyyy-mm-dd, not '%s'"),
    END_DATE_FORMAT("end date must be yyyy-mm-dd, not '%s'"),
    END_BEFORE_START("end date %s is before the start date %s"),
    ROUNDS_RANGE("rounds must be 1-99, not %s"),
    CAPACITY_RANGE("capacity must be 2-9999, not %s"),
    UNRATED_RATING_RANGE("unrated rating must be 0-3500, not %s"),
    TIEBREAK_TWICE("a tie-break is listed twice: %s"),
    ACCELERATION("acceleration must be %s or none, not '%s'"),
    PRIZE_NEGATIVE("a prize cannot be negative"),
    PRIZE_TOO_LARGE("a prize can be at most %s euro, not %s"),
    PRIZE_PLACE("a prize place must be 1-999, not %s"),
    PRIZE_CATEGORY(
        "unknown prize category '%s' (F, U16, U1800, S65, UNRATED, or a national category of up"
            + " to 3 characters)"),
    PRIZE_PLACES("prizes of category %s: place %s comes next, not %s"),
    PRIZE_AGE_WITHOUT_DATE("the %s prize counts ages from the event's year: give the event a date"),
    ROUND_DATES_COUNT("%s round dates given for %s rounds"),
    ROUND_DATE_FORMAT("a round date must be yyyy-mm-dd, not '%s'"),
    ROUNDS_ONLY_CUT("once round 1 is paired the rounds can only be cut (now %s), not raised to %s"),
    ROUNDS_BELOW_PAIRED("%s rounds are paired already: the event cannot have %s"),
    BAKU_ROUNDS_FIXED(
        "the Baku acceleration is fixed by the number of rounds: it cannot change once round 1 is"
            + " paired"),
    POINT_SYSTEM_ORDER("point system needs 0 <= loss <= draw <= win and 0 <= PAB <= win");

    private final String english;

    Reason(String english) {
      this.english = english;
    }

    /** The English template: {@code %s} for each value, in order. */
    public String english() {
      return english;
    }

    String wording(Object... values) {
      if (this == ALL_ROUNDS_PAIRED
          && values.length == 1
          && "1".equals(String.valueOf(values[0]))) {
        return "the event's only round is paired"; // not "all 1 rounds"
      }
      return String.format(Locale.ROOT, english, values);
    }
  }
}
