package org.arrocco.app.tournament;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.arrocco.app.BadInputException;
import org.arrocco.tournament.dutch.PairingChecker;
import org.arrocco.tournament.trf.Tournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arrocco check --trf FILE}: the FIDE pairings-checker procedure. Re-pairs every round of
 * the event and reports each round whose pairing differs from the file; exit 1 if any does.
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

  @Override
  public Integer call() throws IOException {
    Tournament t = TrfFile.read(trf);
    List<PairingChecker.Discrepancy> found;
    try {
      if (PairingChecker.roundsToCheck(t) == 0) {
        t.requireRanksWithoutGaps("the pairing numbers must run 1-" + t.players().size());
        // nothing was checked: a check that did not happen did not pass (as other checkers say)
        spec.commandLine().getOut().println("check: the file has no round to check");
        spec.commandLine().getOut().flush();
        return 1;
      }
      found = PairingChecker.check(t);
    } catch (IllegalArgumentException e) { // a TrfException, or a file that cannot be paired
      throw new BadInputException(trf + ": " + e.getMessage());
    }
    PrintWriter out = spec.commandLine().getOut();
    for (PairingChecker.Discrepancy d : found) {
      out.println(
          "round "
              + d.round()
              + ": "
              + (d.ours() == null ? "no legal pairing: " : "")
              + d.detail());
    }
    int rounds = PairingChecker.roundsToCheck(t);
    out.println("check: " + rounds + " rounds checked, " + found.size() + " differ");
    out.flush();
    return found.isEmpty() ? 0 : 1;
  }
}
