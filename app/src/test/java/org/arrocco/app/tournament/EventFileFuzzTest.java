package org.arrocco.app.tournament;

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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arrocco.app.Cli;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Event files of a running event, damaged at random (a number changed, a value moved from another
 * line, a line dropped or repeated, a character edited), through every command that reads or writes
 * them. A command either works, and what it wrote reads back, or refuses in one line and leaves the
 * file byte for byte as it was: a damaged file never loses what it held, and no Java exception's
 * own words reach the arbiter.
 */
class EventFileFuzzTest {
  private static final Pattern NUMBER = Pattern.compile("-?\\d+");
  private static final int[] NUMBERS = {0, 1, 2, -1, 3, 5, 7, 12, 13, 99, 1000000, 2147483647};
  private static final String ALPHABET = "0123456789-\"{}[],:. abcdefnulltrueWBHZF";

  private static Cli run(Path event, String... args) {
    String[] all = new String[args.length + 2];
    all[0] = "tournament";
    all[1] = args[0];
    all[2] = "--event=" + event;
    System.arraycopy(args, 1, all, 3, args.length - 1);
    return Cli.run(all);
  }

  private static void ok(Cli c) {
    assertEquals(0, c.status(), c.err());
  }

  /** The event file after each stage of an 11-player event: entries, check-in, rounds 1-4. */
  private static List<String> stages(Path dir, Random r) throws IOException {
    Path e = dir.resolve("seed.json");
    List<String> stages = new ArrayList<>();
    ok(run(e, "new", "--name", "Open", "--rounds", "5"));
    for (int i = 0; i < 11; i++) {
      run(
          e,
          "register",
          "--name",
          "P" + (char) ('A' + i),
          "--national-rating",
          "" + (1500 + 37 * i));
    }
    stages.add(Files.readString(e));
    run(e, "checkin", "--all");
    ok(run(e, "bye", "PC", "--round", "2", "--points", "0.5"));
    stages.add(Files.readString(e));
    String[] results = {"1-0", "0-1", "1/2", "+-", "-+", "--", "1-0s"};
    for (int round = 1; round <= 4; round++) {
      ok(run(e, "round", "--seed", "" + round));
      int boards = round == 2 ? 5 : round == 3 ? 6 : 5;
      for (int b = 1; b <= boards && (round < 4 || b == 1); b++) {
        run(e, "result", "" + b, results[r.nextInt(results.length)]);
      }
      if (round == 2) {
        ok(run(e, "withdraw", "PD"));
        ok(run(e, "register", "--name", "PZ"));
        ok(run(e, "late", "PZ"));
        ok(run(e, "register", "--name", "PY")); // registered, to enter late while damaged
      }
      stages.add(Files.readString(e));
    }
    return stages;
  }

  private static String damage(String text, Random r) {
    List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
    for (int edits = 1 + r.nextInt(3); edits > 0; edits--) {
      int at = r.nextInt(lines.size());
      String line = lines.get(at);
      int kind = r.nextInt(20);
      if (kind < 12) {
        List<int[]> spans = new ArrayList<>();
        for (Matcher m = NUMBER.matcher(line); m.find(); ) {
          spans.add(new int[] {m.start(), m.end()});
        }
        if (!spans.isEmpty()) {
          int[] s = spans.get(r.nextInt(spans.size()));
          int n = NUMBERS[r.nextInt(NUMBERS.length)];
          lines.set(at, line.substring(0, s[0]) + n + line.substring(s[1]));
        }
      } else if (kind < 16) {
        String other = lines.get(r.nextInt(lines.size()));
        int i = line.indexOf(": ");
        int j = other.indexOf(": ");
        if (i > 0 && j > 0) {
          lines.set(at, line.substring(0, i) + other.substring(j));
        }
      } else if (kind == 16 && lines.size() > 1) {
        lines.remove(at);
      } else if (kind == 17) {
        lines.add(at, line);
      } else if (!line.isEmpty()) {
        StringBuilder sb = new StringBuilder(line);
        sb.setCharAt(r.nextInt(sb.length()), ALPHABET.charAt(r.nextInt(ALPHABET.length())));
        lines.set(at, sb.toString());
      }
    }
    return String.join("\n", lines);
  }

  private static void damagedEvents(long seed, int count, Path dir) throws IOException {
    Random r = new Random(seed);
    List<String> stages = stages(dir, r);
    Path file = dir.resolve("event.json");
    String[][] commands = {
      {"players"},
      {"pairings"},
      {"standings", "--crosstable"},
      {"export", "--trf", dir.resolve("out.trf").toString()},
      {"result", "1", "0-1"},
      {"round", "--seed", "3"},
      {"withdraw", "2"},
      {"register", "--name", "New, One"},
      {"bye", "3", "--points", "0"},
      {"late", "PY"}
    };
    int[] byStatus = new int[3];
    for (int i = 0; i < count; i++) {
      String text = damage(stages.get(r.nextInt(stages.size())), r);
      for (String[] command : commands) {
        Files.writeString(file, text);
        Cli c = run(file, command);
        String what = command[0] + " on damaged file " + i + ":\n" + text + "\n" + c.err();
        assertTrue(c.status() >= 0 && c.status() <= 2, what);
        byStatus[c.status()]++;
        assertFalse(c.leaksAnException(), what);
        String after = Files.readString(file);
        if (c.status() != 0) {
          assertEquals(1, c.err().lines().count(), what);
          assertEquals(text, after, "a refused command leaves the file as it was: " + what);
        } else if (!after.equals(text)) {
          Cli back = run(file, "players");
          assertEquals(0, back.status(), "what was written reads back: " + what + back.err());
        }
      }
    }
    // Both sides are exercised: damaged files still read, and damaged files refused.
    int runs = count * commands.length;
    assertTrue(byStatus[0] > runs / 10 && byStatus[2] > runs / 10, Arrays.toString(byStatus));
  }

  @Test
  void damagedEventFilesWorkOrAreLeftAsTheyWere(@TempDir Path dir) throws IOException {
    damagedEvents(2026, 40, dir);
  }

  @Test
  @Tag("slow")
  void manyDamagedEventFiles(@TempDir Path dir) throws IOException {
    damagedEvents(1851, 600, dir);
  }
}
