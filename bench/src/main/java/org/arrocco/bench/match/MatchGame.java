package org.arrocco.bench.match;

import java.io.IOException;

/**
 * Plays one game between two running engines under a clock (base and increment per side, in
 * milliseconds) or at a fixed depth: sends each engine the position and its clocks, measures the
 * time from {@code go} to the move, and lets the referee play the move. Overstepping the clock is a
 * flag fall, overstepping Sprint's hourglass (when one is given) is counted as a time loss too; no
 * answer, an illegal move or a dead engine forfeits. A fault's text starts with what it is: {@code
 * time:}, {@code illegal move}, {@code no answer}, {@code engine failed}.
 */
final class MatchGame {
  /** How the game went for the record: the referee, and any fault of a side (or null). */
  record Played(Referee referee, String fault, int faultySide, long[] clocks, int moves) {}

  private MatchGame() {}

  static Played play(
      Referee referee,
      MatchEngine[] engines,
      long baseMillis,
      long incMillis,
      long hourglassMillis,
      int depth)
      throws IOException {
    long[] clock = {baseMillis, baseMillis};
    for (MatchEngine e : engines) {
      e.newGame();
    }
    int plies = 0;
    while (!referee.isOver()) {
      int side = referee.sideToMove();
      MatchEngine engine = engines[side];
      String go;
      long deadline;
      if (depth > 0) {
        go = "go depth " + depth;
        deadline = 600_000;
      } else {
        go =
            "go wtime "
                + clock[0]
                + " btime "
                + clock[1]
                + " winc "
                + incMillis
                + " binc "
                + incMillis
                + (hourglassMillis > 0 ? " hourglass " + hourglassMillis : "");
        deadline = clock[side] + 2_000;
      }
      MatchEngine.Answer a = engine.go(referee.positionCommand(), go, deadline);
      long used = a.nanos() / 1_000_000;
      if (a.move() == null) {
        referee.flagFell(side);
        String what =
            engine.alive()
                ? "time: no answer in " + used + " ms"
                : "engine failed: the process ended";
        return new Played(referee, what, side, clock, plies);
      }
      if (depth == 0 && used > clock[side]) {
        referee.flagFell(side);
        return new Played(
            referee, "time: " + used + " ms used, " + clock[side] + " ms left", side, clock, plies);
      }
      if (depth == 0 && hourglassMillis > 0 && used > hourglassMillis) {
        referee.forfeit(side); // counted strictly: Sprint's rules would only pass the move
        return new Played(
            referee,
            "time: the hourglass ran out (" + used + " of " + hourglassMillis + " ms)",
            side,
            clock,
            plies);
      }
      if (depth == 0) {
        clock[side] += incMillis - used;
      }
      String fault = referee.play(a.move());
      if (fault != null) {
        referee.forfeit(side);
        return new Played(referee, fault, side, clock, plies);
      }
      plies++;
    }
    return new Played(referee, null, -1, clock, plies);
  }
}
