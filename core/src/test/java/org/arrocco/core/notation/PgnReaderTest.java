package org.arrocco.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PgnReaderTest {
  private static final String ANNOTATED =
      String.join(
          "\n",
          "% an escape line, skipped",
          "[Event \"Torneo \\\"sociale\\\" 2026\"]",
          "[Site \"C:\\\\Circolo\"]",
          "[Date \"2026.11.21\"]",
          "[Round \"3\"]",
          "[White \"Rossi, Mario\"]",
          "[Black \"Bianchi, Anna\"]",
          "[Result \"1-0\"]",
          "[TimeControl \"480\"]",
          "",
          "{Before the first move} 1. e4 $1 e5 {Open game} (1... c5 2. Nf3 (2. c3) 2... d6)",
          "2. Nf3!? ; a rest-of-line comment",
          "2... Nc6 3.Bb5 a6?! 4. Ba4 1-0",
          "");

  @Test
  void readsTagsInOrderWithEscapes() {
    PgnGame g = PgnReader.readAll(ANNOTATED).get(0);
    assertEquals(8, g.tags().size());
    assertEquals("Event", g.tags().get(0).name());
    assertEquals("Torneo \"sociale\" 2026", g.tag("Event").orElseThrow());
    assertEquals("C:\\Circolo", g.tag("Site").orElseThrow());
    assertEquals("TimeControl", g.tags().get(7).name());
    assertEquals(Optional.empty(), g.tag("FEN"));
    assertEquals("1-0", g.result());
    assertEquals(2, g.line());
  }

  @Test
  void readsMovesCommentsNagsAndVariations() {
    PgnGame g = PgnReader.readAll(ANNOTATED).get(0);
    PgnLine main = g.moves();
    assertEquals(List.of("Before the first move"), main.comments());
    List<String> sans = new ArrayList<>();
    main.moves().forEach(m -> sans.add(m.san()));
    assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"), sans);
    PgnMove e4 = main.moves().get(0);
    assertEquals(List.of(1), e4.nags());
    assertEquals(11, e4.line());
    assertEquals(28, e4.column()); // after the 23-character comment and '1. '
    PgnMove e5 = main.moves().get(1);
    assertEquals(List.of("Open game"), e5.comments());
    assertEquals(1, e5.variations().size());
    PgnLine sicilian = e5.variations().get(0);
    assertEquals("c5", sicilian.moves().get(0).san());
    assertEquals("c3", sicilian.moves().get(1).variations().get(0).moves().get(0).san());
    assertEquals("d6", sicilian.moves().get(2).san());
    PgnMove nf3 = main.moves().get(2);
    assertEquals(List.of(5), nf3.nags()); // !? is NAG 5
    assertEquals(List.of("a rest-of-line comment"), nf3.comments());
    assertEquals(List.of(6), main.moves().get(5).nags()); // ?! is NAG 6
  }

  @Test
  void readsManyGamesWithAndWithoutTags() {
    String text =
        "[Event \"a\"]\n\n1. d4 d5 1/2-1/2\n\n[Event \"b\"]\n[Result \"*\"]\n\n*\n\n"
            + "1. e4 0-1\n1. c4 1-0";
    List<PgnGame> games = PgnReader.readAll(text);
    assertEquals(4, games.size());
    assertEquals("1/2-1/2", games.get(0).result());
    assertEquals(0, games.get(1).moves().moves().size());
    assertEquals("*", games.get(1).result());
    assertEquals(List.of(), games.get(2).tags());
    assertEquals("c4", games.get(3).moves().moves().get(0).san());
  }

  @Test
  void readsSymbolsOfOtherNotations() {
    PgnGame g = PgnReader.readAll("1. e2e4 -- 2. N@f3 e8=Q+ 3. O-O-O# *").get(0);
    List<String> sans = new ArrayList<>();
    g.moves().moves().forEach(m -> sans.add(m.san()));
    assertEquals(List.of("e2e4", "--", "N@f3", "e8=Q+", "O-O-O#"), sans);
  }

  @Test
  void emptyTextHasNoGames() {
    assertEquals(List.of(), PgnReader.readAll(""));
    assertEquals(List.of(), PgnReader.readAll("\n% only an escape\n  \n"));
  }

  @Test
  void percentIsAnEscapeOnlyInColumnOne() {
    assertEquals(1, PgnReader.readAll("\uFEFF%!PGN escape\n1. e4 *").size()); // after a BOM too
    NotationException e = error("1. e4 %not an escape\n*");
    assertEquals("line 1, column 7", e.where());
  }

  @Test
  void tabsAndBlankLinesAreWhiteSpace() {
    PgnGame g = PgnReader.readAll("[Event\t\"x\"]\n\n\n1.\te4\t\te5\n\n\n1/2-1/2").get(0);
    assertEquals(2, g.moves().moves().size());
    assertEquals("x", g.tag("Event").orElseThrow());
  }

  @Test
  void commentsAfterTheLastGameAreSkippedAndBeforeAGameKept() {
    List<PgnGame> games =
        PgnReader.readAll("{before} 1. e4 *\n{after the last game}\n; and more\n");
    assertEquals(1, games.size());
    assertEquals(List.of("before"), games.get(0).moves().comments());
  }

  @Test
  void crlfLineEndsAreRead() {
    PgnGame g = PgnReader.readAll("[Event \"x\"]\r\n\r\n1. e4 {a \r\n b} e5 1-0\r\n").get(0);
    assertEquals(2, g.moves().moves().size());
    assertEquals(List.of("a b"), g.moves().moves().get(0).comments());
  }

  @Test
  void aByteOrderMarkStartingALaterGameIsWhiteSpace() {
    // Two files written with a byte-order mark and joined (cat a.pgn b.pgn): the second mark
    // opens the second game's first line.
    String file = "\uFEFF[Event \"a\"]\n\n1. e4 *\n\n";
    List<PgnGame> games = PgnReader.readAll(file + file + "\uFEFF% escape\n");
    assertEquals(2, games.size());
    assertEquals("a", games.get(1).tag("Event").orElseThrow());
    assertEquals(5, games.get(1).line());
  }

  @Test
  void recoveryFindsAGameAfterAByteOrderMark() {
    PgnReader r = new PgnReader("[Event \"x\"]\n\n1. e4 ) *\n\n\uFEFF[Event \"b\"]\n\n1. d4 *\n");
    assertThrows(NotationException.class, r::next);
    assertEquals("b", r.next().tag("Event").orElseThrow());
    assertFalse(r.hasNext());
  }

  @Test
  void anInvisibleCharacterIsShownByItsCodePoint() {
    NotationException e = error("1. e4 \u200B e5 *");
    assertTrue(e.problem().contains("U+200B"), e.problem());
  }

  @Test
  void aCheckAfterAnEnPassantMarkWrittenOntoTheMoveIsPartOfTheMove() {
    PgnGame g = PgnReader.readAll("1... dxe3e.p.+ 2. Kd1 d4e3ep# *").get(0);
    assertEquals("dxe3e.p.+", g.moves().moves().get(0).san());
    assertEquals("d4e3ep#", g.moves().moves().get(2).san());
  }

  @Test
  void carriageReturnsAloneEndLines() {
    // Files of the classic Mac OS end lines with a carriage return alone.
    String text =
        "[Event \"a\"]\r[Result \"*\"]\r\r1. e4 ) e5 *\r\r[Event \"b\"]\r[Result \"*\"]\r\r"
            + "%escape\r1. d4 {two\rlines} *\r\r[Event \"c\"]\r\r1. c4 *\r";
    PgnReader r = new PgnReader(text);
    NotationException e = assertThrows(NotationException.class, r::next);
    assertEquals("line 4, column 7", e.where());
    PgnGame b = r.next();
    assertEquals("b", b.tag("Event").orElseThrow());
    assertEquals(6, b.line());
    assertEquals(List.of("two lines"), b.moves().moves().get(0).comments());
    assertEquals(13, r.next().line());
    assertFalse(r.hasNext());
  }

  @Test
  void aPromotionInParenthesesIsAMoveNotAVariation() {
    PgnGame g = PgnReader.readAll("1. e8(Q) (1. e8(n)+ Kf7) 1... Kf7 2. d8=Q(2. d8(R)) *").get(0);
    List<String> sans = new ArrayList<>();
    g.moves().moves().forEach(m -> sans.add(m.san()));
    assertEquals(List.of("e8(Q)", "Kf7", "d8=Q"), sans);
    assertEquals("e8(n)+", g.moves().moves().get(0).variations().get(0).moves().get(0).san());
    assertEquals("d8(R)", g.moves().moves().get(2).variations().get(0).moves().get(0).san());
  }

  // --- bad input: each error names line, column and what was expected ---

  private static NotationException error(String text) {
    return assertThrows(NotationException.class, () -> PgnReader.readAll(text));
  }

  @Test
  void aGameOfTagsOnlyIsReportedNotJoinedToTheNext() {
    // PGN 8.1: a tag name appears once per game, so the first tag again starts the next game.
    String text =
        "[Event \"tags only\"]\n[Result \"1-0\"]\n[Event \"next\"]\n[Result \"*\"]\n\n1. e4 *\n"
            + "[Event \"a\"][Result \"*\"][Event \"b\"][Result \"*\"] 1. d4 *";
    PgnReader r = new PgnReader(text);
    NotationException e = assertThrows(NotationException.class, r::next);
    assertEquals("line 3, column 1", e.where());
    assertTrue(e.problem().contains("tag Event again"), e.problem());
    PgnGame next = r.next();
    assertEquals("next", next.tag("Event").orElseThrow());
    assertEquals(3, next.line());
    assertEquals(1, next.moves().moves().size());
    e = assertThrows(NotationException.class, r::next);
    assertEquals("line 7, column 24", e.where());
    assertEquals("b", r.next().tag("Event").orElseThrow());
    assertFalse(r.hasNext());
  }

  @Test
  void anotherRepeatedTagIsNotANewGame() {
    PgnGame g =
        PgnReader.readAll("[Event \"x\"]\n[Annotator \"a\"]\n[Annotator \"b\"]\n\n*").get(0);
    assertEquals("a", g.tag("Annotator").orElseThrow());
  }

  @Test
  void unclosedStringIsReported() {
    NotationException e = error("[Event \"x\"]\n[Site \"Roma]\n\n1. e4 *");
    assertEquals("line 2, column 7", e.where());
    assertTrue(e.problem().contains("expected '\"'"), e.problem());
  }

  @Test
  void tagWithoutQuotedValueIsReported() {
    NotationException e = error("[Event Roma]\n\n*");
    assertEquals("line 1, column 8", e.where());
    assertEquals("expected the tag's value in double quotes, found 'Roma'", e.problem());
  }

  @Test
  void unclosedTagIsReported() {
    NotationException e = error("[Event \"x\"\n[Site \"y\"]\n*");
    assertEquals("line 2, column 1", e.where());
    assertEquals("expected ']' to close the tag, found '['", e.problem());
  }

  @Test
  void tagNameMustBeASymbol() {
    NotationException e = error("[\"Event\" \"x\"]\n*");
    assertEquals("expected a tag name, found string \"Event\"", e.problem());
  }

  @Test
  void missingResultAtEndOfFileIsReported() {
    NotationException e = error("[Event \"x\"]\n\n1. e4 e5");
    assertEquals("line 3, column 9", e.where());
    assertEquals(
        "expected a result (1-0, 0-1, 1/2-1/2 or *) to end the game, found end of file",
        e.problem());
  }

  @Test
  void aDrawWrittenOneHalfIsReportedWhereItStands() {
    NotationException e = error("1. e4 e5 1/2\n");
    assertEquals("line 1, column 10", e.where());
    assertEquals(
        "expected a result (a draw is written 1/2-1/2, PGN 8.2.6), found '1/2'", e.problem());
  }

  @Test
  void missingResultBeforeTheNextGameIsReported() {
    NotationException e = error("1. e4 e5\n[Event \"next\"]\n1. d4 *");
    assertEquals("line 2, column 1", e.where());
    assertTrue(e.problem().contains("before the next game's tags"));
  }

  @Test
  void unclosedVariationIsReported() {
    NotationException e = error("1. e4 (1. d4 d5 1-0");
    assertEquals("line 1, column 17", e.where());
    assertEquals(
        "expected ')' to close the variation opened at line 1, column 7, found '1-0'", e.problem());
    e = error("1. e4 (1. d4");
    assertTrue(e.problem().endsWith("found end of file"));
  }

  @Test
  void strayClosingParenthesisIsReported() {
    NotationException e = error("1. e4 ) e5 *");
    assertEquals("line 1, column 7", e.where());
    assertTrue(e.problem().startsWith("expected a move or a result"));
  }

  @Test
  void variationOrNagBeforeAnyMoveIsReported() {
    assertEquals("line 1, column 1", error("(1. e4) *").where());
    NotationException e = error("$1 1. e4 *");
    assertEquals("expected a move before '$1' (it annotates a move)", e.problem());
  }

  @Test
  void unclosedCommentIsReported() {
    NotationException e = error("1. e4 {never closed\n1-0");
    assertEquals("line 1, column 7", e.where());
    assertTrue(e.problem().contains("expected '}'"));
  }

  @Test
  void unclosedCommentBeforeAnyGameIsReportedAndTheNextGameRead() {
    // hasNext() peeks at the bad token first; next() must still report it, not find nothing
    String text = "{never closed\n[Event \"x\"]\n*\n";
    NotationException e = error(text);
    assertEquals("line 1, column 1", e.where());
    assertTrue(e.problem().contains("expected '}'"));
    PgnReader r = new PgnReader(text);
    assertTrue(r.hasNext());
    assertThrows(NotationException.class, r::next);
    assertTrue(r.hasNext());
    assertEquals(Optional.of("x"), r.next().tag("Event"));
    assertFalse(r.hasNext());
  }

  @Test
  void badNagIsReported() {
    assertEquals("line 1, column 7", error("1. e4 $ *").where());
    assertTrue(error("1. e4 $256 *").problem().contains("0-255"));
  }

  @Test
  void unexpectedCharacterIsReported() {
    NotationException e = error("1. e4 & e5 *");
    assertEquals("line 1, column 7", e.where());
    assertTrue(e.problem().startsWith("unexpected character '&'"));
    assertTrue(error("1. e4 \u0007 *").problem().startsWith("unexpected character U+0007 "));
  }

  @Test
  void strayPeriodIsReported() {
    NotationException e = error("1. e4 . e5 *");
    assertEquals("line 1, column 7", e.where());
  }

  @Test
  void deepNestingIsRefusedNotCrashed() {
    String text = "1. e4 " + "(1. d4 ".repeat(150) + ")".repeat(150) + " *";
    assertTrue(error(text).problem().contains("nested deeper"));
  }

  @Test
  void manyBadGamesAreSkippedWithoutRescanningTheFile() {
    String text = "[Event \"x\"]\n1. e4 & *\n".repeat(40_000);
    int[] errors = {0};
    assertTimeoutPreemptively(
        Duration.ofSeconds(30), // a guard against quadratic recovery, not a measurement
        () -> {
          PgnReader r = new PgnReader(text);
          while (r.hasNext()) {
            try {
              r.next();
            } catch (NotationException e) {
              errors[0]++;
            }
          }
        });
    assertEquals(40_000, errors[0]);
  }

  @Test
  void afterABadGameTheReaderGoesOnWithTheNext() {
    String text =
        String.join(
            "\n",
            "[Event \"one\"]",
            "",
            "1. e4 e5 1-0",
            "",
            "[Event \"two\"]",
            "[Site \"bad]",
            "[Round \"1\"]",
            "",
            "1. d4 d5 *",
            "",
            "[Event \"three\"]",
            "",
            "1. c4 (1. Nf3",
            "[Event \"four\"]",
            "",
            "1. f4 0-1");
    PgnReader r = new PgnReader(text);
    List<String> seen = new ArrayList<>();
    while (r.hasNext()) {
      try {
        seen.add(r.gamesStarted() + 1 + ":" + r.next().tag("Event").orElseThrow());
      } catch (NotationException e) {
        seen.add(r.gamesStarted() + ":error at " + e.where());
      }
    }
    assertEquals(
        List.of("1:one", "2:error at line 6, column 7", "3:error at line 14, column 1", "4:four"),
        seen);
    assertFalse(r.hasNext());
  }

  @Test
  void aStreamIsReadGameByGameWhateverPiecesItComesIn() {
    // 240 games, some longer than the reader's 64 kB slices, some bad in each way the reader
    // recovers from; read from a stream that gives 1 to 97 characters at a time, every game is
    // found at its line and every bad one said at the same place as when the text is read whole.
    StringBuilder text = new StringBuilder();
    List<String> expected = new ArrayList<>();
    java.util.Random random = new java.util.Random(1);
    int line = 1;
    for (int i = 0; i < 240; i++) {
      String comment = "{" + "nota ".repeat(random.nextInt(4) == 0 ? 20_000 : 3) + "}";
      String game =
          switch (i % 6) {
            case 1 -> "[Event \"g" + i + "]\n\n1. e4 *\n\n"; // an unclosed string
            case 3 -> "[Event \"g" + i + "\"]\n\n1. e4 & e5 *\n\n"; // a bad character
            case 5 -> "[Event \"g" + i + "\"]\n\n"; // tags only: the next game's tags follow
            default -> "[Event \"g" + i + "\"]\n" + comment + "\n1. e4 (1. d4) e5 1-0\n\n";
          };
      expected.add(i % 2 == 0 ? i + ":g" + i + "@" + line : i + ":bad");
      line += (int) game.chars().filter(ch -> ch == '\n').count();
      text.append(game);
    }
    List<String> whole = outcomes(new PgnReader(text.toString()), false);
    List<String> streamed = outcomes(new PgnReader(new TrickleReader(text.toString())), false);
    assertEquals(expected, outcomes(new PgnReader(new TrickleReader(text.toString())), true));
    assertEquals(whole, streamed);
  }

  @Test
  void recoveryResumesAtTheNextGameNotAtALineOfTheBrokenGameThatStartsWithABracket() {
    // issue 29, point 4: a long comment wrapped at 80 columns leaves lines of the move text that
    // start with '[' ([%clk ...], [%eval ...], as lichess and chess.com write them); after a syntax
    // error the reader started again at such a line, so the rest of the broken game was counted as
    // one more game, and reported as bad a second time
    String text =
        "[Event \"one\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n"
            + "[Event \"two\"]\n[Result \"*\"]\n\n1. e4 & e5 { a long remark\n"
            + "[%clk 0:02:58] } 2. Nf3 { [%eval 0.3]\n[%clk 0:02:50] } Nc6 *\n\n"
            + "[Event \"three\"]\n[White \"x\"]\n[Result \"*\"]\n\n1. d4 *\n";
    PgnReader r = new PgnReader(text);
    List<String> seen = new ArrayList<>();
    while (r.hasNext()) {
      try {
        seen.add(r.next().tag("Event").orElseThrow());
      } catch (NotationException e) {
        seen.add("bad at " + e.where());
      }
    }
    assertEquals(List.of("one", "bad at line 9, column 7", "three"), seen);
    assertEquals(3, r.gamesStarted());
  }

  /** What the reader makes of each game: its number and Event and line, or its error. */
  private static List<String> outcomes(PgnReader r, boolean badAsWord) {
    List<String> seen = new ArrayList<>();
    while (r.hasNext()) {
      try {
        PgnGame g = r.next();
        seen.add(r.gamesStarted() - 1 + ":" + g.tag("Event").orElseThrow() + "@" + g.line());
      } catch (NotationException e) {
        seen.add(r.gamesStarted() - 1 + ":" + (badAsWord ? "bad" : e.getMessage()));
      }
    }
    return seen;
  }

  /** A stream of a text that gives it 1 to 97 characters at a time. */
  private static final class TrickleReader extends java.io.Reader {
    private final String text;
    private final java.util.Random random = new java.util.Random(2);
    private int pos;

    TrickleReader(String text) {
      this.text = text;
    }

    @Override
    public int read(char[] buffer, int offset, int length) {
      if (pos == text.length()) {
        return -1;
      }
      int n = Math.min(Math.min(length, 1 + random.nextInt(97)), text.length() - pos);
      text.getChars(pos, pos + n, buffer, offset);
      pos += n;
      return n;
    }

    @Override
    public void close() {}
  }
}
