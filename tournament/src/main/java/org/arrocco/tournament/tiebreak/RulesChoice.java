package org.arrocco.tournament.tiebreak;

import java.time.LocalDate;
import java.util.Optional;

/**
 * Which edition of C.07 an event's tie-breaks follow, and why: the one the arbiter named, else the
 * one in force when the event ended (FIDE's TieBreakServer applies the 2024 rules to events that
 * ended before 1 March 2026 and the March-2026 rules to the others; TIEBREAKS.md 1), else, with no
 * date at all, the rules in force now.
 *
 * @param ended the event's end date the choice was made by, when it was
 * @param source where that date comes from (a TRF tag such as {@code 052}, or an event setting)
 */
public record RulesChoice(
    TiebreakRules rules, boolean named, Optional<LocalDate> ended, String source) {
  /** The day the March-2026 text of C.07 applies from (TIEBREAKS.md 1). */
  public static final LocalDate MARCH_2026 = LocalDate.of(2026, 3, 1);

  /** The rules the arbiter named. */
  public static RulesChoice named(TiebreakRules rules) {
    return new RulesChoice(rules, true, Optional.empty(), "");
  }

  /**
   * The rules in force on {@code ended}, a date from {@code source}; the 2026 rules without one.
   */
  public static RulesChoice byEndDate(Optional<LocalDate> ended, String source) {
    TiebreakRules rules =
        ended.isPresent() && ended.get().isBefore(MARCH_2026)
            ? TiebreakRules.FIDE_2024
            : TiebreakRules.FIDE_2026;
    return new RulesChoice(rules, false, ended, ended.isPresent() ? source : "");
  }
}
