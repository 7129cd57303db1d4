/**
 * The FIDE Dutch system, C.04.3 as in force since 1 February 2026: {@link
 * org.arrocco.tournament.dutch.DutchPairer#pair} pairs the next round of a {@link
 * org.arrocco.tournament.trf.Tournament} into a {@link org.arrocco.tournament.dutch.RoundPairing}
 * (boards in board order, colours, PAB), or throws {@link
 * org.arrocco.tournament.dutch.NoLegalPairingException}; {@link
 * org.arrocco.tournament.dutch.PairingChecker} is FIDE's pairings-checker procedure.
 *
 * <p>Source of every citation: FIDE Handbook C.04.3 "FIDE (Dutch) System (effective from 1 February
 * 2026)", approved by the FIDE Council on 28/10/2025
 * (https://handbook.fide.com/chapter/C0403202602; the same text was first approved on 13/04/2024
 * for 1 July 2025, handbook chapter C0403202507, and postponed). Bare numbers are its articles: 1.2
 * order, 1.4 floats, 1.6 colour difference, 1.7 colour preferences, 1.8 topscorers, 2 criteria, 3
 * bracket procedure (3.3 candidate, S1[i] with S2[i]), 4 generation order (4.2 transpositions, 4.3
 * resident exchanges, 4.4 MDP sets), 5.2.1-5.2.5 colour allocation. Criteria: absolute C1 no
 * rematch, C2 no PAB for a player who already had one or scored a win's points without playing
 * (C.04.1 Art. 4), C3 non-topscorers with the same absolute colour preference do not meet; C4
 * completion; C5 lowest score of the PAB assignee; quality C6 fewest downfloaters, C7 lowest
 * downfloater scores, C8 downfloaters chosen so that the next bracket complies with C1-C7, C9
 * fewest unplayed games of the PAB assignee, C10-C11 topscorers' colour difference beyond 2 and
 * same colour three times, C12-C13 colour and strong colour preferences, C14-C17 repeated
 * downfloats of residents and upfloats of MDP opponents (one and two rounds before), C18-C21 their
 * score differences. C.04.1 and C.04.2 are cited in the versions in force from the same date.
 */
package org.arrocco.tournament.dutch;
