package org.arrocco.core.notation;

/**
 * Bad input in a notation (FEN, SAN, PGN, EPD and the like): says what is wrong and where.
 *
 * <p>{@link #where()} names the place in the input the way a person looks for it: a FEN field ("FEN
 * field 3 (castling)"), or a line and column ("line 12, column 5"). {@link #getMessage()} joins the
 * place and the problem into one line fit to print.
 */
public class NotationException extends IllegalArgumentException {
  private final String where;
  private final String problem;

  public NotationException(String where, String problem) {
    super(where.isEmpty() ? printable(problem) : printable(where) + ": " + printable(problem));
    this.where = printable(where);
    this.problem = printable(problem);
  }

  /**
   * {@code text} fit for one line of a message: a control character or line separator of the input
   * that a message quotes (a move typed with a carriage return in it) is written as a backslash, u
   * and its four hex digits, so that the message stays one line and says what was there.
   */
  public static String printable(String text) {
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

  /** The place in the input, or the empty string when the input is a single token. */
  public String where() {
    return where;
  }

  /** What is wrong, without the place. */
  public String problem() {
    return problem;
  }
}
