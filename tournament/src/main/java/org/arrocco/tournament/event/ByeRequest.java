package org.arrocco.tournament.event;

/** A bye asked for before its round is paired: half or zero points, as the arbiter decides. */
public record ByeRequest(int player, int round, ByeKind kind) {
  public ByeRequest {
    if (kind != ByeKind.HALF && kind != ByeKind.ZERO) {
      throw new Refusal(Refusal.Reason.REQUESTED_BYE_POINTS);
    }
  }
}
