package org.arrocco.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every command that reads a file names it when it is missing, a directory or not text. */
class InputFileTest {
  private static final String[][] COMMANDS = {
    {"perft", "--epd"},
    {"pgn", "check"},
    {"sprint", "check"},
    {"tiebreaks", "--lang", "en", "--trf"}, // Italian unless asked: below
    {"pair", "--lang", "en", "--trf"}, // Italian unless asked, as tiebreaks
    {"check", "--lang", "en", "--trf"}
  };

  private static void refused(Path file, String expected) {
    for (String[] c : COMMANDS) {
      Cli r = Cli.run(withFile(c, file.toString()));
      assertEquals(2, r.status(), String.join(" ", c) + ": " + r.err());
      assertEquals("arrocco: " + expected + "\n", r.err().replace("\r\n", "\n"), c[0]);
    }
  }

  private static String[] withFile(String[] command, String file) {
    String[] args = java.util.Arrays.copyOf(command, command.length + 1);
    args[command.length] = file;
    return args;
  }

  @Test
  void aDirectoryIsNamed(@TempDir Path dir) {
    refused(dir, dir + ": a directory, not a file");
    Cli r = Cli.run("tiebreaks", "--trf", dir.toString());
    assertEquals("arrocco: " + dir + ": è una cartella, non un file\n", r.err());
  }

  @Test
  void aDirectoryAsTheEventFileIsNamed(@TempDir Path dir) {
    Cli r = Cli.run("tournament", "players", "--event", dir.toString(), "--lang", "en");
    assertEquals("arrocco: " + dir + ": a directory, not a file\n", r.err());
  }

  @Test
  void aNameNoFileCanHaveIsRefusedAsSuch() {
    for (String[] c : COMMANDS) {
      Cli r = Cli.run(withFile(c, "a\0b"));
      assertEquals(2, r.status(), String.join(" ", c) + ": " + r.err());
      assertTrue(
          r.err().startsWith("arrocco: ") && r.err().contains("'a\\0b' is not a file name"),
          r.err());
      assertFalse(r.leaksAnException(), r.err());
    }
    Cli r = Cli.run("tournament", "players", "--event", "\0", "--lang", "en");
    assertTrue(r.err().contains("Invalid value for option '--event': '\\0' is not a file name"));
    assertFalse(r.leaksAnException(), r.err());
  }

  @Test
  void aMissingFileIsNamed(@TempDir Path dir) {
    refused(dir.resolve("nope"), "no such file: " + dir.resolve("nope"));
    Cli r = Cli.run("tiebreaks", "--trf", dir.resolve("nope").toString());
    assertEquals("arrocco: file inesistente: " + dir.resolve("nope") + "\n", r.err());
  }

  @Test
  void aFileThatIsNotUtf8TextIsNamedWhereTextIsRequired(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("latin1.epd");
    Files.write(f, new byte[] {'8', '/', (byte) 0xe8, ' ', ';', 'D', '1', ' ', '1', '\n'});
    Cli r = Cli.run("perft", "--epd", f.toString());
    assertEquals("arrocco: " + f + ": not an EPD file (not UTF-8 text)\n", r.err());
  }
}
