package org.arrocco.engine;

/**
 * A position of a game that {@link VariantSearch} plays on: its legal moves as ints, making and
 * taking back a move, check, a static evaluation, a key for the transposition table, and what a
 * move takes (for ordering and the quiescence search). Implementations keep their buffers, so that
 * no call allocates. Not thread-safe: one board per search.
 */
interface SearchBoard {
  /** Writes the legal moves of the side to move into {@code out}; returns how many. */
  int generate(int[] out);

  /** Plays a legal move. */
  void make(int move);

  /** Takes back the last move made, which was {@code move}. */
  void unmake(int move);

  /** Whether the side to move is in check (its only royal piece attacked). */
  boolean inCheck();

  /** The static score of the position for the side to move, in centipawns, never a mate score. */
  int evaluate();

  /** A hash of everything the rules and the future depend on (for the transposition table). */
  long key();

  /** The value of what {@code move} takes plus what a promotion gains; 0 for a quiet move. */
  int gain(int move);

  /** The value of the piece that makes {@code move} (for least-valuable-attacker ordering). */
  int moverValue(int move);

  /** The score of the side to move when it has no legal move ({@code ply} plies from the root). */
  int noMoveScore(int ply);

  /**
   * Whether the game is over here by a rule without a loser (a citadel draw, a dead position...).
   */
  boolean drawnByRule();

  /** Whether a repeated position counts as a draw in this game. */
  boolean repetitionsDraw();

  /**
   * Whether a null move is sound here (the side to move has pieces besides its royals and pawns).
   */
  boolean nullMoveSound();

  /** Gives the move to the opponent without playing (for null-move pruning). */
  void makeNull();

  void unmakeNull();
}
