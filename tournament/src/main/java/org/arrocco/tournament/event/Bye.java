package org.arrocco.tournament.event;

/** An entrant without a board in a round, and why. */
public record Bye(int player, ByeKind kind) {
  public Bye {
    if (player < 1 || kind == null) {
      throw new IllegalArgumentException("a bye needs a player number (1 or more) and a kind");
    }
  }
}
