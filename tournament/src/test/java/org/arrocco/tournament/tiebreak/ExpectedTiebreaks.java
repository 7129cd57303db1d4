package org.arrocco.tournament.tiebreak;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * A reference {@code tiebreaks.tsv} read as it is (columns {@code pid pts bh_2024 bhc1_2024 bh_2026
 * bhc1_2026 aro aroc1}), and the comparison of computed values with it, reporting every mismatch by
 * participant and column.
 */
public final class ExpectedTiebreaks {
  private static final List<String> HEADER =
      List.of("pid", "pts", "bh_2024", "bhc1_2024", "bh_2026", "bhc1_2026", "aro", "aroc1");

  private final Path file;
  private final Map<Integer, String[]> rows = new LinkedHashMap<>();

  public ExpectedTiebreaks(Path file) throws IOException {
    this.file = file;
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    if (!List.of(lines.get(0).split("\t", -1)).equals(HEADER)) {
      throw new IllegalStateException(file + ": unexpected header " + lines.get(0));
    }
    for (String line : lines.subList(1, lines.size())) {
      if (line.isEmpty()) {
        continue;
      }
      String[] cells = line.split("\t", -1);
      if (cells.length != HEADER.size()) {
        throw new IllegalStateException(file + ": bad row " + line);
      }
      rows.put(Integer.parseInt(cells[0]), cells);
    }
  }

  public int size() {
    return rows.size();
  }

  /** Every difference between the table and the file under these rules, as readable lines. */
  public List<String> mismatches(TiebreakTable table, TiebreakRules rules) {
    List<String> out = new ArrayList<>();
    int bhColumn = rules == TiebreakRules.FIDE_2024 ? 2 : 4;
    if (table.all().size() != rows.size()) {
      out.add(file + ": " + table.all().size() + " participants, file has " + rows.size());
    }
    for (TiebreakValues v : table.all()) {
      String[] cells = rows.get(v.id());
      if (cells == null) {
        out.add(file + ": pid " + v.id() + " not in the file");
        continue;
      }
      compare(out, v.id(), HEADER.get(1), cells[1], tenths(v.score()));
      compare(out, v.id(), HEADER.get(bhColumn), cells[bhColumn], tenths(v.buchholz()));
      compare(out, v.id(), HEADER.get(bhColumn + 1), cells[bhColumn + 1], tenths(v.buchholzCut1()));
      compare(out, v.id(), "aro", cells[6], rating(v.aro()));
      compare(out, v.id(), "aroc1", cells[7], rating(v.aroCut1()));
    }
    return out;
  }

  private void compare(List<String> out, int pid, String column, String expected, String actual) {
    if (!expected.equals(actual)) {
      out.add(
          file.getParent().getFileName()
              + "/"
              + file.getFileName()
              + ": pid "
              + pid
              + " "
              + column
              + ": expected '"
              + expected
              + "', got '"
              + actual
              + "'");
    }
  }

  /** Tenths written as the reference writes points: one decimal. */
  static String tenths(int tenths) {
    return (tenths / 10) + "." + (tenths % 10);
  }

  static String rating(OptionalInt value) {
    return value.isPresent() ? Integer.toString(value.getAsInt()) : "";
  }
}
