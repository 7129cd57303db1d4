package org.arrocco.tournament.pairing;

/**
 * What one round was for one player, as the pairing needs it: the opponent's pairing number (0 for
 * none), the colour (a forfeit keeps its scheduled colour), the points scored in tenths, and what
 * kind of round it was.
 */
public record RoundEntry(int opponent, Colour colour, int points, Kind kind) {
  /** The kinds of round a player can have. */
  public enum Kind {
    /** A game played over the board (C.04.1: counts for colours and forbids a rematch). */
    GAME,
    /** A game paired but not played (one or both sides forfeited: C.04.2 3.4, 3.5). */
    FORFEIT,
    /** The pairing-allocated bye (C.04.1 Art. 4). */
    PAIRING_BYE,
    /** Not paired: a requested bye (full, half or zero points), an absence, not yet entered. */
    NOT_PAIRED
  }

  public RoundEntry {
    if (colour == null || kind == null) {
      throw new IllegalArgumentException("a round entry needs a colour and a kind");
    }
    if ((kind == Kind.GAME || kind == Kind.FORFEIT) != (opponent > 0)) {
      throw new IllegalArgumentException("a game, and only a game, has an opponent: " + kind);
    }
  }

  /** An entry without a game: a bye of {@code kind} worth {@code points}. */
  public static RoundEntry bye(Kind kind, int points) {
    return new RoundEntry(0, Colour.NONE, points, kind);
  }

  /** Played over the board. */
  public boolean played() {
    return kind == Kind.GAME;
  }

  /** Took part in the round's pairing: paired with an opponent or given the PAB. */
  public boolean paired() {
    return kind != Kind.NOT_PAIRED;
  }

  /** Received the pairing-allocated bye. */
  public boolean pairingAllocatedBye() {
    return kind == Kind.PAIRING_BYE;
  }
}
