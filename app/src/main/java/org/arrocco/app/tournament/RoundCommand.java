package org.arrocco.app.tournament;

import java.io.IOException;
import java.io.PrintWriter;
import java.security.SecureRandom;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.random.RandomGenerator;
import org.arrocco.app.Arrocco;
import org.arrocco.app.BadInputException;
import org.arrocco.core.chess960.StartPosition;
import org.arrocco.tournament.event.ByeRequest;
import org.arrocco.tournament.event.DutchRoundPairer;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.EventSettings;
import org.arrocco.tournament.event.Player;
import org.arrocco.tournament.event.Round;
import org.arrocco.tournament.event.RoundDraw;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tournament round}: draws the next round's Chess960 start position (secure random, or the
 * number the arbiter gives), pairs the round with the FIDE Dutch system and shows both. Exit 1 with
 * a clear message when no legal pairing exists. With {@code --undo} it takes back the last round's
 * pairing while none of its results is in.
 */
@Command(
    name = "round",
    mixinStandardHelpOptions = true,
    description = "Draws the start position and pairs the next round (FIDE Dutch system).")
final class RoundCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Option(names = "--position", description = "The Chess960 position number the arbiter chose.")
  Integer position;

  @Option(
      names = "--seed",
      description = "Repeatable draw from this seed (demonstrations and tests, not real events).")
  Long seed;

  @Option(
      names = "--date",
      description =
          "The round's date, yyyy-mm-dd, for the FIDE report (TRF 132; default: the date given"
              + " for it, the date of a one-day event, else today).")
  String date;

  @Option(
      names = "--undo",
      description = "Take back the last round's pairing while none of its results is in.")
  boolean undo;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    Event event = options.read();
    if (undo) {
      if (position != null || seed != null || date != null) {
        throw new BadInputException(
            lang.t(
                "--undo non si usa con --position, --seed o --date",
                "--undo takes no --position, --seed or --date"));
      }
      takeBack(event, lang);
      return 0;
    }
    RandomGenerator random = seed == null ? new SecureRandom() : new Random(seed);
    int number;
    String source;
    if (position != null) {
      if (position < 0 || position > 959) {
        throw new BadInputException(
            lang.t("--position va da 0 a 959, non ", "--position must be 0-959, not ") + position);
      }
      number = position;
      source = "arbiter";
    } else {
      number = StartPosition.random(random).number();
      source = "random";
    }
    List<ByeRequest> asked = event.byeRequests();
    // registered players who will not play this round: named once it is paired, so the arbiter
    // sees at once who is missing (round 1: not checked in; later: never entered)
    List<Player> waiting =
        event.players().stream()
            .filter(p -> p.takesAPlace() && p.entryRound() == 0 && !event.entersRoundOne(p))
            .toList();
    Round round;
    try {
      round = RoundDraw.pairNext(event, number, source, new DutchRoundPairer(), random);
      dateRound(event, round.number());
    } catch (DutchRoundPairer.NoPairingException e) {
      spec.commandLine()
          .getErr()
          .println("arrocco: " + Wording.noPairing(e.round(), e.why(), lang));
      return Arrocco.CHECK_FAILED;
    }
    options.write(event);
    PrintWriter out = spec.commandLine().getOut();
    EventTables tables = new EventTables(event, lang, out);
    tables.heading(round);
    out.println();
    tables.pairings(round);
    if (!waiting.isEmpty()) {
      out.println(
          lang.t(
                  "Iscritti non accreditati, che non giocano questo turno: ",
                  "Registered but not checked in, not playing this round: ")
              + String.join(", ", waiting.stream().map(p -> p.id() + " " + p.name()).toList())
              + (round.number() == 1
                  ? lang.t(
                      " (per farli giocare ora: round --undo, checkin, round; oppure late dal"
                          + " turno 2)",
                      " (to pair them now: round --undo, checkin, round; or late from round 2)")
                  : round.number() < event.settings().rounds()
                      ? lang.t(
                          " (dal turno successivo possono entrare con late)",
                          " (they may enter from the next round with late)")
                      : ""));
    }
    // round 1 drops the byes asked by players who did not enter: say so, they are not applied
    List<ByeRequest> kept = event.byeRequests();
    for (ByeRequest b : asked) {
      if (b.round() != round.number() && !kept.contains(b)) {
        out.println(
            lang.t("Bye richiesto per il turno ", "Bye of round ")
                + b.round()
                + lang.t(" annullato: ", " dropped: ")
                + name(event, b.player())
                + lang.t(
                    " non è in gara (può entrare con l'ingresso tardivo, late)",
                    " has not entered the event (a late entry enters them)"));
      }
    }
    return 0;
  }

  /**
   * Records the date of the round just paired when the settings do not give it (FIDE's report needs
   * one per round, TRF 132): {@code --date}, else today; a date given replaces the one set.
   */
  private void dateRound(Event event, int r) {
    EventSettings s = event.settings();
    if (date == null && !s.roundDate(r).isEmpty()) {
      return;
    }
    event.updateSettings(
        s.withRoundDate(r, date != null ? date.trim() : java.time.LocalDate.now().toString()));
  }

  /** Takes back the last round and says what became of its byes, late entries and withdrawals. */
  private void takeBack(Event event, Lang lang) throws IOException {
    Event.TakenBack back = event.takeBackLastRound();
    options.write(event);
    PrintWriter out = spec.commandLine().getOut();
    int r = back.round().number();
    out.println(
        lang.t("Abbinamento del turno ", "Round ")
            + r
            + lang.t(
                " annullato: si può abbinare di nuovo.", " pairing taken back: pair it again."));
    for (var b : back.byeRequests()) {
      out.println(
          lang.t("  bye richiesto di nuovo: ", "  bye requested again: ")
              + name(event, b.player())
              + " ("
              + Numbers.points(b.kind().points(event.settings().points()))
              + ")");
    }
    for (int id : back.entering()) {
      out.println(lang.t("  entra nel turno ", "  enters round ") + r + ": " + name(event, id));
    }
    for (int id : back.withdrawn()) {
      out.println(
          "  "
              + lang.agreeing(event.player(id), "ritirat", "withdrawn")
              + lang.t(" dal turno ", " from round ")
              + r
              + ": "
              + name(event, id));
    }
  }

  private static String name(Event event, int id) {
    return id + " " + event.player(id).name();
  }
}
