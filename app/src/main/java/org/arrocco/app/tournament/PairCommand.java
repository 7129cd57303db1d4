package org.arrocco.app.tournament;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.arrocco.app.BadInputException;
import org.arrocco.tournament.dutch.DutchPairer;
import org.arrocco.tournament.dutch.NoLegalPairingException;
import org.arrocco.tournament.dutch.RoundPairing;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfPairing;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arrocco pair --trf FILE}: pairs the next round of the event in a TRF file with the FIDE
 * Dutch system and prints it in the reference {@code .pairs} format. Exit 0; 1 when no legal
 * pairing exists; 2 for a malformed file.
 */
@Command(
    name = "pair",
    mixinStandardHelpOptions = true,
    description =
        "Pairs the next round of the TRF event (FIDE Dutch system, C.04.3 2026) and prints the"
            + " number of boards, then 'white black' per board in board order, the PAB as 'p 0'.")
public final class PairCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Option(names = "--trf", required = true, description = "The TRF-16 file of the event.")
  Path trf;

  @Override
  public Integer call() throws IOException {
    Tournament t = TrfFile.read(trf);
    RoundPairing pairing;
    try {
      pairing = DutchPairer.pair(TrfPairing.request(t));
    } catch (NoLegalPairingException e) {
      spec.commandLine()
          .getErr()
          .println("arrocco: no legal pairing for the next round: " + e.getMessage());
      return 1;
    } catch (IllegalArgumentException e) { // a TrfException, or a file that cannot be paired
      throw new BadInputException(trf + ": " + e.getMessage());
    }
    PrintWriter out = spec.commandLine().getOut();
    out.print(pairing.toPairsFormat());
    out.flush();
    return 0;
  }
}
