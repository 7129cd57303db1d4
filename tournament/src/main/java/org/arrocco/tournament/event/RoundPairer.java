package org.arrocco.tournament.event;

import java.util.List;
import org.arrocco.tournament.pairing.PairingRequest;

/**
 * Pairs the next round of an event given as a {@link PairingRequest} (rounds before it complete;
 * the players not to be paired marked so), as the FIDE Dutch pairer does. Numbers are pairing
 * numbers (the initial ranking).
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
   * Pairs round {@code round} of {@code request}; throws {@link IllegalStateException} with a clear
   * message when no legal pairing exists.
   */
  Pairing pair(PairingRequest request, int round);
}
