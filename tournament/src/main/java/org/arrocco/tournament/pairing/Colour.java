package org.arrocco.tournament.pairing;

/** The colour a player had or is to have in a game; {@code NONE} for no game or no preference. */
public enum Colour {
  WHITE,
  BLACK,
  NONE;

  /** White for Black and Black for White; NONE stays NONE. */
  public Colour opposite() {
    return switch (this) {
      case WHITE -> BLACK;
      case BLACK -> WHITE;
      case NONE -> NONE;
    };
  }
}
