package org.arrocco.tournament.event;

import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.arrocco.tournament.tiebreak.Tiebreak;
import org.arrocco.tournament.tiebreak.TiebreakRules;

/**
 * Pairs a made-up event once per process, in the background at the lowest priority, so that Java
 * has compiled the Dutch pairer's matching before a real round needs it. Round 1 is paired without
 * the matching, so in a server started for the evening round 2 was the matching's first run, and a
 * first run is interpreted and slow (at 300 players several times a warm one). A server starts it
 * when an event's round 1 is paired, minutes before round 2; a command that pairs once has no use
 * for it, nor a small event. It changes nothing but the time: it touches no real event, and its
 * failure is ignored.
 */
public final class PairerWarmUp {
  /**
   * The smallest event worth it: below, even a first run pairs in a fraction of a second, and the
   * warm-up's few seconds of CPU would only compete with the evening's other work.
   */
  public static final int WORTH_IT = 100;

  /**
   * The made-up event: players and the rounds paired (with random results between them). Measured
   * with a 300-player round 2 on two busy cores: after a warm-up of 150 players the pairing took
   * 895-942 ms of CPU against 905-1,712 cold, after one of 300 players 377-586 ms (the warm-up
   * itself 2.7-3.2 s).
   */
  static final int PLAYERS = 300;

  static final int ROUNDS = 4;

  private static final AtomicBoolean STARTED = new AtomicBoolean();

  private PairerWarmUp() {}

  /** Starts the warm-up unless this process already did. */
  public static void startOnce() {
    if (STARTED.compareAndSet(false, true)) {
      Thread t = new Thread(PairerWarmUp::run, "arrocco-pairer-warm-up");
      t.setDaemon(true);
      t.setPriority(Thread.MIN_PRIORITY);
      t.start();
    }
  }

  /** Pairs the made-up event's rounds; true when all were paired. */
  static boolean run() {
    try {
      Event e =
          Event.create(
              new EventSettings(
                  "warm-up",
                  "",
                  "2026-01-01",
                  "2026-01-01",
                  "chess960",
                  ROUNDS + 1,
                  "8 min",
                  PointSystem.STANDARD,
                  List.of(Tiebreak.BH_C1, Tiebreak.BH, Tiebreak.ARO),
                  TiebreakRules.FIDE_2026,
                  PLAYERS,
                  1399,
                  true,
                  List.of(),
                  0L,
                  ""));
      for (int i = 1; i <= PLAYERS; i++) {
        e.register(new Identity("Player " + i, "", "", "", 0, 2400 - 5 * i, "", 0));
        e.checkIn(i, true);
      }
      e.initialColour("W");
      Random random = new Random(1);
      GameResult[] results = {GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS};
      for (int r = 1; r <= ROUNDS; r++) {
        Round round = RoundDraw.pairNext(e, 518, "arbiter", new DutchRoundPairer(), random);
        for (Board b : round.boards()) {
          e.result(r, b.number(), results[random.nextInt(results.length)]);
        }
      }
      return true;
    } catch (RuntimeException e) {
      return false; // it only saves time: a failure here changes nothing a user sees
    }
  }
}
