package org.arrocco.bench.match;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;
import org.arrocco.core.variant.Game;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.Seat;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;
import org.arrocco.engine.ComputerPlayer;
import org.arrocco.engine.Level;
import org.arrocco.engine.SearchLimits;
import org.arrocco.engine.SprintAnalysis;
import org.arrocco.engine.ViewSearch;

/**
 * A match between two computer players of one variant through the game model, each seeing only its
 * seat's view (Sprint: its own hand), colours alternated: the engine's search ({@code search}, at
 * full strength or {@code --elo E}) against the one-ply greedy player ({@code oneply}), its own
 * search held to a depth ({@code depth2}) itself ({@code search}), or for Sprint the same search
 * seeing every tile and deck order ({@code seeall}: what honesty costs). Games that reach {@code
 * --max-plies} are counted as draws and reported apart. Sprint games are untimed (no hourglass) and
 * dealt from seeds 1, 2, ... (games 2k-1 and 2k share a deal, colours swapped).
 *
 * <p>{@code --nodes N} gives both searching players (Tamerlane, Sprint) a fixed budget of about N
 * nodes per move instead of a think time, so that the result does not depend on the machine's load:
 * the honest Sprint player's deal of its own deck is seeded by game and ply, so a match at a node
 * budget is the same every time it is played. For measuring what honesty costs in Sprint, {@code
 * --engine} puts another player in the engine's seat: {@code honest} (the default, the engine's
 * player), {@code seeall} (the search seeing every tile) or {@code ownblind} (the search seeing the
 * opponent's hand and deck but not its own deck's order: before each move its own deck is shuffled
 * anew, seeded by game and ply) or {@code handsknown} (the search seeing both hands but neither
 * deck's order).
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar org.arrocco.bench.match.VariantMatch
 * --variant tamerlane --games 20 --think 100 --opponent oneply [--max-plies 300] [--elo 1200]
 * [--nodes 40000] [--engine honest|seeall|ownblind|handsknown] [--first 1] [--moves true]}. Prints
 * one line per game (with the mean nodes per move of each side at a node budget) and then {@code
 * score: W-D-L (P %) of N, capped C}.
 */
public final class VariantMatch {
  private VariantMatch() {}

  public static void main(String[] args) {
    Map<String, String> a = new HashMap<>();
    for (int i = 0; i < args.length; i += 2) {
      if (!args[i].startsWith("--") || i + 1 >= args.length) {
        throw new IllegalArgumentException(
            "expected an option --name value at argument " + (i + 1) + ": " + args[i]);
      }
      a.put(args[i].substring(2), args[i + 1]);
    }
    Variant variant =
        Variants.find(a.getOrDefault("variant", "tamerlane"))
            .orElseThrow(
                () -> new IllegalArgumentException("--variant: one of " + Variants.keys()));
    int games = Integer.parseInt(a.getOrDefault("games", "10"));
    int first = Integer.parseInt(a.getOrDefault("first", "1"));
    long think = Long.parseLong(a.getOrDefault("think", "100"));
    long nodes = Long.parseLong(a.getOrDefault("nodes", "0"));
    int maxPlies = Integer.parseInt(a.getOrDefault("max-plies", "300"));
    String opponent = a.getOrDefault("opponent", "oneply");
    String engineKind = a.getOrDefault("engine", "honest");
    Level level = a.containsKey("elo") ? Level.ofElo(Integer.parseInt(a.get("elo"))) : Level.FULL;
    boolean sprint = variant == Variants.SPRINT;
    if (nodes < 0) {
      throw new IllegalArgumentException("--nodes: a positive budget, not " + nodes);
    }
    if (nodes > 0 && !sprint && variant != Variants.TAMERLANE) {
      throw new IllegalArgumentException("--nodes: for tamerlane and sprint only");
    }
    if (!engineKind.equals("honest")
        && !(sprint && Set.of("seeall", "ownblind", "handsknown").contains(engineKind))) {
      throw new IllegalArgumentException(
          "--engine: honest, or for sprint seeall, ownblind or handsknown, not " + engineKind);
    }
    if (opponent.equals("seeall") && !sprint) {
      throw new IllegalArgumentException("--opponent seeall: for sprint only");
    }
    ComputerPlayer engine = ComputerPlayer.of(variant);
    ComputerPlayer other =
        opponent.equals("oneply")
            ? ComputerPlayer.onePly(variant)
            : opponent.startsWith("depth")
                ? ComputerPlayer.atDepth(variant, Integer.parseInt(opponent.substring(5)))
                : ComputerPlayer.of(variant);
    boolean otherSearches = opponent.equals("search") || opponent.equals("seeall");
    double points = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int capped = 0;
    for (int g = first - 1; g < first - 1 + games; g++) {
      Side engineSide = g % 2 == 0 ? Side.WHITE : Side.BLACK;
      Map<String, String> options =
          sprint ? Map.of("seed", "" + (1 + g / 2), "hourglass", "0") : Map.of();
      Game game = variant.newGame(variant.setup(options), Optional.empty());
      int ply = 0;
      long[] used = new long[2];
      int[] moves = new int[2];
      long[] depths = new long[2];
      while (!game.isOver() && ply < maxPlies) {
        Side toMove = game.sideToMove();
        GameView view = game.view(Seat.of(toMove), ply);
        long seed = (long) (g + 1) << 20 | ply;
        boolean ours = toMove == engineSide;
        String kind = ours ? engineKind : opponent;
        String move;
        long spent = 0;
        int reached = 0;
        if (Set.of("seeall", "ownblind", "handsknown").contains(kind)) {
          SplittableRandom random = new SplittableRandom(seed);
          String fen =
              kind.equals("seeall")
                  ? game.positionText() // sees every tile
                  : kind.equals("ownblind")
                      ? SprintAnalysis.ownDeckShuffled(game.positionText(), random)
                      : SprintAnalysis.deckShuffled(
                          SprintAnalysis.deckShuffled(game.positionText(), 0, random), 1, random);
          if (nodes > 0) {
            SprintAnalysis.Analysis r = SprintAnalysis.searchNodes(fen, nodes);
            move = r.move();
            spent = r.nodes();
            reached = r.depth();
          } else {
            move = SprintAnalysis.bestMove(fen, think);
          }
        } else if (nodes > 0 && (ours || otherSearches)) {
          ViewSearch.Result r =
              new ViewSearch(
                      view,
                      ours ? level : Level.FULL,
                      SearchLimits.ofNodes(nodes),
                      0,
                      System.nanoTime(),
                      seed)
                  .run();
          move = r.move();
          spent = r.nodes();
          reached = r.depth();
        } else {
          move = ours ? engine.choose(view, level, think) : other.choose(view, Level.FULL, think);
        }
        int i = ours ? 0 : 1;
        used[i] += spent;
        depths[i] += reached;
        moves[i]++;
        game.play(move, ply);
        ply++;
      }
      String how;
      if (!game.isOver()) {
        capped++;
        draws++;
        points += 0.5;
        how = "capped at " + maxPlies + " plies";
      } else {
        Result r = game.outcome().get().result();
        how = game.outcome().get().toString();
        if (r == Result.DRAW) {
          draws++;
          points += 0.5;
        } else if (r == Result.winFor(engineSide)) {
          wins++;
          points += 1;
        } else {
          losses++;
        }
      }
      String spentText =
          nodes > 0
              ? String.format(
                  ", nodes per move %d / %d, depth %.1f / %.1f",
                  used[0] / Math.max(1, moves[0]),
                  used[1] / Math.max(1, moves[1]),
                  depths[0] / (double) Math.max(1, moves[0]),
                  depths[1] / (double) Math.max(1, moves[1]))
              : "";
      System.out.printf(
          "game %d: engine %s, %d plies, %s%s%n", g + 1, engineSide, ply, how, spentText);
      if (a.getOrDefault("moves", "false").equals("true")) {
        StringBuilder sans = new StringBuilder();
        for (var m : game.moves()) {
          sans.append(m.san()).append(' ');
        }
        System.out.println("  " + sans.toString().trim());
      }
    }
    System.out.printf(
        "score: %d-%d-%d (%.1f %%) of %d, capped %d%n",
        wins, draws, losses, 100.0 * points / games, games, capped);
  }
}
