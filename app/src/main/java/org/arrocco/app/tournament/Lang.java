package org.arrocco.app.tournament;

import java.util.Locale;
import org.arrocco.tournament.event.Player;

/** The language of the arbiter's commands: Italian (the club's default) or English. */
enum Lang {
  IT,
  EN;

  /** The text in this language. */
  String t(String italian, String english) {
    return this == IT ? italian : english;
  }

  /** {@code n} and its noun, singular for one: {@code count(1, "turno", "turni", ...)}. */
  String count(
      int n, String italianOne, String italianMany, String englishOne, String englishMany) {
    return n + " " + (n == 1 ? t(italianOne, englishOne) : t(italianMany, englishMany));
  }

  /**
   * An Italian word that agrees with a player: {@code ritirat} and the player give {@code
   * ritirato}, or {@code ritirata} for a player registered with {@code --sex f} (the generic
   * masculine otherwise); in English the English word.
   */
  String agreeing(Player p, String italianStem, String english) {
    String sex = p.sex().toLowerCase(Locale.ROOT);
    return t(italianStem + (sex.equals("f") || sex.equals("w") ? "a" : "o"), english);
  }

  static Lang parse(String text) {
    return switch (text.toLowerCase(Locale.ROOT)) {
      case "it", "ita", "italiano" -> IT;
      case "en", "eng", "english" -> EN;
      default ->
          // the language asked for is unknown: the club's Italian first, then English
          throw new IllegalArgumentException(
              "--lang deve essere it o en, non '" + text + "' (--lang must be it or en)");
    };
  }
}
