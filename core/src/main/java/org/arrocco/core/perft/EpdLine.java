package org.arrocco.core.perft;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.arrocco.core.notation.NotationException;

/**
 * One line of a perft EPD file: {@code <FEN> ;D1 <n> ;D2 <n> ... [;KEY value]}.
 *
 * <p>The first {@code ;}-separated part is the position; every other part is {@code key value}.
 * {@code Dn} keys are perft counts at depth n: any set of depths, in any order (the classic suite's
 * last lines start at D4 or D5, other suites give one depth only, such as {@code ;D6}). A part
 * {@code perft <depth> <count>}, the way python-chess's perft files write a count, is read as
 * {@code D<depth> <count>}. A depth given twice is refused. Any other key is kept as an extra (for
 * example {@code SP}, a Chess960 start-position number).
 *
 * @param lineNumber the 1-based line in its file
 * @param fen the position, as written
 * @param byDepth the expected perft count of each depth listed, by depth
 * @param extras the other keys, in file order
 */
public record EpdLine(
    int lineNumber, String fen, SortedMap<Integer, Long> byDepth, Map<String, String> extras) {

  /** Parses one non-blank line; errors name the line and the column of the bad part. */
  public static EpdLine parse(String text, int lineNumber) {
    String[] parts = text.split(";", -1);
    String fen = parts[0].trim();
    if (fen.isEmpty()) {
      throw new NotationException("line " + lineNumber + ", column 1", "missing position");
    }
    SortedMap<Integer, Long> counts = new TreeMap<>();
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
      if (kv.length == 3 && kv[0].equals("perft") && kv[1].matches("[0-9]+")) {
        kv = new String[] {"D" + kv[1], kv[2]};
      }
      if (kv.length != 2) {
        throw new NotationException(where, "expected 'key value', found '" + part + "'");
      }
      String key = kv[0];
      if (key.matches("D[0-9]+")) {
        // a key too long for an int (D2147483648) is deeper than any count taken, and is said so
        String digits = key.substring(1).replaceFirst("^0+(?=.)", "");
        int depth = digits.length() > 3 ? Integer.MAX_VALUE : Integer.parseInt(digits);
        if (depth < 1) {
          throw new NotationException(where, key + " is no depth (depths run from D1)");
        }
        if (depth > PerftPosition.MAX_DEPTH) {
          throw new NotationException(
              where, key + " is deeper than any count taken (D" + PerftPosition.MAX_DEPTH + ")");
        }
        if (counts.containsKey(depth)) {
          throw new NotationException(where, "D" + depth + " is given twice on the line");
        }
        // a count is a number of leaves, written with the digits 0-9: Long.parseLong also takes a
        // sign and other scripts' digits, and a count of -24 was then checked as a mismatch
        try {
          if (!kv[1].matches("[0-9]+")) {
            throw new NumberFormatException(kv[1]);
          }
          counts.put(depth, Long.parseLong(kv[1]));
        } catch (NumberFormatException e) {
          throw new NotationException(where, "count of " + key + " is not a number: " + kv[1]);
        }
      } else {
        extras.put(key, kv[1]);
      }
    }
    return new EpdLine(
        lineNumber,
        fen,
        Collections.unmodifiableSortedMap(counts),
        Collections.unmodifiableMap(extras));
  }

  /** The deepest depth listed (0 when the line lists none). */
  public int maxDepth() {
    return byDepth.isEmpty() ? 0 : byDepth.lastKey();
  }

  /** The depths listed, shallowest first. */
  public List<Integer> depths() {
    return List.copyOf(byDepth.keySet());
  }

  /** The expected counts, shallowest depth first. */
  public List<Long> counts() {
    return new ArrayList<>(byDepth.values());
  }

  /** Whether the line gives a count at this depth. */
  public boolean has(int depth) {
    return byDepth.containsKey(depth);
  }

  /**
   * The expected count at a depth the line lists.
   *
   * @throws IllegalArgumentException when the line gives no count at that depth
   */
  public long count(int depth) {
    Long n = byDepth.get(depth);
    if (n == null) {
      throw new IllegalArgumentException(
          "line " + lineNumber + " gives no count at depth " + depth + "; it gives " + depths());
    }
    return n;
  }
}
