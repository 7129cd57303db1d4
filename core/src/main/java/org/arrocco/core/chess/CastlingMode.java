package org.arrocco.core.chess;

/**
 * How castling is read and written in FEN and UCI notation. Castling itself is one rule (FIDE
 * Guidelines II covers the orthodox corners as one geometry among 960).
 */
public enum CastlingMode {
  /**
   * Orthodox chess: a castling right in FEN means the king on e1/e8 and the rook in the corner; in
   * UCI the king's move is written to its destination ({@code e1g1}).
   */
  ORTHODOX,
  /**
   * Chess960: any start geometry, X-FEN and Shredder-FEN castling fields; in UCI castling is
   * written as the king taking its own rook ({@code e1h1}).
   */
  CHESS960
}
