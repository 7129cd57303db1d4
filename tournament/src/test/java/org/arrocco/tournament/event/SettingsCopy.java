package org.arrocco.tournament.event;

import org.arrocco.tournament.tiebreak.TiebreakRules;

/** Test settings: a copy of an event's settings with the fields the tests vary changed. */
final class SettingsCopy {
  private SettingsCopy() {}

  static EventSettings of(
      EventSettings s, int capacity, int unrated, TiebreakRules rules, String acceleration) {
    return new EventSettings(
        s.name(),
        s.venue(),
        s.startDate(),
        s.endDate(),
        s.variant(),
        s.rounds(),
        s.timeControl(),
        s.points(),
        s.tiebreaks(),
        rules,
        capacity,
        unrated,
        s.nationalRatingAsFide(),
        s.prizes(),
        s.entryFee(),
        acceleration);
  }
}
