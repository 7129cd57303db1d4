package org.arrocco.core.variant;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The option values given for a set-up, read against the variant's options: an unknown key is
 * refused naming the known ones, a missing one takes its default.
 */
final class SetupValues {
  private final Map<String, String> given;
  private final List<SetupOption> options;

  SetupValues(Variant variant, Map<String, String> given) {
    this.given = given;
    this.options = variant.options();
    for (String key : given.keySet()) {
      if (options.stream().noneMatch(o -> o.key().equals(key))) {
        StringBuilder known = new StringBuilder();
        for (SetupOption o : options) {
          known.append(known.length() == 0 ? "" : ", ").append(o.key());
        }
        throw new SetupException(
            key,
            "not an option of "
                + variant.key()
                + (known.length() == 0 ? " (it has none)" : " (its options: " + known + ")"));
      }
      if (given.get(key) == null) {
        throw new SetupException(key, "no value given");
      }
    }
  }

  /** The value given for {@code key}, trimmed, or the option's default. */
  String get(String key) {
    String v = given.get(key);
    if (v != null) {
      return v.trim();
    }
    for (SetupOption o : options) {
      if (o.key().equals(key)) {
        return o.defaultValue();
      }
    }
    throw new IllegalArgumentException("no option " + key); // a bug of the variant
  }

  /** Whether a value was given for {@code key}. */
  boolean given(String key) {
    return given.containsKey(key);
  }

  /** One of the option's choices (case-insensitive), as the choice is written. */
  String choice(String key) {
    String v = get(key);
    for (SetupOption o : options) {
      if (o.key().equals(key)) {
        for (String c : o.choices()) {
          if (c.equalsIgnoreCase(v)) {
            return c;
          }
        }
        throw new SetupException(
            key, "'" + v + "' is not one of " + String.join(", ", o.choices()));
      }
    }
    throw new IllegalArgumentException("no option " + key);
  }

  /** A map to fill with the resolved values, in the options' order. */
  static Map<String, String> resolved() {
    return new LinkedHashMap<>();
  }
}
