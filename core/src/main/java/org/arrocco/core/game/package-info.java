/**
 * The words every game of the platform shares, whatever its rules: the two {@link
 * org.arrocco.core.game.Side}s, the {@link org.arrocco.core.game.Result}, and the {@link
 * org.arrocco.core.game.Outcome} of a finished game — its result, the {@link
 * org.arrocco.core.game.Termination} that ended it (one list for the FIDE Laws and each variant's
 * own ends) and the rule it cites. The rules of each game (packages {@code chess}, {@code sprint},
 * {@code tamerlane}) speak these words; the one door to a game is {@code org.arrocco.core.variant}.
 */
package org.arrocco.core.game;
