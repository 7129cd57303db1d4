package org.arrocco.core.notation;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;

/**
 * The text a {@link PgnLexer} reads, held as a window over a {@link Reader}: filled as the lexer
 * reads on, and emptied of what lies before the game being read when the reader starts the next
 * one, so that a PGN collection of any size needs memory for its largest game only.
 *
 * <p>Positions are counted from the start of the window; {@link #drop(int)} moves that start on,
 * and the lexer shifts its own position by as much. Characters are kept in one array: {@code
 * chars[first]} is position 0 and {@code chars[last - 1]} the last character read so far.
 */
final class PgnText {
  private static final int CHUNK = 1 << 16;

  private final Reader in;
  private char[] chars = new char[CHUNK];
  private int first;
  private int last;
  private boolean ended;

  PgnText(Reader in) {
    this.in = in;
  }

  PgnText(String text) {
    this(new StringReader(text));
  }

  /** Whether there is a character at position {@code p}, reading on as far as it when needed. */
  boolean has(int p) {
    while (first + p >= last) {
      if (ended) {
        return false;
      }
      fill();
    }
    return true;
  }

  /** The character at position {@code p}, which {@link #has(int)} said is there. */
  char charAt(int p) {
    if (!has(p)) {
      throw new IndexOutOfBoundsException("position " + p + " is past the end of the text");
    }
    return chars[first + p];
  }

  /** The characters from {@code from} (included) to {@code to} (excluded), all read already. */
  String substring(int from, int to) {
    return new String(chars, first + from, to - from);
  }

  /** Whether {@code s} stands at position {@code p}. */
  boolean startsWith(String s, int p) {
    for (int i = 0; i < s.length(); i++) {
      if (!has(p + i) || charAt(p + i) != s.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /** Forgets the first {@code n} characters: position {@code n} becomes position 0. */
  void drop(int n) {
    first += n;
  }

  /**
   * Reads on into the free end of the array; when it is full, after moving the kept characters to
   * its start if the forgotten ones take half of it, else into an array twice as long.
   */
  private void fill() {
    if (last == chars.length) {
      if (first >= chars.length / 2) {
        System.arraycopy(chars, first, chars, 0, last - first);
      } else {
        char[] larger = new char[chars.length * 2];
        System.arraycopy(chars, first, larger, 0, last - first);
        chars = larger;
      }
      last -= first;
      first = 0;
    }
    try {
      int n = in.read(chars, last, chars.length - last);
      if (n < 0) {
        ended = true;
      } else {
        last += n;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
