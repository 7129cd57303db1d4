package org.arrocco.app.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** {@code pair}'s progress line: silent for a short pairing, then at most one line a second. */
class PairProgressLineTest {
  private long now;

  @Test
  void silentForTwoSecondsThenOncePerSecondAndAtTheEnd() {
    StringWriter text = new StringWriter();
    now = 5_000_000_000L;
    PairCommand.ProgressLine line = new PairCommand.ProgressLine(new PrintWriter(text), () -> now);
    now += 500_000_000L;
    line.update(0, 3000);
    now += 1_000_000_000L;
    line.update(400, 3000);
    now += 1_000_000_000L; // 2.5 s
    line.update(900, 3000);
    now += 300_000_000L; // 2.8 s: within a second of the last line
    line.update(1000, 3000);
    now += 900_000_000L; // 3.7 s
    line.update(1800, 3000);
    now += 100_000_000L; // 3.8 s: the end is always shown
    line.update(3000, 3000);
    line.update(3000, 3000); // the last bracket and the end: one line
    assertEquals(
        "pair: 900 of 3000 players paired (2 s)\n"
            + "pair: 1800 of 3000 players paired (3 s)\n"
            + "pair: 3000 of 3000 players paired (3 s)\n",
        text.toString().replace(System.lineSeparator(), "\n"));
  }

  @Test
  void aQuickPairingPrintsNothing() {
    StringWriter text = new StringWriter();
    now = 0;
    PairCommand.ProgressLine line = new PairCommand.ProgressLine(new PrintWriter(text), () -> now);
    now += 1_900_000_000L;
    line.update(300, 300);
    assertEquals("", text.toString());
  }
}
