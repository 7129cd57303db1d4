package org.arrocco.bench.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The runner's UCI words as an xboard engine must hear them; expected commands written by hand from
 * the protocol (CECP v2: setboard, level MPS BASE INC, time and otim in centiseconds).
 */
class XboardDialogueTest {
  private static final String FEN =
      "rnbqkbnr/1pp2p1p/p2pp1p1/6N1/8/P7/RPPPPPPP/1NBQKB1R w Kkq - 0 1";

  @Test
  void aGameIsSetUpOnceAndThenOnlyTheNewMovesAreSent() {
    XboardDialogue d = new XboardDialogue(false);
    d.newGame();
    assertEquals(
        List.of("setboard " + FEN, "level 0 0:10 0", "time 1000", "otim 1000", "go"),
        d.commands("position fen " + FEN, "go wtime 10000 btime 10000 winc 100 binc 100"));
    d.engineMoved("d2d3");
    // Black's reply is sent, then White's clock (now White to move again)
    assertEquals(
        List.of("b7b5", "time 983", "otim 951", "go"),
        d.commands(
            "position fen " + FEN + " moves d2d3 b7b5",
            "go wtime 9834 btime 9512 winc 100 binc 100"));
  }

  @Test
  void theEngineAsBlackGetsItsOwnClockAsTimeAndLevel() {
    XboardDialogue d = new XboardDialogue(true);
    d.newGame();
    assertEquals(
        List.of(
            "setboard " + FEN, "usermove d2d3", "level 0 1:04 2", "time 6400", "otim 6500", "go"),
        d.commands(
            "position fen " + FEN + " moves d2d3",
            "go wtime 65000 btime 64000 winc 2000 binc 2000"));
  }

  @Test
  void aPositionThatDoesNotFollowStartsAgain() {
    XboardDialogue d = new XboardDialogue(false);
    d.newGame();
    d.commands("position startpos moves e2e4", "go depth 3");
    d.engineMoved("e7e5");
    assertEquals(
        List.of(
            "new",
            "force",
            "easy",
            "setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "d2d4",
            "sd 5",
            "go"),
        d.commands("position startpos moves d2d4", "go depth 5"));
  }

  @Test
  void wordsAnXboardEngineCannotHearAreRefused() {
    XboardDialogue d = new XboardDialogue(false);
    assertThrows(
        IllegalArgumentException.class,
        () -> d.commands("position fen " + FEN, "go wtime 1000 btime 1000 hourglass 30000"));
    assertThrows(IllegalArgumentException.class, () -> d.commands("position 8/8 w", "go depth 1"));
  }

  @Test
  void featureLinesAreSplitWithTheirQuotedValues() {
    assertEquals(
        List.of(
            "analyze=1",
            "setboard=1",
            "option=\"Randomizer (0-50) -slider 0 0 50\"",
            "ping=1",
            "done=1"),
        XboardEngine.features(
            "analyze=1 setboard=1 option=\"Randomizer (0-50) -slider 0 0 50\" ping=1 done=1"));
  }
}
