package org.arrocco.core.notation;

import org.arrocco.core.text.OneLine;

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
    super(where.isEmpty() ? OneLine.of(problem) : OneLine.of(where) + ": " + OneLine.of(problem));
    this.where = OneLine.of(where);
    this.problem = OneLine.of(problem);
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
