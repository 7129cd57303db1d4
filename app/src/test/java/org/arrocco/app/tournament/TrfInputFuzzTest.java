package org.arrocco.app.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.arrocco.app.Cli;
import org.arrocco.core.Reference;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every reference TRF file, damaged at random (a character replaced, inserted or deleted; a line
 * cut short, dropped or repeated), through {@code tiebreaks}, {@code pair}, {@code check} and
 * {@code tournament import}: each command either does its work (exit 0 or 1) or refuses the file
 * with one line naming it (exit 2), never a Java exception's own words; a refused import leaves no
 * event file behind.
 */
class TrfInputFuzzTest {
  private static final String ALPHABET = "0123456789 +-=WBwbfhuzHFULDZ.XR/:\t\u00e4";

  private static List<String> seeds() throws IOException {
    try (Stream<Path> files = Files.walk(Reference.dir().resolve("swiss"))) {
      List<String> texts = new ArrayList<>();
      for (Path p : files.filter(p -> p.toString().endsWith(".trf")).sorted().toList()) {
        texts.add(Files.readString(p, StandardCharsets.ISO_8859_1));
      }
      return texts;
    }
  }

  private static String damage(String text, Random r) {
    List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
    for (int edits = 1 + r.nextInt(3); edits > 0 && !lines.isEmpty(); edits--) {
      int at = r.nextInt(lines.size());
      String line = lines.get(at);
      switch (r.nextInt(8)) {
        case 0 -> lines.remove(at);
        case 1 -> lines.add(at, line);
        case 2 -> lines.set(at, line.substring(0, r.nextInt(line.length() + 1)));
        default -> {
          if (line.isEmpty()) {
            continue;
          }
          StringBuilder sb = new StringBuilder(line);
          int col = r.nextInt(sb.length());
          char c = ALPHABET.charAt(r.nextInt(ALPHABET.length()));
          switch (r.nextInt(3)) {
            case 0 -> sb.setCharAt(col, c);
            case 1 -> sb.insert(col, c);
            default -> sb.deleteCharAt(col);
          }
          lines.set(at, sb.toString());
        }
      }
    }
    return String.join("\n", lines);
  }

  private static void damagedFiles(long seed, int count, Path dir) throws IOException {
    List<String> seeds = seeds();
    assertTrue(seeds.size() > 100, "reference TRF files found: " + seeds.size());
    Random r = new Random(seed);
    Path trf = dir.resolve("damaged.trf");
    Path event = dir.resolve("event.json");
    int[] byStatus = new int[3];
    for (int i = 0; i < count; i++) {
      String text = damage(seeds.get(r.nextInt(seeds.size())), r);
      Files.writeString(trf, text, StandardCharsets.ISO_8859_1);
      String[][] commands = {
        {"tiebreaks", "--trf", trf.toString()},
        {"pair", "--trf", trf.toString()},
        {"check", "--trf", trf.toString()},
        {"tournament", "import", "--trf", trf.toString(), "--event", event.toString()}
      };
      for (String[] command : commands) {
        Cli c = Cli.run(command);
        String what = command[0] + " on damaged file " + i + ":\n" + text + "\n" + c.err();
        assertTrue(c.status() >= 0 && c.status() <= 2, what);
        byStatus[c.status()]++;
        assertFalse(c.leaksAnException(), what);
        if (c.status() == 2) {
          assertEquals(1, c.err().lines().count(), what);
          assertTrue(c.err().startsWith("arrocco: " + trf + ": "), what);
        }
      }
      if (Files.exists(event)) {
        Cli standings = Cli.run("tournament", "standings", "--event", event.toString());
        assertEquals(0, standings.status(), "an imported event reads back: " + standings.err());
        Files.delete(event);
      }
    }
    // Both sides are exercised: files still read, and files refused.
    assertTrue(byStatus[0] > count / 10 && byStatus[2] > count, Arrays.toString(byStatus));
  }

  @Test
  void damagedReferenceFilesAreReadOrRefusedByName(@TempDir Path dir) throws IOException {
    damagedFiles(2026, 150, dir);
  }

  @Test
  @Tag("slow")
  void manyDamagedReferenceFiles(@TempDir Path dir) throws IOException {
    damagedFiles(1880, 2000, dir);
  }
}
