package org.arrocco.tournament.trf;

/**
 * A TRF-16 round result code (column 99 of a round block, see the reference README): played games,
 * forfeits, and the byes. Points are in tenths (a win is 10), the FIDE default point system.
 */
public enum ResultCode {
  /** {@code 1}: played game won. */
  WIN('1', 10, Kind.PLAYED),
  /** {@code =}: played game drawn. */
  DRAW('=', 5, Kind.PLAYED),
  /** {@code 0}: played game lost. */
  LOSS('0', 0, Kind.PLAYED),
  /** {@code W}: won a game that lasted less than one move (counts as played). */
  SHORT_WIN('W', 10, Kind.PLAYED),
  /** {@code D}: drew a game that lasted less than one move (counts as played). */
  SHORT_DRAW('D', 5, Kind.PLAYED),
  /** {@code L}: lost a game that lasted less than one move (counts as played). */
  SHORT_LOSS('L', 0, Kind.PLAYED),
  /** {@code +}: forfeit win (with an opponent), or the pairing-allocated bye ({@code 0000 - +}). */
  FORFEIT_WIN('+', 10, Kind.FORFEIT),
  /** {@code -}: forfeit loss (a double forfeit is {@code -} on both lines). */
  FORFEIT_LOSS('-', 0, Kind.FORFEIT),
  /** {@code U}: pairing-allocated bye. */
  PAIRING_BYE('U', 10, Kind.BYE),
  /** {@code F}: full-point bye (requested, not pairing-allocated). */
  FULL_BYE('F', 10, Kind.BYE),
  /** {@code H}: half-point bye (requested). */
  HALF_BYE('H', 5, Kind.BYE),
  /** {@code Z}: zero-point bye (announced absence). */
  ZERO_BYE('Z', 0, Kind.BYE),
  /** blank: not paired, no points (read like {@code Z}). */
  BLANK(' ', 0, Kind.BYE);

  /** The three families of codes. */
  public enum Kind {
    PLAYED,
    FORFEIT,
    BYE
  }

  private final char code;
  private final int points;
  private final Kind kind;

  ResultCode(char code, int points, Kind kind) {
    this.code = code;
    this.points = points;
    this.kind = kind;
  }

  /** The TRF character. */
  public char code() {
    return code;
  }

  /** Points in tenths under the default point system (win 10, draw 5, loss 0). */
  public int points() {
    return points;
  }

  /** Played game, forfeit, or bye. */
  public Kind kind() {
    return kind;
  }

  /** The code for a TRF character, or null if it is not one. */
  public static ResultCode ofCode(char c) {
    for (ResultCode r : values()) {
      if (r.code == c) {
        return r;
      }
    }
    return null;
  }

  /** The code the opponent must have written for the same game, or null for byes. */
  public ResultCode mirror() {
    return switch (this) {
      case WIN -> LOSS;
      case LOSS -> WIN;
      case DRAW -> DRAW;
      case SHORT_WIN -> SHORT_LOSS;
      case SHORT_LOSS -> SHORT_WIN;
      case SHORT_DRAW -> SHORT_DRAW;
      case FORFEIT_WIN -> FORFEIT_LOSS;
      case FORFEIT_LOSS -> FORFEIT_WIN;
      default -> null;
    };
  }
}
