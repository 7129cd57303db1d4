package org.arrocco.app.tournament;

import java.util.OptionalInt;

/** How points, ratings and money are written: tenths with one decimal, cents as euros. */
final class Numbers {
  private Numbers() {}

  /** Tenths of a point as {@code 4.5} (one decimal, as the reference tables write them). */
  static String points(int tenths) {
    return (tenths / 10) + "." + (tenths % 10);
  }

  /** An integer, or the empty string when undefined. */
  static String optional(OptionalInt value) {
    return value.isPresent() ? Integer.toString(value.getAsInt()) : "";
  }

  /** Cents as the Italian write euros: {@code 30}, {@code 20,50}. */
  static String eurosItalian(long cents) {
    return cents % 100 == 0
        ? Long.toString(cents / 100)
        : (cents / 100) + "," + String.format("%02d", cents % 100);
  }

  /** Cents as {@code 30.00}. */
  static String euros(long cents) {
    return (cents / 100) + "." + String.format("%02d", cents % 100);
  }
}
