package org.arrocco.core.variant;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.arrocco.core.clock.Clock;
import org.arrocco.core.clock.Flag;
import org.arrocco.core.clock.TimeControl;
import org.arrocco.core.game.Language;
import org.arrocco.core.game.Outcome;
import org.arrocco.core.game.RecordedEnd;
import org.arrocco.core.game.Result;
import org.arrocco.core.game.Side;

/**
 * What every {@link Game} does alike, whatever its rules: the clock (started by the first move if
 * nothing started it, pressed by each move, stopped at the end, its flags applied before any
 * action), the draw offer, the order of time, the history of moves and the record of events. A
 * subclass brings the rules of its variant through the {@code rules*} methods, each called only on
 * a game going on and allowed by the checks here.
 *
 * <p>Invariant: replaying {@link #record()}'s events on a new game of the same set-up and time
 * control reaches this game: every change of state goes through a method that records its event.
 */
abstract class ClockedGame implements Game {
  private final Variant variant;
  private final Setup setup;
  private final Optional<TimeControl> control;
  private final Clock clock;
  private final List<GameEvent> events = new ArrayList<>();
  private List<PlayedMove> history = new ArrayList<>();
  private Side offer;

  /** The time of the last recorded event: no action may come earlier. */
  private long last = Long.MIN_VALUE;

  /**
   * Whether this game was read from a record of moves ({@link #adoptReplay}) and its events are
   * still to be made from the history.
   */
  private boolean replayed;

  ClockedGame(Variant variant, Setup setup, Optional<TimeControl> control) {
    this.variant = variant;
    this.setup = setup;
    this.control = control;
    this.clock = control.map(c -> new Clock(c, Side.WHITE)).orElse(null);
  }

  // ------------------------------------------------------------------ the rules, per variant

  /** The side to move by the rules. */
  abstract Side rulesToMove();

  /** The end the rules hold, whether reached by moves or told. */
  abstract Optional<Outcome> rulesOutcome();

  /** The legal moves of the side to move, both text forms. */
  abstract List<LegalMove> rulesLegalMoves();

  /**
   * The rules' code of the legal move {@code text} names.
   *
   * @throws IllegalActionException naming why none
   */
  abstract int rulesParse(String text, Language letters);

  /** The text forms of the legal move {@code move}, in the position before it. */
  abstract LegalMove rulesDescribe(int move);

  abstract void rulesPlay(int move);

  abstract boolean rulesCanClaim();

  /** Ends the game drawn by the claim {@link #rulesCanClaim} allows. */
  abstract void rulesClaim();

  /**
   * Ends the game drawn by agreement.
   *
   * @throws IllegalActionException when the rules allow no agreement yet
   */
  abstract void rulesAgree();

  abstract void rulesResign(Side side);

  abstract void rulesArbiter(Result result);

  /**
   * Ends the game as a record says.
   *
   * @throws IllegalActionException when the rules allow no such end
   */
  abstract void rulesEndAsRecorded(Result written, RecordedEnd how);

  /**
   * A flag of the side to move fell: the game ends, or (Sprint's hourglass) the move passes.
   *
   * @return the pass, when the move passed and the game goes on; else empty
   */
  abstract Optional<PlayedMove> rulesFlag(Flag flag);

  /**
   * The side to move loses its move as a record says (Sprint's hourglass): the pass, when the game
   * goes on; else empty.
   *
   * @throws IllegalActionException in a game without passes
   */
  abstract Optional<PlayedMove> rulesPass(long now);

  /** The moves so far, made from the rules' own history (for a game read from a record). */
  abstract List<PlayedMove> rulesHistory();

  /** The position as {@code seat} may see it. */
  abstract String visiblePosition(Seat seat);

  /** The legal moves {@code seat}, to move, may be shown. */
  abstract List<LegalMove> visibleLegalMoves(Seat seat);

  /** Sprint's hidden-information view of {@code seat}, empty for other games. */
  abstract Optional<PlayerView> sprintView(Seat seat);

  // ------------------------------------------------------------------ Game

  @Override
  public final Variant variant() {
    return variant;
  }

  @Override
  public final Setup setup() {
    return setup;
  }

  @Override
  public final Optional<TimeControl> timeControl() {
    return control;
  }

  @Override
  public final Side sideToMove() {
    return rulesToMove();
  }

  @Override
  public final Optional<Outcome> outcome() {
    return rulesOutcome();
  }

  @Override
  public final List<LegalMove> legalMoves() {
    return isOver() ? List.of() : rulesLegalMoves();
  }

  @Override
  public final LegalMove find(String text, Language letters) {
    requireGoing();
    return rulesDescribe(rulesParse(text, letters));
  }

  @Override
  public final PlayedMove play(String move, long now) {
    beginMove(now);
    int code = rulesParse(move, Language.ENGLISH);
    PlayedMove played = playCode(code, now);
    record(GameEvent.by(GameEvent.Kind.MOVE, played.side(), played.uci(), now));
    return played;
  }

  @Override
  public final boolean playAndClaimDraw(String move, long now) {
    beginMove(now);
    int code = rulesParse(move, Language.ENGLISH);
    PlayedMove played = playCode(code, now);
    record(GameEvent.by(GameEvent.Kind.MOVE_AND_CLAIM, played.side(), played.uci(), now));
    if (!isOver() && rulesCanClaim()) {
      rulesClaim();
      ended(now);
      return true;
    }
    return false;
  }

  /** Plays a legal move: the clock pressed, the offer of the opponent lapsed, the end applied. */
  private PlayedMove playCode(int code, long now) {
    Side mover = rulesToMove();
    LegalMove text = rulesDescribe(code);
    if (clock != null) {
      if (!clock.isRunning() && !clock.isPaused()) {
        clock.start(now);
        record(GameEvent.of(GameEvent.Kind.START, "", now));
      }
      if (clock.isPaused()) {
        throw new IllegalActionException("the clock is paused: resume it before a move");
      }
      clock.press(now); // no flag: begin() applied any that fell by now
    }
    rulesPlay(code);
    if (offer != null && offer != mover) {
      offer = null; // FIDE 9.1.2.3: a move of the player offered a draw declines it
    }
    PlayedMove played = new PlayedMove(mover, text.uci(), text.san(), now);
    history().add(played);
    if (isOver()) {
      ended(now);
    }
    return played;
  }

  @Override
  public final boolean canClaimDraw() {
    return !isOver() && rulesCanClaim();
  }

  @Override
  public final void claimDraw(Side side, long now) {
    begin(now);
    requireToMove(side, "claim a draw");
    if (!rulesCanClaim()) {
      throw new IllegalActionException(
          "no draw to claim: the position has not stood three times and the last 50 moves of each"
              + " player had a capture or a pawn move (FIDE 9.2, 9.3)");
    }
    rulesClaim();
    record(GameEvent.by(GameEvent.Kind.CLAIM, side, "", now));
    ended(now);
  }

  @Override
  public final void offerDraw(Side side, long now) {
    begin(now);
    if (offer == side) {
      throw new IllegalActionException("your draw offer already stands");
    }
    if (offer == side.opponent()) {
      throw new IllegalActionException("the opponent's offer stands: accept or decline it");
    }
    offer = side;
    record(GameEvent.by(GameEvent.Kind.OFFER, side, "", now));
  }

  @Override
  public final Optional<Side> drawOffer() {
    return isOver() ? Optional.empty() : Optional.ofNullable(offer);
  }

  @Override
  public final void acceptDraw(Side side, long now) {
    begin(now);
    if (offer != side.opponent()) {
      throw new IllegalActionException("there is no draw offer of the opponent to accept");
    }
    rulesAgree();
    record(GameEvent.by(GameEvent.Kind.ACCEPT, side, "", now));
    ended(now);
  }

  @Override
  public final void declineDraw(Side side, long now) {
    begin(now);
    if (offer != side.opponent()) {
      throw new IllegalActionException("there is no draw offer of the opponent to decline");
    }
    offer = null;
    record(GameEvent.by(GameEvent.Kind.DECLINE, side, "", now));
  }

  @Override
  public final void resign(Side side, long now) {
    begin(now);
    rulesResign(side);
    record(GameEvent.by(GameEvent.Kind.RESIGN, side, "", now));
    ended(now);
  }

  @Override
  public final boolean checkTime(long now) {
    requireNotBefore(now);
    if (isOver()) {
      return false;
    }
    boolean changed = expire(now);
    if (changed) {
      record(GameEvent.of(GameEvent.Kind.TIME, "", now));
    }
    return changed;
  }

  /** Applies every limit that ran out by {@code now}; whether one did. */
  private boolean expire(long now) {
    if (clock == null || !clock.isRunning()) {
      return false;
    }
    boolean changed = false;
    for (Optional<Flag> flag = clock.checkFlag(now); flag.isPresent(); ) {
      changed = true;
      Optional<PlayedMove> pass = rulesFlag(flag.get());
      if (pass.isEmpty()) {
        offer = null;
        return true; // the game ended on time; the clock stands flagged
      }
      history().add(pass.get());
      clock.passAfterMoveLimit();
      if (isOver()) {
        clock.stop(now);
        return true;
      }
      if (offer != null && offer != pass.get().side()) {
        offer = null;
      }
      flag = clock.checkFlag(now);
    }
    return changed;
  }

  @Override
  public final Optional<Long> nextDeadline() {
    if (clock == null || !clock.isRunning() || isOver()) {
      return Optional.empty();
    }
    TimeControl c = clock.control();
    long due = Long.MAX_VALUE;
    if (c.hasMoveLimit()) {
      due = Math.min(due, last + clock.moveTimeLeft(last));
    }
    if (c.hasGameTime()) {
      // with a delay the flag falls later than this: a caller asks again then
      due = Math.min(due, last + clock.timeLeft(clock.toMove(), last));
    }
    return Optional.of(due);
  }

  @Override
  public final void startClock(long now) {
    begin(now);
    if (clock == null) {
      throw new IllegalActionException("the game is untimed: it has no clock to start");
    }
    if (clock.isRunning() || clock.isPaused() || !history().isEmpty()) {
      throw new IllegalActionException("the clock has already started");
    }
    clock.start(now);
    record(GameEvent.of(GameEvent.Kind.START, "", now));
  }

  @Override
  public final void pauseClock(long now) {
    begin(now);
    if (clock == null || !clock.isRunning()) {
      throw new IllegalActionException("no clock runs to pause");
    }
    clock.pause(now); // no flag: begin() applied any that fell by now
    record(GameEvent.of(GameEvent.Kind.PAUSE, "", now));
  }

  @Override
  public final void resumeClock(long now) {
    begin(now);
    if (clock == null || !clock.isPaused()) {
      throw new IllegalActionException("the clock is not paused");
    }
    clock.resume(now);
    record(GameEvent.of(GameEvent.Kind.RESUME, "", now));
  }

  @Override
  public final void arbiterDecides(Result result, long now) {
    begin(now);
    rulesArbiter(result);
    record(GameEvent.of(GameEvent.Kind.ARBITER, result.pgn(), now));
    ended(now);
  }

  @Override
  public final Outcome endAsRecorded(Result written, RecordedEnd how, long now) {
    begin(now);
    rulesEndAsRecorded(written, how);
    record(GameEvent.of(GameEvent.Kind.RECORDED_END, written.pgn() + " " + how, now));
    ended(now);
    return outcome().orElseThrow();
  }

  @Override
  public final void passAsRecorded(long now) {
    begin(now);
    Side side = rulesToMove();
    Optional<PlayedMove> pass = rulesPass(now);
    pass.ifPresent(m -> history().add(m));
    if (offer != null && offer != side) {
      offer = null;
    }
    record(GameEvent.by(GameEvent.Kind.RECORDED_PASS, side, "", now));
    if (isOver()) {
      ended(now);
    }
  }

  @Override
  public final List<PlayedMove> moves() {
    return Collections.unmodifiableList(history());
  }

  @Override
  public final Optional<ClockReading> clock(long now) {
    if (clock == null) {
      return Optional.empty();
    }
    TimeControl c = clock.control();
    long at = Math.max(now, last);
    return Optional.of(
        new ClockReading(
            clock.toMove(),
            clock.isRunning() && !isOver(),
            c.hasGameTime()
                ? OptionalLong.of(clock.timeLeft(Side.WHITE, at))
                : OptionalLong.empty(),
            c.hasGameTime()
                ? OptionalLong.of(clock.timeLeft(Side.BLACK, at))
                : OptionalLong.empty(),
            c.hasMoveLimit() ? OptionalLong.of(clock.moveTimeLeft(at)) : OptionalLong.empty()));
  }

  @Override
  public final GameView view(Seat seat, long now) {
    boolean toMove = seat.side().map(s -> s == rulesToMove()).orElse(false);
    return new GameView(
        seat,
        variant.key(),
        visiblePosition(seat),
        rulesToMove(),
        moves(),
        toMove && !isOver() ? visibleLegalMoves(seat) : List.of(),
        toMove && canClaimDraw(),
        drawOffer(),
        clock(now),
        outcome(),
        sprintView(seat));
  }

  @Override
  public final GameRecord record() {
    materializeEvents();
    return new GameRecord(variant.key(), setup.options(), control, events);
  }

  // ------------------------------------------------------------------ for subclasses

  /**
   * Marks this game as read from a record of its moves (PGN), its rules already at the end of the
   * record: its history comes from the rules when first asked for, and its record is those moves at
   * time 0, a pass as {@link GameEvent.Kind#RECORDED_PASS}, then the events that bring the end the
   * rules hold where the moves did not bring it.
   */
  final void adoptReplay() {
    history = null;
    replayed = true;
    last = 0;
  }

  /** The events that end a game as its outcome says, after the moves of a record. */
  private List<GameEvent> endEvents() {
    Optional<Outcome> o = rulesOutcome();
    if (o.isEmpty()) {
      return List.of();
    }
    Outcome end = o.get();
    Side toMove = rulesToMove();
    Side loser = end.winner().map(Side::opponent).orElse(toMove);
    return switch (end.termination()) {
      case RESIGNATION -> List.of(GameEvent.by(GameEvent.Kind.RESIGN, loser, "", 0));
      case AGREEMENT ->
          List.of(
              GameEvent.by(GameEvent.Kind.OFFER, toMove, "", 0),
              GameEvent.by(GameEvent.Kind.ACCEPT, toMove.opponent(), "", 0));
      case THREEFOLD_REPETITION, FIFTY_MOVES ->
          List.of(GameEvent.by(GameEvent.Kind.CLAIM, toMove, "", 0));
      case ARBITER_DECISION -> List.of(GameEvent.of(GameEvent.Kind.ARBITER, end.result().pgn(), 0));
      case FLAG_FALL ->
          List.of(
              GameEvent.of(
                  GameEvent.Kind.RECORDED_END, end.result().pgn() + " " + RecordedEnd.ON_TIME, 0));
      case HOURGLASS, HOURGLASS_IN_CHECK ->
          List.of(GameEvent.by(GameEvent.Kind.RECORDED_PASS, toMove, "", 0));
      case CHECKMATE, STALEMATE, DEAD_POSITION, FIVEFOLD_REPETITION, SEVENTY_FIVE_MOVES, CITADEL ->
          List.of(); // the moves brought it
    };
  }

  // ------------------------------------------------------------------ the checks

  /**
   * Before an action: time in order, a limit that ran out applied (a real event, recorded even if
   * the action is then refused), the game still going.
   */
  private void begin(long now) {
    requireNotBefore(now);
    if (!isOver() && expire(now)) {
      record(GameEvent.of(GameEvent.Kind.TIME, "", now));
    }
    requireGoing();
  }

  /**
   * Before a move: as {@link #begin}, and a move that comes after a limit ran out is refused even
   * where the game goes on (Sprint's hourglass passed the move: the turn is the opponent's now, and
   * a late move must never be taken as the opponent's).
   */
  private void beginMove(long now) {
    requireNotBefore(now);
    if (!isOver() && expire(now)) {
      record(GameEvent.of(GameEvent.Kind.TIME, "", now));
      throw new IllegalActionException(
          isOver()
              ? "too late: time ran out before the move, " + outcome().get()
              : "too late: the hourglass ran out before the move, and the move passed");
    }
    requireGoing();
  }

  private void requireNotBefore(long now) {
    if (now < last) {
      throw new IllegalActionException(
          "time " + now + " is before the game's last event at " + last);
    }
  }

  private void requireGoing() {
    if (isOver()) {
      throw new IllegalActionException("the game is over: " + outcome().get());
    }
  }

  private void requireToMove(Side side, String what) {
    if (side != rulesToMove()) {
      throw new IllegalActionException("only the player to move may " + what);
    }
  }

  /** The game ended at {@code now}: the clock stops and no offer stands. */
  private void ended(long now) {
    offer = null;
    if (clock != null && (clock.isRunning() || clock.isPaused())) {
      clock.stop(now);
    }
  }

  private List<PlayedMove> history() {
    if (history == null) {
      history = new ArrayList<>(rulesHistory());
    }
    return history;
  }

  /** Records an event; its time is the game's last. */
  private void record(GameEvent e) {
    materializeEvents();
    events.add(e);
    last = e.at();
  }

  private void materializeEvents() {
    if (replayed) {
      replayed = false;
      for (PlayedMove m : history()) {
        events.add(
            m.isPass()
                ? GameEvent.by(GameEvent.Kind.RECORDED_PASS, m.side(), "", 0)
                : GameEvent.by(GameEvent.Kind.MOVE, m.side(), m.uci(), 0));
      }
      events.addAll(endEvents());
    }
  }
}
