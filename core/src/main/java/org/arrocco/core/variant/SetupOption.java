package org.arrocco.core.variant;

import java.util.List;
import org.arrocco.core.game.Language;

/**
 * One option of a variant's set-up, as a form shows it.
 *
 * @param key the option's key in {@link Setup#options()} and in records ({@code number}, {@code
 *     seed}, {@code hourglass})
 * @param english the option's name in English
 * @param italian the option's name in Italian
 * @param choices the values offered, in order; empty when any value of the right form is accepted
 *     (a number, a FEN), which {@link Variant#setup} checks
 * @param defaultValue the value taken when the option is not given
 */
public record SetupOption(
    String key, String english, String italian, List<String> choices, String defaultValue) {
  public SetupOption {
    choices = List.copyOf(choices);
  }

  /** The option's name for people. */
  public String name(Language language) {
    return language == Language.ITALIAN ? italian : english;
  }
}
