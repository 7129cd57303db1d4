package org.arrocco.core.chess;

import org.arrocco.core.notation.Fen;
import org.arrocco.core.perft.PerftPosition;
import org.arrocco.core.variant.Variant;

/** Orthodox chess by the FIDE Laws: the variant's identity, start position and perft entry. */
public final class OrthodoxChess implements Variant {
  /** The one instance. */
  public static final OrthodoxChess INSTANCE = new OrthodoxChess();

  /** The orthodox start position (FIDE Laws 2.3). */
  public static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  private OrthodoxChess() {}

  @Override
  public String key() {
    return "chess";
  }

  @Override
  public String displayName() {
    return "Standard";
  }

  @Override
  public String startFen() {
    return START_FEN;
  }

  /** How this variant reads and writes castling. */
  public CastlingMode castlingMode() {
    return CastlingMode.ORTHODOX;
  }

  /** Reads a FEN of this variant (castling rights only with king on e1/e8, rooks in corners). */
  public Position position(String fen) {
    return Fen.read(fen, CastlingMode.ORTHODOX);
  }

  @Override
  public PerftPosition perftPosition(String fen) {
    return new Perft(position(fen), CastlingMode.ORTHODOX);
  }
}
