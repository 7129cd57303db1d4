package org.arrocco.core.variant;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arrocco.core.clock.TimeControl;
import org.arrocco.core.game.Language;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.RecordedEnd;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;

/**
 * One game of any variant, as a server holds it: the rules, the moves in text, the clock, the
 * offers and claims, and what each seat may see. Every action takes the time it happens ({@code
 * now}, milliseconds on any scale that never goes back); the clock is pure, so the same actions at
 * the same times always make the same game ({@link #record}, {@link Variant#rebuild}). Before any
 * action, a limit that ran out by {@code now} is applied first ({@link #checkTime}).
 *
 * <p>A refused action throws {@link IllegalActionException} with the reason and leaves the game as
 * it was. The game trusts its caller for who acts: a server lets a player act only for its own
 * seat. A game is not thread-safe.
 *
 * <p>A game holds the whole truth, Scacchi Sprint's hidden tiles included: what leaves the server
 * for a player or a spectator is only ever {@link #view} of that seat.
 */
public interface Game {

  Variant variant();

  /** The set-up the game started from. */
  Setup setup();

  /** The time control, empty for an untimed game. */
  Optional<TimeControl> timeControl();

  /** The side to move. */
  Side sideToMove();

  /** How many moves were played (passes included). */
  default int ply() {
    return moves().size();
  }

  /** How the game ended, empty while it goes on. */
  Optional<Outcome> outcome();

  default boolean isOver() {
    return outcome().isPresent();
  }

  /**
   * The legal moves of the side to move (none once the game is over), with their text forms: the
   * whole truth, so in Sprint its placements show the hand; a player gets its own in its view.
   */
  List<LegalMove> legalMoves();

  /**
   * The legal move the text names, for the side to move: the program form ({@link LegalMove#uci})
   * or the people form ({@link LegalMove#san}), in English letters or, for {@link
   * Language#ITALIAN}, Italian ones (R D T A C) where the variant has them.
   *
   * @throws IllegalActionException naming why no legal move is meant
   */
  LegalMove find(String text, Language letters);

  /**
   * The side to move plays {@code move} (either text form, English letters) at {@code now}.
   *
   * @throws IllegalActionException for an illegal move, the game over (also by a flag that fell
   *     before {@code now}), or a time before the last event
   */
  PlayedMove play(String move, long now);

  /**
   * The side to move plays {@code move} and claims a draw with it (threefold repetition, 50 moves,
   * FIDE 9.2.1.1, 9.3.1): the move stands in every case; the claim ends the game drawn when the
   * position after the move allows it.
   *
   * @return whether the claim was upheld
   */
  boolean playAndClaimDraw(String move, long now);

  /** Whether the side to move may claim a draw now (threefold repetition, 50 moves). */
  boolean canClaimDraw();

  /**
   * {@code side}, to move, claims a draw; upheld, the game ends drawn.
   *
   * @throws IllegalActionException when {@code side} is not to move or the position allows no claim
   *     (nothing changes; the variant's rules say whether the opponent gets time)
   */
  void claimDraw(Side side, long now);

  /** {@code side} offers a draw; it stands until the opponent answers or moves. */
  void offerDraw(Side side, long now);

  /** The side whose draw offer stands, if any. */
  Optional<Side> drawOffer();

  /**
   * {@code side} accepts the opponent's standing offer: the game is drawn by agreement.
   *
   * @throws IllegalActionException when there is no offer of the opponent, or the rules allow no
   *     agreement yet (FIDE 5.2.3: both players must have moved)
   */
  void acceptDraw(Side side, long now);

  /** {@code side} declines the opponent's standing offer. */
  void declineDraw(Side side, long now);

  /** {@code side} resigns. */
  void resign(Side side, long now);

  /**
   * Applies a time limit that ran out by {@code now}: a flag that fell ends the game (or, for a
   * Sprint hourglass, passes the move, as many times as ran out). A server calls it when a limit is
   * due, so a game ends on time with no player connected.
   *
   * @return whether anything happened
   */
  boolean checkTime(long now);

  /**
   * The instant the running limit will run out, if a time runs: when to call {@link #checkTime}.
   */
  Optional<Long> nextDeadline();

  /** Starts the clock (the first move starts it if nothing did). */
  void startClock(long now);

  /** Pauses the clock (the server goes down; the arbiter stops the clocks, FIDE 6.12.1). */
  void pauseClock(long now);

  /** Resumes a paused clock; the paused time is not charged. */
  void resumeClock(long now);

  /** The arbiter decides the game off the board; {@code result} stands (FIDE 12.9). */
  void arbiterDecides(Result result, long now);

  /**
   * Ends the game as a record of it says it ended, where the moves did not end it: a resignation, a
   * flag fall, a claim or an agreement, a decision off the board, as each game's rules say.
   *
   * @throws IllegalActionException when the rules allow no such end here
   */
  Outcome endAsRecorded(Result written, RecordedEnd how, long now);

  /**
   * The side to move loses its move as a record of the game says (Scacchi Sprint: the hourglass ran
   * out, in a record that keeps no times): the move passes, or the game ends where a timeout loses
   * it.
   *
   * @throws IllegalActionException in a game that has no passes
   */
  void passAsRecorded(long now);

  /** The moves played, in order. */
  List<PlayedMove> moves();

  /** What the clock shows at {@code now}; empty for an untimed game. */
  Optional<ClockReading> clock(long now);

  /** What {@code seat} may see now (for a Sprint game, never what the rules hide from it). */
  GameView view(Seat seat, long now);

  /**
   * The current position in the variant's own position text, the whole truth (a Sprint FEN with
   * both hands and the decks): for records, analysis and the server's own use.
   */
  String positionText();

  /** Everything that happened, to store; {@link Variant#rebuild} makes this game from it. */
  GameRecord record();

  /**
   * The game in PGN with the given tags first (Event, Site, White, Black, ...); the tags the game
   * writes itself (Variant, SetUp, FEN, Result, the variant's own) replace any given.
   *
   * @throws IllegalStateException for a Sprint game still going on (its record reveals the decks)
   */
  String pgn(Map<String, String> tags);
}
