package org.arrocco.core.game;

/**
 * What a record says of how a game ended when its moves did not end it: the game then decides the
 * end the record implies (a resignation, a flag fall, a claim or an agreement, a decision off the
 * board), as the rules of each game say. A record's own words for it (PGN's {@code Termination}
 * tag) are read by the notation.
 */
public enum RecordedEnd {
  /** The record names no particular end ({@code normal}, or no word at all). */
  UNSAID,
  /** The time of a player ran out ({@code time forfeit}). */
  ON_TIME,
  /**
   * Decided off the board, whatever the position: an adjudication, an abandoned game, a forfeit for
   * a rule broken (PGN 9.8.1 {@code abandoned}, {@code adjudication}, {@code death}, {@code
   * emergency}, {@code rules infraction}; FIDE 11.3.2.2, 12.9).
   */
  OFF_THE_BOARD
}
