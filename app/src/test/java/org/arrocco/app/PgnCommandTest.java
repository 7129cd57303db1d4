package org.arrocco.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code arrocco pgn check} contract: every bad game reported, the summary, exit statuses. */
class PgnCommandTest {
  @TempDir Path dir;

  private static Cli run(String... args) {
    return Cli.run(args);
  }

  private Path file(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text, StandardCharsets.UTF_8);
    return p;
  }

  private static final String GOOD =
      "[Event \"Sociale\"]\n[White \"Rossi\"]\n[Black \"Bianchi\"]\n[Result \"0-1\"]\n\n"
          + "1. f3 e5 2. g4 Qh4# 0-1\n\n"
          + "[Event \"Sociale\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
          + "[FEN \"rknqnbbr/pppppppp/8/8/8/8/PPPPPPPP/RKNQNBBR w HAha - 0 1\"]\n\n"
          + "1. Nb3 {a comment} Nb6 (1... d6) 2. d3 d6 3. Qd2 Qd7 4. O-O-O O-O-O *\n";

  @Test
  void goodFileExitsZero() throws IOException {
    Cli r = run("pgn", "check", file("good.pgn", GOOD).toString());
    assertEquals(0, r.status(), r.out() + r.err());
    assertEquals("pgn: 2 games checked, 0 bad\n", r.out());
  }

  @Test
  void everyBadGameIsReportedWithNumberPlaceMoveAndPosition() throws IOException {
    String text =
        GOOD
            + "\n[Event \"three\"]\n\n1. e4 e5 2. Nf3 Nf6 3. Ke3 *\n"
            + "\n[Event \"four\"]\n[Site \"bad\n\n1. d4 *\n"
            + "\n[Event \"five\"]\n\n1. d4 d5 2. c4 *\n"
            + "\n[Event \"six\"]\n[Result \"1-0\"]\n\n1. d4 d5 0-1\n";
    Cli r = run("pgn", "check", file("bad.pgn", text).toString());
    assertEquals(1, r.status(), r.out() + r.err());
    String[] lines = r.out().split("\n");
    assertEquals(4, lines.length, r.out());
    assertEquals(
        "game 3 (from line 15): line 17, column 24: move 3. Ke3: 'Ke3' is illegal: no White"
            + " king can move to e3 (position"
            + " rnbqkb1r/pppp1ppp/5n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3)",
        lines[0]);
    assertEquals(
        "game 4: line 20, column 7: string not closed: expected '\"' before the end of the line",
        lines[1]);
    assertEquals(
        "game 6 (from line 28): tag Result: the Result tag says 1-0 but the move text ends with"
            + " 0-1",
        lines[2]);
    assertEquals("pgn: 6 games checked, 3 bad", lines[3]);
  }

  @Test
  void missingFileIsBadInput() {
    Cli r = run("pgn", "check", dir.resolve("nowhere.pgn").toString());
    assertEquals(2, r.status());
    assertTrue(r.err().startsWith("arrocco: no such file: "), r.err());
    assertEquals(1, r.err().strip().split("\n").length, r.err());
  }

  @Test
  void unreadableInputIsBadInput() throws IOException {
    Path folder = Files.createDirectory(dir.resolve("folder.pgn"));
    Cli r = run("pgn", "check", folder.toString());
    assertEquals(2, r.status(), r.out() + r.err());
    assertTrue(r.err().startsWith("arrocco: "), r.err());
    assertEquals(1, r.err().strip().split("\n").length, r.err());
    assertEquals("", r.out());
  }

  @Test
  void ambiguousMovesAndChess960CastlingAreReported() throws IOException {
    String text =
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n\n1. Rd1 *\n\n"
            + "[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
            + "[FEN \"rknqnbbr/pppppppp/8/8/8/8/PPPPPPPP/RKNQNBBR w KQkq - 0 1\"]\n\n1. O-O *\n";
    Cli r = run("pgn", "check", file("amb.pgn", text).toString());
    assertEquals(1, r.status(), r.out() + r.err());
    String[] lines = r.out().split("\n");
    assertEquals(
        "game 1 (from line 1): line 4, column 4: move 1. Rd1: 'Rd1' is ambiguous: it could be"
            + " Rad1 or Rhd1 (position 4k3/8/8/8/8/8/4K3/R6R w - - 0 1)",
        lines[0]);
    assertTrue(
        lines[1].startsWith(
            "game 2 (from line 6): line 10, column 4: move 1. O-O: 'O-O' is illegal"),
        lines[1]);
    assertEquals("pgn: 2 games checked, 2 bad", lines[2]);
  }

  @Test
  void fileWithoutGamesFailsTheCheck() throws IOException {
    Cli r = run("pgn", "check", file("empty.pgn", "% nothing here\n").toString());
    assertEquals(1, r.status());
    assertTrue(r.out().contains("pgn: 0 games checked, 0 bad"), r.out());
  }

  @Test
  void latin1FilesAreRead() throws IOException {
    Path p = dir.resolve("latin1.pgn");
    Files.write(p, "[White \"Nicolò\"]\n\n1. e4 *\n".getBytes(StandardCharsets.ISO_8859_1));
    Cli r = run("pgn", "check", p.toString());
    assertEquals(0, r.status(), r.out());
  }

  @Test
  void missingFileArgumentIsBadInput() {
    Cli r = run("pgn", "check");
    assertEquals(2, r.status());
    assertTrue(r.err().contains("FILE"), r.err());
  }
}
