package org.arrocco.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every kind of malformed line is refused with its line number, column range and expectation. */
class MalformedTrfTest {
  private static final String HEAD = "012 Test\nXXR 3\nXXC white1\n";
  private static final String P1 =
      "001    1      Test0001 Player0001               2404                             1.0    1     2 w 1";
  private static final String P2 =
      "001    2      Test0002 Player0002               2315                             0.0    2     1 b 0";

  private static String replace(String line, int col, String text) {
    while (line.length() < col - 1 + text.length()) {
      line = line + " ";
    }
    return line.substring(0, col - 1) + text + line.substring(col - 1 + text.length());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "starting rank not a number | 5  | 12x4 | line 4, columns 5-8 | starting rank",
        "rating not a number        | 49 | 24o4 | line 4, columns 49-52 | rating",
        "points not a number        | 81 | 1,0  | line 4, columns 81-84 | points like 4.5",
        "points with two decimals   | 81 | 1.05 | line 4, columns 81-84 | points like 4.5",
        "points with an Arabic digit| 82 | 1.\u0661 | line 4, columns 81-84 | points like 4.5",
        "rating above 3500 (one range everywhere) | 49 | 3600 | line 4, columns 49-52 | rating (0-3500)",
        "rating with Arabic digits  | 49 | \u0662\u0664\u0660\u0660 | line 4, columns 49-52 | rating",
        "FIDE id with letters       | 60 | 12ab | line 4, columns 58-68 | FIDE id",
        "rank not a number          | 86 | ab   | line 4, columns 86-89 | rank",
        "opponent not a number      | 92 | 00x2 | line 4, columns 92-95 | opponent number",
        "bad colour                 | 97 | x    | line 4, column 97 | colour w, b or -",
        "bad result code            | 99 | 7    | line 4, column 99 | result code",
        "junk after the block       | 100| xx   | line 4, columns 100-101 | blanks after",
        "missing opponent           | 92 | 0009 | line 4, columns 92-95 | has no 001 line",
        "colours disagree           | 97 | b    | line 4, column 97 | colours do not agree",
        "results disagree           | 99 | =    | line 4, column 99 | does not agree",
        "bye code with an opponent  | 99 | H    | line 4, column 99 | bye code",
      })
  void isRefusedWithItsPlace(String what, int col, String text, String where, String problem) {
    String bad = replace(P1, col, text.trim());
    String trf = HEAD + bad + "\n" + P2 + "\n";
    TrfException e = assertThrows(TrfException.class, () -> Tournament.parse(trf), what);
    assertEquals(where, e.where(), e.getMessage());
    assertTrue(e.problem().contains(problem), e.getMessage());
    assertEquals(4, e.line());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "duplicate rank      | 001    1      Other                             2000                             0.0    3 | line 6, columns 5-8 | already used",
        "bad XXR             | XXR three | line 6, columns 5-9 | number of rounds",
        "bad 152             | 152 X     | line 6, column 5 | W or B",
        "bad XXC             | XXC red   | line 6, columns 5-7 | white1 or black1",
        "XXC rank            | XXC white1 rank | line 6, columns 5-15 | XXC rank",
        "142 disagrees       | 142 5     | line 6 | XXR says 3",
        "142 without blank   | 142x5     | line 6 | XXR says 3",
        "152 without blank   | 152xB     | line 6 | different initial colours",
      })
  void badLinesAreRefused(String what, String line, String where, String problem) {
    String trf = HEAD + P1 + "\n" + P2 + "\n" + line.trim() + "\n";
    TrfException e = assertThrows(TrfException.class, () -> Tournament.parse(trf), what);
    assertEquals(where, e.where(), e.getMessage());
    assertTrue(e.problem().contains(problem), e.getMessage());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "one-sided game | 001    3      C                                 2000                             0.0    3     1 w 1 | line 6, columns 92-95 | does not name 3",
        "self pairing   | 001    3      C                                 2000                             0.0    3     3 w 1 | line 6, columns 92-95 | cannot meet himself",
      })
  void inconsistentGamesAreRefused(String what, String line, String where, String problem) {
    String trf = HEAD + P1 + "\n" + P2 + "\n" + line.trim() + "\n";
    TrfException e = assertThrows(TrfException.class, () -> Tournament.parse(trf), what);
    assertEquals(where, e.where(), e.getMessage());
    assertTrue(e.problem().contains(problem), e.getMessage());
  }

  // A huge point value made the pairer allocate one slot per score up to it (out of memory).
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "huge BBL value      | BBL 21474836       | line 6, columns 5-12 | at most 99.9",
        "huge 162 win value  | 162  W 999.0       | line 6, columns 7-10 | at most 99.9",
      })
  void hugePointValuesAreRefused(String what, String line, String where, String problem) {
    String trf = HEAD + P1 + "\n" + P2 + "\n" + line.trim() + "\n";
    Tournament t = Tournament.parse(trf);
    TrfException e = assertThrows(TrfException.class, t::pointSystem, what);
    assertEquals(where, e.where(), e.getMessage());
    assertTrue(e.problem().contains(problem), e.getMessage());
  }
}
