package org.arrocco.tournament.trf;

/**
 * One player's entry for one round (a 10-column block of a {@code 001} line): the opponent's
 * starting rank (0 = none), the colour, and the result code.
 *
 * <p>A game was <em>played</em> only for codes {@code 1 = 0 W D L} with an opponent; forfeits
 * ({@code + -}) keep the opponent and the scheduled colour but are not played games (they do not
 * count for colours and do not forbid a later pairing, as the reference engine reads them).
 */
public record RoundResult(int opponent, Colour colour, ResultCode code) {
  public RoundResult {
    if (opponent < 0 || opponent > 9999) {
      throw new IllegalArgumentException("opponent number out of range: " + opponent);
    }
  }

  /** True when the game was actually played over the board. */
  public boolean played() {
    return opponent != 0 && code.kind() == ResultCode.Kind.PLAYED;
  }

  /** True when the player received the pairing-allocated bye ({@code U}, or {@code 0000 - +}). */
  public boolean pairingAllocatedBye() {
    return opponent == 0 && (code == ResultCode.PAIRING_BYE || code == ResultCode.FORFEIT_WIN);
  }

  /**
   * True when the player took part in the round's pairing: paired with an opponent (played or
   * forfeited) or given the pairing-allocated bye; false for requested byes and absences.
   */
  public boolean paired() {
    return opponent != 0 || pairingAllocatedBye();
  }

  /**
   * Points in tenths: played and forfeit results as their code, the PAB as {@code pabPoints}, a
   * requested bye as its code.
   */
  public int points(int pabPoints) {
    return PointSystem.DEFAULT.withPab(pabPoints).points(this);
  }

  /** The 8 characters of the TRF round block from column 92: {@code " 12 w 1"}. */
  public String toTrf() {
    if (opponent == 0 && code == ResultCode.BLANK) {
      return "        ";
    }
    return String.format(
        "%4s %c %c",
        opponent == 0 ? "0000" : Integer.toString(opponent), colour.code(), code.code());
  }
}
