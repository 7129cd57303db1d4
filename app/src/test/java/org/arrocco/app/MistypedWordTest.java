package org.arrocco.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A mistyped option or command is refused with the names it may have meant, when there are any. */
class MistypedWordTest {
  private static void suggests(Cli r, String line) {
    assertEquals(2, r.status(), r.err());
    assertTrue(r.err().lines().anyMatch(line::equals), r.err());
    assertFalse(r.leaksAnException(), r.err());
  }

  @Test
  void aMisspelledOptionNamesTheNearestOne() {
    suggests(
        Cli.run("perft", "--varaint", "chess", "--fen", "startpos"), "did you mean --variant?");
  }

  @Test
  void aPartOfAnOptionNameNamesTheOptionsThatHoldIt(@TempDir Path dir) {
    String e = dir.resolve("e.json").toString();
    Cli.run("tournament", "new", "-e", e, "--name", "Open");
    suggests(
        Cli.run("tournament", "register", "-e", e, "--name", "Rossi, Mario", "--rating", "1850"),
        "forse intendevi --fide-rating o --national-rating?");
    suggests(
        Cli.run(
            "tournament", "register", "-e", e, "--name", "R", "--rating", "1850", "--lang", "en"),
        "did you mean --fide-rating or --national-rating?");
  }

  @Test
  void aMisspelledCommandNamesTheNearestOnes() {
    Cli r = Cli.run("pgn", "chek", "games.pgn");
    assertEquals(2, r.status(), r.err());
    assertTrue(r.err().contains("did you mean check?"), r.err());
  }

  @Test
  void aMisspelledCommandWithHelpIsRefusedAsWithout() {
    Cli r = Cli.run("pgn", "chek", "--help");
    assertEquals(2, r.status(), r.err());
    assertTrue(r.err().contains("did you mean check?"), r.err());
    assertEquals("", r.out());
    Cli top = Cli.run("plya", "--help");
    assertEquals(2, top.status(), top.err());
    assertTrue(top.err().startsWith("arrocco: Unmatched argument at index 0: 'plya'"), top.err());
    assertEquals(0, Cli.run("pgn", "--help").status());
    assertEquals(0, Cli.run("pgn", "check", "--help").status());
    Cli own = Cli.run("perft", "--varaint", "chess", "--help");
    assertEquals(0, own.status(), own.err());
    assertTrue(own.out().contains("--variant"), own.out());
  }

  @Test
  void aWordNearNothingGetsNoGuess() {
    Cli r = Cli.run("perft", "--qqq", "--fen", "startpos");
    assertEquals(2, r.status(), r.err());
    assertTrue(r.err().startsWith("arrocco: Unknown option: '--qqq'"), r.err());
    assertFalse(r.err().contains("did you mean"), r.err());
  }
}
