package org.arrocco.app.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.arrocco.app.Cli;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.tournament.event.Board;
import org.arrocco.tournament.event.Bye;
import org.arrocco.tournament.event.ByeKind;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.EventFile;
import org.arrocco.tournament.event.Round;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The club's model event end to end through the command line (rules/tournament.md "The model
 * case"): 20 registered players (three unrated, counted as 1399), 19 checked in and one late entry
 * from round 2, a rating corrected after round 2, a withdrawal after round 3, a half-point bye in
 * round 4, a forfeit and a corrected result; 6 rounds, each with its drawn Chess960 position
 * (seeded); then standings with BH-C1, BH and ARO, the crosstable and the prize list (30/20/10
 * EUR).
 */
class ModelEventTest {
  private static final String[] NAMES = {
    "Rossi, Marco", "Bianchi, Luca", "Colombo, Giulia", "Ferrari, Paolo", "Russo, Anna",
    "Romano, Davide", "Gallo, Sara", "Costa, Matteo", "Fontana, Elena", "Conti, Andrea",
    "Esposito, Marta", "Ricci, Stefano", "Bruno, Chiara", "De Luca, Fabio", "Moretti, Laura",
    "Marino, Simone", "Greco, Irene", "Barbieri, Luigi", "Lombardi, Sofia", "Giordano, Piero"
  };

  private Path file;

  private Cli ok(String... args) {
    List<String> all = new ArrayList<>(List.of("tournament"));
    all.add(args[0]);
    all.add("--event");
    all.add(file.toString());
    all.addAll(List.of(args).subList(1, args.length));
    Cli r = Cli.run(all.toArray(new String[0]));
    assertEquals(0, r.status(), String.join(" ", all) + ": " + r.err());
    return r;
  }

  private Event event() throws IOException {
    return EventFile.read(file);
  }

  @Test
  void clubEveningFromTheCommandLine(@TempDir Path dir) throws IOException {
    file = dir.resolve("open960.json");
    ok(
        "new",
        "--name",
        "1° Open Scacchi960",
        "--venue",
        "Vedano al Lambro",
        "--date",
        "2025-04-03");
    for (int i = 0; i < 20; i++) {
      List<String> args = new ArrayList<>(List.of("register", "--name", NAMES[i]));
      if (i < 8) {
        args.addAll(
            List.of(
                "--fide-rating",
                Integer.toString(2200 - 40 * i),
                "--fide-id",
                Integer.toString(860000 + i)));
      } else if (i < 17) {
        args.addAll(List.of("--national-rating", Integer.toString(1900 - 45 * (i - 8))));
      } // 17, 18, 19: unrated
      if (i == 1) {
        args.addAll(List.of("--title", "CM"));
      }
      ok(args.toArray(new String[0]));
    }
    Cli players = ok("players", "--lang", "en");
    assertTrue(players.out().contains("Giordano, Piero"), players.out());
    // Player 20 (unrated) misses check-in; everybody else is present.
    List<String> present = new ArrayList<>(List.of("checkin"));
    for (int i = 1; i <= 19; i++) {
      present.add(Integer.toString(i));
    }
    ok(present.toArray(new String[0]));

    Random results = new Random(960);
    for (int r = 1; r <= 6; r++) {
      if (r == 2) {
        ok("late", "20");
      }
      if (r == 4) {
        ok("withdraw", "Marino, Simone"); // player 16 withdraws after round 3
        ok("bye", "5", "--round", "4", "--points", "0.5");
      }
      long seed = 1000 + r;
      Cli round = ok("round", "--seed", Long.toString(seed), "--lang", "en");
      int expectedPosition = new Random(seed).nextInt(960);
      StartPosition p = StartPosition.of(expectedPosition);
      assertTrue(
          round
              .out()
              .startsWith(
                  "1° Open Scacchi960, Vedano al Lambro, 2025-04-03 - round "
                      + r
                      + " of 6\nRound "
                      + r
                      + " - Chess960 position no. "
                      + expectedPosition),
          round.out());
      assertTrue(round.out().contains(p.readOut(StartPosition.Language.ITALIAN)), round.out());
      assertTrue(round.out().contains(p.readOut(StartPosition.Language.ENGLISH)), round.out());
      Round stored = event().round(r);
      assertEquals(expectedPosition, stored.startPosition());
      for (Board b : stored.boards()) {
        String result;
        if (r == 2 && b.number() == stored.boards().size()) {
          result = "+-"; // Black did not turn up
        } else {
          int x = results.nextInt(10);
          result = x < 4 ? "1-0" : x < 7 ? "0-1" : "1/2";
        }
        ok("result", Integer.toString(b.number()), result);
      }
      if (r == 2) {
        // A mistyped rating found after round 2 (C.04.2, 2.3): Ferrari is 2280, not 2080. It
        // counts for ARO; his pairing number stays, so every round replays by the TRF's numbers.
        Cli fix = ok("edit", "Ferrari, Paolo", "--fide-rating", "2280", "--lang", "en");
        assertTrue(
            fix.out().contains("Pairing number 4 kept (by the corrected data it would be 1)"),
            fix.out());
      }
      if (r == 3) {
        // A mistyped result corrected.
        Cli fix = ok("result", "1", "0-1", "--round", "3", "--lang", "en");
        assertTrue(fix.out().contains("0-1"), fix.out());
      }
    }
    checkRounds(event());
    checkStandings(dir);
  }

  /** Everyone once per round, the rules of late entry, withdrawal, bye, PAB and rematches. */
  private static void checkRounds(Event event) {
    assertEquals(6, event.completeRounds());
    Set<String> played = new HashSet<>();
    Map<Integer, Integer> pabs = new HashMap<>();
    for (Round round : event.rounds()) {
      Set<Integer> seen = new HashSet<>();
      for (Board b : round.boards()) {
        assertTrue(seen.add(b.white()) && seen.add(b.black()));
        if (b.result().played()) {
          String key = Math.min(b.white(), b.black()) + "-" + Math.max(b.white(), b.black());
          assertTrue(played.add(key), "rematch " + key + " in round " + round.number());
        }
      }
      for (Bye b : round.byes()) {
        assertTrue(seen.add(b.player()));
        if (b.kind() == ByeKind.PAIRING) {
          pabs.merge(b.player(), 1, Integer::sum);
        }
      }
      assertEquals(20, seen.size(), "round " + round.number());
      int r = round.number();
      assertEquals(r == 1, byeOf(round, 20) == ByeKind.ZERO, "late entry, round " + r);
      assertEquals(r >= 4, byeOf(round, 16) == ByeKind.ZERO, "withdrawal, round " + r);
      assertEquals(r == 4, byeOf(round, 5) == ByeKind.HALF, "half-point bye, round " + r);
      long paired = 20 - round.byes().stream().filter(b -> b.kind() != ByeKind.PAIRING).count();
      assertEquals(
          paired % 2 == 1, round.byes().stream().anyMatch(b -> b.kind() == ByeKind.PAIRING));
    }
    pabs.values().forEach(n -> assertEquals(1, n, "a PAB at most once per player"));
  }

  private static ByeKind byeOf(Round round, int player) {
    return round.byes().stream()
        .filter(b -> b.player() == player)
        .map(Bye::kind)
        .findFirst()
        .orElse(null);
  }

  /** The printed standings are ordered by points, BH-C1, BH, ARO and agree with the TRF path. */
  private void checkStandings(Path dir) throws IOException {
    Cli s = ok("standings", "--crosstable", "--lang", "en");
    List<String> lines = s.out().lines().toList();
    assertTrue(lines.get(0).startsWith("Standings after round 6 of 6"), lines.get(0));
    assertEquals("Pos  N.  Name", lines.get(1).substring(0, 13));
    assertTrue(lines.get(1).matches(".*Pt\\s+BH-C1\\s+BH\\s+ARO$"), lines.get(1));
    List<String[]> rows = new ArrayList<>();
    for (String line : lines.subList(3, 23)) {
      rows.add(line.trim().split("\\s{2,}"));
    }
    double total = 0;
    for (int i = 0; i < rows.size(); i++) {
      String[] row = rows.get(i);
      assertEquals(8, row.length, String.join("|", row));
      total += Double.parseDouble(row[4]);
      if (i > 0) {
        String[] prev = rows.get(i - 1);
        int cmp = compare(prev, row);
        assertTrue(cmp >= 0, "order: " + String.join("|", prev) + " / " + String.join("|", row));
      }
    }
    assertTrue(s.out().contains("1399*"), "unrated players shown at 1399");
    // Points given out: 1 per finished single game or forfeit, 0 for... no double forfeit here;
    // byes: the PABs (1 each), one half-point bye, zero for absences.
    Event event = event();
    double expected = 0;
    for (Round round : event.rounds()) {
      expected += round.boards().size();
      for (Bye b : round.byes()) {
        expected += b.kind() == ByeKind.PAIRING ? 1 : b.kind() == ByeKind.HALF ? 0.5 : 0;
      }
    }
    assertEquals(expected, total, 1e-9);
    // Prizes: 30, 20 and 10 EUR for the first three lines (no tie is left on this evening).
    int prizes = lines.indexOf("Prizes");
    assertTrue(prizes > 0, s.out());
    String[] first = lines.get(prizes + 3).trim().split("\\s{2,}");
    assertEquals(List.of("1", rows.get(0)[1], rows.get(0)[2], "30.00"), List.of(first));
    assertEquals("20.00", lines.get(prizes + 4).trim().split("\\s{2,}")[3]);
    assertEquals("10.00", lines.get(prizes + 5).trim().split("\\s{2,}")[3]);
    assertTrue(s.out().contains("A souvenir for every participant."));
    assertTrue(s.out().contains("Key: opponent"), "crosstable shown");

    // The same values through TRF export and the tiebreaks command.
    Path trf = dir.resolve("open960.trf");
    ok("export", "--trf", trf.toString());
    Tournament t = Tournament.of(TrfDocument.read(trf));
    Cli tsv =
        Cli.run(
            "tiebreaks", "--trf", trf.toString(), "--format", "tsv", "--unrated-rating", "1399");
    assertEquals(0, tsv.status(), tsv.err());
    Map<String, String[]> byName = new HashMap<>();
    for (String line : tsv.out().lines().skip(1).toList()) {
      String[] c = line.split("\t", -1);
      byName.put(t.player(Integer.parseInt(c[0])).name(), c);
    }
    for (String[] row : rows) {
      // a withdrawn player is marked in the standings: "Marino, Simone (withdrawn from round 4)"
      String[] c = byName.get(row[2].replaceFirst(" \\(withdrawn from round \\d+\\)$", ""));
      assertEquals(
          List.of(row[4], row[5], row[6], row[7]), List.of(c[1], c[3], c[2], c[4]), row[2]);
    }
    // FIDE's pairings-checker procedure over the exported event: every round re-pairs the same.
    Cli check = Cli.run("check", "--trf", trf.toString(), "--lang", "en");
    assertEquals(0, check.status(), check.out() + check.err());
    assertTrue(check.out().contains("6 rounds checked, 0 differ"), check.out());
    // The file is complete JSON and no temporary file is left behind.
    try (Stream<Path> files = Files.list(dir)) {
      assertFalse(files.anyMatch(f -> f.getFileName().toString().endsWith(".tmp")));
    }
  }

  private static int compare(String[] a, String[] b) {
    for (int k : new int[] {4, 5, 6}) {
      int c = Double.compare(Double.parseDouble(a[k]), Double.parseDouble(b[k]));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(Integer.parseInt(a[7]), Integer.parseInt(b[7]));
  }
}
