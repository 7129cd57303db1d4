package org.arrocco.core.sprint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Square;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.UciMove;
import org.arrocco.core.notation.sprint.SprintFen;
import org.arrocco.core.notation.sprint.SprintSan;
import org.arrocco.core.variant.PlayerView;
import org.arrocco.core.variant.Seat;
import org.junit.jupiter.api.Test;

/**
 * One test per section of {@code shared/rules/sprint.md} up to Castling (the end of the game,
 * timing and records are in {@link SprintEndTest}); each names its section. Expected values are
 * worked out by hand from the rules text.
 */
class SprintRulesTest {

  static SprintPosition pos(String fen) {
    return SprintFen.read(fen);
  }

  /** The legal actions in UCI form ({@code e2e4}, {@code e1g1}, {@code N@f3}). */
  static Set<String> actions(SprintPosition s) {
    MoveList list = new MoveList();
    s.generate(list);
    Set<String> out = new TreeSet<>();
    for (int i = 0; i < list.size(); i++) {
      out.add(UciMove.write(list.get(i), CastlingMode.ORTHODOX));
    }
    return out;
  }

  static Set<String> drops(SprintPosition s, char letter) {
    Set<String> out = new TreeSet<>();
    for (String a : actions(s)) {
      if (a.charAt(0) == letter && a.charAt(1) == '@') {
        out.add(a.substring(2));
      }
    }
    return out;
  }

  static void play(SprintPosition s, String san) {
    s.make(SprintSan.read(s, san));
  }

  @Test
  void materialThirteenTilesPerDeckAndTheSpareQueenStaysOut() {
    // sprint.md, Material: 9 piece tiles + 8 pawns; K on the board, spare Q out, one P on e2,
    // one P in hand: hand + deck hold Q, R, R, B, B, N, N and 7 pawns.
    SprintGame game = SprintGame.start(Deal.fromSeed(11), SprintSettings.DEFAULT);
    for (Seat v : Seat.values()) {
      PlayerView view = PlayerView.of(game.position(), List.of(), game.outcome(), v);
      assertEquals("QRRBBNNPPPPPPP", view.whiteToCome().letters());
      assertEquals("QRRBBNNPPPPPPP", view.blackToCome().letters());
    }
  }

  @Test
  void setUpKingsPawnsOnePawnInHandAndShuffledDecks() {
    // sprint.md, Set-up 1-3, and A turn 2: White has drawn its first tile before moving.
    Deal deal = Deal.fromSeed(12);
    SprintPosition s = SprintPosition.newGame(deal);
    String fen = SprintFen.write(s);
    assertTrue(fen.startsWith("4k3/4p3/8/8/8/8/4P3/4K3["), fen);
    assertTrue(fen.endsWith(" w - - 0 1 12:13 -"), fen);
    int first = deal.white().tile(0);
    assertEquals(first == Tile.PAWN ? 2 : 1, s.hand(0).count(Tile.PAWN));
    assertEquals(2, s.hand(0).size());
    assertEquals(1, s.hand(0).count(first) - (first == Tile.PAWN ? 1 : 0));
    assertEquals("P", s.hand(1).letters());
  }

  @Test
  void aTurnDrawsBeforeActingAlsoInCheckThenOneAction() {
    // sprint.md, A turn: draw the top tile "before doing anything else", also in check; then
    // exactly one action; a turn is a White and a Black move.
    SprintPosition s = pos("4k3/8/8/8/8/8/8/4K3[R] w - - 0 10 0:np -");
    s.setDrawing(true);
    play(s, "R@e4");
    assertTrue(s.board().inCheck());
    assertEquals(1, s.handCount(Piece.BLACK, Piece.KNIGHT), "Black drew the knight in check");
    assertEquals(1, s.deckSize(Piece.BLACK));
    assertEquals(0, s.hand(0).size(), "the rook left White's hand");
    assertEquals(Set.of("e5", "e6", "e7"), drops(s, 'N'), "the drawn knight may block");
    assertEquals(10, s.turn());
    play(s, "N@e6");
    assertEquals(11, s.turn(), "the turn ends with Black's move");
    SprintGame game = SprintGame.start(Deal.fromSeed(1), SprintSettings.DEFAULT);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.play(0));
    assertTrue(e.getMessage().contains("may not pass"), e.getMessage());
  }

  @Test
  void aTurnPlacePawnsOnRanks2To4PiecesOn1To4DoubledPawnsAllowed() {
    // sprint.md, A turn: place. Empty squares only; e1 (king) and e2 (pawn) are taken.
    SprintPosition s = pos("4k3/4p3/8/8/8/8/4P3/4K3[NPnp] w - - 0 10");
    assertEquals(23, drops(s, 'P').size(), "ranks 2-4 less e2");
    assertTrue(drops(s, 'P').contains("e3"), "a doubled pawn");
    assertFalse(drops(s, 'P').contains("a1"));
    assertEquals(30, drops(s, 'N').size(), "ranks 1-4 less e1, e2");
    assertFalse(drops(s, 'N').contains("a5"));
    s.make(Move.normal(Square.parse("e1"), Square.parse("d1")));
    assertEquals(23, drops(s, 'P').size(), "Black: ranks 7-5 less e7");
    assertTrue(drops(s, 'P').contains("e6"));
    assertEquals(30, drops(s, 'N').size(), "Black: ranks 8-5 less e8, e7");
    assertTrue(drops(s, 'N').contains("h5"));
    assertFalse(drops(s, 'N').contains("h4"));
    NotationException e = assertThrows(NotationException.class, () -> SprintSan.read(s, "P@d8"));
    assertTrue(
        e.getMessage()
            .contains("Black places pawns on ranks 5-7 only (its own ranks 2-4), not on d8"),
        e.getMessage());
    e = assertThrows(NotationException.class, () -> SprintSan.read(s, "N@d4"));
    assertTrue(
        e.getMessage()
            .contains("Black places pieces on ranks 5-8 only (its own ranks 1-4), not on d4"),
        e.getMessage());
  }

  @Test
  void bishopsGoOnOppositeColoursByTheFirstPlacementEvenAfterACapture() {
    // sprint.md, Placement restrictions: bishops. b2 is dark; the first placement decides.
    SprintPosition s = pos("1r2k3/8/8/8/8/8/8/4K3[BB] w - - 0 10");
    assertEquals(31, drops(s, 'B').size(), "either colour at first: ranks 1-4 less e1");
    play(s, "B@b2");
    play(s, "Rxb2");
    assertEquals(0L, s.board().pieces(Piece.WHITE, Piece.BISHOP), "the bishop is gone");
    Set<String> second = drops(s, 'B');
    assertEquals(16, second.size(), "only the 16 light squares of ranks 1-4");
    assertTrue(second.contains("a2") && !second.contains("a1"), second.toString());
    NotationException e = assertThrows(NotationException.class, () -> SprintSan.read(s, "B@c1"));
    assertTrue(e.getMessage().contains("opposite colours"), e.getMessage());
    // A promoted bishop is no placement: it neither sets nor meets the rule.
    SprintPosition p = pos("4k3/1P6/8/8/8/8/8/4K3[B] w - - 0 10");
    play(p, "b8=B");
    play(p, "Kd7");
    assertEquals(0, p.bishopMask(Piece.WHITE));
    assertEquals(31, drops(p, 'B').size(), "both colours, ranks 1-4 less e1");
  }

  @Test
  void theQueenIsPlacedFromTurnEightAndWaitsInHandBefore() {
    // sprint.md, Placement restrictions: the Queen not before turn 8.
    SprintPosition s = pos("4k3/4p3/8/8/8/8/4P3/4K3[Qq] w - - 0 7");
    assertEquals(Set.of(), drops(s, 'Q'));
    NotationException e = assertThrows(NotationException.class, () -> SprintSan.read(s, "Q@d1"));
    assertTrue(e.getMessage().contains("turn 8; this is turn 7"), e.getMessage());
    SprintGame g =
        SprintGame.fromPosition(
            pos("4k3/4p3/8/8/8/8/4P3/4K3[Qq] w - - 0 7"), SprintSettings.DEFAULT);
    IllegalArgumentException ge =
        assertThrows(
            IllegalArgumentException.class,
            () -> g.play(Move.drop(Piece.QUEEN, Square.parse("d1"))));
    assertTrue(ge.getMessage().contains("The Queen not before turn 8"), ge.getMessage());
    play(s, "Kd1");
    assertEquals(Set.of(), drops(s, 'Q'), "Black's move of turn 7");
    play(s, "Kd8");
    assertEquals(8, s.turn());
    assertEquals(30, drops(s, 'Q').size(), "turn 8: ranks 1-4 less d1, e2");
  }

  @Test
  void kingSafetyPlacementsBlockSingleSliderChecksOnly() {
    // sprint.md, Placement restrictions: king safety.
    SprintPosition rook = pos("4k3/8/8/4R3/8/8/8/4K3[p] b - - 0 10");
    assertEquals(Set.of("e6", "e7"), drops(rook, 'P'));
    SprintPosition knight = pos("4k3/8/3N4/8/8/8/8/4K3[RNBp] b - - 0 10");
    assertEquals(Set.of(), drops(knight, 'R'), "a knight's check cannot be blocked");
    SprintPosition two = pos("4k3/8/3N4/8/8/8/8/4R1K1[RNBp] b - - 0 10");
    assertEquals(2, Long.bitCount(two.board().checkers()));
    for (String a : actions(two)) {
      assertFalse(a.contains("@"), "no placement answers a double check: " + a);
    }
    NotationException e = assertThrows(NotationException.class, () -> SprintSan.read(rook, "@d6"));
    assertTrue(e.getMessage().contains("King safety"), e.getMessage());
  }

  @Test
  void aPlacementMayCheckAndMate() {
    // sprint.md, Placement restrictions: a placement may give check and checkmate.
    SprintPosition s = pos("8/8/8/8/8/8/5K1p/7k[Rrp] w - - 0 10");
    assertEquals("R@a1#", SprintSan.write(s, SprintSan.read(s, "R@a1")));
    play(s, "R@a1");
    assertTrue(s.board().inCheck());
    assertEquals(0, s.generate(new MoveList()), "Black's rook and pawn go on ranks 8-5 only");
    SprintPosition c = pos("4k3/8/8/8/8/8/8/4K3[R] w - - 0 10");
    assertEquals("R@e4+", SprintSan.write(c, SprintSan.read(c, "R@e4")));
  }

  @Test
  void pawnsDoubleStepFromRankTwoAlsoWhenPlacedAndPromoteFreely() {
    // sprint.md, Pawns: any pawn on its 2nd rank may step twice; e.p. follows; promotion to
    // Q, R, B or N whatever the tiles.
    SprintPosition s = pos("4k3/8/8/8/3p4/8/8/4K3[PP] w - - 0 10");
    play(s, "P@e4");
    assertEquals(Square.NONE, s.board().enPassantSquare(), "a placement makes no e.p. square");
    play(s, "Kd8");
    play(s, "P@e2");
    play(s, "Ke8");
    assertTrue(actions(s).contains("e2e3"));
    assertFalse(actions(s).contains("e2e4"), "e4 is taken");
    SprintPosition t = pos("4k3/8/8/8/3p4/8/8/4K3[P] w - - 0 10");
    play(t, "P@e2");
    play(t, "Kd8");
    play(t, "e4");
    assertTrue(actions(t).contains("d4e3"), "e.p. after the double step of a placed pawn");
    SprintPosition u = pos("4k3/8/8/8/8/8/8/4K3[P] w - - 0 10");
    play(u, "P@e3");
    play(u, "Kd8");
    assertFalse(actions(u).contains("e3e5"), "a pawn placed on rank 3 never steps twice");
    SprintPosition pr = pos("4k3/P7/8/8/8/8/8/4K3[] w - - 0 10");
    assertTrue(
        actions(pr).containsAll(Set.of("a7a8q", "a7a8r", "a7a8b", "a7a8n")), "no tiles needed");
  }

  @Test
  void castlingWithARookPlacedOnItsCornerWhileTheKingNeverMoved() {
    // sprint.md, Castling.
    SprintPosition s = pos("4k3/8/8/8/8/8/8/4K3[RR] w - - 0 10");
    play(s, "R@h1");
    play(s, "Kd8");
    assertTrue(actions(s).contains("e1g1"), actions(s).toString());
    play(s, "O-O");
    assertEquals(Piece.of(Piece.WHITE, Piece.KING), s.board().pieceAt(Square.parse("g1")));
    assertEquals(Piece.of(Piece.WHITE, Piece.ROOK), s.board().pieceAt(Square.parse("f1")));
    // Queen side: Kc1, Rd1.
    SprintPosition q = pos("4k3/8/8/8/8/8/8/4K3[R] w - - 0 10");
    play(q, "R@a1");
    play(q, "Kd8");
    play(q, "O-O-O");
    assertEquals(Piece.of(Piece.WHITE, Piece.KING), q.board().pieceAt(Square.parse("c1")));
    assertEquals(Piece.of(Piece.WHITE, Piece.ROOK), q.board().pieceAt(Square.parse("d1")));
    // A king that moved and came back gains nothing.
    SprintPosition m = pos("4k3/8/8/8/8/8/8/4K3[R] w - - 0 10 0:0 M");
    play(m, "R@h1");
    play(m, "Kd8");
    assertFalse(actions(m).contains("e1g1"));
    // The king's own moves mark it as moved: away and back, then a rook on h1 gives no right.
    SprintPosition k = pos("4k3/8/8/8/8/8/8/4K3[R] w - - 0 10");
    play(k, "Kd1");
    play(k, "Kd8");
    play(k, "Ke1");
    play(k, "Ke8");
    assertTrue(k.kingMoved(Piece.WHITE));
    assertEquals(pos(SprintFen.write(k)).key(), k.key(), "the moved king is in the key");
    play(k, "R@h1");
    play(k, "Kd8");
    assertFalse(actions(k).contains("e1g1"), actions(k).toString());
    // A rook that left its corner loses the right, also when it comes back.
    SprintPosition r = pos("4k3/8/8/8/8/8/8/4K3[R] w - - 0 10");
    play(r, "R@h1");
    play(r, "Kd8");
    play(r, "Rh2");
    play(r, "Ke8");
    play(r, "Rh1");
    play(r, "Kd8");
    assertFalse(actions(r).contains("e1g1"));
    // Through an attacked square: no castling.
    SprintPosition a = pos("4k3/8/8/8/8/8/5r2/4K3[R] w - - 0 10");
    assertEquals(1L, Long.bitCount(a.board().pieces(Piece.BLACK)) - 1L);
    play(a, "R@h1");
    play(a, "Kd8");
    assertFalse(actions(a).contains("e1g1"), "f1 is attacked by the rook on f2");
  }

  @Test
  void refusalsAgreeWithTheGenerator() {
    // Every placement the generator lists has no refusal, and every other has one.
    int checked = 0;
    for (long n = 400; n < 430; n++) {
      SprintGame g = TestGames.play(n, 60, x -> {});
      SprintGame replay = SprintGame.start(g.deal().get(), g.settings());
      for (int m : g.moves()) {
        checked += compare(replay.position());
        if (m == 0) {
          replay.hourglassOut();
        } else {
          replay.play(m);
        }
      }
    }
    assertTrue(checked > 100_000, "placements compared: " + checked);
  }

  private static int compare(SprintPosition s) {
    Set<String> legal = actions(s);
    int n = 0;
    for (int type = Piece.PAWN; type <= Piece.QUEEN; type++) {
      for (int sq = 0; sq < 64; sq++) {
        if (s.handCount(s.sideToMove(), type) == 0) {
          continue;
        }
        String uci = Piece.typeLetter(type) + "@" + Square.name(sq);
        assertEquals(legal.contains(uci), PlacementRules.refusal(s, type, sq) == null, uci);
        n++;
      }
    }
    return n;
  }
}
