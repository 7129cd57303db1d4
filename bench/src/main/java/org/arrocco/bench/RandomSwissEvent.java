package org.arrocco.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.arrocco.tournament.trf.Colour;
import org.arrocco.tournament.trf.PlayerRecord;
import org.arrocco.tournament.trf.ResultCode;
import org.arrocco.tournament.trf.RoundResult;

/**
 * Large random Swiss events for benchmarks: {@code players} players rated 2700 down to about 1000,
 * {@code rounds} rounds of which the first {@code playedRounds} are filled in. Each round pairs the
 * players present, sorted by score then rating, greedily with the next player not met yet (a
 * Swiss-like history, not a Dutch pairing); results follow the rating difference; about 3% of
 * players take a half-point bye and 2% are absent per round, 4% of games are forfeited (some
 * double) and an odd player out gets the pairing-allocated bye. The output is a TRF-16 text that
 * pairs round {@code playedRounds + 1}. Same seed, same event.
 */
public final class RandomSwissEvent {
  private RandomSwissEvent() {}

  /** The TRF text of the event before round {@code playedRounds + 1}. */
  public static String trf(int players, int rounds, int playedRounds, long seed) {
    Random rnd = new Random(seed);
    int[] rating = new int[players];
    for (int i = 0; i < players; i++) {
      rating[i] = 2700 - (int) ((long) i * 1700 / Math.max(1, players));
    }
    int[] score = new int[players];
    List<List<RoundResult>> history = new ArrayList<>();
    boolean[][] met = new boolean[players][players];
    boolean[] hadBye = new boolean[players];
    int[] colourBalance = new int[players];
    for (int i = 0; i < players; i++) {
      history.add(new ArrayList<>());
    }
    for (int r = 0; r < playedRounds; r++) {
      Integer[] order = new Integer[players];
      for (int i = 0; i < players; i++) {
        order[i] = i;
      }
      Arrays.sort(order, (a, b) -> score[a] != score[b] ? score[b] - score[a] : a - b);
      RoundResult[] entry = new RoundResult[players];
      List<Integer> present = new ArrayList<>();
      for (int p : order) {
        double x = rnd.nextDouble();
        if (x < 0.03) {
          entry[p] = new RoundResult(0, Colour.NONE, ResultCode.HALF_BYE);
        } else if (x < 0.05) {
          entry[p] = new RoundResult(0, Colour.NONE, ResultCode.ZERO_BYE);
        } else {
          present.add(p);
        }
      }
      if (present.size() % 2 == 1) {
        for (int k = present.size() - 1; k >= 0; k--) {
          int p = present.get(k);
          if (!hadBye[p]) {
            entry[p] = new RoundResult(0, Colour.NONE, ResultCode.PAIRING_BYE);
            hadBye[p] = true;
            present.remove(k);
            break;
          }
        }
      }
      boolean[] done = new boolean[players];
      for (int k = 0; k < present.size(); k++) {
        int a = present.get(k);
        if (done[a]) {
          continue;
        }
        int b = -1;
        for (int m = k + 1; m < present.size(); m++) {
          int c = present.get(m);
          if (!done[c] && !met[a][c]) {
            b = c;
            break;
          }
        }
        if (b < 0) {
          for (int m = k + 1; m < present.size(); m++) {
            if (!done[present.get(m)]) {
              b = present.get(m);
              break;
            }
          }
        }
        if (b < 0) {
          entry[a] = new RoundResult(0, Colour.NONE, ResultCode.ZERO_BYE);
          continue;
        }
        done[a] = true;
        done[b] = true;
        met[a][b] = true;
        met[b][a] = true;
        boolean aWhite =
            colourBalance[a] < colourBalance[b]
                || (colourBalance[a] == colourBalance[b] && rnd.nextBoolean());
        int white = aWhite ? a : b;
        int black = aWhite ? b : a;
        play(rnd, white, black, rating, entry);
        colourBalance[white]++;
        colourBalance[black]--;
      }
      for (int p = 0; p < players; p++) {
        history.get(p).add(entry[p]);
        score[p] += entry[p].points(10);
      }
    }
    StringBuilder sb = new StringBuilder();
    sb.append("012 Random event ")
        .append(players)
        .append(" players, seed ")
        .append(seed)
        .append('\n');
    sb.append("XXR ").append(rounds).append('\n');
    sb.append("XXC white1\n");
    for (int p = 0; p < players; p++) {
      PlayerRecord rec =
          new PlayerRecord(
              p + 1,
              "",
              "",
              String.format("Player %04d", p + 1),
              rating[p],
              "",
              0,
              "",
              score[p],
              0,
              history.get(p),
              0);
      sb.append(rec.toTrf()).append('\n');
    }
    return sb.toString();
  }

  private static void play(Random rnd, int white, int black, int[] rating, RoundResult[] entry) {
    if (rnd.nextDouble() < 0.04) {
      int kind = rnd.nextInt(3);
      ResultCode w = kind == 0 ? ResultCode.FORFEIT_WIN : ResultCode.FORFEIT_LOSS;
      ResultCode b = kind == 1 ? ResultCode.FORFEIT_WIN : ResultCode.FORFEIT_LOSS;
      entry[white] = new RoundResult(black + 1, Colour.WHITE, w);
      entry[black] = new RoundResult(white + 1, Colour.BLACK, b);
      return;
    }
    double expected = 1 / (1 + Math.pow(10, (rating[black] - rating[white]) / 400.0));
    double x = rnd.nextDouble();
    ResultCode w;
    if (x < expected - 0.15) {
      w = ResultCode.WIN;
    } else if (x < expected + 0.15) {
      w = ResultCode.DRAW;
    } else {
      w = ResultCode.LOSS;
    }
    entry[white] = new RoundResult(black + 1, Colour.WHITE, w);
    entry[black] = new RoundResult(white + 1, Colour.BLACK, w.mirror());
  }

  /** Writes an event: {@code players rounds playedRounds seed file}. */
  public static void main(String[] args) throws IOException {
    String text =
        trf(
            Integer.parseInt(args[0]),
            Integer.parseInt(args[1]),
            Integer.parseInt(args[2]),
            Long.parseLong(args[3]));
    Files.writeString(Path.of(args[4]), text);
  }
}
