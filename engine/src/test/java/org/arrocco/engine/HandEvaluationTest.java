package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Position;
import org.arrocco.core.notation.Fen;
import org.junit.jupiter.api.Test;

/** The evaluation is colour-blind, linear in its weights, and sees the obvious. */
class HandEvaluationTest {
  /** The position with colours swapped and the board mirrored top to bottom. */
  static String mirror(String fen) {
    String[] f = fen.split(" ");
    String[] ranks = f[0].split("/");
    StringBuilder placement = new StringBuilder();
    for (int i = ranks.length - 1; i >= 0; i--) {
      placement.append(swapCase(ranks[i]));
      if (i > 0) {
        placement.append('/');
      }
    }
    String side = f[1].equals("w") ? "b" : "w";
    String castling = f[2].equals("-") ? "-" : swapCase(f[2]);
    String ep = f[3].equals("-") ? "-" : f[3].charAt(0) + (f[3].charAt(1) == '3' ? "6" : "3");
    return placement + " " + side + " " + castling + " " + ep + " " + f[4] + " " + f[5];
  }

  private static String swapCase(String s) {
    StringBuilder sb = new StringBuilder();
    for (char c : s.toCharArray()) {
      sb.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
    }
    return sb.toString();
  }

  private static Position read(String fen) {
    return Fen.read(fen, CastlingMode.CHESS960);
  }

  @Test
  void mirroredPositionsScoreTheSameForTheSideToMove() {
    HandEvaluation eval = new HandEvaluation();
    for (String fen : Bench.POSITIONS) {
      int a = eval.evaluate(read(fen));
      int b = eval.evaluate(read(mirror(fen)));
      assertEquals(a, b, fen);
    }
  }

  @Test
  void theTraceRebuildsTheScore() {
    EvalWeights w = EvalWeights.standard();
    HandEvaluation eval = new HandEvaluation(w);
    for (String fen : Bench.POSITIONS) {
      Position p = read(fen);
      int[] coefficients = new int[EvalWeights.SIZE];
      int score = eval.trace(p, coefficients);
      long mg = 0;
      long eg = 0;
      for (int i = 0; i < EvalWeights.SIZE; i++) {
        mg += (long) coefficients[i] * w.mg[i];
        eg += (long) coefficients[i] * w.eg[i];
      }
      int phase = eval.lastPhase();
      long white =
          (mg * phase + eg * eval.lastScale() / 64 * (HandEvaluation.MAX_PHASE - phase))
              / HandEvaluation.MAX_PHASE;
      assertEquals(p.sideToMove() == 0 ? white : -white, score, fen);
    }
  }

  @Test
  void anExtraQueenIsWinning() {
    HandEvaluation eval = new HandEvaluation();
    int v = eval.evaluate(read("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    assertTrue(v > 600, "got " + v);
  }

  @Test
  void aLoneKnightCannotWin() {
    HandEvaluation eval = new HandEvaluation();
    assertEquals(
        0, eval.evaluate(read("8/8/4k3/8/8/3NK3/8/8 w - - 0 1")) / 20, "about a draw at most");
  }
}
