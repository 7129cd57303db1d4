package org.arrocco.app.server.game;

/**
 * An action a client asks of a game: its kind, the move's text (for {@code move} and {@code
 * moveAndClaim}), the client's request id (a re-sent id counts once), the lag the client measured
 * (ms, for {@link LagQuota}), and, for a hotseat screen holding both seats, the side it acts for
 * (null: the side to move).
 */
public record Action(Kind kind, String move, String requestId, long lag, String side) {
  /** The actions. */
  public enum Kind {
    MOVE,
    MOVE_AND_CLAIM,
    CLAIM,
    OFFER,
    ACCEPT,
    DECLINE,
    RESIGN,
    ABORT,
    TAKEBACK,
    TAKEBACK_ACCEPT,
    TAKEBACK_DECLINE
  }
}
