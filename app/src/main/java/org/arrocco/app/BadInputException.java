package org.arrocco.app;

/** Bad input on the command line: printed as one line, exit status 2. */
public final class BadInputException extends RuntimeException {
  public BadInputException(String message) {
    super(message);
  }
}
