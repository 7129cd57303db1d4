package org.arrocco.tournament.event;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * What a round's pairing breaks, as the pairings checker would find it: the absolute criteria of
 * the Dutch system over the rounds before it (a rematch of a game played or a forbidden pair, C1; a
 * PAB to a player who already had one or scored a win's points without playing, C2; a colour
 * difference beyond 2 or the same colour three times in a row, which the absolute colour
 * preferences forbid, C3, and for topscorers in the last round the quality criteria C10 and C11),
 * and the players whose board is not the one the FIDE Dutch pairing gives them ({@code check}
 * reports the round). Used to tell the arbiter what a manual change costs before publishing it.
 */
public final class PairingCriteria {
  private PairingCriteria() {}

  /** What is broken, and by whom (registration numbers). */
  public enum Kind {
    /** C1: the two players already played each other. */
    REMATCH,
    /** C1: the arbiter forbade the pair (XXP). */
    FORBIDDEN_PAIR,
    /** C2: the PAB to a player who already had one, or a forfeit win, or a full-point bye. */
    PAB_AGAIN,
    /** C3 (C10 for a topscorer in the last round): colour difference beyond +2 or -2. */
    COLOUR_DIFFERENCE,
    /** C3 (C11 for a topscorer in the last round): the same colour three times in a row. */
    COLOUR_THREE_TIMES,
    /** The FIDE Dutch pairing gives these players another board: check reports the round. */
    NOT_THE_DUTCH_PAIRING
  }

  /**
   * One broken criterion: its kind, the C.04.3 criterion it is ({@code C1}, ...; empty for {@link
   * Kind#NOT_THE_DUTCH_PAIRING}), the players, and a value (the colour difference; else 0).
   */
  public record Breach(Kind kind, String criterion, List<Integer> players, int value) {
    public Breach {
      players = List.copyOf(players);
    }
  }

  /** What the last round of {@code event}, as it stands, breaks (empty: nothing). */
  public static List<Breach> ofLastRound(Event event) {
    Round round = event.round(event.rounds().size());
    List<Breach> out = new ArrayList<>(absolute(event, round));
    List<Integer> moved = notDutch(event, round);
    if (!moved.isEmpty()) {
      out.add(new Breach(Kind.NOT_THE_DUTCH_PAIRING, "", moved, 0));
    }
    return out;
  }

  /** The absolute criteria (and C10, C11 for topscorers) a round breaks over the ones before. */
  static List<Breach> absolute(Event event, Round round) {
    int r = round.number();
    PointSystem points = event.settings().points();
    Map<Integer, List<Character>> colours = new HashMap<>();
    Set<List<Integer>> met = new HashSet<>();
    Set<Integer> noPab = new HashSet<>();
    for (int k = 1; k < r; k++) {
      Round before = event.round(k);
      for (Board b : before.boards()) {
        GameResult g = b.result();
        if (g != null && g.played()) {
          met.add(List.of(Math.min(b.white(), b.black()), Math.max(b.white(), b.black())));
          colours.computeIfAbsent(b.white(), x -> new ArrayList<>()).add('w');
          colours.computeIfAbsent(b.black(), x -> new ArrayList<>()).add('b');
        } else if (g == GameResult.WHITE_WINS_BY_FORFEIT) {
          noPab.add(b.white()); // C.04.1 Art. 4: a win's points without playing
        } else if (g == GameResult.BLACK_WINS_BY_FORFEIT) {
          noPab.add(b.black());
        }
      }
      for (Bye y : before.byes()) {
        if (y.kind() == ByeKind.PAIRING || y.kind() == ByeKind.FULL) {
          noPab.add(y.player());
        }
      }
    }
    boolean lastRound = r == event.settings().rounds();
    List<Breach> out = new ArrayList<>();
    for (Board b : round.boards()) {
      List<Integer> pair = List.of(Math.min(b.white(), b.black()), Math.max(b.white(), b.black()));
      if (met.contains(pair)) {
        out.add(new Breach(Kind.REMATCH, "C1", pair, 0));
      }
      if (event.forbiddenPairs().contains(ForbiddenPair.of(pair.get(0), pair.get(1)))) {
        out.add(new Breach(Kind.FORBIDDEN_PAIR, "C1", pair, 0));
      }
      for (int id : new int[] {b.white(), b.black()}) {
        List<Character> seq = new ArrayList<>(colours.getOrDefault(id, List.of()));
        char now = id == b.white() ? 'w' : 'b';
        seq.add(now);
        int difference = 0;
        for (char c : seq) {
          difference += c == 'w' ? 1 : -1;
        }
        // 1.8: a topscorer has more than half the maximum score when the last round is paired
        boolean topscorer = lastRound && 2 * event.score(id, r - 1) > (r - 1) * points.win();
        if (Math.abs(difference) > 2) {
          out.add(
              new Breach(
                  Kind.COLOUR_DIFFERENCE, topscorer ? "C10" : "C3", List.of(id), difference));
        }
        int n = seq.size();
        if (n >= 3 && seq.get(n - 2) == now && seq.get(n - 3) == now) {
          out.add(new Breach(Kind.COLOUR_THREE_TIMES, topscorer ? "C11" : "C3", List.of(id), 0));
        }
      }
    }
    for (Bye y : round.byes()) {
      if (y.kind() == ByeKind.PAIRING && noPab.contains(y.player())) {
        out.add(new Breach(Kind.PAB_AGAIN, "C2", List.of(y.player()), 0));
      }
    }
    return out;
  }

  /**
   * The players of the last round whose board (opponent and colour) or PAB is not the one the FIDE
   * Dutch system gives them, re-pairing the round on a copy of the event as {@code check} does;
   * empty when the pairer finds no legal pairing to compare with.
   */
  static List<Integer> notDutch(Event event, Round round) {
    Map<Integer, String> theirs = DUTCH.seats(beforeLastRound(event), round);
    if (theirs == null) {
      return List.of();
    }
    Map<Integer, String> seat = seats(round);
    List<Integer> moved = new ArrayList<>();
    for (Map.Entry<Integer, String> e : seat.entrySet()) {
      if (!e.getValue().equals(theirs.get(e.getKey()))) {
        moved.add(e.getKey());
      }
    }
    moved.sort(null);
    return moved;
  }

  private static final DutchSeats DUTCH = new DutchSeats();

  /**
   * Remembers the last round of {@code event}, just paired by {@link RoundDraw#pairNext} with the
   * Dutch pairer, as the Dutch pairing of the event before it: what it breaks is then found without
   * pairing the round a second time.
   */
  public static void rememberDutch(Event event) {
    Round round = event.round(event.rounds().size());
    DUTCH.remember(beforeLastRound(event), round, seats(round));
  }

  /** A copy of {@code event} as it stood before its last round was paired. */
  private static Event beforeLastRound(Event event) {
    Event copy = EventFile.parse(EventFile.text(event), "event");
    copy.takeBackLastRound();
    return copy;
  }

  /**
   * The seats of the Dutch pairing of the round after an event, remembered for the last few events
   * asked: the desk asks again on each view of an unpublished round, and at 300 players one pairing
   * takes about a second. The pairing is a function of the event's text, the start position and its
   * source (the pairer draws nothing once the initial colour is fixed), so the text is the key.
   */
  private static final class DutchSeats {
    private static final int KEPT = 8;
    private final Map<String, Map<Integer, String>> kept =
        new java.util.LinkedHashMap<>(16, 0.75f, true) {
          @Override
          protected boolean removeEldestEntry(Map.Entry<String, Map<Integer, String>> eldest) {
            return size() > KEPT;
          }
        };

    private static String key(Event before, Round round) {
      return EventFile.text(before) + "\n" + round.startPosition() + " " + round.positionSource();
    }

    void remember(Event before, Round round, Map<Integer, String> seats) {
      String key = key(before, round);
      synchronized (kept) {
        kept.put(key, Map.copyOf(seats));
      }
    }

    /** The seats, or null when the pairer finds no legal pairing. */
    Map<Integer, String> seats(Event before, Round round) {
      String key = key(before, round);
      synchronized (kept) {
        if (kept.containsKey(key)) {
          return kept.get(key);
        }
      }
      Map<Integer, String> seats;
      try {
        // the initial colour is fixed once round 1 was paired: the generator draws nothing
        seats =
            Map.copyOf(
                PairingCriteria.seats(
                    RoundDraw.pairNext(
                        before,
                        round.startPosition(),
                        round.positionSource(),
                        new DutchRoundPairer(),
                        new Random(0))));
      } catch (DutchRoundPairer.NoPairingException e) {
        seats = null;
      }
      synchronized (kept) {
        kept.put(key, seats);
      }
      return seats;
    }
  }

  /** Each player's seat: {@code w5} (White against 5), {@code b5}, or {@code PAB}. */
  private static Map<Integer, String> seats(Round round) {
    Map<Integer, String> seat = new HashMap<>();
    for (Board b : round.boards()) {
      seat.put(b.white(), "w" + b.black());
      seat.put(b.black(), "b" + b.white());
    }
    for (Bye y : round.byes()) {
      if (y.kind() == ByeKind.PAIRING) {
        seat.put(y.player(), "PAB");
      }
    }
    return seat;
  }
}
