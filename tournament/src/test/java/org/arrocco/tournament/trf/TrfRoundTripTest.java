package org.arrocco.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.arrocco.core.Reference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class TrfRoundTripTest {

  static Stream<Path> referenceFiles() throws IOException {
    Path swiss = Reference.dir().resolve("swiss");
    List<Path> out = new ArrayList<>();
    try (Stream<Path> s = Files.walk(swiss)) {
      s.filter(p -> p.toString().endsWith(".trf")).sorted().forEach(out::add);
    }
    assertTrue(out.size() >= 209, "expected every reference TRF, found " + out.size());
    return out.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("referenceFiles")
  void writingWhatWasReadGivesTheSameBytes(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    TrfDocument doc = TrfDocument.read(bytes);
    assertArrayEquals(bytes, doc.bytes());
    Tournament t = Tournament.of(doc);
    assertTrue(t.totalRounds() > 0);
    assertTrue(t.initialColour() != Colour.NONE);
    for (TrfLine line : doc.linesTagged("001")) {
      PlayerRecord p = PlayerRecord.parse(line);
      assertEquals(line.text().stripTrailing(), p.toTrf(), "line " + line.number());
      // The points column is the score before the round being paired; a pre-announced bye of
      // that round (the last entry) may be listed without being counted.
      int all = p.computedPoints(10);
      RoundResult last = p.rounds().isEmpty() ? null : p.rounds().get(p.rounds().size() - 1);
      int withoutLast = last == null ? all : all - last.points(10);
      assertTrue(
          p.pointsTenths() == all || (!last.paired() && p.pointsTenths() == withoutLast),
          "points column, line " + line.number());
    }
  }

  @Test
  void lineEndsOfEveryKindArePreserved() {
    String text = "012 Mixed\r\nXXR 3\r### comment\n\nunknown line kept\r\n999 trailing";
    TrfDocument doc = TrfDocument.parse(text);
    assertEquals(text, doc.text());
    assertEquals(6, doc.lines().size());
    assertEquals("\r", doc.lines().get(1).end());
    assertEquals("", doc.lines().get(5).end());
    assertEquals(3, Tournament.of(doc).totalRounds());
  }

  @Test
  void latin1FilesComeBackByteForByte() {
    byte[] bytes = "012 Citt\u00e0 di Pisa\n".getBytes(StandardCharsets.ISO_8859_1);
    TrfDocument doc = TrfDocument.read(bytes);
    assertArrayEquals(bytes, doc.bytes());
    assertEquals("Citt\u00e0 di Pisa", Tournament.of(doc).name());
  }

  @Test
  void utf8WithByteOrderMarkComesBackByteForByte() {
    byte[] body = "012 Citt\u00e0\r\n".getBytes(StandardCharsets.UTF_8);
    byte[] bytes = new byte[body.length + 3];
    bytes[0] = (byte) 0xef;
    bytes[1] = (byte) 0xbb;
    bytes[2] = (byte) 0xbf;
    System.arraycopy(body, 0, bytes, 3, body.length);
    TrfDocument doc = TrfDocument.read(bytes);
    assertArrayEquals(bytes, doc.bytes());
    assertEquals("Citt\u00e0", Tournament.of(doc).name());
  }
}
