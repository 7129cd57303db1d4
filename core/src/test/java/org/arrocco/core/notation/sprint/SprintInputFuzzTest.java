package org.arrocco.core.notation.sprint;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.Random;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.notation.TextMutation;
import org.arrocco.core.sprint.SprintGame;
import org.arrocco.core.sprint.SprintPosition;
import org.arrocco.core.sprint.TestGames;
import org.junit.jupiter.api.Test;

/**
 * Bad input never crashes: mutated Sprint FENs, SAN and PGN records are either read or refused with
 * a {@link NotationException}, never another exception.
 */
class SprintInputFuzzTest {
  private static final String ALPHABET = "kqrbnpKQRBNP12345678/[]:- wbLDMm@x+#=O0abcdefgh";

  private static String mutate(String s, Random r) {
    return TextMutation.mutate(s, r, ALPHABET);
  }

  @Test
  void mutatedFensAreReadOrRefused() {
    String[] seeds = {
      "4k3/4p3/8/8/8/8/4P3/4K3[NPp] w - - 0 1 12:13 -",
      "r3k3/8/8/8/8/8/8/4K2R[QRPbp] b Kq - 3 9 PNBP:nbq LdM",
      "1b2k1br/1p6/7p/4p3/3R4/2P5/1PP1P2N/4K2R[Pr] w Kk - 0 7",
    };
    Random r = new Random(5);
    int read = 0;
    for (int i = 0; i < 8_000; i++) {
      String fen = mutate(seeds[i % seeds.length], r);
      try {
        SprintFen.write(SprintFen.read(fen), true);
        read++;
      } catch (NotationException e) {
        assertTrue(!e.getMessage().isBlank());
      } catch (RuntimeException e) {
        fail("'" + fen + "' crashed: " + e);
      }
    }
    assertTrue(read > 100, "some mutations are still valid: " + read);
  }

  @Test
  void mutatedSanIsReadOrRefused() {
    SprintPosition s = SprintFen.read("r3k3/8/8/8/8/8/4P3/R3K2R[QRNBPqp] w KQq - 0 9");
    String[] seeds = {"N@f3", "@d4", "O-O", "Rxa8+", "e4", "Q@d1", "--", "e2e4"};
    Random r = new Random(6);
    for (int i = 0; i < 8_000; i++) {
      String san = mutate(seeds[i % seeds.length], r);
      try {
        SprintSan.read(s, san);
      } catch (NotationException e) {
        assertTrue(!e.getMessage().isBlank());
      } catch (RuntimeException e) {
        fail("'" + san + "' crashed: " + e);
      }
    }
  }

  @Test
  void mutatedRecordsAreReadOrRefused() {
    SprintGame game = TestGames.play(77, 60, g -> {});
    String pgn = SprintPgn.write(game, List.of(new PgnTag("Event", "fuzz")));
    Random r = new Random(7);
    for (int i = 0; i < 150; i++) {
      String text = mutate(pgn, r);
      try {
        SprintPgn.read(text);
      } catch (NotationException e) {
        assertTrue(!e.getMessage().isBlank());
      } catch (RuntimeException e) {
        fail("a mutated record crashed: " + e + "\n" + text);
      }
    }
  }
}
