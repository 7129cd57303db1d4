package org.arrocco.core.game;

/** The languages the platform speaks to people: Italian first (the club's), and English. */
public enum Language {
  ITALIAN,
  ENGLISH;

  /** The language of a code such as {@code it} or {@code en} (case-insensitive), if known. */
  public static java.util.Optional<Language> ofCode(String code) {
    return switch (code.trim().toLowerCase(java.util.Locale.ROOT)) {
      case "it", "ita", "italian", "italiano" -> java.util.Optional.of(ITALIAN);
      case "en", "eng", "english", "inglese" -> java.util.Optional.of(ENGLISH);
      default -> java.util.Optional.empty();
    };
  }

  /** The two-letter code: {@code it} or {@code en}. */
  public String code() {
    return this == ITALIAN ? "it" : "en";
  }
}
