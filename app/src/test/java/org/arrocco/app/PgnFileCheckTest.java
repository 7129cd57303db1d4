package org.arrocco.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.arrocco.core.chess.ChessGame;
import org.arrocco.core.game.Side;
import org.arrocco.core.notation.PgnExport;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.notation.PgnWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The triage in front of {@code pgn check} changes nothing of its report, only its speed. */
class PgnFileCheckTest {
  @TempDir Path dir;

  private static String report(Path file, boolean triaged) {
    StringWriter text = new StringWriter();
    PrintWriter out = new PrintWriter(text);
    PgnFileCheck.Replay replay =
        game -> {
          PgnCommand.Check.replay(game);
          return null;
        };
    int status =
        triaged
            ? PgnFileCheck.checkFileTriaged("pgn", file, out, replay)
            : PgnFileCheck.checkFile("pgn", file, out, replay);
    out.flush();
    return status + "\n" + text;
  }

  @Test
  void aCollectionWithEveryKindOfGameAndFaultIsReportedAsTheFullReaderReportsIt()
      throws IOException {
    Random random = new Random(2029);
    String alphabet = "abcdefgh12345678NBRQKOx+#=-/ .{}()[]\"$!?*;%e\n\r";
    for (Charset charset : List.of(StandardCharsets.UTF_8, StandardCharsets.ISO_8859_1)) {
      StringBuilder text = new StringBuilder();
      int faults = 0;
      for (int i = 0; i < 300; i++) {
        String game = record(random);
        switch (random.nextInt(8)) {
          case 0 -> game = game.replace("\n\n1.", "\n\n{Caffè è già} 1.");
          case 1 -> game = game.replaceFirst(" ([a-h][1-8]) ", " $1 ( 1... a6 \\$2 ) ");
          case 2, 3 -> {
            game = mutate(game, random, alphabet);
            faults++;
          }
          default -> {}
        }
        text.append(game).append(random.nextInt(5) == 0 ? "\r\n" : "\n");
      }
      Path file = dir.resolve("collection-" + charset.name() + ".pgn");
      Files.writeString(file, text, charset);
      String full = report(file, false);
      assertEquals(full, report(file, true));
      long reported = full.lines().filter(l -> l.startsWith("game ")).count();
      assertTrue(faults > 50 && reported > 30, full);
    }
  }

  @Test
  void aGoodCollectionIsGoodBothWays() throws IOException {
    Random random = new Random(7);
    StringBuilder text = new StringBuilder("\uFEFF");
    for (int i = 0; i < 200; i++) {
      text.append(record(random)).append('\n');
    }
    Path file = dir.resolve("good.pgn");
    Files.writeString(file, text, StandardCharsets.UTF_8);
    String full = report(file, false);
    assertEquals(full, report(file, true));
  }

  private static String mutate(String s, Random r, String alphabet) {
    StringBuilder sb = new StringBuilder(s);
    int at = r.nextInt(sb.length());
    char c = alphabet.charAt(r.nextInt(alphabet.length()));
    switch (r.nextInt(3)) {
      case 0 -> sb.setCharAt(at, c);
      case 1 -> sb.insert(at, c);
      default -> sb.deleteCharAt(at);
    }
    return sb.toString();
  }

  private static String record(Random random) {
    ChessGame game = ChessGame.standard();
    int plies = random.nextInt(10) == 0 ? 300 : random.nextInt(80);
    while (!game.isOver() && game.moves().size() < plies) {
      List<Integer> legal = game.legalMoves();
      game.play(legal.get(random.nextInt(legal.size())));
    }
    if (!game.isOver() && game.moves().size() >= 2 && random.nextBoolean()) {
      if (random.nextBoolean()) {
        game.agreeDraw();
      } else {
        game.resign(random.nextBoolean() ? Side.WHITE : Side.BLACK);
      }
    }
    PgnGame pgn = PgnExport.of(game, List.of(new PgnTag("Event", "collection")));
    if (random.nextInt(6) == 0) {
      String result = PgnGame.RESULTS.get(random.nextInt(4));
      pgn = new PgnGame(pgn.tags(), pgn.moves(), result, 0).withTag("Result", result);
    }
    return PgnWriter.write(pgn);
  }
}
