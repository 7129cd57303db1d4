package org.arrocco.core.generic;

/**
 * Legal move generation and perft for a {@link GenericPosition}, driven by the compiled tables.
 *
 * <p>Legality: a side with two or more royal pieces is never limited by check; a side with none
 * only by the royal a promotion may give it. A side with exactly one must not leave it attacked
 * after the whole move: a move is tested by playing it only when the side is in check, the royal
 * moves, the move is not a plain step/slide/promotion, an automatic effect is pending, or the
 * moving piece is the first piece on a line or bent path toward the royal; every other move cannot
 * expose it and is legal as generated. Perft's last ply counts such moves without listing them
 * ({@link #countLegal}): on boards of up to 128 squares by masking each piece's leap targets with
 * the position's occupancy bitsets (and walking its rays), on larger ones by walking its table
 * entry. Perfts of depth 2 and 3 on a bitset board without castling are counted by a {@link
 * ReplyCounter}. Move buffers are preallocated per ply; nothing is allocated per move.
 */
public final class MoveGenerator {
  /** The most moves one position may have. */
  public static final int MAX_MOVES = 1024;

  private final GenericPosition pos;
  private final GameSpec spec;
  private final int n;
  private final int[] start;
  private final int[] pool;
  private final boolean[] capturable;
  private final boolean[] promotionZone;
  private final int[] doubleStep;
  private final int[][] promotionCodes = new int[64][];
  private final boolean[] pawnCode = new boolean[64];
  private final boolean pawnSpecials;
  private final boolean[] stagedCode = new boolean[64];
  private final AttackTables attacks;
  private final long[] leapBits;
  private final long[] splitBits;
  private final int[] plainEntry;
  private final RuleHooks hooks;
  // perft of depth 2 on bitset boards without castling, or null
  private final ReplyCounter replies;
  private final int[][] buffers = new int[GenericPosition.MAX_PLY][];
  // by square, the stamp of the pin lookup that found the piece there pinned (nextStamp)
  final int[] marks;
  private int stamp;
  // the masks of the colour being counted, set before plainCount is called
  private long free0;
  private long free1;
  private long empty0;
  private long empty1;
  private long prey0;
  private long prey1;

  public MoveGenerator(GenericPosition pos) {
    this.pos = pos;
    this.spec = pos.spec;
    this.n = pos.n;
    MoveTables t = spec.moveTables();
    this.start = t.startArray();
    this.pool = t.pool();
    this.capturable = t.capturable();
    this.promotionZone = t.promotionZone();
    this.doubleStep = t.doubleStep();
    this.attacks = spec.attackTables();
    this.leapBits = pos.bitsets ? t.leapBits() : null;
    this.splitBits = pos.bitsets ? t.splitBits() : null;
    this.plainEntry = pos.bitsets ? t.plainEntry() : null;
    this.hooks = spec.hooks();
    this.marks = new int[n];
    this.pawnSpecials = spec.enPassant() || spec.doubleStepRank(0) >= 0;
    for (int k = 0; k < spec.kinds().size(); k++) {
      PieceKind kind = spec.kind(k);
      for (int c = 0; c < 2; c++) {
        int code = GameSpec.code(k, c);
        int[] promo = new int[kind.promotions().length];
        for (int i = 0; i < promo.length; i++) {
          promo[i] = GameSpec.code(kind.promotions()[i], c);
        }
        promotionCodes[code] = promo;
        stagedCode[code] = kind.stagedArrival();
        pawnCode[code] = kind.pawn();
      }
    }
    this.replies = pos.bitsets && spec.castling() == null ? new ReplyCounter(this) : null;
  }

  /** A new pin-mark stamp, always positive (marks hold 0 or a stamp, so -1 matches none). */
  int nextStamp() {
    if (++stamp <= 0) {
      java.util.Arrays.fill(marks, 0);
      stamp = 1;
    }
    return stamp;
  }

  public GenericPosition position() {
    return pos;
  }

  /** Whether the side to move has exactly one royal piece and it is attacked. */
  public boolean inCheck() {
    int us = pos.side;
    return pos.royalCount(us) == 1
        && attacks.attacked(pos.board, pos.occ, pos.royalSquare(us), us ^ 1);
  }

  /** Writes the legal moves of the side to move into {@code out}; returns how many. */
  public int legalMoves(int[] out) {
    if (pos.ended()) {
      return 0;
    }
    int us = pos.side;
    int them = us ^ 1;
    int count = pseudoMoves(out, 0);
    boolean inCheck = false;
    if (pos.royalCount(us) == 1) {
      int r = pos.royalSquare(us);
      int[] board = pos.board;
      int s = nextStamp();
      inCheck = attacks.checkOrMarkPins(board, pos.occ, r, them, marks, s) < 0;
      boolean pending = hooks.effectsPending(pos, us);
      boolean testAll = inCheck || pending;
      if (spec.castling() != null && !inCheck) {
        count = castlingMoves(out, count, r);
      }
      count = keepLegal(out, count, r, s, us, testAll);
    } else if (pos.royalCount(us) == 0) {
      // tamerlane.md, Royal pieces: legality uses the royal count after the move, so a promotion
      // that gives a side without royals its one royal must not leave that royal attacked
      count = keepLegal(out, count, -1, 0, us, true);
    }
    return hooks.specialMoves(pos, out, count, count, inCheck);
  }

  /**
   * The number of legal moves of the side to move, equal to {@link #legalMoves}'s result. Plain
   * moves of a piece that cannot expose a royal (no check limits, or one royal not in check and the
   * piece neither that royal nor pinned toward it) are counted from the tables without being
   * written; every other piece's moves go through the same filter as {@link #legalMoves}, with
   * {@code scratch} as its move list.
   */
  public int countLegal(int[] scratch) {
    return countLegal(scratch, null, 0, 0);
  }

  /**
   * {@link #countLegal}, where a non-null {@code cache} holds the counts of the side to move made
   * one ply earlier ({@link ReplyCounter}) and only the squares in {@code hit0, hit1} changed since
   * (a plain move without automatic effect): a plain piece whose reach misses them counts as
   * cached, and the one royal keeps its check status and pins when its lookup read none of them.
   */
  int countLegal(int[] scratch, ReplyCounter cache, long hit0, long hit1) {
    if (pos.ended() || spec.castling() != null || pos.royalCount(pos.side) == 0) {
      return legalMoves(scratch);
    }
    int us = pos.side;
    int them = us ^ 1;
    boolean single = pos.royalCount(us) == 1;
    int r = -1;
    int s = -1; // never a stamp: no piece counts as pinned
    if (single) {
      r = pos.royalSquare(us);
      s = nextStamp();
      if (cache != null
          && r == cache.royal
          && ((cache.sight0 & hit0) | (cache.sight1 & hit1)) == 0) {
        // the move touched nothing the royal's attack lookup reads: not in check, the same pins
        for (long x = cache.pins0; x != 0; x &= x - 1) {
          marks[LowestBit.of(x)] = s;
        }
        for (long x = cache.pins1; x != 0; x &= x - 1) {
          marks[64 + LowestBit.of(x)] = s;
        }
      } else if (attacks.checkOrMarkPins(pos.board, pos.occ, r, them, marks, s) < 0) {
        return legalMoves(scratch);
      }
      if (hooks.effectsPending(pos, us)) {
        return legalMoves(scratch);
      }
    }
    if (leapBits == null) {
      return countByTables(scratch, single, r, s);
    }
    // Bitset counting (boards of up to 128 squares): leap targets by population count. This loop
    // is the whole of perft's last ply for most positions; the pieces it cannot count are listed
    // and filtered by keepLegal.
    final int[] list = pos.pieces[us];
    final int pieces = pos.pieceCount[us];
    final int[] board = pos.board;
    final int[] entry = plainEntry;
    final int[] mark = marks;
    final boolean cached = cache != null;
    final long[] reach = cached ? cache.reach : null;
    final int[] counts = cached ? cache.counts : null;
    setMasks(us);
    int fast = 0;
    int slow = 0;
    for (int i = 0; i < pieces; i++) {
      int sq = list[i];
      if (cached
          && counts[sq] >= 0
          && mark[sq] != s
          && sq != r
          && ((reach[2 * sq] & hit0) | (reach[2 * sq + 1] & hit1)) == 0) {
        fast += counts[sq];
        continue;
      }
      int code = board[sq];
      int cs = code * n + sq;
      int e = entry[cs];
      if (e < 0 || mark[sq] == s) {
        slow = pieceOrPawnMoves(scratch, slow, sq, code, us);
      } else if (sq != r) {
        fast += plainCount(cs, e, us);
      } else if ((e & 0x3FF) == 0) {
        fast += safeRoyalSteps(sq, targets(cs, e, true), targets(cs, e, false), them);
      } else {
        slow = pieceOrPawnMoves(scratch, slow, sq, code, us);
      }
    }
    if (single) {
      slow = keepLegal(scratch, slow, r, s, us, false);
    }
    return fast + hooks.specialMoves(pos, scratch, slow, fast + slow, false);
  }

  /** Sets the counting masks for {@code us}: empty squares, capturable enemies, and both. */
  void setMasks(int us) {
    int them = us ^ 1;
    long[] occ = pos.occ;
    long enemy0 = occ[2 * them];
    long enemy1 = occ[2 * them + 1];
    prey0 = enemy0 & ~pos.shielded[2 * them];
    prey1 = enemy1 & ~pos.shielded[2 * them + 1];
    empty0 = ~(enemy0 | occ[2 * us]);
    empty1 = ~(enemy1 | occ[2 * us + 1]);
    free0 = empty0 | prey0;
    free1 = empty1 | prey1;
  }

  /**
   * One word ({@code low}: squares 0-63, else 64-127) of the leap targets the piece of table index
   * {@code cs} may move to under the current masks; the groups' targets are disjoint (MoveTables),
   * so the union counts each move once.
   */
  long targets(int cs, int e, boolean low) {
    int w = low ? 0 : 1;
    long x = leapBits[2 * cs + w] & (low ? free0 : free1);
    if ((e & MoveTables.SPLIT) != 0) {
      int b = 4 * cs + w;
      x |= (splitBits[b] & (low ? empty0 : empty1)) | (splitBits[b + 2] & (low ? prey0 : prey1));
    }
    return x;
  }

  /** The moves of the plain, non-royal piece of table index {@code cs} (plain entry {@code e}). */
  int plainCount(int cs, int e, int us) {
    int count = Long.bitCount(targets(cs, e, true)) + Long.bitCount(targets(cs, e, false));
    return (e & 0x3FF) == 0 ? count : count + countRays(e >>> 11, e & 0x3FF, us);
  }

  /**
   * {@link #countLegal} on a board too large for bitsets: plain pieces counted by walking their
   * table entries. {@code r} and {@code s} as set up by countLegal ({@code r} -1 without limits).
   */
  private int countByTables(int[] scratch, boolean single, int r, int s) {
    int us = pos.side;
    int[] list = pos.pieces[us];
    int pieces = pos.pieceCount[us];
    int[] board = pos.board;
    int fast = 0;
    int slow = 0;
    for (int i = 0; i < pieces; i++) {
      int sq = list[i];
      int code = board[sq];
      int h = pool[start[code * n + sq]];
      boolean plain =
          pawnCode[code]
              ? (h & MoveTables.PROMOTES) == 0 && !pawnSpecials
              : ((h >>> 16) & 0xF) == 0;
      if (plain && sq != r && marks[sq] != s) {
        fast += countPieceMoves(sq, code, us);
      } else {
        slow = pieceOrPawnMoves(scratch, slow, sq, code, us);
      }
    }
    if (single) {
      slow = keepLegal(scratch, slow, r, s, us, false);
    }
    return fast + hooks.specialMoves(pos, scratch, slow, fast + slow, false);
  }

  private int pieceOrPawnMoves(int[] out, int count, int sq, int code, int us) {
    return pawnCode[code]
        ? pawnMoves(out, count, sq, code, us)
        : pieceMoves(out, count, sq, code, us);
  }

  /**
   * Keeps the legal ones of the {@code count} moves listed for a side with one royal on {@code r},
   * its pinned pieces marked with {@code s}: with {@code testAll} (in check, or an automatic effect
   * pending) every move is played to test it; otherwise only the royal's moves (a plain step by a
   * look at its target), special kinds and pinned pieces' moves. The moves are tested after they
   * are all listed because playing a move reorders the piece lists.
   */
  private int keepLegal(int[] moves, int count, int r, int s, int us, boolean testAll) {
    int them = us ^ 1;
    int w = 0;
    for (int i = 0; i < count; i++) {
      int m = moves[i];
      int from = m & 0xFF;
      boolean test =
          testAll || from == r || ((m >>> 16) & 0xF) > Move.DOUBLE_STEP || marks[from] == s;
      if (!test
          || (from == r && !testAll && (m >>> 16) == 0
              ? royalStepIsSafe(from, m >>> 8, them)
              : legalAfter(m, us))) {
        moves[w++] = m;
      }
    }
    return w;
  }

  /**
   * The number of moves along {@code nr} rays of the pool from offset {@code o} (see {@link
   * MoveTables}).
   */
  private int countRays(int o, int nr, int us) {
    final int[] p = pool;
    final int[] board = pos.board;
    final boolean[] cap = capturable;
    final int capBase = us * 64 * n;
    int count = 0;
    for (int r = 0; r < nr; r++) {
      int rh = p[o++];
      int end = o + (rh & 0xFF);
      int first = o + ((rh >>> 8) & 0xFF);
      boolean moves = (rh & (Pattern.MOVE << 16)) != 0;
      boolean captures = (rh & (Pattern.CAPTURE << 16)) != 0;
      for (; o < end; o++) {
        int t = p[o];
        int q = board[t];
        if (q == 0) {
          if (moves && o >= first) {
            count++;
          }
        } else {
          if (captures && o >= first && cap[capBase + q * n + t]) {
            count++;
          }
          break;
        }
      }
      o = end;
    }
    return count;
  }

  /** The number of moves {@link #pieceMoves} would write for a piece without extra-square moves. */
  private int countPieceMoves(int s, int code, int us) {
    final int[] p = pool;
    final int[] board = pos.board;
    final boolean[] cap = capturable;
    final int capBase = us * 64 * n;
    int count = 0;
    int o = start[code * n + s];
    int h = p[o++];
    for (int end = o + (h & 0x3F); o < end; o++) {
      int t = p[o];
      int q = board[t];
      if (q == 0 || cap[capBase + q * n + t]) {
        count++;
      }
    }
    for (int end = o + ((h >>> 6) & 0x1F); o < end; o++) {
      if (board[p[o]] == 0) {
        count++;
      }
    }
    for (int end = o + ((h >>> 11) & 0x1F); o < end; o++) {
      int t = p[o];
      int q = board[t];
      if (q != 0 && cap[capBase + q * n + t]) {
        count++;
      }
    }
    return count + countRays(o, (h >>> 20) & 0x3FF, us);
  }

  /** How many of the targets in {@code x0, x1} the one royal on {@code from} may step to. */
  int safeRoyalSteps(int from, long x0, long x1, int them) {
    int count = 0;
    for (; x0 != 0; x0 &= x0 - 1) {
      if (royalStepIsSafe(from, LowestBit.of(x0), them)) {
        count++;
      }
    }
    for (; x1 != 0; x1 &= x1 - 1) {
      if (royalStepIsSafe(from, 64 + LowestBit.of(x1), them)) {
        count++;
      }
    }
    return count;
  }

  /**
   * Whether the one royal may make a plain step from {@code from} to {@code to}: the target is not
   * attacked once the royal has left its square (lines through that square open up).
   */
  private boolean royalStepIsSafe(int from, int to, int them) {
    int[] board = pos.board;
    int royal = board[from];
    board[from] = 0;
    boolean safe = !attacks.attacked(board, pos.occ, to, them);
    board[from] = royal;
    return safe;
  }

  private boolean legalAfter(int m, int us) {
    pos.make(m);
    boolean ok =
        pos.royalCount(us) != 1
            || !attacks.attacked(pos.board, pos.occ, pos.royalSquare(us), us ^ 1);
    pos.unmake(m);
    return ok;
  }

  /** The pseudo-legal moves of every piece of the side to move (castling excepted). */
  int pseudoMoves(int[] out, int count) {
    int us = pos.side;
    int[] list = pos.pieces[us];
    int pieces = pos.pieceCount[us];
    int[] board = pos.board;
    final int[] entry = plainEntry;
    if (entry != null) {
      setMasks(us);
    }
    for (int i = 0; i < pieces; i++) {
      int s = list[i];
      int code = board[s];
      int cs = code * n + s;
      int e = entry == null ? -1 : entry[cs];
      if (e >= 0) {
        count = plainMoves(out, count, s, cs, e, us);
      } else if (pawnCode[code]) {
        count = pawnMoves(out, count, s, code, us);
      } else {
        count = pieceMoves(out, count, s, code, us);
      }
    }
    return count;
  }

  /**
   * The moves of the plain piece on {@code s} (table index {@code cs}, plain entry {@code e}) on a
   * bitset board, the masks set for {@code us}: its leap targets, then its rays.
   */
  private int plainMoves(int[] out, int count, int s, int cs, int e, int us) {
    for (long x = targets(cs, e, true); x != 0; x &= x - 1) {
      out[count++] = s | (LowestBit.of(x) << 8);
    }
    for (long x = targets(cs, e, false); x != 0; x &= x - 1) {
      out[count++] = s | ((64 + LowestBit.of(x)) << 8);
    }
    return rayMoves(out, count, s, e >>> 11, e & 0x3FF, us);
  }

  private int pieceMoves(int[] out, int count, int s, int code, int us) {
    final int[] p = pool;
    final int[] board = pos.board;
    final boolean[] cap = capturable;
    final int capBase = us * 64 * n;
    int o = start[code * n + s];
    int h = p[o++];
    for (int end = o + (h & 0x3F); o < end; o++) {
      int t = p[o];
      int q = board[t];
      if (q == 0 || cap[capBase + q * n + t]) {
        out[count++] = s | (t << 8);
      }
    }
    for (int end = o + ((h >>> 6) & 0x1F); o < end; o++) {
      int t = p[o];
      if (board[t] == 0) {
        out[count++] = s | (t << 8);
      }
    }
    for (int end = o + ((h >>> 11) & 0x1F); o < end; o++) {
      int t = p[o];
      int q = board[t];
      if (q != 0 && cap[capBase + q * n + t]) {
        out[count++] = s | (t << 8);
      }
    }
    for (int end = o + ((h >>> 16) & 0xF); o < end; o++) {
      count = hooks.extraSquareMoves(pos, s, p[o], out, count);
    }
    return rayMoves(out, count, s, o, (h >>> 20) & 0x3FF, us);
  }

  /**
   * Writes the moves of the piece on {@code s} along {@code nr} rays of the pool from offset {@code
   * o}: each empty square from the first landing on, and the first piece if it may be taken.
   */
  private int rayMoves(int[] out, int count, int s, int o, int nr, int us) {
    final int[] p = pool;
    final int[] board = pos.board;
    final boolean[] cap = capturable;
    final int capBase = us * 64 * n;
    for (int r = 0; r < nr; r++) {
      int rh = p[o++];
      int end = o + (rh & 0xFF);
      int first = o + ((rh >>> 8) & 0xFF);
      for (; o < end; o++) {
        int t = p[o];
        int q = board[t];
        if (q == 0) {
          if (o >= first && (rh & (Pattern.MOVE << 16)) != 0) {
            out[count++] = s | (t << 8);
          }
        } else {
          if (o >= first && (rh & (Pattern.CAPTURE << 16)) != 0 && cap[capBase + q * n + t]) {
            out[count++] = s | (t << 8);
          }
          break;
        }
      }
      o = end;
    }
    return count;
  }

  private int pawnMoves(int[] out, int count, int s, int code, int us) {
    if ((pool[start[code * n + s]] & MoveTables.PROMOTES) == 0 && !pawnSpecials) {
      return pieceMoves(out, count, s, code, us); // a pawn that cannot promote moves as a piece
    }
    return specialPawnMoves(out, count, s, code, us);
  }

  /** The moves of a pawn that may promote, double-step or take en passant. */
  private int specialPawnMoves(int[] out, int count, int s, int code, int us) {
    final int[] p = pool;
    final int[] board = pos.board;
    final int capBase = us * 64 * n;
    int o = start[code * n + s];
    int h = p[o++];
    for (int end = o + (h & 0x3F); o < end; o++) {
      int t = p[o];
      int q = board[t];
      if (q == 0 || capturable[capBase + q * n + t]) {
        count = pawnTarget(out, count, s, t, code);
      }
    }
    for (int end = o + ((h >>> 6) & 0x1F); o < end; o++) {
      int t = p[o];
      if (board[t] == 0) {
        count = pawnTarget(out, count, s, t, code);
        int two = doubleStep[code * n + s];
        if (two >= 0 && board[two] == 0) {
          out[count++] = Move.of(s, two, Move.DOUBLE_STEP, 0);
        }
      }
    }
    int ep = pos.epSquare();
    for (int end = o + ((h >>> 11) & 0x1F); o < end; o++) {
      int t = p[o];
      int q = board[t];
      if (q != 0) {
        if (capturable[capBase + q * n + t]) {
          count = pawnTarget(out, count, s, t, code);
        }
      } else if (t == ep && spec.enPassant()) {
        out[count++] = Move.of(s, t, Move.EN_PASSANT, 0);
      }
    }
    return count;
  }

  private int pawnTarget(int[] out, int count, int s, int t, int code) {
    if (!promotionZone[code * n + t]) {
      out[count++] = s | (t << 8);
    } else if (stagedCode[code]) {
      count = hooks.stagedArrival(pos, s, t, out, count);
    } else {
      for (int promo : promotionCodes[code]) {
        out[count++] = Move.of(s, t, Move.PROMOTION, promo);
      }
      if (promotionCodes[code].length == 0) {
        out[count++] = s | (t << 8);
      }
    }
    return count;
  }

  private int castlingMoves(int[] out, int count, int king) {
    int us = pos.side;
    for (int slot = 2 * us; slot < 2 * us + 2; slot++) {
      int rook = pos.castleRook(slot);
      if (rook < 0) {
        continue;
      }
      int kt = pos.castleKingTarget(king, rook);
      int rt = pos.castleRookTarget(king, rook);
      int lo = Math.min(Math.min(king, rook), Math.min(kt, rt));
      int hi = Math.max(Math.max(king, rook), Math.max(kt, rt));
      boolean ok = true;
      for (int sq = lo; sq <= hi && ok; sq++) {
        ok = sq == king || sq == rook || pos.board[sq] == 0;
      }
      int step = kt > king ? 1 : -1;
      for (int sq = king + step; ok && sq != kt + step && kt != king; sq += step) {
        ok = !attacks.attacked(pos.board, pos.occ, sq, us ^ 1);
      }
      if (ok) {
        out[count++] = Move.of(king, rook, Move.CASTLE, 0);
      }
    }
    return count;
  }

  /** The number of leaves of the legal-move tree of the given depth. */
  public long perft(int depth) {
    return depth == 0 ? 1 : perft(depth, 0);
  }

  private long perft(int depth, int level) {
    int[] moves = buffer(level);
    if (depth == 1) {
      return countLegal(moves);
    }
    if (depth == 2 && replies != null) {
      return replies.perftTwo(level);
    }
    if (depth == 3 && replies != null) {
      return replies.perftThree(level);
    }
    int count = legalMoves(moves);
    long sum = 0;
    for (int i = 0; i < count; i++) {
      int m = moves[i];
      pos.make(m);
      sum += perft(depth - 1, level + 1);
      pos.unmake(m);
    }
    return sum;
  }

  int[] buffer(int level) {
    int[] b = buffers[level];
    if (b == null) {
      b = new int[MAX_MOVES];
      buffers[level] = b;
    }
    return b;
  }
}
