package org.arrocco.core.clock;

/** Which limit ran out. */
public enum FlagKind {
  /** The overall game time (FIDE 6.9). */
  GAME_TIME,
  /** The per-move limit (the hourglass of rules/sprint.md, Timing). */
  MOVE_LIMIT
}
