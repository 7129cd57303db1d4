package org.arrocco.app.tournament;

import java.util.Locale;

/** The language of the arbiter's commands: Italian (the club's default) or English. */
enum Lang {
  IT,
  EN;

  /** The text in this language. */
  String t(String italian, String english) {
    return this == IT ? italian : english;
  }

  static Lang parse(String text) {
    return switch (text.toLowerCase(Locale.ROOT)) {
      case "it", "ita", "italiano" -> IT;
      case "en", "eng", "english" -> EN;
      default -> throw new IllegalArgumentException("--lang must be it or en, not '" + text + "'");
    };
  }
}
