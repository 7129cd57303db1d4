package org.arrocco.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arrocco.core.Reference;
import org.arrocco.core.sprint.Deal;
import org.junit.jupiter.api.Test;

/** {@code arrocco sprint deal} and {@code arrocco perft --variant sprint}. */
class SprintCommandTest {

  private static Cli run(String... args) {
    return Cli.run(args);
  }

  @Test
  void dealShowsBothDecksOfTheSeed() {
    Cli r = run("sprint", "deal", "--seed", "42");
    assertEquals(0, r.status(), r.err());
    Deal deal = Deal.fromSeed(42);
    assertTrue(r.out().contains("seed:        42"), r.out());
    assertTrue(
        r.out().contains(String.join(" ", deal.white().letters().substring(1).split(""))), r.out());
    assertTrue(r.out().contains(String.join(" ", deal.black().letters().split(""))), r.out());
    assertTrue(r.out().contains("4k3/4p3/8/8/8/8/4P3/4K3["), r.out());
    assertEquals(r.out(), run("sprint", "deal", "--seed", "42").out(), "a seed replays");
  }

  @Test
  void dealDoesNotListTheTileDrawnIntoTheHandAsStillInTheDeck() {
    // issue 29, point 7: White's deck was listed whole, its top tile also in White's hand
    for (long seed : new long[] {1, 42, 7777}) {
      String out = run("sprint", "deal", "--seed", Long.toString(seed)).out();
      String deck = line(out, "White deck:").replaceAll("\\(.*", "").replace(" ", "");
      String hand = line(out, "White hand:").replaceAll("\\(.*", "").trim();
      assertEquals(12, deck.length(), out);
      // the deck left and the hand, less the set-up pawn, are the 13 tiles of a full deck
      String tiles = deck + hand.replaceFirst("P", "");
      assertEquals(
          "BBNNPPPPPPQRR",
          tiles
              .chars()
              .sorted()
              .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append)
              .toString(),
          out);
      assertTrue(line(out, "White deck:").contains("was drawn into White's hand"), out);
    }
  }

  private static String line(String out, String start) {
    return out.lines()
        .filter(l -> l.startsWith(start))
        .findFirst()
        .orElseThrow()
        .substring(start.length())
        .trim();
  }

  @Test
  void dealSaysItIsTheArbitersTool() {
    // sprint.md, Hidden information: the decks are secret to the players, so the help says whose
    // tool a full deal is.
    Cli r = run("sprint", "deal", "--help");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("arbiter's or teacher's tool"), r.out());
  }

  @Test
  void dealRejectsABadSeed() {
    Cli r = run("sprint", "deal", "--seed", "many");
    assertEquals(Arrocco.BAD_INPUT, r.status());
    assertTrue(r.err().contains("--seed"), r.err());
  }

  @Test
  void checkReplaysSprintRecords(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws java.io.IOException {
    String good =
        "[Variant \"Sprint\"]\n[Seed \"5\"]\n[Termination \"draw by agreement\"]\n\n"
            + "1. P@d4 P@d5 2. Kd2 1/2-1/2\n\n";
    String bad =
        "[Variant \"Sprint\"]\n[Seed \"5\"]\n[Termination \"draw by agreement\"]\n\n"
            + "1. P@d4 P@d3 1/2-1/2\n";
    java.nio.file.Path file = dir.resolve("games.pgn");
    java.nio.file.Files.writeString(file, good + bad);
    Cli r = run("sprint", "check", file.toString());
    assertEquals(Arrocco.CHECK_FAILED, r.status(), r.out() + r.err());
    assertTrue(r.out().contains("game 1: 1/2-1/2 (draw by agreement), 3 half-moves"), r.out());
    assertTrue(r.out().contains("game 2 (from line 7): line 11"), r.out());
    assertTrue(r.out().contains("ranks 2-4"), r.out());
    assertTrue(r.out().contains("sprint: 2 games checked, 1 bad"), r.out());
    java.nio.file.Files.writeString(file, good);
    assertEquals(0, run("sprint", "check", file.toString()).status());
  }

  @Test
  void checkReadsLatin1AndSaysWhenTheFileHoldsNoGame(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws java.io.IOException {
    // as pgn check: UTF-8, or Latin-1 when the bytes are not UTF-8 (the help of both says so)
    String game =
        "[Event \"Caf\u00e9\"]\n[Result \"0-1\"]\n[Variant \"Sprint\"]\n[Seed \"42\"]\n"
            + "[Termination \"resignation\"]\n\n1. P@d4 0-1\n";
    java.nio.file.Path file = dir.resolve("l.pgn");
    java.nio.file.Files.write(file, game.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
    Cli latin1 = run("sprint", "check", file.toString());
    assertEquals(0, latin1.status(), latin1.out() + latin1.err());
    assertTrue(latin1.out().endsWith("sprint: 1 games checked, 0 bad\n"), latin1.out());
    java.nio.file.Files.writeString(file, "");
    Cli empty = run("sprint", "check", file.toString());
    assertEquals(Arrocco.CHECK_FAILED, empty.status());
    assertEquals(
        "sprint: 0 games checked, 0 bad\nsprint: no game found in " + file + "\n", empty.out());
  }

  @Test
  void aNegativeTimingTagIsOneBadGameAndTheFileGoesOn(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws java.io.IOException {
    String game =
        "[Event \"a\"]\n[Result \"0-1\"]\n[Variant \"Sprint\"]\n[Seed \"42\"]\n"
            + "[Hourglass \"-5\"]\n[Termination \"resignation\"]\n\n1. P@d4 0-1\n\n";
    java.nio.file.Path file = dir.resolve("h.pgn");
    java.nio.file.Files.writeString(file, game + game.replace("Hourglass \"-5", "GameClock \"-1"));
    Cli r = run("sprint", "check", file.toString());
    assertEquals(Arrocco.CHECK_FAILED, r.status(), r.out() + r.err());
    assertEquals(
        "game 1 (from line 1): tag Hourglass: must be 0 (off) or a number of seconds, not -5\n"
            + "game 2 (from line 10): tag GameClock: must be 0 (none) or a number of seconds,"
            + " not -1\n"
            + "sprint: 2 games checked, 2 bad\n",
        r.out());
    assertEquals("", r.err());
  }

  @Test
  void aGameInProgressChecksClean(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws java.io.IOException {
    java.nio.file.Path file = dir.resolve("st.pgn");
    java.nio.file.Files.writeString(
        file,
        "[Event \"a\"]\n[Result \"*\"]\n[Variant \"Sprint\"]\n[Seed \"42\"]\n\n1. P@d4 e5 *\n");
    Cli r = run("sprint", "check", file.toString());
    assertEquals(0, r.status(), r.out() + r.err());
    assertEquals(
        "game 1: * (game in progress), 2 half-moves\nsprint: 1 games checked, 0 bad\n", r.out());
    assertEquals(0, run("pgn", "check", file.toString()).status());
  }

  @Test
  void perftChecksTheSprintReferenceFile() {
    String epd = Reference.file("perft/sprint.epd").toString();
    Cli r = run("perft", "--variant", "sprint", "--epd", epd, "--max-nodes", "100000");
    assertEquals(0, r.status(), r.out() + r.err());
    assertTrue(r.out().contains(", 0 mismatches"), r.out());
  }

  @Test
  void perftOfOneSprintPositionAndABadOne() {
    Cli r =
        run(
            "perft",
            "--variant",
            "sprint",
            "--fen",
            "4k3/4p3/8/p7/4P3/8/8/4K3[RPPp] w - - 0 2",
            "--depth",
            "2");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("Nodes searched: 1693"), r.out());
    Cli bad =
        run(
            "perft",
            "--variant",
            "sprint",
            "--fen",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "--depth",
            "1");
    assertEquals(Arrocco.BAD_INPUT, bad.status());
    assertTrue(bad.err().contains("brackets"), bad.err());
  }
}
