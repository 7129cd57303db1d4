package org.arrocco.tournament.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfDocument;
import org.arrocco.tournament.trf.TrfPairing;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Generated rounds of 101 to 2,000 players, each paired as the reference engine pairs it (its own
 * output, see the README beside the files): the brackets paired on their own and every shortcut of
 * a large field must give exactly that. Rounds of more than 1,000 players run under {@code -Pslow}.
 */
class LargeRoundPairingTest {
  private static Path dir() throws URISyntaxException {
    return Path.of(LargeRoundPairingTest.class.getResource("generated/README.md").toURI())
        .getParent();
  }

  /** The generated rounds of {@code min} to {@code max} players (the N of {@code eN-...}). */
  private static Stream<String> rounds(int min, int max) throws IOException, URISyntaxException {
    try (Stream<Path> s = Files.list(dir())) {
      return s
          .map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".trf"))
          .map(n -> n.substring(0, n.length() - 4))
          .filter(n -> players(n) >= min && players(n) <= max)
          .sorted()
          .toList()
          .stream();
    }
  }

  private static int players(String name) {
    return Integer.parseInt(name.substring(1, name.indexOf('-')));
  }

  static Stream<String> rounds() throws IOException, URISyntaxException {
    List<String> names = rounds(0, 1000).toList();
    assertTrue(names.size() >= 12, "expected the 12 generated rounds, found " + names.size());
    return names.stream();
  }

  static Stream<String> largeRounds() throws IOException, URISyntaxException {
    List<String> names = rounds(1001, Integer.MAX_VALUE).toList();
    assertTrue(names.size() >= 2, "expected the 2 large generated rounds, found " + names.size());
    return names.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rounds")
  void pairsAsTheReferenceEngine(String name) throws Exception {
    check(name);
  }

  @Tag("slow")
  @ParameterizedTest(name = "{0}")
  @MethodSource("largeRounds")
  void largeRoundsPairAsTheReferenceEngine(String name) throws Exception {
    check(name);
  }

  private static void check(String name) throws Exception {
    Path trf = dir().resolve(name + ".trf");
    RoundPairing got = DutchPairer.pair(TrfPairing.request(Tournament.of(TrfDocument.read(trf))));
    ReferencePairs exp = ReferencePairs.read(dir().resolve(name + ".pairs"));
    assertEquals("", exp.pairingDifference(ReferencePairs.of(got)), name);
    assertEquals(exp.boards(), got.boards(), name + " board order");
  }
}
