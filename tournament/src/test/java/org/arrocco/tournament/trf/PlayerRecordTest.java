package org.arrocco.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PlayerRecordTest {
  // Columns: 1-3 tag, 5-8 rank, 10 sex, 11-13 title, 15-47 name, 49-52 rating, 54-56 federation,
  // 58-68 FIDE id, 70-79 birth date, 81-84 points, 86-89 rank, rounds from 92 every 10 columns.
  private static final String LINE =
      "001   11 mWGM Rossi, Maria                      2404 ITA    12345678 1990/01/31  5.5    2"
          + "    11 w -  0000 - H     3 b =  0000 - U     9 w +     7 b D  0000 - Z  0000 - F     4 w 1";

  @Test
  void everyColumnIsRead() {
    PlayerRecord p = PlayerRecord.parse(new TrfLine(4, LINE, "\n"));
    assertEquals(11, p.startRank());
    assertEquals("m", p.sex());
    assertEquals("WGM", p.title());
    assertEquals("Rossi, Maria", p.name());
    assertEquals(2404, p.rating());
    assertEquals("ITA", p.federation());
    assertEquals(12345678L, p.fideId());
    assertEquals("1990/01/31", p.birthDate());
    assertEquals(55, p.pointsTenths());
    assertEquals(2, p.rank());
    assertEquals(9, p.rounds().size());
    assertEquals(new RoundResult(11, Colour.WHITE, ResultCode.FORFEIT_LOSS), p.round(1));
    assertEquals(new RoundResult(0, Colour.NONE, ResultCode.HALF_BYE), p.round(2));
    assertEquals(new RoundResult(3, Colour.BLACK, ResultCode.DRAW), p.round(3));
    assertTrue(p.round(4).pairingAllocatedBye());
    assertTrue(p.round(4).paired());
    assertFalse(p.round(1).played());
    assertTrue(p.round(1).paired());
    assertFalse(p.round(2).paired());
    assertTrue(p.round(6).played());
    assertEquals(ResultCode.ZERO_BYE, p.round(7).code());
    assertEquals(ResultCode.FULL_BYE, p.round(8).code());
    assertNull(p.round(10));
    // 0 + 5 + 5 + 10 (PAB) + 10 + 5 + 0 + 10 + 10 = 55 tenths with a one-point PAB.
    assertEquals(55, p.computedPoints(10));
    assertEquals(50, p.computedPoints(5));
    assertEquals(LINE, p.toTrf());
  }

  @Test
  void aBlankBlockInsideTheLineIsANotPairedRound() {
    String line = LINE.substring(0, 101) + "          " + LINE.substring(111);
    PlayerRecord p = PlayerRecord.parse(new TrfLine(1, line, ""));
    assertEquals(ResultCode.BLANK, p.round(2).code());
    assertFalse(p.round(2).paired());
    assertEquals(9, p.rounds().size());
    assertEquals(line, p.toTrf());
  }

  @Test
  void trailingBlanksAddNoRounds() {
    PlayerRecord p = PlayerRecord.parse(new TrfLine(1, LINE + "          ", ""));
    assertEquals(9, p.rounds().size());
  }
}
