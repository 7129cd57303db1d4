/**
 * A game of orthodox chess or Chess960 by the FIDE Laws of Chess (2023): the moves played and every
 * way the game ends.
 *
 * <p>{@link org.arrocco.core.game.Game} holds the start position and the moves; it ends the game by
 * itself on checkmate (5.1.1), stalemate (5.2.1), a dead position by material (5.2.2), fivefold
 * repetition (9.6.1) and the 75-move rule (9.6.2), takes draw claims (9.2, 9.3, also with the move
 * that brings them, and 9.5 for a wrong claim), agreement (5.2.3), resignation (5.1.2) and flag
 * fall (6.9, judged by {@link org.arrocco.core.game.MatingMaterial}). The end is an {@link
 * org.arrocco.core.game.Outcome}: a {@link org.arrocco.core.game.Result} and the {@link
 * org.arrocco.core.game.Termination} with its article. Notation (SAN, PGN) lives in {@code
 * org.arrocco.core.notation}; clocks in {@code org.arrocco.core.clock}.
 */
package org.arrocco.core.game;
