package org.arrocco.core.variant;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A variant's set-up with every choice made: the variant's key and the value of each of its options
 * ({@link Variant#options()}), chance already drawn, so that {@link Variant#newGame} makes the same
 * game from it every time. Made only by {@link Variant#setup}; stored in a game's record as it is.
 */
public record Setup(String variant, Map<String, String> options) {
  public Setup {
    options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
  }

  /** The value of an option. */
  public Optional<String> option(String key) {
    return Optional.ofNullable(options.get(key));
  }
}
