package org.arrocco.tournament.tiebreak;

/**
 * What one round was for one participant, as the tie-breaks see it ({@code
 * shared/reference/swiss/TIEBREAKS.md} section 2): a game played over the board, or one of the
 * unplayed kinds. Every round of every participant is exactly one of these.
 */
public enum RoundKind {
  /** A game played over the board (TRF {@code 1 = 0}, also {@code W D L}). */
  PLAYED,
  /** Won by forfeit against a scheduled opponent (TRF {@code +}). */
  FORFEIT_WIN,
  /** Lost by forfeit, also each side of a double forfeit (TRF {@code -} with an opponent). */
  FORFEIT_LOSS,
  /** The pairing-allocated bye (TRF {@code 0000 - U}). */
  PAIRING_BYE,
  /** A full-point bye (TRF {@code 0000 - F}). */
  FULL_POINT_BYE,
  /** A requested half-point bye (TRF {@code 0000 - H}). */
  HALF_POINT_BYE,
  /**
   * A zero-point bye: announced absence, rounds before a late entry, rounds after a withdrawal (TRF
   * {@code 0000 - Z} or blank).
   */
  ZERO_POINT_BYE;

  /** True for a game played over the board; every other kind is an unplayed round. */
  public boolean played() {
    return this == PLAYED;
  }

  /** True when a scheduled opponent exists (a played game or a forfeit). */
  public boolean hasOpponent() {
    return this == PLAYED || this == FORFEIT_WIN || this == FORFEIT_LOSS;
  }

  /** A voluntarily unplayed round (VUR): half- or zero-point bye, forfeit loss (C.07 16.1.2). */
  public boolean voluntarilyUnplayed() {
    return this == HALF_POINT_BYE || this == ZERO_POINT_BYE || this == FORFEIT_LOSS;
  }

  /** A requested bye: the participant was not paired (C.07 16.1.1). */
  public boolean requestedBye() {
    return this == HALF_POINT_BYE || this == ZERO_POINT_BYE;
  }
}
