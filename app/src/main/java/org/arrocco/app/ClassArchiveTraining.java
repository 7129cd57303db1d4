package org.arrocco.app;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The run that fills the launcher's class-data archive (the JDK's CDS, {@code
 * -XX:ArchiveClassesAtExit}): every command of the program once, on small inputs, in one JVM, its
 * output discarded. The archive then holds the classes the commands load, and every later start of
 * {@code ./arrocco} maps them instead of reading and verifying them from the jar (bench/RESULTS.md,
 * "Class-data archive"). The launcher starts it after each build; users never need to.
 */
public final class ClassArchiveTraining {
  private ClassArchiveTraining() {}

  /** Runs the commands; exit status 1 when one of them did not end as expected. */
  public static void main(String[] args) throws IOException {
    Path dir = Files.createTempDirectory("arrocco-training");
    List<String> failed;
    try {
      failed = run(dir);
    } finally {
      delete(dir);
    }
    if (!failed.isEmpty()) {
      System.err.println("arrocco: training commands that failed: " + failed);
      System.exit(Arrocco.CHECK_FAILED);
    }
  }

  /**
   * Runs every training command with its files in {@code dir}, standard output and errors
   * discarded; returns the command lines whose exit status was not 0.
   */
  public static List<String> run(Path dir) throws IOException {
    List<String[]> commands = commands(dir);
    PrintStream out = System.out;
    PrintStream err = System.err;
    PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
    List<String> failed = new ArrayList<>();
    try {
      System.setOut(nowhere);
      System.setErr(nowhere);
      for (String[] command : commands) {
        if (Arrocco.run(command) != 0) {
          failed.add(String.join(" ", command));
        }
      }
    } finally {
      System.setOut(out);
      System.setErr(err);
    }
    return failed;
  }

  /**
   * The command lines, each expected to exit 0, with the files they read written in {@code dir}.
   */
  private static List<String[]> commands(Path dir) throws IOException {
    String event = dir.resolve("event.json").toString();
    String trf = dir.resolve("event.trf").toString();
    String copy = dir.resolve("copy.json").toString();
    String pgn = write(dir, "games.pgn", CHESS + CHESS960 + TAMERLANE + SPRINT);
    String sprint = write(dir, "sprint.pgn", SPRINT);
    String epd = write(dir, "chess.epd", START + " ;D1 20 ;D2 400\n");
    List<String[]> c = new ArrayList<>();
    c.add(new String[] {"--help"});
    c.add(new String[] {"--version"});
    for (String variant : List.of("chess", "chess960", "tamerlane")) {
      c.add(new String[] {"perft", "--variant", variant, "--fen", "startpos", "--depth", "3"});
    }
    c.add(new String[] {"perft", "--variant", "sprint", "--fen", SPRINT_FEN, "--depth", "2"});
    c.add(new String[] {"perft", "--variant", "chess", "--fen", "startpos", "--depth", "2"});
    c.add(new String[] {"perft", "--variant", "chess", "--epd", epd});
    c.add(new String[] {"chess960", "--number", "518"});
    c.add(new String[] {"pgn", "check", pgn});
    c.add(new String[] {"sprint", "deal", "--seed", "7"});
    c.add(new String[] {"sprint", "check", sprint});
    c.add(new String[] {"tournament", "new", "-e", event, "--name", "Training", "--date", DATE});
    for (int i = 1; i <= 6; i++) {
      String rating = String.valueOf(1500 + 97 * i);
      c.add(
          new String[] {
            "tournament", "register", "-e", event, "--name", "Player, " + i, "--fide-rating", rating
          });
    }
    c.add(new String[] {"tournament", "settings", "-e", event});
    c.add(new String[] {"tournament", "players", "-e", event});
    c.add(new String[] {"tournament", "checkin", "-e", event, "--all"});
    c.add(new String[] {"tournament", "round", "-e", event});
    c.add(new String[] {"tournament", "pairings", "-e", event});
    c.add(new String[] {"tournament", "result", "-e", event, "1", "1-0", "2", "1/2", "3", "0-1"});
    c.add(new String[] {"tournament", "standings", "-e", event, "--crosstable", "--prizes"});
    c.add(new String[] {"tournament", "export", "-e", event, "--trf", trf});
    c.add(new String[] {"tournament", "import", "-e", copy, "--trf", trf});
    c.add(new String[] {"pair", "--trf", trf});
    c.add(new String[] {"tiebreaks", "--trf", trf, "--unrated-rating", "1399"});
    c.add(new String[] {"check", "--trf", trf});
    return c;
  }

  private static final String DATE = "2026-01-10";

  private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  private static final String SPRINT_FEN =
      "8/8/2k5/1r2p3/P1P1P2R/7P/P3K3/8[QNNPPqrbnpppp] w - - 1 9";

  private static final String CHESS =
      "[Event \"Training\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 (3... Nf6 4. O-O)"
          + " 4. Ba4 Nf6 {a comment} 5. O-O Be7 1-0\n\n";

  private static final String CHESS960 =
      "[Event \"Training\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
          + "[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n"
          + "[Result \"*\"]\n\n9. g3 *\n\n";

  private static final String TAMERLANE =
      "[Event \"Training\"]\n[Variant \"Tamerlane\"]\n\n1. e4 f7 (1... e7 2. Nd1) 2. Nd1 Gf8 *\n\n";

  private static final String SPRINT =
      "[Variant \"Sprint\"]\n[Seed \"5\"]\n[Termination \"draw by agreement\"]\n\n"
          + "1. P@d4 P@d5 2. Kd2 1/2-1/2\n\n";

  private static String write(Path dir, String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text).toString();
  }

  private static void delete(Path dir) throws IOException {
    try (Stream<Path> files = Files.walk(dir)) {
      files
          .sorted(Comparator.reverseOrder())
          .forEach(
              p -> {
                try {
                  Files.delete(p);
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
    }
  }
}
