package org.arrocco.tournament.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.arrocco.core.Reference;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfDocument;
import org.arrocco.tournament.trf.TrfPairing;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every reference round: our pairing equals the reference engine's (pairs, colours, PAB). */
class ReferencePairingTest {

  static Stream<String> rounds() throws IOException {
    Path dutch = Reference.dir().resolve("swiss/dutch");
    List<String> out = new ArrayList<>();
    try (Stream<Path> s = Files.walk(dutch)) {
      s.filter(p -> p.getFileName().toString().endsWith(".input.trf"))
          .map(p -> dutch.relativize(p).toString().replace(".input.trf", ""))
          .sorted()
          .forEach(out::add);
    }
    assertTrue(out.size() >= 181, "expected all reference rounds, found " + out.size());
    return out.stream();
  }

  private static RoundPairing ours(String name) throws Exception {
    Path dutch = Reference.dir().resolve("swiss/dutch");
    Tournament t = Tournament.of(TrfDocument.read(dutch.resolve(name + ".input.trf")));
    return DutchPairer.pair(TrfPairing.request(t));
  }

  private static ReferencePairs expected(String name) throws IOException {
    return ReferencePairs.read(Reference.dir().resolve("swiss/dutch").resolve(name + ".pairs"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rounds")
  void pairsLikeTheReference(String name) throws Exception {
    ReferencePairs exp = expected(name);
    String diff = exp.pairingDifference(ReferencePairs.of(ours(name)));
    assertEquals("", diff, name);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rounds")
  void boardOrderLikeTheReference(String name) throws Exception {
    ReferencePairs exp = expected(name);
    RoundPairing got = ours(name);
    if (exp.pairingDifference(ReferencePairs.of(got)).isEmpty()) {
      assertEquals(exp.boards(), got.boards(), name + " board order");
    }
  }
}
