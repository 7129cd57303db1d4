package org.arrocco.tournament.trf;

import java.util.Arrays;
import java.util.List;

/**
 * Accelerated pairings (C.04.5): the fictitious points each player carries into the pairing of each
 * round. They are added to the score that forms the brackets and never to the standings.
 *
 * <p>Read from the file in this order, the first that is present deciding:
 *
 * <ul>
 *   <li>TRF-2026 {@code 250} range records: match points in columns 5-8 (blank or zero for
 *       individuals), game points in 10-13, rounds in 15-17 to 19-21, players in 23-26 to 28-31;
 *   <li>TRF(x) {@code XXA} records: the player in columns 5-8, then one 4-column value per round
 *       from round 1, at columns 10, 15, 20, ... (a blank value is 0);
 *   <li>otherwise a {@code 192} pairing system ending in {@code _BAKU}: the Baku method of C.04.5.1
 *       computed from the file (TRF-2026: a {@code 250} record makes 192's method disregarded).
 * </ul>
 *
 * Both record kinds may be mixed, but no player may be given fictitious points for the same round
 * twice. Values are in tenths of a point, as everywhere in this package.
 */
public final class Acceleration {
  private static final List<String> DUTCH = List.of("FIDE_DUTCH_2025", "FIDE_DUTCH");
  private static final String BAKU = "_BAKU";

  /** Nobody accelerated. */
  public static final Acceleration NONE = new Acceleration(new int[0][]);

  private final int[][] tenths; // [starting rank - 1][round - 1], null rows: none

  private Acceleration(int[][] tenths) {
    this.tenths = tenths;
  }

  /** The fictitious points of player {@code startRank} when round {@code round} is paired. */
  public int tenths(int startRank, int round) {
    int[] row = startRank >= 1 && startRank <= tenths.length ? tenths[startRank - 1] : null;
    return row == null || round < 1 || round > row.length ? 0 : row[round - 1];
  }

  /**
   * Reads the acceleration of {@code t} (which must give its total number of rounds), kept for
   * rounds 1 to {@code rounds}; every record of the file is checked whatever its rounds. Refuses,
   * naming the line, a {@code 192} system other than the Dutch one this package pairs.
   */
  public static Acceleration of(Tournament t, int rounds) {
    boolean baku = bakuRequested(t);
    List<PlayerRecord> players = t.players();
    int ranks = players.isEmpty() ? 0 : players.get(players.size() - 1).startRank();
    int[][] out = new int[ranks][];
    int[][] lineOf = new int[ranks][];
    boolean records = false;
    for (TrfLine l : t.document().lines()) {
      if (l.tag().equals("250")) {
        records = true;
        range(t, l, rounds, out, lineOf);
      } else if (l.tag().equals("XXA")) {
        records = true;
        perPlayer(t, l, rounds, out, lineOf);
      }
    }
    if (!records && baku) {
      baku(t, rounds, out);
    }
    return new Acceleration(out);
  }

  /**
   * The {@code 192} coded pairing system: true when it asks for the Baku method. Refuses, at its
   * line, a system other than the Dutch one.
   */
  public static boolean bakuRequested(Tournament t) {
    boolean baku = false;
    for (TrfLine l : t.document().linesTagged("192")) {
      String code = l.columns(5, l.text().length()).trim();
      String system = code.endsWith(BAKU) ? code.substring(0, code.length() - BAKU.length()) : code;
      if (!DUTCH.contains(system)) {
        throw TrfException.at(
            l.number(),
            5,
            Math.max(5, l.text().length()),
            "the pairing system here is the FIDE Dutch system (FIDE_DUTCH_2025 or FIDE_DUTCH, with"
                + " _BAKU for Baku acceleration), found \""
                + code
                + "\"");
      }
      baku = code.endsWith(BAKU);
    }
    return baku;
  }

  /** C.04.5.1: the size of group A among {@code players} players, 2 * ceil(N / 4) (at most N). */
  public static int bakuGroupA(int players) {
    return Math.min(players, 2 * ((players + 3) / 4));
  }

  /**
   * C.04.5.1: the virtual points (tenths) a group-A player carries into round {@code round} of an
   * event of {@code rounds} rounds. The accelerated rounds are the first ceil(R / 2); one point in
   * the first half of them (rounded up), then ½, and none after them.
   */
  public static int bakuTenths(int round, int rounds) {
    int accelerated = (rounds + 1) / 2;
    return round < 1 || round > accelerated ? 0 : round <= (accelerated + 1) / 2 ? 10 : 5;
  }

  /** C.04.5.1 computed from the file: group A is its first players by starting rank. */
  private static void baku(Tournament t, int rounds, int[][] out) {
    PointSystem p = t.pointSystem();
    if (p.win() != 10 || p.draw() != 5 || p.loss() != 0) {
      int line = t.document().linesTagged("192").get(0).number();
      throw TrfException.atLine(
          line, "the Baku acceleration needs the standard point system (1, 1/2, 0)");
    }
    int groupA = bakuGroupA(t.players().size()); // players in starting-rank order
    int kept = Math.min(rounds, (t.totalRounds() + 1) / 2);
    for (int i = 0; i < groupA; i++) {
      int[] row = new int[kept];
      for (int r = 1; r <= kept; r++) {
        row[r - 1] = bakuTenths(r, t.totalRounds());
      }
      out[t.players().get(i).startRank() - 1] = row;
    }
  }

  /** One {@code 250} record. */
  private static void range(Tournament t, TrfLine l, int rounds, int[][] out, int[][] lineOf) {
    String match = l.columns(5, 8).trim();
    if (!match.isEmpty() && Tournament.tenths(l, 5, 8) != 0) {
      throw TrfException.at(l.number(), 5, 8, "fictitious match points are for team events");
    }
    int points = Tournament.tenths(l, 10, 13);
    if (points == 0) {
      throw TrfException.at(l.number(), 10, 13, "the fictitious points must not be 0.0");
    }
    int first = Tournament.digits(l, 15, 17, "a first round");
    int last = Tournament.digits(l, 19, 21, "a last round");
    if (first < 1 || last < first || last > t.totalRounds()) {
      throw TrfException.at(
          l.number(),
          15,
          21,
          "expected rounds 1 <= first <= last <= "
              + t.totalRounds()
              + ", found "
              + first
              + "-"
              + last);
    }
    int from = Tournament.digits(l, 23, 26, "a first player");
    int to = Tournament.digits(l, 28, 31, "a last player");
    if (from < 1 || to < from || t.player(from) == null || t.player(to) == null) {
      throw TrfException.at(
          l.number(),
          23,
          31,
          "expected two players' starting ranks, first <= last, found " + from + "-" + to);
    }
    for (int p = from; p <= to; p++) {
      for (int r = first; r <= last; r++) {
        set(t, l, p, r, points, rounds, out, lineOf);
      }
    }
  }

  /** One {@code XXA} record. */
  private static void perPlayer(Tournament t, TrfLine l, int rounds, int[][] out, int[][] lineOf) {
    int player = Tournament.digits(l, 5, 8, "a player's starting rank");
    if (t.player(player) == null) {
      throw TrfException.at(l.number(), 5, 8, "no player " + player);
    }
    int round = 1;
    for (int col = 10; col <= l.text().length(); col += 5, round++) {
      if (round > t.totalRounds()) {
        throw TrfException.at(
            l.number(),
            col,
            l.text().length(),
            "more values than the " + t.totalRounds() + " rounds of the event");
      }
      if (l.columns(col, col + 3).isBlank()) {
        continue;
      }
      int points = Tournament.tenths(l, col, col + 3);
      set(t, l, player, round, points, rounds, out, lineOf);
    }
  }

  private static void set(
      Tournament t,
      TrfLine l,
      int player,
      int round,
      int points,
      int rounds,
      int[][] out,
      int[][] lineOf) {
    int i = player - 1;
    if (lineOf[i] == null) {
      lineOf[i] = new int[round];
      out[i] = new int[Math.min(rounds, t.totalRounds())];
    } else if (lineOf[i].length < round) {
      lineOf[i] = Arrays.copyOf(lineOf[i], Math.max(round, 2 * lineOf[i].length));
    }
    if (lineOf[i][round - 1] != 0) {
      throw TrfException.atLine(
          l.number(),
          "player "
              + player
              + " already has fictitious points for round "
              + round
              + " on line "
              + lineOf[i][round - 1]);
    }
    lineOf[i][round - 1] = l.number();
    if (round <= out[i].length) {
      out[i][round - 1] = points;
    }
  }
}
