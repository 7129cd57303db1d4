package org.arrocco.tournament.dutch;

import java.util.List;

/**
 * A round's pairing: the boards in board order (C.04.2 publication order, as the reference engine
 * orders them) and the starting rank of the pairing-allocated bye, 0 when there is none.
 */
public record RoundPairing(int round, List<Board> boards, int byePlayer) {
  public RoundPairing {
    boards = List.copyOf(boards);
  }

  /**
   * The reference {@code .pairs} format: the number of lines that follow, then {@code white black}
   * per board, then {@code p 0} for the bye; every line ends with a line feed.
   */
  public String toPairsFormat() {
    StringBuilder sb = new StringBuilder();
    sb.append(boards.size() + (byePlayer != 0 ? 1 : 0)).append('\n');
    for (Board b : boards) {
      sb.append(b.white()).append(' ').append(b.black()).append('\n');
    }
    if (byePlayer != 0) {
      sb.append(byePlayer).append(" 0\n");
    }
    return sb.toString();
  }
}
