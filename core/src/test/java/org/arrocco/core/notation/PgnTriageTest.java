package org.arrocco.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.arrocco.core.chess.ChessGame;
import org.arrocco.core.game.Side;
import org.arrocco.core.notation.PgnTriage.Verdict;
import org.arrocco.core.variant.Variants;
import org.junit.jupiter.api.Test;

class PgnTriageTest {
  private static Verdict verdict(String text) {
    return verdict(text, StandardCharsets.UTF_8);
  }

  private static Verdict verdict(String text, Charset charset) {
    byte[] bytes = text.getBytes(charset == null ? StandardCharsets.UTF_8 : charset);
    return new PgnTriage(new ByteArrayInputStream(bytes), charset).next();
  }

  /** Whether the full reader reads the text's first game and its variant's replay takes it. */
  private static boolean fullReaderTakes(String text) {
    try {
      PgnGame game = new PgnReader(text).next();
      Variants.forPgn(game).replay(game);
      return true;
    } catch (NotationException e) {
      return false;
    }
  }

  private static final String TAGS =
      "[Event \"e\"]\n[Site \"s\"]\n[Date \"2026.11.29\"]\n[Round \"1\"]\n[White \"w\"]\n"
          + "[Black \"b\"]\n";

  @Test
  void plainGamesWithEveryKindOfEndAreGood() {
    assertEquals(Verdict.GOOD, verdict(TAGS + "[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n"));
    assertEquals(Verdict.GOOD, verdict(TAGS + "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n"));
    assertEquals(Verdict.GOOD, verdict("1. e4 {a comment} e5 $1 2. Nf3!? Nc6 *"));
    String stalemate =
        "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3 8. Qxb8"
            + " Qh7 9. Qxc8 Kg6 10. Qe6 1/2-1/2";
    assertEquals(Verdict.GOOD, verdict(stalemate));
    assertTrue(fullReaderTakes(stalemate));
    // a claim or an agreement, and a draw on time where the side whose flag fell has a bare king
    assertEquals(Verdict.GOOD, verdict("1. e4 e5 1/2-1/2"));
    assertEquals(Verdict.GOOD, verdict("[Termination \"abandoned\"]\n1. e4 1-0"));
  }

  @Test
  void gamesTheFullReaderRefusesOrMustReadAreDoubtful() {
    // the mate's result is 0-1, not 1-0; a time forfeit after a mate; a move after the mate
    assertEquals(Verdict.DOUBTFUL, verdict("1. f3 e5 2. g4 Qh4# 1-0"));
    assertEquals(
        Verdict.DOUBTFUL, verdict("[Termination \"time forfeit\"]\n1. f3 e5 2. g4 Qh4# 0-1"));
    assertEquals(Verdict.DOUBTFUL, verdict("1. f3 e5 2. g4 Qh4# 3. a3 0-1"));
    assertEquals(Verdict.DOUBTFUL, verdict("1. e4 e5 2. Ke3 *")); // illegal
    assertEquals(Verdict.DOUBTFUL, verdict("1. a4 h5 2. h4 a5 3. Ra3 Rh6 4. Rh3 Ra6 5. Rd3 *"));
    assertEquals(Verdict.DOUBTFUL, verdict("[Result \"1-0\"]\n1. e4 0-1")); // tag disagrees
    assertEquals(Verdict.DOUBTFUL, verdict("1. e4 (1. d4 d5) e5 *")); // a variation
    assertEquals(Verdict.DOUBTFUL, verdict("1. e2e4 e7e5 *")); // sloppy, for the full reader
    assertEquals(Verdict.DOUBTFUL, verdict("[Variant \"Chess960\"]\n1. e4 *"));
    assertEquals(Verdict.DOUBTFUL, verdict("[Variant \"Crazyhouse\"]\n1. e4 *"));
    assertEquals(Verdict.DOUBTFUL, verdict("[TimeControl \"40/\"]\n1. e4 *"));
    assertEquals(
        Verdict.DOUBTFUL,
        verdict("[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n\n1. Kb1 *"));
    assertEquals(Verdict.DOUBTFUL, verdict("[White \"Café\"]\n[Variant \"Échecs\"]\n1. e4 *"));
  }

  @Test
  void syntaxTheFullReaderMightReadOtherwiseHandsTheRestOver() {
    assertEquals(Verdict.REST, verdict("[Event \"a\"]\n[Event \"b\"]\n1. e4 *"));
    assertEquals(Verdict.REST, verdict("1. e4 {never closed *"));
    assertEquals(Verdict.REST, verdict("% an escape line\n1. e4 *"));
    assertEquals(Verdict.REST, verdict("1. e4 e5 1/2 *"));
    assertEquals(Verdict.REST, verdict("1. e4 e5 ) *"));
    assertEquals(Verdict.REST, verdict("1. e4 e5 [Event \"x\"] *"));
    assertEquals(Verdict.REST, verdict("[Event \"never closed]\n1. e4 *"));
    assertEquals(Verdict.REST, verdict("1. e4 e5 (1... d5 *) *"));
    assertEquals(Verdict.REST, verdict("1. e4 e5")); // no result before the end
    assertEquals(Verdict.REST, verdict("$1 1. e4 *")); // a NAG before any move
    assertEquals(Verdict.REST, verdict("1. e4 {café} *", null)); // encoding unknown
    assertEquals(Verdict.GOOD, verdict("1. e4 {café} *", StandardCharsets.UTF_8));
    assertEquals(Verdict.GOOD, verdict("1. e4 {café} *", StandardCharsets.ISO_8859_1));
  }

  @Test
  void eachGameStartsWhereThePreviousResultEndsWithItsLineAndColumn() throws IOException {
    String text = "\uFEFF1. e4 *  \r\n[Event \"a\"]\n1. {é} e4 (1. d4) e5 1-0 1. e4 1-0\n\n";
    PgnTriage t =
        new PgnTriage(
            new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
            StandardCharsets.UTF_8);
    assertEquals(Verdict.GOOD, t.next());
    assertEquals(List.of(1, 1), List.of(t.line(), t.column()));
    assertEquals(Verdict.DOUBTFUL, t.next()); // a variation
    assertEquals(List.of(1, 8), List.of(t.line(), t.column()));
    assertEquals("  \r\n[Event \"a\"]\n1. {é} e4 (1. d4) e5 1-0", t.gameText());
    assertEquals(Verdict.GOOD, t.next());
    assertEquals(List.of(3, 25), List.of(t.line(), t.column())); // é is one column
    assertEquals(Verdict.END, t.next());
    // the full reader, given the game's text where it stands, names the places of the file
    PgnReader r =
        new PgnReader(new java.io.StringReader("  \r\n[Event \"a\"]\n1. e4 e5 1-0"), 1, 8);
    PgnGame game = r.next();
    assertEquals(2, game.line());
    assertEquals("line 3, column 4", game.moves().moves().get(0).where());
  }

  @Test
  void theRestOfTheStreamStartsAtTheGameHandedOver() throws IOException {
    String text = "1. e4 *\n1. e4 {open\n";
    PgnTriage t =
        new PgnTriage(
            new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)),
            StandardCharsets.UTF_8);
    assertEquals(Verdict.GOOD, t.next());
    assertEquals(Verdict.REST, t.next());
    assertEquals("\n1. e4 {open\n", new String(t.rest().readAllBytes(), StandardCharsets.UTF_8));
  }

  /**
   * Random orthodox games as PGN writers write them, with every kind of end and records whose end
   * is right or wrong, and small random edits of them: whatever the triage calls good the full
   * reader takes, and every unedited game the full reader takes the triage calls good.
   */
  @Test
  void theTriageAgreesWithTheFullReader() {
    Random random = new Random(29);
    String alphabet = "abcdefgh12345678NBRQKOx+#=-/ .{}()[]\"$!?*;%e\n";
    int good = 0;
    int doubtful = 0;
    for (int i = 0; i < 800; i++) {
      String text = randomRecord(random);
      boolean takes = fullReaderTakes(text);
      Verdict v = verdict(text);
      assertEquals(takes, v == Verdict.GOOD, text);
      good += takes ? 1 : 0;
      for (int k = 0; k < 3; k++) {
        String edited = TextMutation.mutate(text, random, alphabet);
        Verdict e = verdict(edited);
        if (e == Verdict.GOOD) {
          assertTrue(fullReaderTakes(edited), edited);
        } else {
          doubtful++;
        }
      }
    }
    assertTrue(good > 250 && doubtful > 250, good + " good, " + doubtful + " not");
  }

  private static String randomRecord(Random random) {
    ChessGame game = ChessGame.standard();
    int plies = random.nextInt(4) == 0 ? 400 : random.nextInt(120);
    while (!game.isOver() && game.moves().size() < plies) {
      List<Integer> legal = game.legalMoves();
      game.play(legal.get(random.nextInt(legal.size())));
    }
    if (!game.isOver() && random.nextBoolean()) {
      switch (random.nextInt(3)) {
        case 0 -> game.resign(random.nextBoolean() ? Side.WHITE : Side.BLACK);
        case 1 -> {
          if (game.moves().size() >= 2) {
            game.agreeDraw();
          }
        }
        default -> game.flagFell(game.sideToMove());
      }
    }
    List<PgnTag> tags = new ArrayList<>(List.of(new PgnTag("Event", "random")));
    if (random.nextInt(4) == 0) {
      tags.add(new PgnTag("TimeControl", random.nextBoolean() ? "180+2" : "40/"));
    }
    if (random.nextInt(3) == 0) {
      String[] ends = {"normal", "time forfeit", "abandoned", "rules infraction", "unterminated"};
      tags.add(new PgnTag("Termination", ends[random.nextInt(ends.length)]));
    }
    PgnGame pgn = PgnExport.of(game, tags);
    if (random.nextInt(4) == 0) {
      String result = PgnGame.RESULTS.get(random.nextInt(4)); // right or wrong
      pgn = new PgnGame(pgn.tags(), pgn.moves(), result, 0).withTag("Result", result);
    }
    return PgnWriter.write(pgn);
  }
}
