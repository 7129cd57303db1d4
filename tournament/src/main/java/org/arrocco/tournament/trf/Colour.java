package org.arrocco.tournament.trf;

/** The colour a player had (or was scheduled to have) in a round; {@code NONE} for no game. */
public enum Colour {
  WHITE('w'),
  BLACK('b'),
  NONE('-');

  private final char code;

  Colour(char code) {
    this.code = code;
  }

  /** The TRF letter: {@code w}, {@code b} or {@code -}. */
  public char code() {
    return code;
  }

  /** The other colour; {@code NONE} stays {@code NONE}. */
  public Colour opposite() {
    return this == WHITE ? BLACK : this == BLACK ? WHITE : NONE;
  }

  /** The colour for a TRF letter (w, b, -, blank; upper case accepted), or null if none. */
  public static Colour ofCode(char c) {
    return switch (c) {
      case 'w', 'W' -> WHITE;
      case 'b', 'B' -> BLACK;
      case '-', ' ' -> NONE;
      default -> null;
    };
  }
}
