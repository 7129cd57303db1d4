package org.arrocco.tournament.trf;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What a TRF file says about a Swiss event: its name ({@code 012}), the total number of rounds
 * ({@code XXR} or {@code 142}), the colour of the top-ranked player in round 1 ({@code XXC} or
 * {@code 152}), and the players ({@code 001}) in starting-rank order, with their round results.
 * Immutable; {@link #document()} keeps every original line (unknown ones included) for writing.
 *
 * <p>Invariants checked when reading: starting ranks are unique; every opponent exists; both sides
 * of a game agree on the round, the colours (opposite) and the result (mirrored; a double forfeit
 * is {@code -} on both sides).
 *
 * @param totalRounds the planned number of rounds, 0 when the file does not say
 * @param initialColour colour of the top-ranked player in round 1, {@code NONE} when not given
 */
public record Tournament(
    String name,
    int totalRounds,
    Colour initialColour,
    List<PlayerRecord> players,
    TrfDocument document) {

  public Tournament {
    players = List.copyOf(players);
  }

  /** Reads the meaning of a document; throws {@link TrfException} at the first bad line. */
  public static Tournament of(TrfDocument doc) {
    String name = "";
    int xxr = 0;
    int t142 = 0;
    Colour xxc = Colour.NONE;
    Colour t152 = Colour.NONE;
    int line142 = 0;
    int line152 = 0;
    List<PlayerRecord> players = new ArrayList<>();
    for (TrfLine line : doc.lines()) {
      String t = line.text();
      switch (line.tag()) {
        case "001" -> players.add(PlayerRecord.parse(line));
        case "012" -> name = line.columns(5, t.length()).trim();
        case "XXR" -> xxr = roundCount(line);
        case "142" -> {
          t142 = roundCount(line);
          line142 = line.number();
        }
        case "XXC" -> xxc = xxcColour(line);
        case "152" -> {
          t152 = colour152(line);
          line152 = line.number();
        }
        default -> {}
      }
    }
    if (xxr != 0 && t142 != 0 && xxr != t142) {
      throw TrfException.atLine(line142, "142 says " + t142 + " rounds but XXR says " + xxr);
    }
    if (xxc != Colour.NONE && t152 != Colour.NONE && xxc != t152) {
      throw TrfException.atLine(line152, "152 and XXC give different initial colours");
    }
    players.sort(Comparator.comparingInt(PlayerRecord::startRank));
    Tournament result =
        new Tournament(name, xxr != 0 ? xxr : t142, xxc != Colour.NONE ? xxc : t152, players, doc);
    result.validate();
    return result;
  }

  /** Parses text (see {@link TrfDocument#parse(String)}) and reads it. */
  public static Tournament parse(String text) {
    return of(TrfDocument.parse(text));
  }

  private static int roundCount(TrfLine line) {
    String s = line.columns(5, line.text().length()).trim();
    if (s.isEmpty() || s.length() > 4 || !TrfLine.asciiDigits(s) || Integer.parseInt(s) == 0) {
      throw TrfException.at(
          line.number(),
          5,
          Math.max(5, line.text().length()),
          "expected the number of rounds (1-9999), found \"" + s + "\"");
    }
    return Integer.parseInt(s);
  }

  private static Colour xxcColour(TrfLine line) {
    String s = line.columns(5, line.text().length()).trim().toLowerCase(java.util.Locale.ROOT);
    if (java.util.List.of(s.split("\\s+")).contains("rank")) {
      throw TrfException.at(
          line.number(),
          5,
          line.text().length(),
          "XXC rank (pairing numbers from the rank column) is not supported");
    }
    if (s.startsWith("white")) {
      return Colour.WHITE;
    }
    if (s.startsWith("black")) {
      return Colour.BLACK;
    }
    throw TrfException.at(
        line.number(),
        5,
        Math.max(5, line.text().length()),
        "expected white1 or black1, found \"" + s + "\"");
  }

  private static Colour colour152(TrfLine line) {
    String s = line.columns(5, line.text().length()).trim();
    if (s.equalsIgnoreCase("W")) {
      return Colour.WHITE;
    }
    if (s.equalsIgnoreCase("B")) {
      return Colour.BLACK;
    }
    throw TrfException.at(
        line.number(),
        5,
        Math.max(5, line.text().length()),
        "expected W or B, found \"" + s + "\"");
  }

  private void validate() {
    int maxRank = 0;
    for (int i = 0; i < players.size(); i++) {
      PlayerRecord p = players.get(i);
      if (i > 0 && players.get(i - 1).startRank() == p.startRank()) {
        throw TrfException.at(
            p.lineNumber(),
            5,
            8,
            "starting rank "
                + p.startRank()
                + " already used on line "
                + players.get(i - 1).lineNumber());
      }
      maxRank = p.startRank();
    }
    for (PlayerRecord p : players) {
      for (int r = 1; r <= p.rounds().size(); r++) {
        RoundResult rr = p.round(r);
        if (rr.opponent() == 0) {
          continue;
        }
        int col = PlayerRecord.FIRST_ROUND_COLUMN + 10 * (r - 1);
        PlayerRecord o = player(rr.opponent());
        if (o == null) {
          throw TrfException.at(
              p.lineNumber(),
              col,
              col + 3,
              "round " + r + ": opponent " + rr.opponent() + " has no 001 line");
        }
        if (o == p) {
          throw TrfException.at(
              p.lineNumber(), col, col + 3, "round " + r + ": a player cannot meet himself");
        }
        RoundResult back = o.round(r);
        if (back == null || back.opponent() != p.startRank()) {
          throw TrfException.at(
              p.lineNumber(),
              col,
              col + 3,
              "round "
                  + r
                  + ": opponent "
                  + o.startRank()
                  + " (line "
                  + o.lineNumber()
                  + ") does not name "
                  + p.startRank());
        }
        if (rr.colour() != back.colour().opposite()) {
          throw TrfException.at(
              p.lineNumber(),
              col + 5,
              col + 5,
              "round "
                  + r
                  + ": colours do not agree with opponent "
                  + o.startRank()
                  + " (line "
                  + o.lineNumber()
                  + ")");
        }
        boolean doubleForfeit =
            rr.code() == ResultCode.FORFEIT_LOSS && back.code() == ResultCode.FORFEIT_LOSS;
        // a game played that both lose (an arbiter's decision, issue 30 point 12): 0 against 0
        boolean bothLose = rr.code() == ResultCode.LOSS && back.code() == ResultCode.LOSS;
        if (!doubleForfeit && !bothLose && rr.code().mirror() != back.code()) {
          throw TrfException.at(
              p.lineNumber(),
              col + 7,
              col + 7,
              "round "
                  + r
                  + ": result "
                  + rr.code().code()
                  + " does not agree with opponent "
                  + o.startRank()
                  + "'s "
                  + back.code().code()
                  + " (line "
                  + o.lineNumber()
                  + ")");
        }
      }
    }
  }

  /**
   * Refuses a gap in the starting ranks, which pairing and import need to be 1-N: names the line of
   * the first player after the gap and the rank missing before it, then {@code why}.
   */
  public void requireRanksWithoutGaps(String why) {
    for (int i = 0; i < players.size(); i++) {
      PlayerRecord p = players.get(i);
      if (p.startRank() != i + 1) {
        // the records are sorted by starting rank: i + 1 is the first one missing
        throw TrfException.atLine(
            p.lineNumber(),
            "starting rank " + p.startRank() + ", but no player has " + (i + 1) + ": " + why);
      }
    }
  }

  /** The player with this starting rank, or null. */
  public PlayerRecord player(int startRank) {
    int lo = 0;
    int hi = players.size() - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int r = players.get(mid).startRank();
      if (r == startRank) {
        return players.get(mid);
      }
      if (r < startRank) {
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return null;
  }

  /**
   * The same event with other player records: the document keeps every non-player line where it was
   * and gets the new {@code 001} lines in place of the old ones (extra ones after the last).
   */
  public Tournament withPlayers(List<PlayerRecord> newPlayers) {
    List<PlayerRecord> sortedPlayers = new ArrayList<>(newPlayers);
    sortedPlayers.sort(Comparator.comparingInt(PlayerRecord::startRank));
    List<String> texts = new ArrayList<>();
    int next = 0;
    int lastPlayerLine = -1;
    for (TrfLine l : document.lines()) {
      if (l.tag().equals("001")) {
        if (next < sortedPlayers.size()) {
          texts.add(sortedPlayers.get(next++).toTrf());
        }
        lastPlayerLine = texts.size();
      } else {
        texts.add(l.text());
      }
    }
    int at = lastPlayerLine < 0 ? texts.size() : lastPlayerLine;
    while (next < sortedPlayers.size()) {
      texts.add(at++, sortedPlayers.get(next++).toTrf());
    }
    return new Tournament(
        name, totalRounds, initialColour, sortedPlayers, document.withLines(texts));
  }

  /**
   * The starting ranks named by TRF-2026 {@code 240} bye records for round {@code round} (type at
   * column 5, round in columns 7-9, player numbers from column 11 every 5 columns): players
   * announced absent, not to be paired in that round.
   */
  public java.util.Set<Integer> announcedByes(int round) {
    return new java.util.TreeSet<>(announcedByeTypes(round).keySet());
  }

  /**
   * The type ({@code F}, {@code H} or {@code Z}, column 5) of the {@code 240} bye record naming
   * each starting rank for round {@code round}, in rank order; a malformed record names its place.
   */
  public java.util.SortedMap<Integer, Character> announcedByeTypes(int round) {
    java.util.SortedMap<Integer, Character> out = new java.util.TreeMap<>();
    for (TrfLine l : document.linesTagged("240")) {
      String r = l.columns(7, 9).trim();
      if (r.isEmpty() || !TrfLine.asciiDigits(r)) {
        throw TrfException.at(l.number(), 7, 9, "expected a round number, found \"" + r + "\"");
      }
      if (Integer.parseInt(r) != round) {
        continue;
      }
      String type = l.columns(5, 5);
      if (!type.equals("F") && !type.equals("H") && !type.equals("Z")) {
        throw TrfException.at(
            l.number(), 5, 5, "expected a bye type F, H or Z, found \"" + type + "\"");
      }
      for (int col = 11; col <= l.text().length(); col += 5) {
        String p = l.columns(col, col + 3).trim();
        if (p.isEmpty() || !TrfLine.asciiDigits(p) || player(Integer.parseInt(p)) == null) {
          throw TrfException.at(
              l.number(), col, col + 3, "expected a player's starting rank, found \"" + p + "\"");
        }
        out.put(Integer.parseInt(p), type.charAt(0));
      }
    }
    return out;
  }

  /**
   * Groups of players who must not meet in round {@code round}: every TRF(x) {@code XXP} line
   * (player numbers separated by blanks, for the whole event) and every TRF-2026 {@code 260} line
   * whose round range (columns 5-7 to 9-11) contains the round (players from column 13, every 5
   * columns).
   */
  public List<int[]> forbiddenGroups(int round) {
    List<int[]> out = new ArrayList<>();
    for (TrfLine l : document.linesTagged("XXP")) {
      String[] f = l.columns(4, l.text().length()).trim().split("\\s+");
      int[] g = new int[f.length];
      for (int i = 0; i < f.length; i++) {
        if (!TrfLine.asciiDigits(f[i])
            || f[i].isEmpty()
            || player(Integer.parseInt(f[i])) == null) {
          throw TrfException.atLine(
              l.number(), "XXP: expected starting ranks, found \"" + f[i] + "\"");
        }
        g[i] = Integer.parseInt(f[i]);
      }
      out.add(g);
    }
    for (TrfLine l : document.linesTagged("260")) {
      int first = digits(l, 5, 7, "a first round");
      int last = digits(l, 9, 11, "a last round");
      if (round < first || round > last) {
        continue;
      }
      List<Integer> g = new ArrayList<>();
      for (int col = 13; col <= l.text().length(); col += 5) {
        int p = digits(l, col, col + 3, "a player's starting rank");
        if (player(p) == null) {
          throw TrfException.at(l.number(), col, col + 3, "no player " + p);
        }
        g.add(p);
      }
      out.add(g.stream().mapToInt(Integer::intValue).toArray());
    }
    return out;
  }

  /**
   * The whole number in columns {@code from}-{@code to} of a line; refused there, naming {@code
   * what} was expected, when it is blank or not ASCII digits.
   */
  public static int digits(TrfLine l, int from, int to, String what) {
    String s = l.columns(from, to).trim();
    if (s.isEmpty() || !TrfLine.asciiDigits(s)) {
      throw TrfException.at(l.number(), from, to, "expected " + what + ", found \"" + s + "\"");
    }
    return Integer.parseInt(s);
  }

  /**
   * The point system: {@link PointSystem#DEFAULT} changed by a TRF-2026 {@code 162} line (a code W
   * D L A P X, or Z for A, at column 6 with its value in columns 7-10, the next code 9 columns
   * further) or by {@code BBW BBD BBL BBZ BBF BBU} lines (value in columns 5-12). W also sets the
   * PAB unless P or BBU is given; A (or Z) sets zero-point byes and forfeit losses; X, an unknown
   * result, scores no result of a 001 line. Refuses, at its line, what would score the file
   * otherwise and is not read here: abnormal point assignments ({@code 299}) and the team sections
   * ({@code 013}, {@code 310}) of a team event, scored by match points.
   */
  public PointSystem pointSystem() {
    int[] v = {10, 5, 0, 0, 0, 10};
    boolean pabGiven = false;
    for (TrfLine l : document.lines()) {
      String tag = l.tag();
      if (tag.equals("299")) {
        throw TrfException.atLine(
            l.number(),
            "abnormal point assignments (299) are not supported: the scores would differ");
      }
      if (tag.equals("013") || tag.equals("310")) {
        throw TrfException.atLine(
            l.number(), "team events (" + tag + ") are not supported: individual events only");
      }
      if (tag.equals("162")) {
        for (int col = 6; col <= l.text().length(); col += 9) {
          char code = l.text().charAt(col - 1);
          int value = tenths(l, col + 1, col + 4);
          switch (code) {
            case 'W' -> {
              v[0] = value;
              if (!pabGiven) {
                v[5] = value;
              }
            }
            case 'D' -> v[1] = value;
            case 'L' -> v[2] = value;
              // TRF-2026 162: A is an absence (zero-point bye or forfeit loss); Z, its name in the
              // reference engine's files, is read the same
            case 'A', 'Z' -> {
              v[3] = value;
              v[4] = value;
            }
            case 'P' -> {
              v[5] = value;
              pabGiven = true;
            }
              // TRF-2026 162: X is an unknown result (an adjourned game); no result code of a 001
              // line is one, so its value scores nothing here
            case 'X' -> {}
            default ->
                throw TrfException.at(
                    l.number(),
                    col,
                    col,
                    "expected a point code W, D, L, A, P or X (TRF-2026; Z for A), found \""
                        + code
                        + "\"");
          }
        }
      } else if (tag.startsWith("BB")
          && tag.length() == 3
          && "WDLZFU".indexOf(tag.charAt(2)) >= 0) {
        int value = tenths(l, 5, 12);
        switch (tag.charAt(2)) {
          case 'W' -> {
            v[0] = value;
            if (!pabGiven) {
              v[5] = value;
            }
          }
          case 'D' -> v[1] = value;
          case 'L' -> v[2] = value;
          case 'Z' -> v[3] = value;
          case 'F' -> v[4] = value;
          default -> {
            v[5] = value;
            pabGiven = true;
          }
        }
      }
    }
    return new PointSystem(v[0], v[1], v[2], v[3], v[4], v[5]);
  }

  static int tenths(TrfLine l, int from, int to) {
    String s = l.columns(from, to).trim();
    int dot = s.indexOf('.');
    String whole = dot < 0 ? s : s.substring(0, dot);
    String frac = dot < 0 ? "" : s.substring(dot + 1);
    // Two digits before the point at most: larger values only make scores overflow the pairer.
    if (whole.isEmpty()
        || whole.length() > 2
        || !TrfLine.asciiDigits(whole)
        || frac.length() > 1
        || !TrfLine.asciiDigits(frac)) {
      throw TrfException.at(
          l.number(), from, to, "expected points like 1.0 (at most 99.9), found \"" + s + "\"");
    }
    return Integer.parseInt(whole) * 10 + (frac.isEmpty() ? 0 : frac.charAt(0) - '0');
  }

  /**
   * The rounds played: every round in the file, except a last round that holds only announced byes
   * ({@code H}, {@code Z} or blank; no game, forfeit or PAB): that round is the one to be paired
   * (reference README, "per-round files"), not played yet. Tie-breaks score the rounds played, and
   * an imported event takes the entries of the round to pair as bye requests.
   */
  public int playedRounds() {
    int rounds = roundsInFile();
    if (rounds == 0) {
      return 0;
    }
    for (PlayerRecord p : players) {
      RoundResult rr = p.round(rounds);
      if (rr != null && (rr.paired() || rr.code().points() >= 10)) {
        return rounds;
      }
    }
    return rounds - 1;
  }

  /**
   * A player line whose points column (81-84) disagrees with its results: the line, the starting
   * rank, the points it states and the points its results give under the file's point system (in
   * tenths).
   */
  public record PointsDisagreement(int line, int startRank, int stated, int results) {}

  /**
   * The player lines whose points column is none of what the results allow (reference README: the
   * sum of the results, with or without an announced bye of the round to pair, with or without the
   * fictitious points of an accelerated round), so that every command can warn alike. A file whose
   * point system cannot be read has none here: the command reading it refuses that line itself.
   */
  public List<PointsDisagreement> pointsDisagreements() {
    PointSystem points;
    Acceleration acceleration;
    try {
      points = pointSystem();
    } catch (TrfException e) {
      return List.of();
    }
    int played = playedRounds();
    try {
      acceleration = Acceleration.of(this, Math.max(totalRounds, roundsInFile()));
    } catch (RuntimeException e) { // a malformed acceleration: the pairer names it
      acceleration = Acceleration.NONE;
    }
    List<PointsDisagreement> out = new ArrayList<>();
    for (PlayerRecord p : players) {
      int upToPlayed = 0;
      int all = 0;
      for (int r = 1; r <= Math.max(played, p.rounds().size()); r++) {
        RoundResult rr = p.round(r);
        int v = rr == null ? points.zeroBye() : points.points(rr);
        all += v;
        upToPlayed += r <= played ? v : 0;
      }
      java.util.Set<Integer> allowed = new java.util.HashSet<>(List.of(all, upToPlayed));
      for (int r = 1; r <= played + 1; r++) {
        int fictitious = acceleration.tenths(p.startRank(), r);
        allowed.add(all + fictitious);
        allowed.add(upToPlayed + fictitious);
      }
      if (!allowed.contains(p.pointsTenths())) {
        out.add(new PointsDisagreement(p.lineNumber(), p.startRank(), p.pointsTenths(), all));
      }
    }
    return out;
  }

  /** The highest number of round entries on any player line. */
  public int roundsInFile() {
    int m = 0;
    for (PlayerRecord p : players) {
      m = Math.max(m, p.rounds().size());
    }
    return m;
  }
}
