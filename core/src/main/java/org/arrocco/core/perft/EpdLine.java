package org.arrocco.core.perft;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arrocco.core.notation.NotationException;

/**
 * One line of a perft EPD file: {@code <FEN> ;D1 <n> ;D2 <n> ... [;KEY value]}.
 *
 * <p>The first {@code ;}-separated part is the position; every other part is {@code key value}.
 * {@code Dn} keys are perft counts at depth n and must run consecutively from D1; any other key is
 * kept as an extra (for example {@code SP}, a Chess960 start-position number).
 *
 * @param lineNumber the 1-based line in its file
 * @param fen the position, as written
 * @param counts {@code counts.get(d - 1)} is the expected perft at depth d
 * @param extras the other keys, in file order
 */
public record EpdLine(int lineNumber, String fen, List<Long> counts, Map<String, String> extras) {

  /** Parses one non-blank line; errors name the line and the column of the bad part. */
  public static EpdLine parse(String text, int lineNumber) {
    String[] parts = text.split(";", -1);
    String fen = parts[0].trim();
    if (fen.isEmpty()) {
      throw new NotationException("line " + lineNumber + ", column 1", "missing position");
    }
    List<Long> counts = new ArrayList<>();
    Map<String, String> extras = new LinkedHashMap<>();
    int column = parts[0].length() + 2;
    for (int i = 1; i < parts.length; i++) {
      String part = parts[i].trim();
      String where = "line " + lineNumber + ", column " + column;
      column += parts[i].length() + 1;
      if (part.isEmpty()) {
        continue;
      }
      String[] kv = part.split("\\s+");
      if (kv.length != 2) {
        throw new NotationException(where, "expected 'key value', found '" + part + "'");
      }
      String key = kv[0];
      if (key.matches("D[0-9]+")) {
        // a key too long for an int (D2147483648) is out of order as well, and is said so
        String digits = key.substring(1).replaceFirst("^0+(?=.)", "");
        int depth = digits.length() > 3 ? Integer.MAX_VALUE : Integer.parseInt(digits);
        if (depth != counts.size() + 1) {
          throw new NotationException(
              where,
              "expected D" + (counts.size() + 1) + ", found " + key + " (depths run from D1)");
        }
        if (depth > PerftPosition.MAX_DEPTH) {
          throw new NotationException(
              where, key + " is deeper than any count taken (D" + PerftPosition.MAX_DEPTH + ")");
        }
        // a count is a number of leaves, written with the digits 0-9: Long.parseLong also takes a
        // sign and other scripts' digits, and a count of -24 was then checked as a mismatch
        try {
          if (!kv[1].matches("[0-9]+")) {
            throw new NumberFormatException(kv[1]);
          }
          counts.add(Long.parseLong(kv[1]));
        } catch (NumberFormatException e) {
          throw new NotationException(where, "count of " + key + " is not a number: " + kv[1]);
        }
      } else {
        extras.put(key, kv[1]);
      }
    }
    return new EpdLine(
        lineNumber, fen, Collections.unmodifiableList(counts), Collections.unmodifiableMap(extras));
  }

  /** The deepest depth listed. */
  public int maxDepth() {
    return counts.size();
  }

  /** The expected count at depth d (1-based). */
  public long count(int depth) {
    return counts.get(depth - 1);
  }
}
