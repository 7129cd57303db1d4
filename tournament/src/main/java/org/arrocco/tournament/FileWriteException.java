package org.arrocco.tournament;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A file that could not be written, and why: a reason of its own kind, so that a user interface can
 * say it in the user's language; the message is the English one.
 */
public final class FileWriteException extends IOException {
  /** Why the file could not be written. */
  public enum Reason {
    /** The system refused: no permission to write the file or its folder. */
    PERMISSION_DENIED("permission denied"),
    /** The file is read-only (no one may write it), so it is not replaced. */
    READ_ONLY("the file is read-only"),
    /** The folder it would go in does not exist ({@link #detail()} names the folder). */
    NO_FOLDER("the folder %s does not exist"),
    /** The name is a folder, not a file. */
    IS_FOLDER("it is a folder"),
    /** The system says the folder or file cannot be made there. */
    NO_SUCH_FILE("no such file or folder"),
    /** The symbolic links lead round in a loop. */
    LINK_LOOP("too many levels of symbolic links"),
    /** Anything else, in the system's words ({@link #detail()}, e.g. a full disk). */
    SYSTEM("%s");

    private final String english;

    Reason(String english) {
      this.english = english;
    }

    /** The reason in English, with {@code detail} where the reason names one. */
    public String english(String detail) {
      return String.format(english, detail);
    }
  }

  private final Path file;
  private final Reason reason;
  private final String detail;

  public FileWriteException(Path file, Reason reason, String detail, Throwable cause) {
    super("cannot write " + file + ": " + reason.english(detail), cause);
    this.file = file;
    this.reason = reason;
    this.detail = detail;
  }

  public Path file() {
    return file;
  }

  public Reason reason() {
    return reason;
  }

  /** The folder of {@link Reason#NO_FOLDER}, the system's words of {@link Reason#SYSTEM}, or "". */
  public String detail() {
    return detail;
  }
}
