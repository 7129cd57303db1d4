package org.arrocco.core.variant;

import java.util.List;
import java.util.Optional;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.Side;

/**
 * What one seat may see of a game at one instant: all a server sends to a player or a spectator.
 * For a full-information game it is the whole position; for Scacchi Sprint only the public board,
 * the seat's own hand and the counts everyone may know ({@link PlayerView}), never the opponent's
 * hand or any deck order.
 *
 * @param seat who looks
 * @param variant the variant's key
 * @param position the position as this seat may see it: the variant's position text, or for Sprint
 *     the public board as an orthodox FEN
 * @param sideToMove the side to move
 * @param moves the moves played
 * @param legalMoves the seat's legal moves when it is to move and the game goes on, else empty
 * @param canClaimDraw whether the seat, to move, may claim a draw now
 * @param drawOffer the side whose draw offer stands
 * @param clock the clock at this instant, for a timed game
 * @param outcome how the game ended
 * @param sprint Sprint's hidden-information view of this seat, for a Sprint game
 */
public record GameView(
    Seat seat,
    String variant,
    String position,
    Side sideToMove,
    List<PlayedMove> moves,
    List<LegalMove> legalMoves,
    boolean canClaimDraw,
    Optional<Side> drawOffer,
    Optional<ClockReading> clock,
    Optional<Outcome> outcome,
    Optional<PlayerView> sprint) {
  public GameView {
    moves = List.copyOf(moves);
    legalMoves = List.copyOf(legalMoves);
  }
}
