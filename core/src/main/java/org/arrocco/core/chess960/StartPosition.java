package org.arrocco.core.chess960;

import java.security.SecureRandom;
import java.util.Locale;
import java.util.random.RandomGenerator;

/**
 * A Chess960 start position: one of 960 back-rank arrays, numbered 0-959 by the standard
 * (Scharnagl) scheme, with number 518 the orthodox array (rules/orthodox-and-960.md, Chess960).
 *
 * <p>The back rank is held as eight upper-case letters from file a to file h ({@code RNBQKBNR});
 * Black's rank mirrors White's.
 */
public final class StartPosition {
  /** The orthodox array's number. */
  public static final int ORTHODOX = 518;

  /** The knight pairs over the five squares left after bishops and queen, by n div 96. */
  private static final int[][] KNIGHTS = {
    {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}
  };

  private static final RandomGenerator SECURE = new SecureRandom();

  private final int number;
  private final String backRank;

  private StartPosition(int number, String backRank) {
    this.number = number;
    this.backRank = backRank;
  }

  /** The standard number, 0-959. */
  public int number() {
    return number;
  }

  /** The back rank from file a to h, upper case ({@code RNBQKBNR}). */
  public String backRank() {
    return backRank;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof StartPosition p && p.number == number;
  }

  @Override
  public int hashCode() {
    return number;
  }

  @Override
  public String toString() {
    return "Chess960 #" + number + " " + backRank;
  }

  /** The start position with this number, 0-959. */
  public static StartPosition of(int number) {
    if (number < 0 || number > 959) {
      throw new IllegalArgumentException("Chess960 number must be 0-959, not " + number);
    }
    char[] rank = new char[8];
    int n = number;
    rank[2 * (n % 4) + 1] = 'B'; // light-squared bishop on b, d, f or h
    n /= 4;
    rank[2 * (n % 4)] = 'B'; // dark-squared bishop on a, c, e or g
    n /= 4;
    placeOnFree(rank, n % 6, 'Q');
    n /= 6;
    int[] knights = KNIGHTS[n];
    // Both knights are counted over the five free squares before either is placed.
    int first = freeIndex(rank, knights[0]);
    int second = freeIndex(rank, knights[1]);
    rank[first] = 'N';
    rank[second] = 'N';
    placeOnFree(rank, 0, 'R');
    placeOnFree(rank, 0, 'K');
    placeOnFree(rank, 0, 'R');
    return new StartPosition(number, new String(rank));
  }

  /**
   * The start position whose back rank is this array (letters K Q R B N, either case).
   *
   * @throws IllegalArgumentException naming what makes the array not a Chess960 start
   */
  public static StartPosition of(String backRank) {
    String rank = backRank.toUpperCase(Locale.ROOT);
    if (rank.length() != 8) {
      throw new IllegalArgumentException(
          "a back rank has 8 pieces, '" + backRank + "' has " + backRank.length());
    }
    for (int n = 0; n < 960; n++) {
      StartPosition p = of(n);
      if (p.backRank.equals(rank)) {
        return p;
      }
    }
    throw new IllegalArgumentException(
        "'"
            + backRank
            + "' is not a Chess960 start: it needs K, Q, two R with the K between them, two B on"
            + " squares of opposite colours and two N");
  }

  /** A position drawn from a secure random source. */
  public static StartPosition random() {
    return random(SECURE);
  }

  /** A position drawn from the given source (seeded sources make draws repeatable in tests). */
  public static StartPosition random(RandomGenerator source) {
    return of(source.nextInt(960));
  }

  /** The position in X-FEN; at the start both rooks are outermost, so {@code KQkq} is exact. */
  public String xfen() {
    return backRank.toLowerCase(Locale.ROOT)
        + "/pppppppp/8/8/8/8/PPPPPPPP/"
        + backRank
        + " w KQkq - 0 1";
  }

  /** The position in Shredder-FEN: castling written as the rooks' files. */
  public String shredderFen() {
    int left = backRank.indexOf('R');
    int right = backRank.lastIndexOf('R');
    String castling =
        ("" + (char) ('A' + right) + (char) ('A' + left))
            + (char) ('a' + right)
            + (char) ('a' + left);
    return backRank.toLowerCase(Locale.ROOT)
        + "/pppppppp/8/8/8/8/PPPPPPPP/"
        + backRank
        + " w "
        + castling
        + " - 0 1";
  }

  /** The back rank as letters in the given language, file a to h ({@code TCADRACT} in Italian). */
  public String letters(Language language) {
    StringBuilder sb = new StringBuilder(8);
    for (char c : backRank.toCharArray()) {
      sb.append(language.letter(c));
    }
    return sb.toString();
  }

  /** The arbiter's read-out "from left to right": {@code Torre, Cavallo, Alfiere, ...}. */
  public String readOut(Language language) {
    StringBuilder sb = new StringBuilder();
    for (char c : backRank.toCharArray()) {
      if (sb.length() > 0) {
        sb.append(", ");
      }
      sb.append(language.word(c));
    }
    return sb.toString();
  }

  /** The languages of the read-out. */
  public enum Language {
    ITALIAN("RDTAC", new String[] {"Re", "Donna", "Torre", "Alfiere", "Cavallo"}),
    ENGLISH("KQRBN", new String[] {"King", "Queen", "Rook", "Bishop", "Knight"});

    private static final String ORDER = "KQRBN";
    private final String letters;
    private final String[] words;

    Language(String letters, String[] words) {
      this.letters = letters;
      this.words = words;
    }

    char letter(char englishLetter) {
      return letters.charAt(ORDER.indexOf(englishLetter));
    }

    String word(char englishLetter) {
      return words[ORDER.indexOf(englishLetter)];
    }
  }

  private static void placeOnFree(char[] rank, int k, char piece) {
    rank[freeIndex(rank, k)] = piece;
  }

  private static int freeIndex(char[] rank, int k) {
    for (int i = 0; i < 8; i++) {
      if (rank[i] == 0) {
        if (k == 0) {
          return i;
        }
        k--;
      }
    }
    throw new IllegalStateException("no free square left");
  }
}
