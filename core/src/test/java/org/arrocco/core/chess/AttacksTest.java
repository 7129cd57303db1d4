package org.arrocco.core.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The magic tables against a plain ray walk written here, on random occupancies. */
class AttacksTest {
  private static long walk(int square, long occ, int[][] dirs) {
    long b = 0;
    for (int[] d : dirs) {
      int f = square % 8 + d[0];
      int r = square / 8 + d[1];
      while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        b |= 1L << (r * 8 + f);
        if ((occ >>> (r * 8 + f) & 1) != 0) {
          break;
        }
        f += d[0];
        r += d[1];
      }
    }
    return b;
  }

  @Test
  void slidersMatchARayWalk() {
    int[][] rook = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    int[][] bishop = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    SplittableRandom random = new SplittableRandom(1);
    for (int i = 0; i < 20_000; i++) {
      long occ = random.nextLong() & random.nextLong();
      int s = random.nextInt(64);
      assertEquals(walk(s, occ, rook), Attacks.rook(s, occ));
      assertEquals(walk(s, occ, bishop), Attacks.bishop(s, occ));
    }
  }

  @Test
  void betweenAndLine() {
    assertEquals(
        1L << Square.parse("b2") | 1L << Square.parse("c3"),
        Attacks.between(Square.parse("a1"), Square.parse("d4")));
    assertEquals(0x8040201008040201L, Attacks.line(Square.parse("c3"), Square.parse("f6")));
    assertEquals(0L, Attacks.line(Square.parse("a1"), Square.parse("b3")));
    assertEquals(0xFFL << 8, Attacks.line(Square.parse("b2"), Square.parse("g2")));
  }

  @Test
  void leapers() {
    assertEquals(
        1L << Square.parse("b3") | 1L << Square.parse("c2"), Attacks.knight(Square.parse("a1")));
    assertEquals(
        1L << Square.parse("d5") | 1L << Square.parse("f5"),
        Attacks.pawn(Piece.WHITE, Square.parse("e4")));
    assertEquals(1L << Square.parse("g3"), Attacks.pawn(Piece.BLACK, Square.parse("h4")));
  }
}
