package org.arrocco.core.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One game of a PGN file at the level of syntax: its tags in file order, its move text (main line
 * with comments, NAGs and variations) and its result ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or
 * {@code *}). The moves are not checked against the rules here; {@link PgnReplay} does that. {@code
 * line} is where the game starts in its file (0 when not read from a file).
 */
public record PgnGame(List<PgnTag> tags, PgnLine moves, String result, int line) {

  /** The results a game can end with (PGN 8.2.6). */
  public static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");

  /** The seven-tag roster, in its order (PGN 8.1.1). */
  public static final List<String> ROSTER =
      List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

  public PgnGame {
    tags = List.copyOf(tags);
    if (!RESULTS.contains(result)) {
      throw new IllegalArgumentException("result must be 1-0, 0-1, 1/2-1/2 or *, not " + result);
    }
  }

  /** The value of the first tag with this name, if any (names are case-sensitive, PGN 8.1). */
  public Optional<String> tag(String name) {
    for (PgnTag t : tags) {
      if (t.name().equals(name)) {
        return Optional.of(t.value());
      }
    }
    return Optional.empty();
  }

  /** This game with the tag set: replaced in place when present, appended otherwise. */
  public PgnGame withTag(String name, String value) {
    List<PgnTag> out = new ArrayList<>();
    boolean done = false;
    for (PgnTag t : tags) {
      if (t.name().equals(name)) {
        if (!done) {
          out.add(new PgnTag(name, value));
          done = true;
        }
      } else {
        out.add(t);
      }
    }
    if (!done) {
      out.add(new PgnTag(name, value));
    }
    return new PgnGame(out, moves, result, line);
  }
}
