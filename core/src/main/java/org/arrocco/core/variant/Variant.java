package org.arrocco.core.variant;

import org.arrocco.core.perft.PerftPosition;

/**
 * A game that Arrocco plays, by its declared identity. Each variant is a singleton listed in {@link
 * Variants}; its rules live in its own package.
 */
public interface Variant {

  /** The short name used on the command line and in files ({@code chess}, {@code chess960}). */
  String key();

  /** The name shown to people and written in PGN's {@code Variant} tag. */
  String displayName();

  /** The FEN of the variant's standard start ({@code startpos} on the command line). */
  String startFen();

  /**
   * Reads a position written in this variant's FEN and returns it ready for perft.
   *
   * @throws org.arrocco.core.notation.NotationException naming the field that is wrong
   */
  PerftPosition perftPosition(String fen);
}
