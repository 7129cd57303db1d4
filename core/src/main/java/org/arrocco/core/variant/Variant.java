package org.arrocco.core.variant;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arrocco.core.clock.TimeControl;
import org.arrocco.core.game.Language;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.perft.PerftPosition;

/**
 * A game that Arrocco plays, and the one door to it: its identity and names, the options of its
 * set-up, new games and games rebuilt from their record or read from PGN, its positions in text and
 * its perft. Each variant is a singleton listed in {@link Variants}; code outside this package and
 * the variant's own packages reaches the rules only through it and through {@link Game}.
 */
public interface Variant {

  /** The short name used on the command line, in records and in files ({@code chess}, ...). */
  String key();

  /** The name shown to people: "Scacchi Sprint", "Tamerlane chess". */
  String name(Language language);

  /** The name written in PGN's {@code Variant} tag ({@code Standard}, {@code Chess960}, ...). */
  String pgnName();

  /**
   * Whether a PGN {@code Variant} tag naming this game, already reduced by {@link Variants#pgnKey}
   * (lower case, no blanks, {@code _} or {@code -}), reads as this variant.
   */
  boolean readsPgnName(String reducedName);

  /** The options of a set-up, in the order a form shows them. */
  List<SetupOption> options();

  /**
   * The set-up these option values ask for, every value checked and every choice left to chance
   * drawn now (a random Chess960 number, a Sprint seed), so that the set-up makes the same game
   * every time. Options not given take their defaults.
   *
   * @throws SetupException naming the option and what is wrong with it
   */
  Setup setup(Map<String, String> values);

  /** The default set-up (every option at its default, chance drawn). */
  default Setup defaultSetup() {
    return setup(Map.of());
  }

  /**
   * The time control the set-up itself fixes, where the rules depend on it (Scacchi Sprint's
   * hourglass and game clock); empty for the variants whose clock is chosen apart.
   */
  default Optional<TimeControl> setupTimeControl(Setup setup) {
    return Optional.empty();
  }

  /**
   * A new game from {@code setup}, timed by {@code timeControl} (empty: untimed). Where the set-up
   * fixes the clock ({@link #setupTimeControl}), the time control is that one or empty.
   *
   * @throws SetupException when the set-up is another variant's, or the time control does not fit
   *     this game
   */
  Game newGame(Setup setup, Optional<TimeControl> timeControl);

  /**
   * The game a record describes, rebuilt exactly: every event played again at its time.
   *
   * @throws SetupException when the record's set-up does not fit this variant
   * @throws IllegalActionException naming the first event that cannot be played again
   */
  default Game rebuild(GameRecord record) {
    if (!record.variant().equals(key())) {
      throw new SetupException(
          "variant", "the record is of " + record.variant() + ", not " + key());
    }
    Game game = newGame(setup(record.setup()), record.timeControl());
    for (int i = 0; i < record.events().size(); i++) {
      GameEvent e = record.events().get(i);
      try {
        e.replayOn(game);
      } catch (IllegalActionException ex) {
        throw new IllegalActionException("event " + (i + 1) + " (" + e + "): " + ex.getMessage());
      }
    }
    return game;
  }

  /**
   * The game a PGN game of this variant records: its start from the tags, its main line played
   * (every variation checked), and the end the record gives where the moves did not bring one.
   *
   * @throws org.arrocco.core.notation.NotationException naming the tag or the move that is wrong
   */
  Game replay(PgnGame pgn);

  /** The position text of the variant's standard start ({@code startpos} on the command line). */
  String startFen();

  /**
   * Reads a position of this variant and returns it ready for perft.
   *
   * @throws org.arrocco.core.notation.NotationException naming the field that is wrong
   */
  PerftPosition perftPosition(String fen);
}
