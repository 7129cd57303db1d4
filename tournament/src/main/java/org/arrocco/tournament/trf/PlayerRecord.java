package org.arrocco.tournament.trf;

import java.util.ArrayList;
import java.util.List;

/**
 * One {@code 001} player line of a TRF-16 file, every column read (1-based columns as in the
 * reference README): starting rank 5-8, sex 10, title 11-13, name 15-47, FIDE rating 49-52,
 * federation 54-56, FIDE id 58-68, birth date 70-79, points 81-84 (kept in tenths), rank 86-89,
 * then one {@link RoundResult} per 10-column block from column 92. Text fields are trimmed; a blank
 * rating, id or rank is 0.
 *
 * @param lineNumber the line the record was read from (0 when made in code)
 */
public record PlayerRecord(
    int startRank,
    String sex,
    String title,
    String name,
    int rating,
    String federation,
    long fideId,
    String birthDate,
    int pointsTenths,
    int rank,
    List<RoundResult> rounds,
    int lineNumber) {

  /** First column (1-based) of the round-1 block; each later round starts 10 columns further. */
  public static final int FIRST_ROUND_COLUMN = 92;

  /**
   * The highest rating any file or command takes (an event's player, the rating unrated players
   * count as, a TRF rating column): one range everywhere, well above any real rating, so that a
   * typed 9999 is refused by every command alike instead of being used by some.
   */
  public static final int MAX_RATING = 3500;

  public PlayerRecord {
    rounds = List.copyOf(rounds);
    if (startRank < 1 || startRank > 9999) {
      throw new IllegalArgumentException("starting rank out of range: " + startRank);
    }
  }

  /** The entry for round {@code round} (1-based), or null when the line has none. */
  public RoundResult round(int round) {
    return round >= 1 && round <= rounds.size() ? rounds.get(round - 1) : null;
  }

  /** Sum of the round results in tenths, the PAB worth {@code pabPoints} tenths. */
  public int computedPoints(int pabPoints) {
    int sum = 0;
    for (RoundResult r : rounds) {
      sum += r.points(pabPoints);
    }
    return sum;
  }

  /** The same player with the round list replaced (points and rank left as they are). */
  public PlayerRecord withRounds(List<RoundResult> newRounds, int newPointsTenths) {
    return new PlayerRecord(
        startRank,
        sex,
        title,
        name,
        rating,
        federation,
        fideId,
        birthDate,
        newPointsTenths,
        rank,
        newRounds,
        0);
  }

  /**
   * Reads a {@code 001} line; throws {@link TrfException} naming the column range of a bad field.
   */
  public static PlayerRecord parse(TrfLine line) {
    String t = line.text();
    int n = line.number();
    if (!t.startsWith("001")) {
      throw TrfException.at(n, 1, 3, "expected 001 for a player line");
    }
    int startRank = number(line, 5, 8, "a starting rank (1-9999)", false);
    if (startRank < 1) {
      throw TrfException.at(
          n, 5, 8, "expected a starting rank (1-9999), found \"" + line.columns(5, 8) + "\"");
    }
    int rating = rating(line, 49, 52);
    String idText = line.columns(58, 68).trim();
    long fideId = 0;
    if (!idText.isEmpty()) {
      if (!TrfLine.asciiDigits(idText) || idText.length() > 11) {
        throw TrfException.at(
            n, 58, 68, "expected a FIDE id (digits) or blank, found \"" + idText + "\"");
      }
      fideId = Long.parseLong(idText);
    }
    int points = points(line);
    int rank = number(line, 86, 89, "a rank or blank", true);
    List<RoundResult> rounds = new ArrayList<>();
    for (int col = FIRST_ROUND_COLUMN; col <= t.length(); col += 10) {
      rounds.add(roundBlock(line, col));
    }
    while (!rounds.isEmpty()
        && rounds.get(rounds.size() - 1).code() == ResultCode.BLANK
        && rounds.get(rounds.size() - 1).opponent() == 0) {
      rounds.remove(rounds.size() - 1);
    }
    return new PlayerRecord(
        startRank,
        line.columns(10, 10).trim(),
        line.columns(11, 13).trim(),
        line.columns(15, 47).trim(),
        rating,
        line.columns(54, 56).trim(),
        fideId,
        line.columns(70, 79).trim(),
        points,
        rank,
        rounds,
        n);
  }

  private static RoundResult roundBlock(TrfLine line, int col) {
    int n = line.number();
    String gapBefore = line.columns(col - 2, col - 1);
    if (!gapBefore.isBlank()) {
      throw TrfException.at(
          n, col - 2, col - 1, "expected blanks between round blocks, found \"" + gapBefore + "\"");
    }
    String block = line.columns(col, col + 7);
    if (block.isBlank()) {
      return new RoundResult(0, Colour.NONE, ResultCode.BLANK);
    }
    String opp = line.columns(col, col + 3);
    String oppTrim = opp.trim();
    if (opp.length() < 4
        || oppTrim.isEmpty()
        || !TrfLine.asciiDigits(oppTrim)
        || opp.indexOf(' ', opp.length() - oppTrim.length()) >= 0) {
      throw TrfException.at(
          n, col, col + 3, "expected an opponent number (0000 for none), found \"" + opp + "\"");
    }
    String sep = line.columns(col + 4, col + 4) + line.columns(col + 6, col + 6);
    if (!sep.isBlank()) {
      throw TrfException.at(
          n,
          col + 4,
          col + 6,
          "expected \"<blank> colour <blank>\", found \"" + line.columns(col + 4, col + 6) + "\"");
    }
    String colourText = line.columns(col + 5, col + 5);
    Colour colour = colourText.isEmpty() ? null : Colour.ofCode(colourText.charAt(0));
    if (colour == null) {
      throw TrfException.at(
          n, col + 5, col + 5, "expected a colour w, b or -, found \"" + colourText + "\"");
    }
    String codeText = line.columns(col + 7, col + 7);
    ResultCode code = codeText.isEmpty() ? ResultCode.BLANK : ResultCode.ofCode(codeText.charAt(0));
    if (code == null) {
      throw TrfException.at(
          n,
          col + 7,
          col + 7,
          "expected a result code (1 = 0 + - W D L H F U Z or blank), found \"" + codeText + "\"");
    }
    String after = line.columns(col + 8, col + 9);
    if (!after.isBlank()) {
      throw TrfException.at(
          n, col + 8, col + 9, "expected blanks after the result code, found \"" + after + "\"");
    }
    int opponent = Integer.parseInt(oppTrim);
    if (opponent == 0 && colour != Colour.NONE) {
      throw TrfException.at(
          n,
          col + 5,
          col + 5,
          "expected colour - for a round without opponent, found \"" + colourText + "\"");
    }
    if (opponent != 0 && code.kind() == ResultCode.Kind.BYE) {
      throw TrfException.at(
          n,
          col + 7,
          col + 7,
          "expected a game or forfeit result against opponent "
              + opponent
              + ", found bye code \""
              + codeText
              + "\"");
    }
    if (opponent != 0 && colour == Colour.NONE && code.kind() == ResultCode.Kind.PLAYED) {
      throw TrfException.at(
          n,
          col + 5,
          col + 5,
          "expected colour w or b for a played game, found \"" + colourText + "\"");
    }
    return new RoundResult(opponent, colour, code);
  }

  private static int number(TrfLine line, int from, int to, String expected, boolean blankIsZero) {
    String raw = line.columns(from, to);
    String s = raw.trim();
    if (s.isEmpty()) {
      if (blankIsZero) {
        return 0;
      }
      throw TrfException.at(line.number(), from, to, "expected " + expected + ", found blank");
    }
    if (!TrfLine.asciiDigits(s)) {
      throw TrfException.at(
          line.number(), from, to, "expected " + expected + ", found \"" + raw + "\"");
    }
    return Integer.parseInt(s);
  }

  /**
   * A rating column: blank (0) or 0 to {@link #MAX_RATING}; anything else is refused at its
   * columns.
   */
  static int rating(TrfLine line, int from, int to) {
    int rating = number(line, from, to, "a rating (0-" + MAX_RATING + ") or blank", true);
    if (rating > MAX_RATING) {
      throw TrfException.at(
          line.number(),
          from,
          to,
          "expected a rating (0-" + MAX_RATING + ") or blank, found " + rating);
    }
    return rating;
  }

  private static int points(TrfLine line) {
    String raw = line.columns(81, 84);
    String s = raw.trim();
    int dot = s.indexOf('.');
    String whole = dot < 0 ? s : s.substring(0, dot);
    String frac = dot < 0 ? "" : s.substring(dot + 1);
    boolean ok =
        !whole.isEmpty()
            && TrfLine.asciiDigits(whole)
            && (dot < 0 || (frac.length() == 1 && TrfLine.asciiDigits(frac)));
    if (!ok) {
      throw TrfException.at(
          line.number(), 81, 84, "expected points like 4.5, found \"" + raw + "\"");
    }
    return Integer.parseInt(whole) * 10 + (frac.isEmpty() ? 0 : frac.charAt(0) - '0');
  }

  /** This record as a TRF-16 {@code 001} line (no trailing blanks). */
  public String toTrf() {
    StringBuilder sb = new StringBuilder(FIRST_ROUND_COLUMN + 10 * rounds.size());
    sb.append("001 ").append(String.format("%4d", startRank)).append(' ');
    sb.append(pad(sex, 1)).append(String.format("%3s", title)).append(' ');
    sb.append(pad(name, 33)).append(' ');
    sb.append(rating == 0 ? "    " : String.format("%4d", rating)).append(' ');
    sb.append(pad(federation, 3)).append(' ');
    sb.append(fideId == 0 ? "           " : String.format("%11d", fideId)).append(' ');
    sb.append(pad(birthDate, 10)).append(' ');
    sb.append(String.format("%4s", (pointsTenths / 10) + "." + (pointsTenths % 10))).append(' ');
    sb.append(rank == 0 ? "    " : String.format("%4d", rank));
    for (RoundResult r : rounds) {
      sb.append("  ").append(r.toTrf());
    }
    int end = sb.length();
    while (end > 0 && sb.charAt(end - 1) == ' ') {
      end--;
    }
    sb.setLength(end);
    return sb.toString();
  }

  private static String pad(String s, int width) {
    if (s.length() > width) {
      throw new IllegalArgumentException("too long for a " + width + "-column TRF field: " + s);
    }
    return s + " ".repeat(width - s.length());
  }
}
