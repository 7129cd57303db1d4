package org.arrocco.app.desk;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.tournament.event.Board;
import org.arrocco.tournament.event.ByeKind;
import org.arrocco.tournament.event.DutchRoundPairer;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.GameResult;
import org.arrocco.tournament.event.Identity;
import org.arrocco.tournament.event.PairerWarmUp;
import org.arrocco.tournament.event.PairingCriteria;
import org.arrocco.tournament.event.Player;
import org.arrocco.tournament.event.Refusal;
import org.arrocco.tournament.event.Round;
import org.arrocco.tournament.event.RoundDraw;

/**
 * One act of an arbiter at the desk, as the API receives it and as the log keeps it: each is one
 * method of the tournament's {@link Event}, which checks it and refuses it ({@code Refusal})
 * without changing anything. What chance or the pairer decided (the Chess960 position, the initial
 * colour, the pairing, the round's date) is filled in when the act is first done and kept in the
 * log, so that the log replays into the identical event ({@link #apply} with {@code live} false).
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
  @JsonSubTypes.Type(value = DeskAction.Create.class, name = "create"),
  @JsonSubTypes.Type(value = DeskAction.Settings.class, name = "settings"),
  @JsonSubTypes.Type(value = DeskAction.Register.class, name = "register"),
  @JsonSubTypes.Type(value = DeskAction.Edit.class, name = "edit"),
  @JsonSubTypes.Type(value = DeskAction.Delete.class, name = "delete"),
  @JsonSubTypes.Type(value = DeskAction.CheckIn.class, name = "checkin"),
  @JsonSubTypes.Type(value = DeskAction.Fee.class, name = "fee"),
  @JsonSubTypes.Type(value = DeskAction.Start.class, name = "start"),
  @JsonSubTypes.Type(value = DeskAction.SignUp.class, name = "signup"),
  @JsonSubTypes.Type(value = DeskAction.MoveUp.class, name = "moveUp"),
  @JsonSubTypes.Type(value = DeskAction.Leave.class, name = "leave"),
  @JsonSubTypes.Type(value = DeskAction.Late.class, name = "late"),
  @JsonSubTypes.Type(value = DeskAction.Withdraw.class, name = "withdraw"),
  @JsonSubTypes.Type(value = DeskAction.Bye.class, name = "bye"),
  @JsonSubTypes.Type(value = DeskAction.Forbid.class, name = "forbid"),
  @JsonSubTypes.Type(value = DeskAction.InitialColour.class, name = "colour"),
  @JsonSubTypes.Type(value = DeskAction.Pair.class, name = "pair"),
  @JsonSubTypes.Type(value = DeskAction.Unpair.class, name = "unpair"),
  @JsonSubTypes.Type(value = DeskAction.Exchange.class, name = "exchange"),
  @JsonSubTypes.Type(value = DeskAction.SwapColours.class, name = "swapColours"),
  @JsonSubTypes.Type(value = DeskAction.Result.class, name = "result"),
  @JsonSubTypes.Type(value = DeskAction.Pause.class, name = "pause"),
  @JsonSubTypes.Type(value = DeskAction.Resume.class, name = "resume")
})
public sealed interface DeskAction {

  /**
   * Does the act on {@code event}; returns the act as the log keeps it. {@code live}: done now by
   * an arbiter (chance draws with {@code chance}); else replayed from the log (what was drawn is in
   * the act).
   */
  DeskAction apply(Event event, boolean live, Chance chance);

  /**
   * The act as it is to be recorded when done now, after the desk's own rules (not the model's)
   * admit it: by what the desk keeps beside the event ({@code desk}: the announcement as it stands,
   * the rounds started), at {@code now} (local time). Most acts have none of their own.
   */
  default DeskAction admit(DeskState desk, LocalDateTime now) {
    return this;
  }

  /** Chance and the calendar, for an act done now. */
  interface Chance {
    /** A Chess960 start position drawn securely. */
    int position();

    /** The initial colour drawn by lot, when round 1 needs one: {@code W} or {@code B}. */
    java.util.random.RandomGenerator lot();

    /** Today's date, {@code yyyy-mm-dd}. */
    String today();

    /** The local date and time now. */
    LocalDateTime now();
  }

  /** The event created from the club's announcement (the first act of every log). */
  record Create(EventForm form) implements DeskAction {
    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      throw new IllegalStateException("an event is created once, by its first act");
    }
  }

  /** The settings changed (the model keeps what may no longer change after round 1). */
  record Settings(EventForm form) implements DeskAction {
    @Override
    public DeskAction admit(DeskState desk, LocalDateTime now) {
      if (desk.form().playedOnline() != form.playedOnline() && !desk.starts().isEmpty()) {
        throw new DeskRefusal(
            "whether the event is played online cannot change once a round has started",
            "se il torneo si gioca online non può cambiare dopo l'avvio di un turno");
      }
      return this;
    }

    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      event.updateSettings(
          form.settings()
              .withRoundDates(event.settings().roundDates())
              .withPrizes(
                  form.prizes() == null ? List.of() : form.prizes(),
                  form.categoryPrizes() == null
                      ? event.settings().categoryPrizes()
                      : form.categories()));
      return this;
    }
  }

  /** A player registered (the next registration number). */
  record Register(Identity player) implements DeskAction {
    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      event.register(player);
      return this;
    }
  }

  /**
   * A player registering before round 1 (on the public page, or by the arbiter for a player asking
   * for a place): registered at once while the event has a free place, else put last on the waiting
   * list ({@code waiting}, decided when done and recorded). One person once: a FIDE id or a name
   * already registered or waiting is refused.
   */
  record SignUp(Identity player, Boolean waiting) implements DeskAction {
    @Override
    public DeskAction admit(DeskState desk, LocalDateTime now) {
      for (Identity w : desk.waiting()) {
        boolean sameId = player.fideId() != 0 && w.fideId() == player.fideId();
        if (sameId || DeskState.key(w.name()).equals(DeskState.key(player.name()))) {
          throw new DeskRefusal(
              player.name() + " is on the waiting list already",
              player.name() + " è già in lista d'attesa");
        }
      }
      return new SignUp(player, null);
    }

    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      if (!event.rounds().isEmpty()) {
        throw new DeskRefusal(
            "registration closed when round 1 was paired",
            "le iscrizioni si sono chiuse con l'abbinamento del turno 1");
      }
      if (live && !event.sameName(0, player.name()).isEmpty()) {
        throw new DeskRefusal(
            player.name() + " is registered already", player.name() + " è già iscritto");
      }
      boolean full =
          live ? event.places() >= event.settings().capacity() : Boolean.TRUE.equals(waiting);
      if (!full) {
        event.register(player);
        return new SignUp(player, false);
      }
      if (live) {
        // the data are checked as a registration checks them, and the FIDE id is free
        Player checked = Player.register(event.players().size() + 1, player);
        for (Player p : event.players()) {
          if (!p.deleted() && checked.fideId() != 0 && p.fideId() == checked.fideId()) {
            throw new Refusal(Refusal.Reason.FIDE_ID_TAKEN, p.fideId(), p.id());
          }
        }
      }
      return new SignUp(player, true);
    }
  }

  /**
   * The first on the waiting list registered, done by the desk itself right after an act that freed
   * a place before round 1 (a withdrawal, a deletion, more places), in the same commit; recorded as
   * dropped ({@code dropped}, with the model's reason) when the model refuses the registration (the
   * FIDE id taken meanwhile), and the next one moves up instead.
   */
  record MoveUp(Identity player, String dropped) implements DeskAction {
    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      if (!live) {
        if (dropped == null) {
          event.register(player);
        }
        return this;
      }
      try {
        event.register(player);
        return new MoveUp(player, null);
      } catch (Refusal r) {
        return new MoveUp(player, r.getMessage());
      }
    }
  }

  /**
   * A player taken off the waiting list by name (no longer coming), by the arbiter; refused when
   * the name is not on it.
   */
  record Leave(String name) implements DeskAction {
    @Override
    public DeskAction admit(DeskState desk, LocalDateTime now) {
      if (desk.waiting().stream()
          .noneMatch(w -> DeskState.key(w.name()).equals(DeskState.key(name)))) {
        throw new DeskRefusal(
            name + " is not on the waiting list", name + " non è in lista d'attesa");
      }
      return this;
    }

    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      return this; // the waiting list is the desk's: the event does not change
    }
  }

  /** A registered player's data corrected. */
  record Edit(int player, Identity identity) implements DeskAction {
    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      event.correct(player, identity);
      return this;
    }
  }

  /** A registration deleted before round 1 (a duplicate, a mistake). */
  record Delete(int player) implements DeskAction {
    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      event.delete(player);
      return this;
    }
  }

  /**
   * A player checked in (or the check-in undone) before round 1. After the announcement's cut-off a
   * check-in is refused unless the arbiter overrides it ({@code override}); recorded with the local
   * time it was made ({@code at}) and whether it was past the cut-off by the arbiter's override.
   */
  record CheckIn(int player, boolean present, Boolean override, String at) implements DeskAction {
    @Override
    public DeskAction admit(DeskState desk, LocalDateTime now) {
      LocalDateTime closes = desk.form().checkInClosesAt();
      boolean late = present && closes != null && now.isAfter(closes);
      if (late && !Boolean.TRUE.equals(override)) {
        String hhmm = closes.toLocalTime().toString();
        throw new DeskRefusal(
            "check-in closed at "
                + hhmm
                + " on "
                + closes.toLocalDate()
                + ": player "
                + player
                + " can be checked in only by the arbiter's override",
            "l'accredito si è chiuso alle "
                + hhmm
                + " del "
                + closes.toLocalDate()
                + ": il giocatore "
                + player
                + " si può accreditare solo con la deroga dell'arbitro");
      }
      return new CheckIn(
          player, present, late ? Boolean.TRUE : null, now.withNano(0).withSecond(0).toString());
    }

    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      event.checkIn(player, present);
      return this;
    }
  }

  /**
   * The last paired round started in the hall: the moment ({@code at}, epoch milliseconds, stamped
   * by the server) the projector's round timer counts from. Once per round; a round taken back
   * loses it. In an online event it is recorded with the id of the live game each board becomes
   * ({@code games}, board 1 first, drawn by the server), which the play server then makes.
   */
  record Start(int round, Long at, List<String> games) implements DeskAction {
    @Override
    public DeskAction admit(DeskState desk, LocalDateTime now) {
      if (desk.started(round) != null) {
        throw new DeskRefusal(
            "round " + round + " was started already",
            "il turno " + round + " è già stato avviato");
      }
      return new Start(
          round,
          now.atZone(java.time.ZoneId.systemDefault()).toInstant().toEpochMilli(),
          desk.form().playedOnline() ? List.of() : null);
    }

    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      Round r = event.round(round); // refused when the round is not paired
      if (round != event.rounds().size()) {
        throw new DeskRefusal(
            "only the last round paired, " + event.rounds().size() + ", can be started",
            "si può avviare solo l'ultimo turno abbinato, il " + event.rounds().size());
      }
      if (live && games != null) {
        List<String> ids = new ArrayList<>();
        for (int b = 0; b < r.boards().size(); b++) {
          ids.add(org.arrocco.app.server.account.Secrets.token(12));
        }
        return new Start(round, at, ids);
      }
      return this;
    }
  }

  /** A player's entry fee marked paid, or the mark taken back. */
  record Fee(int player, boolean paid) implements DeskAction {
    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      event.feePaid(player, paid);
      return this;
    }
  }

  /** A late entry from the next round, the missed rounds worth half a point or none. */
  record Late(int player, boolean half) implements DeskAction {
    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      event.lateEntry(player, half ? ByeKind.HALF : ByeKind.ZERO);
      return this;
    }
  }

  /** A withdrawal from the next round, or its cancellation. */
  record Withdraw(int player, boolean cancel) implements DeskAction {
    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      if (cancel) {
        event.cancelWithdrawal(player);
      } else {
        event.withdraw(player);
      }
      return this;
    }
  }

  /** A bye requested for a round not yet paired (half or zero point), or its cancellation. */
  record Bye(int player, int round, boolean half, boolean cancel) implements DeskAction {
    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      if (cancel) {
        if (!event.cancelBye(player, round)) {
          throw new DeskRefusal(
              "player " + player + " asked no bye for round " + round,
              "il giocatore " + player + " non ha chiesto un bye per il turno " + round);
        }
      } else {
        event.requestBye(player, round, half ? ByeKind.HALF : ByeKind.ZERO);
      }
      return this;
    }
  }

  /** Two players kept apart in the rounds still to pair, or allowed to meet again. */
  record Forbid(int first, int second, boolean cancel) implements DeskAction {
    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      if (cancel) {
        if (!event.allow(first, second)) {
          throw new DeskRefusal(
              "players " + first + " and " + second + " are not a forbidden pair",
              "i giocatori " + first + " e " + second + " non sono una coppia vietata");
        }
      } else {
        event.forbid(first, second);
      }
      return this;
    }
  }

  /**
   * The colour of the top-ranked player in round 1, fixed by the arbiter before pairing it ({@code
   * W} or {@code B}), or drawn by lot now ({@code draw}; recorded as drawn).
   */
  record InitialColour(String colour) implements DeskAction {
    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      String c = colour;
      if (live && "draw".equals(colour)) {
        c = chance.lot().nextBoolean() ? "W" : "B"; // C.04.3: the initial colour is drawn by lot
      }
      event.initialColour(c);
      return new InitialColour(c);
    }
  }

  /**
   * The next round paired by the FIDE Dutch pairer. Asked with {@code position} (the arbiter's
   * Chess960 number) or without (drawn securely); recorded with the position, how it was chosen,
   * the initial colour, the round's date and the pairing (boards by registration number, byes).
   */
  record Pair(
      Integer position,
      String source,
      String colour,
      String date,
      List<int[]> boards,
      List<org.arrocco.tournament.event.Bye> byes)
      implements DeskAction {
    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      int r = event.nextRound();
      boolean chess960 = event.settings().variant().equals("chess960");
      if (live) {
        if (source != null || colour != null || date != null || boards != null || byes != null) {
          throw new DeskRefusal(
              "a pairing asks only for the position; the server draws and pairs the rest",
              "l'abbinamento chiede solo la posizione; il resto lo estrae e abbina il server");
        }
        int number = position != null ? position : chess960 ? chance.position() : -1;
        String how = position != null ? "arbiter" : "random";
        Round round = RoundDraw.pairNext(event, number, how, new DutchRoundPairer(), chance.lot());
        PairingCriteria.rememberDutch(event); // the arbiter's view compares with it at once
        if (r == 1 && event.players().size() >= PairerWarmUp.WORTH_IT) {
          PairerWarmUp.startOnce(); // round 2 will be the matching's first run in this process
        }
        String day = dateRound(event, r, chance.today());
        List<int[]> pairs = new ArrayList<>();
        for (Board b : round.boards()) {
          pairs.add(new int[] {b.white(), b.black()});
        }
        return new Pair(
            round.startPosition(),
            round.positionSource(),
            event.initialColour(),
            day,
            pairs,
            round.byes());
      }
      List<Board> recorded = new ArrayList<>();
      for (int[] b : boards) {
        recorded.add(new Board(recorded.size() + 1, b[0], b[1], null));
      }
      RoundDraw.replay(event, new Round(r, position, source, recorded, byes), colour);
      dateRound(event, r, date);
      return this;
    }

    /** The round's date when the settings give none (TRF 132), as the command line does. */
    private static String dateRound(Event event, int r, String today) {
      if (!event.settings().roundDate(r).isEmpty()) {
        return event.settings().roundDate(r);
      }
      event.updateSettings(event.settings().withRoundDate(r, today));
      return today;
    }

    /** The position's number drawn at random for a Chess960 round. */
    static int drawn(java.util.random.RandomGenerator random) {
      return StartPosition.random(random).number();
    }
  }

  /**
   * Refused once the last round of an online event has started: its boards are live games with
   * these players on these colours (taking the pairing back stops them instead).
   */
  private static void refuseOnceLive(DeskState desk) {
    if (desk.form().playedOnline() && desk.lastRoundStarted()) {
      throw new DeskRefusal(
          "the round's live games have started: take the pairing back to change it",
          "le partite online del turno sono iniziate: per cambiarlo annulla l'abbinamento");
    }
  }

  /** The last round's pairing taken back before any of its results, to pair it again. */
  record Unpair() implements DeskAction {
    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      event.takeBackLastRound();
      return this;
    }
  }

  /** A manual change before publishing: two players exchange boards and colours (or the PAB). */
  record Exchange(int first, int second) implements DeskAction {
    @Override
    public DeskAction admit(DeskState desk, LocalDateTime now) {
      refuseOnceLive(desk);
      return this;
    }

    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      event.exchange(first, second);
      return this;
    }
  }

  /** A manual change before publishing: a board's colours swapped. */
  record SwapColours(int board) implements DeskAction {
    @Override
    public DeskAction admit(DeskState desk, LocalDateTime now) {
      refuseOnceLive(desk);
      return this;
    }

    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      event.swapColours(board);
      return this;
    }
  }

  /**
   * A board's result entered, or corrected (then with a reason, kept in the log): {@code 1-0},
   * {@code 0-1}, {@code 1/2}, {@code +-}, {@code -+}, {@code --} and the others the model reads.
   */
  record Result(int round, int board, String result, String reason) implements DeskAction {
    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      GameResult g = GameResult.parse(result);
      GameResult before = event.round(round).board(board).result();
      if (live && before != null && before != g && (reason == null || reason.isBlank())) {
        throw new DeskRefusal(
            "board "
                + board
                + " of round "
                + round
                + " has "
                + before.text()
                + " already: a correction needs a reason",
            "la scacchiera "
                + board
                + " del turno "
                + round
                + " ha già "
                + before.text()
                + ": una correzione richiede il motivo");
      }
      event.result(round, board, g);
      return new Result(round, board, g.text(), reason == null ? "" : reason.trim());
    }
  }

  /**
   * Refused unless board {@code board} of round {@code round} is a live game of an online round
   * started (a paused clock or a running one is the caller's to check).
   */
  private static void requireLiveBoard(DeskState desk, int round, int board) {
    if (!desk.form().playedOnline()) {
      throw new DeskRefusal(
          "the event is not played online: its boards have no live clock",
          "il torneo non si gioca online: le sue scacchiere non hanno un orologio in linea");
    }
    List<String> games = desk.games().get(round);
    if (games == null) {
      throw new DeskRefusal(
          "round " + round + " has not started online: board " + board + " has no live game",
          "il turno "
              + round
              + " non è avviato online: la scacchiera "
              + board
              + " non ha una partita in linea");
    }
    if (board < 1 || board > games.size()) {
      throw new DeskRefusal(
          "round " + round + " has no board " + board + " (boards 1-" + games.size() + ")",
          "il turno "
              + round
              + " non ha la scacchiera "
              + board
              + " (scacchiere 1-"
              + games.size()
              + ")");
    }
  }

  /** Refused when the board has its result: its game is over. */
  private static void requireNoResult(Event event, int round, int board) {
    GameResult r = event.round(round).board(board).result();
    if (r != null) {
      throw new DeskRefusal(
          "board "
              + board
              + " of round "
              + round
              + " has its result, "
              + r.text()
              + ": its game is over",
          "la scacchiera "
              + board
              + " del turno "
              + round
              + " ha già il risultato, "
              + r.text()
              + ": la sua partita è finita");
    }
  }

  private static long epochMillis(LocalDateTime now) {
    return now.atZone(java.time.ZoneId.systemDefault()).toInstant().toEpochMilli();
  }

  /**
   * An online board's clock paused by the arbiter (a player disconnected, a dispute: FIDE 6.12.1),
   * with its reason, kept in the log; recorded with the moment ({@code at}, epoch milliseconds,
   * stamped by the server). The play server stops the game's clock; no move is taken until the
   * arbiter resumes it, and the announced wait for an absent player stands still meanwhile. Refused
   * for a board not live (the event not online, the round not started, no such board), a board with
   * its result, a clock paused already, or without a reason.
   */
  record Pause(int round, int board, String reason, Long at) implements DeskAction {
    @Override
    public DeskAction admit(DeskState desk, LocalDateTime now) {
      requireLiveBoard(desk, round, board);
      DeskState.BoardClock c = desk.clock(round, board);
      if (c.pausedSince() != null) {
        String since =
            java.time.Instant.ofEpochMilli(c.pausedSince())
                .atZone(java.time.ZoneId.systemDefault())
                .toLocalTime()
                .withNano(0)
                .toString();
        throw new DeskRefusal(
            "the clock of board "
                + board
                + " of round "
                + round
                + " is paused already, since "
                + since,
            "l'orologio della scacchiera "
                + board
                + " del turno "
                + round
                + " è già fermo, dalle "
                + since);
      }
      if (reason == null || reason.isBlank()) {
        throw new DeskRefusal(
            "a pause of board " + board + " needs its reason (it goes in the log)",
            "fermare l'orologio della scacchiera "
                + board
                + " richiede il motivo (va nel registro)");
      }
      return new Pause(round, board, reason.trim(), epochMillis(now));
    }

    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      if (live) {
        requireNoResult(event, round, board);
      }
      return this; // the clock is the play server's: the event does not change
    }
  }

  /**
   * An online board's clock paused by the arbiter set going again ({@code at}, as {@link Pause});
   * the paused time is charged to nobody. Refused when the clock is not paused.
   */
  record Resume(int round, int board, String reason, Long at) implements DeskAction {
    @Override
    public DeskAction admit(DeskState desk, LocalDateTime now) {
      requireLiveBoard(desk, round, board);
      if (desk.clock(round, board).pausedSince() == null) {
        throw new DeskRefusal(
            "the clock of board " + board + " of round " + round + " is not paused",
            "l'orologio della scacchiera " + board + " del turno " + round + " non è fermo");
      }
      return new Resume(round, board, reason == null ? "" : reason.trim(), epochMillis(now));
    }

    @Override
    public DeskAction apply(Event event, boolean live, Chance chance) {
      if (live) {
        requireNoResult(event, round, board);
      }
      return this;
    }
  }
}
