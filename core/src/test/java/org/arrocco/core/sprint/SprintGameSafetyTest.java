package org.arrocco.core.sprint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.chess.Square;
import org.arrocco.core.notation.sprint.SprintFen;
import org.arrocco.core.notation.sprint.SprintPgn;
import org.arrocco.core.notation.sprint.SprintSan;
import org.arrocco.core.variant.PlayerView;
import org.arrocco.core.variant.Seat;
import org.junit.jupiter.api.Test;

/**
 * The server's game refuses what it cannot do without changing anything, so that the truth it holds
 * stays whole and what players see of it stays right ({@code shared/rules/sprint.md}, Hidden
 * information: the full position stays on the server).
 */
class SprintGameSafetyTest {

  @Test
  void aDrawFromADeckOfUnknownOrderIsRefusedBeforeAnythingChanges() {
    // docs/sprint.md, Sprint FEN: a deck of unknown order can be shown, not played on with drawing.
    SprintGame g =
        SprintGame.fromPosition(
            SprintFen.read("4k3/4p3/8/8/8/8/4P3/4K3[PNp] w - - 0 1 12:12 -"),
            SprintSettings.DEFAULT);
    String before = SprintFen.write(g.position());
    int move = SprintSan.read(g.position(), "Kd1");
    assertThrows(IllegalStateException.class, () -> g.play(move));
    assertThrows(IllegalStateException.class, g::hourglassOut);
    assertEquals(before, SprintFen.write(g.position()));
    assertEquals(List.of(), g.moves());
    assertEquals(List.of(), SprintPgn.sanMoves(g));
    assertEquals(1, g.repetitions());
  }

  @Test
  void aResignationEndsTheGameOnce() {
    // sprint.md, End of the game: a resignation ends it, for the side that resigns
    SprintGame g = SprintGame.start(Deal.fromSeed(3), SprintSettings.DEFAULT);
    assertTrue(g.outcome().isEmpty());
    g.resign(org.arrocco.core.game.Side.BLACK);
    assertEquals("1-0", g.outcome().get().result().pgn());
    assertThrows(IllegalArgumentException.class, () -> g.resign(org.arrocco.core.game.Side.WHITE));
  }

  @Test
  void aPlacementOfNoTileKindIsNotExplainedAsAMissingQueen() {
    // sprint.md, Material: kings are never tiles; the message must not state a false hand.
    SprintGame g = SprintGame.start(Deal.fromSeed(3), SprintSettings.DEFAULT);
    for (int type : new int[] {0, Piece.KING, 7}) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class, () -> g.play(Move.drop(type, Square.parse("e3"))));
      assertFalse(e.getMessage().contains("queen tile in hand"), e.getMessage());
      assertTrue(e.getMessage().contains("sprint.md, Material"), e.getMessage());
    }
  }

  @Test
  void nothingAViewOrTheGameHandsOutChangesTheGame() {
    // sprint.md, Hidden information: the server keeps the truth; what it hands out is a copy.
    SprintGame g = SprintGame.start(Deal.fromSeed(3), SprintSettings.DEFAULT);
    g.play(g.legalMoves()[0]);
    String before = SprintFen.write(g.position(), true);
    PlayerView v = view(g, Seat.WHITE);
    PlayerView b = view(g, Seat.BLACK);
    assertThrows(UnsupportedOperationException.class, () -> v.moves().clear());
    assertThrows(UnsupportedOperationException.class, () -> b.legalMoves().clear());
    assertThrows(UnsupportedOperationException.class, () -> g.moves().clear());
    assertThrows(UnsupportedOperationException.class, () -> SprintPgn.sanMoves(g).clear());
    g.legalMoves()[0] = 0;
    g.deal().get().white().tiles()[0] = Tile.QUEEN;
    assertThrows(
        UnsupportedOperationException.class, () -> SprintSettings.OFFERED_HOURGLASS.set(0, 1));
    assertEquals(before, SprintFen.write(g.position(), true));
    assertEquals(Deal.fromSeed(3), g.deal().get());
    assertEquals(b, view(g, Seat.BLACK));
  }

  @Test
  void aViewBuiltDirectlyKeepsItsOwnLists() {
    // sprint.md, Hidden information: a view is a value; a list given to it cannot change it later.
    List<String> moves = new java.util.ArrayList<>(List.of("P@e3"));
    List<String> legal = new java.util.ArrayList<>(List.of("Kd7"));
    PlayerView v =
        new PlayerView(
            Seat.BLACK,
            "4k3/4p3/8/8/8/4P3/4P3/4K3 b - - 0 1",
            "-",
            java.util.Optional.empty(),
            1,
            2,
            12,
            12,
            Hand.empty(),
            Hand.empty(),
            moves,
            legal,
            java.util.Optional.empty());
    moves.add("Q@d5");
    legal.add("Q@d5");
    assertEquals(List.of("P@e3"), v.moves());
    assertEquals(List.of("Kd7"), v.legalMoves());
  }

  /** What {@code seat} may see of {@code g}, as the variant layer builds it. */
  private static PlayerView view(SprintGame g, Seat seat) {
    return PlayerView.of(g.position(), SprintPgn.sanMoves(g), g.outcome(), seat);
  }
}
