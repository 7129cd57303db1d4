package org.arrocco.core.notation.sprint;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arrocco.core.chess.Move;
import org.arrocco.core.chess.Piece;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;
import org.arrocco.core.notation.NotationException;
import org.arrocco.core.notation.PgnGame;
import org.arrocco.core.notation.PgnLine;
import org.arrocco.core.notation.PgnMove;
import org.arrocco.core.notation.PgnMoveException;
import org.arrocco.core.notation.PgnReader;
import org.arrocco.core.notation.PgnReplay;
import org.arrocco.core.notation.PgnTag;
import org.arrocco.core.notation.PgnTimeControl;
import org.arrocco.core.notation.PgnVariantName;
import org.arrocco.core.notation.PgnWriter;
import org.arrocco.core.sprint.Deal;
import org.arrocco.core.sprint.Deck;
import org.arrocco.core.sprint.SprintGame;
import org.arrocco.core.sprint.SprintPosition;
import org.arrocco.core.sprint.SprintSettings;

/**
 * The PGN record of a finished Sprint game ({@code shared/rules/sprint.md}, Records), on the
 * project's PGN reader and writer: {@code [Variant "Sprint"]}, both decks' initial order ({@code
 * WhiteDeck}, {@code BlackDeck}, and {@code Seed} when dealt from one) and the initial hands, the
 * timing settings, the moves in Sprint SAN and a {@code Termination} tag with the reason. A game
 * from a composed position carries {@code SetUp} and a {@code FEN} tag with the deck contents
 * instead. Written only once the game is over; reading replays it exactly, and checks every
 * variation (RAV) from the position before the move it replaces.
 */
public final class SprintPgn {
  /** The value of the Variant tag. */
  public static final String VARIANT = "Sprint";

  /** The Termination of a game in progress (PGN 9.8.1). */
  private static final String UNTERMINATED = "unterminated";

  private SprintPgn() {}

  /**
   * The PGN of a finished game; {@code roster} holds any of the seven-tag roster (Event, White ...)
   * and other tags to write first.
   *
   * @throws IllegalStateException while the game is going on (the decks are secret until the end)
   */
  public static String write(SprintGame game, List<PgnTag> roster) {
    Outcome result =
        game.outcome()
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "a Sprint record is written only once the game is over (it reveals the"
                            + " decks)"));
    List<PgnTag> tags = new ArrayList<>(roster);
    tags.add(new PgnTag("Variant", VARIANT));
    if (game.deal().isPresent()) {
      Deal deal = game.deal().get();
      if (deal.seed() != null) {
        tags.add(new PgnTag("Seed", Long.toString(deal.seed())));
      }
      tags.add(new PgnTag("WhiteDeck", deal.white().letters()));
      tags.add(new PgnTag("BlackDeck", deal.black().letters()));
      tags.add(new PgnTag("WhiteHand", "P"));
      tags.add(new PgnTag("BlackHand", "P"));
    } else {
      tags.add(new PgnTag("SetUp", "1"));
      tags.add(new PgnTag("FEN", SprintFen.write(game.startPosition(), true)));
    }
    SprintSettings st = game.settings();
    tags.add(new PgnTag("Hourglass", Integer.toString(st.hourglassSeconds())));
    tags.add(new PgnTag("TimeoutLoses", st.timeoutLoses() ? "yes" : "no"));
    tags.add(new PgnTag("GameClock", Integer.toString(st.gameClockSeconds())));
    tags.add(new PgnTag("Termination", SprintEnding.of(result).text()));
    List<PgnMove> moves = new ArrayList<>();
    for (String san : sanMoves(game)) {
      moves.add(PgnMove.of(san));
    }
    PgnGame pgn = new PgnGame(tags, PgnLine.of(moves), result.result().pgn(), 0);
    return PgnWriter.write(pgn);
  }

  /**
   * The words of a Sprint record's {@code Termination} tag for an end (docs/sprint.md, Moves and
   * records): "checkmate", "hourglass ran out while in check", "game clock ran out", ...
   */
  public static String terminationText(Outcome end) {
    return SprintEnding.of(end).text();
  }

  /**
   * The actions of a game in Sprint SAN ({@code --} a pass), each written in the position it was
   * played in, replayed from the start: like the start, it shows every tile, so it is for records
   * after the game and for the server's own use.
   */
  public static List<String> sanMoves(SprintGame game) {
    SprintPosition p = game.startPosition();
    p.setDrawing(true);
    List<String> out = new ArrayList<>(game.moves().size());
    for (int move : game.moves()) {
      out.add(SprintSan.write(p, move));
      p.make(move);
    }
    return List.copyOf(out);
  }

  /**
   * Reads the first game of a PGN text and replays it: the same deal, every action, and the same
   * end.
   *
   * @throws NotationException naming the tag or the move (line, column) that is wrong
   */
  public static SprintGame read(String text) {
    List<PgnGame> games = PgnReader.readAll(text);
    if (games.isEmpty()) {
      throw new NotationException("PGN", "no game found");
    }
    return replay(games.get(0));
  }

  /**
   * Replays one game read by the PGN reader; a game whose result is {@code *} (in progress) is
   * replayed as far as it goes and left going on.
   */
  public static SprintGame replay(PgnGame pgn) {
    String variant = pgn.tag("Variant").orElse("");
    if (!PgnVariantName.SPRINT.contains(PgnVariantName.reduce(variant))) {
      throw new NotationException("tag Variant", "expected \"Sprint\", found \"" + variant + "\"");
    }
    pgn.tag("TimeControl").ifPresent(PgnTimeControl::check);
    SprintSettings settings =
        new SprintSettings(
            secondsTag(pgn, "Hourglass", 60, "off"),
            timeoutLoses(pgn),
            secondsTag(pgn, "GameClock", 0, "none"));
    SprintGame game;
    // PGN 9.7.1, as for chess: SetUp is "0" or "1", and "1" needs the FEN tag
    Optional<String> fen = PgnReplay.setUpFen(pgn);
    if (fen.isPresent()) {
      SprintPosition from;
      try {
        from = SprintFen.read(fen.get());
      } catch (NotationException e) {
        throw new NotationException("tag FEN, " + e.where(), e.problem());
      }
      for (String deal :
          new String[] {"Seed", "WhiteDeck", "BlackDeck", "WhiteHand", "BlackHand"}) {
        if (pgn.tag(deal).isPresent()) { // docs/sprint.md, Moves and records: FEN instead of these
          throw new NotationException(
              "tag " + deal,
              "a game from a FEN takes its decks and hands from the FEN; "
                  + deal
                  + " belongs to a game from a deal, without SetUp \"1\" and FEN");
        }
      }
      game = SprintGame.fromPosition(from, settings);
    } else {
      game = SprintGame.start(deal(pgn), settings);
    }
    play(game, pgn.moves());
    finish(game, pgn);
    return game;
  }

  /**
   * Plays {@code line} on {@code game}, each move's variations first: a variation (PGN 8.2.5)
   * replaces the move it follows, so it is played on a copy of the game as it stands before that
   * move, with the same decks and history, and ends as the game would (sprint.md, End of the game:
   * fivefold repetition, the 75-move rule, a dead position). The copy is made only for a move that
   * has variations, one per variation.
   *
   * @throws PgnMoveException for the first action that cannot be played, or one after the end
   */
  private static void play(SprintGame game, PgnLine line) {
    for (PgnMove m : line.moves()) {
      for (PgnLine variation : m.variations()) {
        play(game.copy(), variation);
      }
      if (game.isOver()) {
        Outcome end = game.outcome().get();
        throw moveError(
            game.position(),
            m,
            "the game had already ended: "
                + end.result().pgn()
                + " ("
                + SprintEnding.of(end).text()
                + ")");
      }
      int action = action(game.position(), game.settings(), m);
      requireKnownDraw(game.position(), m);
      apply(game, action);
    }
  }

  /** Plays a move, or passes ({@link Move#NONE}: the hourglass ran out). */
  private static void apply(SprintGame game, int action) {
    if (action == Move.NONE) {
      game.hourglassOut();
    } else {
      game.play(action);
    }
  }

  /**
   * The legal action written in the PGN: a move, a placement, or {@code --} (a pass) where a
   * run-out hourglass loses only the move (sprint.md, Timing).
   *
   * @throws PgnMoveException naming the place, the move number and the position
   */
  private static int action(SprintPosition position, SprintSettings settings, PgnMove m) {
    int move;
    try {
      move = SprintSan.read(position, m.san());
    } catch (NotationException e) {
      throw moveError(position, m, e.problem());
    }
    if (move == Move.NONE && !settings.hourglassOn()) {
      // sprint.md, Timing: a move passes only when the sand runs out; untimed play has no sand
      throw moveError(
          position,
          m,
          "'--' (a pass) is impossible here: the hourglass is off (Hourglass \"0\"), and a move"
              + " is lost only when the hourglass runs out");
    }
    if (move == Move.NONE
        && settings.onHourglassOut(position.board().inCheck())
            == SprintSettings.TimeoutOutcome.LOSES_GAME) {
      throw moveError(
          position,
          m,
          "'--' (a pass) is impossible here: a timeout "
              + (settings.timeoutLoses() ? "loses the game (TimeoutLoses)" : "in check loses"));
    }
    return move;
  }

  /**
   * Refuses a move after which the side receiving the turn would draw from a deck of unknown order:
   * such a position can be shown and analysed but not played on with drawing (docs/sprint.md,
   * Sprint FEN).
   *
   * @throws PgnMoveException naming the place, the move number and the position
   */
  private static void requireKnownDraw(SprintPosition position, PgnMove m) {
    int next = position.sideToMove() ^ 1;
    if (position.deckSize(next) > 0 && !position.deckKnown(next)) {
      String side = next == Piece.WHITE ? "White" : "Black";
      throw moveError(
          position,
          m,
          "deck order unknown: "
              + side
              + " would draw next from a deck of "
              + position.deckSize(next)
              + " tiles whose order the FEN does not give (a position with a deck of unknown"
              + " order can be shown and analysed, but not played on with drawing;"
              + " docs/sprint.md, Sprint FEN)");
    }
  }

  private static PgnMoveException moveError(SprintPosition position, PgnMove m, String problem) {
    String number =
        PgnMoveException.moveNumber(position.turn(), position.sideToMove() == Piece.WHITE);
    return new PgnMoveException(m.where(), number, m.san(), SprintFen.write(position), problem);
  }

  private static Deal deal(PgnGame pgn) {
    for (String hand : new String[] {"WhiteHand", "BlackHand"}) {
      String h = pgn.tag(hand).orElse("P");
      if (!h.equalsIgnoreCase("P")) {
        throw new NotationException(
            "tag " + hand, "the set-up hand is one pawn (sprint.md, Set-up 2), not \"" + h + "\"");
      }
    }
    Long seed = null;
    if (pgn.tag("Seed").isPresent()) {
      String text = wholeNumber("Seed", pgn.tag("Seed").get());
      seed =
          inRange(
              "Seed",
              text,
              Long.MIN_VALUE,
              Long.MAX_VALUE,
              "a seed is from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE);
    }
    Deck white = deckTag(pgn, "WhiteDeck");
    Deck black = deckTag(pgn, "BlackDeck");
    if (white == null || black == null) {
      if (seed == null) {
        throw new NotationException(
            "tags WhiteDeck, BlackDeck", "a Sprint record needs both decks (or a Seed)");
      }
      return Deal.fromSeed(seed);
    }
    if (seed != null && !Deal.fromSeed(seed).equals(new Deal(seed, white, black))) {
      throw new NotationException("tag Seed", "seed " + seed + " does not deal these decks");
    }
    return new Deal(seed, white, black);
  }

  private static Deck deckTag(PgnGame pgn, String name) {
    if (pgn.tag(name).isEmpty()) {
      return null;
    }
    try {
      return Deck.parse(pgn.tag(name).get(), true);
    } catch (IllegalArgumentException e) {
      throw new NotationException("tag " + name, e.getMessage());
    }
  }

  /**
   * A timing tag in whole seconds, 0 meaning {@code zero} (docs/sprint.md, Moves and records:
   * Hourglass 0 = off, GameClock 0 = none).
   *
   * @throws NotationException naming the tag when the value is not a whole number, negative or too
   *     large
   */
  private static int secondsTag(PgnGame pgn, String name, int absent, String zero) {
    if (pgn.tag(name).isEmpty()) {
      return absent;
    }
    String text = wholeNumber(name, pgn.tag(name).get());
    if (text.startsWith("-") && !text.matches("-0+")) {
      throw new NotationException(
          "tag " + name, "must be 0 (" + zero + ") or a number of seconds, not " + text);
    }
    return (int)
        inRange(name, text, 0, Integer.MAX_VALUE, "at most " + Integer.MAX_VALUE + " seconds");
  }

  /**
   * A tag's value trimmed, when it is a whole number (an optional sign, then digits).
   *
   * @throws NotationException naming the tag when it is not
   */
  private static String wholeNumber(String name, String value) {
    String text = value.trim();
    if (!text.matches("[+-]?[0-9]+")) {
      throw new NotationException("tag " + name, "not a whole number: " + value);
    }
    return text;
  }

  /**
   * The whole number {@code text} (from {@link #wholeNumber}) when it lies from {@code min} to
   * {@code max}.
   *
   * @throws NotationException naming the tag, "too large" and the {@code limit} otherwise
   */
  private static long inRange(String name, String text, long min, long max, String limit) {
    try {
      long n = Long.parseLong(text);
      if (n >= min && n <= max) {
        return n;
      }
    } catch (NumberFormatException e) {
      // beyond a long: too large as well
    }
    throw new NotationException("tag " + name, "too large: " + text + " (" + limit + ")");
  }

  /**
   * The TimeoutLoses tag (docs/sprint.md, Moves and records: {@code yes}/{@code no}, any case);
   * absent means no, as the default setting (sprint.md, Timing: "timeout loses" is optional).
   *
   * @throws NotationException naming the tag when it is neither yes nor no
   */
  private static boolean timeoutLoses(PgnGame pgn) {
    String text = pgn.tag("TimeoutLoses").orElse("no").trim();
    if (text.equalsIgnoreCase("yes")) {
      return true;
    }
    if (text.equalsIgnoreCase("no")) {
      return false;
    }
    throw new NotationException(
        "tag TimeoutLoses",
        "must be \"yes\" or \"no\", not \"" + pgn.tag("TimeoutLoses").get() + "\"");
  }

  /**
   * Ends the replayed game as the record says, and checks that the rules agree. A Termination tag
   * in Sprint's own words ({@link SprintEnding}) names the end, which must be the one the rules
   * reach; PGN's general words ("normal", "time forfeit", a decision off the board) or no tag let
   * the game find the end the result implies, as for chess ({@link SprintGame#endAsRecorded}).
   */
  private static void finish(SprintGame game, PgnGame pgn) {
    PgnReplay.checkResultTag(pgn);
    String score = pgn.result();
    String how = pgn.tag("Termination").orElse("").trim();
    if (!game.isOver() && score.equals("*")) {
      // PGN 8.2.6: '*' is a game in progress; only a Termination naming no end goes with it
      if (!how.isEmpty() && !how.equalsIgnoreCase(UNTERMINATED)) {
        throw new NotationException(
            "tag Termination",
            "\""
                + how
                + "\" ends the game, but the result is * (game in progress); write the score, or"
                + " leave out the Termination tag");
      }
      return;
    }
    if (!game.isOver()) {
      Optional<SprintEnding> named = SprintEnding.named(how);
      if (named.isPresent()) {
        endAsNamed(game, named.get(), how, score);
      } else if (GENERAL_TERMINATION.contains(how.toLowerCase(java.util.Locale.ROOT))) {
        try {
          game.endAsRecorded(
              PgnReplay.writtenResult(pgn).orElseThrow(), PgnReplay.recordedEnd(pgn));
        } catch (IllegalArgumentException e) {
          throw new NotationException("tag Termination", e.getMessage());
        }
      } else {
        throw new NotationException(
            "tag Termination",
            "the moves do not end the game, and \""
                + how
                + "\" is not an end this reader knows; accepted: "
                + SprintEnding.list()
                + ", or PGN's \"normal\", \"time forfeit\", \"adjudication\", \"abandoned\","
                + " \"death\", \"emergency\", \"rules infraction\" (or no tag)");
      }
    }
    Outcome found = game.outcome().get();
    if (!found.result().pgn().equals(score)) {
      throw new NotationException(
          "result",
          "the record says "
              + score
              + " but the game ends "
              + found.result().pgn()
              + " ("
              + SprintEnding.of(found).text()
              + ")");
    }
  }

  /** PGN 9.8.1's words that name no Sprint end in particular, and no tag at all. */
  private static final java.util.Set<String> GENERAL_TERMINATION =
      java.util.Set.of(
          "",
          "normal",
          "unterminated",
          "time forfeit",
          "abandoned",
          "adjudication",
          "death",
          "emergency",
          "rules infraction");

  /** Ends the game by the end the record names in Sprint's words, which the rules must reach. */
  private static void endAsNamed(SprintGame game, SprintEnding named, String how, String score) {
    if (score.equals("*")) {
      throw new NotationException(
          "tag Termination",
          "\"" + how + "\" ends the game, but the result is * (game in progress)");
    }
    requireTimingFor(named, game.settings());
    try {
      end(game, named, score);
    } catch (IllegalArgumentException e) {
      throw new NotationException("tag Termination", e.getMessage());
    }
    SprintEnding reached = SprintEnding.of(game.outcome().get());
    if (reached != named) {
      // sprint.md, Timing: in check, under "timeout loses", or with nothing left to mate with,
      // the same timeout ends the game differently; the record must name the end it brings
      throw new NotationException(
          "tag Termination",
          "\""
              + how
              + "\" does not fit this position and these settings: the game ends here by \""
              + reached.text()
              + "\"");
    }
  }

  /**
   * Refuses a timing end that the record's own settings rule out (sprint.md, Timing): no hourglass
   * runs out when it is off, "timeout loses" needs that setting, and no game clock runs out when
   * there is none.
   *
   * @throws NotationException naming the Termination tag and the setting that contradicts it
   */
  private static void requireTimingFor(SprintEnding reason, SprintSettings settings) {
    String problem = null;
    switch (reason) {
      case TIMEOUT, TIMEOUT_IN_CHECK -> {
        if (!settings.hourglassOn()) {
          problem = "the hourglass is off (Hourglass \"0\"), so it cannot run out";
        } else if (reason == SprintEnding.TIMEOUT && !settings.timeoutLoses()) {
          problem =
              "the record does not set TimeoutLoses \"yes\", so a timeout loses only the move"
                  + " (or the game when in check: \""
                  + SprintEnding.TIMEOUT_IN_CHECK.text()
                  + "\")";
        }
      }
      case GAME_CLOCK, GAME_CLOCK_NO_MATE -> {
        if (settings.gameClockSeconds() == 0) {
          problem = "the game has no game clock (no GameClock tag, or GameClock \"0\")";
        }
      }
      default -> {}
    }
    if (problem != null) {
      throw new NotationException(
          "tag Termination", "\"" + reason.text() + "\" cannot end this game: " + problem);
    }
  }

  private static void end(SprintGame game, SprintEnding reason, String score) {
    switch (reason) {
      case AGREEMENT -> game.agreeDraw();
      case RESIGNATION -> game.resign(score.equals("1-0") ? Side.BLACK : Side.WHITE);
      case THREEFOLD_REPETITION, FIFTY_MOVES -> game.claimDraw();
      case TIMEOUT, TIMEOUT_IN_CHECK -> game.hourglassOut();
      case GAME_CLOCK, GAME_CLOCK_NO_MATE -> game.gameClockOut();
      case ARBITER_DECISION ->
          game.arbiterDecides(
              score.equals("1-0")
                  ? Result.WHITE_WINS
                  : score.equals("0-1") ? Result.BLACK_WINS : Result.DRAW);
      default ->
          throw new IllegalArgumentException(
              "\"" + reason.text() + "\" ends a game by itself, but the moves do not reach it");
    }
  }
}
