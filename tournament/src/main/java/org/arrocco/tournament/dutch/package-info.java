/**
 * The FIDE Dutch system, C.04.3 as in force since 1 February 2026: {@link
 * org.arrocco.tournament.dutch.DutchPairer#pair} pairs the next round of a {@link
 * org.arrocco.tournament.trf.Tournament} into a {@link org.arrocco.tournament.dutch.RoundPairing}
 * (boards in board order, colours, PAB), or throws {@link
 * org.arrocco.tournament.dutch.NoLegalPairingException}; {@link
 * org.arrocco.tournament.dutch.PairingChecker} is FIDE's pairings-checker procedure.
 *
 * <p>Criterion numbers cited in the code, as we read the 2026 text: C1 no rematch, C2 PAB
 * eligibility, C3 absolute colour preferences (topscorers exempt in the last round), C4 completion,
 * C5 pairs in the bracket, C6 MDP scores, C7 choice of downfloaters for the next bracket, C9
 * unplayed games of the PAB assignee, C10-C13 colours, C14-C17 repeated floats, C18-C21 scores of
 * repeated floaters.
 */
package org.arrocco.tournament.dutch;
