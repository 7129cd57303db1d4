package org.arrocco.core.sprint;

import java.util.List;

/**
 * The timing settings of one Sprint game ({@code shared/rules/sprint.md}, Timing): the hourglass
 * that limits each move, whether every timeout loses, and an optional overall clock per player.
 *
 * @param hourglassSeconds the hourglass per move in seconds (default 60; 30 and 90 are offered), 0
 *     for untimed play
 * @param timeoutLoses when true every timeout loses the game; when false (the default) a timeout
 *     loses only the move (a pass), unless the player is in check
 * @param gameClockSeconds an overall clock per player in seconds, 0 for none (the default)
 */
public record SprintSettings(int hourglassSeconds, boolean timeoutLoses, int gameClockSeconds) {

  /**
   * The hourglass durations offered to players (sprint.md, Timing: 60 s default, 30 s, 90 s);
   * unmodifiable, since every game shares it.
   */
  public static final List<Integer> OFFERED_HOURGLASS = List.of(30, 60, 90);

  /** The default: a 60-second hourglass, a timeout passes the move, no overall clock. */
  public static final SprintSettings DEFAULT = new SprintSettings(60, false, 0);

  public SprintSettings {
    if (hourglassSeconds < 0) {
      throw new IllegalArgumentException(
          "hourglass must be 0 (off) or a number of seconds, not " + hourglassSeconds);
    }
    if (gameClockSeconds < 0) {
      throw new IllegalArgumentException(
          "game clock must be 0 (none) or a number of seconds, not " + gameClockSeconds);
    }
  }

  /**
   * The clock for these settings, from the core clock model: the hourglass is the per-move limit,
   * the game clock the overall time; empty when the game is untimed.
   */
  public java.util.Optional<org.arrocco.core.clock.TimeControl> timeControl() {
    long limit = hourglassSeconds * 1000L;
    long base = gameClockSeconds * 1000L;
    if (base > 0) {
      org.arrocco.core.clock.TimeControl game =
          org.arrocco.core.clock.TimeControl.suddenDeath(base);
      return java.util.Optional.of(limit > 0 ? game.withMoveLimit(limit) : game);
    }
    if (limit > 0) {
      return java.util.Optional.of(org.arrocco.core.clock.TimeControl.perMove(limit));
    }
    return java.util.Optional.empty();
  }

  /** True when moves are timed by the hourglass. */
  public boolean hourglassOn() {
    return hourglassSeconds > 0;
  }

  /**
   * What a run-out hourglass means for the player to move (sprint.md, Timing): the move is lost (a
   * pass), except that a player in check, or every player under "timeout loses", loses the game.
   */
  public TimeoutOutcome onHourglassOut(boolean inCheck) {
    return timeoutLoses || inCheck ? TimeoutOutcome.LOSES_GAME : TimeoutOutcome.LOSES_MOVE;
  }

  /** The consequence of a timeout. */
  public enum TimeoutOutcome {
    /** The move passes ({@code --}): the drawn tile stays in hand, en-passant rights lapse. */
    LOSES_MOVE,
    /** The player who ran out of time loses the game. */
    LOSES_GAME
  }
}
