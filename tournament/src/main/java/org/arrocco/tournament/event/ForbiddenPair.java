package org.arrocco.tournament.event;

/**
 * Two players the arbiter does not want paired against each other for the rest of the event (for
 * example a parent and child), by registration number, the lower first. The Dutch pairer treats the
 * pair as a game already played (C.04.3 C1); the TRF carries it as an {@code XXP} line.
 */
public record ForbiddenPair(int first, int second) {
  public ForbiddenPair {
    if (first < 1 || second < 1) {
      throw new Refusal(Refusal.Reason.FORBIDDEN_PAIR_NUMBERS, first, second);
    }
    if (first >= second) {
      throw first == second
          ? new Refusal(Refusal.Reason.FORBIDDEN_PAIR_SAME, first)
          : new Refusal(Refusal.Reason.FORBIDDEN_PAIR_ORDER, first, second);
    }
  }

  /** The pair of two different players in either order. */
  public static ForbiddenPair of(int a, int b) {
    return new ForbiddenPair(Math.min(a, b), Math.max(a, b));
  }

  /** True when {@code id} is one of the two. */
  public boolean has(int id) {
    return first == id || second == id;
  }
}
