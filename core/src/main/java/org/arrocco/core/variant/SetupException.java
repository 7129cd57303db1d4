package org.arrocco.core.variant;

/** A set-up refused: the option, and what is wrong with its value. */
public final class SetupException extends IllegalArgumentException {
  private final String option;

  public SetupException(String option, String problem) {
    super("option " + option + ": " + problem);
    this.option = option;
  }

  /** The option the refusal is about. */
  public String option() {
    return option;
  }
}
