package org.arrocco.core.notation;

/** One PGN tag pair, e.g. {@code [Event "Torneo sociale"]}: a name and its (unescaped) value. */
public record PgnTag(String name, String value) {
  public PgnTag {
    if (name.isEmpty()) {
      throw new IllegalArgumentException("a tag needs a name");
    }
  }
}
