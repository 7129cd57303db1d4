package org.arrocco.app.server.game;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.arrocco.app.server.account.Account;
import org.arrocco.app.server.web.ApiError;
import org.arrocco.core.game.Side;
import org.arrocco.core.variant.ClockReading;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.Seat;
import org.arrocco.core.variant.Variant;
import org.arrocco.engine.ComputerPlayer;
import org.arrocco.engine.Level;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The computer's seats. When a game against the computer is the computer's to move (after any
 * committed change, at its creation, after a restart), the computer is asked for a move on a
 * bounded pool of threads, given only its own seat's {@link GameView} (in Sprint its own hand,
 * never the opponent's or a deck), and the move goes through {@link GameHall#act} like a person's:
 * checked by the core, committed, then shown; its time is measured by the server's clock as
 * anyone's. A move's request id is the game's version, so the same move is never played twice.
 */
public final class ComputerSeats implements GameWatcher, AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(ComputerSeats.class);

  /** The games waiting for a thread at most; more wait on a timer and try again. */
  private static final int QUEUE = 1024;

  private final GameHall hall;
  private final Account computer;
  private final LongSupplier wallClock;
  private final ThreadPoolExecutor pool;
  private final ScheduledExecutorService later =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "arrocco-computer-retry");
            t.setDaemon(true);
            return t;
          });
  private final Set<String> thinking = ConcurrentHashMap.newKeySet();
  private final ThreadLocal<Map<String, ComputerPlayer>> players =
      ThreadLocal.withInitial(HashMap::new);

  /** The computer's seats of {@code hall}, thinking on at most {@code threads} threads at once. */
  public ComputerSeats(GameHall hall, int threads, LongSupplier wallClock) {
    this.hall = hall;
    this.computer = new Account(hall.computerId(), "Computer", "it");
    this.wallClock = wallClock;
    this.pool =
        new ThreadPoolExecutor(
            threads,
            threads,
            0,
            TimeUnit.MILLISECONDS,
            new ArrayBlockingQueue<>(QUEUE),
            r -> {
              Thread t = new Thread(r, "arrocco-computer");
              t.setDaemon(true);
              return t;
            });
    hall.watch(this);
  }

  /**
   * The level a game's computer plays at: 1 (about 800 Elo) to 7 (2000) in steps of 200, 8 its full
   * strength (about 2100 and more on the levels' scale, docs/engine.md "Levels").
   */
  public static Level level(int level) {
    return level >= GameOrder.MAX_LEVEL ? Level.FULL : Level.ofElo(800 + (level - 1) * 200);
  }

  /** After a restart: every game the computer is to move in is taken up again. */
  public void resumeAll() {
    for (LiveGame g : hall.liveGames()) {
      consider(g);
    }
  }

  @Override
  public void changed(LiveGame g, String requestId) {
    consider(g);
  }

  private boolean computerToMove(LiveGame g) {
    GameRow row = g.row();
    return row.againstComputer()
        && row.status().equals("live")
        && !g.game().isOver()
        && g.sidesOf(computer.id()).contains(g.game().sideToMove());
  }

  private void consider(LiveGame g) {
    String id;
    synchronized (g) {
      if (!computerToMove(g)) {
        return;
      }
      id = g.row().id();
    }
    if (!thinking.add(id)) {
      return;
    }
    try {
      pool.execute(() -> play(g));
    } catch (RejectedExecutionException e) {
      thinking.remove(id);
      again(g, 250);
    }
  }

  private void play(LiveGame g) {
    String id = g.row().id();
    boolean again = false;
    try {
      GameView view;
      Variant variant;
      int version;
      int level;
      synchronized (g) {
        if (!computerToMove(g)) {
          return;
        }
        Side side = g.game().sideToMove();
        view = g.game().view(Seat.of(side), wallClock.getAsLong());
        variant = g.game().variant();
        version = g.row().version();
        level = g.row().computerLevel();
      }
      String move;
      try {
        ComputerPlayer player =
            players.get().computeIfAbsent(variant.key(), k -> ComputerPlayer.of(variant));
        move = player.choose(view, level(level), thinkMillis(view, level));
      } catch (RuntimeException e) {
        LOG.error("game {}: the computer found no move; it resigns", id, e);
        hall.act(
            id, computer, new Action(Action.Kind.RESIGN, null, "computer-" + version, 0, null));
        return;
      }
      try {
        hall.act(id, computer, new Action(Action.Kind.MOVE, move, "computer-" + version, 0, null));
      } catch (ApiError e) {
        if (e.status() == 503) {
          again = true; // not stored: the game is as it was, try again
        } else if (e.status() == 409) {
          boolean ours;
          boolean unchanged;
          synchronized (g) {
            ours = computerToMove(g);
            unchanged = g.row().version() == version;
          }
          // the game moved on while it thought (an offer, a flag): think again if still its turn;
          // a move refused in the position it was chosen in is the engine's fault: it resigns
          again = ours && !unchanged;
          if (ours && unchanged) {
            LOG.error("game {}: the computer's move {} was refused: {}", id, move, e.getMessage());
            hall.act(
                id, computer, new Action(Action.Kind.RESIGN, null, "computer-" + version, 0, null));
          }
        }
      }
    } catch (RuntimeException e) {
      LOG.error("game {}: the computer's turn failed", id, e);
    } finally {
      thinking.remove(id);
    }
    if (again) {
      again(g, 200);
    }
  }

  /** Takes the game up again after {@code millis}, unless the seats are closing. */
  private void again(LiveGame g, long millis) {
    if (pool.isShutdown()) {
      return;
    }
    try {
      later.schedule(() -> consider(g), millis, TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException e) {
      // closing: the game is taken up after the restart
    }
  }

  /**
   * How long the computer thinks: a fortieth of its time left (at most ten seconds), half of what
   * Sprint's hourglass leaves; without a clock, a little longer at each level (0.3 to 2 s).
   */
  static long thinkMillis(GameView view, int level) {
    long think = 300 + (level - 1) * 250L;
    if (view.clock().isPresent()) {
      ClockReading c = view.clock().get();
      var left = c.toMove() == Side.WHITE ? c.white() : c.black();
      if (left.isPresent()) {
        think = Math.min(Math.min(think, 10_000), Math.max(50, left.getAsLong() / 40));
      }
      if (c.move().isPresent()) {
        think = Math.min(think, Math.max(50, c.move().getAsLong() / 2));
      }
    }
    return think;
  }

  /** Whether the computer is thinking in any game now. */
  public boolean busy() {
    return !thinking.isEmpty();
  }

  /**
   * Stops thinking: no new turn is taken up, and a move being chosen is given a moment to be
   * committed before the database closes (a move not committed is simply chosen again after the
   * restart).
   */
  @Override
  public void close() {
    later.shutdownNow();
    pool.getQueue().clear();
    pool.shutdown();
    try {
      if (!pool.awaitTermination(2, TimeUnit.SECONDS)) {
        pool.shutdownNow();
      }
    } catch (InterruptedException e) {
      pool.shutdownNow();
      Thread.currentThread().interrupt();
    }
  }
}
