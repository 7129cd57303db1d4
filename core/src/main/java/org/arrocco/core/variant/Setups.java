package org.arrocco.core.variant;

/** Checks shared by the variants' {@code newGame}. */
final class Setups {
  private Setups() {}

  /** Refuses a set-up made by another variant. */
  static void requireOwn(Variant variant, Setup setup) {
    if (!setup.variant().equals(variant.key())) {
      throw new SetupException(
          "variant", "a set-up of " + setup.variant() + " cannot start a game of " + variant.key());
    }
  }
}
