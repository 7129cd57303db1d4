package org.arrocco.tournament.event;

import java.util.List;
import org.arrocco.tournament.trf.Tournament;

/**
 * Pairs the next round of an event given as a TRF tournament (rounds before it complete; players
 * not to be paired carry an {@code H} or {@code Z} entry for it), as the FIDE Dutch pairer does.
 * Numbers are TRF pairing numbers (starting ranks).
 */
@FunctionalInterface
public interface RoundPairer {
  /** White and Black of one board, by pairing number. */
  record Game(int white, int black) {}

  /** The boards in board order and the player with the pairing-allocated bye (0 for none). */
  record Pairing(List<Game> boards, int pairingBye) {
    public Pairing {
      boards = List.copyOf(boards);
    }
  }

  /**
   * Pairs round {@code round} of {@code tournament}; throws {@link IllegalStateException} with a
   * clear message when no legal pairing exists.
   */
  Pairing pair(Tournament tournament, int round);
}
