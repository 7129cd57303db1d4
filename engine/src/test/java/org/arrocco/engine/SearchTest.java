package org.arrocco.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Move;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.UciMove;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Fixed-depth searches of positions whose answer is known (mates and tactics checked with Stockfish
 * 15.1): the engine finds the mate in the right number of moves, or the winning move.
 */
class SearchTest {
  private static SearchResult search(String fen, int depth) {
    Engine engine = new Engine();
    engine.setPosition(Fen.read(fen, CastlingMode.ORTHODOX), new int[0]);
    return engine.search(SearchLimits.ofDepth(depth));
  }

  private static String uci(String fen, int move) {
    return UciMove.write(move, CastlingMode.ORTHODOX);
  }

  @ParameterizedTest(name = "{0}: mate in {1} by {2}")
  @CsvSource(
      delimiter = ';',
      value = {
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4; 1; h5f7",
        "6k1/5ppp/8/8/8/2q5/5PPP/3R1BK1 w - - 0 1; 1; d1d8",
        "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1; 2; d5f6",
        "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1; 3; f8c5",
        "2r3k1/p4p2/3Rp2p/1p2P1pK/8/1P4P1/P3Q2P/1q6 b - - 0 1; 3; b1g6",
        "1k5r/pP3ppp/3p2b1/1BN1n3/1Q2P3/P1B5/KP3P1P/7q w - - 1 1; 3; c5a6",
        "r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1; 3; f6a6",
      })
  void findsTheMate(String fen, int moves, String best) {
    SearchResult r = search(fen, 2 * moves + 3);
    assertEquals(best, uci(fen, r.bestMove()));
    assertTrue(Score.isMate(r.score()), "a mate score, got " + r.score());
    assertEquals(moves, Score.mateInMoves(r.score()));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = ';',
      value = {
        "3q3k/6pp/8/4N3/8/8/6PP/6K1 w - - 0 1; e5f7", // knight fork of king and queen
        "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1; d1d5", // a queen left hanging
      })
  void findsTheTactic(String fen, String best) {
    SearchResult r = search(fen, 8);
    assertEquals(best, uci(fen, r.bestMove()));
    assertTrue(r.score() > 200, "winning material, got " + r.score());
  }

  @Test
  void seesStalemateAsADraw() {
    // Black to move has no legal move and is not in check (FIDE 5.2.1).
    SearchResult r = search("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 4);
    assertEquals(Move.NONE, r.bestMove());
    assertEquals(0, r.score());
  }

  @Test
  void avoidsStalematingWhenWinning() {
    // Qg6 would stalemate; the engine mates instead (Qg7#, guarded by the king).
    String fen = "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1";
    SearchResult r = search(fen, 6);
    assertEquals("g1g7", uci(fen, r.bestMove()));
    assertEquals(1, Score.mateInMoves(r.score()));
  }

  @Test
  void aRepetitionOfAnEarlierPositionIsADraw() {
    // After Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1, Black's Ng8 repeats the start position (FIDE 9.2).
    Engine engine = new Engine();
    org.arrocco.core.chess.Position start =
        Fen.read(org.arrocco.core.variant.Variants.CHESS.startFen(), CastlingMode.ORTHODOX);
    String[] line = {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"};
    int[] moves = new int[line.length];
    org.arrocco.core.chess.Position p = start.copy();
    for (int i = 0; i < line.length; i++) {
      moves[i] = UciMove.read(line[i], p, CastlingMode.ORTHODOX);
      p.make(moves[i]);
    }
    engine.setPosition(start, moves);
    int back = UciMove.read("f6g8", p, CastlingMode.ORTHODOX);
    SearchResult r =
        engine.search(
            new SearchLimits(0, 0, 0, 0, 0, 0, 0, 1, 0, 0, false, false, new int[] {back}, 0));
    assertEquals(back, r.bestMove());
    assertEquals(Score.DRAW, r.score());
  }

  @Test
  void theFiftyMoveRuleIsADraw() {
    // 99 half-moves without a capture or pawn move: any quiet move reaches 100 (FIDE 9.3).
    SearchResult r = search("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", 1);
    assertEquals(Score.DRAW, r.score());
  }

  @Test
  void sameDepthSameNodes() {
    String fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assertEquals(search(fen, 8).nodes(), search(fen, 8).nodes());
  }
}
