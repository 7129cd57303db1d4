package org.arrocco.core.generic;

/**
 * Perft of depth 2 on a bitset board without castling, for a {@link MoveGenerator}: the replying
 * side's plain pieces are counted once per node, each with its reach (its leap targets, and its
 * rays up to and with the first piece), and its one royal's check and pins looked up once with the
 * squares that lookup reads ({@link AttackTables#readSquares}). After a move that changes only its
 * from and to squares (a plain move with no automatic effect), a piece whose reach holds neither
 * keeps its count, and the royal keeps its check status and pins when the move touched nothing its
 * lookup reads. When every replying piece is plain, a plain move is not even played: it is set on
 * the board for the pieces that watch its from or to square ({@link #quickReplies}). One ply
 * higher, {@link #perftThree} caches the counts of the side to move once, and each of its moves
 * that changes only its from and to squares derives the next node's cache from them ({@link
 * #deriveCounts}). Not thread-safe; nothing is allocated per node or move.
 */
final class ReplyCounter {
  private final MoveGenerator gen;
  private final GenericPosition pos;
  private final RuleHooks hooks;
  private final AttackTables attacks;
  private final int n;
  private final int[] pool;
  private final boolean[] immune;
  private final long[] leapBits;
  private final long[] splitBits;
  private final int[] plainEntry;
  // the replying side's counts by square (-1: not plain) and reach (two words at 2 * square)
  final int[] counts;
  final long[] reach;
  // its one royal as cacheRoyal found it (not attacked), or -1; its pins and the squares its
  // lookup reads
  int royal = -1;
  long pins0;
  long pins1;
  long sight0;
  long sight1;
  private final long[] readScratch = new long[2];
  // per square (two words at 2 * square), the replying pieces whose reach holds it (cacheCounts,
  // watchReplies), cleared by a copy of noWatchers; the sum of the counts, and the number of
  // pieces that are not plain
  private final long[] watch;
  private final long[] noWatchers;
  private int watchedTotal;
  private int others;
  // the same, as cacheCounts left them for the side to move one ply above a perftTwo node
  // (perftThree); its children derive theirs from these
  private final int[] baseCounts;
  private final long[] baseReach;
  private final long[] baseWatch;
  private int baseTotal;
  private int baseOthers;

  ReplyCounter(MoveGenerator gen) {
    this.gen = gen;
    this.pos = gen.position();
    GameSpec spec = pos.spec();
    MoveTables t = spec.moveTables();
    this.hooks = spec.hooks();
    this.attacks = spec.attackTables();
    this.n = pos.n;
    this.pool = t.pool();
    this.immune = t.immune();
    this.leapBits = t.leapBits();
    this.splitBits = t.splitBits();
    this.plainEntry = t.plainEntry();
    this.counts = new int[n];
    this.reach = new long[2 * n];
    this.watch = new long[2 * n];
    this.noWatchers = new long[2 * n];
    this.baseCounts = new int[n];
    this.baseReach = new long[2 * n];
    this.baseWatch = new long[2 * n];
  }

  /**
   * Perft of depth 3 from the current position: as {@link MoveGenerator#perft}, but the counts and
   * reach of the side to move are cached once here, and each reply's {@link #perftTwo} derives its
   * cache from them when the move changed only its from and to squares.
   */
  long perftThree(int level) {
    int[] moves = gen.buffer(level);
    int count = gen.legalMoves(moves);
    if (count == 0) {
      return 0;
    }
    cacheCounts(pos.side);
    System.arraycopy(counts, 0, baseCounts, 0, n);
    System.arraycopy(reach, 0, baseReach, 0, 2 * n);
    System.arraycopy(watch, 0, baseWatch, 0, 2 * n);
    baseTotal = watchedTotal;
    baseOthers = others;
    long sum = 0;
    for (int i = 0; i < count; i++) {
      int m = moves[i];
      pos.make(m);
      sum += perftTwo(level + 1, (m >>> 16) == 0 && !pos.lastMoveHadEffect() ? m : -1);
      pos.unmake(m);
    }
    return sum;
  }

  /**
   * {@link #cacheCounts} for the side that just made the plain move {@code m} without automatic
   * effect, from the counts {@link #perftThree} cached before it: the moved piece and the pieces
   * whose reach holds its from or to square are counted again, the others keep their counts.
   */
  private void deriveCounts(int color, int m) {
    System.arraycopy(baseCounts, 0, counts, 0, n);
    System.arraycopy(baseReach, 0, reach, 0, 2 * n);
    System.arraycopy(baseWatch, 0, watch, 0, 2 * n);
    int from = m & 0xFF;
    int to = m >>> 8;
    long a0 = watch[2 * from] | watch[2 * to];
    long a1 = watch[2 * from + 1] | watch[2 * to + 1];
    if (from < 64) {
      a0 &= ~(1L << from);
    } else {
      a1 &= ~(1L << from);
    }
    int total = baseTotal;
    int notPlain = baseOthers;
    int moved = unwatch(from);
    if (moved < 0) {
      notPlain--;
    } else {
      total -= moved;
    }
    gen.setMasks(color);
    // a piece that stays keeps its plain status: it depends on its code and square only
    for (; a0 != 0; a0 &= a0 - 1) {
      int sq = LowestBit.of(a0);
      int old = unwatch(sq);
      total += cachePiece(sq, color) - old;
    }
    for (; a1 != 0; a1 &= a1 - 1) {
      int sq = 64 + LowestBit.of(a1);
      int old = unwatch(sq);
      total += cachePiece(sq, color) - old;
    }
    int now = cachePiece(to, color);
    if (now < 0) {
      notPlain++;
    } else {
      total += now;
    }
    watchedTotal = total;
    others = notPlain;
  }

  /**
   * Takes the piece on {@code sq} out of the {@link #watch} entries of its reach; returns its
   * cached count, then forgotten.
   */
  private int unwatch(int sq) {
    int word = sq >>> 6;
    long keep = ~(1L << sq);
    for (long x = reach[2 * sq]; x != 0; x &= x - 1) {
      int t = LowestBit.of(x);
      watch[2 * t + word] &= keep;
    }
    for (long x = reach[2 * sq + 1]; x != 0; x &= x - 1) {
      int t = 64 + LowestBit.of(x);
      watch[2 * t + word] &= keep;
    }
    reach[2 * sq] = 0;
    reach[2 * sq + 1] = 0;
    int c = counts[sq];
    counts[sq] = -1;
    return c;
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
  long perftTwo(int level) {
    return perftTwo(level, -1);
  }

  /**
   * {@link #perftTwo(int)}, where {@code parent}, when not -1, is the plain move without automatic
   * effect that {@link #perftThree} just played from the position it cached.
   */
  private long perftTwo(int level, int parent) {
    int[] moves = gen.buffer(level);
    int count = gen.legalMoves(moves);
    if (count == 0) {
      return 0;
    }
    if (parent >= 0) {
      deriveCounts(pos.side ^ 1, parent);
    } else {
      cacheCounts(pos.side ^ 1);
    }
    cacheRoyal(pos.side ^ 1);
    boolean quick = watchReplies(pos.side ^ 1);
    int[] next = gen.buffer(level + 1);
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
        sum += gen.countLegal(next, this, hit0, hit1);
      } else {
        sum += gen.countLegal(next, null, 0, 0);
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
    if (others != 0
        || hooks.effectsPending(pos, them)
        || hooks.effectsPending(pos, color)
        || !hooks.specialMovesOnlyWhenStuck(pos, color)) {
      return false;
    }
    if (pos.royalCount(color) != 1) {
      return true;
    }
    int r = royal;
    if (r < 0 || (pins0 | pins1) != 0) {
      return false;
    }
    int cs = pos.board[r] * n + r;
    int e = plainEntry[cs];
    if ((e & 0x3FF) != 0) {
      return false;
    }
    gen.setMasks(color);
    long t0 = gen.targets(cs, e, true);
    long t1 = gen.targets(cs, e, false);
    int steps = gen.safeRoyalSteps(r, t0, t1, them);
    watchedTotal += steps - counts[r];
    counts[r] = steps;
    // its reach: every target square (cacheCounts), and what the safety lookups of the steps open
    // now read; a step that is not open now opens only through a move on its target
    long[] extra = readScratch;
    extra[0] = 0;
    extra[1] = 0;
    int[] board = pos.board;
    int royalCode = board[r];
    board[r] = 0; // a step's safety is looked up with the royal off its square
    for (; t0 != 0; t0 &= t0 - 1) {
      attacks.readSquares(board, LowestBit.of(t0), them, false, extra, 0);
    }
    for (; t1 != 0; t1 &= t1 - 1) {
      attacks.readSquares(board, 64 + LowestBit.of(t1), them, false, extra, 0);
    }
    board[r] = royalCode;
    reach[2 * r] |= extra[0];
    reach[2 * r + 1] |= extra[1];
    watchSquares(r, extra[0], extra[1]);
    return true;
  }

  /** Adds the piece on {@code sq} to the {@link #watch} entry of every square in {@code x0, x1}. */
  private void watchSquares(int sq, long x0, long x1) {
    final long[] w = watch;
    int word = sq >>> 6;
    long bit = 1L << sq;
    for (; x0 != 0; x0 &= x0 - 1) {
      w[2 * LowestBit.of(x0) + word] |= bit;
    }
    for (; x1 != 0; x1 &= x1 - 1) {
      w[128 + 2 * LowestBit.of(x1) + word] |= bit;
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
        royal >= 0
            && (((from < 64 ? sight0 >>> from : sight1 >>> from) & 1) != 0
                || (((to < 64 ? sight0 >>> to : sight1 >>> to) & 1) != 0
                    && attacks.mayAttackFrom(royal, pos.side, to, board[from])));
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
      gen.setMasks(color);
      for (long x = a0; x != 0; x &= x - 1) {
        count += recount(LowestBit.of(x), to, us);
      }
      for (long x = a1; x != 0; x &= x - 1) {
        count += recount(64 + LowestBit.of(x), to, us);
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
      return -counts[sq];
    }
    int cs = pos.board[sq] * n + sq;
    int e = plainEntry[cs];
    int now =
        sq == royal
            ? gen.safeRoyalSteps(sq, gen.targets(cs, e, true), gen.targets(cs, e, false), us)
            : gen.plainCount(cs, e, us ^ 1);
    return now - counts[sq];
  }

  /** Whether {@code color}'s one royal is attacked, or a piece of its side pinned toward it. */
  private boolean royalExposed(int color) {
    return attacks.checkOrMarkPins(pos.board, pos.occ, royal, color ^ 1, gen.marks, gen.nextStamp())
        != 0;
  }

  /**
   * Sets {@link #royal} and its pins and sight for {@code color}'s one royal, when it has exactly
   * one and it is not attacked; else {@code royal} is -1.
   */
  private void cacheRoyal(int color) {
    royal = -1;
    if (pos.royalCount(color) != 1) {
      return;
    }
    int r = pos.royalSquare(color);
    int s = gen.nextStamp();
    int marked = attacks.checkOrMarkPins(pos.board, pos.occ, r, color ^ 1, gen.marks, s);
    if (marked < 0) {
      return;
    }
    long pinned0 = 0;
    long pinned1 = 0;
    int[] list = pos.pieces[color];
    for (int i = marked == 0 ? -1 : pos.pieceCount[color] - 1; i >= 0; i--) {
      int sq = list[i];
      if (gen.marks[sq] == s) {
        if (sq < 64) {
          pinned0 |= 1L << sq;
        } else {
          pinned1 |= 1L << sq;
        }
      }
    }
    royal = r;
    pins0 = pinned0;
    pins1 = pinned1;
    readScratch[0] = 0;
    readScratch[1] = 0;
    attacks.readSquares(pos.board, r, color ^ 1, true, readScratch, 0);
    sight0 = readScratch[0];
    sight1 = readScratch[1];
  }

  /**
   * Stores in {@link #counts} the count of every plain piece of {@code color}, by square (-1 for
   * the others), with its reach in {@link #reach} and in the {@link #watch} entries of the squares
   * it holds, the sum in {@link #watchedTotal} and the number of other pieces in {@link #others}.
   */
  private void cacheCounts(int color) {
    final int[] list = pos.pieces[color];
    final int pieces = pos.pieceCount[color];
    System.arraycopy(noWatchers, 0, watch, 0, 2 * n); // a native copy, fast even before the JIT
    gen.setMasks(color);
    int total = 0;
    int notPlain = 0;
    for (int i = 0; i < pieces; i++) {
      int count = cachePiece(list[i], color);
      if (count < 0) {
        notPlain++;
      } else {
        total += count;
      }
    }
    watchedTotal = total;
    others = notPlain;
  }

  /**
   * Caches the count and reach of {@code color}'s piece on {@code sq} (masks set for {@code
   * color}), and returns the count, or -1 when the piece is not plain.
   */
  private int cachePiece(int sq, int color) {
    final int[] board = pos.board;
    int cs = board[sq] * n + sq;
    int e = plainEntry[cs];
    if (e < 0) {
      counts[sq] = -1;
      return -1;
    }
    int count = gen.plainCount(cs, e, color);
    int b = 4 * cs;
    long reach0 = leapBits[2 * cs] | splitBits[b] | splitBits[b + 2];
    long reach1 = leapBits[2 * cs + 1] | splitBits[b + 1] | splitBits[b + 3];
    // each ray up to and with its first piece: what lies beyond does not count
    final int[] p = pool;
    int o = e >>> 11;
    for (int r = e & 0x3FF; r > 0; r--) {
      int end = o + 1 + (p[o] & 0xFF);
      for (o++; o < end; o++) {
        int t = p[o];
        if (t < 64) {
          reach0 |= 1L << t;
        } else {
          reach1 |= 1L << t;
        }
        if (board[t] != 0) {
          break;
        }
      }
      o = end;
    }
    counts[sq] = count;
    reach[2 * sq] = reach0;
    reach[2 * sq + 1] = reach1;
    watchSquares(sq, reach0, reach1);
    return count;
  }
}
