package org.arrocco.core.clock;

/** How a per-move delay is given back to a player, if there is one. */
public enum DelayKind {
  /** No delay. */
  NONE,
  /**
   * Bronstein delay: the main time runs from the start of the move; after the move the player gets
   * back the time used, up to the delay. Unused delay is not banked.
   */
  BRONSTEIN,
  /**
   * Simple (US) delay: the main time starts running only after the delay has elapsed; unused delay
   * is lost.
   */
  SIMPLE
}
