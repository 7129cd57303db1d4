package org.arrocco.app.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.arrocco.app.Cli;
import org.arrocco.core.Reference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arrocco tiebreaks --format tsv} against the reference tables: the output must equal the
 * reference file's {@code pid pts bh_Y bhc1_Y aro aroc1} columns for the chosen rules, line by
 * line.
 */
class TiebreaksCommandTest {
  /** The reference table cut down to the columns of one rule version, header renamed. */
  private static List<String> expected(Path tsv, String year) throws IOException {
    List<String> lines = Files.readAllLines(tsv, StandardCharsets.UTF_8);
    int bh = year.equals("2024") ? 2 : 4;
    List<String> out = new ArrayList<>();
    out.add("pid\tpts\tbh\tbhc1\taro\taroc1");
    for (String line : lines.subList(1, lines.size())) {
      String[] c = line.split("\t", -1);
      out.add(String.join("\t", c[0], c[1], c[bh], c[bh + 1], c[6], c[7]));
    }
    return out;
  }

  private static List<String> differences(Path trf, Path tsv) throws IOException {
    List<String> diffs = new ArrayList<>();
    for (String year : List.of("2024", "2026")) {
      Cli r = Cli.run("tiebreaks", "--trf", trf.toString(), "--rules", year, "--format", "tsv");
      if (r.status() != 0) {
        diffs.add(trf + " " + year + ": exit " + r.status() + " " + r.err());
        continue;
      }
      List<String> want = expected(tsv, year);
      List<String> got = r.out().lines().toList();
      if (!want.equals(got)) {
        diffs.add(
            trf.getParent().getFileName() + " " + year + ": expected " + want + " got " + got);
      }
    }
    return diffs;
  }

  @Test
  void tsvEqualsTheReferenceColumnsForBothRules() throws IOException {
    List<String> diffs =
        new ArrayList<>(
            differences(
                Reference.file("swiss/tiebreaks/mini-6p3r.trf"),
                Reference.file("swiss/tiebreaks/mini-6p3r.expected.tsv")));
    List<Path> dirs;
    try (Stream<Path> s = Files.list(Reference.dir().resolve("swiss/dutch"))) {
      dirs = s.filter(Files::isDirectory).sorted().toList();
    }
    assertTrue(dirs.size() >= 27);
    for (Path d : dirs) {
      diffs.addAll(differences(d.resolve("tournament.trf"), d.resolve("tiebreaks.tsv")));
    }
    assertEquals(List.of(), diffs);
  }

  @Test
  void textRanksByScoreThenTheOrder() {
    Cli r =
        Cli.run(
            "tiebreaks",
            "--trf",
            Reference.file("swiss/tiebreaks/mini-6p3r.trf").toString(),
            "--order",
            "BH-C1,BH,ARO");
    assertEquals(0, r.status(), r.err());
    List<String> lines = r.out().lines().toList();
    // Title, header, rule, then Boris, Anna, Fay, Emil, David, Clara (TIEBREAKS.md section 7),
    // then which rules and why.
    assertEquals(10, lines.size(), r.out());
    assertTrue(lines.get(9).startsWith("Spareggi con le regole C.07 di marzo 2026"), lines.get(9));
    assertTrue(
        lines
            .get(3)
            .matches(
                "\\s*1\\s+2\\s+Boris, Player2\\s+2000\\s+2\\.5\\s+3\\.5\\s+4\\.0\\s+1867\\s+1950"),
        lines.get(3));
    assertTrue(lines.get(8).matches("\\s*6\\s+3\\s+Clara.*"), lines.get(8));
    assertTrue(lines.get(7).matches("\\s*5\\s+4\\s+David.*"), lines.get(7));
  }

  @Test
  void unratedPlayerRefusesAroUnlessARatingIsGiven(@TempDir Path dir) throws IOException {
    // TIEBREAKS.md section 7 example 5: the worked example with David (4) unrated.
    String mini =
        Files.readString(Reference.file("swiss/tiebreaks/mini-6p3r.trf"), StandardCharsets.UTF_8);
    String line = mini.lines().filter(l -> l.startsWith("001    4")).findFirst().orElseThrow();
    String unrated = line.substring(0, 48) + "    " + line.substring(52);
    Path trf = dir.resolve("mini-unrated.trf");
    Files.writeString(trf, mini.replace(line, unrated), StandardCharsets.UTF_8);
    Cli refused = Cli.run("tiebreaks", "--trf", trf.toString(), "--format", "tsv");
    assertEquals(0, refused.status());
    assertTrue(refused.err().contains("ARO omesso: il giocatore 4 è senza Elo"), refused.err());
    Cli english = Cli.run("tiebreaks", "--trf", trf.toString(), "--format", "tsv", "--lang", "en");
    assertTrue(english.err().contains("ARO refused: participants [4] are unrated"), english.err());
    assertEquals(refused.out(), english.out());
    assertEquals("1\t2.5\t3.5\t3.0\t\t", refused.out().lines().toList().get(1));
    Cli rated =
        Cli.run(
            "tiebreaks", "--trf", trf.toString(), "--format", "tsv", "--unrated-rating", "1400");
    assertEquals(
        List.of(
            "pid\tpts\tbh\tbhc1\taro\taroc1",
            "1\t2.5\t3.5\t3.0\t1767\t1950",
            "2\t2.5\t4.0\t3.5\t1733\t1900",
            "3\t0.5\t5.5\t5.0\t1700\t1850",
            "4\t0.5\t5.5\t5.0\t2000\t2050",
            "5\t1.0\t4.5\t3.5\t2000\t",
            "6\t2.0\t3.0\t1.5\t1900\t"),
        rated.out().lines().toList());
    Cli text = Cli.run("tiebreaks", "--trf", trf.toString(), "--lang", "en");
    assertTrue(text.out().contains("order: BH-C1, BH"), text.out());
    assertTrue(!text.out().contains("order: BH-C1, BH, ARO"), text.out());
    Cli italian = Cli.run("tiebreaks", "--trf", trf.toString());
    assertTrue(
        italian.out().contains("spareggi FIDE C.07 (regole di marzo 2026), ordine: BH-C1, BH"),
        italian.out());
    assertTrue(
        italian.out().lines().anyMatch(l -> l.contains("Nome") && l.contains("Punti")),
        italian.out());
    assertEquals(2, Cli.run("tiebreaks", "--trf", trf.toString(), "--lang", "fr").status());
  }

  @Test
  void pairingByeWorthHalfAPointAsTheFileSays(@TempDir Path dir) throws IOException {
    // A TRF-2026 162 line gives the PAB 1/2 (rules/tournament.md "Byes"): Boris and Clara score
    // 1/2 for theirs. Checked by hand (BH: opponents' scores, a PAB round the player's own score;
    // the Cut 1 drops that round first) and by TieBreakServer 1.9.58 with -s, both rule years.
    Path trf = dir.resolve("pab-half.trf");
    String pad = " ".repeat(28);
    Files.writeString(
        trf,
        String.join(
            "\n",
            "012 PAB worth half a point",
            "XXR 3",
            "162  P 0.5",
            "001    1      Anna                              2000"
                + pad
                + " 2.0    1     4 w 1     3 b 1",
            "001    2      Boris                             1900"
                + pad
                + " 1.0    2     5 w =  0000 - U",
            "001    3      Clara                             1800"
                + pad
                + " 0.5    3  0000 - U     1 w 0",
            "001    4      David                             1700"
                + pad
                + " 0.0    4     1 b 0     5 b 0",
            "001    5      Emil                              1600"
                + pad
                + " 1.5    5     2 b =     4 w 1",
            ""),
        StandardCharsets.UTF_8);
    for (String year : List.of("2024", "2026")) {
      Cli r = Cli.run("tiebreaks", "--trf", trf.toString(), "--format", "tsv", "--rules", year);
      assertEquals(
          List.of(
              "pid\tpts\tbh\tbhc1\taro\taroc1",
              "1\t2.0\t0.5\t0.5\t1750\t1800",
              "2\t1.0\t2.5\t1.5\t1600\t",
              "3\t0.5\t2.5\t2.0\t2000\t",
              "4\t0.0\t3.5\t2.0\t1800\t2000",
              "5\t1.5\t1.0\t1.0\t1800\t1900"),
          r.out().lines().toList(),
          year + " " + r.err());
    }
  }

  @Test
  void badInputIsOneLineAndStatus2(@TempDir Path dir) throws IOException {
    Path bad = dir.resolve("bad.trf");
    Files.writeString(
        bad,
        "012 x\nXXR 3\n001    1      Anna                              2100                             1.0    1    2x w 1\n");
    Cli r = Cli.run("tiebreaks", "--trf", bad.toString());
    assertEquals(2, r.status());
    assertEquals(1, r.err().lines().count(), r.err());
    assertTrue(r.err().contains("bad.trf: line 3"), r.err());
    // A point-system line is read after the file: its error names the file as well.
    Path abnormal = dir.resolve("abnormal.trf");
    Files.writeString(
        abnormal,
        "012 x\nXXR 3\n299 W    1.0 001    1\n001    1      Anna                              2100"
            + " ".repeat(29)
            + "0.0    1\n");
    Cli scored = Cli.run("tiebreaks", "--trf", abnormal.toString());
    assertEquals(2, scored.status());
    assertEquals(1, scored.err().lines().count(), scored.err());
    assertTrue(scored.err().contains("abnormal.trf: line 3: abnormal point"), scored.err());
    Cli rules = Cli.run("tiebreaks", "--trf", bad.toString(), "--rules", "2019");
    assertEquals(2, rules.status());
    assertTrue(rules.err().contains("2024 o 2026, non '2019'"), rules.err());
    Cli english = Cli.run("tiebreaks", "--trf", bad.toString(), "--rules", "2019", "--lang", "en");
    assertTrue(english.err().contains("must be 2024 or 2026, not '2019'"), english.err());
    Path notTrf = dir.resolve("event.json");
    Files.writeString(notTrf, "{ \"format\" : \"arrocco-event\" }\n");
    Cli none = Cli.run("tiebreaks", "--trf", notTrf.toString());
    assertEquals(2, none.status());
    assertEquals(1, none.err().lines().count(), none.err());
    assertTrue(none.err().contains("event.json: no player lines (001)"), none.err());
    Cli imported =
        Cli.run(
            "tournament", "import", "-e", dir.resolve("x.json").toString(), "--trf", "" + notTrf);
    assertEquals(2, imported.status(), imported.out());
    assertTrue(!Files.exists(dir.resolve("x.json")), "no event made from a file without players");
    String mini = org.arrocco.core.Reference.file("swiss/tiebreaks/mini-6p3r.trf").toString();
    for (String rating : List.of("0", "-5", "99999")) {
      Cli r2 = Cli.run("tiebreaks", "--trf", mini, "--unrated-rating", rating);
      assertEquals(2, r2.status(), rating);
      assertTrue(r2.err().contains("--unrated-rating va da 1 a 3500"), r2.err());
    }
  }
}
