package org.arrocco.app.tournament;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import org.arrocco.app.BadInputException;
import org.arrocco.app.InputFile;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfDocument;
import org.arrocco.tournament.trf.TrfException;

/**
 * The TRF file given on the command line, read once the same way by every command that takes one.
 */
final class TrfFile {
  private TrfFile() {}

  /**
   * Reads a TRF file, naming the file in any error; a file without player lines is refused. Warns
   * in Italian on standard error of what it accepts but doubts (a points column that disagrees with
   * the results), as every command that reads a TRF does.
   */
  static Tournament read(Path file) throws IOException {
    PrintWriter err = new PrintWriter(System.err, true);
    Tournament t = read(file, Lang.IT, err);
    err.flush();
    return t;
  }

  /**
   * Reads a TRF file as {@link #read(Path)} does, warning on {@code err} in {@code lang}: one line
   * per player whose points column is not what the results give (the reference engine refuses such
   * a file; the tie-breaks and an import use the results).
   */
  static Tournament read(Path file, Lang lang, PrintWriter err) throws IOException {
    Tournament t = parse(file);
    for (Tournament.PointsDisagreement d : t.pointsDisagreements()) {
      err.println(
          "arrocco: "
              + lang.t("attenzione: ", "warning: ")
              + file
              + lang.t(": riga ", ": line ")
              + d.line()
              + lang.t(": il giocatore ", ": player ")
              + d.startRank()
              + lang.t(" ha ", " has ")
              + Numbers.points(d.stated())
              + lang.t(
                  " nella colonna dei punti (81-84), ma i suoi risultati danno ",
                  " in the points column (81-84), but the results give ")
              + Numbers.points(d.results())
              + lang.t(" (contano i risultati)", " (the results count)"));
    }
    return t;
  }

  private static Tournament parse(Path file) throws IOException {
    Tournament t;
    try {
      t = Tournament.of(TrfDocument.read(InputFile.bytes(file)));
    } catch (TrfException e) {
      throw new BadInputException(file + ": " + e.getMessage());
    }
    if (t.players().isEmpty()) {
      throw new BadInputException(file + ": no player lines (001): not a TRF file");
    }
    return t;
  }
}
