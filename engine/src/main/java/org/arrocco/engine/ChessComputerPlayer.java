package org.arrocco.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Position;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.LegalMove;
import org.arrocco.core.variant.PlayedMove;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;

/**
 * The computer player of orthodox chess and Chess960: the {@link Engine} on the view's position.
 * Where the game's start can be found (the orthodox start, or one of the 960 Chess960 starts, from
 * which the view's moves lead to its position) the moves are given to the engine too, so that it
 * knows which positions repeat; from a composed start it searches the position alone. One engine
 * per calling thread, so calls from a server's pool never share a search.
 */
final class ChessComputerPlayer implements ComputerPlayer {
  private static final ThreadLocal<Engine> ENGINES =
      ThreadLocal.withInitial(
          () -> {
            Engine e = new Engine();
            e.setHashMegabytes(8);
            e.setMoveOverhead(5);
            return e;
          });

  private final Variant variant;
  private final CastlingMode mode;

  ChessComputerPlayer(Variant variant) {
    this.variant = variant;
    this.mode = variant == Variants.CHESS960 ? CastlingMode.CHESS960 : CastlingMode.ORTHODOX;
  }

  @Override
  public String choose(GameView view, Level level, long thinkMillis) {
    ComputerPlayer.check(view, variant);
    long start = System.nanoTime();
    Position now = Fen.read(view.position(), mode);
    Engine engine = ENGINES.get();
    Game found = history(view, now);
    engine.setPosition(found.start, found.moves);
    engine.setLevel(level.seeded(new SplittableRandom().nextLong()));
    long spent = (System.nanoTime() - start) / 1_000_000;
    SearchResult r =
        engine.search(
            SearchLimits.ofMoveTime(Math.max(1, ThinkTime.of(view, thinkMillis) - spent)));
    String uci = UciMove.write(r.bestMove(), mode);
    for (LegalMove m : view.legalMoves()) {
      if (m.uci().equals(uci)) {
        return uci;
      }
    }
    // The engine and the view's rules agree on the legal moves; this guards a notation difference.
    throw new IllegalStateException(
        "engine move " + uci + " is not among the view's legal moves in " + view.position());
  }

  /** A start and the moves from it to {@code now}. */
  private record Game(Position start, int[] moves) {}

  /**
   * The game's start and moves when the view's moves lead from a standard start to its position;
   * else the position alone.
   */
  private Game history(GameView view, Position now) {
    List<String> moves = new ArrayList<>();
    for (PlayedMove m : view.moves()) {
      moves.add(m.uci());
    }
    if (variant == Variants.CHESS) {
      Game g = replay(Fen.read(Variants.CHESS.startFen(), mode), moves, now);
      if (g != null) {
        return g;
      }
    } else {
      for (int n = 0; n < 960; n++) {
        Game g = replay(Fen.read(StartPosition.of(n).xfen(), mode), moves, now);
        if (g != null) {
          return g;
        }
      }
    }
    return new Game(now, new int[0]);
  }

  /** The moves played from {@code start} when they all are legal and lead to {@code now}. */
  private Game replay(Position start, List<String> moves, Position now) {
    Position p = start.copy();
    int[] ints = new int[moves.size()];
    for (int i = 0; i < ints.length; i++) {
      try {
        ints[i] = UciMove.read(moves.get(i), p, mode);
      } catch (NotationException e) {
        return null;
      }
      p.make(ints[i]);
    }
    if (p.repetitionKey() != now.repetitionKey() || p.halfmoveClock() != now.halfmoveClock()) {
      return null;
    }
    return new Game(start, ints);
  }
}
