package org.arrocco.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.notation.sprint.SprintPgn;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.arrocco.core.notation.tamerlane.TamerlanePgn;
import org.arrocco.core.sprint.Deal;
import org.arrocco.core.sprint.SprintGame;
import org.arrocco.core.sprint.SprintSettings;
import org.arrocco.core.tamerlane.TamerlaneGame;
import org.arrocco.core.tamerlane.TamerlaneSetup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code arrocco pgn check} contract: every game replayed by its Variant tag, every bad game
 * reported, the summary, exit statuses.
 */
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
  void aToolGroupWithoutItsCommandSaysSoWithStatus2() {
    for (String group : new String[] {"pgn", "sprint"}) {
      Cli r = Cli.run(group);
      assertEquals(2, r.status(), group);
      assertTrue(r.err().startsWith("arrocco: Missing required subcommand"), r.err());
      assertTrue(r.err().contains("arrocco " + group + " --help"), r.err());
    }
  }

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
  void aFileLargerThanTheMemoryIsReadOneGameAtATime() throws Exception {
    // 48 MB of games, each with a 240 kB comment, in a program that may use 32 MB: every game is
    // read and checked, the file is never held whole.
    String game =
        "[Event \"Sociale \u00e9\"]\n\n{" + "commento ".repeat(24_000) + "}\n1. e4 e5 *\n\n";
    int games = 48_000_000 / game.length();
    Path big = file("big.pgn", game.repeat(games));
    Cli r = runInSmallHeap(big, "32m");
    assertEquals(0, r.status(), r.out());
    assertEquals("pgn: " + games + " games checked, 0 bad", r.out().strip());
  }

  @Test
  void aGameTooLargeForTheMemoryIsBadInputInOneLine() throws Exception {
    // one game with a 40 MB comment, in a program that may use 32 MB: a one-line refusal after
    // the game before it, exit 2, no stack trace.
    Path big = file("big.pgn", "1. d4 *\n\n{" + "x".repeat(40_000_000) + "} 1. e4 *\n");
    Cli r = runInSmallHeap(big, "32m");
    assertEquals(2, r.status(), r.out());
    assertEquals(
        "arrocco: "
            + big
            + ": a game too large to read in the memory the program may use (raise it with"
            + " ARROCCO_JAVA_OPTS=-Xmx...)",
        r.out().strip());
  }

  /** {@code pgn check FILE} in a JVM of its own that may use {@code heap}; out and err joined. */
  private static Cli runInSmallHeap(Path file, String heap) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p =
        new ProcessBuilder(
                java,
                "-Xmx" + heap,
                "-cp",
                System.getProperty("java.class.path"),
                Arrocco.class.getName(),
                "pgn",
                "check",
                file.toString())
            .redirectErrorStream(true)
            .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Cli(p.waitFor(), out, "");
  }

  @Test
  void aDashReadsTheStandardInput() {
    // two games, one in UTF-8 and one in Latin-1 joined after it, the second with an illegal move
    // (1... Ke7: a Black pawn stands on e7)
    byte[] utf8 = "[White \"Zo\u00eb\"]\n\n1. e4 e5 *\n\n".getBytes(StandardCharsets.UTF_8);
    byte[] latin1 =
        "[White \"Niccol\u00f2\"]\n\n1. e4 Ke7 2. Ke3 *\n".getBytes(StandardCharsets.ISO_8859_1);
    byte[] both = new byte[utf8.length + latin1.length];
    System.arraycopy(utf8, 0, both, 0, utf8.length);
    System.arraycopy(latin1, 0, both, utf8.length, latin1.length);
    Cli r = withStandardInput(both, "pgn", "check", "-");
    assertEquals(1, r.status(), r.out());
    assertTrue(
        r.out().startsWith("game 2 (from line 5): line 7, column 7: move 1... Ke7:"), r.out());
    assertTrue(r.out().endsWith("pgn: 2 games checked, 1 bad\n"), r.out());
    Cli none = withStandardInput(new byte[0], "sprint", "check", "-");
    assertEquals(
        "sprint: 0 games checked, 0 bad\nsprint: no game found in the standard input\n",
        none.out());
  }

  private static synchronized Cli withStandardInput(byte[] bytes, String... args) {
    java.io.InputStream old = System.in;
    try {
      System.setIn(new java.io.ByteArrayInputStream(bytes));
      return run(args);
    } finally {
      System.setIn(old);
    }
  }

  @Test
  void aUtf8FileLongerThanOneDecodingSliceIsReadAsUtf8() throws IOException {
    // the check of the encoding goes in slices: a character across a slice's end stays whole
    String text = "[White \"" + "\u00e9".repeat(10_000) + "\"]\n\n1. e4 *\n";
    Path p = file("long.pgn", text);
    assertEquals(0, run("pgn", "check", p.toString()).status());
    Files.write(p, text.getBytes(StandardCharsets.ISO_8859_1)); // then not UTF-8: Latin-1
    assertEquals(0, run("pgn", "check", p.toString()).status());
  }

  @Test
  void missingFileArgumentIsBadInput() {
    Cli r = run("pgn", "check");
    assertEquals(2, r.status());
    assertTrue(r.err().contains("FILE"), r.err());
  }

  /**
   * A Tamerlane game with variations, worked out by hand from the start array (tamerlane.md,
   * Set-ups): 1. e4 (pawn e3-e4) f7 (pawn f8-f7) 2. Nd1 (knight b2-d1) Gf8 (general g9-f8), and as
   * variations 1... e7 2. Nd1; 2. Cd4 (camel c1-d4) Kf8; 2... Kf8 (king f9-f8, legal only before
   * Gf8) 3. Cd4 f6 with 3. Ne3 (knight d1-e3) nested.
   */
  private static final String TAMERLANE =
      "[Event \"Tamerlano\"]\n[Variant \"Tamerlane\"]\n\n"
          + "1. e4 f7 (1... e7 2. Nd1) 2. Nd1 (2. Cd4 Kf8) Gf8\n"
          + "(2... Kf8 3. Cd4 (3. Ne3) f6) *\n";

  /**
   * A Sprint game (sprint.md, Set-up, A turn): seed 5, two pawn placements, a king step; as a
   * variation 1... P@e5 (Black's ranks 7-5) 2. dxe5.
   */
  private static final String SPRINT =
      "[Variant \"Sprint\"]\n[Seed \"5\"]\n[Termination \"draw by agreement\"]\n\n"
          + "1. P@d4 P@d5 (1... P@e5 2. dxe5) 2. Kd2 1/2-1/2\n";

  /** A Tamerlane game played by the game class (first legal move each turn), then written. */
  private static String playedTamerlane() {
    TamerlaneGame game = new TamerlaneGame(TamerlaneFen.read(TamerlaneSetup.DEFAULT.fen()));
    for (int ply = 0; ply < 40 && !game.isOver(); ply++) {
      game.play(game.legalMoves()[ply % game.legalMoves().length]);
    }
    return TamerlanePgn.write(
        game, TamerlaneSetup.DEFAULT.fen(), List.of(new PgnTag("Event", "played")));
  }

  /** A Sprint game played by the game class from a seeded deal, drawn by agreement, written. */
  private static String playedSprint() {
    SprintGame game = SprintGame.start(Deal.fromSeed(11), SprintSettings.DEFAULT);
    for (int ply = 0; ply < 30 && !game.isOver(); ply++) {
      int[] legal = game.legalMoves();
      game.play(legal[ply % legal.length]);
    }
    if (!game.isOver()) {
      game.agreeDraw();
    }
    return SprintPgn.write(game, List.of(new PgnTag("Event", "played")));
  }

  @Test
  void mixedFileOfEveryVariantChecksClean() throws IOException {
    String text =
        GOOD + "\n" + TAMERLANE + "\n" + playedTamerlane() + "\n" + SPRINT + "\n" + playedSprint();
    Cli r = run("pgn", "check", file("mixed.pgn", text).toString());
    assertEquals(0, r.status(), r.out() + r.err());
    assertEquals("pgn: 6 games checked, 0 bad\n", r.out());
  }

  @Test
  void badTamerlaneMoveIsReported() throws IOException {
    String text = GOOD + "\n" + TAMERLANE.replace("2. Nd1 (", "2. Nd2 (");
    Cli r = run("pgn", "check", file("t.pgn", text).toString());
    assertEquals(1, r.status(), r.out() + r.err());
    assertEquals(
        "game 3 (from line 15): line 18, column 30: move 2. Nd2: not a legal move in this"
            + " position (position e1c1w1w1c1e/rntzvkgztnr/prpnptpzpv1pgpepcpwpp/5pk5/11/11"
            + "/4PG6/PPPWPCPE1PKPVPZPTPNPR/RNTZGKVZTNR/E1C1W1W1C1E w -- - 00 0 2)\n"
            + "pgn: 3 games checked, 1 bad\n",
        r.out());
  }

  @Test
  void badMoveInsideATamerlaneVariationIsReported() throws IOException {
    String text = TAMERLANE.replace("(3. Ne3)", "(3. Cd5)") + "\n" + SPRINT;
    Cli r = run("pgn", "check", file("v.pgn", text).toString());
    assertEquals(1, r.status(), r.out() + r.err());
    // the position of the variation: 1. e4 f7 2. Nd1 Kf8, before 3. Cd4
    assertEquals(
        "game 1 (from line 1): line 5, column 22: move 3. Cd5: not a legal move in this"
            + " position (position e1c1w1w1c1e/rntzv1gztnr/prpnptpzpvkpgpepcpwpp/5pk5/11/11"
            + "/4PG6/PPPWPCPE1PKPVPZPTPNPR/R1TZGKVZTNR/E1CNW1W1C1E w -- - 00 2 3)\n"
            + "pgn: 2 games checked, 1 bad\n",
        r.out());
  }

  @Test
  void badSprintMoveIsReported() throws IOException {
    String text = SPRINT + "\n" + SPRINT.replace("P@d5", "P@d3");
    Cli r = run("pgn", "check", file("s.pgn", text).toString());
    assertEquals(1, r.status(), r.out() + r.err());
    String[] lines = r.out().split("\n");
    assertEquals(2, lines.length, r.out());
    // Black places a pawn on its own ranks 7-5 only (sprint.md, Placement restrictions)
    assertTrue(
        lines[0].startsWith(
            "game 2 (from line 7): line 11, column 9: move 1... P@d3: 'P@d3': Black places pawns"
                + " on ranks 5-7 only (its own ranks 2-4), not on d3"),
        lines[0]);
    assertTrue(lines[0].contains("(position 4k3/4p3/8/8/3P4/8/4P3/4K3["), lines[0]);
    assertEquals("pgn: 2 games checked, 1 bad", lines[1]);
  }

  @Test
  void aSprintGameThatWouldDrawFromAnUnknownDeckIsOneBadGame() throws IOException {
    String text =
        "[Event \"a\"]\n[Result \"1-0\"]\n[Variant \"Sprint\"]\n[SetUp \"1\"]\n"
            + "[FEN \"4k3/4p3/8/8/8/8/4P3/4K3[RPp] w - - 0 8 12:12 -\"]\n"
            + "[Termination \"resignation\"]\n\n8. R@h1 e6 1-0\n\n"
            + "[Event \"b\"]\n[Result \"*\"]\n\n1. e4 *\n";
    Path f = file("d.pgn", text);
    for (String command : new String[] {"pgn", "sprint"}) {
      Cli r = run(command, "check", f.toString());
      assertEquals(1, r.status(), r.out() + r.err());
      String[] lines = r.out().split("\n");
      assertTrue(
          lines[0].startsWith(
              "game 1 (from line 1): line 8, column 4: move 8. R@h1: deck order unknown"),
          r.out());
      assertTrue(r.out().contains(command + ": 2 games checked,"), r.out());
      assertEquals("", r.err());
      assertTrue(!r.leaksAnException(), r.out());
    }
  }

  @Test
  void unknownVariantIsABadGameNamingTheValue() throws IOException {
    String text = TAMERLANE + "\n[Variant \"Crazyhouse\"]\n\n1. e4 *\n";
    Cli r = run("pgn", "check", file("u.pgn", text).toString());
    assertEquals(1, r.status(), r.out() + r.err());
    assertEquals(
        "game 2 (from line 7): tag Variant: unknown variant \"Crazyhouse\" (known: Standard,"
            + " Chess960, Sprint, Tamerlane)\n"
            + "pgn: 2 games checked, 1 bad\n",
        r.out());
    assertEquals("", r.err());
  }
}
