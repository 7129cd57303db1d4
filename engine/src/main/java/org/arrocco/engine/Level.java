package org.arrocco.engine;

/**
 * A playing strength. {@link #FULL} plays as well as it can; weaker levels (see {@link #ofElo}) are
 * made by the UCI options {@code UCI_LimitStrength}/{@code UCI_Elo} and {@code Skill Level}.
 */
public final class Level {
  /** Full strength. */
  public static final Level FULL = new Level();

  private Level() {}

  /** Whether this is full strength (no limit, no chosen mistakes). */
  public boolean isFull() {
    return this == FULL;
  }

  /** The limits a search at this level gets instead of {@code limits}. */
  SearchLimits limit(SearchLimits limits) {
    return limits;
  }

  /** How many root lines this level needs searched to choose among. */
  int lines() {
    return 1;
  }

  /** How this level picks its move from the searched root moves. */
  Search.MoveChooser chooser() {
    return null;
  }
}
