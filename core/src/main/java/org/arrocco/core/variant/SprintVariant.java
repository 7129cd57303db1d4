package org.arrocco.core.variant;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arrocco.core.clock.TimeControl;
import org.arrocco.core.game.Language;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnVariantName;
import org.arrocco.core.notation.sprint.SprintFen;
import org.arrocco.core.notation.sprint.SprintPgn;
import org.arrocco.core.perft.PerftPosition;
import org.arrocco.core.perft.SprintPerft;
import org.arrocco.core.sprint.Deal;
import org.arrocco.core.sprint.Deck;
import org.arrocco.core.sprint.SprintGame;
import org.arrocco.core.sprint.SprintPosition;
import org.arrocco.core.sprint.SprintSettings;

/**
 * Scacchi Sprint, the club's teaching game ({@code shared/rules/sprint.md}; key {@code sprint}).
 * Options: the {@code seed} that deals both decks ({@code random}, the default, draws one
 * securely), or both decks given top first ({@code whiteDeck}, {@code blackDeck}), or a composed
 * position ({@code fen}, a Sprint FEN with its decks' order); the {@code hourglass} in seconds (60
 * by default, 30, 90, or 0 for untimed play); whether every timeout loses ({@code timeoutLoses});
 * an overall game clock in seconds per player ({@code gameClock}, 0 for none, the default). The
 * timing is the set-up's, since the rules depend on it ({@link #setupTimeControl}). The perft start
 * FEN is the reference data's pocket form.
 */
public final class SprintVariant implements Variant {
  /** The one instance. */
  public static final SprintVariant INSTANCE = new SprintVariant();

  private static final Set<String> PGN_NAMES = PgnVariantName.SPRINT;

  private static final List<SetupOption> OPTIONS =
      List.of(
          new SetupOption(
              "seed",
              "seed of the deal (or random)",
              "seme della distribuzione (o a caso)",
              List.of(),
              "random"),
          new SetupOption(
              "hourglass", "hourglass", "clessidra", List.of("60", "30", "90", "0"), "60"),
          new SetupOption(
              "timeoutLoses",
              "every timeout loses",
              "ogni tempo scaduto perde",
              List.of("no", "yes"),
              "no"),
          new SetupOption(
              "gameClock",
              "game clock per player, seconds (0: none)",
              "tempo di gioco per giocatore, secondi (0: nessuno)",
              List.of(),
              "0"),
          new SetupOption(
              "whiteDeck", "White's deck, top first", "mazzo del Bianco", List.of(), ""),
          new SetupOption("blackDeck", "Black's deck, top first", "mazzo del Nero", List.of(), ""),
          new SetupOption(
              "fen",
              "composed position (Sprint FEN)",
              "posizione composta (FEN Sprint)",
              List.of(),
              ""));

  private SprintVariant() {}

  @Override
  public String key() {
    return "sprint";
  }

  @Override
  public String name(Language language) {
    return "Scacchi Sprint";
  }

  @Override
  public String pgnName() {
    return SprintPgn.VARIANT;
  }

  @Override
  public boolean readsPgnName(String reducedName) {
    return PGN_NAMES.contains(reducedName);
  }

  @Override
  public List<SetupOption> options() {
    return OPTIONS;
  }

  @Override
  public Setup setup(Map<String, String> values) {
    SetupValues v = new SetupValues(this, values);
    Map<String, String> out = SetupValues.resolved();
    String fen = v.get("fen");
    String white = v.get("whiteDeck");
    String black = v.get("blackDeck");
    if (!fen.isEmpty()) {
      for (String other : new String[] {"seed", "whiteDeck", "blackDeck"}) {
        if (v.given(other)) {
          throw new SetupException(other, "a composed position (fen) brings its own decks");
        }
      }
      SprintPosition p;
      try {
        p = SprintFen.read(fen);
      } catch (NotationException e) {
        throw new SetupException("fen", e.getMessage());
      }
      out.put("fen", SprintFen.write(p, true));
    } else if (!white.isEmpty() || !black.isEmpty()) {
      if (v.given("seed")) {
        throw new SetupException("seed", "give a seed or both decks, not both");
      }
      out.put("whiteDeck", deck("whiteDeck", white).letters());
      out.put("blackDeck", deck("blackDeck", black).letters());
    } else {
      String seed = v.get("seed");
      out.put(
          "seed", Long.toString(seed.equalsIgnoreCase("random") ? Deal.freshSeed() : seed(seed)));
    }
    out.put("hourglass", v.choice("hourglass"));
    out.put("timeoutLoses", v.choice("timeoutLoses"));
    out.put("gameClock", Integer.toString(gameClock(v.get("gameClock"))));
    return new Setup(key(), out);
  }

  private static int gameClock(String text) {
    try {
      int s = Integer.parseInt(text);
      if (s >= 0 && s <= 24 * 3600) {
        return s;
      }
    } catch (NumberFormatException e) {
      // said below
    }
    throw new SetupException(
        "gameClock", "expected 0 (none) to 86400 seconds per player, found '" + text + "'");
  }

  /** The timing rules of a set-up: the hourglass, whether timeouts lose, the game clock. */
  private static SprintSettings settings(Setup setup) {
    return new SprintSettings(
        Integer.parseInt(setup.option("hourglass").orElse("60")),
        setup.option("timeoutLoses").orElse("no").equals("yes"),
        Integer.parseInt(setup.option("gameClock").orElse("0")));
  }

  /**
   * The clock a Sprint set-up fixes: the hourglass as the per-move limit, and the game clock; empty
   * when both are off.
   */
  @Override
  public Optional<TimeControl> setupTimeControl(Setup setup) {
    Setups.requireOwn(this, setup);
    return settings(setup).timeControl();
  }

  private static Deck deck(String option, String letters) {
    if (letters.isEmpty()) {
      throw new SetupException(option, "both decks are needed, top first, e.g. " + Deck.FULL);
    }
    try {
      return Deck.parse(letters, true);
    } catch (IllegalArgumentException e) {
      throw new SetupException(option, e.getMessage());
    }
  }

  private static long seed(String text) {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw new SetupException("seed", "expected a whole number or random, found '" + text + "'");
    }
  }

  /**
   * A game on {@code setup}; {@code timeControl} is empty for a game off the clock (a record, an
   * analysis), else it must be the set-up's own ({@link #setupTimeControl}).
   */
  @Override
  public Game newGame(Setup setup, Optional<TimeControl> timeControl) {
    Setups.requireOwn(this, setup);
    SprintSettings settings = settings(setup);
    if (timeControl.isPresent() && !timeControl.equals(settings.timeControl())) {
      throw new SetupException(
          "time control",
          "a Sprint game is timed by its set-up (hourglass, gameClock): "
              + settings.timeControl().map(TimeControl::toString).orElse("untimed")
              + ", not "
              + timeControl.get());
    }
    Optional<TimeControl> control = timeControl;
    SprintGame game;
    if (setup.option("fen").isPresent()) {
      game = SprintGame.fromPosition(SprintFen.read(setup.option("fen").get()), settings);
    } else if (setup.option("whiteDeck").isPresent()) {
      game =
          SprintGame.start(
              new Deal(
                  null,
                  Deck.parse(setup.option("whiteDeck").get(), true),
                  Deck.parse(setup.option("blackDeck").orElse(""), true)),
              settings);
    } else {
      game = SprintGame.start(Deal.fromSeed(seed(setup.option("seed").orElse(""))), settings);
    }
    return new SprintPlay(this, setup, control, game);
  }

  @Override
  public Game replay(PgnGame pgn) {
    SprintGame game = SprintPgn.replay(pgn);
    Map<String, String> options = SetupValues.resolved();
    if (game.deal().isEmpty()) {
      options.put("fen", SprintFen.write(game.startPosition(), true));
    } else if (game.deal().get().seed() != null) {
      options.put("seed", Long.toString(game.deal().get().seed()));
    } else {
      options.put("whiteDeck", game.deal().get().white().letters());
      options.put("blackDeck", game.deal().get().black().letters());
    }
    SprintSettings s = game.settings();
    options.put("hourglass", Integer.toString(s.hourglassSeconds()));
    options.put("timeoutLoses", s.timeoutLoses() ? "yes" : "no");
    options.put("gameClock", Integer.toString(s.gameClockSeconds()));
    SprintPlay play = new SprintPlay(this, new Setup(key(), options), Optional.empty(), game);
    play.adoptReplay();
    return play;
  }

  @Override
  public String startFen() {
    return "4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1";
  }

  /** Reads a Sprint FEN or pocket FEN; perft counts with drawing off, as the reference data do. */
  @Override
  public PerftPosition perftPosition(String fen) {
    return new SprintPerft(SprintFen.read(fen));
  }
}
