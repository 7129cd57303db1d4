package org.arrocco.engine;

import java.util.SplittableRandom;
import org.arrocco.core.generic.GameSpec;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.generic.Move;
import org.arrocco.core.generic.MoveGenerator;
import org.arrocco.core.tamerlane.TamerlaneSpec;

/**
 * A Tamerlane position for {@link VariantSearch}: the core's generic backend (moves, check, the
 * citadels, the pawn of pawns and the swaps as the rules file says) with {@link
 * TamerlaneEvaluation}. The key is a Zobrist hash of pieces, side and the once-per-game state,
 * computed over the piece lists when asked (the backend keeps none). No repetition or move-count
 * draws: Tamerlane has neither (tamerlane.md). Allocates nothing per call.
 */
final class TamerlaneBoard implements SearchBoard {
  private static final long[] PIECE_KEYS = new long[64 * 128];
  private static final long[] STATE_KEYS = new long[64];

  static {
    SplittableRandom r = new SplittableRandom(0x7A3E_12A9L);
    for (int i = 0; i < PIECE_KEYS.length; i++) {
      PIECE_KEYS[i] = r.nextLong();
    }
    for (int i = 0; i < STATE_KEYS.length; i++) {
      STATE_KEYS[i] = r.nextLong();
    }
  }

  final GenericPosition pos;
  final MoveGenerator gen;
  private final TamerlaneEvaluation eval = new TamerlaneEvaluation();

  TamerlaneBoard(GenericPosition pos) {
    if (pos.spec() != TamerlaneSpec.SPEC) {
      throw new IllegalArgumentException("not a Tamerlane position");
    }
    this.pos = pos;
    this.gen = new MoveGenerator(pos);
  }

  @Override
  public int generate(int[] out) {
    return gen.legalMoves(out);
  }

  @Override
  public void make(int move) {
    pos.make(move);
  }

  @Override
  public void unmake(int move) {
    pos.unmake(move);
  }

  @Override
  public boolean inCheck() {
    return gen.inCheck();
  }

  @Override
  public int evaluate() {
    return eval.evaluate(pos);
  }

  @Override
  public long key() {
    long k = 0;
    for (int c = 0; c < 2; c++) {
      for (int i = 0; i < pos.pieceCount(c); i++) {
        int sq = pos.pieceSquare(c, i);
        k ^= PIECE_KEYS[pos.piece(sq) << 7 | sq];
      }
      k ^= STATE_KEYS[c * 16 + pos.counter(c)];
      if (pos.swapSpent(c)) {
        k ^= STATE_KEYS[40 + c];
      }
      if (pos.rotationSpent(c)) {
        k ^= STATE_KEYS[42 + c];
      }
    }
    if (pos.side() == 1) {
      k ^= STATE_KEYS[44];
    }
    if (pos.ended()) {
      k ^= STATE_KEYS[45];
    }
    return k;
  }

  @Override
  public int gain(int move) {
    int kind = Move.kind(move);
    int g = 0;
    if (kind == Move.NORMAL || kind == Move.PROMOTION || kind == Move.COUNTED_ARRIVAL) {
      int victim = pos.piece(Move.to(move));
      if (victim != 0 && GameSpec.colorOf(victim) != pos.side()) {
        g = TamerlaneEvaluation.VALUE[GameSpec.kindOf(victim)];
      }
    }
    if (kind == Move.PROMOTION) {
      g +=
          TamerlaneEvaluation.VALUE[GameSpec.kindOf(Move.aux(move))]
              - TamerlaneEvaluation.VALUE[GameSpec.kindOf(pos.piece(Move.from(move)))];
    }
    return Math.max(0, g);
  }

  @Override
  public int moverValue(int move) {
    int p = pos.piece(Move.from(move));
    return p == 0 ? 0 : TamerlaneEvaluation.VALUE[GameSpec.kindOf(p)];
  }

  @Override
  public int noMoveScore(int ply) {
    return -Score.MATE + ply; // tamerlane.md: a side to move with no legal move loses
  }

  @Override
  public boolean drawnByRule() {
    return pos.ended(); // tamerlane.md, Citadels: the ranking royal's entry draws
  }

  @Override
  public boolean repetitionsDraw() {
    return false; // tamerlane.md: no draw by repetition
  }

  @Override
  public boolean nullMoveSound() {
    int c = pos.side();
    int pieces = 0;
    for (int i = 0; i < pos.pieceCount(c); i++) {
      int code = pos.piece(pos.pieceSquare(c, i));
      int kind = GameSpec.kindOf(code);
      if (kind > TamerlaneSpec.ADVENTITIOUS_KING && kind < TamerlaneSpec.FIRST_PAWN) {
        pieces++;
      }
    }
    return pieces >= 3;
  }

  @Override
  public void makeNull() {
    pos.setSide(pos.side() ^ 1);
  }

  @Override
  public void unmakeNull() {
    pos.setSide(pos.side() ^ 1);
  }
}
