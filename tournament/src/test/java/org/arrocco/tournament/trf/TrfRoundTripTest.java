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

  private static String player(int rank, String name, int rating, String points, String rounds) {
    return String.format("001 %4d      %-33s %4d%28s%4s %4d", rank, name, rating, "", points, rank)
        + rounds
        + "\r\n";
  }

  @Test
  void aTrf2026FileIsReadAndWrittenBackTheSame() throws IOException {
    // issue 29, TRF-2026 (FIDE handbook TRF26): the tournament tags 172-222, National Rating
    // Support records (a federation code instead of 001), 240 and 260 records, and 162 with the
    // TRF-2026 codes A (absence) and X (unknown result); before, 162 refused A and X. The
    // short-game
    // codes W D L (a game of less than one move) are kept as written.
    String text =
        "012 Open di prova\r\n"
            + "022 Vedano al Lambro\r\n"
            + "032 ITA\r\n"
            + "042 2026/10/03\r\n"
            + "052 2026/10/04\r\n"
            + "062 4\r\n"
            + "072 4\r\n"
            + "092 Individual: Swiss-System\r\n"
            + "102 Bianchi, Anna\r\n"
            + "122 90'+30\"\r\n"
            + "132                                                                                        26/10/03  26/10/04  26/10/04\r\n"
            + "142 3\r\n"
            + "152 W\r\n"
            + "162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5\r\n"
            + "172 ITA FIDON\r\n"
            + "182 arrocco\r\n"
            + "192 FIDE_DUTCH_2025\r\n"
            + "202 BH:C1,BH,AOB\r\n"
            + "212 PTS,BH:C1,BH,AOB\r\n"
            + "222 5400+30\r\n"
            + player(1, "Rossi, Mario", 2012, "2.0", "     3 w W     2 w 1")
            + String.format("ITA %4d      %-33s %4d", 1, "Rossi, Mario", 1850)
            + "\r\n"
            + player(2, "Verdi, Luca", 1990, "0.5", "     4 b D     1 b 0")
            + player(3, "Neri, Sara", 1900, "0.0", "     1 b L     4 w L")
            + player(4, "Gialli, Elena", 1850, "1.5", "     2 w D     3 b W")
            + "240 H   3    2\r\n"
            + "260   1   3    1    4\r\n";
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    TrfDocument doc = TrfDocument.read(bytes);
    assertArrayEquals(bytes, doc.bytes());
    Tournament t = Tournament.of(doc);
    assertEquals(3, t.totalRounds());
    assertEquals(Colour.WHITE, t.initialColour());
    assertEquals(new PointSystem(10, 5, 0, 0, 0, 10), t.pointSystem());
    assertEquals(4, t.players().size());
    assertEquals(ResultCode.SHORT_WIN, t.players().get(0).round(1).code());
    assertEquals(ResultCode.SHORT_DRAW, t.players().get(1).round(1).code());
    assertEquals(ResultCode.SHORT_LOSS, t.players().get(2).round(2).code());
    for (TrfLine line : doc.linesTagged("001")) {
      PlayerRecord p = PlayerRecord.parse(line);
      assertEquals(line.text(), p.toTrf(), "line " + line.number());
      assertEquals(p.pointsTenths(), p.computedPoints(10), "line " + line.number());
    }
    // other values of A and X are read: an absence worth half a point scores the 0000 - Z entry
    Tournament half =
        Tournament.parse(text.replace("A 0.0    P 1.0    X 0.5", "A 0.5    P 1.0    X 0.0"));
    assertEquals(new PointSystem(10, 5, 0, 5, 5, 10), half.pointSystem());
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
