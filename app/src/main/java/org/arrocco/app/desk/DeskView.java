package org.arrocco.app.desk;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.core.chess960.StartPosition.Language;
import org.arrocco.tournament.event.Board;
import org.arrocco.tournament.event.Bye;
import org.arrocco.tournament.event.ByeRequest;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.EventSettings;
import org.arrocco.tournament.event.EventStandings;
import org.arrocco.tournament.event.ForbiddenPair;
import org.arrocco.tournament.event.PairingCriteria;
import org.arrocco.tournament.event.Player;
import org.arrocco.tournament.event.Prize;
import org.arrocco.tournament.event.Round;
import org.arrocco.tournament.tiebreak.Standings;
import org.arrocco.tournament.tiebreak.Tiebreak;

/**
 * An event as the desk's pages read it, in JSON: settings, players, rounds (each with its Chess960
 * position read out from left to right), byes asked, forbidden pairs, what the last round's pairing
 * breaks while it is unpublished, and the standings with tie-breaks, crosstable cells and prizes
 * after the complete rounds. Points are in tenths, money in euro cents; the page words them.
 */
final class DeskView {
  private DeskView() {}

  /** The whole event (the arbiter's view). */
  static Map<String, Object> of(long id, Event event, int version) {
    Map<String, Object> m = withoutBreaches(id, event, version);
    m.put("breaches", breaches(event));
    m.put("standings", m.remove("standings")); // keeps the order of the keys
    return m;
  }

  /**
   * The arbiter's view but for what the last round breaks, whose Dutch re-pairing the public view
   * does not need (at 300 players it took seconds on each new version).
   */
  private static Map<String, Object> withoutBreaches(long id, Event event, int version) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", id);
    m.put("version", version);
    m.put("settings", settings(event.settings()));
    m.put("initialColour", event.initialColour());
    m.put("nextRound", event.nextRound());
    m.put("completeRounds", event.completeRounds());
    m.put("places", event.places());
    m.put("players", players(event));
    m.put("rounds", rounds(event));
    List<Map<String, Object>> asked = new ArrayList<>();
    for (ByeRequest b : event.byeRequests()) {
      asked.add(
          Map.of("player", b.player(), "round", b.round(), "half", b.kind().name().equals("HALF")));
    }
    m.put("byeRequests", asked);
    List<List<Integer>> forbidden = new ArrayList<>();
    for (ForbiddenPair f : event.forbiddenPairs()) {
      forbidden.add(List.of(f.first(), f.second()));
    }
    m.put("forbiddenPairs", forbidden);
    m.put("standings", standings(event));
    return m;
  }

  /**
   * The whole event with what the desk keeps beside it: the check-in cut-off ({@code HH:MM}, empty
   * for none), whether it has passed now ({@code checkInClosed}), and when each round was started
   * ({@code started}: round number to epoch milliseconds).
   */
  static Map<String, Object> of(long id, Event event, DeskState desk, int version) {
    Map<String, Object> m = of(id, event, version);
    m.put("started", started(desk));
    m.put("waiting", waiting(desk, event));
    java.time.LocalDateTime closes = desk.form().checkInClosesAt();
    @SuppressWarnings("unchecked")
    Map<String, Object> settings = (Map<String, Object>) m.get("settings");
    settings.put("checkInCutoff", closes == null ? "" : closes.toLocalTime().toString());
    settings.put("selfRegistration", desk.form().selfRegistrationOpen());
    m.put("checkInClosed", closes != null && java.time.LocalDateTime.now().isAfter(closes));
    settings.put("online", desk.form().playedOnline());
    settings.put(
        "waitMinutes", desk.form().playedOnline() ? desk.form().waitMillis() / 60_000.0 : null);
    m.put("games", desk.games());
    return m;
  }

  /** The public view: no one's ids or birth dates, only what the hall may see. */
  static Map<String, Object> published(long id, Event event, DeskState desk, int version) {
    Map<String, Object> all = withoutBreaches(id, event, version);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("started", started(desk));
    m.put("waiting", waiting(desk, event));
    // an online event's live game of each board of the started rounds (round to ids, board 1 first)
    m.put("online", desk.form().playedOnline());
    m.put("games", desk.games());
    java.time.LocalDateTime closes = desk.form().checkInClosesAt();
    // whether players may sign up here; the page closes the form itself at the cut-off
    m.put("signUp", desk.form().selfRegistrationOpen() && event.rounds().isEmpty());
    m.put("signUpClosesAt", closes == null ? "" : closes.toString());
    m.put("places", event.places());
    m.put("capacity", event.settings().capacity());
    for (String k :
        List.of("id", "version", "nextRound", "completeRounds", "rounds", "standings")) {
      m.put(k, all.get(k));
    }
    EventSettings s = event.settings();
    m.put(
        "settings",
        Map.of(
            "name", s.name(),
            "venue", s.venue(),
            "date", s.startDate() == null ? "" : s.startDate(),
            "rounds", s.rounds(),
            "variant", s.variant(),
            "timeControl", s.timeControl()));
    List<Map<String, Object>> players = new ArrayList<>();
    for (Player p : event.players()) {
      if (!p.deleted()) {
        Map<String, Object> q = new LinkedHashMap<>();
        q.put("id", p.id());
        q.put("name", p.name());
        q.put("title", p.title());
        q.put("rating", p.rating(s));
        q.put("unrated", p.unrated(s));
        q.put("club", p.club());
        q.put("entryRound", p.entryRound());
        q.put("withdrawnFrom", p.withdrawnFrom());
        q.put("points", event.score(p.id(), event.rounds().size()));
        players.add(q);
      }
    }
    m.put("players", players);
    return m;
  }

  /** The waiting list in order: name, title, the rating that would count, club. */
  private static List<Map<String, Object>> waiting(DeskState desk, Event event) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (org.arrocco.tournament.event.Identity w : desk.waiting()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("name", w.name());
      m.put("title", w.title() == null ? "" : w.title());
      int official =
          w.fideRating() > 0
              ? w.fideRating()
              : event.settings().nationalRatingAsFide() ? w.nationalRating() : 0;
      m.put("rating", official > 0 ? official : event.settings().unratedRating());
      m.put("club", w.club() == null ? "" : w.club());
      out.add(m);
    }
    return out;
  }

  private static Map<String, Long> started(DeskState desk) {
    Map<String, Long> out = new LinkedHashMap<>();
    desk.starts().entrySet().stream()
        .sorted(Map.Entry.comparingByKey())
        .forEach(e -> out.put(Integer.toString(e.getKey()), e.getValue()));
    return out;
  }

  private static Map<String, Object> settings(EventSettings s) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("name", s.name());
    m.put("venue", s.venue());
    m.put("date", s.startDate() == null ? "" : s.startDate());
    m.put("variant", s.variant());
    m.put("rounds", s.rounds());
    m.put("timeControl", s.timeControl());
    m.put("tiebreaks", s.tiebreaks().stream().map(Tiebreak::name).toList());
    m.put("rules", s.rules().name());
    m.put("capacity", s.capacity());
    m.put("unratedRating", s.unratedRating());
    m.put("prizes", s.prizes());
    m.put("categoryPrizes", s.categoryPrizes());
    m.put("entryFee", s.entryFee());
    m.put("chiefArbiter", s.chiefArbiter());
    m.put("roundDates", s.roundDates());
    return m;
  }

  private static List<Map<String, Object>> players(Event event) {
    EventSettings s = event.settings();
    Map<Integer, Integer> tpn = event.pairingNumbers();
    List<Map<String, Object>> out = new ArrayList<>();
    for (Player p : event.players()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("id", p.id());
      m.put("name", p.name());
      m.put("sex", p.sex());
      m.put("title", p.title());
      m.put("federation", p.federation());
      m.put("fideId", p.fideId());
      m.put("fideRating", p.fideRating());
      m.put("nationalId", p.nationalId());
      m.put("nationalRating", p.nationalRating());
      m.put("club", p.club());
      m.put("birthDate", p.birthDate());
      m.put("category", p.category());
      m.put("rating", p.rating(s));
      m.put("unrated", p.unrated(s));
      m.put("checkedIn", p.checkedIn());
      m.put("feePaid", p.feePaid());
      m.put("entryRound", p.entryRound());
      m.put("withdrawnFrom", p.withdrawnFrom());
      m.put("deleted", p.deleted());
      m.put("pairingNumber", tpn.getOrDefault(p.id(), 0));
      m.put("points", event.score(p.id(), event.rounds().size()));
      out.add(m);
    }
    return out;
  }

  private static List<Map<String, Object>> rounds(Event event) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (Round r : event.rounds()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("number", r.number());
      m.put("startPosition", r.startPosition());
      m.put("positionSource", r.positionSource());
      if (r.startPosition() >= 0) {
        StartPosition p = StartPosition.of(r.startPosition());
        m.put("readOutIt", p.readOut(Language.ITALIAN));
        m.put("readOutEn", p.readOut(Language.ENGLISH));
        m.put("lettersIt", p.letters(Language.ITALIAN));
        m.put("lettersEn", p.letters(Language.ENGLISH));
      }
      m.put("date", event.settings().roundDate(r.number()));
      List<Map<String, Object>> boards = new ArrayList<>();
      for (Board b : r.boards()) {
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("number", b.number());
        x.put("white", b.white());
        x.put("black", b.black());
        x.put("whitePoints", event.score(b.white(), r.number() - 1));
        x.put("blackPoints", event.score(b.black(), r.number() - 1));
        x.put("result", b.result() == null ? null : b.result().text());
        boards.add(x);
      }
      m.put("boards", boards);
      List<Map<String, Object>> byes = new ArrayList<>();
      for (Bye y : r.byes()) {
        byes.add(
            Map.of(
                "player",
                y.player(),
                "kind",
                y.kind().name(),
                "points",
                y.kind().points(event.settings().points())));
      }
      m.put("byes", byes);
      out.add(m);
    }
    return out;
  }

  /** What the last round breaks while none of its results is in (the desk shows it to fix it). */
  private static List<Map<String, Object>> breaches(Event event) {
    List<Map<String, Object>> out = new ArrayList<>();
    if (event.rounds().isEmpty()) {
      return out;
    }
    Round last = event.round(event.rounds().size());
    if (last.boards().stream().anyMatch(b -> b.result() != null)) {
      return out;
    }
    for (PairingCriteria.Breach b : PairingCriteria.ofLastRound(event)) {
      out.add(
          Map.of(
              "kind", b.kind().name(),
              "criterion", b.criterion(),
              "players", b.players(),
              "value", b.value()));
    }
    return out;
  }

  /** Standings after the complete rounds: lines best first, then the prizes. */
  private static Map<String, Object> standings(Event event) {
    Map<String, Object> m = new LinkedHashMap<>();
    EventStandings s = EventStandings.of(event);
    m.put("rounds", s.rounds());
    m.put("tiebreaks", s.standings().order().stream().map(Tiebreak::name).toList());
    m.put("aroLeftOut", s.table().aroRefusal().isPresent());
    List<Map<String, Object>> lines = new ArrayList<>();
    for (Standings.Line l : s.standings().lines()) {
      Map<String, Object> x = new LinkedHashMap<>();
      x.put("place", l.place());
      x.put("shared", l.shared());
      x.put("player", l.values().id());
      x.put("score", l.values().score());
      List<Object> values = new ArrayList<>();
      for (Tiebreak t : s.standings().order()) {
        var v = l.values().value(t);
        values.add(v.isPresent() ? v.getAsInt() : null);
      }
      x.put("values", values);
      lines.add(x);
    }
    m.put("lines", lines);
    List<Map<String, Object>> prizes = new ArrayList<>();
    for (Prize p : s.prizes()) {
      prizes.add(
          Map.of(
              "category", p.category(),
              "place", p.place(),
              "player", p.id(),
              "cents", p.cents(),
              "shared", p.shared()));
    }
    m.put("prizes", prizes);
    return m;
  }
}
