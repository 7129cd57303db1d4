package org.arrocco.core.generic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The generic machinery on a made-up game: a 5x4 board with one extra square "x" touching e1 and
 * e2; a king (royal, may step onto the extra square), a picket-like rider with minimum distance 2,
 * a bent rider (one diagonal step, then at least 2 orthogonally) and a pawn. Move lists worked out
 * by hand.
 */
class GenericBackendTest {
  private static final int KING = 0;
  private static final int PICKET = 1;
  private static final int BENT = 2;
  private static final int PAWN = 3;

  private static final RuleHooks EXTRA_ALLOWED =
      new RuleHooks() {
        @Override
        public int extraSquareMoves(GenericPosition p, int from, int to, int[] moves, int n) {
          if (p.piece(to) == 0) {
            moves[n++] = Move.of(from, to);
          }
          return n;
        }
      };

  private static final GameSpec SPEC = spec();

  private static GameSpec spec() {
    BoardGeometry g =
        new BoardGeometry(
            5, 4, List.of(new BoardGeometry.ExtraSquare("x", -1, List.of("e1", "e2"))));
    List<Pattern> king = new ArrayList<>(Pattern.leaper(1, 0, Pattern.BOTH));
    king.addAll(Pattern.leaper(1, 1, Pattern.BOTH));
    king.add(Pattern.extraStep());
    List<PieceKind> kinds =
        List.of(
            PieceKind.piece("K", "king", true, king),
            PieceKind.piece(
                "T", "picket", false, Pattern.rider(1, 1, 2, Pattern.UNLIMITED, Pattern.BOTH)),
            PieceKind.piece("B", "bent", false, Pattern.diagonalThenOrthogonal(2, Pattern.BOTH)),
            new PieceKind(
                "P",
                "pawn",
                List.of(
                    Pattern.leap(0, 1, Pattern.MOVE),
                    Pattern.leap(1, 1, Pattern.CAPTURE),
                    Pattern.leap(-1, 1, Pattern.CAPTURE)),
                false,
                true,
                new int[] {PICKET, BENT},
                false,
                false));
    return new GameSpec("mini", g, kinds, -1, false, null, false, EXTRA_ALLOWED);
  }

  private static GenericPosition position(String... placements) {
    GenericPosition p = new GenericPosition(SPEC);
    for (String s : placements) {
      int kind = "KTBP".indexOf(Character.toUpperCase(s.charAt(0)));
      int color = Character.isUpperCase(s.charAt(0)) ? 0 : 1;
      p.put(SPEC.geometry().parse(s.substring(1)), GameSpec.code(kind, color));
    }
    return p;
  }

  private static TreeSet<String> moves(GenericPosition p) {
    int[] buf = new int[MoveGenerator.MAX_MOVES];
    int n = new MoveGenerator(p).legalMoves(buf);
    TreeSet<String> out = new TreeSet<>();
    for (int m : Arrays.copyOf(buf, n)) {
      out.add(org.arrocco.core.notation.CoordinateMove.write(p, m));
    }
    return out;
  }

  private static TreeSet<String> set(String s) {
    return new TreeSet<>(List.of(s.split(" ")));
  }

  @Test
  void geometryNamesAndExtraSquares() {
    BoardGeometry g = SPEC.geometry();
    assertEquals(21, g.size());
    assertEquals("x", g.name(20));
    assertEquals(20, g.parse("x"));
    assertEquals("e4", g.name(g.square(4, 3)));
    assertEquals(-1, g.parse("f1"));
    assertEquals(-1, g.offset(g.parse("e1"), 1, 0));
  }

  @Test
  void ridersWithAMinimumAndBentRiders() {
    // picket on a1: b2 is too close, c3 d4 are reachable; bent rider on c1 steps to b2 or d2
    // then runs 2+ squares: via d2 right -> (e2 is only 1) none; via d2 up -> d4; via b2 up ->
    // b4; via b2 left -> none
    GenericPosition p = position("Ta1", "Bc1", "Kc4", "ke4");
    TreeSet<String> all = moves(p);
    all.removeIf(m -> m.startsWith("c4"));
    assertEquals(set("a1c3 a1d4 c1b4 c1d4"), all);
  }

  @Test
  void theExtraSquareIsReachedOnlyByItsStep() {
    GenericPosition p = position("Ke2", "kb4");
    assertEquals(set("e2d1 e2d2 e2d3 e2e1 e2e3 e2x"), moves(p));
    // a piece on an extra square that is not immune can be attacked from the squares it touches
    GenericPosition q = position("Ke2", "kb4");
    assertTrue(q.attacked(SPEC.geometry().parse("x"), 0));
    assertFalse(q.attacked(SPEC.geometry().parse("x"), 1));
  }

  @Test
  void promotionChoicesAndCheckRules() {
    // the pawn on b3 promotes on b4 with two choices; the king on a1 is checked by the black
    // picket on c3 and must step away or be covered: b2 is the picket's first square, so only
    // a2 (not on the diagonal) and b1 are safe; the pawn's promotions do not help
    GenericPosition p = position("Ka1", "Pd3", "tc3", "ke4");
    assertEquals(set("a1a2 a1b1 a1b2"), moves(p));
    GenericPosition q = position("Ka3", "Pb3", "ke1");
    assertEquals(set("a3a2 a3a4 a3b2 a3b4 b3b4t b3b4b"), moves(q));
    q.make(
        Move.of(
            SPEC.geometry().parse("b3"),
            SPEC.geometry().parse("b4"),
            Move.PROMOTION,
            GameSpec.code(BENT, 0)));
    assertEquals("B", SPEC.symbol(q.piece(SPEC.geometry().parse("b4"))));
    assertEquals(1, q.side());
  }
}
