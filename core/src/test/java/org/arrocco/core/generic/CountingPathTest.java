package org.arrocco.core.generic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Both ways the last ply is counted, and the legal move list, agree with a naive generator written
 * here from the patterns alone (no tables): the occupancy bitsets on a board of at most 128
 * squares, and the table walk (with attack lookups that never skip a group) on a larger one. The
 * same made-up pieces (royal king, rook, knight, general, a picket-like rider with minimum distance
 * 2, a bent rider, a warden that cannot be taken on its own last rank and a promoting pawn) play
 * seeded random games from random set-ups on an 11x10 and a 13x11 board; the bitsets are checked
 * against the board after every move, and every position's perft 2 (on 11x10 counted from the
 * replies' reach, {@code ReplyCounter}) against the moves listed after each legal move.
 */
class CountingPathTest {

  private static GameSpec spec(int files, int ranks) {
    List<Pattern> king = new ArrayList<>(Pattern.leaper(1, 0, Pattern.BOTH));
    king.addAll(Pattern.leaper(1, 1, Pattern.BOTH));
    List<PieceKind> kinds =
        List.of(
            PieceKind.piece("K", "king", true, king),
            PieceKind.piece("R", "rook", false, Pattern.rider(1, 0, 1, Pattern.UNLIMITED, 3)),
            PieceKind.piece("N", "knight", false, Pattern.leaper(1, 2, Pattern.BOTH)),
            PieceKind.piece("G", "general", false, Pattern.leaper(1, 1, Pattern.BOTH)),
            PieceKind.piece(
                "T", "picket", false, Pattern.rider(1, 1, 2, Pattern.UNLIMITED, Pattern.BOTH)),
            PieceKind.piece("Z", "bent", false, Pattern.diagonalThenOrthogonal(2, Pattern.BOTH)),
            new PieceKind(
                "W",
                "warden",
                Pattern.leaper(1, 0, Pattern.BOTH),
                false,
                false,
                new int[0],
                false,
                true),
            new PieceKind(
                "P",
                "pawn",
                List.of(
                    Pattern.leap(0, 1, Pattern.MOVE),
                    Pattern.leap(1, 1, Pattern.CAPTURE),
                    Pattern.leap(-1, 1, Pattern.CAPTURE)),
                false,
                true,
                new int[] {1, 2},
                false,
                false));
    BoardGeometry g = new BoardGeometry(files, ranks, List.of());
    return new GameSpec("counting", g, kinds, -1, false, null, false, new RuleHooks() {});
  }

  @Test
  void bitsetCountingOnElevenByTen() {
    GameSpec spec = spec(11, 10);
    assertTrue(new GenericPosition(spec).bitsets);
    assertTrue(randomGames(spec) > 2000);
  }

  @Test
  void tableCountingOnThirteenByEleven() {
    GameSpec spec = spec(13, 11);
    assertTrue(!new GenericPosition(spec).bitsets);
    assertTrue(randomGames(spec) > 2000);
  }

  /** Plays seeded random games; returns how many positions were compared. */
  private static int randomGames(GameSpec spec) {
    int positions = 0;
    int[] legal = new int[MoveGenerator.MAX_MOVES];
    int[] brute = new int[MoveGenerator.MAX_MOVES];
    int[] scratch = new int[MoveGenerator.MAX_MOVES];
    for (int seed = 1; seed <= 40; seed++) {
      Random random = new Random(seed);
      GenericPosition p = setUp(spec, random);
      MoveGenerator gen = new MoveGenerator(p);
      for (int ply = 0; ply < 120; ply++) {
        String where = spec.geometry().size() + " squares, seed " + seed + " ply " + ply;
        assertBitsetsMatchBoard(p, where);
        int n = gen.legalMoves(legal);
        int b = naiveLegal(p, brute);
        int[] fast = Arrays.copyOf(legal, n);
        int[] slow = Arrays.copyOf(brute, b);
        Arrays.sort(fast);
        Arrays.sort(slow);
        assertArrayEquals(slow, fast, where);
        assertEquals(b, gen.countLegal(scratch), where);
        assertEquals(ListedPerft.of(p, 2), gen.perft(2), where + ", perft 2");
        if (p.bitsets && ply % 8 == 0) { // the boards perft 3 derives counts on
          assertEquals(ListedPerft.of(p, 3), gen.perft(3), where + ", perft 3");
        }
        positions++;
        if (n == 0) {
          break;
        }
        p.make(legal[random.nextInt(n)]);
      }
    }
    return positions;
  }

  /** The legal moves found by walking the patterns on the board, tested by playing them. */
  private static int naiveLegal(GenericPosition p, int[] out) {
    GameSpec spec = p.spec();
    BoardGeometry g = spec.geometry();
    int us = p.side();
    int k = 0;
    for (int from = 0; from < g.size(); from++) {
      int code = p.piece(from);
      if (code == 0 || GameSpec.colorOf(code) != us) {
        continue;
      }
      PieceKind kind = spec.kind(GameSpec.kindOf(code));
      for (int to = 0; to < g.size(); to++) {
        int q = p.piece(to);
        int mode = q == 0 ? Pattern.MOVE : GameSpec.colorOf(q) != us ? Pattern.CAPTURE : 0;
        if (mode == Pattern.CAPTURE
            && spec.kind(GameSpec.kindOf(q)).immuneOnLastRank()
            && g.rank(to) == (us == 0 ? 0 : g.ranks() - 1)) {
          mode = 0; // a warden on its own last rank cannot be taken
        }
        if (mode == 0 || !reaches(p, kind, us, from, to, mode)) {
          continue;
        }
        int last = us == 0 ? g.ranks() - 1 : 0;
        if (kind.pawn() && g.rank(to) == last) {
          for (int promo : kind.promotions()) {
            k = keepIfLegal(p, Move.of(from, to, Move.PROMOTION, GameSpec.code(promo, us)), out, k);
          }
        } else {
          k = keepIfLegal(p, Move.of(from, to), out, k);
        }
      }
    }
    return k;
  }

  private static int keepIfLegal(GenericPosition p, int m, int[] out, int k) {
    int us = p.side();
    p.make(m);
    boolean ok = !naiveAttacked(p, p.royalSquare(us), us ^ 1);
    p.unmake(m);
    if (ok) {
      out[k++] = m;
    }
    return k;
  }

  private static boolean naiveAttacked(GenericPosition p, int sq, int color) {
    for (int from = 0; from < p.spec().geometry().size(); from++) {
      int code = p.piece(from);
      if (code != 0
          && GameSpec.colorOf(code) == color
          && reaches(p, p.spec().kind(GameSpec.kindOf(code)), color, from, sq, Pattern.CAPTURE)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a piece of the kind and colour on {@code from} reaches {@code to} in this mode. */
  private static boolean reaches(
      GenericPosition p, PieceKind kind, int color, int from, int to, int mode) {
    BoardGeometry g = p.spec().geometry();
    for (Pattern pattern : kind.patterns()) {
      Pattern q = color == 0 ? pattern : pattern.forBlack();
      if ((q.mode() & mode) == 0) {
        continue;
      }
      switch (q.shape()) {
        case LEAP -> {
          if (g.offset(from, q.ax(), q.ay()) == to) {
            return true;
          }
        }
        case SLIDE -> {
          if (slides(p, from, q.ax(), q.ay(), q.min(), q.max(), to)) {
            return true;
          }
        }
        case BENT -> {
          int a = g.offset(from, q.ax(), q.ay());
          if (a >= 0 && p.piece(a) == 0 && slides(p, a, q.bx(), q.by(), q.min(), q.max(), to)) {
            return true;
          }
        }
        default -> throw new IllegalStateException("no extra squares here");
      }
    }
    return false;
  }

  /** Whether sliding from {@code from} along (dx, dy) over empty squares ends on {@code to}. */
  private static boolean slides(
      GenericPosition p, int from, int dx, int dy, int min, int max, int to) {
    int t = from;
    for (int j = 1; j <= max; j++) {
      t = p.spec().geometry().offset(t, dx, dy);
      if (t < 0) {
        return false;
      }
      if (t == to) {
        return j >= min;
      }
      if (p.piece(t) != 0) {
        return false;
      }
    }
    return false;
  }

  /**
   * A king each and 6-14 other pieces each on random squares, the side not to move not in check.
   */
  private static GenericPosition setUp(GameSpec spec, Random random) {
    BoardGeometry g = spec.geometry();
    while (true) {
      GenericPosition p = new GenericPosition(spec);
      for (int color = 0; color < 2; color++) {
        p.put(freeSquare(p, g, random, 0), GameSpec.code(0, color));
        int pieces = 6 + random.nextInt(9);
        for (int i = 0; i < pieces; i++) {
          int kind = 1 + random.nextInt(spec.kinds().size() - 1);
          boolean pawn = spec.kind(kind).pawn();
          p.put(freeSquare(p, g, random, pawn ? 1 : 0), GameSpec.code(kind, color));
        }
      }
      if (!p.attacked(p.royalSquare(1), 0)) {
        return p;
      }
    }
  }

  /** An empty square at least {@code margin} ranks from either edge rank. */
  private static int freeSquare(GenericPosition p, BoardGeometry g, Random random, int margin) {
    while (true) {
      int sq = g.square(random.nextInt(g.files()), margin + random.nextInt(g.ranks() - 2 * margin));
      if (p.piece(sq) == 0) {
        return sq;
      }
    }
  }

  /** The occupancy bitsets hold exactly the squares of each colour's pieces. */
  private static void assertBitsetsMatchBoard(GenericPosition p, String where) {
    if (!p.bitsets) {
      assertArrayEquals(new long[] {-1L, -1L, -1L, -1L}, p.occ, where);
      return;
    }
    long[] expected = new long[4];
    for (int sq = 0; sq < p.spec().geometry().size(); sq++) {
      int code = p.piece(sq);
      if (code != 0) {
        expected[2 * GameSpec.colorOf(code) + (sq >>> 6)] |= 1L << sq;
      }
    }
    assertArrayEquals(expected, p.occ, where);
  }
}
