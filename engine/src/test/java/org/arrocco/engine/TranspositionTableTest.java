package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Entries come back as stored, a miss reads as 0, and negative and mate scores survive. */
class TranspositionTableTest {
  @Test
  void storesAndReadsBack() {
    TranspositionTable tt = new TranspositionTable(1);
    long key = 0x1234_5678_9abc_def0L;
    assertEquals(0, tt.probe(key));
    int move = 0x3_1234 & 0x3FFFF;
    tt.store(key, move, -31_000, -250, 17, TranspositionTable.LOWER);
    long e = tt.probe(key);
    assertEquals(move, TranspositionTable.move(e));
    assertEquals(-31_000, TranspositionTable.score(e));
    assertEquals(-250, TranspositionTable.eval(e));
    assertEquals(17, TranspositionTable.depth(e));
    assertEquals(TranspositionTable.LOWER, TranspositionTable.bound(e));
    assertEquals(0, tt.probe(key ^ 1L << 40));
  }

  @Test
  void mateScoresCountFromTheStoringNode() {
    int mateIn5FromRoot = Score.MATE - 5;
    int stored = Score.toTable(mateIn5FromRoot, 3); // found at ply 3: mate 2 plies below it
    assertEquals(Score.MATE - 2, stored);
    assertEquals(Score.MATE - 9, Score.fromTable(stored, 7));
    assertEquals(3, Score.mateInMoves(Score.MATE - 5));
    assertEquals(-2, Score.mateInMoves(-Score.MATE + 4));
  }

  @Test
  void anEntryForAnotherKeyInTheSameBucketDoesNotAnswer() {
    TranspositionTable tt = new TranspositionTable(1);
    long a = 5;
    long b = 5 | 1L << 50;
    tt.store(a, 1, 10, 10, 3, TranspositionTable.EXACT);
    tt.store(b, 2, 20, 20, 4, TranspositionTable.EXACT);
    assertEquals(1, TranspositionTable.move(tt.probe(a)));
    assertEquals(2, TranspositionTable.move(tt.probe(b)));
  }
}
