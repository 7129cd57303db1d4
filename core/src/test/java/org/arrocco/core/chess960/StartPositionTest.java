package org.arrocco.core.chess960;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.arrocco.core.Reference;
import org.arrocco.core.chess960.StartPosition.Language;
import org.arrocco.core.perft.EpdFile;
import org.arrocco.core.perft.EpdLine;
import org.junit.jupiter.api.Test;

class StartPositionTest {

  @Test
  void numbersMatchTheReferenceFile() throws Exception {
    List<EpdLine> lines = EpdFile.read(Reference.file("perft/chess960.epd"));
    int seen = 0;
    for (EpdLine line : lines) {
      String sp = line.extras().get("SP");
      if (sp == null) {
        continue;
      }
      int n = Integer.parseInt(sp);
      String whiteRank = line.fen().split(" ")[0].split("/")[7];
      assertEquals(whiteRank, StartPosition.of(n).backRank(), "SP " + n);
      assertEquals(n, StartPosition.of(whiteRank).number(), "back rank " + whiteRank);
      seen++;
    }
    assertEquals(960, seen);
  }

  @Test
  void knownNumbers() {
    assertEquals("RNBQKBNR", StartPosition.of(StartPosition.ORTHODOX).backRank());
    assertEquals("BBQNNRKR", StartPosition.of(0).backRank());
    assertEquals("RKRNNQBB", StartPosition.of(959).backRank());
  }

  @Test
  void allArraysDistinctAndLegal() {
    Set<String> seen = new HashSet<>();
    for (int n = 0; n < 960; n++) {
      String r = StartPosition.of(n).backRank();
      assertTrue(seen.add(r), r);
      int b1 = r.indexOf('B');
      int b2 = r.lastIndexOf('B');
      assertTrue((b1 + b2) % 2 == 1, "bishops on opposite colours in " + r);
      int k = r.indexOf('K');
      assertTrue(r.indexOf('R') < k && k < r.lastIndexOf('R'), "king between rooks in " + r);
    }
  }

  @Test
  void readOutFromLeftToRight() {
    StartPosition p = StartPosition.of("RNBQKBNR");
    assertEquals(
        "Torre, Cavallo, Alfiere, Donna, Re, Alfiere, Cavallo, Torre", p.readOut(Language.ITALIAN));
    assertEquals("TCADRACT", p.letters(Language.ITALIAN));
    assertEquals(
        "Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook", p.readOut(Language.ENGLISH));
  }

  @Test
  void fens() {
    StartPosition p = StartPosition.of(0);
    assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", p.xfen());
    assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", p.shredderFen());
  }

  @Test
  void randomDrawsCoverTheRange() {
    SplittableRandom rng = new SplittableRandom(7);
    Set<Integer> drawn = new HashSet<>();
    for (int i = 0; i < 20000; i++) {
      drawn.add(StartPosition.random(rng).number());
    }
    assertEquals(960, drawn.size());
    int n = StartPosition.random().number();
    assertTrue(n >= 0 && n < 960);
  }

  @Test
  void badInputIsNamed() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> StartPosition.of(960));
    assertTrue(e.getMessage().contains("0-959"));
    e = assertThrows(IllegalArgumentException.class, () -> StartPosition.of("RRBQKBNN"));
    assertTrue(e.getMessage().contains("not a Chess960 start"));
    e = assertThrows(IllegalArgumentException.class, () -> StartPosition.of("RNBQ"));
    assertTrue(e.getMessage().contains("8 pieces"));
  }
}
