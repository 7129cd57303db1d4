package org.arrocco.bench.match;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;
import org.arrocco.core.variant.Game;
import org.arrocco.core.variant.GameView;
import org.arrocco.core.variant.Seat;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;
import org.arrocco.engine.ComputerPlayer;
import org.arrocco.engine.Level;

/**
 * A match between two computer players of one variant through the game model, each seeing only its
 * seat's view (Sprint: its own hand), colours alternated: the engine's search ({@code search}, at
 * full strength or {@code --elo E}) against the one-ply greedy player ({@code oneply}) or itself.
 * Games that reach {@code --max-plies} are counted as draws and reported apart. Sprint games are
 * untimed (no hourglass) and dealt from seeds 1, 2, ...
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar org.arrocco.bench.match.VariantMatch
 * --variant tamerlane --games 20 --think 100 --opponent oneply [--max-plies 300] [--elo 1200]}.
 * Prints one line per game and then {@code score: W-D-L (P %) of N, capped C}.
 */
public final class VariantMatch {
  private VariantMatch() {}

  public static void main(String[] args) {
    Map<String, String> a = new HashMap<>();
    for (int i = 0; i + 1 < args.length; i += 2) {
      if (!args[i].startsWith("--")) {
        throw new IllegalArgumentException("expected an option --name at argument " + (i + 1));
      }
      a.put(args[i].substring(2), args[i + 1]);
    }
    Variant variant =
        Variants.find(a.getOrDefault("variant", "tamerlane"))
            .orElseThrow(
                () -> new IllegalArgumentException("--variant: one of " + Variants.keys()));
    int games = Integer.parseInt(a.getOrDefault("games", "10"));
    long think = Long.parseLong(a.getOrDefault("think", "100"));
    int maxPlies = Integer.parseInt(a.getOrDefault("max-plies", "300"));
    String opponent = a.getOrDefault("opponent", "oneply");
    Level level = a.containsKey("elo") ? Level.ofElo(Integer.parseInt(a.get("elo"))) : Level.FULL;
    ComputerPlayer engine = ComputerPlayer.of(variant);
    ComputerPlayer other =
        opponent.equals("oneply") ? ComputerPlayer.onePly(variant) : ComputerPlayer.of(variant);
    double points = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int capped = 0;
    for (int g = 0; g < games; g++) {
      Side engineSide = g % 2 == 0 ? Side.WHITE : Side.BLACK;
      Map<String, String> options =
          variant == Variants.SPRINT
              ? Map.of("seed", "" + (1 + g / 2), "hourglass", "0")
              : Map.of();
      Game game = variant.newGame(variant.setup(options), Optional.empty());
      int ply = 0;
      while (!game.isOver() && ply < maxPlies) {
        Side toMove = game.sideToMove();
        GameView view = game.view(Seat.of(toMove), ply);
        String move =
            toMove == engineSide
                ? engine.choose(view, level, think)
                : other.choose(view, Level.FULL, think);
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
      System.out.printf("game %d: engine %s, %d plies, %s%n", g + 1, engineSide, ply, how);
    }
    System.out.printf(
        "score: %d-%d-%d (%.1f %%) of %d, capped %d%n",
        wins, draws, losses, 100.0 * points / games, games, capped);
  }
}
