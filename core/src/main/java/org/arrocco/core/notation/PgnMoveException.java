package org.arrocco.core.notation;

/**
 * A move of a PGN game that cannot be played: illegal, ambiguous, malformed, or after the game had
 * already ended. Besides the place in the file it names the move number as PGN writes it ({@code
 * 12.} or {@code 12...}), the move as written, and the position (FEN) it was tried in.
 */
public final class PgnMoveException extends NotationException {
  private final String moveNumber;
  private final String san;
  private final String fen;

  public PgnMoveException(String where, String moveNumber, String san, String fen, String problem) {
    super(where, "move " + moveNumber + " " + san + ": " + problem + " (position " + fen + ")");
    this.moveNumber = moveNumber;
    this.san = san;
    this.fen = fen;
  }

  /**
   * The move number as PGN writes it for a move made at this full-move number: {@code 12.} for
   * White, {@code 12...} for Black (PGN 8.2.2).
   */
  public static String moveNumber(int fullmove, boolean whiteToMove) {
    return fullmove + (whiteToMove ? "." : "...");
  }

  /** The move number as PGN writes it: {@code 12.} for White, {@code 12...} for Black. */
  public String moveNumber() {
    return moveNumber;
  }

  /** The move as written in the file. */
  public String san() {
    return san;
  }

  /** The position the move was tried in. */
  public String fen() {
    return fen;
  }
}
