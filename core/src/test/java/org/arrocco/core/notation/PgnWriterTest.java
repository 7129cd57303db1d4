package org.arrocco.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PgnWriterTest {
  private static PgnLine moves(String... sans) {
    List<PgnMove> out = new ArrayList<>();
    for (String s : sans) {
      out.add(PgnMove.of(s));
    }
    return PgnLine.of(out);
  }

  @Test
  void writesTheRosterFirstThenOtherTagsInOrder() {
    PgnGame g =
        new PgnGame(
            List.of(
                new PgnTag("TimeControl", "480"),
                new PgnTag("White", "Rossi"),
                new PgnTag("Annotator", "say \"hi\" \\o/"),
                new PgnTag("Result", "0-1")),
            moves("e4", "e5"),
            "1-0",
            0);
    assertEquals(
        String.join(
            "\n",
            "[Event \"?\"]",
            "[Site \"?\"]",
            "[Date \"????.??.??\"]",
            "[Round \"?\"]",
            "[White \"Rossi\"]",
            "[Black \"?\"]",
            "[Result \"1-0\"]",
            "[TimeControl \"480\"]",
            "[Annotator \"say \\\"hi\\\" \\\\o/\"]",
            "",
            "1. e4 e5 1-0",
            ""),
        PgnWriter.write(g));
  }

  @Test
  void aTagValueKeepsToOneLine() {
    PgnGame g = new PgnGame(List.of(new PgnTag("Event", "Sociale\n2026\tRoma\r")), moves(), "*", 0);
    String text = PgnWriter.write(g);
    assertTrue(text.startsWith("[Event \"Sociale 2026 Roma \"]\n[Site \"?\"]\n"), text);
    assertEquals("Sociale 2026 Roma ", PgnReader.readAll(text).get(0).tag("Event").get());
  }

  @Test
  void writesAnnotationsAndRepeatsTheNumberForBlackAfterThem() {
    PgnMove e4 = new PgnMove("e4", List.of(1), List.of("best by test"), List.of(), 0, 0);
    PgnMove e5 = new PgnMove("e5", List.of(), List.of(), List.of(moves("c5", "Nf3")), 0, 0);
    PgnLine line = new PgnLine(List.of("start"), List.of(e4, e5, PgnMove.of("Nf3")));
    String text = PgnWriter.write(new PgnGame(List.of(), line, "*", 0));
    assertTrue(
        text.endsWith("\n{start} 1. e4 $1 {best by test} 1... e5 (1... c5 2. Nf3) 2. Nf3 *\n"),
        text);
  }

  @Test
  void numbersFromTheFenTagsMoveNumberAndSide() {
    PgnGame g =
        new PgnGame(
            List.of(new PgnTag("SetUp", "1"), new PgnTag("FEN", "4k3/8/8/8/8/8/8/4K2R b K - 3 12")),
            moves("Kd7", "Rh7+"),
            "*",
            0);
    assertTrue(PgnWriter.write(g).endsWith("\n12... Kd7 13. Rh7+ *\n"));
  }

  @Test
  void wrapsMoveTextAtSeventyNineColumnsAndReadsBackTheSame() {
    List<String> sans = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      sans.add(i % 2 == 0 ? "Nf3" : "Nf6");
      sans.add(i % 2 == 0 ? "Ng1" : "Ng8");
    }
    PgnMove commented =
        new PgnMove(
            "Nc3",
            List.of(),
            List.of("a long comment ".repeat(12).trim(), "%not an escape"),
            List.of(),
            0,
            0);
    List<PgnMove> all = new ArrayList<>(moves(sans.toArray(String[]::new)).moves());
    all.add(commented);
    PgnGame g = new PgnGame(List.of(new PgnTag("Event", "x")), PgnLine.of(all), "1/2-1/2", 0);
    String text = PgnWriter.write(g);
    for (String line : text.split("\n")) {
      assertTrue(line.length() <= 79, line.length() + ": " + line);
      assertTrue(!line.startsWith("%"), line);
    }
    PgnGame back = PgnReader.readAll(text).get(0);
    assertEquals(text, PgnWriter.write(back));
    assertEquals(121, back.moves().moves().size());
    assertEquals(commented.comments(), back.moves().moves().get(120).comments());
  }

  @Test
  void aClosingBraceInALineCommentIsWrittenAsAParenthesis() {
    PgnGame g = PgnReader.readAll("1. e4 ; see {Keres}\n*").get(0);
    String text = PgnWriter.write(g);
    assertTrue(text.endsWith("\n1. e4 {see {Keres)} *\n"), text);
    assertEquals(
        List.of("see {Keres)"), PgnReader.readAll(text).get(0).moves().moves().get(0).comments());
  }

  @Test
  void readWriteReadKeepsEverything() {
    String text =
        "[Event \"e\"]\n[Black \"b\"]\n[Variant \"Chess960\"]\n\n"
            + "{intro} 1. e4 $1 {c1} {c2} e5 (1... c5 {sicilian} (1... e6) 2. Nf3) "
            + "(1... d5) 2. Nf3 $14 Nc6 0-1\n";
    PgnGame first = PgnReader.readAll(text).get(0);
    String written = PgnWriter.write(first);
    PgnGame second = PgnReader.readAll(written).get(0);
    assertEquals(strip(first.moves()), strip(second.moves()));
    assertEquals(written, PgnWriter.write(second));
    assertTrue(written.contains("[Variant \"Chess960\"]"));
  }

  /** The line without file positions, to compare what was read twice. */
  private static PgnLine strip(PgnLine line) {
    List<PgnMove> out = new ArrayList<>();
    for (PgnMove m : line.moves()) {
      List<PgnLine> vs = new ArrayList<>();
      m.variations().forEach(v -> vs.add(strip(v)));
      out.add(new PgnMove(m.san(), m.nags(), m.comments(), vs, 0, 0));
    }
    return new PgnLine(line.comments(), out);
  }
}
