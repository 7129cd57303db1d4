package org.arrocco.tournament.dutch;

/**
 * No pairing of the round satisfies the absolute criteria of C.04.3 (C1 no rematch, C2 PAB
 * eligibility, C3 absolute colour preferences) together with completion (C4).
 */
public final class NoLegalPairingException extends Exception {
  /** Which way the round cannot be paired; the message is its English wording. */
  public enum Cause {
    LONE_PLAYER_WITHOUT_BYE(
        "the only player to pair cannot receive the pairing-allocated bye (C2)"),
    ABSOLUTE_CRITERIA(
        "no pairing satisfies the absolute criteria (C1 no rematch, C2 bye eligibility, C3"
            + " colours) for all players together");

    private final String english;

    Cause(String english) {
      this.english = english;
    }

    public String english() {
      return english;
    }
  }

  private final transient Cause cause;

  public NoLegalPairingException(Cause cause) {
    super(cause.english());
    this.cause = cause;
  }

  public Cause why() {
    return cause;
  }
}
