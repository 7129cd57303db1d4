package org.arrocco.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.arrocco.core.Reference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code arrocco perft} contract: counts, the EPD summary line and the exit statuses. */
class PerftCommandTest {
  @TempDir Path dir;

  private static Cli run(String... args) {
    return Cli.run(args);
  }

  @Test
  void countsTheStartPosition() {
    Cli r = run("perft", "--variant", "chess", "--fen", "startpos", "--depth", "4");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("Nodes searched: 197281"), r.out());
    assertTrue(r.out().contains("leaves per second"), r.out());
  }

  @Test
  void dividesChess960WithKingTakesRook() {
    Cli r =
        run(
            "perft",
            "--variant",
            "chess960",
            "--fen",
            "4k3/8/8/8/8/8/8/R3K2R w HA - 0 1",
            "--depth",
            "1",
            "--divide");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("e1h1: 1"), r.out());
    assertTrue(r.out().contains("e1a1: 1"), r.out());
    assertTrue(r.out().contains("Nodes searched: 26"), r.out());
  }

  @Test
  void epdFileOfTheReferenceDataPasses() {
    Cli r =
        run(
            "perft",
            "--variant",
            "chess",
            "--epd",
            Reference.file("perft/standard.epd").toString(),
            "--max-depth",
            "3");
    assertEquals(0, r.status(), r.out() + r.err());
    assertTrue(
        r.out().endsWith("perft: 261 counts checked, 0 mismatches" + System.lineSeparator()),
        r.out());
  }

  @Test
  void aWrongCountIsReportedWithExitStatusOne() throws IOException {
    Path epd = dir.resolve("wrong.epd");
    Files.writeString(
        epd, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 401 ;D3 8902\n");
    Cli r = run("perft", "--epd", epd.toString());
    assertEquals(1, r.status(), r.out() + r.err());
    assertTrue(r.out().contains("depth 2: expected 401, found 400"), r.out());
    assertTrue(r.out().contains("perft: 3 counts checked, 1 mismatches"), r.out());
  }

  @Test
  void aMalformedFenExitsWithStatusTwo() throws IOException {
    Path epd = dir.resolve("bad.epd");
    Files.writeString(epd, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1 ;D1 20\n");
    Cli r = run("perft", "--epd", epd.toString());
    assertEquals(2, r.status(), r.out() + r.err());
    assertTrue(r.err().contains("FEN field 4 (en passant)"), r.err());
    assertEquals(1, r.err().strip().lines().count(), r.err());

    Files.writeString(epd, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5\nbad fen ;D1 3\n");
    Cli second = run("perft", "--epd", epd.toString());
    assertEquals(2, second.status(), second.out() + second.err());
    assertEquals(
        "arrocco: line 2, FEN: expected 4 to 6 fields separated by spaces, found 2",
        second.err().strip());

    Files.write(
        epd, "\uFEFF4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5\n".getBytes(StandardCharsets.UTF_8));
    Cli bom = run("perft", "--epd", epd.toString());
    assertEquals(0, bom.status(), bom.out() + bom.err());
    assertTrue(bom.out().contains("perft: 1 counts checked, 0 mismatches"), bom.out());

    Cli fen = run("perft", "--fen", "8/8/8 w - - 0 1", "--depth", "1");
    assertEquals(2, fen.status());
    assertTrue(fen.err().contains("FEN field 1 (piece placement)"), fen.err());
  }

  @Test
  void anEpdFileWithNothingToCheckFails() throws IOException {
    Path epd = dir.resolve("empty.epd");
    Files.writeString(epd, "# no lines\n");
    Cli empty = run("perft", "--epd", epd.toString());
    assertEquals(1, empty.status(), empty.out() + empty.err());
    assertEquals(
        "perft: 0 counts checked, 0 mismatches\nperft: nothing checked: no count found in "
            + epd
            + "\n",
        empty.out());
    Files.writeString(epd, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5 ;D2 25\n");
    Cli limited = run("perft", "--epd", epd.toString(), "--max-nodes", "4");
    assertEquals(1, limited.status(), limited.out() + limited.err());
    assertTrue(limited.out().contains("is beyond --max-depth or --max-nodes"), limited.out());
    assertEquals(0, run("perft", "--epd", epd.toString(), "--max-depth", "1").status());
  }

  @Test
  void optionsThatDoNotApplyAreRefused() throws IOException {
    Path epd = dir.resolve("one.epd");
    Files.writeString(epd, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5\n");
    String[][] cases = {
      {"--max-depth", "0", "--max-depth must be 1 or more, not 0"},
      {"--max-nodes", "-3", "--max-nodes must be 1 or more, not -3"},
      {"--depth", "2", "--depth goes with --fen, not --epd"},
    };
    for (String[] c : cases) {
      Cli r = run("perft", "--epd", epd.toString(), c[0], c[1]);
      assertEquals(2, r.status(), r.out() + r.err());
      assertTrue(r.err().startsWith("arrocco: " + c[2]), r.err());
    }
    Cli divide = run("perft", "--epd", epd.toString(), "--divide");
    assertEquals(2, divide.status());
    assertTrue(
        divide.err().startsWith("arrocco: --divide goes with --fen, not --epd"), divide.err());
    for (String option : new String[] {"--max-depth", "--max-nodes"}) {
      Cli r = run("perft", "--fen", "startpos", "--depth", "1", option, "5");
      assertEquals(2, r.status(), r.out() + r.err());
      assertTrue(r.err().startsWith("arrocco: " + option + " goes with --epd, not --fen"), r.err());
    }
  }

  @Test
  void anUnknownVariantExitsWithStatusTwo() {
    Cli r = run("perft", "--variant", "xiangqi", "--fen", "startpos", "--depth", "1");
    assertEquals(2, r.status());
    assertTrue(r.err().contains("unknown variant 'xiangqi'"), r.err());
    assertTrue(r.err().contains("chess960"), r.err());
  }

  @Test
  void aDepthBeyondTheLimitExitsWithStatusTwoAtOnce() {
    for (String variant : new String[] {"chess", "tamerlane", "sprint"}) {
      for (String depth : new String[] {"65", "300", "2000000000"}) {
        Cli r = run("perft", "--variant", variant, "--fen", "startpos", "--depth", depth);
        assertEquals(2, r.status(), variant + " " + depth + ": " + r.out() + r.err());
        assertEquals("arrocco: --depth must be 0 to 64, not " + depth, r.err().strip());
      }
    }
  }

  @Test
  void depthZeroCountsTheRootWithOrWithoutDivide() {
    for (String variant : new String[] {"chess", "tamerlane", "sprint"}) {
      Cli plain = run("perft", "--variant", variant, "--fen", "startpos", "--depth", "0");
      Cli divided =
          run("perft", "--variant", variant, "--fen", "startpos", "--depth", "0", "--divide");
      assertEquals(0, divided.status(), divided.err());
      assertTrue(plain.out().startsWith("Nodes searched: 1\n"), plain.out());
      assertTrue(divided.out().startsWith("Nodes searched: 1\n"), variant + ": " + divided.out());
    }
  }

  @Test
  void anEpdFileWhoseLinesStartAtAnyDepthIsChecked() throws IOException {
    // issue 29, point 2: before, 'expected D1, found D4' refused the whole file (exit 2)
    Path epd = dir.resolve("suite.epd");
    Files.writeString(
        epd,
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 ;D4 43238 ;D5 674624\n"
            + "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1 ;D6 1440467\n");
    Cli r = run("perft", "--epd", epd.toString());
    assertEquals(0, r.status(), r.out() + r.err());
    assertEquals("perft: 3 counts checked, 0 mismatches\n", r.out());
  }

  @Test
  void helpListsTheVariants() {
    // issue 29, point 7: 'perft --help' did not say which variants --variant takes
    Cli r = run("perft", "--help");
    assertEquals(0, r.status(), r.err());
    for (String key : new String[] {"chess", "chess960", "sprint", "tamerlane"}) {
      assertTrue(r.out().contains(key), r.out());
    }
    assertTrue(r.out().contains("chess, chess960, sprint, tamerlane"), r.out());
  }

  @Test
  void chess960StartposSaysItIsPosition518() {
    // issue 29, point 7: '--variant chess960 --fen startpos' silently meant position 518
    Cli r = run("perft", "--variant", "chess960", "--fen", "startpos", "--depth", "1");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("Nodes searched: 20"), r.out());
    assertTrue(r.err().contains("position 518"), r.err());
  }
}
