package org.arrocco.app.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.arrocco.app.Cli;
import org.arrocco.core.Reference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code pair} and {@code check} through the real command line. */
class TournamentCommandsTest {
  private String out;
  private String err;

  private int run(String... args) {
    Cli r = Cli.run(args);
    out = r.out();
    err = r.err();
    return r.status();
  }

  private static Path dutch(String name) {
    return Reference.file("swiss/dutch/" + name);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "club-blitz-20p6r-a/round-1",
        "club-blitz-20p6r-a/round-6",
        "s05-11p8r-heavy/round-8",
        "s15-21p5r-clean/round-3",
        "s36-11p9r-heavy/round-9"
      })
  void pairPrintsExactlyTheReferencePairsFile(String round) throws IOException {
    int status = run("pair", "--trf", dutch(round + ".input.trf").toString());
    assertEquals(0, status, err);
    assertEquals(Files.readString(dutch(round + ".pairs")), out.replace("\r\n", "\n"));
  }

  @Test
  void pairRefusesAMalformedFileWithItsPlace(@TempDir Path dir) throws IOException {
    String text = Files.readString(dutch("club-blitz-20p6r-a/round-2.input.trf"));
    String bad =
        text.replace(
            "001    3      Test0003 Player0003               2267",
            "001    3      Test0003 Player0003               22x7");
    Path f = dir.resolve("bad.trf");
    Files.writeString(f, bad);
    assertEquals(2, run("pair", "--trf", f.toString()));
    assertTrue(err.contains("line 8, columns 49-52"), err);
    assertTrue(err.contains("rating"), err);
  }

  @ParameterizedTest
  @ValueSource(strings = {"pair", "check"})
  void aFileWithoutPlayerLinesIsRefusedNamingTheFile(String command, @TempDir Path dir)
      throws IOException {
    Path f = dir.resolve("event.json");
    Files.writeString(f, "{\"name\": \"Open\"}\n");
    assertEquals(2, run(command, "--trf", f.toString()));
    assertEquals(1, err.lines().count(), err);
    assertTrue(err.contains(f + ": no player lines (001): not a TRF file"), err);
  }

  @Test
  void pairSaysSoWhenNoLegalPairingExists(@TempDir Path dir) throws IOException {
    // Two players who have already played each other (C1): round 2 cannot be paired.
    String trf =
        "012 Two\nXXR 3\nXXC white1\n"
            + "001    1      A                                 2000                             1.0"
            + "    1     2 w 1\n"
            + "001    2      B                                 1900                             0.0"
            + "    2     1 b 0\n";
    Path f = dir.resolve("two.trf");
    Files.writeString(f, trf);
    assertEquals(1, run("pair", "--trf", f.toString(), "--lang", "en"));
    assertTrue(err.contains("no legal pairing"), err);
    assertEquals("", out);
  }

  @Test
  void pairAndCheckNameTheFileAndLineOfAGapInTheStartingRanks(@TempDir Path dir)
      throws IOException {
    String trf =
        "XXR 5\nXXC white1\n"
            + "001    1      A                                 2000                             0.0"
            + "    1\n"
            + "001    3      C                                 1900                             0.0"
            + "    3\n";
    Path f = dir.resolve("gap.trf");
    Files.writeString(f, trf);
    for (String command : new String[] {"pair", "check"}) {
      assertEquals(2, run(command, "--trf", f.toString()), command);
      assertTrue(err.contains(f + ": line 4: starting rank 3, but no player has 2"), err);
    }
  }

  @Test
  void pairWithoutTheNumberOfRoundsIsBadInput(@TempDir Path dir) throws IOException {
    String text = Files.readString(dutch("club-blitz-20p6r-a/round-2.input.trf"));
    Path f = dir.resolve("norounds.trf");
    Files.writeString(f, text.replace("XXR 6\n", "").replace("142 6\n", ""));
    assertEquals(2, run("pair", "--trf", f.toString()));
    assertTrue(err.contains("number of rounds"), err);
  }

  @Test
  void checkPassesAReferenceTournament() {
    assertEquals(
        0,
        run("check", "--trf", dutch("s14-20p8r-heavy/tournament.trf").toString(), "--lang", "en"),
        out);
    assertTrue(out.contains("check: 8 rounds checked, 0 differ"), out);
  }

  @Test
  void checkReportsAWrongRound(@TempDir Path dir) throws IOException {
    // Round 6 of club-blitz: 4 had White against 2; write it the other way round.
    String text = Files.readString(dutch("club-blitz-20p6r-a/tournament.trf"));
    String changed =
        text.replace("    2 w 1\n001    5", "    2 b 1\n001    5")
            .replace("    4 b 0\n001    3", "    4 w 0\n001    3");
    Path f = dir.resolve("wrong.trf");
    Files.writeString(f, changed);
    assertEquals(1, run("check", "--trf", f.toString(), "--lang", "en"), out + err);
    assertTrue(out.contains("round 6: file has 2-4, we pair 4-2"), out);
    assertTrue(out.contains("1 differ"), out);
  }
}
