package org.arrocco.tournament.tiebreak;

import java.util.List;

/**
 * A participant as the tie-breaks see it: a positive id (the pairing number), the rating used for
 * ARO (0 = unrated) and one {@link RoundEntry} per round, round 1 first.
 */
public record Participant(int id, int rating, List<RoundEntry> rounds) {
  public Participant {
    if (id <= 0) {
      throw new IllegalArgumentException("participant id must be positive, not " + id);
    }
    if (rating < 0) {
      throw new IllegalArgumentException("participant " + id + ": negative rating " + rating);
    }
    rounds = List.copyOf(rounds);
  }

  /** The participant's own score in tenths: the sum of the points of every round. */
  public int score() {
    int sum = 0;
    for (RoundEntry e : rounds) {
      sum += e.points();
    }
    return sum;
  }

  /** True when the participant has no rating. */
  public boolean unrated() {
    return rating == 0;
  }
}
