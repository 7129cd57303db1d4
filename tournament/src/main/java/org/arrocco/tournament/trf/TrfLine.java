package org.arrocco.tournament.trf;

/**
 * One physical line of a TRF file exactly as read: its 1-based number, its text without the line
 * end, and the line end itself ({@code "\n"}, {@code "\r\n"}, {@code "\r"}, or {@code ""} for a
 * last line without one). Concatenating {@code text + end} of every line gives the file back.
 */
public record TrfLine(int number, String text, String end) {
  public TrfLine {
    if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("a TRF line cannot contain a line end");
    }
    if (!end.isEmpty() && !end.equals("\n") && !end.equals("\r\n") && !end.equals("\r")) {
      throw new IllegalArgumentException("not a line end: " + end.replace("\r", "\\r"));
    }
  }

  /** The three-character tag that opens the line ({@code 001}, {@code XXR}, ...), or the text. */
  public String tag() {
    return text.length() >= 3 ? text.substring(0, 3) : text;
  }

  /** The text from 1-based column {@code from} to {@code to} inclusive, clipped to the line. */
  public String columns(int from, int to) {
    int a = Math.min(from - 1, text.length());
    int b = Math.min(to, text.length());
    return text.substring(a, b);
  }

  /** True when {@code s} has ASCII digits only (TRF numbers; digits of other scripts are not). */
  static boolean asciiDigits(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) < '0' || s.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }
}
