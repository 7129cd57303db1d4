package org.arrocco.app.server.db;

/** The database cannot be opened, migrated or written: the message names which and why. */
public final class DatabaseException extends RuntimeException {
  public DatabaseException(String message, Throwable cause) {
    super(message, cause);
  }
}
