package org.arrocco.core.generic;

/**
 * A position of any game described by a {@link GameSpec}: a mailbox {@code int[]} board of piece
 * codes, per-colour piece lists, royal counts, and a packed state word; {@link #make}/{@link
 * #unmake} keep undo records in preallocated arrays (doubled, rarely, when a game grows past them),
 * so playing moves allocates nothing.
 *
 * <p>Occupancy: on boards of at most 128 squares ({@link #BITSET_SQUARES}) the position also keeps,
 * per colour, a two-word bitset of the squares its pieces stand on ({@code occ[2 * colour + (sq >>>
 * 6)]}, bit {@code sq & 63}) and one of the squares where its piece may not be captured there
 * ({@code shielded}, same layout); the move generator counts and filters with them. On larger
 * boards {@code occ} stays all ones (no filter ever skips) and {@code shielded} is not used.
 *
 * <p>State word: bits 0-7 en-passant square (255 none), bits 8-11 castling rights (slot {@code 2 *
 * colour + side}, side 0 king side), bits 12-13 swap spent (per colour), bits 14-15 rotation spent,
 * bit 16 game ended by an ending entry, bits 17-20 White's arrival counter, bits 21-24 Black's. Not
 * thread-safe.
 */
public final class GenericPosition {
  /** The deepest search the move generator's buffers hold; the undo arrays grow as needed. */
  public static final int MAX_PLY = 256;

  /** The largest board (extra squares included) on which the occupancy bitsets are kept. */
  public static final int BITSET_SQUARES = 128;

  static final int NO_EP = 255;
  private static final int CASTLE_SHIFT = 8;
  private static final int SWAP_SHIFT = 12;
  private static final int ROTATE_SHIFT = 14;
  private static final int ENDED_BIT = 1 << 16;
  private static final int COUNTER_SHIFT = 17;

  final GameSpec spec;
  final BoardGeometry geometry;
  final int n;
  final int[] board;
  final boolean bitsets;
  final long[] occ = new long[4];
  final long[] shielded = new long[4];
  private final boolean[] immune;
  final int[][] pieces = new int[2][256];
  final int[] pieceCount = new int[2];
  private final int[] pieceIndex;
  private final int[] royalCount = new int[2];
  private final int[] royalSum = new int[2];
  private final int[] codeCount = new int[64];
  private final boolean[] royalCode = new boolean[64];
  private final boolean[] pawnCode = new boolean[64];
  final int[] castleRook = {-1, -1, -1, -1};
  private final int[] anchor = {-1, -1};
  private final int[] castleMask;
  int side;
  int state = NO_EP;
  int halfmove;
  int fullmove = 1;
  int ply;
  private int[] undoState = new int[MAX_PLY];
  private int[] undoHalf = new int[MAX_PLY];
  private int[] undoCaptured = new int[MAX_PLY];
  private int[] undoMoved = new int[MAX_PLY];
  private int[] undoToken = new int[MAX_PLY];
  private final RuleHooks hooks;

  /** An empty board, White to move. */
  public GenericPosition(GameSpec spec) {
    this.spec = spec;
    this.geometry = spec.geometry();
    this.n = geometry.size();
    this.board = new int[n];
    this.pieceIndex = new int[n];
    this.castleMask = new int[n];
    this.hooks = spec.hooks();
    this.bitsets = n <= BITSET_SQUARES;
    if (!bitsets) {
      java.util.Arrays.fill(occ, -1L); // every square may hold a piece of either colour
    }
    this.immune = spec.moveTables().immune();
    for (int k = 0; k < spec.kinds().size(); k++) {
      for (int c = 0; c < 2; c++) {
        royalCode[GameSpec.code(k, c)] = spec.kind(k).royal();
        pawnCode[GameSpec.code(k, c)] = spec.kind(k).pawn();
      }
    }
  }

  public GameSpec spec() {
    return spec;
  }

  /** The piece code on a square (0 empty). */
  public int piece(int sq) {
    return board[sq];
  }

  /** The side to move (0 White, 1 Black). */
  public int side() {
    return side;
  }

  public void setSide(int color) {
    side = color;
  }

  /** How many pieces with this code stand anywhere. */
  public int count(int code) {
    return codeCount[code];
  }

  /** How many royal pieces a colour has, citadels included. */
  public int royalCount(int color) {
    return royalCount[color];
  }

  /** The square of a colour's royal piece; meaningful only when it has exactly one. */
  public int royalSquare(int color) {
    return royalSum[color];
  }

  public boolean isRoyal(int code) {
    return royalCode[code];
  }

  public boolean isPawn(int code) {
    return pawnCode[code];
  }

  /** The number of pieces of a colour. */
  public int pieceCount(int color) {
    return pieceCount[color];
  }

  /** The square of the i-th piece of a colour (the order changes as moves are made). */
  public int pieceSquare(int color, int i) {
    return pieces[color][i];
  }

  /** Puts a piece on an empty square. */
  public void put(int sq, int code) {
    int c = GameSpec.colorOf(code);
    board[sq] = code;
    if (bitsets) {
      int w = 2 * c + (sq >>> 6);
      occ[w] |= 1L << sq;
      if (immune[code * n + sq]) {
        shielded[w] |= 1L << sq;
      }
    }
    pieceIndex[sq] = pieceCount[c];
    pieces[c][pieceCount[c]++] = sq;
    codeCount[code]++;
    if (royalCode[code]) {
      royalCount[c]++;
      royalSum[c] += sq;
    }
  }

  /** Takes the piece off a square and returns its code. */
  public int remove(int sq) {
    int code = board[sq];
    int c = GameSpec.colorOf(code);
    board[sq] = 0;
    if (bitsets) {
      int w = 2 * c + (sq >>> 6);
      occ[w] &= ~(1L << sq);
      shielded[w] &= ~(1L << sq);
    }
    int i = pieceIndex[sq];
    int last = pieces[c][--pieceCount[c]];
    pieces[c][i] = last;
    pieceIndex[last] = i;
    codeCount[code]--;
    if (royalCode[code]) {
      royalCount[c]--;
      royalSum[c] -= sq;
    }
    return code;
  }

  /** Moves the piece on {@code from} to the empty square {@code to}. */
  public void relocate(int from, int to) {
    int code = board[from];
    int c = GameSpec.colorOf(code);
    board[to] = code;
    board[from] = 0;
    if (bitsets) {
      int wf = 2 * c + (from >>> 6);
      int wt = 2 * c + (to >>> 6);
      occ[wf] &= ~(1L << from);
      shielded[wf] &= ~(1L << from);
      occ[wt] |= 1L << to;
      if (immune[code * n + to]) {
        shielded[wt] |= 1L << to;
      }
    }
    int i = pieceIndex[from];
    pieces[c][i] = to;
    pieceIndex[to] = i;
    if (royalCode[code]) {
      royalSum[c] += to - from;
    }
  }

  /** The en-passant square, or -1. */
  public int epSquare() {
    int ep = state & 0xFF;
    return ep == NO_EP ? -1 : ep;
  }

  public void setEpSquare(int sq) {
    state = (state & ~0xFF) | (sq < 0 ? NO_EP : sq);
  }

  /** Whether castling slot {@code 2 * color + (queenSide ? 1 : 0)} is still allowed. */
  public boolean castleRight(int slot) {
    return (state & (1 << (CASTLE_SHIFT + slot))) != 0;
  }

  /** The rook square of a castling slot, or -1. */
  public int castleRook(int slot) {
    return castleRight(slot) ? castleRook[slot] : -1;
  }

  /**
   * Grants castling slot {@code 2 * color + (queenSide ? 1 : 0)} with the rook on {@code rookSq};
   * the right is lost when the king's or the rook's square is left or captured on.
   */
  public void grantCastle(int slot, int rookSq, int kingSq) {
    castleRook[slot] = rookSq;
    state |= 1 << (CASTLE_SHIFT + slot);
    castleMask[rookSq] |= 1 << slot;
    castleMask[kingSq] |= 1 << (slot & 2) | 1 << ((slot & 2) + 1);
  }

  /**
   * A square per colour kept for the hooks with the position (Tamerlane: where the pawn of pawns
   * started), or -1.
   */
  public int anchor(int color) {
    return anchor[color];
  }

  public void setAnchor(int color, int sq) {
    anchor[color] = sq;
  }

  /**
   * Plays {@code m} for the side to move and tells whether that side then is not limited by check
   * (not exactly one royal) or its one royal is not attacked; takes the move back.
   */
  public boolean leavesRoyalSafe(int m) {
    int us = side;
    make(m);
    boolean ok = royalCount[us] != 1 || !attacked(royalSum[us], us ^ 1);
    unmake(m);
    return ok;
  }

  /** Whether a colour has spent its swap (the king swap in Tamerlane). */
  public boolean swapSpent(int color) {
    return (state & (1 << (SWAP_SHIFT + color))) != 0;
  }

  /** Whether a colour has spent its rotation (the citadel exchange in Tamerlane). */
  public boolean rotationSpent(int color) {
    return (state & (1 << (ROTATE_SHIFT + color))) != 0;
  }

  public void setSpent(boolean swap, int color, boolean spent) {
    int bit = 1 << ((swap ? SWAP_SHIFT : ROTATE_SHIFT) + color);
    state = spent ? state | bit : state & ~bit;
  }

  /** Whether the game has ended by an ending entry (no moves follow). */
  public boolean ended() {
    return (state & ENDED_BIT) != 0;
  }

  public void setEnded(boolean ended) {
    state = ended ? state | ENDED_BIT : state & ~ENDED_BIT;
  }

  /** A colour's arrival counter (0-15), kept for the hooks (Tamerlane: pawn-of-pawns arrivals). */
  public int counter(int color) {
    return (state >>> (COUNTER_SHIFT + 4 * color)) & 0xF;
  }

  public void setCounter(int color, int value) {
    int shift = COUNTER_SHIFT + 4 * color;
    state = (state & ~(0xF << shift)) | ((value & 0xF) << shift);
  }

  public int halfmoveClock() {
    return halfmove;
  }

  public int fullmoveNumber() {
    return fullmove;
  }

  public void setClocks(int halfmove, int fullmove) {
    this.halfmove = halfmove;
    this.fullmove = fullmove;
  }

  /** Whether the piece code of {@code color} attacks square sq (immune squares never are). */
  public boolean attacked(int sq, int color) {
    return spec.attackTables().attacked(board, occ, sq, color);
  }

  /** Whether the last move made brought an automatic effect ({@link RuleHooks#afterMove}). */
  public boolean lastMoveHadEffect() {
    return undoToken[ply - 1] != 0;
  }

  /** Plays a move (legal or at least pseudo-legal for the side to move). */
  public void make(int m) {
    int us = side;
    int from = Move.from(m);
    int to = Move.to(m);
    int kind = Move.kind(m);
    int p = ply;
    if (p == undoState.length) {
      growUndo();
    }
    undoState[p] = state;
    undoHalf[p] = halfmove;
    int moved = board[from];
    undoMoved[p] = moved;
    int captured = applyOnBoard(kind, from, to, Move.aux(m), moved, us);
    int st =
        (state | 0xFF) & ~(castleMask[from] << CASTLE_SHIFT) & ~(castleMask[to] << CASTLE_SHIFT);
    state = kind == Move.NORMAL || kind == Move.PROMOTION ? st : stateAfter(kind, st, from, to, us);
    boolean resets =
        (captured != 0 && kind != Move.CASTLE) || pawnCode[moved] || kind == Move.REPLACE;
    halfmove = resets ? 0 : halfmove + 1;
    if (us == 1) {
      fullmove++;
    }
    undoCaptured[p] = captured;
    side = us ^ 1;
    ply = p + 1;
    undoToken[p] = hooks.afterMove(this, us);
  }

  /** The board side of a move; returns the captured (or, castling, the rook's) code. */
  private int applyOnBoard(int kind, int from, int to, int aux, int moved, int us) {
    int captured = 0;
    switch (kind) {
      case Move.NORMAL, Move.ENDING_ENTRY -> {
        captured = board[to];
        if (captured != 0) {
          remove(to);
        }
        relocate(from, to);
      }
      case Move.PROMOTION, Move.COUNTED_ARRIVAL -> {
        captured = board[to];
        if (captured != 0) {
          remove(to);
        }
        remove(from);
        put(to, aux);
      }
      case Move.DOUBLE_STEP -> relocate(from, to);
      case Move.EN_PASSANT -> {
        captured = remove(epVictim(to, us));
        relocate(from, to);
      }
      case Move.CASTLE -> {
        captured = remove(to);
        remove(from);
        put(castleKingTarget(from, to), moved);
        put(castleRookTarget(from, to), captured);
      }
      case Move.SWAP -> {
        int other = remove(to);
        remove(from);
        put(from, other);
        put(to, moved);
      }
      case Move.REPLACE -> {
        captured = remove(to);
        relocate(from, to);
      }
      case Move.ROTATE -> {
        int other = remove(aux);
        remove(from);
        put(aux, moved);
        put(to, other);
      }
      default -> throw new IllegalArgumentException("bad move kind " + kind);
    }
    return captured;
  }

  /** The state word after a move of a kind that changes more than the board. */
  private static int stateAfter(int kind, int st, int from, int to, int us) {
    switch (kind) {
      case Move.COUNTED_ARRIVAL -> {
        int shift = COUNTER_SHIFT + 4 * us;
        int c = Math.min(15, ((st >>> shift) & 0xF) + 1);
        return (st & ~(0xF << shift)) | (c << shift);
      }
      case Move.DOUBLE_STEP -> {
        return (st & ~0xFF) | ((from + to) >> 1);
      }
      case Move.SWAP -> {
        return st | 1 << (SWAP_SHIFT + us);
      }
      case Move.ENDING_ENTRY -> {
        return st | ENDED_BIT;
      }
      case Move.ROTATE -> {
        return st | 1 << (ROTATE_SHIFT + us);
      }
      default -> {
        return st;
      }
    }
  }

  private void growUndo() {
    int len = undoState.length * 2;
    undoState = java.util.Arrays.copyOf(undoState, len);
    undoHalf = java.util.Arrays.copyOf(undoHalf, len);
    undoCaptured = java.util.Arrays.copyOf(undoCaptured, len);
    undoMoved = java.util.Arrays.copyOf(undoMoved, len);
    undoToken = java.util.Arrays.copyOf(undoToken, len);
  }

  /** Takes back the last move made, which must be {@code m}. */
  public void unmake(int m) {
    int p = --ply;
    int us = side ^ 1;
    side = us;
    if (undoToken[p] != 0) {
      hooks.undoAfterMove(this, undoToken[p]);
    }
    int from = Move.from(m);
    int to = Move.to(m);
    int captured = undoCaptured[p];
    int moved = undoMoved[p];
    switch (Move.kind(m)) {
      case Move.NORMAL -> {
        relocate(to, from);
        if (captured != 0) {
          put(to, captured);
        }
      }
      case Move.PROMOTION, Move.COUNTED_ARRIVAL -> {
        remove(to);
        put(from, moved);
        if (captured != 0) {
          put(to, captured);
        }
      }
      case Move.DOUBLE_STEP, Move.ENDING_ENTRY -> relocate(to, from);
      case Move.EN_PASSANT -> {
        relocate(to, from);
        put(epVictim(to, us), captured);
      }
      case Move.CASTLE -> {
        remove(castleKingTarget(from, to));
        remove(castleRookTarget(from, to));
        put(from, moved);
        put(to, captured);
      }
      case Move.SWAP -> {
        int a = remove(to);
        int b = remove(from);
        put(from, a);
        put(to, b);
      }
      case Move.REPLACE -> {
        relocate(to, from);
        put(to, captured);
      }
      case Move.ROTATE -> {
        int aux = Move.aux(m);
        int other = remove(to);
        remove(aux);
        put(from, moved);
        put(aux, other);
      }
      default -> throw new IllegalArgumentException("bad move kind " + Move.kind(m));
    }
    state = undoState[p];
    halfmove = undoHalf[p];
    if (us == 1) {
      fullmove--;
    }
  }

  /** The square of the pawn an en-passant capture onto {@code to} by {@code us} takes. */
  int epVictim(int to, int us) {
    return geometry.offset(to, 0, us == 0 ? -1 : 1);
  }

  /** Where the king ends when castling with the rook on {@code rookSq}. */
  public int castleKingTarget(int kingSq, int rookSq) {
    GameSpec.Castling c = spec.castling();
    boolean kingSide = geometry.file(rookSq) > geometry.file(kingSq);
    return geometry.square(
        kingSide ? c.kingSideKingFile() : c.queenSideKingFile(), geometry.rank(kingSq));
  }

  /** Where the rook ends when castling with the rook on {@code rookSq}. */
  public int castleRookTarget(int kingSq, int rookSq) {
    GameSpec.Castling c = spec.castling();
    boolean kingSide = geometry.file(rookSq) > geometry.file(kingSq);
    return geometry.square(
        kingSide ? c.kingSideRookFile() : c.queenSideRookFile(), geometry.rank(kingSq));
  }
}
