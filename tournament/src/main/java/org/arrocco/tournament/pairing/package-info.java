/**
 * The input of a Swiss pairing ({@link org.arrocco.tournament.pairing.PairingRequest}), apart from
 * any file format: the event model and the TRF reader each build one, and the Dutch pairer reads
 * only this.
 */
package org.arrocco.tournament.pairing;
