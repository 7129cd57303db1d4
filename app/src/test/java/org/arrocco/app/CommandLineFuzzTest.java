package org.arrocco.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.arrocco.core.Reference;
import org.arrocco.tournament.event.EventFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Command lines an arbiter or a script might mistype: every command of the program, from a valid
 * line with one word replaced by a wrong value, dropped, repeated, swapped with the next, or an
 * option of the same command thrown in. Each run either works or refuses in one line (exit 2; exit
 * 1 only where the command reports a failed check or pairing); no Java exception's words reach the
 * user, and a refused tournament command leaves the event file byte for byte as it was.
 */
class CommandLineFuzzTest {
  /**
   * Words that are wrong almost anywhere: numbers out of range, empty, text, control characters.
   */
  private static final String[] WRONG = {
    "",
    " ",
    "-1",
    "0",
    "1",
    "99",
    "2147483648",
    "9999999999999999999",
    "1.5",
    "NaN",
    "x",
    "--",
    "-",
    "-+",
    "é",
    "\u0000",
    "a\nb",
    "1/2",
    "--all",
    "--lang",
    "=",
    "3,",
    ",",
    "A".repeat(300)
  };

  /** Valid lines of the tournament commands; {@code E} is the event file, {@code T} a TRF file. */
  private static final String[][] TOURNAMENT = {
    {"settings"},
    {"settings", "--prize", "1=50", "--prize", "2=30;3=20,50", "--capacity", "30"},
    {"settings", "--unrated-rating", "1400", "--national-as-fide", "false"},
    {"settings", "--tiebreaks", "BH,BH-C1,ARO", "--rules", "2024", "--pab", "0.5"},
    {"settings", "--time-control", "300+3", "--entry-fee", "12.50", "--end-date", "2026-11-23"},
    {"settings", "--rounds", "7", "--acceleration", "baku", "--initial-colour", "B"},
    {"settings", "--venue", "Vedano", "--variant", "chess", "--date", "2026-11-22"},
    {"register", "--name", "Rossi, Marco", "--fide-rating", "1800", "--title", "FM"},
    {
      "register", "--name", "Neri", "--sex", "f", "--federation", "ITA", "--national-rating", "1500"
    },
    {"edit", "1", "--fide-rating", "1900", "--fide-id", "123456"},
    {"edit", "Rossi, Marco", "--name", "Rossi, Mario"},
    {"players", "--lang", "en"},
    {"checkin", "1", "2", "3"},
    {"checkin", "--all"},
    {"checkin", "--undo", "4"},
    {"late", "4", "--missed", "0.5"},
    {"withdraw", "2"},
    {"withdraw", "2", "--cancel"},
    {"bye", "3", "--round", "3", "--points", "0.5"},
    {"bye", "3", "--round", "3", "--cancel"},
    {"forbid", "1", "3", "--cancel"},
    {"forbid", "1", "3"},
    {"forbid"},
    {"round", "--position", "518"},
    {"round", "--seed", "7", "--lang", "en"},
    {"round", "--undo"},
    {"pairings", "--round", "1"},
    {"pairings", "--alphabetical"},
    {"swap", "1", "2"},
    {"swap", "--colours", "1"},
    {"report"},
    {"export", "--fide", "--trf", "T"},
    {"register", "--name", "Verdi", "--birth", "2010", "--club", "CS", "--category", "2N"},
    {"settings", "--chief-arbiter", "Rossi, Mario, 1", "--round-dates", "2026-11-22"},
    {"result", "1", "1-0"},
    {"result", "1", "1-0", "2", "1/2", "3", "--"},
    {"result", "--round", "1", "2", "0-1"},
    {"standings", "--crosstable", "--prizes"},
    {"export", "--trf", "T"},
    {"import", "--trf", "T", "--force"},
    {"import", "--trf", "R", "--force", "--unrated-rating", "1399"},
    {"new", "--name", "Open", "--rounds", "5", "--force", "--date", "2026-11-22"},
  };

  /**
   * Valid lines of the other commands; {@code R} is a reference TRF, {@code P} a PGN file, {@code
   * D} an EPD file.
   */
  private static final String[][] OTHERS = {
    {"perft", "--variant", "chess", "--fen", "startpos", "--depth", "2"},
    {"perft", "--variant", "tamerlane", "--fen", "startpos", "--depth", "1", "--divide"},
    {
      "perft",
      "--variant",
      "chess960",
      "--fen",
      "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
      "--depth",
      "2"
    },
    {"perft", "--variant", "sprint", "--fen", "startpos", "--depth", "1"},
    {"chess960", "--number", "518"},
    {"chess960", "--random"},
    {"perft", "--variant", "chess", "--epd", "D", "--max-depth", "2", "--max-nodes", "5000"},
    {"sprint", "check", "P"},
    {"pgn", "check", "P"},
    {"sprint", "deal", "--seed", "5"},
    {"tiebreaks", "--trf", "R", "--format", "tsv", "--rules", "2024"},
    {"tiebreaks", "--trf", "R", "--order", "ARO,BH", "--unrated-rating", "1400", "--lang", "en"},
    {"pair", "--trf", "R"},
    {"pair", "--trf", "R", "--names", "--lang", "en"},
    {"check", "--trf", "R"},
    {"check", "--trf", "R", "--names"},
  };

  @Test
  void mistypedCommandLinesWorkOrAreRefusedInOneLine(@TempDir Path dir) throws IOException {
    Path event = dir.resolve("e.json");
    Path trf = dir.resolve("e.trf");
    Path pgn = dir.resolve("g.pgn");
    Files.writeString(
        pgn, "[Event \"?\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
    Path epd = dir.resolve("p.epd");
    Files.writeString(
        epd, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902\n");
    Path reference = firstReferenceTrf();
    Random r = new Random(Long.getLong("arrocco.fuzz.seed", 2026_11_22L)); // -Darrocco.fuzz.seed=S
    int[] byStatus = new int[3];
    for (int i = 0; i < 700; i++) {
      if (i % 50 == 0) {
        stage(event, i / 50);
        Cli export =
            Cli.run("tournament", "export", "-e", event.toString(), "--trf", trf.toString());
        assertEquals(0, export.status(), export.err());
      }
      boolean tournament = r.nextInt(3) > 0;
      String[] valid =
          tournament ? TOURNAMENT[r.nextInt(TOURNAMENT.length)] : OTHERS[r.nextInt(OTHERS.length)];
      List<String> line = new ArrayList<>();
      if (tournament) {
        line.add("tournament");
        line.add(valid[0]);
        line.add("-e");
        line.add(event.toString());
        line.addAll(Arrays.asList(valid).subList(1, valid.length));
      } else {
        line.addAll(Arrays.asList(valid));
      }
      line.replaceAll(
          w ->
              switch (w) {
                case "T" -> trf.toString();
                case "R" -> reference.toString();
                case "P" -> pgn.toString();
                case "D" -> epd.toString();
                default -> w;
              });
      mistype(line, tournament ? 2 : 1, r);
      byte[] before = Files.readAllBytes(event);
      Cli c = Cli.run(line.toArray(new String[0]));
      String what = String.join(" | ", line) + "\nexit " + c.status() + "\n" + c.out() + c.err();
      assertTrue(c.status() >= 0 && c.status() <= 2, what);
      byStatus[c.status()]++;
      assertFalse(c.leaksAnException(), what);
      if (c.status() == 2) {
        assertEquals(1, c.err().lines().filter(l -> l.startsWith("arrocco: ")).count(), what);
        if (tournament && Files.exists(event)) {
          assertArrayEquals(before, Files.readAllBytes(event), "a refusal writes nothing: " + what);
        }
      }
      if (Files.exists(event)) {
        EventFile.read(event); // whatever happened, the event file reads back
      } else {
        stage(event, 0);
      }
    }
    // Both sides are exercised: lines still valid after the change, and lines refused.
    assertTrue(byStatus[0] > 30 && byStatus[2] > 300, Arrays.toString(byStatus));
  }

  /**
   * Replaces, drops, repeats or swaps one word from {@code from} on, or adds a wrong option. A file
   * name is never replaced or dropped, so that no command writes outside the test's folder.
   */
  private static void mistype(List<String> line, int from, Random r) {
    int at = from + r.nextInt(Math.max(1, line.size() - from));
    if (at < line.size() && line.get(at).startsWith("/")) {
      at = Math.min(at + 1, line.size());
    }
    String wrong = WRONG[r.nextInt(WRONG.length)];
    switch (r.nextInt(6)) {
      case 0, 1 -> {
        if (at < line.size()) {
          line.set(at, wrong);
        } else {
          line.add(wrong);
        }
      }
      case 2 -> {
        if (at < line.size()) {
          line.remove(at);
        }
      }
      case 3 -> {
        if (at < line.size()) {
          line.add(at, line.get(at));
        }
      }
      case 4 -> {
        if (at + 1 < line.size()) {
          String w = line.get(at);
          line.set(at, line.get(at + 1));
          line.set(at + 1, w);
        }
      }
      default -> {
        String[] options = {"--round", "--depth", "--points", "--missed", "--position", "--seed"};
        line.add(Math.min(at, line.size()), wrong);
        line.add(Math.min(at, line.size()), options[r.nextInt(options.length)]);
      }
    }
  }

  /**
   * The event after stage {@code s} (taken in turn): registered, checked in, round 1 paired, round
   * 1 played, round 2 paired.
   */
  private static void stage(Path event, int s) {
    String e = event.toString();
    ok("tournament", "new", "-e", e, "--name", "Fuzz", "--rounds", "5", "--force");
    for (int i = 0; i < 7; i++) {
      ok(
          "tournament",
          "register",
          "-e",
          e,
          "--name",
          "P" + i,
          "--fide-rating",
          "" + (1900 - 50 * i));
    }
    int step = s % 5;
    if (step >= 1) {
      ok("tournament", "checkin", "-e", e, "1", "2", "3", "5", "6", "7");
    }
    if (step >= 2) {
      ok("tournament", "round", "-e", e, "--position", "518");
    }
    if (step >= 3) {
      ok("tournament", "result", "-e", e, "1", "1-0", "2", "1/2", "3", "0-1");
    }
    if (step >= 4) {
      ok("tournament", "round", "-e", e, "--seed", "3");
    }
  }

  private static void ok(String... args) {
    Cli c = Cli.run(args);
    assertEquals(0, c.status(), String.join(" ", args) + ": " + c.err());
  }

  private static Path firstReferenceTrf() throws IOException {
    try (var files = Files.walk(Reference.dir().resolve("swiss"))) {
      return files.filter(p -> p.toString().endsWith(".trf")).sorted().findFirst().orElseThrow();
    }
  }
}
