package org.arrocco.core.notation.tamerlane;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.arrocco.core.Reference;
import org.arrocco.core.generic.GenericPosition;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.perft.EpdFile;
import org.arrocco.core.perft.EpdLine;
import org.arrocco.core.tamerlane.TamerlaneSetup;
import org.junit.jupiter.api.Test;

/** shared/rules/tamerlane.md, "Position notation (Tamerlane FEN)": reading, writing, errors. */
class TamerlaneFenTest {
  private static final String START = TamerlaneSetup.DEFAULT.fen();

  @Test
  void everyReferenceFenReadsAndWritesBackUnchanged() throws IOException {
    int n = 0;
    for (EpdLine line : EpdFile.read(Reference.file("perft/tamerlane.epd"))) {
      assertEquals(line.fen(), TamerlaneFen.write(TamerlaneFen.read(line.fen())));
      n++;
    }
    assertEquals(75, n);
  }

  @Test
  void fieldsAreRead() {
    GenericPosition p = TamerlaneFen.read("10k/11/11/11/11/11/11/11/11/K10 b Aa SsX 21:b3:c8 7 40");
    assertEquals(1, p.side());
    assertEquals("A", p.spec().symbol(p.piece(110)));
    assertEquals("a", p.spec().symbol(p.piece(111)));
    assertTrue(p.swapSpent(0) && p.swapSpent(1) && p.rotationSpent(0) && !p.rotationSpent(1));
    assertEquals(2, p.counter(0));
    assertEquals(1, p.counter(1));
    assertEquals("b3", p.spec().geometry().name(p.anchor(0)));
    assertEquals("c8", p.spec().geometry().name(p.anchor(1)));
    assertEquals(7, p.halfmoveClock());
    assertEquals(40, p.fullmoveNumber());
    assertEquals("10k/11/11/11/11/11/11/11/11/K10 b Aa SsX 21:b3:c8 7 40", TamerlaneFen.write(p));
  }

  private static NotationException bad(String fen) {
    return assertThrows(NotationException.class, () -> TamerlaneFen.read(fen));
  }

  @Test
  void aPawnWithoutATypeIsNamed() {
    NotationException e = bad(START.replace("PPPWPC", "P1PWPC"));
    assertEquals("FEN field 1 (ranks)", e.where());
    assertTrue(
        e.problem().contains("rank 3") && e.problem().contains("pawn without a type"), e.problem());
    NotationException mixed = bad(START.replace("PPPW", "PpPW"));
    assertTrue(mixed.problem().contains("pawn without a type"), mixed.problem());
  }

  @Test
  void aPieceThatMayNotStandInACitadelIsNamed() {
    NotationException rook = bad(START.replace(" w -- ", " w R- "));
    assertEquals("FEN field 3 (citadels)", rook.where());
    assertTrue(rook.problem().contains("l2"), rook.problem());
    NotationException ownKing = bad(START.replace(" w -- ", " w K- "));
    assertTrue(ownKing.problem().contains("own citadel"), ownKing.problem());
    NotationException enemyRook = bad(START.replace(" w -- ", " w -R "));
    assertTrue(enemyRook.problem().contains("z9"), enemyRook.problem());
  }

  @Test
  void malformedFieldsAreNamed() {
    assertEquals("FEN", bad("11/11 w").where());
    assertEquals("FEN field 1 (ranks)", bad(START.replace("/11/11/11/11/", "/11/11/11/")).where());
    assertEquals(
        "FEN field 1 (ranks)", bad(START.replace("/11/11/11/11/", "/11/12/11/11/")).where());
    assertEquals(
        "FEN field 1 (ranks)", bad(START.replace("/11/11/11/11/", "/11/5Q5/11/11/")).where());
    assertEquals(
        "FEN field 1 (ranks)", bad(START.replace("/11/11/11/11/", "/11/6N5/11/11/")).where());
    assertEquals("FEN field 2 (side)", bad(START.replace(" w ", " x ")).where());
    assertEquals("FEN field 3 (citadels)", bad(START.replace(" -- ", " - ")).where());
    assertEquals("FEN field 4 (options)", bad(START.replace(" - 00", " SQ 00")).where());
    assertEquals("FEN field 4 (options)", bad(START.replace(" - 00", " SS 00")).where());
    assertEquals("FEN field 5 (pp)", bad(START.replace(" 00 ", " 04 ")).where());
    assertEquals("FEN field 5 (pp)", bad(START.replace(" 00 ", " 00:a3 ")).where());
    assertEquals("FEN field 5 (pp)", bad(START.replace(" 00 ", " 00:a3:l2 ")).where());
    assertEquals(
        "a pawn of pawns cannot start on its own last rank (rank 10 for White): 'a10:k8'",
        bad(START.replace(" 00 ", " 10:a10:k8 ")).problem());
    assertEquals(
        "a pawn of pawns cannot start on its own last rank (rank 1 for Black): 'a3:k1'",
        bad(START.replace(" 00 ", " 00:a3:k1 ")).problem());
    assertEquals("FEN field 6 (halfmove)", bad(START.replace(" 0 1", " x 1")).where());
    assertEquals("FEN field 7 (fullmove)", bad(START.replace(" 0 1", " 0 0")).where());
    // a pawn other than the pawn of pawns on its last rank should have promoted
    assertTrue(
        bad("4PN6/11/11/11/11/11/11/11/11/K9k w -- - 00 0 1").problem().contains("promoted"));
  }

  @Test
  void onlyTheDigitsZeroToNineAreNumbers() {
    // before, Character.isDigit and Integer.parseInt took other scripts' digits and a '+' sign:
    // 'K٥' was read as K5 and '+7' as 7, where the orthodox FEN reader refuses both
    String arabicRun = "5k5/11/11/11/11/11/11/11/11/5K\u0665 w -- - 00 0 1";
    NotationException run = bad(arabicRun);
    assertEquals("FEN field 1 (ranks)", run.where());
    assertEquals("rank 1, character 3: unknown piece '\u0665'", run.problem());
    NotationException clock = bad("5k5/11/11/11/11/11/11/11/11/5K5 w -- - 00 \u0663 1");
    assertEquals("FEN field 6 (halfmove): not a number: '\u0663'", clock.getMessage());
    NotationException sign = bad("5k5/11/11/11/11/11/11/11/11/5K5 w -- - 00 0 +7");
    assertEquals("FEN field 7 (fullmove): not a number: '+7'", sign.getMessage());
    NotationException square = bad("5k5/11/11/11/11/11/11/11/11/5K5 w -- - 00:a\u0663:k8 0 1");
    assertEquals("FEN field 5 (pp)", square.where());
    assertEquals(
        "FEN field 7 (fullmove): out of range: 99999999999",
        bad("5k5/11/11/11/11/11/11/11/11/5K5 w -- - 00 0 99999999999").getMessage());
    assertEquals(
        "FEN field 6 (halfmove): out of range: -1",
        bad("5k5/11/11/11/11/11/11/11/11/5K5 w -- - 00 -1 1").getMessage());
  }
}
