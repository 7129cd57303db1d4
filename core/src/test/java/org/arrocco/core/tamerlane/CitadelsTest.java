package org.arrocco.core.tamerlane;

import static org.arrocco.core.tamerlane.Boards.fen;
import static org.arrocco.core.tamerlane.Boards.movesFrom;
import static org.arrocco.core.tamerlane.Boards.play;
import static org.arrocco.core.tamerlane.Boards.set;
import static org.arrocco.core.tamerlane.SetUpsTest.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arrocco.core.game.Termination;
import org.arrocco.core.notation.tamerlane.TamerlaneFen;
import org.junit.jupiter.api.Test;

/** shared/rules/tamerlane.md, "Citadels". */
class CitadelsTest {
  private static final String KING_STEPS = "a9a8 a9a10 a9b8 a9b9 a9b10";

  @Test
  void theKingEnteringTheEnemyCitadelDraws() {
    String f = fen("w", "-", "00", "Ka9", "kf5");
    assertEquals(set(KING_STEPS + " a9z9"), movesFrom(f, "a9"));
    TamerlaneGame g = new TamerlaneGame(Boards.position(f));
    play(g, "a9z9");
    assertEquals(Termination.CITADEL, g.outcome().get().termination());
    assertEquals(0, g.legalMoves().length);
    // a king standing in the enemy citadel is a finished game in FEN too
    assertEquals(
        Termination.CITADEL,
        new TamerlaneGame(TamerlaneFen.read(TamerlaneFen.write(g.position())))
            .outcome()
            .get()
            .termination());
  }

  @Test
  void onceAGameTheEntryMayInsteadExchangeWithAPrinceOrAdventitiousKing() {
    // prince on f5 and adventitious king on c3: one draw entry, two exchange entries
    String f = fen("w", "-", "00", "Ka9", "Hf5", "Ac3", "kk5");
    assertEquals(set(KING_STEPS + " a9z9 a9z9f5 a9z9c3"), movesFrom(f, "a9"));
    TamerlaneGame g = new TamerlaneGame(Boards.position(f));
    play(g, "a9z9f5");
    assertEquals("H", g.position().spec().symbol(g.position().piece(sq("z9"))));
    assertEquals("K", g.position().spec().symbol(g.position().piece(sq("f5"))));
    assertFalse(g.isOver());
    assertTrue(TamerlaneFen.write(g.position()).contains(" X "));
    // spent: only the draw entry is left
    assertEquals(
        set(KING_STEPS + " a9z9"), movesFrom(fen("w", "X", "00", "Ka9", "Hf5", "kk5"), "a9"));
  }

  @Test
  void onlyTheRankingRoyalEnters() {
    // with a king on the board the prince beside the citadel may not enter
    assertEquals(set(KING_STEPS), movesFrom(fen("w", "-", "00", "Ha9", "Kf1", "kk5"), "a9"));
    // without a king the prince ranks, and may exchange with the adventitious king
    assertEquals(
        set(KING_STEPS + " a9z9 a9z9c3"),
        movesFrom(fen("w", "-", "00", "Ha9", "Ac3", "kk5"), "a9"));
    // without king and prince the adventitious king ranks
    assertEquals(set(KING_STEPS + " a9z9"), movesFrom(fen("w", "-", "00", "Aa9", "kk5"), "a9"));
    // the ranking royal is found anywhere: a prince in the enemy citadel still outranks an
    // adventitious king
    assertEquals(set(KING_STEPS), movesFrom(fen("w", "X", "00", "Aa9", "Hz9", "kk5"), "a9"));
  }

  @Test
  void onlyTheAdventitiousKingEntersItsOwnCitadelWhenEmpty() {
    assertEquals(
        set("k2j1 k2j2 k2j3 k2k1 k2k3 k2l2"), movesFrom(fen("w", "-", "00", "Ak2", "kf5"), "k2"));
    assertEquals(
        set("k2j1 k2j2 k2j3 k2k1 k2k3"), movesFrom(fen("w", "-", "00", "Hk2", "kf5"), "k2"));
  }

  @Test
  void anAdventitiousKingInItsCitadelCannotBeTakenAndBarsTheEntry() {
    // Black's adventitious king sits in z9 and checks White's king on a9: the king steps away
    // (a8 and a10 are covered from the citadel too), it cannot enter nor take
    assertEquals(set("a9b8 a9b9 a9b10"), movesFrom(fen("w", "-", "00", "Ka9", "az9", "kk5"), "a9"));
  }

  @Test
  void aRoyalLeftInTheEnemyCitadelIsNeverInCheckThere() {
    // Black's prince, its only royal, stands in l2 after an exchange, beside White's adventitious
    // king on k1: a piece in a citadel is never captured, so the knight moves freely, and the
    // adventitious king may not step into its own citadel while the prince is there; the prince
    // may leave to k3 or take on k1, not step to k2 beside the adventitious king
    String f = fen("b", "x", "00", "hl2", "nf5", "Ak1", "Ka1");
    assertEquals(set("l2k1 l2k3 f5d4 f5d6 f5e3 f5e7 f5g3 f5g7 f5h4 f5h6"), Boards.moves(f));
    String white = fen("w", "x", "00", "hl2", "nf5", "Ak1", "Ka1");
    assertEquals(set("k1j1 k1j2 k1k2"), movesFrom(white, "k1"));
  }

  @Test
  void theOnlyRoyalMayEscapeIntoItsCitadel() {
    // the adventitious king alone, checked on k2 by the rook on a2: j1 j3 k1 k3 or l2
    assertEquals(
        set("k2j1 k2j3 k2k1 k2k3 k2l2"), movesFrom(fen("w", "-", "00", "Ak2", "ra2", "kf5"), "k2"));
  }
}
