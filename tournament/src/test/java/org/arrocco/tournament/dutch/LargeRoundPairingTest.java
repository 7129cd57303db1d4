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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Generated rounds of 101 to 1,000 players, each paired as the reference engine pairs it (its own
 * output, see the README beside the files): the brackets paired on their own and every shortcut of
 * a large field must give exactly that.
 */
class LargeRoundPairingTest {
  private static Path dir() throws URISyntaxException {
    return Path.of(LargeRoundPairingTest.class.getResource("generated/README.md").toURI())
        .getParent();
  }

  static Stream<String> rounds() throws IOException, URISyntaxException {
    try (Stream<Path> s = Files.list(dir())) {
      List<String> names =
          s.map(p -> p.getFileName().toString())
              .filter(n -> n.endsWith(".trf"))
              .map(n -> n.substring(0, n.length() - 4))
              .sorted()
              .toList();
      assertTrue(names.size() >= 12, "expected the 12 generated rounds, found " + names.size());
      return names.stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rounds")
  void pairsAsTheReferenceEngine(String name) throws Exception {
    Path trf = dir().resolve(name + ".trf");
    RoundPairing got = DutchPairer.pair(TrfPairing.request(Tournament.of(TrfDocument.read(trf))));
    ReferencePairs exp = ReferencePairs.read(dir().resolve(name + ".pairs"));
    assertEquals("", exp.pairingDifference(ReferencePairs.of(got)), name);
    assertEquals(exp.boards(), got.boards(), name + " board order");
  }
}
