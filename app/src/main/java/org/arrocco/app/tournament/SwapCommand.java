package org.arrocco.app.tournament;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.arrocco.app.BadInputException;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.PairingCriteria;
import org.arrocco.tournament.event.Round;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tournament swap}: a manual change of the last round's pairing before it is published
 * (before any of its results is in): two players exchange their boards and colours (or the PAB), or
 * {@code --colours BOARD} gives White's colour to Black. The changed pairing is shown with the
 * criteria it breaks, as the pairings checker finds them (C1, C2, C3, C10, C11, and the players
 * whose board is not the FIDE Dutch pairing's: {@code check} will report the round).
 */
@Command(
    name = "swap",
    mixinStandardHelpOptions = true,
    description =
        "Changes the last round's pairing before its results: two players exchange places, or"
            + " --colours BOARD; says which pairing criteria the change breaks.")
final class SwapCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Parameters(
      arity = "0..2",
      paramLabel = "PLAYER",
      descriptionKey = "players",
      description = "Two players: number or name.")
  List<String> who;

  @Option(names = "--colours", paramLabel = "BOARD", description = "Swap the colours of a board.")
  Integer board;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    int players = who == null ? 0 : who.size();
    if ((board == null) == (players != 2) || (board != null && players != 0)) {
      throw new BadInputException(
          lang.t(
              "swap richiede due giocatori (swap 3 7) oppure --colours SCACCHIERA",
              "swap takes two players (swap 3 7) or --colours BOARD"));
    }
    Event event = options.read();
    Round round =
        board != null
            ? event.swapColours(board)
            : event.exchange(
                PlayerArgs.id(event, who.get(0), lang), PlayerArgs.id(event, who.get(1), lang));
    List<PairingCriteria.Breach> breaches = PairingCriteria.ofLastRound(event);
    options.write(event);
    PrintWriter out = spec.commandLine().getOut();
    EventTables tables = new EventTables(event, lang, out);
    tables.heading(round);
    out.println();
    tables.pairings(round);
    if (breaches.isEmpty()) {
      out.println(
          lang.t(
              "L'abbinamento modificato rispetta i criteri ed è quello del sistema olandese FIDE.",
              "The changed pairing breaks no criterion and is the FIDE Dutch pairing."));
    }
    for (PairingCriteria.Breach b : breaches) {
      out.println(lang.t("Attenzione: ", "Note: ") + text(b, event, lang));
    }
    return 0;
  }

  /** One broken criterion in words. */
  static String text(PairingCriteria.Breach b, Event event, Lang lang) {
    List<String> names =
        b.players().stream().map(id -> id + " " + event.player(id).name()).toList();
    String who = String.join(", ", names);
    String why =
        switch (b.kind()) {
          case REMATCH -> lang.t("si sono già incontrati: ", "have met already: ") + who;
          case FORBIDDEN_PAIR -> lang.t("coppia vietata: ", "forbidden pair: ") + who;
          case PAB_AGAIN ->
              lang.t(
                      "bye assegnato a chi ha già avuto un bye o una vittoria senza giocare: ",
                      "the PAB to a player who already had one or a win without playing: ")
                  + who;
          case COLOUR_DIFFERENCE ->
              who
                  + lang.t(" avrebbe differenza di colore ", " would have colour difference ")
                  + (b.value() > 0 ? "+" : "")
                  + b.value();
          case COLOUR_THREE_TIMES ->
              who
                  + lang.t(
                      " avrebbe lo stesso colore tre volte di fila",
                      " would have the same colour three times in a row");
          case NOT_THE_DUTCH_PAIRING ->
              lang.t(
                      "non è l'abbinamento del sistema olandese FIDE per ",
                      "not the FIDE Dutch pairing for ")
                  + who
                  + lang.t(" ('check' segnalerà il turno)", " ('check' will report the round)");
        };
    return why + (b.criterion().isEmpty() ? "" : " (C.04.3 " + b.criterion() + ")");
  }
}
