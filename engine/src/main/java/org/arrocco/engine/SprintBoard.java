package org.arrocco.engine;

import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Position;
import org.arrocco.core.sprint.SprintPosition;

/**
 * A Scacchi Sprint position with both decks' order known (a sample of the hidden state, never the
 * game's real one) for {@link VariantSearch}: the core's rules (moves, placements, the draw at the
 * start of each move, repetitions with hands and deck sizes, the 50-move count a placement resets)
 * and the evaluation of orthodox chess on the board ({@link HandEvaluation}) plus the tiles still
 * to come: a tile in hand or deck is worth {@link #TILE_SHARE} percent of its piece on the board,
 * so placing a tile gains the rest (development) and both sides' material is counted in full.
 * Allocates nothing per call.
 */
final class SprintBoard implements SearchBoard {
  /** A tile not yet on the board counts this share (percent) of the piece's value. */
  static final int TILE_SHARE = 80;

  /**
   * Piece values by type (pawn..queen) for tiles and move ordering: the mean of the middle-game and
   * end-game material of the shipped evaluation, so that a tile is counted in hand at its share of
   * what the board will count (with hand-set values after the weights were tuned, the honest player
   * scored 34 % against the search seeing every tile instead of 42 %, docs/engine.md).
   */
  static final int[] VALUE = tileValues(EvalWeights.standard());

  final SprintPosition pos;
  private final MoveList list = new MoveList(512);
  private final HandEvaluation eval;

  /** The value of each side's tiles in hand and deck (placements take them out). */
  private final int[] toCome = new int[2];

  private static int[] tileValues(EvalWeights w) {
    int[] v = new int[Piece.KING + 1];
    for (int t = Piece.PAWN; t <= Piece.QUEEN; t++) {
      int i = EvalWeights.MATERIAL + t - Piece.PAWN;
      v[t] = (w.mg[i] + w.eg[i]) / 2;
    }
    return v;
  }

  /** The position (its decks must be known: a sample). */
  SprintBoard(SprintPosition pos, HandEvaluation eval) {
    this.pos = pos;
    this.eval = eval;
    for (int c = 0; c < 2; c++) {
      if (!pos.deckKnown(c)) {
        throw new IllegalArgumentException("a searched Sprint position needs both decks' order");
      }
    }
    for (int c = 0; c < 2; c++) {
      for (int t = Piece.PAWN; t <= Piece.QUEEN; t++) {
        toCome[c] += pos.handCount(c, t) * VALUE[t];
      }
      for (int tile : pos.deckTiles(c)) {
        toCome[c] += VALUE[SprintPosition.pieceType(tile)];
      }
    }
  }

  @Override
  public int generate(int[] out) {
    int n = pos.generate(list);
    for (int i = 0; i < n; i++) {
      out[i] = list.get(i);
    }
    return n;
  }

  @Override
  public void make(int move) {
    if (Move.kind(move) == Move.DROP) {
      toCome[pos.sideToMove()] -= VALUE[Move.pieceType(move)];
    }
    pos.make(move);
  }

  @Override
  public void unmake(int move) {
    pos.unmake();
    if (Move.kind(move) == Move.DROP) {
      toCome[pos.sideToMove()] += VALUE[Move.pieceType(move)];
    }
  }

  @Override
  public boolean inCheck() {
    return pos.board().inCheck();
  }

  @Override
  public int evaluate() {
    Position b = pos.board();
    int us = b.sideToMove();
    return eval.evaluate(b) + (toCome[us] - toCome[us ^ 1]) * TILE_SHARE / 100;
  }

  @Override
  public int gain(int move) {
    if (Move.kind(move) == Move.DROP) {
      return 0;
    }
    int g = 0;
    if (Move.kind(move) == Move.EN_PASSANT) {
      g = VALUE[Piece.PAWN];
    } else {
      int victim = pos.board().pieceAt(Move.to(move));
      if (victim != Piece.NONE && Move.kind(move) != Move.CASTLING) {
        g = VALUE[Piece.type(victim)];
      }
    }
    if (Move.kind(move) == Move.PROMOTION) {
      g += VALUE[Move.pieceType(move)] - VALUE[Piece.PAWN];
    }
    return g;
  }

  @Override
  public int moverValue(int move) {
    if (Move.kind(move) == Move.DROP) {
      return VALUE[Move.pieceType(move)];
    }
    int p = pos.board().pieceAt(Move.from(move));
    return p == Piece.NONE ? 0 : VALUE[Piece.type(p)];
  }

  @Override
  public int noMoveScore(int ply) {
    // sprint.md, End of the game: checkmate wins, stalemate draws
    return inCheck() ? -Score.MATE + ply : Score.DRAW;
  }

  @Override
  public boolean drawnByRule() {
    return pos.board().halfmoveClock() >= 100; // sprint.md: 50 moves (claimed), a placement resets
  }

  @Override
  public boolean repetitionsDraw() {
    return true;
  }

  @Override
  public boolean nullMoveSound() {
    Position b = pos.board();
    int us = b.sideToMove();
    return (b.pieces(us) & ~b.pieces(us, Piece.PAWN) & ~b.pieces(us, Piece.KING)) != 0;
  }

  @Override
  public void makeNull() {
    pos.make(Move.NONE);
  }

  @Override
  public void unmakeNull() {
    pos.unmake();
  }

  @Override
  public long key() {
    return pos.key();
  }
}
