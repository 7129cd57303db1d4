package org.arrocco.app.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.arrocco.app.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One reading of a TRF for every command (issue 30, points 8 and 9; issue 29, point 5): the rules
 * chosen by the event's end date, a points column that disagrees with the results, a rating out of
 * range, a tie-break listed twice, a file with no round to check.
 */
class TrfValidationTest {
  @TempDir Path dir;

  /**
   * The worked example of TIEBREAKS.md with a header as Swiss-Manager writes it: {@code header}
   * lines before the players.
   */
  private Path example(String name, String... header) throws IOException {
    StringBuilder sb = new StringBuilder("012 Tie-break worked example\n");
    for (String h : header) {
      sb.append(h).append('\n');
    }
    sb.append("XXR 3\nXXC white1\n");
    String[][] players = {
      {"1", "Anna, Player1", "2100", "2.5", "2", "   4 w 1     2 b =     3 w 1"},
      {"2", "Boris, Player2", "2000", "2.5", "1", "   5 b 1     1 w =     4 b 1"},
      {"3", "Clara, Player3", "1900", "0.5", "6", "   6 w 0     4 b =     1 b 0"},
      {"4", "David, Player4", "1800", "0.5", "5", "   1 b 0     3 w =     2 w 0"},
      {"5", "Emil, Player5", "1700", "1.0", "4", "   2 w 0     6 b -  0000 - U"},
      {"6", "Fay, Player6", "1600", "2.0", "3", "   3 b 1     5 w +  0000 - Z"}
    };
    for (String[] p : players) {
      sb.append(
          String.format(
              "001 %4s      %-33s %4s %3s %11s %10s %4s %4s  %s%n",
              p[0], p[1], p[2], "", "", "", p[3], p[4], p[5]));
    }
    Path f = dir.resolve(name);
    Files.writeString(f, sb.toString(), StandardCharsets.UTF_8);
    return f;
  }

  /** A {@code 132} line with one date per round in the round columns (92, 102, 112). */
  private static String roundDates(String... dates) {
    StringBuilder sb = new StringBuilder("132");
    sb.append(" ".repeat(91 - sb.length()));
    for (String d : dates) {
      sb.append(d).append("  ");
    }
    return sb.toString().stripTrailing();
  }

  /** Fay's BH in the TSV of {@code tiebreaks} (2024 rules: 4.5, 2026 rules: 3.0). */
  private static String faysBuchholz(Cli r) {
    assertEquals(0, r.status(), r.err());
    String fay = r.out().lines().filter(l -> l.startsWith("6\t")).findFirst().orElseThrow();
    return fay.split("\t")[2];
  }

  @Test
  void theRulesAreThoseInForceWhenTheEventEndedAndTheCommandSaysWhy() throws IOException {
    Path ended2025 = example("a.trf", "042 2025/04/01", "052 2025/04/03");
    Cli a = Cli.run("tiebreaks", "--trf", ended2025.toString(), "--format", "tsv");
    assertEquals("4.5", faysBuchholz(a), "ended before 1 March 2026: the 2024 rules");
    assertTrue(a.err().contains("regole C.07 2023/2024"), a.err());
    assertTrue(a.err().contains("finito il 2025-04-03 (data di fine, riga 052)"), a.err());
    // 052 says when the event ended even when the rounds were earlier
    Path ended2026 =
        example("b.trf", "052 2026/03/01", roundDates("26/02/27", "26/02/28", "26/02/28"));
    Cli b = Cli.run("tiebreaks", "--trf", ended2026.toString(), "--format", "tsv", "--lang", "en");
    assertEquals("3.0", faysBuchholz(b), "ended on 1 March 2026: the 2026 rules");
    assertTrue(b.err().contains("on or after 1 March 2026"), b.err());
    // no 052: the last round's date in 132 (Vega and Swiss-Manager write YY/MM/DD there)
    Path rounds =
        example("c.trf", "042 2026/02/20", roundDates("26/02/20", "26/02/27", "26/03/06"));
    assertEquals(
        "3.0", faysBuchholz(Cli.run("tiebreaks", "--trf", rounds.toString(), "--format", "tsv")));
    Path rounds2025 =
        example("d.trf", "042 2026/02/20", roundDates("26/02/20", "26/02/27", "26/02/28"));
    Cli d = Cli.run("tiebreaks", "--trf", rounds2025.toString(), "--format", "tsv");
    assertEquals("4.5", faysBuchholz(d));
    assertTrue(d.err().contains("data dell'ultimo turno, riga 132"), d.err());
    // no 052, no 132: the start date
    Path started = example("e.trf", "042 2024/11/30");
    Cli e = Cli.run("tiebreaks", "--trf", started.toString(), "--format", "tsv");
    assertEquals("4.5", faysBuchholz(e));
    assertTrue(e.err().contains("data d'inizio, riga 042"), e.err());
    // no date: the rules in force, and the text ranking says so under its table
    Path none = example("f.trf");
    Cli f = Cli.run("tiebreaks", "--trf", none.toString());
    assertEquals(0, f.status(), f.err());
    assertTrue(f.out().contains("il TRF non dà date (052, 132, 042)"), f.out());
    assertEquals(
        "3.0", faysBuchholz(Cli.run("tiebreaks", "--trf", none.toString(), "--format", "tsv")));
    // --rules overrides the date, and says so
    Cli named =
        Cli.run("tiebreaks", "--trf", ended2025.toString(), "--format", "tsv", "--rules", "2026");
    assertEquals("3.0", faysBuchholz(named));
    assertTrue(named.err().contains("scelte con --rules"), named.err());
  }

  @Test
  void anEventCreatedWithADateTakesTheRulesOfItsLastDay(@TempDir Path d) throws IOException {
    Path old = d.resolve("old.json");
    Cli made = EventCli.run(old, "new", "--name", "Open", "--date", "2025-04-03");
    assertTrue(made.out().contains("regole C.07 2023/2024, in vigore il 2025-04-03"), made.out());
    assertTrue(EventCli.run(old, "settings").out().contains("regole C.07 2024"));
    Path recent = d.resolve("new.json");
    EventCli.run(
        recent, "new", "--name", "Open", "--date", "2026-02-27", "--end-date", "2026-03-01");
    assertTrue(EventCli.run(recent, "settings").out().contains("regole C.07 2026"));
    Path named = d.resolve("named.json");
    Cli n = EventCli.run(named, "new", "--name", "Open", "--date", "2025-04-03", "--rules", "2026");
    assertFalse(n.out().contains("Spareggi"), n.out());
    assertTrue(EventCli.run(named, "settings").out().contains("regole C.07 2026"));
  }

  @Test
  void aPointsColumnThatDisagreesWithTheResultsIsWarnedOfByEveryCommand() throws IOException {
    Path good = example("good.trf", "052 2025/04/03");
    for (List<String> command :
        List.of(
            List.of("tiebreaks", "--trf"),
            List.of("pair", "--trf"),
            List.of("check", "--trf"),
            List.of("tournament", "import", "-e", dir.resolve("x.json").toString(), "--trf"))) {
      String text =
          Files.readString(good)
              .replace(
                  "Emil, Player5                     1700                             1.0",
                  "Emil, Player5                     1700                             1.5");
      Path bad = Files.writeString(dir.resolve("bad.trf"), text);
      String[] args =
          new java.util.ArrayList<>(command) {
            {
              add(bad.toString());
            }
          }.toArray(new String[0]);
      Cli r = Cli.run(args);
      assertFalse(r.leaksAnException(), r.out() + r.err());
      assertTrue(
          r.err()
              .contains(
                  "attenzione: "
                      + bad
                      + ": riga 9: il giocatore 5 ha 1.5 nella colonna dei punti (81-84), ma i"
                      + " suoi risultati danno 1.0"),
          command + ": " + r.err());
      Files.deleteIfExists(dir.resolve("x.json"));
      String[] clean = args.clone();
      clean[clean.length - 1] = good.toString();
      Cli ok = Cli.run(clean);
      assertFalse(ok.err().contains("attenzione"), command + ": " + ok.err());
      Files.deleteIfExists(dir.resolve("x.json"));
    }
  }

  @Test
  void aRatingOutOfRangeIsRefusedAlikeByEveryCommand() throws IOException {
    String text = Files.readString(example("good.trf")).replace(" 2100 ", " 9999 ");
    Path bad = Files.writeString(dir.resolve("bad.trf"), text);
    for (List<String> command :
        List.of(
            List.of("tiebreaks", "--trf"),
            List.of("pair", "--trf"),
            List.of("check", "--trf"),
            List.of("tournament", "import", "-e", dir.resolve("x.json").toString(), "--trf"))) {
      List<String> args = new java.util.ArrayList<>(command);
      args.add(bad.toString());
      Cli r = Cli.run(args.toArray(new String[0]));
      assertEquals(2, r.status(), command + ": " + r.out() + r.err());
      assertTrue(
          r.err()
              .contains(
                  bad + ": line 4, columns 49-52: expected a rating (0-3500) or blank, found 9999"),
          command + ": " + r.err());
    }
    Path e = dir.resolve("e.json");
    EventCli.run(e, "new", "--name", "Open");
    Cli register = EventCli.run(e, "register", "--name", "X", "--fide-rating", "9999");
    assertEquals(2, register.status());
    assertTrue(register.err().contains("l'Elo va da 0 a 3500"), register.err());
  }

  @Test
  void aTiebreakListedTwiceIsRefusedByEveryCommandThatTakesAnOrder() throws IOException {
    Path trf = example("good.trf");
    Cli order = Cli.run("tiebreaks", "--trf", trf.toString(), "--order", "BH,bh");
    assertEquals(2, order.status(), order.out());
    assertTrue(order.err().contains("uno spareggio compare due volte: BH, bh"), order.err());
    Path e = dir.resolve("e.json");
    EventCli.run(e, "new", "--name", "Open");
    Cli settings = EventCli.run(e, "settings", "--tiebreaks", "BH,bh");
    assertEquals(2, settings.status());
    assertTrue(settings.err().contains("uno spareggio compare due volte: BH, bh"), settings.err());
  }

  @Test
  void aFileWithNoRoundToCheckFailsTheCheck() throws IOException {
    Path empty =
        Files.writeString(
            dir.resolve("r1.trf"),
            "012 Before round 1\nXXR 5\nXXC white1\n"
                + String.format("001 %4d      %-33s %4d %27s%4s%n", 1, "A", 2000, "", "0.0")
                + String.format("001 %4d      %-33s %4d %27s%4s%n", 2, "B", 1900, "", "0.0"));
    Cli r = Cli.run("check", "--trf", empty.toString(), "--lang", "en");
    assertEquals(1, r.status(), r.out() + r.err());
    assertTrue(r.out().contains("no round to check"), r.out());
  }
}
