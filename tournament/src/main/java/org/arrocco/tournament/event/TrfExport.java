package org.arrocco.tournament.event;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.arrocco.tournament.trf.Colour;
import org.arrocco.tournament.trf.PlayerRecord;
import org.arrocco.tournament.trf.ResultCode;
import org.arrocco.tournament.trf.RoundResult;
import org.arrocco.tournament.trf.Tournament;

/**
 * Writes an event as a TRF-16 tournament with the extensions pairing programs read ({@code XXR}/
 * {@code 142}, {@code XXC}/{@code 152}, forbidden pairs as {@code XXP}, the Baku acceleration as
 * {@code 192} and {@code 250}, see the reference README), or as TRF-2026 alone ({@link
 * Version#TRF2026}: no TRF(x) lines, forbidden pairs as {@code 260}), the entrants numbered by the
 * initial ranking. Each round's Chess960 position is kept in a {@code ###} comment ({@code ###
 * arrocco round R chess960 N SOURCE}) so our own import gets it back.
 */
public final class TrfExport {
  /** The comment prefix that carries a round's start position. */
  static final String POSITION_COMMENT = "### arrocco round ";

  /**
   * The comment prefix that carries the rating unrated players count as (rules/tournament.md "The
   * model case": 1399), which no TRF record holds; {@code import} and {@code tiebreaks} read it.
   */
  static final String UNRATED_COMMENT = "### arrocco unrated-rating ";

  private TrfExport() {}

  /**
   * The event with its complete rounds (every result in), as exported for other programs. Before
   * round 1 is paired nobody has entered yet, so the roster is the checked-in players, or every
   * registered player while check-in has not begun (rules/tournament.md, step 5: the event can be
   * moved to other pairing software).
   */
  public static Tournament of(Event event) {
    return of(event, Version.TRF16);
  }

  /**
   * Which TRF an export writes. Both carry the same {@code 001} records and the TRF-2026 records
   * ({@code 142}, {@code 152}, {@code 162}, {@code 192}/{@code 250}, {@code 240}); they differ in
   * what else the header holds.
   */
  public enum Version {
    /**
     * TRF-16 as JaVaFo, bbpPairings and Vega read it: the TRF(x) lines {@code XXR} and {@code XXC}
     * beside {@code 142} and {@code 152}, forbidden pairs as {@code XXP}.
     */
    TRF16,
    /**
     * TRF-2026 alone: no TRF(x) line; forbidden pairs as {@code 260} records spanning every round.
     */
    TRF2026
  }

  /** As {@link #of(Event)}, in the given TRF version. */
  public static Tournament of(Event event, Version version) {
    List<Player> players = roster(event);
    return build(
        event,
        players,
        event.completeRounds(),
        Map.of(),
        event.initialColour(),
        true,
        false,
        version == Version.TRF2026);
  }

  /** The players an export writes (see {@link #of}). */
  private static List<Player> roster(Event event) {
    if (!event.rounds().isEmpty()) {
      return event.entrants();
    }
    List<Player> present = event.players().stream().filter(event::entersRoundOne).toList();
    return present.isEmpty()
        ? event.players().stream().filter(Player::takesAPlace).toList()
        : present;
  }

  /**
   * The TRF pairing number of each player an export writes now (registration number to pairing
   * number), the numbers {@code check}, {@code pair} and {@code tiebreaks} speak of.
   */
  public static Map<Integer, Integer> pairingNumbers(Event event) {
    List<Player> ranked = event.ranking(roster(event));
    Map<Integer, Integer> tpn = new HashMap<>();
    for (int i = 0; i < ranked.size(); i++) {
      tpn.put(ranked.get(i).id(), i + 1);
    }
    return tpn;
  }

  /**
   * The event's rating report for FIDE: TRF-16 as the rating server reads it, with the chief
   * arbiter ({@code 102}) and the deputies ({@code 112}), the date of each round ({@code 132}), the
   * number of rated players ({@code 072}), each player's birth date, and in the {@code 001} rating
   * column the FIDE rating only (0 for a player with a national rating alone, which goes to the
   * federation's report instead); no pairing-program extensions and no comments. The complete
   * rounds, numbered as the event pairs them.
   */
  public static Tournament forFide(Event event) {
    return build(event, event.entrants(), event.completeRounds(), Map.of(), "", false, true, false);
  }

  private static Tournament build(
      Event event,
      List<Player> entrants,
      int roundsWritten,
      Map<Integer, ByeKind> nextRoundByes,
      String colour,
      boolean roundsToCome,
      boolean fide,
      boolean trf2026) {
    List<Player> ranked = event.ranking(entrants);
    Map<Integer, Integer> tpn = new HashMap<>();
    for (int i = 0; i < ranked.size(); i++) {
      tpn.put(ranked.get(i).id(), i + 1);
    }
    List<String> lines =
        fide
            ? fideHeader(event, ranked, roundsWritten)
            : header(event, ranked.size(), roundsWritten, colour, trf2026);
    if (!fide) {
      lines.addAll(forbiddenPairs(event, tpn, trf2026));
    }
    if (event.settings().baku() && !fide) {
      // Before round 1 group A comes from the players in the file, as round 1 will fix it.
      int last = event.lastOfGroupA();
      lines.addAll(
          BakuAcceleration.lines(
              event.settings().rounds(),
              ranked,
              last != 0 ? last : BakuAcceleration.lastOfGroupA(ranked)));
    }
    if (roundsToCome) {
      lines.add(EventComments.settings(event.settings()));
      for (Player p : ranked) {
        String comment = EventComments.player(p, tpn.get(p.id()));
        if (comment != null) {
          lines.add(comment);
        }
      }
      lines.addAll(roundsToCome(event, ranked, tpn, roundsWritten));
    }
    List<PlayerRecord> records = records(event, ranked, tpn, roundsWritten, nextRoundByes, fide);
    for (PlayerRecord r : ranks(records)) {
      lines.add(r.toTrf());
    }
    return Tournament.parse(String.join("\n", lines) + "\n");
  }

  /** The header lines: name, venue, dates, counts, rounds, initial colour, positions. */
  private static List<String> header(
      Event event, int players, int roundsWritten, String colour, boolean trf2026) {
    EventSettings s = event.settings();
    List<String> lines = nameVenueDates(s);
    lines.add("062 " + players);
    lines.addAll(conduct(s, s.rounds())); // the calendar, rounds to come too
    if (!trf2026) {
      lines.add("XXR " + s.rounds());
      if (!colour.isEmpty()) {
        lines.add("XXC " + (colour.equals("W") ? "white1" : "black1"));
      }
    }
    lines.add("142 " + s.rounds());
    if (!colour.isEmpty()) {
      lines.add("152 " + colour);
    }
    if (s.points().pairingBye() != s.points().win()) {
      lines.add(String.format("162  P%4s", tenths(s.points().pairingBye())));
    }
    if (s.unratedRating() > 0) {
      lines.add(UNRATED_COMMENT + s.unratedRating());
    }
    for (int r = 1; r <= roundsWritten; r++) {
      Round round = event.round(r);
      if (round.startPosition() >= 0) {
        lines.add(
            POSITION_COMMENT
                + r
                + " chess960 "
                + round.startPosition()
                + " "
                + round.positionSource());
      }
    }
    return lines;
  }

  /**
   * Who is not to be paired in each round after the last one written, as TRF-2026 {@code 240}
   * records (type, round, pairing numbers; the reference README): the byes of a round paired whose
   * results are not all in, the byes asked for rounds not paired yet, and the withdrawn players
   * ({@code Z}, rules/tournament.md "Byes"), whose withdrawal {@link EventComments} keeps as well.
   */
  private static List<String> roundsToCome(
      Event event, List<Player> ranked, Map<Integer, Integer> tpn, int roundsWritten) {
    List<String> lines = new ArrayList<>();
    for (Player p : ranked) {
      if (p.withdrawnFrom() > 0) {
        lines.add(EventComments.withdrawn(tpn.get(p.id()), p.withdrawnFrom()));
      }
    }
    for (int r = roundsWritten + 1; r <= event.settings().rounds(); r++) {
      Map<Character, List<Integer>> byType = new java.util.TreeMap<>();
      if (r <= event.rounds().size()) {
        for (Bye b : event.round(r).byes()) {
          if (b.kind() != ByeKind.PAIRING && tpn.containsKey(b.player())) {
            add(byType, code(b.kind()), tpn.get(b.player()));
          }
        }
      } else {
        for (Player p : ranked) {
          int n = tpn.get(p.id());
          if (p.withdrawnFrom() > 0 && p.withdrawnFrom() <= r) {
            add(byType, ResultCode.ZERO_BYE, n);
          } else {
            event.byeRequest(p.id(), r).ifPresent(q -> add(byType, code(q.kind()), n));
          }
        }
      }
      for (Map.Entry<Character, List<Integer>> e : byType.entrySet()) {
        StringBuilder line = new StringBuilder(String.format("240 %c %3d", e.getKey(), r));
        e.getValue().stream().sorted().forEach(n -> line.append(String.format(" %4d", n)));
        lines.add(line.toString());
      }
    }
    return lines;
  }

  private static void add(Map<Character, List<Integer>> byType, ResultCode code, int tpn) {
    byType.computeIfAbsent(code.code(), k -> new ArrayList<>()).add(tpn);
  }

  /**
   * One line per forbidden pair whose players are both in the file, by pairing number: a TRF(x)
   * {@code XXP} line (the reference README's forbidden pairs; JaVaFo and bbpPairings read them
   * too), or in TRF-2026 a {@code 260} record for rounds 1 to the last (columns 5-7 and 9-11, the
   * players from column 13, every 5 columns).
   */
  private static List<String> forbiddenPairs(
      Event event, Map<Integer, Integer> tpn, boolean trf2026) {
    List<String> lines = new ArrayList<>();
    for (ForbiddenPair f : event.forbiddenPairs()) {
      Integer a = tpn.get(f.first());
      Integer b = tpn.get(f.second());
      if (a != null && b != null) {
        int low = Math.min(a, b);
        int high = Math.max(a, b);
        lines.add(
            trf2026
                ? String.format(
                    java.util.Locale.ROOT,
                    "260 %3d %3d %4d %4d",
                    1,
                    event.settings().rounds(),
                    low,
                    high)
                : "XXP " + low + " " + high);
      }
    }
    return lines;
  }

  /** One {@code 001} record per player, in pairing-number order, rank column still empty. */
  private static List<PlayerRecord> records(
      Event event,
      List<Player> ranked,
      Map<Integer, Integer> tpn,
      int roundsWritten,
      Map<Integer, ByeKind> nextRoundByes,
      boolean fide) {
    EventSettings s = event.settings();
    List<PlayerRecord> records = new ArrayList<>();
    for (Player p : ranked) {
      List<RoundResult> results = new ArrayList<>();
      int points = 0;
      for (int r = 1; r <= roundsWritten; r++) {
        Round round = event.round(r);
        results.add(entry(round, p.id(), tpn, s.points()));
        points += event.points(round, p.id());
      }
      ByeKind next = nextRoundByes.get(p.id());
      if (next != null) {
        results.add(new RoundResult(0, Colour.NONE, code(next)));
      }
      records.add(
          new PlayerRecord(
              tpn.get(p.id()),
              p.sex(),
              p.title(),
              p.name(),
              fide ? p.fideRating() : p.officialRating(s),
              p.federation(),
              p.fideId(),
              trfDate(p.birthDate()),
              points,
              0,
              results,
              0));
    }
    return records;
  }

  /**
   * The header of the FIDE report: name, venue, dates, players and rated players, the pairing
   * system, arbiters, time control and round dates (TRF-16 012-132).
   */
  private static List<String> fideHeader(Event event, List<Player> ranked, int roundsWritten) {
    EventSettings s = event.settings();
    List<String> lines = nameVenueDates(s);
    lines.add("062 " + ranked.size());
    lines.add("072 " + ranked.stream().filter(p -> p.fideRating() > 0).count());
    lines.addAll(conduct(s, roundsWritten));
    return lines;
  }

  /** TRF-16 {@code 012}-{@code 052}: the event's name, venue, start and end dates. */
  private static List<String> nameVenueDates(EventSettings s) {
    List<String> lines = new ArrayList<>();
    lines.add("012 " + s.name());
    if (!s.venue().isEmpty()) {
      lines.add("022 " + s.venue());
    }
    if (s.startDate() != null && !s.startDate().isEmpty()) {
      lines.add("042 " + s.startDate().replace('-', '/'));
    }
    if (s.endDate() != null && !s.endDate().isEmpty()) {
      lines.add("052 " + s.endDate().replace('-', '/'));
    }
    return lines;
  }

  /**
   * TRF-16 {@code 092}-{@code 132}: the pairing system, the arbiters, the time control and the
   * dates of rounds 1 to {@code datedRounds}.
   */
  private static List<String> conduct(EventSettings s, int datedRounds) {
    List<String> lines = new ArrayList<>();
    lines.add("092 Individual: Swiss-System (FIDE Dutch)");
    lines.addAll(officials(s));
    if (!s.timeControl().isEmpty()) {
      lines.add("122 " + s.timeControl());
    }
    String dates = roundDates(s, datedRounds);
    if (dates != null) {
      lines.add(dates);
    }
    return lines;
  }

  /** The chief arbiter ({@code 102}) and one {@code 112} line per deputy. */
  private static List<String> officials(EventSettings s) {
    List<String> lines = new ArrayList<>();
    if (!s.chiefArbiter().isEmpty()) {
      lines.add("102 " + s.chiefArbiter());
    }
    for (String deputy : s.deputyArbiters()) {
      lines.add("112 " + deputy);
    }
    return lines;
  }

  /**
   * TRF-16 {@code 132}: the date {@code YY/MM/DD} of rounds 1 to {@code rounds} in each round's
   * column of the {@code 001} lines (from column 92); null when none of them has a date.
   */
  private static String roundDates(EventSettings s, int roundsWritten) {
    StringBuilder dates = new StringBuilder("132");
    boolean any = false;
    for (int r = 1; r <= roundsWritten; r++) {
      String d = s.roundDate(r);
      any |= !d.isEmpty();
      while (dates.length() < 91 + 10 * (r - 1)) {
        dates.append(' ');
      }
      dates.append(d.isEmpty() ? "        " : d.substring(2).replace('-', '/'));
    }
    return any ? dates.toString().stripTrailing() : null;
  }

  /** A birth date as TRF-16 writes it: {@code yyyy/mm/dd}, a year alone as {@code yyyy/00/00}. */
  static String trfDate(String birthDate) {
    if (birthDate.isEmpty()) {
      return "";
    }
    return birthDate.length() == 4 ? birthDate + "/00/00" : birthDate.replace('-', '/');
  }

  /** The records with the rank column filled in: score (desc), then pairing number. */
  private static List<PlayerRecord> ranks(List<PlayerRecord> records) {
    List<PlayerRecord> byScore = new ArrayList<>(records);
    byScore.sort(
        (a, b) ->
            a.pointsTenths() != b.pointsTenths()
                ? Integer.compare(b.pointsTenths(), a.pointsTenths())
                : Integer.compare(a.startRank(), b.startRank()));
    Map<Integer, Integer> rank = new HashMap<>();
    for (int i = 0; i < byScore.size(); i++) {
      rank.put(byScore.get(i).startRank(), i + 1);
    }
    List<PlayerRecord> out = new ArrayList<>();
    for (PlayerRecord p : records) {
      out.add(
          new PlayerRecord(
              p.startRank(),
              p.sex(),
              p.title(),
              p.name(),
              p.rating(),
              p.federation(),
              p.fideId(),
              p.birthDate(),
              p.pointsTenths(),
              rank.get(p.startRank()),
              p.rounds(),
              0));
    }
    return out;
  }

  /** Tenths of a point as the TRF writes them: {@code 5} is {@code 0.5}. */
  static String tenths(int t) {
    return (t / 10) + "." + (t % 10);
  }

  private static RoundResult entry(Round round, int id, Map<Integer, Integer> tpn, PointSystem ps) {
    for (Board b : round.boards()) {
      if (b.has(id)) {
        boolean white = b.white() == id;
        int opponent = tpn.get(white ? b.black() : b.white());
        return new RoundResult(
            opponent, white ? Colour.WHITE : Colour.BLACK, code(b.result(), white));
      }
    }
    for (Bye b : round.byes()) {
      if (b.player() == id) {
        return new RoundResult(0, Colour.NONE, code(b.kind()));
      }
    }
    return new RoundResult(0, Colour.NONE, ResultCode.ZERO_BYE);
  }

  private static ResultCode code(ByeKind kind) {
    return switch (kind) {
      case PAIRING -> ResultCode.PAIRING_BYE;
      case FULL -> ResultCode.FULL_BYE;
      case HALF -> ResultCode.HALF_BYE;
      case ZERO -> ResultCode.ZERO_BYE;
    };
  }

  private static ResultCode code(GameResult result, boolean white) {
    if (result == null) {
      throw new IllegalStateException("a round without all its results cannot be written");
    }
    return switch (result) {
      case WHITE_WINS -> white ? ResultCode.WIN : ResultCode.LOSS;
      case BLACK_WINS -> white ? ResultCode.LOSS : ResultCode.WIN;
      case DRAW -> ResultCode.DRAW;
      case WHITE_WINS_SHORT -> white ? ResultCode.SHORT_WIN : ResultCode.SHORT_LOSS;
      case BLACK_WINS_SHORT -> white ? ResultCode.SHORT_LOSS : ResultCode.SHORT_WIN;
      case DRAW_SHORT -> ResultCode.SHORT_DRAW;
      case BOTH_LOSE -> ResultCode.LOSS; // a game played: each side's record says lost
      case WHITE_WINS_BY_FORFEIT -> white ? ResultCode.FORFEIT_WIN : ResultCode.FORFEIT_LOSS;
      case BLACK_WINS_BY_FORFEIT -> white ? ResultCode.FORFEIT_LOSS : ResultCode.FORFEIT_WIN;
      case DOUBLE_FORFEIT -> ResultCode.FORFEIT_LOSS;
    };
  }
}
