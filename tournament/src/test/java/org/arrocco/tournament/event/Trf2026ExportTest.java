package org.arrocco.tournament.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfLine;
import org.junit.jupiter.api.Test;

/**
 * An event exported as TRF-2026 alone: no TRF(x) line, forbidden pairs as {@code 260} records, and
 * everything the TRF-16 export carries comes back through an import of it.
 */
class Trf2026ExportTest {
  private static List<String> tagged(Tournament t, String tag) {
    List<String> out = new ArrayList<>();
    for (TrfLine l : t.document().linesTagged(tag)) {
      out.add(l.text());
    }
    return out;
  }

  @Test
  void theHeaderHasNoTrfxLineAndForbiddenPairsAre260Records() {
    // Registered from the lowest rating up: registration 1 is pairing number 5, 5 is 1.
    Event e = Event.create(EventSettings.clubChess960Blitz("Test", "", ""));
    for (int i = 1; i <= 5; i++) {
      e.register(new Identity("Player " + i, "", "", "", 0, 1500 + 10 * i, "", 0));
    }
    e.forbid(1, 2);
    e.forbid(3, 5);
    e.initialColour("B");
    Tournament t = TrfExport.of(e, TrfExport.Version.TRF2026);
    for (String tag : new String[] {"XXR", "XXC", "XXP"}) {
      assertEquals(List.of(), tagged(t, tag), tag);
    }
    assertTrue(t.document().text().lines().noneMatch(l -> l.startsWith("XX")));
    // 260: rounds 1 to 6 in columns 5-7 and 9-11, pairing numbers from column 13, every 5 columns
    assertEquals(List.of("260   1   6    4    5", "260   1   6    1    3"), tagged(t, "260"));
    assertEquals(List.of("142 6"), tagged(t, "142"));
    assertEquals(List.of("152 B"), tagged(t, "152"));
    Event back = TrfImport.of(t, 0);
    assertEquals(List.of(ForbiddenPair.of(4, 5), ForbiddenPair.of(1, 3)), back.forbiddenPairs());
    assertEquals("B", back.initialColour());
    assertEquals(6, back.settings().rounds());
  }

  @Test
  void anEventInProgressComesBackFromItsTrf2026AsFromItsTrf16() {
    // 14 players, three rounds played with random results, a forbidden pair, a half-point bye
    // asked for round 4 and a withdrawal: imported from either export, the event exports the same
    // TRF-16 text.
    for (int seed = 1; seed <= 4; seed++) {
      Random random = new Random(seed);
      Event e = Event.create(EventSettings.clubChess960Blitz("Test", "Vedano", "2026-11-22"));
      for (int i = 1; i <= 14; i++) {
        e.register(new Identity("Player " + i, "", "", "", 0, 2100 - 17 * i, "", 0));
      }
      e.forbid(2, 9);
      for (Player p : e.players()) {
        e.checkIn(p.id(), true);
      }
      for (int r = 1; r <= 3; r++) {
        Round round = RoundDraw.pairNext(e, r, "arbiter", new DutchRoundPairer(), random);
        GameResult[] results = {GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW};
        for (Board b : round.boards()) {
          e.result(r, b.number(), results[random.nextInt(3)]);
        }
      }
      e.requestBye(5, 4, ByeKind.HALF);
      e.withdraw(11);
      String trf16 = TrfExport.of(e).document().text();
      Tournament trf2026 =
          Tournament.parse(TrfExport.of(e, TrfExport.Version.TRF2026).document().text());
      assertTrue(trf2026.document().text().lines().noneMatch(l -> l.startsWith("XX")));
      assertEquals(1, tagged(trf2026, "260").size());
      assertEquals(trf16, TrfExport.of(TrfImport.of(trf2026)).document().text(), "seed " + seed);
      assertEquals(
          TrfExport.of(TrfImport.of(Tournament.parse(trf16))).document().text(),
          TrfExport.of(TrfImport.of(trf2026)).document().text(),
          "seed " + seed);
    }
  }
}
