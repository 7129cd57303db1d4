package org.arrocco.app;

/**
 * Bad input on the command line: printed as one line, exit status 2. It may carry an Italian text
 * beside the English one, said by the commands that speak Italian ({@code --lang it}).
 */
public final class BadInputException extends RuntimeException {
  private final String italian;

  public BadInputException(String message) {
    this(message, null);
  }

  /** The English message and its Italian; {@code italian} null when there is none. */
  public BadInputException(String message, String italian) {
    super(message);
    this.italian = italian;
  }

  /** The message in Italian when asked and there is one, else in English. */
  public String message(boolean inItalian) {
    return inItalian && italian != null ? italian : getMessage();
  }
}
