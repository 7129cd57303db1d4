package org.arrocco.tournament.event;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.arrocco.tournament.tiebreak.RulesChoice;
import org.arrocco.tournament.tiebreak.Tiebreak;
import org.arrocco.tournament.trf.Acceleration;
import org.arrocco.tournament.trf.Colour;
import org.arrocco.tournament.trf.PlayerRecord;
import org.arrocco.tournament.trf.ResultCode;
import org.arrocco.tournament.trf.RoundResult;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfException;
import org.arrocco.tournament.trf.TrfLine;

/**
 * Reads a TRF tournament into an event: every {@code 001} player (registration number = pairing
 * number, kept as the pairing number from then on; entered from round 1), every round in the file
 * as boards (ordered by the scores before the round, then the higher-ranked player) and byes, the
 * Chess960 positions our export keeps in {@code ###} comments, the forbidden pairs, the Baku
 * acceleration, and the name, venue, dates, time control and rounds of the header.
 */
public final class TrfImport {
  private TrfImport() {}

  /** What the header lines say: venue, dates, time control, and our round-position comments. */
  private record Header(
      String venue,
      String start,
      String end,
      String timeControl,
      Map<Integer, Integer> positions,
      Map<Integer, String> sources) {
    static Header of(Tournament t) {
      Header h = new Header("", "", "", "", new HashMap<>(), new HashMap<>());
      for (TrfLine line : t.document().lines()) {
        String text = line.text();
        String value = text.length() > 4 ? text.substring(4).trim() : "";
        h =
            switch (line.tag()) {
              case "022" ->
                  new Header(value, h.start, h.end, h.timeControl, h.positions, h.sources);
              case "042" ->
                  new Header(
                      h.venue, date(line, value), h.end, h.timeControl, h.positions, h.sources);
              case "052" ->
                  new Header(
                      h.venue, h.start, date(line, value), h.timeControl, h.positions, h.sources);
              case "122" -> new Header(h.venue, h.start, h.end, value, h.positions, h.sources);
              default -> h;
            };
        if (text.startsWith(TrfExport.POSITION_COMMENT)) {
          h.position(line);
        }
      }
      return h;
    }

    /** Reads {@code ### arrocco round R chess960 N SOURCE}; a malformed one names its line. */
    private void position(TrfLine line) {
      String[] f = line.text().substring(TrfExport.POSITION_COMMENT.length()).trim().split("\\s+");
      if (f.length < 3
          || !f[0].matches("\\d{1,3}")
          || !f[1].equals("chess960")
          || !f[2].matches("\\d{1,3}")
          || Integer.parseInt(f[2]) > 959) {
        throw TrfException.atLine(
            line.number(), "expected '### arrocco round R chess960 N [SOURCE]' with N 0-959");
      }
      int round = Integer.parseInt(f[0]);
      positions.put(round, Integer.parseInt(f[2]));
      sources.put(round, f.length > 3 ? f[3] : "arbiter");
    }
  }

  /**
   * The rating unrated players count as, from our {@code ### arrocco unrated-rating N} comment (N
   * 1-3500), or empty when the file has none; a malformed one names its line.
   */
  public static OptionalInt unratedRating(Tournament t) {
    OptionalInt found = OptionalInt.empty();
    for (TrfLine line : t.document().lines()) {
      if (line.text().startsWith(TrfExport.UNRATED_COMMENT)) {
        String n = line.text().substring(TrfExport.UNRATED_COMMENT.length()).trim();
        if (!n.matches("\\d{1,4}") || Integer.parseInt(n) < 1 || Integer.parseInt(n) > 3500) {
          throw TrfException.atLine(
              line.number(), "expected '### arrocco unrated-rating N' with N 1-3500");
        }
        found = OptionalInt.of(Integer.parseInt(n));
      }
    }
    return found;
  }

  /** The event in a TRF tournament, unrated players counting as the file's comment says. */
  public static Event of(Tournament t) {
    return of(t, unratedRating(t).orElse(0));
  }

  /** The event in a TRF tournament, with the given rating for unrated players (0: none). */
  public static Event of(Tournament t, int unratedRating) {
    refuseWhatAnEventCannotKeep(t);
    Header h = Header.of(t);
    Map<Integer, Integer> positions = h.positions();
    Map<Integer, String> sources = h.sources();
    List<Round> rounds = new ArrayList<>();
    for (int r = 1; r <= t.roundsInFile(); r++) {
      rounds.add(round(t, r, positions.getOrDefault(r, -1), sources.getOrDefault(r, "")));
    }
    // A last round with only announced byes (H/Z, reference README "per-round files") is not
    // played yet: those entries are bye requests for it.
    List<ByeRequest> requests = new ArrayList<>();
    if (t.playedRounds() < rounds.size()) {
      requests = byeRequests(t, rounds.remove(rounds.size() - 1).number());
    }
    String colour =
        t.initialColour() == Colour.WHITE ? "W" : t.initialColour() == Colour.BLACK ? "B" : "";
    EventSettings settings =
        EventComments.settings(
            t,
            settings(t, h, !positions.isEmpty(), unratedRating)
                .withOfficials(line(t, "102"), lines(t, "112"), ""));
    settings = settings.withRoundDates(roundDates(t, settings.rounds()));
    // pairing numbers 1-N without gaps; national data from our comments
    List<Player> players = EventComments.players(t, players(t), settings);
    Map<Integer, Integer> withdrawn = EventComments.withdrawals(t, settings.rounds());
    withdrawn.forEach((id, from) -> players.set(id - 1, players.get(id - 1).withdraw(from)));
    // the byes announced for the rounds to come (240 H/Z) are asked byes; a withdrawal has its own
    for (int r = rounds.size() + 1; r <= settings.rounds(); r++) {
      for (Map.Entry<Integer, Character> e : t.announcedByeTypes(r).entrySet()) {
        int id = e.getKey();
        int round = r;
        boolean known = requests.stream().anyMatch(q -> q.player() == id && q.round() == round);
        if (!known && !(withdrawn.containsKey(id) && withdrawn.get(id) <= r)) {
          requests.add(new ByeRequest(id, r, e.getValue() == 'H' ? ByeKind.HALF : ByeKind.ZERO));
        }
      }
    }
    int groupA = settings.baku() ? lastOfGroupA(t, settings.rounds(), rounds.isEmpty()) : 0;
    Event event =
        new Event(
            settings,
            colour,
            players,
            rounds,
            requests,
            forbiddenPairs(t, settings.rounds()),
            rounds.isEmpty() ? 0 : groupA);
    event.rankingByRegistration(true); // keep the TRF's pairing numbers
    return event;
  }

  /**
   * Pairing data an event has no place for, which an import would silently lose: refused at its
   * line. Full-point byes announced for a round not in the file ({@code 240 F}; half- and
   * zero-point ones become bye requests); a {@code 192} system other than the Dutch one, which the
   * event pairs, is refused as well.
   */
  private static void refuseWhatAnEventCannotKeep(Tournament t) {
    Acceleration.bakuRequested(t); // refuses a 192 system that is not the Dutch one
    for (TrfLine l : t.document().lines()) {
      String what =
          switch (l.tag()) {
            case "240" ->
                byeRoundBeyond(l, eventRounds(t))
                    ? "byes of a round after its last one"
                    : byeRoundBeyond(l, t.roundsInFile()) && l.columns(5, 5).equals("F")
                        ? "full-point byes of rounds to come (only half- and zero-point byes are"
                            + " asked)"
                        : null;
            default -> null;
          };
      if (what != null) {
        throw TrfException.atLine(
            l.number(),
            "an event does not keep "
                + what
                + ": the import would drop them (pair the TRF file itself instead)");
      }
    }
  }

  /**
   * The forbidden pairs: every two players of a TRF(x) {@code XXP} group, and of a TRF-2026 {@code
   * 260} group whose rounds (columns 5-7 to 9-11) span the whole event. An event forbids a pair for
   * all its rounds, so a {@code 260} line for some rounds only is refused at its line.
   */
  private static List<ForbiddenPair> forbiddenPairs(Tournament t, int rounds) {
    for (TrfLine l : t.document().linesTagged("260")) {
      int first = Tournament.digits(l, 5, 7, "a first round");
      int last = Tournament.digits(l, 9, 11, "a last round");
      if (first > 1 || last < rounds) {
        throw TrfException.atLine(
            l.number(),
            "an event forbids a pair for all its rounds (1-"
                + rounds
                + "), not for rounds "
                + first
                + "-"
                + last
                + " only (pair the TRF file itself instead)");
      }
    }
    Set<ForbiddenPair> pairs = new LinkedHashSet<>();
    for (int[] group : t.forbiddenGroups(1)) { // every group spans round 1, as checked above
      for (int i = 0; i < group.length; i++) {
        for (int j = i + 1; j < group.length; j++) {
          if (group[i] != group[j]) {
            pairs.add(ForbiddenPair.of(group[i], group[j]));
          }
        }
      }
    }
    return new ArrayList<>(pairs);
  }

  /**
   * True when the file accelerates its pairings: {@code XXA}, {@code 250} or a Baku {@code 192}.
   */
  private static boolean accelerated(Tournament t) {
    return Acceleration.bakuRequested(t)
        || !t.document().linesTagged("XXA").isEmpty()
        || !t.document().linesTagged("250").isEmpty();
  }

  /**
   * The last player of group A when the file's fictitious points are the Baku method's (C.04.5.1):
   * players 1 to L with one point in the first rounds, ½ in the rest of the accelerated rounds, and
   * nobody else. Any other acceleration is refused at its first line; before round 1 group A must
   * be the one the event will fix, 2 * ceil(N / 4).
   */
  private static int lastOfGroupA(Tournament t, int rounds, boolean beforeRoundOne) {
    if (t.totalRounds() == 0) {
      throw TrfException.atLine(
          firstAccelerationLine(t), "an accelerated event needs its number of rounds (XXR or 142)");
    }
    Acceleration a = Acceleration.of(t, rounds);
    List<PlayerRecord> players = t.players();
    int last = 0;
    for (PlayerRecord p : players) {
      boolean inA = a.tenths(p.startRank(), 1) != 0;
      if (inA && last != p.startRank() - 1) {
        throw notBaku(t, "group A must be players 1-L, but player " + p.startRank() + " is in it");
      }
      if (inA) {
        last = p.startRank();
      }
      for (int r = 1; r <= rounds; r++) {
        int expected = inA ? Acceleration.bakuTenths(r, rounds) : 0;
        if (a.tenths(p.startRank(), r) != expected) {
          throw notBaku(
              t,
              "player "
                  + p.startRank()
                  + " has "
                  + TrfExport.tenths(a.tenths(p.startRank(), r))
                  + " in round "
                  + r
                  + ", not "
                  + TrfExport.tenths(expected));
        }
      }
    }
    if (last == 0) {
      throw notBaku(t, "no player has fictitious points");
    }
    int rule = Acceleration.bakuGroupA(players.size());
    if (beforeRoundOne && last != rule) {
      throw notBaku(
          t, "before round 1 group A is players 1-" + rule + " (2 * ceil(N / 4)), not 1-" + last);
    }
    return last;
  }

  /** A refusal at the file's first acceleration line: an event keeps only the Baku method. */
  private static TrfException notBaku(Tournament t, String why) {
    return TrfException.atLine(
        firstAccelerationLine(t), "an event keeps only the Baku acceleration (C.04.5.1): " + why);
  }

  /** The number of the file's first {@code XXA}, {@code 250} or {@code 192} line. */
  private static int firstAccelerationLine(Tournament t) {
    for (TrfLine l : t.document().lines()) {
      if (List.of("XXA", "250", "192").contains(l.tag())) {
        return l.number();
      }
    }
    return 0;
  }

  /** The rounds of the imported event: the file's XXR/142, at least those in it, at least 1. */
  private static int eventRounds(Tournament t) {
    return Math.max(t.totalRounds(), Math.max(t.roundsInFile(), 1));
  }

  /** A 240 record's round (columns 7-9) is after the last round in the file. */
  private static boolean byeRoundBeyond(TrfLine l, int rounds) {
    return Tournament.digits(l, 7, 9, "a round number") > rounds;
  }

  /** The settings: the club's defaults, with what the TRF header says. */
  private static EventSettings settings(
      Tournament t, Header h, boolean chess960, int unratedRating) {
    int total = eventRounds(t);
    // The event's own limits (EventSettings), refused at the TRF line that breaks them.
    if (total > 99) {
      int xxr = lastLine(t, "XXR");
      throw TrfException.atLine(
          xxr != 0 ? xxr : lastLine(t, "142"), "an event has 1-99 rounds, not " + total);
    }
    if (!h.start().isEmpty() && !h.end().isEmpty() && h.end().compareTo(h.start()) < 0) {
      throw TrfException.atLine(
          lastLine(t, "052"), "end date " + h.end() + " is before the start date " + h.start());
    }
    String[][] texts = {{"012", t.name()}, {"022", h.venue()}, {"122", h.timeControl()}};
    for (String[] text : texts) {
      if (Player.hasControl(text[1])) {
        throw TrfException.atLine(
            lastLine(t, text[0]), "control character in '" + Player.printable(text[1]) + "'");
      }
    }
    return new EventSettings(
        t.name().isBlank() ? "TRF import" : t.name(),
        h.venue(),
        h.start(),
        h.end(),
        chess960 ? "chess960" : "chess",
        total,
        h.timeControl(),
        points(t),
        List.of(Tiebreak.BH_C1, Tiebreak.BH, Tiebreak.ARO),
        // the rules in force when the event ended (TIEBREAKS.md 1), unless our comment says
        RulesChoice.byEndDate(
                org.arrocco.tournament.trf.EventDate.endOf(t)
                    .map(org.arrocco.tournament.trf.EventDate::date),
                "")
            .rules(),
        Math.max(2, t.players().size()),
        unratedRating,
        false,
        List.of(),
        0,
        accelerated(t) ? EventSettings.BAKU : "");
  }

  /**
   * The event's point system from the file's {@code 162} / {@code BB*} lines (a PAB of ½ is one
   * line, rules/tournament.md "Byes"). An event scores absences and forfeit losses as a lost game,
   * so a file that scores them otherwise is refused at its point-system line.
   */
  private static PointSystem points(Tournament t) {
    org.arrocco.tournament.trf.PointSystem f = t.pointSystem();
    int line = 0;
    for (String tag : List.of("162", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU")) {
      line = Math.max(line, lastLine(t, tag));
    }
    if (f.zeroBye() != f.loss() || f.forfeitLoss() != f.loss()) {
      throw TrfException.atLine(
          line,
          "an event scores zero-point byes and forfeit losses as a loss ("
              + TrfExport.tenths(f.loss())
              + "), not "
              + TrfExport.tenths(f.zeroBye())
              + " and "
              + TrfExport.tenths(f.forfeitLoss()));
    }
    try {
      return new PointSystem(f.win(), f.draw(), f.loss(), f.pab());
    } catch (IllegalArgumentException e) {
      throw TrfException.atLine(line, e.getMessage());
    }
  }

  /** The number of the last line with this tag (the one that counts), 0 when there is none. */
  private static int lastLine(Tournament t, String tag) {
    int n = 0;
    for (TrfLine l : t.document().lines()) {
      if (l.tag().equals(tag)) {
        n = l.number();
      }
    }
    return n;
  }

  /** The players, registration number = TRF pairing number, all entered from round 1. */
  private static List<Player> players(Tournament t) {
    t.requireRanksWithoutGaps(
        "an event imports pairing numbers 1-" + t.players().size() + " without gaps");
    List<Player> players = new ArrayList<>();
    for (int i = 0; i < t.players().size(); i++) {
      PlayerRecord p = t.players().get(i);
      try {
        players.add(
            new Player(
                p.startRank(),
                p.name(),
                p.sex(),
                p.title(),
                p.federation(),
                p.fideId(),
                p.rating(),
                "",
                0,
                "",
                birthDate(p),
                "",
                true,
                1,
                0,
                0,
                null,
                false));
      } catch (IllegalArgumentException e) {
        throw TrfException.atLine(p.lineNumber(), e.getMessage());
      }
    }
    return players;
  }

  /**
   * A player's birth date as the event keeps it: TRF-16 {@code yyyy/mm/dd} as {@code yyyy-mm-dd},
   * {@code yyyy/00/00} or {@code yyyy} as the year; anything else is refused at the player's line
   * (by {@link Player}).
   */
  private static String birthDate(PlayerRecord p) {
    String d = p.birthDate().trim();
    if (d.matches("\\d{4}/00/00")) {
      return d.substring(0, 4);
    }
    return d.matches("\\d{4}/\\d{2}/\\d{2}") ? d.replace('/', '-') : d;
  }

  /** The text of the last line with this tag ({@code 102}), or empty. */
  private static String line(Tournament t, String tag) {
    List<String> all = lines(t, tag);
    return all.isEmpty() ? "" : all.get(all.size() - 1);
  }

  /** The texts of the lines with this tag ({@code 112}: one deputy arbiter each). */
  private static List<String> lines(Tournament t, String tag) {
    List<String> out = new ArrayList<>();
    for (TrfLine l : t.document().linesTagged(tag)) {
      String text = l.columns(5, l.text().length()).trim();
      if (Player.hasControl(text)) {
        throw TrfException.atLine(
            l.number(), "control character in '" + Player.printable(text) + "'");
      }
      if (!text.isEmpty()) {
        out.add(text);
      }
    }
    return out;
  }

  /**
   * The round dates of a TRF-16 {@code 132} line as the event keeps them ({@code yyyy-mm-dd}):
   * round r's date {@code YY/MM/DD} in columns 92 + 10(r - 1) to 99 + 10(r - 1), a blank column for
   * a round without; a line written otherwise (other programs) is read as its dates in round order
   * ({@code YY/MM/DD} or {@code YYYY/MM/DD}). A date that does not read, or more dates than rounds,
   * is refused at the line.
   */
  private static List<String> roundDates(Tournament t, int rounds) {
    List<String> dates = new ArrayList<>();
    for (TrfLine l : t.document().linesTagged("132")) {
      String text = l.text();
      dates = new ArrayList<>();
      boolean columns = text.length() >= 99 && text.substring(3, 91).isBlank();
      List<String> words = new ArrayList<>();
      if (columns) {
        for (int from = 91; from < text.length(); from += 10) {
          words.add(text.substring(from, Math.min(text.length(), from + 8)).trim());
        }
      } else {
        for (String w : text.substring(3).trim().split("\\s+")) {
          if (!w.isEmpty()) {
            words.add(w);
          }
        }
      }
      for (String w : words) {
        if (w.isEmpty()) {
          dates.add("");
          continue;
        }
        String[] p = w.split("[/.-]");
        String iso = null;
        if (p.length == 3 && w.matches("(\\d{2}|\\d{4})[/.-]\\d{2}[/.-]\\d{2}")) {
          iso = (p[0].length() == 2 ? "20" + p[0] : p[0]) + "-" + p[1] + "-" + p[2];
          try {
            java.time.LocalDate.parse(iso);
          } catch (java.time.format.DateTimeParseException e) {
            iso = null;
          }
        }
        if (iso == null) {
          throw TrfException.atLine(
              l.number(), "a round date is YY/MM/DD (round 1 from column 92), not '" + w + "'");
        }
        dates.add(iso);
      }
      while (!dates.isEmpty() && dates.get(dates.size() - 1).isEmpty()) {
        dates.remove(dates.size() - 1);
      }
      if (dates.size() > rounds) {
        throw TrfException.atLine(
            l.number(), dates.size() + " round dates for an event of " + rounds + " rounds");
      }
    }
    return dates;
  }

  /** The half- and zero-point byes announced for a round not paired yet. */
  private static List<ByeRequest> byeRequests(Tournament t, int round) {
    List<ByeRequest> requests = new ArrayList<>();
    for (PlayerRecord p : t.players()) {
      RoundResult rr = p.round(round);
      if (rr != null && (rr.code() == ResultCode.HALF_BYE || rr.code() == ResultCode.ZERO_BYE)) {
        requests.add(
            new ByeRequest(
                p.startRank(),
                round,
                rr.code() == ResultCode.HALF_BYE ? ByeKind.HALF : ByeKind.ZERO));
      }
    }
    return requests;
  }

  /** A date written yyyy/mm/dd (or with - or .) as yyyy-mm-dd; other forms are not read. */
  private static String date(TrfLine line, String trf) {
    String d = trf.replace('/', '-').replace('.', '-');
    if (!d.matches("\\d{4}-\\d{2}-\\d{2}")) {
      return "";
    }
    try {
      java.time.LocalDate.parse(d);
    } catch (java.time.format.DateTimeParseException e) {
      throw TrfException.at(
          line.number(),
          5,
          line.text().length(),
          "expected a date yyyy/mm/dd, found \"" + trf + "\"");
    }
    return d;
  }

  private static Round round(Tournament t, int r, int position, String source) {
    List<int[]> games = new ArrayList<>();
    List<GameResult> results = new ArrayList<>();
    List<Bye> byes = new ArrayList<>();
    for (PlayerRecord p : t.players()) {
      RoundResult rr = p.round(r);
      if (rr == null) {
        byes.add(new Bye(p.startRank(), ByeKind.ZERO));
      } else if (rr.opponent() == 0) {
        byes.add(new Bye(p.startRank(), bye(rr)));
      } else if (rr.colour() == Colour.WHITE
          || (rr.colour() == Colour.NONE && p.startRank() < rr.opponent())) {
        RoundResult back = t.player(rr.opponent()).round(r);
        games.add(new int[] {p.startRank(), rr.opponent()});
        results.add(result(rr.code(), back.code()));
      }
    }
    Integer[] order = new Integer[games.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    // Reference README board order: higher score of the pair, lower score, higher-ranked player.
    org.arrocco.tournament.trf.PointSystem points = t.pointSystem();
    int[] higher = new int[order.length];
    int[] lower = new int[order.length];
    for (int i = 0; i < order.length; i++) {
      int a = before(t.player(games.get(i)[0]), points, r);
      int b = before(t.player(games.get(i)[1]), points, r);
      higher[i] = Math.max(a, b);
      lower[i] = Math.min(a, b);
    }
    java.util.Arrays.sort(
        order,
        Comparator.comparingInt((Integer i) -> -higher[i])
            .thenComparingInt(i -> -lower[i])
            .thenComparingInt(i -> Math.min(games.get(i)[0], games.get(i)[1])));
    List<Board> boards = new ArrayList<>();
    for (int i : order) {
      boards.add(new Board(boards.size() + 1, games.get(i)[0], games.get(i)[1], results.get(i)));
    }
    return new Round(r, position, source, boards, byes);
  }

  /** The player's points before {@code round}, scored by the file's point system. */
  private static int before(
      PlayerRecord p, org.arrocco.tournament.trf.PointSystem points, int round) {
    int sum = 0;
    for (int r = 1; r < round; r++) {
      RoundResult rr = p.round(r);
      sum += rr == null ? points.zeroBye() : points.points(rr);
    }
    return sum;
  }

  private static ByeKind bye(RoundResult rr) {
    if (rr.pairingAllocatedBye()) {
      return ByeKind.PAIRING;
    }
    int points = rr.code().points();
    return points >= 10 ? ByeKind.FULL : points > 0 ? ByeKind.HALF : ByeKind.ZERO;
  }

  private static GameResult result(ResultCode white, ResultCode black) {
    return switch (white) {
      case WIN -> GameResult.WHITE_WINS;
      case LOSS -> black == ResultCode.LOSS ? GameResult.BOTH_LOSE : GameResult.BLACK_WINS;
      case DRAW -> GameResult.DRAW;
      case SHORT_WIN -> GameResult.WHITE_WINS_SHORT;
      case SHORT_LOSS -> GameResult.BLACK_WINS_SHORT;
      case SHORT_DRAW -> GameResult.DRAW_SHORT;
      case FORFEIT_WIN -> GameResult.WHITE_WINS_BY_FORFEIT;
      case FORFEIT_LOSS ->
          black == ResultCode.FORFEIT_LOSS
              ? GameResult.DOUBLE_FORFEIT
              : GameResult.BLACK_WINS_BY_FORFEIT;
      default -> throw new IllegalArgumentException("bye code " + white.code() + " on a board");
    };
  }
}
