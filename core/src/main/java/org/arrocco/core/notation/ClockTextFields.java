package org.arrocco.core.notation;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The {@code name=value} fields of a clock text form, in a fixed order, each present once; errors
 * name the field.
 */
final class ClockTextFields {
  private final String what;
  private final Map<String, String> values = new LinkedHashMap<>();

  ClockTextFields(String what, String text, String... names) {
    this.what = what;
    String[] parts = text.trim().isEmpty() ? new String[0] : text.trim().split("\\s+");
    if (parts.length != names.length) {
      throw new NotationException(
          what, "expected " + names.length + " fields " + String.join(", ", names));
    }
    for (int i = 0; i < names.length; i++) {
      String prefix = names[i] + "=";
      if (!parts[i].startsWith(prefix)) {
        throw new NotationException(
            what + " field " + (i + 1), "expected '" + prefix + "...', found '" + parts[i] + "'");
      }
      values.put(names[i], parts[i].substring(prefix.length()));
    }
  }

  long longValue(String name) {
    String v = values.get(name);
    try {
      return Long.parseLong(v);
    } catch (NumberFormatException e) {
      throw new NotationException(
          what + " field '" + name + "'", "expected a whole number, found '" + v + "'");
    }
  }

  /** The whole number of {@code name}, refused naming the field when outside {@code min..max}. */
  long longValue(String name, long min, long max) {
    long v = longValue(name);
    if (v < min || v > max) {
      String range =
          max == Long.MAX_VALUE ? min + " or more" : "a whole number from " + min + " to " + max;
      throw new NotationException(
          what + " field '" + name + "'", "expected " + range + ", found " + v);
    }
    return v;
  }

  <E extends Enum<E>> E enumValue(String name, Class<E> type) {
    String v = values.get(name);
    try {
      return Enum.valueOf(type, v.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      StringBuilder known = new StringBuilder();
      for (E c : type.getEnumConstants()) {
        known.append(known.length() == 0 ? "" : ", ").append(c.name());
      }
      throw new NotationException(
          what + " field '" + name + "'", "expected one of " + known + ", found '" + v + "'");
    }
  }
}
