package org.arrocco.app.desk;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.Identity;

/**
 * What the desk keeps beside the tournament model, made by the same log: the announcement as it
 * stands (its creation or latest settings, with the desk's own settings such as the check-in
 * cut-off) and when each paired round was started in the hall (epoch milliseconds, for the round
 * timer) with, for an online event, the live game of each board, and the waiting list of a full
 * event, first come first, and the arbiter's pauses of an online board's clock. A round taken back
 * loses its start and its pauses.
 */
final class DeskState {
  private EventForm form;
  private final Map<Integer, Long> started = new TreeMap<>();
  private final List<Identity> waiting = new ArrayList<>();
  private final Map<Integer, List<String>> games = new TreeMap<>();
  private final Map<Integer, Map<Integer, BoardClock>> clocks = new TreeMap<>();
  private int paired;

  /**
   * An online board's clock as the arbiter's pauses left it: paused since (epoch milliseconds, null
   * while it runs), the pause's reason, and how long the pauses already over lasted (the announced
   * wait for an absent player is longer by as much).
   */
  record BoardClock(Long pausedSince, String reason, long pausedMillis) {
    static final BoardClock RUNNING = new BoardClock(null, null, 0);
  }

  /** The clock of board {@code board} of round {@code round} as the arbiter's pauses left it. */
  BoardClock clock(int round, int board) {
    return clocks.getOrDefault(round, Map.of()).getOrDefault(board, BoardClock.RUNNING);
  }

  DeskState(EventForm form) {
    this.form = form;
  }

  EventForm form() {
    return form;
  }

  /** When round {@code round} was started (epoch milliseconds), or null when it was not. */
  Long started(int round) {
    return started.get(round);
  }

  /**
   * The live games of an online event's started rounds: round number to the game of each board
   * (board 1 first); a round taken back loses them.
   */
  Map<Integer, List<String>> games() {
    return Map.copyOf(games);
  }

  /** Whether the last round paired has been started. */
  boolean lastRoundStarted() {
    return paired > 0 && started.containsKey(paired);
  }

  /** The rounds started and when, round 1 first. */
  Map<Integer, Long> starts() {
    return Map.copyOf(started);
  }

  /** A name as compared for one person once: case and spacing aside. */
  static String key(String name) {
    return name == null
        ? ""
        : name.trim().replaceAll("\\s+", " ").toLowerCase(java.util.Locale.ROOT);
  }

  /** The waiting list, first come first. */
  List<Identity> waiting() {
    return List.copyOf(waiting);
  }

  /**
   * The act the desk does by itself after an act on {@code event}: the first on the waiting list
   * moves up while round 1 is not paired and a place is free; null when there is none to do.
   */
  DeskAction.MoveUp moveUp(Event event) {
    if (waiting.isEmpty()
        || !event.rounds().isEmpty()
        || event.places() >= event.settings().capacity()) {
      return null;
    }
    return new DeskAction.MoveUp(waiting.get(0), null);
  }

  /** Follows an act done on {@code event} (live or replayed) as recorded. */
  void after(DeskAction recorded, Event event) {
    if (recorded instanceof DeskAction.Settings s) {
      form = s.form();
    }
    if (recorded instanceof DeskAction.SignUp s && Boolean.TRUE.equals(s.waiting())) {
      waiting.add(s.player());
    }
    if (recorded instanceof DeskAction.MoveUp && !waiting.isEmpty()) {
      waiting.remove(0);
    }
    if (recorded instanceof DeskAction.Leave l) {
      waiting.removeIf(w -> key(w.name()).equals(key(l.name())));
    }
    if (recorded instanceof DeskAction.Start s) {
      started.put(s.round(), s.at());
      if (s.games() != null) {
        games.put(s.round(), List.copyOf(s.games()));
      }
    }
    if (recorded instanceof DeskAction.Pause p) {
      BoardClock before = clock(p.round(), p.board());
      clocks
          .computeIfAbsent(p.round(), r -> new TreeMap<>())
          .put(p.board(), new BoardClock(p.at(), p.reason(), before.pausedMillis()));
    }
    if (recorded instanceof DeskAction.Resume r) {
      BoardClock before = clock(r.round(), r.board());
      long lasted = before.pausedSince() == null ? 0 : Math.max(0, r.at() - before.pausedSince());
      clocks
          .computeIfAbsent(r.round(), x -> new TreeMap<>())
          .put(r.board(), new BoardClock(null, null, before.pausedMillis() + lasted));
    }
    paired = event.rounds().size();
    started.keySet().removeIf(r -> r > paired);
    games.keySet().removeIf(r -> r > paired);
    clocks.keySet().removeIf(r -> !games.containsKey(r));
  }
}
