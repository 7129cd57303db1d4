package org.arrocco.core.variant;

import java.util.OptionalLong;
import org.arrocco.core.game.Side;

/**
 * What a game's clock shows at one instant.
 *
 * @param toMove the side whose time runs, or would run
 * @param running whether a time runs now (the clock started, not paused, no flag, game going)
 * @param white White's game time left, in milliseconds; empty without a game time (an hourglass
 *     alone)
 * @param black Black's game time left
 * @param move the time left on the per-move limit (Sprint's hourglass) of the side to move; empty
 *     without one
 */
public record ClockReading(
    Side toMove, boolean running, OptionalLong white, OptionalLong black, OptionalLong move) {}
