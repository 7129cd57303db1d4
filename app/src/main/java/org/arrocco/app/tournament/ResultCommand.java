package org.arrocco.app.tournament;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import org.arrocco.app.BadInputException;
import org.arrocco.tournament.event.Board;
import org.arrocco.tournament.event.Event;
import org.arrocco.tournament.event.GameResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tournament result}: enters or corrects board results, one pair {@code BOARD RESULT} or
 * several ({@code 1 1-0 2 1/2 3 0-1}), all taken or none: {@code 1-0 0-1 1/2}, the same with {@code
 * s} for a game of less than one move (not rated: TRF {@code W D L}), forfeits {@code +- -+},
 * double forfeit {@code --} (for this command {@code org.arrocco.app.Arrocco} moves picocli's end
 * of options elsewhere).
 */
@Command(
    name = "result",
    mixinStandardHelpOptions = true,
    description =
        "Enters or corrects results: BOARD RESULT, or several pairs (1 1-0 2 1/2 ...), all or"
            + " none (1-0, 0-1, 1/2; 1-0s, 0-1s, 1/2s for a game of less than one move, not rated;"
            + " 0-0 a game played that both lose; +-, -+, -- for forfeits).")
final class ResultCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin EventOptions options;

  @Parameters(
      arity = "1..*",
      paramLabel = "BOARD RESULT",
      descriptionKey = "entries",
      description =
          "Board number and result (1-0, 0-1, 1/2, 1-0s, 0-1s, 1/2s, 0-0, +-, -+, --), once"
              + " or for several boards.")
  List<String> entries;

  @Option(names = "--round", description = "The round (default: the last paired).")
  Integer round;

  @Override
  public Integer call() throws IOException {
    Lang lang = options.lang();
    Event event = options.read();
    int r = round == null ? event.rounds().size() : round;
    List<String> lines = new ArrayList<>();
    try {
      enter(event, r, lines, lang);
    } catch (IllegalArgumentException | BadInputException e) {
      throw entries.size() > 2
          ? new BadInputException(
              Wording.of(e, lang)
                  + lang.t(": nessun risultato è stato inserito", ": nothing entered"))
          : e;
    }
    options.write(event); // every pair checked above: all are written, or none
    lines.forEach(spec.commandLine().getOut()::println);
    if (corrected && r < event.rounds().size()) {
      // C.04.2: a published pairing stands, but the arbiter should know at once
      List<Integer> later = event.roundsPairedAfter(r);
      String rounds =
          later.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(", "));
      spec.commandLine()
          .getOut()
          .println(
              lang.t(
                  (later.size() == 1 ? "Attenzione: il turno " : "Attenzione: i turni ")
                      + rounds
                      + (later.size() == 1
                          ? " è stato abbinato sul vecchio risultato; 'check' ora segnalerà"
                              + " differenze nel turno "
                          : " sono stati abbinati sul vecchio risultato; 'check' ora segnalerà"
                              + " differenze dal turno ")
                      + later.get(0)
                      + " (un abbinamento pubblicato resta valido, FIDE C.04.2).",
                  "Note: round"
                      + (later.size() == 1 ? " " : "s ")
                      + rounds
                      + (later.size() == 1 ? " was" : " were")
                      + " paired on the old result; 'check' will now differ in round "
                      + later.get(0)
                      + " (a published pairing stands, FIDE C.04.2)."));
    }
    return 0;
  }

  // whether a result already entered was changed (a correction)
  private boolean corrected;

  /** Enters every pair in {@code event} (in memory), one line each for the output. */
  private void enter(Event event, int r, List<String> lines, Lang lang) {
    Set<Integer> seen = new HashSet<>();
    for (int i = 0; i < entries.size(); i += 2) {
      int board = board(entries.get(i), lang);
      if (i + 1 == entries.size()) {
        throw new BadInputException(
            lang.t("manca il risultato della scacchiera ", "missing RESULT after board ")
                + board
                + lang.t(
                    " (1-0, 0-1, 1/2, 1-0s, 0-1s, 1/2s, 0-0, +-, -+ o --)",
                    " (1-0, 0-1, 1/2, 1-0s, 0-1s, 1/2s, 0-0, +-, -+ or --)"));
      }
      if (!seen.add(board)) {
        throw new BadInputException(
            lang.t("la scacchiera ", "board ")
                + board
                + lang.t(" compare due volte", " is given twice"));
      }
      GameResult g = GameResult.parse(entries.get(i + 1));
      Optional<GameResult> old = event.result(r, board, g);
      corrected |= old.isPresent() && old.get() != g;
      lines.add(line(event, r, board, g, old, lang));
    }
  }

  private static int board(String text, Lang lang) {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new BadInputException(
          "'" + text + lang.t("' non è un numero di scacchiera", "' is not a board number"));
    }
  }

  private static String line(
      Event event, int r, int board, GameResult g, Optional<GameResult> old, Lang lang) {
    Board b = event.round(r).board(board);
    String line =
        lang.t("Turno ", "Round ")
            + r
            + lang.t(", scacchiera ", ", board ")
            + board
            + ": "
            + event.player(b.white()).name()
            + " - "
            + event.player(b.black()).name()
            + " "
            + g.text();
    if (old.isPresent() && old.get() != g) {
      line += lang.t(" (corretto, era ", " (corrected, was ") + old.get().text() + ")";
    }
    return line;
  }
}
