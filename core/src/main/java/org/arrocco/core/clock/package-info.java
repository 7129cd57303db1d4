/**
 * Game clocks without threads or system time: every call is given the current time.
 *
 * <p>{@link org.arrocco.core.clock.TimeControl} says the rules (sudden death such as the club's 8+0
 * blitz, Fischer increment, Bronstein or simple delay, a per-move limit such as Scacchi Sprint's
 * hourglass, alone or beside a game time); {@link org.arrocco.core.clock.Clock} runs them (press,
 * pause, resume, stop) and reports a fallen {@link org.arrocco.core.clock.Flag} with the exact time
 * it fell; {@link org.arrocco.core.clock.ClockState} is its state as plain longs with a text form.
 * Whether a flag fall loses or draws is the game's question (FIDE 6.9, {@code
 * org.arrocco.core.chess.ChessGame#flagFell}).
 */
package org.arrocco.core.clock;
