package org.arrocco.tournament.event;

import java.text.Collator;
import java.util.Comparator;

/**
 * The data a player's pairing number is fixed by: the rating that counted, the title and the name
 * when the player was first paired. A correction made later changes the player's data (for ARO, the
 * standings and the TRF) but not the pairing number (FIDE C.04.2, 2.3 lets the numbers be kept), so
 * every round already paired replays by the numbers the TRF gives.
 */
public record Seed(int rating, String title, String name) {
  public Seed {
    if (rating < 0 || rating > org.arrocco.tournament.trf.PlayerRecord.MAX_RATING) {
      throw new IllegalArgumentException("seed rating must be 0-3500, not " + rating);
    }
    title = title == null ? "" : title; // a title the ranking does not know ranks as none
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("seed: a name is needed");
    }
  }

  /**
   * The initial ranking's order (rules/tournament.md, Pairings): rating, then title, then name in
   * the collator's order.
   */
  static Comparator<Seed> order(Collator names) {
    return Comparator.comparingInt((Seed s) -> -s.rating)
        .thenComparingInt(s -> Player.titleRank(s.title))
        .thenComparing(Seed::name, names);
  }
}
