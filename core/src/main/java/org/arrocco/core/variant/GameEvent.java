package org.arrocco.core.variant;

import java.util.Objects;
import java.util.Optional;
import org.arrocco.core.game.RecordedEnd;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;

/**
 * One thing that happened to a game, as its record keeps it: what, by whom, with what text (a move,
 * a result) and when. Played again in order at the same times, the events of a record rebuild the
 * same game ({@link Variant#rebuild}), clocks included. Only the actions the game took are
 * recorded; a refused one left nothing.
 *
 * @param kind what happened
 * @param side who did it, for the kinds done by a player
 * @param text the move ({@link Kind#MOVE}, {@link Kind#MOVE_AND_CLAIM}), the result ({@link
 *     Kind#ARBITER}: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}), the result and how ({@link
 *     Kind#RECORDED_END}: {@code 1-0 UNSAID}), or empty
 * @param at when, in milliseconds on the game's time scale
 */
public record GameEvent(Kind kind, Optional<Side> side, String text, long at) {

  /** The kinds of events. */
  public enum Kind {
    /** The clock started. */
    START,
    /** The side to move moved. */
    MOVE,
    /** The side to move moved and claimed a draw with the move (FIDE 9.2.1.1, 9.3.1). */
    MOVE_AND_CLAIM,
    /** A player claimed a draw, upheld. */
    CLAIM,
    /** A player offered a draw. */
    OFFER,
    /** A player accepted the opponent's offer. */
    ACCEPT,
    /** A player declined the opponent's offer. */
    DECLINE,
    /** A player resigned. */
    RESIGN,
    /** A time limit ran out (a flag fell; in Sprint, an hourglass may pass the move instead). */
    TIME,
    /** The arbiter decided the game. */
    ARBITER,
    /** The game ended as a record (a PGN file) says. */
    RECORDED_END,
    /** The side to move lost its move to the hourglass, as a record without times says. */
    RECORDED_PASS,
    /** The clock was paused (the server stopped; an arbiter's pause). */
    PAUSE,
    /** The clock was resumed. */
    RESUME
  }

  public GameEvent {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(text, "text");
  }

  /** An event of no particular side. */
  public static GameEvent of(Kind kind, String text, long at) {
    return new GameEvent(kind, Optional.empty(), text, at);
  }

  /** An event of a side. */
  public static GameEvent by(Kind kind, Side side, String text, long at) {
    return new GameEvent(kind, Optional.of(side), text, at);
  }

  /**
   * Plays this event again on {@code game}.
   *
   * @throws IllegalActionException when the game refuses it
   */
  void replayOn(Game game) {
    switch (kind) {
      case START -> game.startClock(at);
      case MOVE -> game.play(text, at);
      case MOVE_AND_CLAIM -> game.playAndClaimDraw(text, at);
      case CLAIM -> game.claimDraw(player(), at);
      case OFFER -> game.offerDraw(player(), at);
      case ACCEPT -> game.acceptDraw(player(), at);
      case DECLINE -> game.declineDraw(player(), at);
      case RESIGN -> game.resign(player(), at);
      case TIME -> game.checkTime(at);
      case ARBITER -> game.arbiterDecides(result(text), at);
      case RECORDED_END -> {
        String[] parts = text.split(" ");
        if (parts.length != 2) {
          throw new IllegalActionException(
              "a recorded end is '<result> <how>', not '" + text + "'");
        }
        RecordedEnd how;
        try {
          how = RecordedEnd.valueOf(parts[1]);
        } catch (IllegalArgumentException e) {
          throw new IllegalActionException("no recorded end '" + parts[1] + "'");
        }
        game.endAsRecorded(result(parts[0]), how, at);
      }
      case RECORDED_PASS -> game.passAsRecorded(at);
      case PAUSE -> game.pauseClock(at);
      case RESUME -> game.resumeClock(at);
    }
  }

  private Side player() {
    return side.orElseThrow(() -> new IllegalActionException(kind + " needs the side who did it"));
  }

  /** The result written as in PGN. */
  static Result result(String pgn) {
    for (Result r : Result.values()) {
      if (r.pgn().equals(pgn)) {
        return r;
      }
    }
    throw new IllegalActionException("no result '" + pgn + "' (1-0, 0-1 or 1/2-1/2)");
  }

  @Override
  public String toString() {
    return kind
        + side.map(s -> " " + s).orElse("")
        + (text.isEmpty() ? "" : " " + text)
        + " at "
        + at;
  }
}
