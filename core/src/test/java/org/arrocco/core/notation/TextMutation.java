package org.arrocco.core.notation;

import java.util.Random;

/**
 * Random small edits of a valid text, for the tests that feed mutated FENs, moves and records to
 * the readers: one to three edits, each replacing, inserting or deleting one character (drawn from
 * the notation's own alphabet) or repeating a short run of the text.
 */
public final class TextMutation {
  private TextMutation() {}

  public static String mutate(String s, Random r, String alphabet) {
    StringBuilder sb = new StringBuilder(s);
    int edits = 1 + r.nextInt(3);
    for (int i = 0; i < edits && sb.length() > 0; i++) {
      int at = r.nextInt(sb.length());
      char c = alphabet.charAt(r.nextInt(alphabet.length()));
      switch (r.nextInt(4)) {
        case 0 -> sb.setCharAt(at, c);
        case 1 -> sb.insert(at, c);
        case 2 -> sb.deleteCharAt(at);
        default -> sb.insert(at, sb.substring(at, Math.min(sb.length(), at + 1 + r.nextInt(6))));
      }
    }
    return sb.toString();
  }
}
