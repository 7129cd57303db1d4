package org.arrocco.tournament.event;

import java.util.ArrayList;
import java.util.List;

/**
 * One paired round: its number, the Chess960 start position every board uses (0-959; -1 when the
 * variant has none or it was not recorded), how it was chosen ({@code random} or {@code arbiter}),
 * the boards in board order and the byes (the PAB first, then by player). Every entrant of the
 * round is on exactly one board or bye.
 */
public record Round(
    int number, int startPosition, String positionSource, List<Board> boards, List<Bye> byes) {
  public Round {
    if (boards == null || byes == null) {
      throw new IllegalArgumentException("round " + number + " needs its boards and byes lists");
    }
    positionSource = positionSource == null ? "" : positionSource;
    boards = List.copyOf(boards);
    List<Bye> sorted = new ArrayList<>(byes);
    // Canonical order: the pairing-allocated bye first, then by player.
    sorted.sort(
        java.util.Comparator.comparing((Bye b) -> b.kind() != ByeKind.PAIRING)
            .thenComparingInt(Bye::player));
    byes = List.copyOf(sorted);
    if (startPosition < -1 || startPosition > 959) {
      throw new Refusal(Refusal.Reason.START_POSITION_RANGE, startPosition);
    }
  }

  /** True when every board has a result. */
  public boolean complete() {
    for (Board b : boards) {
      if (b.result() == null) {
        return false;
      }
    }
    return true;
  }

  /** The board with this number. */
  public Board board(int n) {
    for (Board b : boards) {
      if (b.number() == n) {
        return b;
      }
    }
    throw new Refusal(Refusal.Reason.NO_BOARD, number, n, boards.size());
  }

  Round withBoard(Board changed) {
    List<Board> out = new ArrayList<>(boards);
    out.replaceAll(b -> b.number() == changed.number() ? changed : b);
    return new Round(number, startPosition, positionSource, out, byes);
  }

  Round withBye(Bye bye) {
    List<Bye> out = new ArrayList<>(byes);
    out.add(bye);
    return new Round(number, startPosition, positionSource, boards, out);
  }
}
