package org.arrocco.core.notation;

import org.arrocco.core.chess.Piece;

/**
 * The letters SAN uses for the pieces: English (K Q R B N, as PGN requires) or the Italian
 * figurines for Italian interfaces (Re, Donna, Torre, Alfiere, Cavallo: R D T A C;
 * rules/orthodox-and-960.md, Notation).
 */
public enum SanLetters {
  ENGLISH("?PNBRQK"),
  ITALIAN("?PCATDR");

  private final String letters;

  SanLetters(String letters) {
    this.letters = letters;
  }

  /** The letter of a piece type ({@link Piece#KNIGHT} ... {@link Piece#KING}). */
  public char letter(int type) {
    return letters.charAt(type);
  }

  /** The piece type of an upper-case letter, or 0 when the letter names no piece. */
  public int type(char letter) {
    int i = letters.indexOf(letter);
    return i <= 0 ? 0 : i;
  }
}
