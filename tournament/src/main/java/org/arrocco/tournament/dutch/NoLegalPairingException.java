package org.arrocco.tournament.dutch;

/**
 * No pairing of the round satisfies the absolute criteria of C.04.3 (C1 no rematch, C2 PAB
 * eligibility, C3 absolute colour preferences) together with completion (C4).
 */
public final class NoLegalPairingException extends Exception {
  public NoLegalPairingException(String message) {
    super(message);
  }
}
