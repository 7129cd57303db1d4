package org.arrocco.engine;

/**
 * Where a search reports: its progress ({@link #onInfo}) and, once, its result ({@link
 * #onBestMove}, with the move it expects in reply, or {@code Move.NONE}). Called on the search's
 * own thread.
 */
public interface SearchListener {
  void onInfo(SearchInfo info);

  void onBestMove(int move, int ponderMove);

  /** A free-form message for the user (UCI's {@code info string}). */
  default void onMessage(String text) {}
}
