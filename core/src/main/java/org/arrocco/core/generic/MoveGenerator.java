package org.arrocco.core.generic;

/**
 * Legal move generation and perft for a {@link GenericPosition}, driven by the compiled tables.
 *
 * <p>Legality: a side with two or more royal pieces (or none) is never limited by check. A side
 * with exactly one must not leave it attacked after the whole move: a move is tested by playing it
 * only when the side is in check, the royal moves, the move is not a plain step/slide/promotion, an
 * automatic effect is pending, or the moving piece is the first piece on a line or bent path toward
 * the royal; every other move cannot expose it and is legal as generated. Perft's last ply counts
 * such moves without listing them ({@link #countLegal}): on boards of up to 128 squares by masking
 * each piece's leap targets with the position's occupancy bitsets (and walking its rays), on larger
 * ones by walking its table entry. A perft of depth 2 on a bitset board ({@link #perftTwo}) counts
 * the replying side's plain pieces and looks up its royal's check and pins once, before the moves,
 * and after each move counts again only what that move touched; when all the replying pieces are
 * plain, a plain move is not even played, only set on the board for the pieces that watch its
 * squares ({@link #quickReplies}). Move buffers are preallocated per ply; nothing is allocated per
 * move.
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
  private final int[] cachedCount;
  private final long[] cachedReach;
  // the replying side's one royal as cacheCounts found it (not attacked), or -1; its pins and sight
  private int cachedRoyal = -1;
  private long cachedPins0;
  private long cachedPins1;
  private long cachedSight0;
  private long cachedSight1;
  private final long[] sightScratch = new long[2];
  // per square (two words at 2 * square), the replying side's pieces whose reach holds it, the sum
  // of their cached counts, and whether they are all plain (cacheCounts, watchReplies)
  private final long[] watch;
  private int watchedTotal;
  private boolean allPlain;
  private final boolean[] immune;
  private final RuleHooks hooks;
  private final int[][] buffers = new int[GenericPosition.MAX_PLY][];
  private final int[] marks;
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
    this.cachedCount = new int[n];
    this.cachedReach = new long[2 * n];
    this.watch = new long[2 * n];
    this.immune = t.immune();
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
  }

  /** A new pin-mark stamp, always positive (marks hold 0 or a stamp, so -1 matches none). */
  private int nextStamp() {
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
    return countLegal(scratch, false, 0, 0);
  }

  /**
   * {@link #countLegal}, where {@code cached} says that {@link #cacheCounts} ran for the side to
   * move one ply earlier and only the squares in {@code hit0, hit1} changed since (a plain move
   * without automatic effect): a plain piece whose reach misses them counts as cached.
   */
  private int countLegal(int[] scratch, boolean cached, long hit0, long hit1) {
    if (pos.ended() || spec.castling() != null) {
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
      if (cached && r == cachedRoyal && ((cachedSight0 & hit0) | (cachedSight1 & hit1)) == 0) {
        // the move touched nothing the royal's attack lookup reads: not in check, the same pins
        for (long x = cachedPins0; x != 0; x &= x - 1) {
          marks[Long.numberOfTrailingZeros(x)] = s;
        }
        for (long x = cachedPins1; x != 0; x &= x - 1) {
          marks[64 + Long.numberOfTrailingZeros(x)] = s;
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
    final long[] reach = cachedReach;
    final int[] cache = cachedCount;
    setMasks(us);
    int fast = 0;
    int slow = 0;
    for (int i = 0; i < pieces; i++) {
      int sq = list[i];
      if (cached
          && cache[sq] >= 0
          && mark[sq] != s
          && sq != r
          && ((reach[2 * sq] & hit0) | (reach[2 * sq + 1] & hit1)) == 0) {
        fast += cache[sq];
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
  private void setMasks(int us) {
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
  private long targets(int cs, int e, boolean low) {
    int w = low ? 0 : 1;
    long x = leapBits[2 * cs + w] & (low ? free0 : free1);
    if ((e & MoveTables.SPLIT) != 0) {
      int b = 4 * cs + w;
      x |= (splitBits[b] & (low ? empty0 : empty1)) | (splitBits[b + 2] & (low ? prey0 : prey1));
    }
    return x;
  }

  /** The moves of the plain, non-royal piece of table index {@code cs} (plain entry {@code e}). */
  private int plainCount(int cs, int e, int us) {
    int count = Long.bitCount(targets(cs, e, true)) + Long.bitCount(targets(cs, e, false));
    return (e & 0x3FF) == 0 ? count : count + countRays(e >>> 11, e & 0x3FF, us);
  }

  /**
   * Perft of depth 2 from the current position (bitset boards without castling). The opponent's
   * plain pieces are counted once here ({@link #cacheCounts}), with each one's reach: its leap
   * targets and its rays up to the first piece. After a move that changes only its from and to
   * squares (a plain move with no automatic effect), a piece whose reach holds neither keeps its
   * count, and the opponent's one royal keeps its check status and pins when the move touched
   * nothing its attack lookup reads ({@link #cacheRoyal}); everything else is counted again. When
   * {@link #watchReplies} allows, a plain move is counted by {@link #quickReplies} without playing.
   */
  private long perftTwo(int level) {
    int[] moves = buffer(level);
    int count = legalMoves(moves);
    if (count == 0) {
      return 0;
    }
    cacheCounts(pos.side ^ 1);
    cacheRoyal(pos.side ^ 1);
    boolean quick = watchReplies(pos.side ^ 1);
    int[] next = buffer(level + 1);
    long sum = 0;
    for (int i = 0; i < count; i++) {
      int m = moves[i];
      if (quick && (m >>> 16) == 0) {
        int replies = quickReplies(m);
        if (replies > 0) {
          sum += replies;
          continue;
        }
      }
      pos.make(m);
      if ((m >>> 16) == 0 && !pos.lastMoveHadEffect()) {
        int from = m & 0xFF;
        int to = m >>> 8;
        long hit0 = (from < 64 ? 1L << from : 0) | (to < 64 ? 1L << to : 0);
        long hit1 = (from >= 64 ? 1L << from : 0) | (to >= 64 ? 1L << to : 0);
        sum += countLegal(next, true, hit0, hit1);
      } else {
        sum += countLegal(next, false, 0, 0);
      }
      pos.unmake(m);
    }
    return sum;
  }

  /**
   * Prepares {@link #quickReplies} for the replies of {@code color} (the side not to move), after
   * {@link #cacheCounts} and {@link #cacheRoyal}: possible when no automatic effect is pending for
   * either side, the special moves need a check or a position without moves ({@link
   * RuleHooks#specialMovesOnlyWhenStuck}), every piece of {@code color} is plain, and, with one
   * royal, that royal is not attacked, pins nothing and only leaps. Its count then becomes its
   * number of safe steps, and its reach every square those steps and their attack lookups read.
   * Each square's {@link #watch} entry gets the pieces whose reach holds it.
   */
  private boolean watchReplies(int color) {
    int them = color ^ 1;
    if (!allPlain
        || hooks.effectsPending(pos, them)
        || hooks.effectsPending(pos, color)
        || !hooks.specialMovesOnlyWhenStuck(pos, color)) {
      return false;
    }
    if (pos.royalCount(color) != 1) {
      return true;
    }
    int r = cachedRoyal;
    if (r < 0 || (cachedPins0 | cachedPins1) != 0) {
      return false;
    }
    int cs = pos.board[r] * n + r;
    int e = plainEntry[cs];
    if ((e & 0x3FF) != 0) {
      return false;
    }
    setMasks(color);
    long t0 = targets(cs, e, true);
    long t1 = targets(cs, e, false);
    int steps = safeRoyalSteps(r, t0, t1, them);
    watchedTotal += steps - cachedCount[r];
    cachedCount[r] = steps;
    // its reach: every target square (cacheCounts), and what the safety lookups of the steps open
    // now read; a step that is not open now opens only through a move on its target
    long[] extra = sightScratch;
    extra[0] = 0;
    extra[1] = 0;
    int[] board = pos.board;
    int royal = board[r];
    board[r] = 0; // a step's safety is looked up with the royal off its square
    for (; t0 != 0; t0 &= t0 - 1) {
      attacks.readSquares(board, Long.numberOfTrailingZeros(t0), them, false, extra, 0);
    }
    for (; t1 != 0; t1 &= t1 - 1) {
      attacks.readSquares(board, 64 + Long.numberOfTrailingZeros(t1), them, false, extra, 0);
    }
    board[r] = royal;
    cachedReach[2 * r] |= extra[0];
    cachedReach[2 * r + 1] |= extra[1];
    watchSquares(r, extra[0], extra[1]);
    return true;
  }

  /** Adds the piece on {@code sq} to the {@link #watch} entry of every square in {@code x0, x1}. */
  private void watchSquares(int sq, long x0, long x1) {
    final long[] w = watch;
    int word = sq >>> 6;
    long bit = 1L << sq;
    for (; x0 != 0; x0 &= x0 - 1) {
      w[2 * Long.numberOfTrailingZeros(x0) + word] |= bit;
    }
    for (; x1 != 0; x1 &= x1 - 1) {
      w[128 + 2 * Long.numberOfTrailingZeros(x1) + word] |= bit;
    }
  }

  /**
   * The number of replies to the plain move {@code m} of the side to move, counted without playing
   * it (after {@link #watchReplies} returned true): the cached total, with the pieces that watch
   * its from or to square and a captured piece counted again on the board with the move set on it;
   * or -1 when the move takes a royal piece or leaves the replying royal attacked or pinning.
   * Callers count a result of 0 again by playing the move: special moves may then exist.
   */
  private int quickReplies(int m) {
    int from = m & 0xFF;
    int to = m >>> 8;
    int[] board = pos.board;
    int captured = board[to];
    if (captured != 0 && pos.isRoyal(captured)) {
      return -1;
    }
    // the royal's lookup changes when the move leaves a square it reads, or arrives on one with a
    // piece that attacks the royal from there: a piece that only blocks neither checks nor pins
    boolean sighted =
        cachedRoyal >= 0
            && (((from < 64 ? cachedSight0 >>> from : cachedSight1 >>> from) & 1) != 0
                || (((to < 64 ? cachedSight0 >>> to : cachedSight1 >>> to) & 1) != 0
                    && attacks.mayAttackFrom(cachedRoyal, pos.side, to, board[from])));
    long a0 = watch[2 * from] | watch[2 * to];
    long a1 = watch[2 * from + 1] | watch[2 * to + 1];
    if (captured != 0) {
      a0 |= to < 64 ? 1L << to : 0;
      a1 |= to < 64 ? 0 : 1L << to;
    }
    if (!sighted && (a0 | a1) == 0) {
      return watchedTotal;
    }
    int us = pos.side;
    int color = us ^ 1;
    long[] occ = pos.occ;
    long[] shielded = pos.shielded;
    long o0 = occ[0];
    long o1 = occ[1];
    long o2 = occ[2];
    long o3 = occ[3];
    long s0 = shielded[0];
    long s1 = shielded[1];
    long s2 = shielded[2];
    long s3 = shielded[3];
    int moved = board[from];
    board[from] = 0;
    board[to] = moved;
    int wf = 2 * us + (from >>> 6);
    int wt = 2 * us + (to >>> 6);
    occ[wf] &= ~(1L << from);
    shielded[wf] &= ~(1L << from);
    occ[wt] |= 1L << to;
    if (immune[moved * n + to]) {
      shielded[wt] |= 1L << to;
    }
    if (captured != 0) {
      int wc = 2 * color + (to >>> 6);
      occ[wc] &= ~(1L << to);
      shielded[wc] &= ~(1L << to);
    }
    int count = watchedTotal;
    if (sighted && royalExposed(color)) {
      count = -1;
    } else {
      setMasks(color);
      for (long x = a0; x != 0; x &= x - 1) {
        count += recount(Long.numberOfTrailingZeros(x), to, us);
      }
      for (long x = a1; x != 0; x &= x - 1) {
        count += recount(64 + Long.numberOfTrailingZeros(x), to, us);
      }
    }
    board[from] = moved;
    board[to] = captured;
    occ[0] = o0;
    occ[1] = o1;
    occ[2] = o2;
    occ[3] = o3;
    shielded[0] = s0;
    shielded[1] = s1;
    shielded[2] = s2;
    shielded[3] = s3;
    return count;
  }

  /**
   * The change in the count of the replying piece on {@code sq} after {@code us}'s move to {@code
   * to}: its count on the current board less its cached count, or minus its cached count when it
   * was taken on {@code to}.
   */
  private int recount(int sq, int to, int us) {
    if (sq == to) {
      return -cachedCount[sq];
    }
    int cs = pos.board[sq] * n + sq;
    int e = plainEntry[cs];
    int now =
        sq == cachedRoyal
            ? safeRoyalSteps(sq, targets(cs, e, true), targets(cs, e, false), us)
            : plainCount(cs, e, us ^ 1);
    return now - cachedCount[sq];
  }

  /** Whether {@code color}'s one royal is attacked, or a piece of its side pinned toward it. */
  private boolean royalExposed(int color) {
    return attacks.checkOrMarkPins(pos.board, pos.occ, cachedRoyal, color ^ 1, marks, nextStamp())
        != 0;
  }

  /**
   * Sets {@link #cachedRoyal} and its pins and sight for {@code color}'s one royal, when it has
   * exactly one and it is not attacked; else {@code cachedRoyal} is -1.
   */
  private void cacheRoyal(int color) {
    cachedRoyal = -1;
    if (pos.royalCount(color) != 1) {
      return;
    }
    int r = pos.royalSquare(color);
    int s = nextStamp();
    int marked = attacks.checkOrMarkPins(pos.board, pos.occ, r, color ^ 1, marks, s);
    if (marked < 0) {
      return;
    }
    long pins0 = 0;
    long pins1 = 0;
    int[] list = pos.pieces[color];
    for (int i = marked == 0 ? -1 : pos.pieceCount[color] - 1; i >= 0; i--) {
      int sq = list[i];
      if (marks[sq] == s) {
        if (sq < 64) {
          pins0 |= 1L << sq;
        } else {
          pins1 |= 1L << sq;
        }
      }
    }
    cachedRoyal = r;
    cachedPins0 = pins0;
    cachedPins1 = pins1;
    sightScratch[0] = 0;
    sightScratch[1] = 0;
    attacks.readSquares(pos.board, r, color ^ 1, true, sightScratch, 0);
    cachedSight0 = sightScratch[0];
    cachedSight1 = sightScratch[1];
  }

  /**
   * Stores in {@link #cachedCount} the count of every plain piece of {@code color}, by square (-1
   * for the others), with its reach in {@link #cachedReach} and in the {@link #watch} entries of
   * the squares it holds, the sum in {@link #watchedTotal} and {@link #allPlain}.
   */
  private void cacheCounts(int color) {
    final int[] list = pos.pieces[color];
    final int pieces = pos.pieceCount[color];
    final int[] board = pos.board;
    final int[] p = pool;
    final boolean[] cap = capturable;
    final int capBase = color * 64 * n;
    java.util.Arrays.fill(watch, 0);
    setMasks(color);
    int total = 0;
    boolean plain = true;
    for (int i = 0; i < pieces; i++) {
      int sq = list[i];
      int cs = board[sq] * n + sq;
      int e = plainEntry[cs];
      if (e < 0) {
        cachedCount[sq] = -1;
        plain = false;
        continue;
      }
      int count = Long.bitCount(targets(cs, e, true)) + Long.bitCount(targets(cs, e, false));
      int b = 4 * cs;
      long reach0 = leapBits[2 * cs] | splitBits[b] | splitBits[b + 2];
      long reach1 = leapBits[2 * cs + 1] | splitBits[b + 1] | splitBits[b + 3];
      // each ray up to and with its first piece, counted as countRays does
      int o = e >>> 11;
      for (int r = e & 0x3FF; r > 0; r--) {
        int rh = p[o++];
        int end = o + (rh & 0xFF);
        int first = o + ((rh >>> 8) & 0xFF);
        for (; o < end; o++) {
          int t = p[o];
          if (t < 64) {
            reach0 |= 1L << t;
          } else {
            reach1 |= 1L << t;
          }
          int q = board[t];
          if (q == 0) {
            if (o >= first && (rh & (Pattern.MOVE << 16)) != 0) {
              count++;
            }
          } else {
            if (o >= first && (rh & (Pattern.CAPTURE << 16)) != 0 && cap[capBase + q * n + t]) {
              count++;
            }
            break;
          }
        }
        o = end;
      }
      cachedCount[sq] = count;
      total += count;
      cachedReach[2 * sq] = reach0;
      cachedReach[2 * sq + 1] = reach1;
      watchSquares(sq, reach0, reach1);
    }
    watchedTotal = total;
    allPlain = plain;
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
  private int safeRoyalSteps(int from, long x0, long x1, int them) {
    int count = 0;
    for (; x0 != 0; x0 &= x0 - 1) {
      if (royalStepIsSafe(from, Long.numberOfTrailingZeros(x0), them)) {
        count++;
      }
    }
    for (; x1 != 0; x1 &= x1 - 1) {
      if (royalStepIsSafe(from, 64 + Long.numberOfTrailingZeros(x1), them)) {
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
    for (int i = 0; i < pieces; i++) {
      int s = list[i];
      int code = board[s];
      if (pawnCode[code]) {
        count = pawnMoves(out, count, s, code, us);
      } else {
        count = pieceMoves(out, count, s, code, us);
      }
    }
    return count;
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
    int nr = (h >>> 20) & 0x3FF;
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
    final int[] p = pool;
    final int[] board = pos.board;
    final int capBase = us * 64 * n;
    int o = start[code * n + s];
    int h = p[o++];
    if ((h & MoveTables.PROMOTES) == 0 && !pawnSpecials) {
      return pieceMoves(out, count, s, code, us);
    }
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
    if (depth == 2 && leapBits != null && spec.castling() == null) {
      return perftTwo(level);
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

  private int[] buffer(int level) {
    int[] b = buffers[level];
    if (b == null) {
      b = new int[MAX_MOVES];
      buffers[level] = b;
    }
    return b;
  }
}
