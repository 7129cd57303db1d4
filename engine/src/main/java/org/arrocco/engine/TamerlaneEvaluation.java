package org.arrocco.engine;

import static org.arrocco.core.tamerlane.TamerlaneSpec.ADVENTITIOUS_KING;
import static org.arrocco.core.tamerlane.TamerlaneSpec.BLACK_CITADEL;
import static org.arrocco.core.tamerlane.TamerlaneSpec.FIRST_PAWN;
import static org.arrocco.core.tamerlane.TamerlaneSpec.KING;
import static org.arrocco.core.tamerlane.TamerlaneSpec.PAWN_OF_PAWNS;
import static org.arrocco.core.tamerlane.TamerlaneSpec.PRINCE;
import static org.arrocco.core.tamerlane.TamerlaneSpec.WHITE_CITADEL;

import org.arrocco.core.generic.BoardGeometry;
import org.arrocco.core.generic.GameSpec;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.tamerlane.TamerlaneSpec;

/**
 * The evaluation of Tamerlane chess (shared/rules/tamerlane.md) for {@link VariantSearch}, in
 * centipawns for the side to move. Terms:
 *
 * <ul>
 *   <li>material: a value for each of the twelve pieces and each of the eleven pawn types (a pawn
 *       of x is worth a pawn plus a share of an x; the pawn of kings more, for the prince it
 *       brings); every royal piece counts, since a side with two royals may lose one;
 *   <li>placement: leapers and steppers toward the centre, riders a little; pawns by how far they
 *       have come, weighted by what they become; the pawn of pawns by its stage (arrivals so far);
 *   <li>royal safety, citadel-aware: a side with one royal (subject to check) is penalised for
 *       enemy pieces near it and rewarded for its own guards; a royal in its own citadel (the
 *       adventitious king) is safe there; the unused king swap is an escape worth a little;
 *   <li>the citadel draw: a side behind in material gains as its ranking royal nears the enemy
 *       citadel (entering it draws), so that the side ahead keeps it away.
 * </ul>
 *
 * Values are hand-set from the pieces' moves (leapers' reach on the 11x10 board; Muller's and
 * Bland's estimates of the shatranj pieces), not yet tuned. Allocates nothing.
 */
final class TamerlaneEvaluation {
  /** Values of the kinds, in TamerlaneSpec's order: K H A G V Z T N R E C W, then the pawns. */
  static final int[] VALUE = new int[TamerlaneSpec.SPEC.kinds().size()];

  /** Centralisation weight per kind (centipawns per step nearer the centre). */
  private static final int[] CENTRE = new int[VALUE.length];

  /** What each pawn kind becomes, by value. */
  private static final int[] PROMOTED = new int[VALUE.length];

  static {
    int[] pieces = {600, 600, 600, 160, 150, 450, 330, 300, 520, 120, 240, 130};
    int[] centre = {0, 0, 0, 5, 5, 3, 2, 6, 1, 4, 5, 4};
    System.arraycopy(pieces, 0, VALUE, 0, pieces.length);
    System.arraycopy(centre, 0, CENTRE, 0, centre.length);
    String types = TamerlaneSpec.PAWN_TYPES;
    String letters = "KHAGVZTNRECW";
    for (int i = 0; i < types.length(); i++) {
      char t = types.charAt(i);
      int kind = FIRST_PAWN + i;
      int target = t == 'P' ? ADVENTITIOUS_KING : t == 'K' ? PRINCE : letters.indexOf(t);
      PROMOTED[kind] = VALUE[target];
      VALUE[kind] = 90 + VALUE[target] / 16;
      if (t == 'K') {
        VALUE[kind] += 25; // the prince it brings is a second royal: freedom from check
      }
    }
    VALUE[PAWN_OF_PAWNS] = 110;
  }

  private static final int FILES = 11;
  private static final int RANKS = 10;

  private final int[] material = new int[2];
  private final int[] royals = new int[2];
  private final int[] rankingRoyal = new int[2];

  /** The board squares each citadel touches, by colour of its owner (read once from the board). */
  private final int[][] citadelDoors = {
    TamerlaneSpec.SPEC.geometry().extraAdjacent(WHITE_CITADEL),
    TamerlaneSpec.SPEC.geometry().extraAdjacent(BLACK_CITADEL)
  };

  /** The score of {@code p} for its side to move. */
  int evaluate(GenericPosition p) {
    BoardGeometry g = p.spec().geometry();
    int score = 0;
    material[0] = material[1] = 0;
    royals[0] = royals[1] = 0;
    int phase = 0;
    for (int c = 0; c < 2; c++) {
      int sign = c == 0 ? 1 : -1;
      int best = -1;
      int bestRank = 99;
      for (int i = 0; i < p.pieceCount(c); i++) {
        int sq = p.pieceSquare(c, i);
        int code = p.piece(sq);
        int kind = GameSpec.kindOf(code);
        int v = VALUE[kind];
        material[c] += v;
        int s = v;
        if (kind <= ADVENTITIOUS_KING) {
          royals[c]++;
          // the ranking royal: the king, else the prince, else the adventitious king
          int rank = kind == KING ? 0 : kind == PRINCE ? 1 : 2;
          if (rank < bestRank) {
            bestRank = rank;
            best = sq;
          }
        } else if (kind < FIRST_PAWN) {
          phase += v;
          if (g.isBoard(sq)) {
            s += CENTRE[kind] * (9 - centreDistance(sq));
          }
        } else if (g.isBoard(sq)) {
          int advanced = c == 0 ? g.rank(sq) - 2 : RANKS - 3 - g.rank(sq);
          if (advanced > 0) {
            s += PROMOTED[kind] * advanced * advanced / 260;
          }
          if (kind == PAWN_OF_PAWNS) {
            s += 60 * p.counter(c); // each arrival brings the adventitious king nearer
          }
        }
        score += sign * s;
      }
      rankingRoyal[c] = best;
    }
    int opening = Math.min(phase, 6000);
    for (int c = 0; c < 2; c++) {
      int sign = c == 0 ? 1 : -1;
      score += sign * royalSafety(p, g, c, opening);
    }
    // tamerlane.md, Citadels: the side behind can draw by bringing its ranking royal in
    for (int c = 0; c < 2; c++) {
      int deficit = material[c ^ 1] - material[c];
      int r = rankingRoyal[c];
      if (deficit > 150 && r >= 0 && g.isBoard(r)) {
        int d = distanceToCitadel(g, r, citadelDoors[c ^ 1]);
        int threat = Math.min(deficit, 600) * Math.max(0, 8 - d) / 10;
        score += (c == 0 ? 1 : -1) * threat;
      }
    }
    return p.side() == 0 ? score : -score;
  }

  /** Safety of colour c's royals: only a side with one royal can be checked and mated. */
  private int royalSafety(GenericPosition p, BoardGeometry g, int c, int opening) {
    int r = rankingRoyal[c];
    if (r < 0) {
      return 0;
    }
    int s = 0;
    if (!g.isBoard(r)) {
      return royals[c] == 1 ? 40 : 10; // in a citadel: it cannot be captured there
    }
    if (royals[c] >= 2) {
      s += 30; // no check limits this side
    }
    if (!p.swapSpent(c) && p.count(GameSpec.code(KING, c)) > 0) {
      s += 15; // the king swap is still there to escape a mate
    }
    int weight = royals[c] == 1 ? 2 : 1;
    int rf = g.file(r);
    int rr = g.rank(r);
    int danger = 0;
    int guards = 0;
    for (int i = 0; i < p.pieceCount(c ^ 1); i++) {
      int sq = p.pieceSquare(c ^ 1, i);
      if (!g.isBoard(sq)) {
        continue;
      }
      int d = Math.max(Math.abs(g.file(sq) - rf), Math.abs(g.rank(sq) - rr));
      int kind = GameSpec.kindOf(p.piece(sq));
      if (d <= 3 && kind < FIRST_PAWN && kind > ADVENTITIOUS_KING) {
        danger += (4 - d) * (VALUE[kind] / 60 + 2);
      }
    }
    for (int df = -1; df <= 1; df++) {
      for (int dr = -1; dr <= 1; dr++) {
        int sq = g.offset(r, df, dr);
        if (sq >= 0 && p.piece(sq) != 0 && GameSpec.colorOf(p.piece(sq)) == c) {
          guards++;
        }
      }
    }
    s -= weight * danger * danger / 8;
    s += weight * Math.min(guards, 4) * 8 * opening / 6000;
    // in the opening the royal stays home; later it may come out
    int home = c == 0 ? rr : RANKS - 1 - rr;
    s -= weight * home * 12 * opening / 6000;
    return s;
  }

  private static int centreDistance(int sq) {
    int f = sq % FILES;
    int r = sq / FILES;
    return Math.abs(2 * f - (FILES - 1)) / 2 + Math.abs(2 * r - (RANKS - 1)) / 2;
  }

  /** Royal steps from a board square to a citadel (through one of the squares it touches). */
  private static int distanceToCitadel(BoardGeometry g, int sq, int[] doors) {
    int best = 99;
    for (int a : doors) {
      int d = Math.max(Math.abs(g.file(a) - g.file(sq)), Math.abs(g.rank(a) - g.rank(sq))) + 1;
      best = Math.min(best, d);
    }
    return best;
  }
}
