package org.arrocco.tournament.event;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.arrocco.tournament.tiebreak.EventResults;
import org.arrocco.tournament.tiebreak.Participant;
import org.arrocco.tournament.tiebreak.PrizeList;
import org.arrocco.tournament.tiebreak.RoundEntry;
import org.arrocco.tournament.tiebreak.RoundKind;
import org.arrocco.tournament.tiebreak.Standings;
import org.arrocco.tournament.tiebreak.Tiebreak;
import org.arrocco.tournament.tiebreak.TiebreakTable;

/**
 * The standings of an event after its complete rounds: the entrants as tie-break participants (id =
 * registration number, rating = the official rating, unrated = 0 with the event's rating for the
 * unrated as ARO substitute), the tie-break table under the event's rules, the ranking by the
 * event's tie-break order, and the prize list.
 */
public final class EventStandings {
  private final int rounds;
  private final TiebreakTable table;
  private final Standings standings;
  private final List<Prize> prizes;

  private EventStandings(Event event) {
    EventSettings s = event.settings();
    this.rounds = event.completeRounds();
    EventResults results = results(event, rounds);
    OptionalInt substitute =
        s.unratedRating() > 0 ? OptionalInt.of(s.unratedRating()) : OptionalInt.empty();
    this.table = TiebreakTable.compute(results, s.rules(), substitute);
    List<Tiebreak> order = new ArrayList<>(s.tiebreaks());
    if (table.aroRefusal().isPresent()) {
      // C.07 Art. 10: with unrated players and no rating set for them, ARO leaves the list.
      order.removeIf(Tiebreak::ratingBased);
    }
    this.standings = Standings.of(table, order);
    this.prizes = prizes(event, standings);
  }

  /**
   * The prizes: the main list first (shared places pool their prizes, {@link PrizeList}), then each
   * category in the order given, place k of a category to its k-th player in the standings among
   * those who have no prize yet. Prizes are not cumulative (one per player): a choice of this
   * program, as most Italian regulations (bandi) say; the main list comes first.
   */
  private static List<Prize> prizes(Event event, Standings standings) {
    EventSettings s = event.settings();
    List<Prize> out = new ArrayList<>();
    java.util.Set<Integer> won = new java.util.HashSet<>();
    for (PrizeList.Award a : PrizeList.of(standings, s.prizes())) {
      out.add(new Prize("", a.place(), a.id(), a.cents(), a.shared()));
      won.add(a.id());
    }
    String date = s.endDate() != null && !s.endDate().isEmpty() ? s.endDate() : s.startDate();
    int year = date == null || date.isEmpty() ? 0 : Integer.parseInt(date.substring(0, 4));
    int i = 0;
    List<CategoryPrize> categories = s.categoryPrizes();
    while (i < categories.size()) {
      String category = categories.get(i).category();
      List<Integer> eligible = new ArrayList<>();
      for (Standings.Line line : standings.lines()) {
        int id = line.values().id();
        if (!won.contains(id) && categories.get(i).includes(event.player(id), s, year)) {
          eligible.add(id);
        }
      }
      int k = 0;
      for (; i < categories.size() && categories.get(i).category().equals(category); i++) {
        if (k < eligible.size() && categories.get(i).cents() > 0) {
          int id = eligible.get(k++);
          out.add(
              new Prize(category, categories.get(i).place(), id, categories.get(i).cents(), false));
          won.add(id);
        }
      }
    }
    return out;
  }

  /** The standings after the event's complete rounds. */
  public static EventStandings of(Event event) {
    return new EventStandings(event);
  }

  /** The tie-break participants of the first {@code rounds} rounds. */
  public static EventResults results(Event event, int rounds) {
    EventSettings s = event.settings();
    List<Participant> participants = new ArrayList<>();
    for (Player p : event.entrants()) {
      List<RoundEntry> entries = new ArrayList<>();
      for (int r = 1; r <= rounds; r++) {
        entries.add(entry(event, event.round(r), p.id()));
      }
      participants.add(new Participant(p.id(), p.officialRating(s), entries));
    }
    return new EventResults(s.points().draw(), participants);
  }

  private static RoundEntry entry(Event event, Round round, int id) {
    PointSystem ps = event.settings().points();
    for (Board b : round.boards()) {
      if (b.has(id)) {
        boolean white = b.white() == id;
        GameResult g = b.result();
        int points = white ? g.whitePoints(ps) : g.blackPoints(ps);
        boolean forfeitWin =
            g == (white ? GameResult.WHITE_WINS_BY_FORFEIT : GameResult.BLACK_WINS_BY_FORFEIT);
        // TIEBREAKS.md 2: a forfeit is an unplayed round against a scheduled opponent.
        RoundKind kind =
            g.played()
                ? RoundKind.PLAYED
                : forfeitWin ? RoundKind.FORFEIT_WIN : RoundKind.FORFEIT_LOSS;
        return new RoundEntry(white ? b.black() : b.white(), white ? 'w' : 'b', kind, points);
      }
    }
    for (Bye b : round.byes()) {
      if (b.player() == id) {
        // TIEBREAKS.md 2: PAB, full-, half- and zero-point byes (C.07 16.1).
        RoundKind kind =
            switch (b.kind()) {
              case PAIRING -> RoundKind.PAIRING_BYE;
              case FULL -> RoundKind.FULL_POINT_BYE;
              case HALF -> RoundKind.HALF_POINT_BYE;
              case ZERO -> RoundKind.ZERO_POINT_BYE;
            };
        return RoundEntry.bye(kind, b.kind().points(ps));
      }
    }
    return RoundEntry.bye(RoundKind.ZERO_POINT_BYE, 0); // absent from the round: TIEBREAKS.md 2
  }

  /** The number of complete rounds the standings are after. */
  public int rounds() {
    return rounds;
  }

  public TiebreakTable table() {
    return table;
  }

  public Standings standings() {
    return standings;
  }

  public List<Prize> prizes() {
    return prizes;
  }
}
