package org.arrocco.app.tournament;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;
import org.arrocco.app.BadInputException;
import org.arrocco.tournament.dutch.Board;
import org.arrocco.tournament.dutch.DutchPairer;
import org.arrocco.tournament.dutch.NoLegalPairingException;
import org.arrocco.tournament.dutch.PairingProgress;
import org.arrocco.tournament.dutch.RoundPairing;
import org.arrocco.tournament.trf.PlayerRecord;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfPairing;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arrocco pair --trf FILE}: pairs the next round of the event in a TRF file with the FIDE
 * Dutch system and prints it in the reference {@code .pairs} format, or with {@code --names} as a
 * list for people (board, pairing numbers and names, the PAB). Exit 0; 1 when no legal pairing
 * exists; 2 for a malformed file. Messages in the language of {@code --lang}.
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

  @Option(
      names = "--lang",
      defaultValue = "it",
      description =
          "Language of the messages and of --names: it or en (default: ${DEFAULT-VALUE}).")
  String lang;

  @Option(
      names = "--names",
      description = "A list for people: board, pairing numbers and names, the PAB.")
  boolean names;

  @Override
  public Integer call() throws IOException {
    Lang language = Lang.parse(lang);
    Tournament t = TrfFile.read(trf);
    RoundPairing pairing;
    try {
      pairing =
          DutchPairer.pair(TrfPairing.request(t), new ProgressLine(spec.commandLine().getErr()));
    } catch (NoLegalPairingException e) {
      spec.commandLine()
          .getErr()
          .println(
              "arrocco: "
                  + language.t(
                      "nessun abbinamento legale per il prossimo turno: ",
                      "no legal pairing for the next round: ")
                  + (language == Lang.IT ? Wording.italian(e.why()) : e.getMessage()));
      return 1;
    } catch (IllegalArgumentException e) { // a TrfException, or a file that cannot be paired
      throw new BadInputException(trf + ": " + e.getMessage());
    }
    PrintWriter out = spec.commandLine().getOut();
    if (!names) {
      out.print(pairing.toPairsFormat());
      out.flush();
      return 0;
    }
    out.println(
        (t.name().isEmpty() ? "" : t.name() + " - ")
            + language.t("turno ", "round ")
            + pairing.round());
    TextTable table =
        new TextTable(
            language.t(">Scacch.", ">Board"),
            ">N.",
            language.t("Bianco", "White"),
            ">N.",
            language.t("Nero", "Black"));
    int number = 0;
    for (Board b : pairing.boards()) {
      table.row(
          Integer.toString(++number),
          Integer.toString(b.white()),
          name(t, b.white()),
          Integer.toString(b.black()),
          name(t, b.black()));
    }
    table.print(out);
    if (pairing.byePlayer() != 0) {
      out.println(
          language.t("  Bye assegnato dall'abbinamento: ", "  Pairing-allocated bye: ")
              + pairing.byePlayer()
              + " "
              + name(t, pairing.byePlayer()));
    }
    out.flush();
    return 0;
  }

  private static String name(Tournament t, int number) {
    PlayerRecord p = t.player(number);
    return p == null ? "" : p.name();
  }

  /**
   * A long pairing's progress on standard error: once it has run for 2 s, a line at most every
   * second, e.g. {@code pair: 1200 of 3000 players paired (14 s)}.
   */
  static final class ProgressLine implements PairingProgress {
    private final PrintWriter err;
    private final LongSupplier clock;
    private final long start;
    private long last;
    private int shown = -1;

    ProgressLine(PrintWriter err) {
      this(err, System::nanoTime);
    }

    /** With {@code clock} giving nanoseconds (tests pass their own). */
    ProgressLine(PrintWriter err, LongSupplier clock) {
      this.err = err;
      this.clock = clock;
      this.start = clock.getAsLong();
      this.last = start;
    }

    @Override
    public void update(int decided, int total) {
      long now = clock.getAsLong();
      if (now - start < 2_000_000_000L
          || (now - last < 1_000_000_000L && decided < total)
          || decided == shown) {
        return;
      }
      last = now;
      shown = decided;
      err.println(
          "pair: "
              + decided
              + " of "
              + total
              + " players paired ("
              + (now - start) / 1_000_000_000L
              + " s)");
      err.flush();
    }
  }
}
