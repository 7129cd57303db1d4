package org.arrocco.core.chess;

import org.arrocco.core.chess960.StartPosition;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.perft.PerftPosition;
import org.arrocco.core.variant.Variant;

/**
 * Chess960 (FIDE Guidelines II): the orthodox rules with one of 960 start arrays and castling in
 * every geometry; positions in X-FEN or Shredder-FEN, castling in UCI as king-takes-rook.
 */
public final class Chess960Variant implements Variant {
  /** The one instance. */
  public static final Chess960Variant INSTANCE = new Chess960Variant();

  private Chess960Variant() {}

  @Override
  public String key() {
    return "chess960";
  }

  @Override
  public String displayName() {
    return "Chess960";
  }

  /** Start position 518, the orthodox array; tournaments draw one with {@link StartPosition}. */
  @Override
  public String startFen() {
    return StartPosition.of(StartPosition.ORTHODOX).xfen();
  }

  /** How this variant reads and writes castling. */
  public CastlingMode castlingMode() {
    return CastlingMode.CHESS960;
  }

  /** Reads an X-FEN or Shredder-FEN of this variant. */
  public Position position(String fen) {
    return Fen.read(fen, CastlingMode.CHESS960);
  }

  @Override
  public PerftPosition perftPosition(String fen) {
    return new Perft(position(fen), CastlingMode.CHESS960);
  }
}
