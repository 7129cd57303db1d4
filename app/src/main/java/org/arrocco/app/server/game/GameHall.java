package org.arrocco.app.server.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.arrocco.app.server.account.Account;
import org.arrocco.app.server.account.Secrets;
import org.arrocco.app.server.web.ApiError;
import org.arrocco.app.server.web.Json;
import org.arrocco.core.clock.TimeControl;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.Side;
import org.arrocco.core.variant.Game;
import org.arrocco.core.variant.GameEvent;
import org.arrocco.core.variant.GameRecord;
import org.arrocco.core.variant.IllegalActionException;
import org.arrocco.core.variant.PlayedMove;
import org.arrocco.core.variant.Seat;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.type.TypeReference;

/**
 * The games the server holds: it makes them, seats players, and carries out their actions. An
 * action is checked by the core ({@link Game}), then committed to the database as the next version
 * of the game, and only then answered and shown to anyone ({@link GameWatcher}); a game whose
 * commit failed is rebuilt from the database. Time limits are watched by a timer, so a flag falls
 * with nobody connected. At start-up every game still going is rebuilt from its events, its clock
 * standing as at its last committed event (the time the server was down is not charged).
 */
public final class GameHall implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(GameHall.class);

  private final GameStore store;
  private final LongSupplier wallClock;
  private final long computerId;
  private final Object rematches = new Object();
  private final Map<String, LiveGame> live = new ConcurrentHashMap<>();
  private final List<GameWatcher> watchers = new CopyOnWriteArrayList<>();
  private final List<SeatPresence> presence = new CopyOnWriteArrayList<>();
  private volatile GameTitle title = row -> null;
  private final ScheduledExecutorService timers =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "arrocco-clock");
            t.setDaemon(true);
            return t;
          });

  public GameHall(GameStore store, LongSupplier wallClock) {
    this.store = store;
    this.wallClock = wallClock;
    this.computerId = store.computerAccount();
  }

  /** The account that holds the computer's seat in games against it. */
  public long computerId() {
    return computerId;
  }

  /** The games held in memory (those that can still change). */
  public List<LiveGame> liveGames() {
    return List.copyOf(live.values());
  }

  /** Tells {@code w} of every committed change. */
  public void watch(GameWatcher w) {
    watchers.add(w);
  }

  /** Tells {@code p} whenever a seated player of a tournament's game opens it or acts on it. */
  public void watchPresence(SeatPresence p) {
    presence.add(p);
  }

  /**
   * {@code accountId} opened game {@code g} or acted on it: for a tournament's game ({@link
   * #EVENT_MODE}), the sides it holds are told to the presence watchers (an absent side loses by
   * forfeit after the announced wait).
   */
  public void seen(LiveGame g, long accountId) {
    if (presence.isEmpty() || !EVENT_MODE.equals(g.row().mode())) {
      return;
    }
    for (Side side : g.sidesOf(accountId)) {
      presence.forEach(p -> p.seen(g, side));
    }
  }

  /** Names tournaments' games by {@code t} (their event, round and board). */
  public void titleWith(GameTitle t) {
    this.title = t;
  }

  /** What a tournament's game belongs to (event, round, board), or null. */
  public Map<String, Object> title(GameRow row) {
    return EVENT_MODE.equals(row.mode()) ? title.of(row) : null;
  }

  /** The mode of a tournament's game: made by the server with both seats, no takeback or abort. */
  public static final String EVENT_MODE = "event";

  /**
   * Makes a tournament's game with id {@code id} (the id is the tournament's, recorded before the
   * game is made, so a crash in between makes the same game after the restart): both seats taken,
   * the clock started at once (White's time runs from the round's start, as over the board), mode
   * {@link #EVENT_MODE}. The game already made under this id is returned as it is.
   */
  public LiveGame createSeated(
      String id,
      String variantKey,
      Map<String, String> options,
      TimeControl clock,
      long creatorId,
      long whiteId,
      long blackId) {
    Optional<LiveGame> made = find(id);
    if (made.isPresent()) {
      return made.get();
    }
    Variant v =
        Variants.find(variantKey)
            .orElseThrow(() -> new IllegalArgumentException("unknown variant " + variantKey));
    var setup = v.setup(options);
    Game game = v.newGame(setup, Optional.of(clock));
    long now = wallClock.getAsLong();
    GameRow row =
        new GameRow(
            id,
            v.key(),
            Json.MAPPER.writeValueAsString(setup.options()),
            Json.MAPPER.writeValueAsString(StoredClock.of(clock)),
            EVENT_MODE,
            creatorId,
            whiteId,
            blackId,
            "live",
            null,
            null,
            0,
            now,
            null,
            Json.MAPPER.writeValueAsString(options),
            null,
            null);
    // the row and its first event (the clock started) in one transaction, not through the
    // journal: a round makes its games one after another, and the tournament's log holds the id,
    // so a game lost in a crash is made again after the restart
    game.startClock(now);
    store.insertStarted(row, new StoredEvent(1, "START", null, "", now, null));
    LiveGame g = new LiveGame(row.at(1, "live", null, null), game, now);
    g.lastEventKind("START");
    live.put(id, g);
    synchronized (g) {
      schedule(g);
    }
    watchers.forEach(w -> w.changed(g, null));
    return g;
  }

  /**
   * Ends a tournament's game by the arbiter's decision (or the server's, for a forfeit): with
   * {@code result} ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}) as decided by the arbiter, or, with
   * null, stopped without a result of its own (aborted: a forfeit, or a pairing taken back). A game
   * no longer going is left as it is; returns whether this call ended it.
   */
  public boolean endByArbiter(String id, String result) {
    LiveGame g = live.get(id);
    if (g == null) {
      return false;
    }
    synchronized (g) {
      if (!g.row().status().equals("live") && !g.row().status().equals("waiting")) {
        return false;
      }
      long now = now(g);
      if (result == null) {
        commit(g, new StoredEvent(0, "ABORT", null, "arbiter", now, null), () -> {});
      } else {
        org.arrocco.core.game.Result r =
            java.util.Arrays.stream(org.arrocco.core.game.Result.values())
                .filter(x -> x.pgn().equals(result))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no result " + result));
        commit(
            g,
            new StoredEvent(0, "ARBITER", null, r.pgn(), now, null),
            () -> g.game().arbiterDecides(r, now));
      }
    }
    watchers.forEach(w -> w.changed(g, null));
    return true;
  }

  /**
   * Pauses the clock of a tournament's game going on, by the arbiter's decision (FIDE 6.12.1): the
   * pause is committed as the game's next event, so a restart keeps it paused, and no move is taken
   * until {@link #resumeClock}. A flag that fell first is applied instead. Returns whether this
   * call paused it (false for a game not held, over, or paused already).
   */
  public boolean pauseClock(String id) {
    return arbiterClock(id, true);
  }

  /**
   * Resumes the clock of a tournament's game the arbiter paused; the paused time is charged to
   * nobody.
   */
  public boolean resumeClock(String id) {
    return arbiterClock(id, false);
  }

  private boolean arbiterClock(String id, boolean pause) {
    LiveGame g = live.get(id);
    if (g == null) {
      return false;
    }
    boolean done = false;
    boolean changed = false;
    synchronized (g) {
      // a clock a restart paused is resumed first: the arbiter's pause is then its own event
      changed = resumeAfterRestart(g);
      done = changed && !pause;
      if (!g.row().status().equals("live") || g.clockPaused() == pause) {
        if (changed) {
          watchers.forEach(w -> w.changed(g, null));
        }
        return done;
      }
      Game game = g.game();
      long now = now(g);
      if (game.checkTime(now)) {
        commit(g, new StoredEvent(0, "TIME", null, "", now, null), () -> {});
        changed = true;
      }
      if (!game.isOver()) {
        try {
          commit(
              g,
              new StoredEvent(0, pause ? "PAUSE" : "RESUME", null, "arbiter", now, null),
              () -> {
                if (pause) {
                  game.pauseClock(now);
                } else {
                  game.resumeClock(now);
                }
              });
          done = true;
          changed = true;
        } catch (IllegalActionException e) {
          LOG.warn(
              "game {}: the arbiter's {} refused: {}",
              id,
              pause ? "pause" : "resume",
              e.getMessage());
        }
      }
    }
    if (changed) {
      watchers.forEach(w -> w.changed(g, null));
    }
    return done;
  }

  /**
   * Seats {@code accountId} on {@code side} of a tournament's game still going, in place of whoever
   * sat there (a player who linked a member's account to the tournament's seat).
   */
  public void reseat(String id, Side side, long accountId) {
    LiveGame g = live.get(id);
    if (g == null) {
      return;
    }
    synchronized (g) {
      if (!g.row().active() || !EVENT_MODE.equals(g.row().mode())) {
        return;
      }
      store.reseat(id, side == Side.WHITE ? "white" : "black", accountId);
      g.row(store.find(id).orElseThrow());
    }
    watchers.forEach(w -> w.changed(g, null));
  }

  /**
   * Rebuilds every game that can still change; returns how many. A running clock is paused at the
   * game's last committed event (committed, so a second crash before {@link #resumeRecovered} keeps
   * it so): the time the server is down, and the time it takes to start, is charged to nobody.
   */
  public int recover() {
    int n = 0;
    for (GameRow row : store.active()) {
      try {
        LiveGame g = rebuild(row);
        live.put(row.id(), g);
        synchronized (g) {
          pauseForRestart(g);
          schedule(g);
        }
        n++;
      } catch (RuntimeException e) {
        LOG.error("game {} cannot be rebuilt from its events; left as it is", row.id(), e);
      }
    }
    return n;
  }

  /**
   * Resumes the clocks {@link #recover} paused, now that the server listens; returns how many. A
   * game acted on before this (a move that came first, the arbiter's pause or resume) was resumed
   * or taken over then.
   */
  public int resumeRecovered() {
    int n = 0;
    for (LiveGame g : live.values()) {
      boolean resumed;
      try {
        synchronized (g) {
          resumed = resumeAfterRestart(g);
        }
      } catch (RuntimeException e) {
        LOG.error("game {}: its clock could not be resumed after the restart", g.row().id(), e);
        continue;
      }
      if (resumed) {
        n++;
        watchers.forEach(w -> w.changed(g, null));
      }
    }
    return n;
  }

  private static final String RESTART = "restart";

  /**
   * A running clock is paused at the last committed event; a game whose last pause was a restart's
   * (the server went down again before resuming it) is marked to be resumed as well.
   */
  private void pauseForRestart(LiveGame g) {
    Game game = g.game();
    if (game.isOver()) {
      return;
    }
    if (g.clockPaused()) {
      return; // the arbiter's pause stands; a restart's not yet resumed is marked (rebuild)
    }
    boolean running = game.clock(g.lastAt()).map(c -> c.running()).orElse(false);
    if (!running) {
      return;
    }
    commit(
        g,
        new StoredEvent(0, "PAUSE", null, RESTART, g.lastAt(), null),
        () -> game.pauseClock(g.lastAt()));
    g.restartPaused(true);
  }

  /** The text of the last pause or resume among stored events (null for none, or a resume). */
  private static String lastPauseText(List<StoredEvent> events) {
    String text = null;
    for (StoredEvent e : events) {
      if (e.kind().equals("PAUSE")) {
        text = e.text();
      } else if (e.kind().equals("RESUME")) {
        text = null;
      }
    }
    return text;
  }

  /** Resumes a clock a restart paused, now; whether it did. Called holding the game's lock. */
  private boolean resumeAfterRestart(LiveGame g) {
    if (!g.restartPaused()) {
      return false;
    }
    g.restartPaused(false);
    if (!g.row().status().equals("live") || g.game().isOver()) {
      return false;
    }
    long now = now(g);
    commit(
        g, new StoredEvent(0, "RESUME", null, RESTART, now, null), () -> g.game().resumeClock(now));
    return true;
  }

  private LiveGame rebuild(GameRow row) {
    List<StoredEvent> events = store.events(row.id());
    Variant v =
        Variants.find(row.variant())
            .orElseThrow(() -> new IllegalStateException("unknown variant " + row.variant()));
    List<GameEvent> core = new ArrayList<>();
    long lastAt = row.createdAt();
    Side takebackAsked = null;
    for (StoredEvent e : events) {
      lastAt = Math.max(lastAt, e.at());
      switch (e.kind()) {
        case "ABORT" -> {
          continue;
        }
        case "TAKEBACK_OFFER" -> {
          takebackAsked = Side.valueOf(e.side());
          continue;
        }
        case "TAKEBACK_DECLINE" -> {
          takebackAsked = null;
          continue;
        }
        case "TAKEBACK" -> {
          takebackAsked = null;
          takeBack(core, Integer.parseInt(e.text()), e.at());
          continue;
        }
        case "MOVE", "MOVE_AND_CLAIM" -> takebackAsked = null;
        default -> {}
      }
      GameEvent.Kind kind = GameEvent.Kind.valueOf(e.kind());
      core.add(
          e.side() == null
              ? GameEvent.of(kind, e.text(), e.at())
              : GameEvent.by(kind, Side.valueOf(e.side()), e.text(), e.at()));
    }
    Game game = v.rebuild(new GameRecord(row.variant(), setupOf(row), clockOf(row), core));
    LiveGame g = new LiveGame(row, game, lastAt);
    g.takebackAsked(takebackAsked);
    g.clockPaused(paused(events));
    g.restartPaused(g.clockPaused() && RESTART.equals(lastPauseText(events)));
    for (StoredEvent e : events) {
      g.rememberStored(e.requestId(), e.version());
    }
    return g;
  }

  /** Whether stored events leave the clock paused: a pause not followed by a resume. */
  private static boolean paused(List<StoredEvent> events) {
    boolean paused = false;
    for (StoredEvent e : events) {
      if (e.kind().equals("PAUSE")) {
        paused = true;
      } else if (e.kind().equals("RESUME")) {
        paused = false;
      }
    }
    return paused;
  }

  /**
   * A takeback of {@code plies} moves at {@code at}, in the core's events: every event from the
   * first move taken back on is dropped, and a running clock is paused at the last event kept and
   * resumed at the takeback, so both clocks stand as they did in the position played again.
   */
  private static void takeBack(List<GameEvent> core, int plies, long at) {
    int cut = core.size();
    for (int found = 0; found < plies; ) {
      cut--;
      GameEvent.Kind k = core.get(cut).kind();
      if (k == GameEvent.Kind.MOVE || k == GameEvent.Kind.MOVE_AND_CLAIM) {
        found++;
      }
    }
    long keptAt = core.get(cut).at();
    core.subList(cut, core.size()).clear();
    boolean started = false;
    boolean paused = false;
    for (GameEvent e : core) {
      switch (e.kind()) {
        case START -> started = true;
        case PAUSE -> paused = true;
        case RESUME -> paused = false;
        default -> {}
      }
    }
    if (started) {
      if (!paused) {
        core.add(GameEvent.of(GameEvent.Kind.PAUSE, "", keptAt));
      }
      core.add(GameEvent.of(GameEvent.Kind.RESUME, "", at));
    }
  }

  static Map<String, String> setupOf(GameRow row) {
    return Json.MAPPER.readValue(row.setup(), new TypeReference<Map<String, String>>() {});
  }

  static Optional<TimeControl> clockOf(GameRow row) {
    return row.timeControl() == null
        ? Optional.empty()
        : Optional.of(Json.MAPPER.readValue(row.timeControl(), StoredClock.class).control());
  }

  /**
   * Makes a game as {@code order} asks, {@code creator} seated on the colour asked (both colours on
   * a hotseat screen).
   *
   * @throws ApiError 400 naming a wrong field
   */
  public LiveGame create(Account creator, GameOrder order) {
    GameOrder.Resolved r;
    try {
      r = order.resolve();
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest(e.getMessage());
    }
    Game game;
    try {
      game = r.variant().newGame(r.setup(), r.timeControl());
    } catch (RuntimeException e) {
      throw ApiError.badRequest(e.getMessage());
    }
    boolean hotseat = order.mode().equals("hotseat");
    boolean computer = order.mode().equals("computer");
    boolean white =
        order.colour().equals("random")
            ? Secrets.random().nextBoolean()
            : order.colour().equals("white");
    Long other = computer ? computerId : null;
    long now = wallClock.getAsLong();
    GameRow row =
        new GameRow(
            Secrets.token(12),
            r.variant().key(),
            Json.MAPPER.writeValueAsString(r.setup().options()),
            r.timeControl()
                .map(t -> Json.MAPPER.writeValueAsString(StoredClock.of(t)))
                .orElse(null),
            order.mode(),
            creator.id(),
            hotseat || white ? Long.valueOf(creator.id()) : other,
            hotseat || !white ? Long.valueOf(creator.id()) : other,
            hotseat || computer ? "live" : "waiting",
            null,
            null,
            0,
            now,
            computer ? order.level() : null,
            Json.MAPPER.writeValueAsString(order.options() == null ? Map.of() : order.options()),
            null,
            null);
    store.insert(row);
    LiveGame g = new LiveGame(row, game, now);
    live.put(row.id(), g);
    if (computer) {
      watchers.forEach(w -> w.changed(g, null));
    }
    return g;
  }

  /**
   * The rematch of a finished game, asked by one of its players: made the first time (colours
   * swapped; the set-up options as first asked, so chance draws again what it drew: a new Sprint
   * deal, whose old one the PGN has revealed, a new Chess960 position if it was drawn at random),
   * the same one after. Against the computer it starts at once; between two people the seat is kept
   * for the opponent, who is shown the offer; on a hotseat screen both seats are the asker's.
   *
   * @throws ApiError 404 for no such game, 403 for someone not seated, 409 while it goes on
   */
  public LiveGame rematch(String id, Account player) {
    LiveGame old = find(id).orElseThrow(() -> ApiError.notFound("no such game: " + id));
    LiveGame made;
    synchronized (rematches) {
      GameRow row = store.find(id).orElseThrow();
      if (row.active()) {
        throw ApiError.conflict("a rematch is offered once the game is over");
      }
      if (EVENT_MODE.equals(row.mode())) {
        throw ApiError.conflict("a tournament's game has no rematch: the next round pairs again");
      }
      var sides = old.sidesOf(player.id());
      if (sides.isEmpty()) {
        throw ApiError.forbidden("you did not play this game");
      }
      if (row.rematchId() != null) {
        return find(row.rematchId()).orElseThrow();
      }
      made = newRematch(row, player, sides);
      if (!store.setRematch(id, made.row().id())) {
        throw ApiError.conflict("a rematch was just offered; open it from the game");
      }
    }
    LiveGame changed = find(id).orElseThrow();
    watchers.forEach(w -> w.changed(changed, null));
    if (made.row().againstComputer()) {
      watchers.forEach(w -> w.changed(made, null));
    }
    return made;
  }

  private LiveGame newRematch(GameRow row, Account player, java.util.EnumSet<Side> sides) {
    Variant v = Variants.find(row.variant()).orElseThrow();
    Map<String, String> asked =
        Json.MAPPER.readValue(
            row.asked() != null ? row.asked() : row.setup(),
            new TypeReference<Map<String, String>>() {});
    var setup = v.setup(asked);
    boolean setupClock = v.setupTimeControl(v.defaultSetup()).isPresent();
    Optional<TimeControl> tc = setupClock ? v.setupTimeControl(setup) : clockOf(row);
    Game game = v.newGame(setup, tc);
    boolean hotseat = sides.size() == 2;
    boolean computer = row.againstComputer();
    // the asker takes the colour it did not have; the other seat is the computer's, or kept free
    // for the opponent
    boolean askerWhite = !sides.contains(Side.WHITE);
    Long opponent = sides.contains(Side.WHITE) ? row.blackId() : row.whiteId();
    Long other = computer ? opponent : null;
    long now = wallClock.getAsLong();
    GameRow made =
        new GameRow(
            Secrets.token(12),
            row.variant(),
            Json.MAPPER.writeValueAsString(setup.options()),
            tc.map(t -> Json.MAPPER.writeValueAsString(StoredClock.of(t))).orElse(null),
            hotseat ? "hotseat" : computer ? "computer" : "private",
            player.id(),
            hotseat || askerWhite ? Long.valueOf(player.id()) : other,
            hotseat || !askerWhite ? Long.valueOf(player.id()) : other,
            hotseat || computer ? "live" : "waiting",
            null,
            null,
            0,
            now,
            row.computerLevel(),
            Json.MAPPER.writeValueAsString(asked),
            null,
            hotseat || computer ? null : opponent);
    store.insert(made);
    LiveGame g = new LiveGame(made, game, now);
    live.put(made.id(), g);
    return g;
  }

  /**
   * The position before the first move and after each move of a game, as a spectator sees it (for
   * Sprint the public board only), for stepping through the moves: the game is replayed from its
   * set-up without a clock.
   */
  public List<String> positions(LiveGame g) {
    GameRow row;
    List<PlayedMove> moves;
    synchronized (g) {
      row = g.row();
      moves = List.copyOf(g.game().moves());
    }
    Variant v = Variants.find(row.variant()).orElseThrow();
    Game replay = v.newGame(v.setup(setupOf(row)), Optional.empty());
    List<String> out = new ArrayList<>(moves.size() + 1);
    out.add(replay.view(Seat.SPECTATOR, 0).position());
    for (var m : moves) {
      if (m.isPass()) {
        replay.passAsRecorded(0);
      } else {
        replay.play(m.uci(), 0);
      }
      out.add(replay.view(Seat.SPECTATOR, 0).position());
    }
    return out;
  }

  /** The game of this id if it is held in memory (it can still change); never read from disk. */
  public Optional<LiveGame> held(String id) {
    return id == null ? Optional.empty() : Optional.ofNullable(live.get(id));
  }

  /** The game of this id: held in memory while it can change, else read from the database. */
  public Optional<LiveGame> find(String id) {
    if (id == null || id.length() > 24) {
      return Optional.empty();
    }
    LiveGame g = live.get(id);
    if (g != null) {
      return Optional.of(g);
    }
    return store.find(id).map(this::rebuild);
  }

  /**
   * Seats {@code player} on the free side of a waiting game.
   *
   * @throws ApiError 404 for no such game, 409 when no seat is free or it is the player's own
   */
  public LiveGame join(String id, Account player) {
    LiveGame g = live.get(id);
    if (g == null) {
      throw ApiError.notFound("no such game: " + id);
    }
    synchronized (g) {
      GameRow row = g.row();
      if (!row.status().equals("waiting")) {
        throw ApiError.conflict("the game has no free seat");
      }
      if (row.creatorId() == player.id()) {
        throw ApiError.conflict("you cannot join your own challenge; send its link to someone");
      }
      if (row.reservedFor() != null && row.reservedFor() != player.id()) {
        throw ApiError.conflict("this seat is kept for the opponent of the rematch");
      }
      String side = row.whiteId() == null ? "white" : "black";
      if (!store.takeSeat(id, side, player.id(), wallClock.getAsLong())) {
        throw ApiError.conflict("the seat was just taken");
      }
      g.row(store.find(id).orElseThrow());
    }
    watchers.forEach(w -> w.changed(g, null));
    return g;
  }

  /**
   * Carries out a player's action: refused with the reason and the game unchanged, or committed and
   * then shown to everyone watching. A request id already answered is answered again with its
   * version, not played twice.
   *
   * @return the version of the game that answers the action
   * @throws ApiError 403 for a player not seated, 404 for no such game, 409 for a refused action
   */
  public int act(String id, Account player, Action action) {
    LiveGame g = live.get(id);
    if (g == null) {
      if (store.find(id).isPresent()) {
        throw ApiError.conflict("the game is over");
      }
      throw ApiError.notFound("no such game: " + id);
    }
    int version;
    synchronized (g) {
      Optional<Integer> done = g.answered(player.id(), action.requestId());
      if (done.isPresent()) {
        return done.get();
      }
      resumeAfterRestart(g); // a move that comes before the restart's resume starts the clock
      version = perform(g, player, action);
    }
    seen(g, player.id());
    watchers.forEach(w -> w.changed(g, action.requestId()));
    return version;
  }

  private int perform(LiveGame g, Account player, Action a) {
    GameRow row = g.row();
    var sides = g.sidesOf(player.id());
    if (sides.isEmpty()) {
      throw ApiError.forbidden("you are not seated at this game");
    }
    if (row.status().equals("waiting") && a.kind() == Action.Kind.ABORT) {
      String request = a.requestId() == null ? null : player.id() + ":" + a.requestId();
      commit(g, new StoredEvent(0, "ABORT", null, "", now(g), request), () -> {});
      return g.row().version();
    }
    if (!row.status().equals("live")) {
      throw ApiError.conflict(
          row.status().equals("waiting") ? "the game has not started" : "the game is over");
    }
    if (EVENT_MODE.equals(row.mode())
        && (a.kind() == Action.Kind.ABORT
            || a.kind() == Action.Kind.TAKEBACK
            || a.kind() == Action.Kind.TAKEBACK_ACCEPT
            || a.kind() == Action.Kind.TAKEBACK_DECLINE)) {
      throw ApiError.conflict("a tournament's game cannot be aborted, and has no takebacks");
    }
    Game game = g.game();
    Side side = actingSide(g, sides, a);
    long now = now(g);
    if (game.checkTime(now)) {
      commit(g, new StoredEvent(0, "TIME", null, "", now, null), () -> {});
      if (game.isOver()) {
        throw ApiError.conflict("too late: the game ended on time");
      }
    }
    if (a.kind() == Action.Kind.TAKEBACK
        || a.kind() == Action.Kind.TAKEBACK_ACCEPT
        || a.kind() == Action.Kind.TAKEBACK_DECLINE) {
      takeback(g, player, sides.size() == 2, side, a, now);
      return g.row().version();
    }
    long at = now;
    if (a.kind() == Action.Kind.MOVE || a.kind() == Action.Kind.MOVE_AND_CLAIM) {
      if (g.clockPaused()) {
        throw ApiError.conflict("the arbiter has paused the clocks: wait until they restart");
      }
      at = Math.max(g.lastAt(), now - g.lag(side).compensate(a.lag()));
      if (game.sideToMove() != side) {
        throw ApiError.conflict("it is not your move");
      }
      if (a.move() == null || a.move().isBlank() || a.move().length() > 20) {
        throw ApiError.badRequest("a move needs its text (e2e4, Nf3, N@f3)");
      }
    }
    StoredEvent e = event(player.id(), a, side, at);
    long t = at;
    commit(g, e, () -> apply(g, a, side, t));
    if (a.kind() == Action.Kind.MOVE || a.kind() == Action.Kind.MOVE_AND_CLAIM) {
      g.takebackAsked(null); // a move answers a takeback request by playing on
    }
    return g.row().version();
  }

  /**
   * A takeback in a casual game: asked by a player and accepted (or declined) by the opponent;
   * granted at once on a hotseat screen (the last move) and against the computer. The player's last
   * move is taken back, and the opponent's reply too when there is one. Not in Scacchi Sprint: the
   * opponent has seen the tile placed and the deck has moved on.
   */
  private void takeback(
      LiveGame g, Account player, boolean hotseat, Side side, Action a, long now) {
    Game game = g.game();
    if (game.variant().key().equals("sprint")) {
      throw ApiError.conflict(
          "no takeback in Scacchi Sprint: the opponent has seen the tile, and the deck moved on");
    }
    String request = a.requestId() == null ? null : player.id() + ":" + a.requestId();
    Side asker;
    switch (a.kind()) {
      case TAKEBACK -> {
        if (g.takebackAsked() == side) {
          throw ApiError.conflict("your takeback request stands");
        }
        asker = side;
        if (!hotseat && !g.row().againstComputer()) {
          plies(game, asker, false);
          commit(g, new StoredEvent(0, "TAKEBACK_OFFER", side.name(), "", now, request), () -> {});
          g.takebackAsked(side);
          return;
        }
      }
      case TAKEBACK_DECLINE -> {
        if (g.takebackAsked() != side.opponent()) {
          throw ApiError.conflict("there is no takeback request of the opponent to decline");
        }
        commit(g, new StoredEvent(0, "TAKEBACK_DECLINE", side.name(), "", now, request), () -> {});
        g.takebackAsked(null);
        return;
      }
      default -> {
        if (g.takebackAsked() != side.opponent()) {
          throw ApiError.conflict("there is no takeback request of the opponent to accept");
        }
        asker = side.opponent();
      }
    }
    int plies = plies(game, asker, hotseat);
    commit(
        g,
        new StoredEvent(0, "TAKEBACK", side.name(), String.valueOf(plies), now, request),
        () -> {});
    reload(g);
    schedule(g);
  }

  /**
   * How many moves a takeback for {@code asker} undoes: its last move, and the opponent's reply if
   * there is one (on a hotseat screen, the last move only).
   *
   * @throws ApiError 409 when the asker has no move to take back
   */
  private static int plies(Game game, Side asker, boolean hotseat) {
    int played = game.moves().size();
    int plies = hotseat || game.sideToMove() != asker ? 1 : 2;
    if (played < plies || (!hotseat && game.moves().get(played - plies).side() != asker)) {
      throw ApiError.conflict("there is no move of yours to take back");
    }
    return plies;
  }

  private static Side actingSide(LiveGame g, java.util.EnumSet<Side> sides, Action a) {
    if (sides.size() == 1) {
      return sides.iterator().next();
    }
    if (a.side() == null) {
      return g.game().sideToMove();
    }
    try {
      return Side.valueOf(a.side().toUpperCase(java.util.Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("side must be white or black");
    }
  }

  private static StoredEvent event(long player, Action a, Side side, long at) {
    String kind =
        switch (a.kind()) {
          case MOVE -> "MOVE";
          case MOVE_AND_CLAIM -> "MOVE_AND_CLAIM";
          case CLAIM -> "CLAIM";
          case OFFER -> "OFFER";
          case ACCEPT -> "ACCEPT";
          case DECLINE -> "DECLINE";
          case RESIGN -> "RESIGN";
          case ABORT -> "ABORT";
          case TAKEBACK -> "TAKEBACK_OFFER";
          case TAKEBACK_ACCEPT -> "TAKEBACK";
          case TAKEBACK_DECLINE -> "TAKEBACK_DECLINE";
        };
    boolean move = a.kind() == Action.Kind.MOVE || a.kind() == Action.Kind.MOVE_AND_CLAIM;
    String request = a.requestId() == null ? null : player + ":" + a.requestId();
    return new StoredEvent(0, kind, side.name(), move ? a.move() : "", at, request);
  }

  /** Applies an action to the core game; a refusal leaves it unchanged. */
  private static void apply(LiveGame g, Action a, Side side, long at) {
    Game game = g.game();
    try {
      switch (a.kind()) {
        case MOVE -> game.play(a.move(), at);
        case MOVE_AND_CLAIM -> game.playAndClaimDraw(a.move(), at);
        case CLAIM -> game.claimDraw(side, at);
        case OFFER -> game.offerDraw(side, at);
        case ACCEPT -> game.acceptDraw(side, at);
        case DECLINE -> game.declineDraw(side, at);
        case RESIGN -> game.resign(side, at);
        case ABORT -> {
          if (game.ply() >= 2) {
            throw new IllegalActionException("a game can be aborted only before both sides moved");
          }
        }
      }
    } catch (IllegalActionException e) {
      throw ApiError.conflict(e.getMessage());
    }
  }

  /**
   * Applies a change to the core game, then commits it as the next event; if the commit fails, the
   * game is rebuilt from the database, so memory never holds what the database does not.
   */
  private void commit(LiveGame g, StoredEvent e, Runnable change) {
    GameRow row = g.row();
    change.run();
    Game game = g.game();
    String status = "live";
    String result = null;
    String termination = null;
    if (e.kind().equals("ABORT")) {
      status = "aborted";
      termination = "ABORTED";
    } else if (game.isOver()) {
      Outcome o = game.outcome().orElseThrow();
      status = "over";
      result = o.result().pgn();
      termination = o.termination().name();
    }
    boolean stored;
    try {
      boolean rowChanged =
          !status.equals(row.status())
              || !Objects.equals(result, row.result())
              || !Objects.equals(termination, row.termination());
      stored = store.append(row.id(), row.version(), e, status, result, termination, rowChanged);
    } catch (RuntimeException ex) {
      LOG.error("game {}: event not stored", row.id(), ex);
      stored = false;
    }
    if (!stored) {
      reload(g);
      throw new ApiError(503, "the move could not be saved; the game is as it was, try again");
    }
    g.row(row.at(row.version() + 1, status, result, termination));
    g.lastAt(Math.max(g.lastAt(), e.at()));
    g.rememberStored(e.requestId(), row.version() + 1);
    g.lastEventKind(e.kind());
    if (e.kind().equals("PAUSE") || e.kind().equals("RESUME")) {
      g.clockPaused(e.kind().equals("PAUSE"));
    }
    if (!status.equals("live")) {
      live.remove(row.id());
      cancelTimer(g);
    } else {
      schedule(g);
    }
  }

  private void reload(LiveGame g) {
    try {
      LiveGame fresh = rebuild(store.find(g.row().id()).orElseThrow());
      g.game(fresh.game());
      g.row(fresh.row());
      g.lastAt(fresh.lastAt());
      g.takebackAsked(fresh.takebackAsked());
    } catch (RuntimeException ex) {
      LOG.error("game {} cannot be rebuilt after a failed commit", g.row().id(), ex);
    }
  }

  /** The time of an action: the wall clock, never before the game's last event. */
  private long now(LiveGame g) {
    return Math.max(g.lastAt(), wallClock.getAsLong());
  }

  private void schedule(LiveGame g) {
    cancelTimer(g);
    Optional<Long> deadline = g.game().nextDeadline();
    if (deadline.isEmpty() || g.game().isOver()) {
      return;
    }
    long delay = Math.max(0, deadline.get() - wallClock.getAsLong()) + 1;
    g.timer(timers.schedule(() -> timeCheck(g), delay, TimeUnit.MILLISECONDS));
  }

  private static void cancelTimer(LiveGame g) {
    if (g.timer() != null) {
      g.timer().cancel(false);
      g.timer(null);
    }
  }

  /** A time limit is due: a flag falls (or an hourglass passes the move), committed and shown. */
  private void timeCheck(LiveGame g) {
    boolean changed = false;
    try {
      synchronized (g) {
        if (!g.row().status().equals("live")) {
          return;
        }
        long now = now(g);
        if (g.game().checkTime(now)) {
          commit(g, new StoredEvent(0, "TIME", null, "", now, null), () -> {});
          changed = true;
        } else {
          schedule(g);
        }
      }
    } catch (RuntimeException e) {
      LOG.error("game {}: time check failed", g.row().id(), e);
    }
    if (changed) {
      watchers.forEach(w -> w.changed(g, null));
    }
  }

  /** The open challenges of the lobby. */
  public List<GameRow> lobby() {
    return store.lobby(100);
  }

  /** The games being played, for spectators. */
  public List<GameRow> playing() {
    return store.playing(100);
  }

  /** A player's games. */
  public List<GameRow> archive(long accountId) {
    return store.archive(accountId, 200);
  }

  /** How many games are held in memory. */
  public int liveCount() {
    return live.size();
  }

  /** Stops the clocks' timer, then writes the events already given to the journal. */
  @Override
  public void close() {
    timers.shutdownNow();
    store.close();
  }
}
