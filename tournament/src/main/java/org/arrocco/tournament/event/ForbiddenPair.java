package org.arrocco.tournament.event;

/**
 * Two players the arbiter does not want paired against each other for the rest of the event (for
 * example a parent and child), by registration number, the lower first. The Dutch pairer treats the
 * pair as a game already played (C.04.3 C1); the TRF carries it as an {@code XXP} line.
 */
public record ForbiddenPair(int first, int second) {
  public ForbiddenPair {
    if (first < 1 || second < 1) {
      throw new IllegalArgumentException(
          "a forbidden pair needs two player numbers (1 or more), not " + first + " " + second);
    }
    if (first >= second) {
      throw new IllegalArgumentException(
          first == second
              ? "a forbidden pair needs two different players, not " + first + " twice"
              : "a forbidden pair lists the lower number first, not " + first + " " + second);
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
