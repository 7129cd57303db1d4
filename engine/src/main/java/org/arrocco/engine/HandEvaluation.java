package org.arrocco.engine;

import static org.arrocco.core.chess.Piece.BISHOP;
import static org.arrocco.core.chess.Piece.BLACK;
import static org.arrocco.core.chess.Piece.KING;
import static org.arrocco.core.chess.Piece.KNIGHT;
import static org.arrocco.core.chess.Piece.PAWN;
import static org.arrocco.core.chess.Piece.QUEEN;
import static org.arrocco.core.chess.Piece.ROOK;
import static org.arrocco.core.chess.Piece.WHITE;
import static org.arrocco.engine.BoardMasks.ADJACENT_FILES;
import static org.arrocco.engine.BoardMasks.AHEAD;
import static org.arrocco.engine.BoardMasks.BEHIND_OR_LEVEL;
import static org.arrocco.engine.BoardMasks.DISTANCE;
import static org.arrocco.engine.BoardMasks.FILE;
import static org.arrocco.engine.BoardMasks.FILE_A;
import static org.arrocco.engine.BoardMasks.FILE_H;
import static org.arrocco.engine.BoardMasks.PASSED_SPAN;
import static org.arrocco.engine.EvalWeights.*;

import org.arrocco.core.chess.Attacks;
import org.arrocco.core.chess.Position;

/**
 * The hand-written evaluation of orthodox chess and Chess960: material and piece-square tables,
 * mobility, pawn structure and passed pawns, king safety (shield, storm, open files, attacks on the
 * king's zone, safe checks), threats, bishop pair, outposts and rooks on open files, each term a
 * middle-game and an end-game value from {@link EvalWeights}, tapered by the game phase (knights
 * and bishops 1, rooks 2, queens 4, 24 in all) and scaled down in drawish endings.
 *
 * <p>Every term is a weight times a count, so the evaluation is linear in its weights: {@link
 * #trace} records the counts (White's minus Black's) for the tuner. Allocates nothing per call.
 */
public final class HandEvaluation implements Evaluator {
  /** The phase of the start position (and the most counted). */
  public static final int MAX_PHASE = 24;

  /** Entries of the pawn-structure cache (a power of two). */
  private static final int PAWN_CACHE = 1 << 14;

  /** Each weight as one int: the middle-game value times 65536 plus the end-game value. */
  private final int[] packed;

  private final EvalWeights weights;

  /** The sum of the terms so far, packed as {@link #packed}. */
  private int acc;

  private int[] trace;
  private final long[] pawnKeys = new long[PAWN_CACHE];
  private final int[] pawnScores = new int[PAWN_CACHE];
  private final long[] pawnPassed = new long[PAWN_CACHE];
  private int phase;
  private int scale;

  private final long[] pawnAttacks = new long[2];
  private final long[] attacked = new long[2];
  private final long[] attackedBy = new long[16];
  private final long[] kingZone = new long[2];
  private final int[] zoneAttackers = new int[2];

  /** An evaluation with {@code weights} as they are now (later changes to them are not seen). */
  public HandEvaluation(EvalWeights weights) {
    this.weights = weights.copy();
    packed = new int[EvalWeights.SIZE];
    for (int i = 0; i < EvalWeights.SIZE; i++) {
      packed[i] = (weights.mg[i] << 16) + weights.eg[i];
    }
  }

  /** The evaluation with the weights shipped with the engine. */
  public HandEvaluation() {
    this(EvalWeights.standard());
  }

  @Override
  public Evaluator copy() {
    return new HandEvaluation(weights);
  }

  @Override
  public int evaluate(Position p) {
    trace = null;
    return compute(p);
  }

  /**
   * Evaluates {@code p} and adds to {@code coefficients} (one per parameter of {@link EvalWeights})
   * the count of each term, White's minus Black's; returns the score for the side to move. {@link
   * #lastPhase} and {@link #lastScale} then tell how the terms were tapered.
   */
  public int trace(Position p, int[] coefficients) {
    trace = coefficients;
    try {
      return compute(p);
    } finally {
      trace = null;
    }
  }

  /** The phase (0 bare kings .. {@link #MAX_PHASE}) of the last position evaluated. */
  public int lastPhase() {
    return phase;
  }

  /** The end-game scale (0..64, 64 = unscaled) of the last position evaluated. */
  public int lastScale() {
    return scale;
  }

  private void add(int parameter, int count) {
    acc += packed[parameter] * count;
    if (trace != null) {
      trace[parameter] += count;
    }
  }

  private int compute(Position p) {
    acc = 0;
    phase = 0;
    material(p, WHITE, 1);
    material(p, BLACK, -1);
    phase = Math.min(phase, MAX_PHASE);
    long wp = p.pieces(WHITE, PAWN);
    long bp = p.pieces(BLACK, PAWN);
    pawnAttacks[WHITE] = (wp & ~FILE_A) << 7 | (wp & ~FILE_H) << 9;
    pawnAttacks[BLACK] = (bp & ~FILE_A) >>> 9 | (bp & ~FILE_H) >>> 7;
    for (int c = WHITE; c <= BLACK; c++) {
      int ksq = p.kingSquare(c);
      long kingAttacks = Attacks.king(ksq);
      attackedBy[c << 3 | PAWN] = pawnAttacks[c];
      attackedBy[c << 3 | KING] = kingAttacks;
      attacked[c] = pawnAttacks[c] | kingAttacks;
      kingZone[c] = kingAttacks | 1L << ksq;
      zoneAttackers[c] = 0;
    }
    pieces(p, WHITE, 1);
    pieces(p, BLACK, -1);
    long passed = pawnStructure(wp, bp);
    passedPawns(p, WHITE, 1, passed & wp);
    passedPawns(p, BLACK, -1, passed & bp);
    kingSafety(p, WHITE, 1);
    kingSafety(p, BLACK, -1);
    threats(p, WHITE, 1);
    threats(p, BLACK, -1);
    int stm = p.sideToMove();
    add(TEMPO, stm == WHITE ? 1 : -1);
    int mg = (acc + 0x8000) >> 16;
    int eg = (short) acc;
    scale = endgameScale(p, eg);
    // a side ahead that cannot mate at all gets nothing, in the middle-game part either
    int v = scale == 0 ? 0 : (mg * phase + eg * scale / 64 * (MAX_PHASE - phase)) / MAX_PHASE;
    return stm == WHITE ? v : -v;
  }

  private void material(Position p, int c, int s) {
    int flip = c == WHITE ? 0 : 56;
    for (int type = PAWN; type <= KING; type++) {
      long b = p.pieces(c, type);
      if (type < KING) {
        int n = Long.bitCount(b);
        if (n != 0) {
          add(MATERIAL + type - 1, s * n);
        }
      }
      int base = PST + (type - 1) * 64;
      for (; b != 0; b &= b - 1) {
        add(base + (Long.numberOfTrailingZeros(b) ^ flip), s);
      }
    }
    phase +=
        Long.bitCount(p.pieces(c, KNIGHT) | p.pieces(c, BISHOP))
            + 2 * Long.bitCount(p.pieces(c, ROOK))
            + 4 * Long.bitCount(p.pieces(c, QUEEN));
  }

  private void pieces(Position p, int c, int s) {
    int them = c ^ 1;
    long own = p.pieces(c);
    long occ = p.occupied();
    long mobilityArea = ~own & ~pawnAttacks[them];
    long zone = kingZone[them];
    long ownPawns = p.pieces(c, PAWN);
    long theirPawns = p.pieces(them, PAWN);
    int attackers = 0;
    long all = 0;
    for (int type = KNIGHT; type <= QUEEN; type++) {
      long typeAttacks = 0;
      for (long b = p.pieces(c, type); b != 0; b &= b - 1) {
        int sq = Long.numberOfTrailingZeros(b);
        long a;
        int mobility;
        switch (type) {
          case KNIGHT -> {
            a = Attacks.knight(sq);
            mobility = MOBILITY_KNIGHT;
            outpost(c, s, sq, 0, ownPawns, theirPawns);
          }
          case BISHOP -> {
            a = Attacks.bishop(sq, occ);
            mobility = MOBILITY_BISHOP;
            outpost(c, s, sq, 1, ownPawns, theirPawns);
          }
          case ROOK -> {
            a = Attacks.rook(sq, occ);
            mobility = MOBILITY_ROOK;
            rookFile(p, c, s, sq, ownPawns, theirPawns);
          }
          default -> {
            a = Attacks.queen(sq, occ);
            mobility = MOBILITY_QUEEN;
          }
        }
        typeAttacks |= a;
        add(mobility + Long.bitCount(a & mobilityArea), s);
        int z = Long.bitCount(a & zone);
        if (z != 0) {
          add(KING_ATTACK + type - KNIGHT, s * z);
          attackers++;
        }
      }
      attackedBy[c << 3 | type] = typeAttacks;
      all |= typeAttacks;
    }
    attacked[c] |= all;
    zoneAttackers[them] = attackers;
    if (Long.bitCount(p.pieces(c, BISHOP)) >= 2) {
      add(BISHOP_PAIR, s);
    }
  }

  /** A knight or bishop on ranks 4-6, guarded by a pawn, that no enemy pawn can chase away. */
  private void outpost(int c, int s, int sq, int kind, long ownPawns, long theirPawns) {
    int rank = c == WHITE ? sq >>> 3 : 7 - (sq >>> 3);
    if (rank >= 3
        && rank <= 5
        && (pawnAttacks[c] & 1L << sq) != 0
        && (PASSED_SPAN[c << 6 | sq] & ADJACENT_FILES[sq & 7] & theirPawns) == 0) {
      add(OUTPOST + kind, s);
    }
  }

  private void rookFile(Position p, int c, int s, int sq, long ownPawns, long theirPawns) {
    long file = FILE[sq & 7];
    if ((file & ownPawns) == 0) {
      add((file & theirPawns) == 0 ? ROOK_OPEN : ROOK_SEMI_OPEN, s);
    }
    int rank = c == WHITE ? sq >>> 3 : 7 - (sq >>> 3);
    int theirKing = p.kingSquare(c ^ 1);
    int kingRank = c == WHITE ? theirKing >>> 3 : 7 - (theirKing >>> 3);
    long seventh = c == WHITE ? 0xFFL << 48 : 0xFFL << 8;
    if (rank == 6 && (kingRank == 7 || (theirPawns & seventh) != 0)) {
      add(ROOK_SEVENTH, s);
    }
  }

  /**
   * The terms of the pawns alone (doubled, isolated, connected, backward, passed by rank), from the
   * cache when these pawns were seen before; returns the passed pawns of both colours.
   */
  private long pawnStructure(long wp, long bp) {
    if (trace != null) {
      return pawns(wp, bp, WHITE, 1) | pawns(bp, wp, BLACK, -1);
    }
    long key = (wp * 0x9E3779B97F4A7C15L) ^ Long.rotateLeft(bp * 0xC2B2AE3D27D4EB4FL, 31);
    int i = (int) (key ^ key >>> 32) & (PAWN_CACHE - 1);
    if (pawnKeys[i] == key) {
      acc += pawnScores[i];
      return pawnPassed[i];
    }
    int before = acc;
    acc = 0;
    long passed = pawns(wp, bp, WHITE, 1) | pawns(bp, wp, BLACK, -1);
    pawnKeys[i] = key;
    pawnScores[i] = acc;
    pawnPassed[i] = passed;
    acc += before;
    return passed;
  }

  private long pawns(long own, long theirs, int c, int s) {
    int them = c ^ 1;
    long passed = 0;
    int forward = c == WHITE ? 8 : -8;
    long theirAttacks =
        c == WHITE
            ? (theirs & ~FILE_A) >>> 9 | (theirs & ~FILE_H) >>> 7
            : (theirs & ~FILE_A) << 7 | (theirs & ~FILE_H) << 9;
    for (long b = own; b != 0; b &= b - 1) {
      int sq = Long.numberOfTrailingZeros(b);
      int f = sq & 7;
      int rank = c == WHITE ? sq >>> 3 : 7 - (sq >>> 3);
      boolean doubled = (AHEAD[c << 6 | sq] & own) != 0;
      if (doubled) {
        add(DOUBLED, s);
      }
      long neighbours = own & ADJACENT_FILES[f];
      if (neighbours == 0) {
        add(ISOLATED, s);
      } else {
        boolean supported = (Attacks.pawn(them, sq) & own) != 0;
        boolean phalanx = (neighbours & 0xFFL << (sq & 56)) != 0;
        if (supported || phalanx) {
          add(CONNECTED + rank, s);
        } else if ((neighbours & BEHIND_OR_LEVEL[c << 6 | sq]) == 0
            && (theirAttacks & 1L << (sq + forward)) != 0) {
          add(BACKWARD, s);
        }
      }
      if (!doubled && (PASSED_SPAN[c << 6 | sq] & theirs) == 0) {
        add(PASSED + rank, s);
        passed |= 1L << sq;
      }
    }
    return passed;
  }

  /**
   * The terms of passed pawns that depend on the other pieces: a free path, the kings' distance.
   */
  private void passedPawns(Position p, int c, int s, long passed) {
    long occ = p.occupied();
    int ownKing = p.kingSquare(c);
    int theirKing = p.kingSquare(c ^ 1);
    int forward = c == WHITE ? 8 : -8;
    for (long b = passed; b != 0; b &= b - 1) {
      int sq = Long.numberOfTrailingZeros(b);
      int rank = c == WHITE ? sq >>> 3 : 7 - (sq >>> 3);
      int block = sq + forward;
      if ((AHEAD[c << 6 | sq] & occ) == 0) {
        add(PASSED_FREE + rank, s);
      }
      add(PASSED_OWN_KING + rank, s * DISTANCE[ownKing << 6 | block]);
      add(PASSED_ENEMY_KING + rank, s * DISTANCE[theirKing << 6 | block]);
    }
  }

  private void kingSafety(Position p, int c, int s) {
    int them = c ^ 1;
    int ksq = p.kingSquare(c);
    long ownPawns = p.pieces(c, PAWN);
    long theirPawns = p.pieces(them, PAWN);
    int kingRank = c == WHITE ? ksq >>> 3 : 7 - (ksq >>> 3);
    int centre = Math.max(1, Math.min(6, ksq & 7));
    for (int f = centre - 1; f <= centre + 1; f++) {
      long front = FILE[f] & forwardRanks(c, kingRank);
      long mine = ownPawns & front;
      int shield = 2;
      if (mine != 0) {
        int distance = rankDistance(c, nearest(c, mine), kingRank);
        shield = distance == 1 ? 0 : distance == 2 ? 1 : 2;
      }
      add(SHIELD + shield, s);
      long storm = theirPawns & front;
      if (storm != 0) {
        int distance = rankDistance(c, nearest(c, storm), kingRank);
        if (distance <= 3) {
          add(STORM + distance - 1, s);
        }
      }
      if (((ownPawns | theirPawns) & FILE[f]) == 0) {
        add(KING_OPEN, s);
      } else if ((ownPawns & FILE[f]) == 0) {
        add(KING_SEMI_OPEN, s);
      }
    }
    // The enemy's attack on this king: pieces in its zone and checks from safe squares.
    int attackers = Math.min(zoneAttackers[c], 7);
    add(KING_ATTACKERS + attackers, -s);
    long occ = p.occupied();
    long safe = ~p.pieces(them) & ~attacked[c];
    int t = them << 3;
    long knightChecks = Attacks.knight(ksq) & attackedBy[t | KNIGHT] & safe;
    long diagonal = Attacks.bishop(ksq, occ);
    long straight = Attacks.rook(ksq, occ);
    if (knightChecks != 0) {
      add(SAFE_CHECK, -s * Long.bitCount(knightChecks));
    }
    long bishopChecks = diagonal & attackedBy[t | BISHOP] & safe;
    if (bishopChecks != 0) {
      add(SAFE_CHECK + 1, -s * Long.bitCount(bishopChecks));
    }
    long rookChecks = straight & attackedBy[t | ROOK] & safe;
    if (rookChecks != 0) {
      add(SAFE_CHECK + 2, -s * Long.bitCount(rookChecks));
    }
    long queenChecks = (diagonal | straight) & attackedBy[t | QUEEN] & safe;
    if (queenChecks != 0) {
      add(SAFE_CHECK + 3, -s * Long.bitCount(queenChecks));
    }
  }

  /** The ranks in front of rank {@code kingRank} (relative to {@code c}), as a mask. */
  private static long forwardRanks(int c, int kingRank) {
    long ahead = kingRank >= 7 ? 0 : ~0L << ((kingRank + 1) * 8);
    return c == WHITE ? ahead : Long.reverseBytes(ahead);
  }

  /** Of a non-empty set of squares, the one nearest to {@code c}'s first rank. */
  private static int nearest(int c, long squares) {
    return c == WHITE
        ? Long.numberOfTrailingZeros(squares)
        : 63 - Long.numberOfLeadingZeros(squares);
  }

  private static int rankDistance(int c, int sq, int kingRank) {
    int rank = c == WHITE ? sq >>> 3 : 7 - (sq >>> 3);
    return rank - kingRank;
  }

  private void threats(Position p, int c, int s) {
    int them = c ^ 1;
    long theirs = p.pieces(them);
    long theirPieces = theirs & ~p.pieces(them, PAWN) & ~p.pieces(them, KING);
    long byPawn = pawnAttacks[c] & theirPieces;
    if (byPawn != 0) {
      add(THREAT_PAWN, s * Long.bitCount(byPawn));
    }
    long minors = attackedBy[c << 3 | KNIGHT] | attackedBy[c << 3 | BISHOP];
    long rooks = attackedBy[c << 3 | ROOK];
    for (int type = PAWN; type <= QUEEN; type++) {
      long victims = p.pieces(them, type);
      if (victims == 0) {
        continue;
      }
      int n = Long.bitCount(victims & minors);
      if (n != 0) {
        add(THREAT_MINOR + type - 1, s * n);
      }
      n = Long.bitCount(victims & rooks);
      if (n != 0) {
        add(THREAT_ROOK + type - 1, s * n);
      }
    }
    long hanging = theirs & ~p.pieces(them, KING) & attacked[c] & ~attacked[them];
    if (hanging != 0) {
      add(HANGING, s * Long.bitCount(hanging));
    }
  }

  /**
   * The end-game scale (of 64) for the side ahead in the end game: no pawns and at most a minor
   * piece more makes it hard to win, a lone minor piece cannot mate at all, and bishops of opposite
   * colours alone with pawns are drawish.
   */
  private static int endgameScale(Position p, int eg) {
    int strong = eg >= 0 ? WHITE : BLACK;
    int weak = strong ^ 1;
    int strongMaterial = nonPawnMaterial(p, strong);
    int weakMaterial = nonPawnMaterial(p, weak);
    if (p.pieces(strong, PAWN) == 0) {
      if (strongMaterial <= 3) {
        return 0; // a lone minor piece (or nothing) cannot mate: FIDE 6.9's dead material
      }
      if (strongMaterial - weakMaterial <= 3) {
        return 12;
      }
    }
    long bishops = p.piecesOfType(BISHOP);
    if (strongMaterial == 3
        && weakMaterial == 3
        && Long.bitCount(p.pieces(WHITE, BISHOP)) == 1
        && Long.bitCount(p.pieces(BLACK, BISHOP)) == 1
        && Long.bitCount(bishops & 0x55AA55AA55AA55AAL) == 1) {
      return 32;
    }
    return 64;
  }

  private static int nonPawnMaterial(Position p, int c) {
    return 3 * Long.bitCount(p.pieces(c, KNIGHT) | p.pieces(c, BISHOP))
        + 5 * Long.bitCount(p.pieces(c, ROOK))
        + 9 * Long.bitCount(p.pieces(c, QUEEN));
  }
}
