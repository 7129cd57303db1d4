package org.arrocco.tournament.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.Reference;
import org.arrocco.tournament.pairing.PairingRequest;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfDocument;
import org.arrocco.tournament.trf.TrfPairing;
import org.junit.jupiter.api.Test;

/** The pairer tells how far it has gone: from nobody decided, bracket by bracket, to everybody. */
class PairingProgressTest {
  @Test
  void reportsEachBracketUpToTheWholeField() throws Exception {
    PairingRequest request =
        TrfPairing.request(
            Tournament.of(
                TrfDocument.read(
                    Reference.dir().resolve("swiss/dutch/s36-11p9r-heavy/round-8.input.trf"))));
    List<int[]> updates = new ArrayList<>();
    RoundPairing pairing = DutchPairer.pair(request, (d, t) -> updates.add(new int[] {d, t}));
    int total = 2 * pairing.boards().size() + (pairing.byePlayer() != 0 ? 1 : 0);
    assertTrue(updates.size() >= 3, "a late round has several brackets: " + updates.size());
    assertEquals(0, updates.get(0)[0]);
    for (int i = 0; i < updates.size(); i++) {
      assertEquals(total, updates.get(i)[1]);
      if (i > 0) {
        assertTrue(updates.get(i)[0] >= updates.get(i - 1)[0], "never backwards");
      }
    }
    assertEquals(total, updates.get(updates.size() - 1)[0]);
  }
}
