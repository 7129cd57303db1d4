package org.arrocco.core.notation.sprint;

import java.util.Locale;
import java.util.Optional;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Termination;

/**
 * The words a Sprint record writes in its {@code Termination} tag for each end (docs/sprint.md,
 * Moves and records), read back the same: a record names the end, so that replaying it reaches the
 * same outcome.
 */
enum SprintEnding {
  CHECKMATE("checkmate"),
  STALEMATE("stalemate"),
  AGREEMENT("draw by agreement"),
  THREEFOLD_REPETITION("threefold repetition, claimed"),
  FIVEFOLD_REPETITION("fivefold repetition"),
  FIFTY_MOVES("50-move rule, claimed"),
  SEVENTY_FIVE_MOVES("75-move rule"),
  DEAD_POSITION("dead position: neither side can ever mate"),
  RESIGNATION("resignation"),
  TIMEOUT_IN_CHECK("hourglass ran out while in check"),
  TIMEOUT("hourglass ran out (timeout loses)"),
  GAME_CLOCK("game clock ran out"),
  GAME_CLOCK_NO_MATE("game clock ran out, but the opponent can never mate"),
  ARBITER_DECISION("decided by the arbiter");

  private final String text;

  SprintEnding(String text) {
    this.text = text;
  }

  /** The words of the tag. */
  String text() {
    return text;
  }

  /** The words for an outcome of a Sprint game. */
  static SprintEnding of(Outcome o) {
    Termination t = o.termination();
    return switch (t) {
      case CHECKMATE -> CHECKMATE;
      case STALEMATE -> STALEMATE;
      case AGREEMENT -> AGREEMENT;
      case THREEFOLD_REPETITION -> THREEFOLD_REPETITION;
      case FIVEFOLD_REPETITION -> FIVEFOLD_REPETITION;
      case FIFTY_MOVES -> FIFTY_MOVES;
      case SEVENTY_FIVE_MOVES -> SEVENTY_FIVE_MOVES;
      case DEAD_POSITION -> DEAD_POSITION;
      case RESIGNATION -> RESIGNATION;
      case HOURGLASS_IN_CHECK -> TIMEOUT_IN_CHECK;
      case HOURGLASS -> TIMEOUT;
      case FLAG_FALL -> o.result() == Result.DRAW ? GAME_CLOCK_NO_MATE : GAME_CLOCK;
      case ARBITER_DECISION -> ARBITER_DECISION;
      case CITADEL -> throw new IllegalArgumentException("no citadel in Sprint: " + o);
    };
  }

  /** The end these words name (any case, blanks around ignored), if they name one. */
  static Optional<SprintEnding> named(String words) {
    String w = words.trim().toLowerCase(Locale.ROOT);
    for (SprintEnding e : values()) {
      if (e.text.equals(w)) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  /** Every accepted phrase, quoted, for a message. */
  static String list() {
    StringBuilder sb = new StringBuilder();
    for (SprintEnding e : values()) {
      sb.append(sb.length() == 0 ? "" : ", ").append('"').append(e.text).append('"');
    }
    return sb.toString();
  }
}
