package org.arrocco.app.tournament;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.arrocco.app.BadInputException;
import org.arrocco.tournament.dutch.Board;
import org.arrocco.tournament.dutch.PairingChecker;
import org.arrocco.tournament.dutch.RoundPairing;
import org.arrocco.tournament.trf.PlayerRecord;
import org.arrocco.tournament.trf.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arrocco check --trf FILE}: the FIDE pairings-checker procedure. Re-pairs every round of
 * the event and reports each round whose pairing differs from the file; exit 1 if any does. Players
 * are named by their TRF pairing number, with {@code --names} also by name; the report in the
 * language of {@code --lang}.
 */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    description =
        "Replays every round of the TRF event, re-pairs it with the FIDE Dutch system and reports"
            + " every round whose pairing (pairs, colours, PAB) differs from the file.")
public final class CheckCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Option(names = "--trf", required = true, description = "The TRF-16 file of the event.")
  Path trf;

  @Option(
      names = "--lang",
      defaultValue = "it",
      description =
          "Language of the report and the messages: it or en (default: ${DEFAULT-VALUE}).")
  String lang;

  @Option(names = "--names", description = "Name the players beside their pairing numbers.")
  boolean names;

  @Override
  public Integer call() throws IOException {
    Lang language = Lang.parse(lang);
    Tournament t = TrfFile.read(trf);
    List<PairingChecker.Discrepancy> found;
    PrintWriter out = spec.commandLine().getOut();
    try {
      if (PairingChecker.roundsToCheck(t) == 0) {
        t.requireRanksWithoutGaps("the pairing numbers must run 1-" + t.players().size());
        // nothing was checked: a check that did not happen did not pass (as other checkers say)
        out.println(
            language.t(
                "check: il file non ha turni da controllare",
                "check: the file has no round to check"));
        out.flush();
        return 1;
      }
      found = PairingChecker.check(t);
    } catch (IllegalArgumentException e) { // a TrfException, or a file that cannot be paired
      throw new BadInputException(trf + ": " + e.getMessage());
    }
    for (PairingChecker.Discrepancy d : found) {
      out.println(language.t("turno ", "round ") + d.round() + ": " + detail(d, t, language));
    }
    int rounds = PairingChecker.roundsToCheck(t);
    out.println(
        language.t(
            "check: turni controllati " + rounds + ", diversi " + found.size(),
            "check: " + rounds + " rounds checked, " + found.size() + " differ"));
    out.flush();
    return found.isEmpty() ? 0 : 1;
  }

  /** What differs in a round, in the arbiter's language, the players named if asked. */
  private String detail(PairingChecker.Discrepancy d, Tournament t, Lang lang) {
    if (d.ours() == null) {
      return lang.t("nessun abbinamento legale: ", "no legal pairing: ")
          + (lang == Lang.IT
              ? "nessun abbinamento rispetta i criteri assoluti (C1, C2, C3)"
              : d.detail());
    }
    RoundPairing played = d.played();
    RoundPairing ours = d.ours();
    Set<Board> onlyPlayed = new LinkedHashSet<>(played.boards());
    onlyPlayed.removeAll(ours.boards());
    Set<Board> onlyOurs = new LinkedHashSet<>(ours.boards());
    onlyOurs.removeAll(played.boards());
    List<String> parts = new ArrayList<>();
    if (!onlyPlayed.isEmpty() || !onlyOurs.isEmpty()) {
      parts.add(
          lang.t("il file ha ", "file has ")
              + boards(onlyPlayed, t, lang)
              + lang.t(", noi abbiniamo ", ", we pair ")
              + boards(onlyOurs, t, lang));
    }
    if (played.byePlayer() != ours.byePlayer()) {
      parts.add(
          lang.t("PAB: nel file ", "PAB: file ")
              + player(played.byePlayer(), t, lang)
              + lang.t(", nostro ", ", ours ")
              + player(ours.byePlayer(), t, lang));
    }
    return String.join("; ", parts);
  }

  private String boards(Set<Board> boards, Tournament t, Lang lang) {
    if (boards.isEmpty()) {
      return lang.t("nient'altro", "nothing else");
    }
    List<String> out = new ArrayList<>();
    for (Board b : boards) {
      out.add(player(b.white(), t, lang) + "-" + player(b.black(), t, lang));
    }
    return String.join(", ", out);
  }

  private String player(int number, Tournament t, Lang lang) {
    if (number == 0) {
      return lang.t("nessuno", "none");
    }
    PlayerRecord p = t.player(number);
    return names && p != null ? number + " (" + p.name() + ")" : Integer.toString(number);
  }
}
