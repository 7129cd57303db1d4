package org.arrocco.app.desk;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.arrocco.app.server.game.GameHall;
import org.arrocco.app.server.game.GameRow;
import org.arrocco.app.server.game.GameWatcher;
import org.arrocco.app.server.game.LiveGame;
import org.arrocco.app.server.game.SeatPresence;
import org.arrocco.core.clock.TimeControl;
import org.arrocco.core.game.Side;
import org.arrocco.core.variant.PlayedMove;
import org.arrocco.tournament.event.Board;
import org.arrocco.tournament.event.GameResult;
import org.arrocco.tournament.event.Player;
import org.arrocco.tournament.event.Refusal;
import org.arrocco.tournament.event.Round;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An online event's rounds played on the play server. When a round of an online event starts, its
 * {@code start} act carries the id of each board's live game; this makes those games (both seats
 * taken by the players' accounts, the event's clock running from the start, the round's Chess960
 * position or the orthodox one), records each game's result on the event when it ends, as an act of
 * the server's own account, forfeits a side that neither opened its game nor moved when the
 * announced wait runs out ({@code +-}, {@code -+}, both absent {@code --}), and stops a live game
 * whose board the arbiter decided, or whose pairing was taken back.
 *
 * <p>Everything it does follows from what is committed (the event's log, the games' rows, the
 * players' first sight of their games), so after a restart it does again whatever was left undone:
 * a game not yet made is made, a result not yet recorded is recorded, a wait that ran out while the
 * server was down is applied at once. Its work runs on one thread, one event at a time.
 */
final class OnlineRounds
    implements GameWatcher,
        SeatPresence,
        DeskEvents.Listener,
        org.arrocco.app.server.game.GameTitle {
  private static final Logger LOG = LoggerFactory.getLogger(OnlineRounds.class);

  private final DeskEvents events;
  private final GameHall hall;
  private final OnlineSeats seats;
  private final LongSupplier clock;
  private final long server;
  private final ScheduledExecutorService worker =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "arrocco-online");
            t.setDaemon(true);
            return t;
          });
  private final Map<String, Place> places = new ConcurrentHashMap<>();
  private final Set<String> seen = ConcurrentHashMap.newKeySet();
  // each game's forfeit check, when it is due (the worker's alone)
  private final Map<String, Deadline> deadlines = new HashMap<>();
  // games whose board has its result and which can no longer change: not looked at again
  private final Set<String> settled = ConcurrentHashMap.newKeySet();
  // games whose wait ran out with both players present: no forfeit to check any more
  private final Set<String> cleared = ConcurrentHashMap.newKeySet();
  private final Map<Long, String> names = new ConcurrentHashMap<>();
  // told when what the desk shows of an event's boards changed without a new version of the event
  private volatile java.util.function.LongConsumer presenceChanged = event -> {};

  /** Where a live game is played: event, round, board. */
  record Place(long event, int round, int board) {}

  private record Deadline(long at, ScheduledFuture<?> check) {}

  OnlineRounds(DeskEvents events, GameHall hall, OnlineSeats seats, LongSupplier clock) {
    this.events = events;
    this.hall = hall;
    this.seats = seats;
    this.clock = clock;
    this.server = seats.serverAccount();
  }

  /**
   * Tells {@code listener} (the desk's stream) of an event whose boards' presence changed: a side
   * seen for the first time, a live game made.
   */
  void onPresence(java.util.function.LongConsumer listener) {
    this.presenceChanged = listener;
  }

  /** Follows the events and the games, and does at once what was left undone before a restart. */
  void start() {
    hall.watch(this);
    hall.watchPresence(this);
    hall.titleWith(this);
    events.listen(this);
    worker.execute(
        () -> {
          for (long id : seats.onlineEvents()) {
            reconcile(id);
          }
        });
  }

  /**
   * Brings an event's live games in line with its log now, and waits for it (at most 10 seconds):
   * the arbiter's pause is answered once the game's clock stands still.
   */
  void settle(long id) {
    try {
      worker.submit(() -> reconcile(id)).get(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
      LOG.warn("online event {}: its live games are still being brought in line", id);
    }
  }

  @Override
  public void changed(long id, int version) {
    worker.execute(() -> reconcile(id));
  }

  @Override
  public void changed(LiveGame game, String requestId) {
    GameRow row = game.row();
    if (!GameHall.EVENT_MODE.equals(row.mode()) || row.active()) {
      return;
    }
    Place p = places.get(row.id());
    if (p != null) {
      worker.execute(() -> reconcile(p.event()));
    }
  }

  @Override
  public Map<String, Object> of(GameRow row) {
    Place p = places.get(row.id());
    if (p == null) {
      return null;
    }
    Map<String, Object> m = new java.util.LinkedHashMap<>();
    m.put("event", p.event());
    m.put("name", names.getOrDefault(p.event(), ""));
    m.put("round", p.round());
    m.put("board", p.board());
    return m;
  }

  @Override
  public void seen(LiveGame game, Side side) {
    String id = game.row().id();
    if (seen.add(id + ":" + side.name())) {
      seats.seen(id, side.name(), clock.getAsLong());
      Place p = places.get(id);
      if (p != null) {
        presenceChanged.accept(p.event());
      }
    }
  }

  /**
   * What the desk shows of an online event's last started round, read under the event's lock: the
   * round, each board's live game (board 1 first) and result (null while none), the announced wait.
   */
  record RoundWatch(
      int round,
      List<String> games,
      List<String> results,
      List<DeskState.BoardClock> clocks,
      long waitMillis) {}

  /** The last started round of an online event, or null when none has started. */
  static RoundWatch watch(org.arrocco.tournament.event.Event event, DeskState desk) {
    if (!desk.form().playedOnline() || desk.games().isEmpty()) {
      return null;
    }
    int round = java.util.Collections.max(desk.games().keySet());
    List<String> results = new ArrayList<>();
    List<DeskState.BoardClock> clocks = new ArrayList<>();
    for (Board b : event.round(round).boards()) {
      results.add(b.result() == null ? null : b.result().text());
      clocks.add(desk.clock(round, b.number()));
    }
    return new RoundWatch(
        round, desk.games().get(round), results, clocks, desk.form().waitMillis());
  }

  /**
   * Whether each player of the round's boards has been seen (opened the game or acted on it: the
   * first time, epoch milliseconds, or null for not yet) and when the announced wait runs out for a
   * game still going ({@code waitEndsAt}: later by the arbiter's pauses, null while one holds;
   * {@code paused}: since when and why), with the server's time now: what the arbiter's desk shows
   * before the wait runs out. A board's {@code status}: {@code pending} (its game not made yet),
   * {@code live}, {@code over}, {@code aborted} (a forfeit, or the arbiter's), {@code ended} (its
   * result in, its game no longer held).
   */
  Map<String, Object> presence(RoundWatch w) {
    Map<String, Map<String, Long>> seenAt = seats.seenAt(w.games());
    long now = clock.getAsLong();
    List<Map<String, Object>> boards = new ArrayList<>();
    for (int i = 0; i < w.games().size(); i++) {
      String game = w.games().get(i);
      Map<String, Long> sides = new HashMap<>(seenAt.getOrDefault(game, Map.of()));
      String status = w.results().get(i) != null ? "ended" : "pending";
      Long waitEndsAt = null;
      DeskState.BoardClock c = w.clocks().get(i);
      Optional<LiveGame> held = hall.held(game);
      if (held.isPresent()) {
        LiveGame g = held.get();
        synchronized (g) {
          GameRow row = g.row();
          status = row.status();
          for (PlayedMove m : g.game().moves()) {
            sides.merge(m.side().name(), m.at(), Math::min); // a move is a sighting too
          }
          if (row.active() && c.pausedSince() == null) {
            waitEndsAt = row.createdAt() + w.waitMillis() + c.pausedMillis();
          }
        }
      }
      Map<String, Object> b = new java.util.LinkedHashMap<>();
      b.put("board", i + 1);
      b.put("game", game);
      b.put("status", status);
      b.put("white", sides.get("WHITE"));
      b.put("black", sides.get("BLACK"));
      b.put("waitEndsAt", waitEndsAt);
      b.put(
          "paused",
          c.pausedSince() == null || w.results().get(i) != null
              ? null
              : Map.of("since", c.pausedSince(), "reason", c.reason()));
      boards.add(b);
    }
    Map<String, Object> m = new java.util.LinkedHashMap<>();
    m.put("round", w.round());
    m.put("now", now);
    m.put("waitMillis", w.waitMillis());
    m.put("boards", boards);
    return m;
  }

  /**
   * Refuses to pause the clock of a board whose game has ended on the play server though its result
   * is not on the event yet (it is being recorded); the act's own checks refuse everything else.
   */
  void requireGoing(long event, int round, int board) {
    String game =
        events
            .read(
                event,
                (e, desk, version) -> {
                  List<String> games = desk.games().get(round);
                  if (games == null || board < 1 || board > games.size()) {
                    return "";
                  }
                  return e.round(round).board(board).result() == null ? games.get(board - 1) : "";
                })
            .orElse("");
    if (game.isEmpty()) {
      return; // the act's own checks say what is wrong
    }
    Optional<LiveGame> ended = hall.held(game);
    if (ended.isEmpty()) {
      ended = hall.find(game); // no longer held, or being made just now
    }
    if (ended.isEmpty() || ended.get().row().active()) {
      return; // going, or not made yet: its clock is paused as soon as it is
    }
    String result = ended.get().row().result();
    String shown = result == null ? ended.get().row().status() : result;
    throw new DeskRefusal(
        "the game of board "
            + board
            + " of round "
            + round
            + " is over ("
            + shown
            + "): its result is being recorded",
        "la partita della scacchiera "
            + board
            + " del turno "
            + round
            + " è finita ("
            + shown
            + "): il risultato sta per essere registrato");
  }

  /** What the worker needs of an event, read under its lock. */
  private record Seated(
      int round,
      int number,
      int white,
      int black,
      GameResult result,
      String game,
      DeskState.BoardClock clock) {}

  private record Snapshot(
      boolean online,
      String name,
      String variant,
      TimeControl clock,
      long waitMillis,
      Map<Integer, Integer> positions,
      Map<Integer, String> names,
      List<Seated> boards) {}

  private Optional<Snapshot> snapshot(long id) {
    return events.read(
        id,
        (event, desk, version) -> {
          if (!desk.form().playedOnline() && desk.games().isEmpty()) {
            return new Snapshot(false, "", "", null, 0, Map.of(), Map.of(), List.of());
          }
          Map<Integer, String> names = new HashMap<>();
          for (Player p : event.players()) {
            names.put(p.id(), p.name());
          }
          Map<Integer, Integer> positions = new HashMap<>();
          List<Seated> boards = new ArrayList<>();
          for (var e : desk.games().entrySet()) {
            Round r = event.round(e.getKey());
            positions.put(r.number(), r.startPosition());
            for (Board b : r.boards()) {
              String game =
                  b.number() <= e.getValue().size() ? e.getValue().get(b.number() - 1) : null;
              if (game != null) {
                boards.add(
                    new Seated(
                        r.number(),
                        b.number(),
                        b.white(),
                        b.black(),
                        b.result(),
                        game,
                        desk.clock(r.number(), b.number())));
              }
            }
          }
          return new Snapshot(
              true,
              event.settings().name(),
              event.settings().variant(),
              desk.form().playedOnline() ? desk.form().clock() : null,
              desk.form().playedOnline() ? desk.form().waitMillis() : 0,
              positions,
              names,
              boards);
        });
  }

  /**
   * Brings an event's live games in line with its log: makes the games of started rounds, records
   * the results of games that ended, stops games the arbiter decided or whose pairing was taken
   * back, and sets the forfeit check of each game still going.
   */
  private void reconcile(long id) {
    try {
      Optional<Snapshot> found = snapshot(id);
      if (found.isEmpty() || !found.get().online()) {
        return;
      }
      Snapshot s = found.get();
      names.put(id, s.name());
      Set<String> current = new java.util.HashSet<>();
      Map<Integer, OnlineSeats.Seat> known = new HashMap<>(); // read once, when a game is made
      boolean changed = false;
      for (Seated b : s.boards()) {
        current.add(b.game());
        places.put(b.game(), new Place(id, b.round(), b.number()));
        try {
          changed |= board(id, s, b, known);
        } catch (RuntimeException e) {
          // the other boards go on; this one is looked at again after the next act or game's end
          LOG.error("online event {}: board {} of round {}", id, b.number(), b.round(), e);
        }
      }
      // games of a pairing taken back are stopped
      for (var e : places.entrySet()) {
        if (e.getValue().event() == id && !current.contains(e.getKey())) {
          hall.endByArbiter(e.getKey(), null);
          places.remove(e.getKey());
          settled.remove(e.getKey());
        }
      }
      if (changed) {
        presenceChanged.accept(id);
      }
    } catch (RuntimeException e) {
      LOG.error("online event {}: its live games could not be brought in line", id, e);
    }
  }

  /**
   * Brings one board's live game in line with the event (see {@link #reconcile}); whether what the
   * desk shows of it changed (its game made).
   */
  private boolean board(long id, Snapshot s, Seated b, Map<Integer, OnlineSeats.Seat> known) {
    if (b.result() != null && settled.contains(b.game())) {
      return false;
    }
    boolean made = false;
    Optional<LiveGame> g = hall.find(b.game());
    if (g.isEmpty()) {
      if (b.result() != null || s.clock() == null) {
        settled.add(b.game()); // decided by the arbiter before its game was made
        return false;
      }
      g = Optional.of(make(id, s, b, known));
      made = true;
    }
    GameRow row = g.get().row();
    if (row.active()) {
      if (b.result() != null) {
        hall.endByArbiter(b.game(), pgn(b.result())); // the arbiter's result stands
      } else if (b.clock().pausedSince() != null) {
        // the arbiter paused the clock: the wait for an absent player stands still too
        made |= hall.pauseClock(b.game());
        cancelDeadline(b.game());
      } else {
        made |= hall.resumeClock(b.game());
        deadline(b.game(), row.createdAt() + s.waitMillis() + b.clock().pausedMillis());
      }
    } else if (b.result() == null) {
      if (row.status().equals("over")) {
        String result = played(g.get());
        String absent = absent(b.game(), g.get(), result);
        record(
            id,
            b.round(),
            b.number(),
            absent != null ? absent : result,
            absent != null ? "forfait: the loser never came to the game (lost on time)" : "");
      }
    } else {
      settled.add(b.game());
    }
    return made;
  }

  private LiveGame make(long id, Snapshot s, Seated b, Map<Integer, OnlineSeats.Seat> known) {
    long white = seat(id, s, known, b.white()).account();
    long black = seat(id, s, known, b.black()).account();
    boolean chess960 = s.variant().equals("chess960");
    Map<String, String> options =
        chess960 ? Map.of("number", Integer.toString(s.positions().get(b.round()))) : Map.of();
    return hall.createSeated(
        b.game(), chess960 ? "chess960" : "chess", options, s.clock(), server, white, black);
  }

  /**
   * A player's seat: the seats of every player of the started rounds are read (the missing ones
   * made, in one transaction) the first time a game needs one.
   */
  private OnlineSeats.Seat seat(
      long id, Snapshot s, Map<Integer, OnlineSeats.Seat> known, int player) {
    if (known.isEmpty()) {
      Map<Integer, String> players = new HashMap<>();
      for (Seated b : s.boards()) {
        players.put(b.white(), s.names().get(b.white()));
        players.put(b.black(), s.names().get(b.black()));
      }
      known.putAll(seats.ensureAll(id, players));
    }
    OnlineSeats.Seat seat = known.get(player);
    return seat != null ? seat : seats.ensure(id, player, s.names().get(player));
  }

  /** The event's result of a game that ended on the board; short when Black never moved. */
  private static String played(LiveGame g) {
    String result;
    int plies;
    synchronized (g) {
      result = g.row().result();
      plies = g.game().moves().size();
    }
    String r =
        switch (result == null ? "" : result) {
          case "1-0" -> "1-0";
          case "0-1" -> "0-1";
          case "1/2-1/2" -> "1/2";
          default -> throw new IllegalStateException("a game over without a result: " + result);
        };
    // FIDE: a game in which a player made no move is not rated (TRF codes W D L)
    return plies < 2 ? r + "s" : r;
  }

  /**
   * The forfeit a game's decisive result really is when its loser never came (neither opened the
   * game nor moved: its clock ran out before the announced wait did), with a double forfeit when
   * the winner never came either; null for a game its loser played.
   */
  private String absent(String game, LiveGame g, String result) {
    if (!result.startsWith("1-0") && !result.startsWith("0-1")) {
      return null;
    }
    boolean[] present = present(game, g);
    boolean whiteLost = result.startsWith("0-1");
    boolean loser = whiteLost ? present[0] : present[1];
    boolean winner = whiteLost ? present[1] : present[0];
    if (loser) {
      return null;
    }
    return !winner ? "--" : whiteLost ? "-+" : "+-";
  }

  /**
   * The game's result as the arbiter's decision ends it; null for a result played off the board.
   */
  private static String pgn(GameResult r) {
    return switch (r) {
      case WHITE_WINS, WHITE_WINS_SHORT -> "1-0";
      case BLACK_WINS, BLACK_WINS_SHORT -> "0-1";
      case DRAW, DRAW_SHORT -> "1/2-1/2";
      default -> null;
    };
  }

  /** Sets (or moves, after a pause) the forfeit check of a game to {@code at}. */
  private void deadline(String game, long at) {
    Deadline d = deadlines.get(game);
    if ((d != null && d.at() == at) || cleared.contains(game)) {
      return;
    }
    cancelDeadline(game);
    long delay = Math.max(0, at - clock.getAsLong());
    deadlines.put(
        game,
        new Deadline(at, worker.schedule(() -> forfeitCheck(game), delay, TimeUnit.MILLISECONDS)));
  }

  private void cancelDeadline(String game) {
    Deadline d = deadlines.remove(game);
    if (d != null) {
      d.check().cancel(false);
    }
  }

  /**
   * The announced wait ran out for a game: a side that neither opened it nor moved loses by forfeit
   * (both: a double forfeit), recorded on the event; the game is then stopped by the reconciling
   * that follows the act.
   */
  private void forfeitCheck(String game) {
    deadlines.remove(game);
    try {
      Place p = places.get(game);
      Optional<LiveGame> found = hall.find(game);
      if (p == null || found.isEmpty() || !found.get().row().active()) {
        return;
      }
      // an arbiter's pause acted on after this check was set: the wait stands still, or is longer
      DeskState.BoardClock c =
          events
              .read(
                  p.event(),
                  (event, desk, version) ->
                      desk.form().playedOnline() ? desk.clock(p.round(), p.board()) : null)
              .orElse(null);
      if (c == null || c.pausedSince() != null) {
        return; // the resume's reconciling sets the check again
      }
      long due = found.get().row().createdAt() + waitOf(p.event()) + c.pausedMillis();
      if (due > clock.getAsLong()) {
        deadline(game, due);
        return;
      }
      boolean[] present = present(game, found.get());
      boolean white = present[0];
      boolean black = present[1];
      if (white && black) {
        cleared.add(game);
        return;
      }
      String result = !white && !black ? "--" : !white ? "-+" : "+-";
      String absent = !white && !black ? "both players" : !white ? "White" : "Black";
      record(
          p.event(),
          p.round(),
          p.board(),
          result,
          "forfait: " + absent + " absent when the announced wait ran out");
    } catch (RuntimeException e) {
      LOG.error("game {}: the forfeit check failed", game, e);
    }
  }

  private long waitOf(long event) {
    return events.read(event, (e, desk, version) -> desk.form().waitMillis()).orElse(0L);
  }

  /**
   * Whether each side of a game (White, Black) has been present: seen opening the game or acting on
   * it (in memory, or recorded before a restart), or with a move on the board.
   */
  private boolean[] present(String game, LiveGame g) {
    boolean white = seen.contains(game + ":WHITE");
    boolean black = seen.contains(game + ":BLACK");
    if (!white || !black) {
      for (String side : seats.seen(game)) {
        white |= side.equals("WHITE");
        black |= side.equals("BLACK");
      }
    }
    synchronized (g) {
      for (PlayedMove m : g.game().moves()) {
        white |= m.side() == Side.WHITE;
        black |= m.side() == Side.BLACK;
      }
    }
    return new boolean[] {white, black};
  }

  /**
   * Records a board's result as the server's act, unless the board has one already (the arbiter's
   * stands); tries again on the event's newer version when an arbiter acted meanwhile.
   */
  private void record(long id, int round, int board, String result, String reason) {
    for (int attempt = 0; attempt < 10; attempt++) {
      Optional<Integer> version =
          events.read(
              id,
              (event, v) ->
                  event.rounds().size() >= round && event.round(round).board(board).result() == null
                      ? v
                      : -1);
      if (version.isEmpty() || version.get() < 0) {
        return;
      }
      try {
        events.act(
            id,
            version.get(),
            new DeskAction.Result(round, board, result, reason),
            server,
            clock.getAsLong());
        return;
      } catch (DeskEvents.Stale e) {
        // an arbiter acted meanwhile: look again
      } catch (Refusal | DeskRefusal e) {
        LOG.warn(
            "event {}: result {} of round {} board {} refused: {}",
            id,
            result,
            round,
            board,
            e.getMessage());
        return;
      }
    }
    LOG.error("event {}: result {} of round {} board {} not recorded", id, result, round, board);
  }
}
