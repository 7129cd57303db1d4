package org.arrocco.tournament.trf;

import org.arrocco.core.text.OneLine;

/**
 * A malformed TRF file: names the line number, the column range (1-based, inclusive) and what was
 * expected there, e.g. {@code line 7, columns 92-95: expected an opponent number, found "12x4"}.
 */
public final class TrfException extends IllegalArgumentException {
  private final int line;
  private final String where;
  private final String problem;

  private TrfException(int line, String where, String problem) {
    // a control character of the file quoted in the message is written out: one line always
    super(where.isEmpty() ? OneLine.of(problem) : where + ": " + OneLine.of(problem));
    this.line = line;
    this.where = where;
    this.problem = OneLine.of(problem);
  }

  /** An error in columns {@code from..to} (1-based, inclusive) of line {@code line}. */
  public static TrfException at(int line, int from, int to, String problem) {
    String cols = from == to ? "column " + from : "columns " + from + "-" + to;
    return new TrfException(line, "line " + line + ", " + cols, problem);
  }

  /** An error about a whole line (or the whole file when {@code line} is 0). */
  public static TrfException atLine(int line, String problem) {
    return new TrfException(line, line == 0 ? "TRF" : "line " + line, problem);
  }

  /** The place in the file: "line 7, columns 92-95", "line 3", or "TRF" for the whole file. */
  public String where() {
    return where;
  }

  /** What is wrong, without the place. */
  public String problem() {
    return problem;
  }

  /** The 1-based line number, or 0 when the problem concerns the whole file. */
  public int line() {
    return line;
  }
}
