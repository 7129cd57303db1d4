package org.arrocco.app.server.game;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ScheduledFuture;
import org.arrocco.core.game.Side;
import org.arrocco.core.variant.Game;
import org.arrocco.core.variant.Seat;

/**
 * A game the server holds in memory while it can change: its row, the core's {@link Game} rebuilt
 * from the stored events, the request ids already answered, each player's lag quota and the timer
 * of its next time limit. Every change happens under the object's lock, one action at a time.
 */
public final class LiveGame {
  private static final int REMEMBERED_REQUESTS = 512;

  private GameRow row;
  private Game game;
  private long lastAt;
  private final Map<String, Integer> requests =
      new LinkedHashMap<>() {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Integer> e) {
          return size() > REMEMBERED_REQUESTS;
        }
      };
  private final Map<Side, LagQuota> lag = new EnumMap<>(Side.class);
  private ScheduledFuture<?> timer;
  private Side takebackAsked;
  private String lastEventKind;
  private boolean clockPaused;
  private boolean restartPaused;

  LiveGame(GameRow row, Game game, long lastAt) {
    this.row = row;
    this.game = game;
    this.lastAt = lastAt;
    lag.put(Side.WHITE, new LagQuota());
    lag.put(Side.BLACK, new LagQuota());
  }

  public synchronized GameRow row() {
    return row;
  }

  synchronized void row(GameRow r) {
    this.row = r;
  }

  /** The core game; read and change it only while holding this object's lock. */
  public Game game() {
    return game;
  }

  void game(Game g) {
    this.game = g;
  }

  /** The time of the last committed event, on the game's time scale. */
  long lastAt() {
    return lastAt;
  }

  void lastAt(long at) {
    this.lastAt = at;
  }

  /**
   * The version that answered this player's request id, if it was answered; a request id is the
   * player's own, so two players' equal ids never answer each other.
   */
  Optional<Integer> answered(long player, String requestId) {
    return requestId == null
        ? Optional.empty()
        : Optional.ofNullable(requests.get(player + ":" + requestId));
  }

  /** Remembers a stored event's request key ({@code player:id}, as stored), or nothing for null. */
  void rememberStored(String key, int version) {
    if (key != null) {
      requests.put(key, version);
    }
  }

  /**
   * The kind of the last event committed while held in memory ({@code MOVE}, {@code TIME}, ...), or
   * null before any: a client that knows the version before a move is sent the move alone.
   */
  /** Whether the game's clock stands paused (a tournament's arbiter paused it). */
  public boolean clockPaused() {
    return clockPaused;
  }

  void clockPaused(boolean paused) {
    this.clockPaused = paused;
  }

  /**
   * Whether the clock stands paused only because the server restarted and has not yet resumed it
   * (not the arbiter's pause): the clocks stand as at the last committed event until the server
   * listens again.
   */
  public boolean restartPaused() {
    return restartPaused;
  }

  void restartPaused(boolean paused) {
    this.restartPaused = paused;
  }

  public String lastEventKind() {
    return lastEventKind;
  }

  void lastEventKind(String kind) {
    this.lastEventKind = kind;
  }

  /** The side whose takeback request stands, or null. */
  public Side takebackAsked() {
    return takebackAsked;
  }

  void takebackAsked(Side side) {
    this.takebackAsked = side;
  }

  LagQuota lag(Side side) {
    return lag.get(side);
  }

  ScheduledFuture<?> timer() {
    return timer;
  }

  void timer(ScheduledFuture<?> t) {
    this.timer = t;
  }

  /** The sides {@code accountId} holds: none, one, or both (a hotseat game). */
  public synchronized java.util.EnumSet<Side> sidesOf(long accountId) {
    java.util.EnumSet<Side> s = java.util.EnumSet.noneOf(Side.class);
    if (row.whiteId() != null && row.whiteId() == accountId) {
      s.add(Side.WHITE);
    }
    if (row.blackId() != null && row.blackId() == accountId) {
      s.add(Side.BLACK);
    }
    return s;
  }

  /**
   * The seat whose view {@code accountId} gets: its own side; on a hotseat screen, the side to
   * move; for anyone else, a spectator's.
   */
  public synchronized Seat seatOf(long accountId) {
    var sides = sidesOf(accountId);
    if (sides.size() == 2) {
      return Seat.of(game.sideToMove());
    }
    if (sides.size() == 1) {
      return Seat.of(sides.iterator().next());
    }
    return Seat.SPECTATOR;
  }
}
