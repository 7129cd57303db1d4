package org.arrocco.engine;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.arrocco.core.game.Side;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.arrocco.core.notation.tamerlane.TamerlaneMoveNotation;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.Variants;

/**
 * One search of a Tamerlane chess or Scacchi Sprint position for a protocol (UCI's {@code go}): it
 * is given what the seat to move sees ({@link GameView}; for Sprint that seat's own {@link
 * org.arrocco.core.variant.PlayerView}, never the opponent's hand or a deck's order), bounded by
 * the limits of a {@code go} (the clock through {@link TimeManager}, Sprint's hourglass, a fixed
 * time, a depth, a node count, or none until {@link #stop}), and stoppable from another thread.
 * Orthodox chess and Chess960 go through {@link Engine}, which reports as it searches.
 */
public final class ViewSearch {
  /** How long an untimed search may run at most when nobody stops it: a day. */
  private static final long UNTIMED_NANOS = 86_400_000_000_000L;

  /**
   * What a search found.
   *
   * @param move the move in the variant's program form ({@link
   *     org.arrocco.core.variant.LegalMove#uci})
   * @param score its score in centipawns for the side to move
   * @param depth the depth completed
   * @param nodes the nodes searched
   * @param millis the time taken since the search's start
   */
  public record Result(String move, int score, int depth, long nodes, long millis) {}

  private final GameView view;
  private final Level level;
  private final SearchLimits limits;
  private final TimeManager time;
  private final long startNanos;
  private final long seed;
  private final AtomicBoolean halt = new AtomicBoolean();

  /**
   * A search of {@code view} (Tamerlane or Sprint, the seat to move) at {@code level} within {@code
   * limits}, keeping {@code overheadMillis} of every clock in hand, timed from {@code startNanos}
   * ({@link System#nanoTime}, the instant the command arrived); {@code seed} makes Sprint's deal of
   * its own deck and a level's choice repeatable.
   *
   * @throws IllegalArgumentException for a view of another variant or without a legal move
   */
  public ViewSearch(
      GameView view,
      Level level,
      SearchLimits limits,
      long overheadMillis,
      long startNanos,
      long seed) {
    if (!view.variant().equals(Variants.TAMERLANE.key())
        && !view.variant().equals(Variants.SPRINT.key())) {
      throw new IllegalArgumentException(
          "a view search plays tamerlane and sprint, not " + view.variant());
    }
    ComputerPlayer.check(view, Variants.find(view.variant()).orElseThrow());
    this.view = view;
    this.level = level;
    this.limits = limits;
    this.startNanos = startNanos;
    this.seed = seed;
    int colour = view.sideToMove() == Side.WHITE ? 0 : 1;
    this.time = new TimeManager(limits, colour, overheadMillis, startNanos);
  }

  /** The time plan of this search. */
  public TimeManager time() {
    return time;
  }

  /** Stops the search from another thread: it names the best move found so far. */
  public void stop() {
    halt.set(true);
  }

  /** Runs the search on this thread to its end (or {@link #stop}) and returns the move. */
  public Result run() {
    long deadline =
        time.isTimed() && !limits.infinite()
            ? startNanos + time.optimum() * 1_000_000L
            : startNanos + UNTIMED_NANOS;
    int depth = limits.depth();
    long nodes = limits.nodes();
    if (view.variant().equals(Variants.SPRINT.key())) {
      SprintComputerPlayer.Choice c =
          new SprintComputerPlayer().think(view, level, deadline, depth, nodes, seed, halt);
      return new Result(c.uci(), c.score(), c.depth(), c.nodes(), millis());
    }
    GenericPosition pos = TamerlaneFen.read(view.position());
    VariantSearch search = new VariantSearch(new TamerlaneBoard(pos));
    search.setHalt(halt);
    Level l = level.seeded(new SplittableRandom(seed).nextLong());
    int maxDepth = depth > 0 ? depth : VariantSearch.MAX_PLY;
    VariantSearch.Choice c = search.choose(l, maxDepth, nodes, deadline);
    String uci = TamerlaneMoveNotation.coordinate(pos, c.move());
    return new Result(uci, c.score(), search.completedDepth(), search.nodes(), millis());
  }

  private long millis() {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }
}
