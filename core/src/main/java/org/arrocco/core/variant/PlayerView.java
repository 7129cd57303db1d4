package org.arrocco.core.variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arrocco.core.chess.MoveList;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.notation.Fen;
import org.arrocco.core.notation.sprint.SprintFen;
import org.arrocco.core.notation.sprint.SprintSan;
import org.arrocco.core.sprint.Hand;
import org.arrocco.core.sprint.SprintPosition;
import org.arrocco.core.sprint.Tile;

/**
 * What one player or a spectator may know of a Sprint game: the only way a position leaves the core
 * ({@code shared/rules/sprint.md}, Hidden information). It holds the public board, the viewer's own
 * hand (players only), both hand sizes, both deck sizes, the tiles of each side not yet on the
 * board (hand and deck together, which everyone can count), the actions played in SAN and the
 * result; never the opponent's hand and never any deck order, also after the game.
 *
 * @param viewer who looks
 * @param fen the board as an orthodox FEN (pieces, side, castling, e.p., clocks, turn)
 * @param memory the public Sprint memory field (bishop colours used, kings moved; see {@code
 *     docs/sprint.md})
 * @param ownHand the viewer's hand; empty for a spectator
 * @param whiteHandSize how many tiles White holds
 * @param blackHandSize how many tiles Black holds
 * @param whiteDeckSize how many tiles White has still to draw
 * @param blackDeckSize how many tiles Black has still to draw
 * @param whiteToCome White's tiles not yet on the board (hand + deck, as a multiset)
 * @param blackToCome Black's tiles not yet on the board
 * @param moves the actions played, in SAN ({@code --} a pass)
 * @param legalMoves the viewer's legal actions in SAN without check marks when it is to move, else
 *     empty
 * @param result the outcome once the game is over
 */
public record PlayerView(
    Seat viewer,
    String fen,
    String memory,
    Optional<Hand> ownHand,
    int whiteHandSize,
    int blackHandSize,
    int whiteDeckSize,
    int blackDeckSize,
    Hand whiteToCome,
    Hand blackToCome,
    List<String> moves,
    List<String> legalMoves,
    Optional<Outcome> result) {

  /** Copies the lists, so that a view holds no list that anyone else can still change. */
  public PlayerView {
    moves = List.copyOf(moves);
    legalMoves = List.copyOf(legalMoves);
  }

  /**
   * The view for {@code viewer} of a position reached by the public actions {@code moves} (SAN),
   * with the game's result if it is over.
   */
  public static PlayerView of(
      SprintPosition s, List<String> moves, Optional<Outcome> result, Seat viewer) {
    Hand[] toCome = new Hand[2];
    for (int c = 0; c < 2; c++) {
      int[] counts = new int[Tile.COUNT];
      for (int t = 0; t < Tile.COUNT; t++) {
        counts[t] = s.handCount(c, SprintPosition.pieceType(t));
      }
      if (!s.deckKnown(c)) {
        throw new IllegalArgumentException("a view needs the decks' contents to count tiles");
      }
      for (int t : s.deckTiles(c)) {
        counts[t]++;
      }
      toCome[c] = Hand.of(counts);
    }
    int own = viewer.side().map(side -> side.colour()).orElse(-1);
    List<String> legal = new ArrayList<>();
    if (own == s.sideToMove() && result.isEmpty()) {
      MoveList list = new MoveList();
      int n = s.generate(list);
      for (int i = 0; i < n; i++) {
        // Without marks: a mate mark would hint at the opponent's hand and next draw.
        legal.add(SprintSan.withoutMarks(s, list.get(i)));
      }
    }
    return new PlayerView(
        viewer,
        Fen.write(s.board()),
        SprintFen.memory(s),
        own < 0 ? Optional.empty() : Optional.of(s.hand(own)),
        s.hand(0).size(),
        s.hand(1).size(),
        s.deckSize(0),
        s.deckSize(1),
        toCome[0],
        toCome[1],
        moves,
        legal,
        result);
  }
}
