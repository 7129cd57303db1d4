package org.arrocco.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.arrocco.core.Reference;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.ChessGame;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;
import org.arrocco.core.game.Termination;
import org.arrocco.core.perft.EpdFile;
import org.arrocco.core.perft.EpdLine;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Games played at random (seeded, to their end) and games started from every reference position,
 * written as PGN, read back and replayed, give the same moves and the same end.
 */
class PgnRoundTripTest {

  /** Plays random legal moves until the game ends or {@code maxPlies} are played. */
  private static ChessGame randomGame(ChessGame g, Random random, int maxPlies) {
    for (int i = 0; i < maxPlies && !g.isOver(); i++) {
      List<Integer> legal = g.legalMoves();
      g.play(legal.get(random.nextInt(legal.size())));
    }
    return g;
  }

  /**
   * Ends a running game the way players and arbiters do, at random: a claim when one is valid, else
   * resignation, agreement or a flag fall; or leaves it running.
   */
  private static void randomEnd(ChessGame g, Random random) {
    if (g.isOver()) {
      return;
    }
    if (g.canClaimThreefold() || g.canClaimFiftyMoves()) {
      g.claimDraw();
      return;
    }
    switch (random.nextInt(4)) {
      case 0 -> g.resign(random.nextBoolean() ? Side.WHITE : Side.BLACK);
      case 1 -> {
        if (g.moves().size() >= 2) {
          g.agreeDraw();
        }
      }
      case 2 -> g.flagFell(random.nextBoolean() ? Side.WHITE : Side.BLACK); // FIDE 6.8: seen late
      default -> {}
    }
  }

  /**
   * The outcome a PGN record gives back: the game's own, except a resignation that drew because the
   * opponent could not mate (FIDE 5.1.2), which PGN writes as a bare 1/2-1/2 (its Termination tag
   * has no value for it) and so reads back as the draw it most plainly is: by agreement, once both
   * players have moved (FIDE 5.2.3), else no end at all.
   */
  private static Optional<Outcome> recordable(ChessGame g) {
    Optional<Outcome> o = g.outcome();
    if (o.isPresent()
        && o.get().termination() == Termination.RESIGNATION
        && o.get().result() == Result.DRAW) {
      return g.moves().size() >= 2
          ? Optional.of(new Outcome(Result.DRAW, Termination.AGREEMENT))
          : Optional.empty();
    }
    return o;
  }

  private static void assertRoundTrips(List<ChessGame> games) {
    List<PgnGame> pgns = new ArrayList<>();
    for (int i = 0; i < games.size(); i++) {
      pgns.add(
          PgnExport.of(
              games.get(i),
              List.of(new PgnTag("Event", "round trip"), new PgnTag("Round", "" + (i + 1)))));
    }
    String text = PgnWriter.write(pgns);
    List<PgnGame> read = PgnReader.readAll(text);
    assertEquals(games.size(), read.size());
    for (int i = 0; i < games.size(); i++) {
      ChessGame original = games.get(i);
      ChessGame back = PgnReplay.replay(read.get(i));
      assertEquals(original.moves(), back.moves(), "game " + (i + 1));
      assertEquals(recordable(original), back.outcome(), "game " + (i + 1));
      assertEquals(original.castlingMode(), back.castlingMode());
      assertEquals(Fen.write(original.position()), Fen.write(back.position()));
    }
    assertEquals(text, PgnWriter.write(read));
    for (String line : text.split("\n")) {
      // a tag pair is one line whatever its length; move text is wrapped
      assertTrue(line.startsWith("[") || line.length() <= PgnWriter.LINE_LENGTH, line);
    }
  }

  private static void randomGames(long seed, int count) {
    Random random = new Random(seed);
    List<ChessGame> games = new ArrayList<>();
    int ended = 0;
    for (int i = 0; i < count; i++) {
      ChessGame g = i % 2 == 0 ? ChessGame.standard() : ChessGame.chess960(random.nextInt(960));
      randomGame(g, random, random.nextInt(4) == 0 ? random.nextInt(80) : 600);
      randomEnd(g, random);
      games.add(g);
      ended += g.isOver() ? 1 : 0;
    }
    assertTrue(ended > count / 2, "most random games reach an end: " + ended + " of " + count);
    assertRoundTrips(games);
  }

  @Test
  void randomGamesOfChessAndChess960() {
    randomGames(2026, 40);
  }

  @Test
  @Tag("slow")
  void manyRandomGames() {
    randomGames(1858, 2000);
  }

  @Test
  void gamesFromEveryReferencePosition() throws IOException {
    Random random = new Random(960);
    List<ChessGame> games = new ArrayList<>();
    for (String[] f :
        new String[][] {{"perft/standard.epd", "ORTHODOX"}, {"perft/chess960.epd", "CHESS960"}}) {
      for (EpdLine line : EpdFile.read(Reference.file(f[0]))) {
        CastlingMode mode = CastlingMode.valueOf(f[1]);
        ChessGame g = ChessGame.fromPosition(Fen.read(line.fen(), mode), mode);
        randomGame(g, random, 8);
        randomEnd(g, random);
        games.add(g);
      }
    }
    assertRoundTrips(games);
  }
}
