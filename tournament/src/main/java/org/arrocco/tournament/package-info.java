/**
 * Swiss tournaments: the event and its players, rounds and results, FIDE Dutch pairing (C.04.3),
 * tie-breaks (C.07) and TRF in and out. Depends on {@code core} only.
 */
package org.arrocco.tournament;
