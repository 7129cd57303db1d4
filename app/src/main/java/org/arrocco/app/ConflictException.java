package org.arrocco.app;

/**
 * A command that lost a race with another command on the same file (the other one changed it
 * first): nothing was written, and running the command again is the remedy. Printed as one line,
 * exit status {@link Arrocco#TRY_AGAIN} (75, sysexits' EX_TEMPFAIL), so a script can retry.
 */
public final class ConflictException extends RuntimeException {
  private final String italian;

  /** The English message and its Italian. */
  public ConflictException(String message, String italian) {
    super(message);
    this.italian = italian;
  }

  /** The message in Italian when asked, else in English. */
  public String message(boolean inItalian) {
    return inItalian ? italian : getMessage();
  }
}
