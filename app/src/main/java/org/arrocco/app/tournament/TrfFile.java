package org.arrocco.app.tournament;

import java.io.IOException;
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

  /** Reads a TRF file, naming the file in any error; a file without player lines is refused. */
  static Tournament read(Path file) throws IOException {
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
