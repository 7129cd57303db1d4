package org.arrocco.core.notation;

import java.util.Locale;
import java.util.Set;

/**
 * The values of a PGN {@code Variant} tag that name each of the four games, as other programs write
 * them. A value is compared reduced: lower case, without blanks, {@code _} or {@code -}, so that
 * "From Position", "from_position" and "FROMPOSITION" are one name.
 *
 * <p>Who writes what: lichess ("Standard", "From Position", "Chess960"), chess.com ("Standard",
 * "Chess960"), pychess ("Normal", "Fischerandom"; pychess.org "Chess", "Chess960"), SCID
 * ("Standard", "Chess960"), ChessBase ("Chess 960", "Fischer Random"), cutechess ("Standard",
 * "fromposition", "fischerandom"), TCEC ("normal"). Sprint and Tamerlane are named by this project
 * and by their Italian names. The four readers ({@code PgnReplay}, {@code SprintPgn}, {@code
 * TamerlanePgn}) and {@code Variants.forPgn} share these lists, so no reader refuses a name that
 * the door sends it.
 */
public final class PgnVariantName {
  /** Orthodox chess; the empty name is a game without the tag. */
  public static final Set<String> ORTHODOX =
      Set.of(
          "",
          "standard",
          "standardchess",
          "chess",
          "orthodox",
          "normal",
          "fromposition",
          "classical",
          "regular");

  /** Chess960 (Fischer Random Chess, Freestyle Chess). */
  public static final Set<String> CHESS960 =
      Set.of(
          "chess960",
          "960",
          "fischerandom",
          "fischerrandom",
          "fischerrandomchess",
          "fischerandomchess",
          "frc",
          "freestyle",
          "freestylechess",
          "scacchi960");

  /** Scacchi Sprint. */
  public static final Set<String> SPRINT = Set.of("sprint", "scacchisprint", "sprintchess");

  /** Tamerlane chess. */
  public static final Set<String> TAMERLANE =
      Set.of("tamerlane", "tamerlanechess", "tamerlano", "scacchitamerlano", "timurchess");

  private PgnVariantName() {}

  /**
   * A Variant tag's value reduced for comparison: lower case, without blanks, '_' or '-'. Read once
   * per game of a collection, so a plain loop rather than a pattern.
   */
  public static String reduce(String name) {
    if (name.isEmpty()) {
      return name; // most games: no Variant tag
    }
    StringBuilder out = new StringBuilder(name.length());
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c != '_' && c != '-' && !Character.isWhitespace(c)) {
        out.append(c);
      }
    }
    return out.toString().toLowerCase(Locale.ROOT);
  }
}
