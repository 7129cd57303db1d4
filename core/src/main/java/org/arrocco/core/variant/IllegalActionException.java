package org.arrocco.core.variant;

/**
 * An action on a game refused by the rules, the game left as it was: an illegal move, a move out of
 * turn or after the end, a draw claim the position does not allow, a time earlier than the game's
 * last event. The message gives the reason, for the player.
 */
public final class IllegalActionException extends RuntimeException {
  public IllegalActionException(String reason) {
    super(reason);
  }
}
