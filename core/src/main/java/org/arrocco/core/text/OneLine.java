package org.arrocco.core.text;

/**
 * Input quoted in a one-line error message: every reader of outside text (notation, TRF, the event
 * file) refuses bad input in one line, and the text it quotes may hold a line break.
 */
public final class OneLine {
  private OneLine() {}

  /**
   * {@code text} fit for one line of a message: a control character or line separator of the input
   * that a message quotes (a move typed with a carriage return in it) is written as a backslash, u
   * and its four hex digits, so that the message stays one line and says what was there.
   */
  public static String of(String text) {
    StringBuilder out = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean control = c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == '\u2028' || c == '\u2029';
      if (control && out == null) {
        out = new StringBuilder(text.length() + 8).append(text, 0, i);
      }
      if (out != null) {
        if (control) {
          out.append(String.format("\\u%04X", (int) c));
        } else {
          out.append(c);
        }
      }
    }
    return out == null ? text : out.toString();
  }
}
