package org.arrocco.tournament.dutch;

/**
 * Told how far a pairing has gone, for a long pairing's progress line: after the check that the
 * round can be completed, and after each bracket, the number of players to be paired whose pairing
 * (or PAB) is decided so far, out of all of them; the last call has {@code decided == total}.
 */
@FunctionalInterface
public interface PairingProgress {
  /** Nobody listening. */
  PairingProgress NONE = (decided, total) -> {};

  void update(int decided, int total);
}
