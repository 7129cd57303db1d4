package org.arrocco.tournament.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.arrocco.core.Reference;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfDocument;
import org.junit.jupiter.api.Test;

/**
 * Every reference tie-break table ({@code swiss/tiebreaks/mini-6p3r} and every {@code
 * swiss/dutch/<name>/tiebreaks.tsv}), read as it is, against our values under both rule versions;
 * mismatches are reported by tournament, pid and column.
 */
class ReferenceTiebreaksTest {
  private static EventResults results(Path trf) throws IOException {
    return TrfResults.of(Tournament.of(TrfDocument.read(trf)));
  }

  private static List<String> mismatches(Path trf, Path tsv) throws IOException {
    ExpectedTiebreaks expected = new ExpectedTiebreaks(tsv);
    EventResults results = results(trf);
    List<String> out = new ArrayList<>();
    for (TiebreakRules rules : TiebreakRules.values()) {
      TiebreakTable table = TiebreakTable.compute(results, rules, OptionalInt.empty());
      for (String m : expected.mismatches(table, rules)) {
        out.add(rules + " " + m);
      }
    }
    return out;
  }

  @Test
  void miniFromItsTrf() throws IOException {
    assertEquals(
        List.of(),
        mismatches(
            Reference.file("swiss/tiebreaks/mini-6p3r.trf"),
            Reference.file("swiss/tiebreaks/mini-6p3r.expected.tsv")));
  }

  @Test
  void everyDutchTournament() throws IOException {
    List<Path> dirs;
    try (Stream<Path> s = Files.list(Reference.dir().resolve("swiss/dutch"))) {
      dirs = s.filter(Files::isDirectory).sorted().toList();
    }
    assertTrue(dirs.size() >= 27, "expected the 27 reference tournaments, found " + dirs.size());
    List<String> all = new ArrayList<>();
    int players = 0;
    for (Path dir : dirs) {
      String name = dir.getFileName().toString();
      Path tsv = Reference.file("swiss/dutch/" + name + "/tiebreaks.tsv");
      all.addAll(mismatches(Reference.file("swiss/dutch/" + name + "/tournament.trf"), tsv));
      players += new ExpectedTiebreaks(tsv).size();
    }
    assertEquals(378, players, "players in the reference set");
    assertEquals(List.of(), all, all.size() + " mismatches");
  }
}
