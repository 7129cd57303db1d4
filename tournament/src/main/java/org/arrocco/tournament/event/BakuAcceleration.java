package org.arrocco.tournament.event;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.tournament.trf.Acceleration;

/**
 * The Baku acceleration of an event (C.04.5.1). Group A is fixed when round 1 is paired: the first
 * 2 * ceil(N / 4) of round 1's N players in the initial ranking. A late entrant ranked above its
 * last player joins it, since "the last GA-player shall be the same as in the previous round". The
 * accelerated rounds are the first half of the event's rounds, rounded up; group A carries one
 * virtual point into the first half of them (rounded up) and half a point into the rest. The pairer
 * reads them as TRF-2026 {@code 250} records by pairing number, after a {@code 192} line naming the
 * method.
 */
final class BakuAcceleration {
  /** The {@code 192} line of the Dutch system with the Baku acceleration. */
  static final String SYSTEM = "192 FIDE_DUTCH_2025_BAKU";

  private BakuAcceleration() {}

  /** The registration number of the last player of group A, from round 1's players ranked. */
  static int lastOfGroupA(List<Player> roundOneRanked) {
    int n = roundOneRanked.size();
    return n == 0 ? 0 : roundOneRanked.get(Acceleration.bakuGroupA(n) - 1).id();
  }

  /**
   * The TRF lines for the players of {@code ranked} (pairing number = position + 1): the {@code
   * 192} line and one {@code 250} record per run of rounds with the same virtual points, group A
   * being pairing numbers 1 to that of {@code lastOfGroupA}.
   */
  static List<String> lines(int rounds, List<Player> ranked, int lastOfGroupA) {
    int last = ranked.stream().map(Player::id).toList().indexOf(lastOfGroupA) + 1;
    if (last == 0) {
      throw new IllegalStateException("the last player of group A is not among the players");
    }
    List<String> lines = new ArrayList<>();
    lines.add(SYSTEM);
    int first = 1;
    for (int r = 1; r <= rounds; r++) {
      int points = Acceleration.bakuTenths(r, rounds);
      if (r == rounds || Acceleration.bakuTenths(r + 1, rounds) != points) {
        if (points != 0) {
          lines.add(record(points, first, r, last));
        }
        first = r + 1;
      }
    }
    return lines;
  }

  /**
   * A {@code 250} record: points in columns 10-13, rounds 15-17 to 19-21, players 23-26 to 28-31.
   */
  private static String record(int tenths, int first, int last, int lastPlayer) {
    return String.format(
        "250      %4s %3d %3d %4d %4d", TrfExport.tenths(tenths), first, last, 1, lastPlayer);
  }
}
