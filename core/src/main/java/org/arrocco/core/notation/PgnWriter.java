package org.arrocco.core.notation;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes games in the PGN export format (PGN standard, section 8): the seven-tag roster first, in
 * its order (an absent roster tag written with its "unknown" value, the Result tag always equal to
 * the game's result), then the other tags in the order given, a blank line, and the move text with
 * move numbers, NAGs as {@code $n}, brace comments and variations, wrapped so that no move-text
 * line is longer than 79 characters (it fits an 80-column screen with its end of line; a tag pair
 * stays on one line, PGN 8.1).
 */
public final class PgnWriter {
  /** The longest line written, in characters (PGN 8.2.1). */
  public static final int LINE_LENGTH = 79;

  private PgnWriter() {}

  /** Many games, each followed by a blank line. */
  public static String write(List<PgnGame> games) {
    StringBuilder sb = new StringBuilder();
    for (PgnGame g : games) {
      sb.append(write(g)).append('\n');
    }
    return sb.toString();
  }

  /** One game: tags, a blank line, the move text ending with the result and a new line. */
  public static String write(PgnGame game) {
    StringBuilder sb = new StringBuilder();
    for (String name : PgnGame.ROSTER) {
      String value =
          name.equals("Result")
              ? game.result()
              : game.tag(name).orElse(name.equals("Date") ? "????.??.??" : "?");
      tag(sb, name, value);
    }
    for (PgnTag t : game.tags()) {
      if (!PgnGame.ROSTER.contains(t.name())) {
        tag(sb, t.name(), t.value());
      }
    }
    sb.append('\n');
    List<String> words = new ArrayList<>();
    line(words, game.moves(), startPly(game), true);
    words.add(game.result());
    fill(sb, words);
    return sb.toString();
  }

  private static void tag(StringBuilder sb, String name, String value) {
    sb.append('[').append(name).append(" \"");
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\'); // the two escapes of PGN 7
      }
      sb.append(Character.isISOControl(c) ? ' ' : c); // no newline or tab in a string (PGN 7)
    }
    sb.append("\"]\n");
  }

  /**
   * The ply (0 = White's first move) of the game's first move, from the FEN tag's side to move and
   * move number when there is one (PGN 9.7.2).
   */
  static int startPly(PgnGame game) {
    String[] fields = game.tag("FEN").orElse("").trim().split("\\s+");
    if (fields.length < 6) {
      return fields.length >= 2 && fields[1].equals("b") ? 1 : 0;
    }
    int number;
    try {
      number = Math.max(1, Integer.parseInt(fields[5]));
    } catch (NumberFormatException e) {
      number = 1;
    }
    return 2 * (number - 1) + (fields[1].equals("b") ? 1 : 0);
  }

  /** Adds a line's words; a variation's first and last words carry its parentheses. */
  private static void line(List<String> words, PgnLine line, int ply, boolean main) {
    int first = words.size();
    comments(words, line.comments());
    boolean needNumber = true;
    for (PgnMove m : line.moves()) {
      // A move number stays on the line of its move.
      if (ply % 2 == 0) {
        words.add((ply / 2 + 1) + ". " + m.san());
      } else if (needNumber) {
        words.add((ply / 2 + 1) + "... " + m.san());
      } else {
        words.add(m.san());
      }
      for (int nag : m.nags()) {
        words.add("$" + nag);
      }
      comments(words, m.comments());
      for (PgnLine v : m.variations()) {
        line(words, v, ply, false);
      }
      needNumber = !m.comments().isEmpty() || !m.variations().isEmpty();
      ply++;
    }
    if (!main) {
      if (words.size() == first) {
        words.add("()");
      } else {
        words.set(first, "(" + words.get(first));
        int lastIndex = words.size() - 1;
        words.set(lastIndex, words.get(lastIndex) + ")");
      }
    }
  }

  /**
   * Adds brace comments word by word, so they wrap; a '}' inside (possible in a ';' comment read
   * from a file) cannot be written in braces and becomes ')'.
   */
  private static void comments(List<String> words, List<String> comments) {
    for (String c : comments) {
      String[] parts = c.replace('}', ')').trim().split("\\s+");
      if (parts.length == 1 && parts[0].isEmpty()) {
        words.add("{}");
        continue;
      }
      parts[0] = "{" + parts[0];
      parts[parts.length - 1] += "}";
      words.addAll(List.of(parts));
    }
  }

  /** Fills lines of at most {@link #LINE_LENGTH} characters with the words. */
  private static void fill(StringBuilder sb, List<String> words) {
    int lineLength = 0;
    for (String w : words) {
      if (lineLength > 0 && lineLength + 1 + w.length() > LINE_LENGTH) {
        sb.append('\n');
        lineLength = 0;
      }
      if (lineLength > 0) {
        sb.append(' ');
        lineLength++;
      } else if (w.startsWith("%")) {
        sb.append(' '); // a '%' in column 1 would make the line an escape (PGN 6)
        lineLength++;
      }
      sb.append(w);
      lineLength += w.length();
    }
    sb.append('\n');
  }
}
