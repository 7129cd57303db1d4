package org.arrocco.tournament.tiebreak;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The results of a Swiss event as the tie-breaks need them: every participant with one entry per
 * round (all the same number of rounds), and the points of a draw in tenths (the "½" of C.07: what
 * a trailing requested bye is worth to opponents, and the unit of the 2026 bye cap). Opponents must
 * exist and agree with each other round by round.
 */
public final class EventResults {
  private final int drawPoints;
  private final int rounds;
  private final List<Participant> participants;
  private final Map<Integer, Participant> byId = new HashMap<>();

  public EventResults(int drawPoints, List<Participant> participants) {
    if (drawPoints < 0) {
      throw new IllegalArgumentException("negative draw points: " + drawPoints);
    }
    this.drawPoints = drawPoints;
    this.participants = List.copyOf(participants);
    this.rounds = this.participants.isEmpty() ? 0 : this.participants.get(0).rounds().size();
    for (Participant p : this.participants) {
      if (byId.put(p.id(), p) != null) {
        throw new IllegalArgumentException("participant " + p.id() + " appears twice");
      }
      if (p.rounds().size() != rounds) {
        throw new IllegalArgumentException(
            "participant " + p.id() + " has " + p.rounds().size() + " rounds, not " + rounds);
      }
    }
    for (Participant p : this.participants) {
      for (int r = 0; r < rounds; r++) {
        checkOpponent(p, r);
      }
    }
  }

  private void checkOpponent(Participant p, int r) {
    RoundEntry e = p.rounds().get(r);
    if (!e.kind().hasOpponent()) {
      return;
    }
    Participant q = byId.get(e.opponent());
    String where = "participant " + p.id() + ", round " + (r + 1) + ": ";
    if (q == null) {
      throw new IllegalArgumentException(where + "unknown opponent " + e.opponent());
    }
    RoundEntry back = q.rounds().get(r);
    if (back.opponent() != p.id() || back.kind().played() != e.kind().played()) {
      throw new IllegalArgumentException(
          where + "opponent " + q.id() + " does not record the same game");
    }
  }

  /** The points of a draw, in tenths. */
  public int drawPoints() {
    return drawPoints;
  }

  /** The number of rounds every participant has. */
  public int rounds() {
    return rounds;
  }

  /** The participants, in the order given. */
  public List<Participant> participants() {
    return participants;
  }

  /** The participant with this id; fails on an unknown id. */
  public Participant participant(int id) {
    Participant p = byId.get(id);
    if (p == null) {
      throw new IllegalArgumentException("unknown participant " + id);
    }
    return p;
  }
}
