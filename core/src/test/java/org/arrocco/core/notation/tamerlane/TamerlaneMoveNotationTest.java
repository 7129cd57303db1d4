package org.arrocco.core.notation.tamerlane;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.arrocco.core.generic.MoveGenerator;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.tamerlane.TamerlaneSetup;
import org.junit.jupiter.api.Test;

/** The coordinate and SAN-like forms of docs/tamerlane-notation.md, one kind of move each. */
class TamerlaneMoveNotationTest {
  private static MoveGenerator gen(String fen) {
    return new MoveGenerator(TamerlaneFen.read(fen));
  }

  /** Reads {@code text}, then checks the move's coordinate and SAN-like forms. */
  private static void check(String fen, String text, String coordinate, String san) {
    MoveGenerator g = gen(fen);
    int m = TamerlaneMoveNotation.parse(g, text);
    assertEquals(coordinate, TamerlaneMoveNotation.coordinate(g.position(), m));
    assertEquals(san, TamerlaneMoveNotation.san(g, m));
    assertEquals(m, TamerlaneMoveNotation.parse(g, san));
    assertEquals(m, TamerlaneMoveNotation.parse(g, coordinate));
  }

  @Test
  void ordinaryMoves() {
    String start = TamerlaneSetup.DEFAULT.fen();
    check(start, "e3e4", "e3e4", "e4");
    check(start, "Nb2d1", "b2d1", "Nd1");
    check(start, "Gf1", "e2f1", "Gf1");
    check("10k/11/11/11/4r6/3PN7/11/11/11/K10 w -- - 00 0 1", "d5xe6", "d5e6", "dxe6");
  }

  @Test
  void promotionsAndPawnOfPawnsArrivals() {
    check("11/2PN8/11/11/11/11/11/11/11/K9k w -- - 00 0 1", "c9c10", "c9c10", "c10=N");
    check("11/2PK8/11/11/11/11/11/11/11/K9k w -- - 00 0 1", "c10", "c9c10", "c10=H");
    check("11/2PP8/11/11/11/11/11/11/11/K9k w -- - 00 0 1", "c10", "c9c10", "c10");
    check("11/2PP8/11/11/11/11/11/11/11/K9k w -- - 10 0 1", "c10=a3", "c9c10", "c10=a3");
    check("11/2PP8/11/11/11/11/11/11/11/K9k w -- - 20 0 1", "c10=A", "c9c10", "c10=A");
  }

  @Test
  void aPawnOfPawnsSteppingOntoItsStartingSquareIsNoTransfer() {
    // tamerlane.md, "Promotion" stage 2: only the automatic transfer is written "=a3"; a pawn of
    // pawns brought below a3 by a king swap that steps back onto a3 makes an ordinary step
    check("10k/11/11/11/11/11/11/11/PP10/5K5 w -- - 10 0 1", "a2a3", "a2a3", "a3");
  }

  @Test
  void swapReplacementAndCitadelForms() {
    // swap: the king in check from e10 takes the knight's square
    check("4r5k/11/11/11/11/11/11/11/11/1N2K6 w -- - 00 0 1", "e1b1", "e1b1", "K:Nb1");
    // replacement: the waiting pawn of pawns takes the forking pawn's square
    check("1PP9/11/11/11/3r1k5/4PN6/11/11/11/K10 w -- - 10 0 1", "PP:e5", "b10e5", "PP:e5+");
    // citadel: the drawing entry and the exchange with the prince on f5
    check("11/K10/11/11/11/5H5/11/11/11/10k w -- - 00 0 1", "Kz9", "a9z9", "Kz9");
    check("11/K10/11/11/11/5H5/11/11/11/10k w -- - 00 0 1", "a9z9f5", "a9z9f5", "Kz9:Hf5");
  }

  @Test
  void checkAndDisambiguation() {
    check("10k/11/11/11/11/11/11/11/11/R9K w -- - 00 0 1", "Ra10", "a1a10", "Ra10+");
    check("4k6/11/11/11/11/11/11/11/5K5/R9R w -- - 00 0 1", "Rad1", "a1d1", "Rad1");
  }

  @Test
  void needlessDisambiguationIsReadAsInChess() {
    String twoKnights = "k10/11/11/11/11/11/11/11/1N3N5/K10 w -- - 00 0 1";
    check(twoKnights, "Nbc4", "b2c4", "Nc4");
    check(twoKnights, "N2c4", "b2c4", "Nc4");
    check(twoKnights, "Nb2c4", "b2c4", "Nc4");
    check(twoKnights, "Nbd3", "b2d3", "Nbd3");
    check(twoKnights, "Nb2d3", "b2d3", "Nbd3");
  }

  @Test
  void anAmbiguousMoveNamesWhatItCouldBe() {
    MoveGenerator g = gen("k10/11/11/11/11/11/11/11/1N3N5/K10 w -- - 00 0 1");
    NotationException e =
        assertThrows(NotationException.class, () -> TamerlaneMoveNotation.parse(g, "Nd3"));
    assertEquals("move 'Nd3'", e.where());
    assertEquals("ambiguous: it could be Nbd3 or Nfd3", e.problem());
    e = assertThrows(NotationException.class, () -> TamerlaneMoveNotation.parse(g, "N2d3"));
    assertEquals("ambiguous: it could be Nbd3 or Nfd3", e.problem());
  }

  @Test
  void badMovesAreNamed() {
    MoveGenerator g = gen(TamerlaneSetup.DEFAULT.fen());
    NotationException e =
        assertThrows(NotationException.class, () -> TamerlaneMoveNotation.parse(g, "e3e5"));
    assertEquals("move 'e3e5'", e.where());
    assertTrue(e.problem().contains("not a legal move"));
    assertThrows(NotationException.class, () -> TamerlaneMoveNotation.parse(g, ""));
    for (String text : new String[] {"Qd4", "Zd4xcc8", "e3-e4", "K:e5", "PP:Ne5"}) {
      e = assertThrows(NotationException.class, () -> TamerlaneMoveNotation.parse(g, text));
      assertTrue(
          e.problem().startsWith("not a move: expected a coordinate form such as e3e4"),
          text + ": " + e.problem());
    }
    e = assertThrows(NotationException.class, () -> TamerlaneMoveNotation.parse(g, "Zd4"));
    assertEquals("not a legal move in this position", e.problem()); // a giraffe move's shape
  }

  @Test
  void everyFormOfEveryLegalMoveHasTheShapeOfAMove() {
    // the shape only words the error for a text no legal move has; it must not call a move's own
    // forms "not a move": random games from each array, every legal move, every form written
    for (TamerlaneSetup setup : TamerlaneSetup.values()) {
      java.util.Random random = new java.util.Random(setup.ordinal());
      org.arrocco.core.tamerlane.TamerlaneGame game =
          new org.arrocco.core.tamerlane.TamerlaneGame(TamerlaneFen.read(setup.fen()));
      for (int ply = 0; ply < 300 && game.legalMoves().length > 0; ply++) {
        MoveGenerator g = game.generator();
        for (int m : game.legalMoves()) {
          String san = TamerlaneMoveNotation.san(g, m).replaceAll("[+#]+$", "");
          String coordinate = TamerlaneMoveNotation.coordinate(g.position(), m);
          for (String form : new String[] {san, san.replaceFirst("=.*", ""), coordinate}) {
            assertTrue(TamerlaneMoveNotation.hasMoveShape(form), form);
          }
        }
        int[] legal = game.legalMoves();
        game.play(legal[random.nextInt(legal.length)]);
      }
    }
  }
}
