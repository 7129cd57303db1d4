package org.arrocco.core;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Where the shared reference data live: {@code ../shared/reference} beside the repository, passed
 * by the build as the system property {@code arrocco.reference}. Tests read it as it is.
 */
public final class Reference {
  private Reference() {}

  /** The reference folder; fails (never skips) when it is missing, so a gap cannot pass. */
  public static Path dir() {
    String prop = System.getProperty("arrocco.reference");
    Path dir =
        prop != null ? Paths.get(prop) : Paths.get("..", "..", "shared", "reference").normalize();
    if (!Files.isDirectory(dir)) {
      throw new IllegalStateException(
          "reference data not found at "
              + dir.toAbsolutePath()
              + " (expected ../shared/reference)");
    }
    return dir;
  }

  /** A file under the reference folder, e.g. {@code perft/standard.epd}. */
  public static Path file(String relative) {
    Path p = dir().resolve(relative);
    if (!Files.isRegularFile(p)) {
      throw new IllegalStateException("reference file missing: " + p.toAbsolutePath());
    }
    return p;
  }
}
