package org.arrocco.app.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.arrocco.app.Arrocco;
import org.arrocco.app.Cli;
import org.arrocco.tournament.event.EventFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Commands run at once on the same event file (two terminals, a script and the arbiter), and the
 * files they leave: one {@code new} wins, the loser of a race exits 75 ("try again"), nothing is
 * lost, and new files are as readable as the umask says.
 */
class ConcurrentCommandsTest {
  /** Runs the same kind of command from {@code threads} threads released together. */
  private static List<Integer> atOnce(int threads, java.util.function.IntFunction<String[]> args)
      throws Exception {
    CyclicBarrier start = new CyclicBarrier(threads);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    PrintStream out = System.out;
    PrintStream err = System.err;
    // the commands print; their words are not what is tested here
    System.setOut(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    System.setErr(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    try {
      List<Future<Integer>> runs = new ArrayList<>();
      for (int i = 0; i < threads; i++) {
        int n = i;
        runs.add(
            pool.submit(
                () -> {
                  start.await();
                  return Arrocco.run(args.apply(n));
                }));
      }
      List<Integer> status = new ArrayList<>();
      for (Future<Integer> f : runs) {
        status.add(f.get());
      }
      return status;
    } finally {
      System.setOut(out);
      System.setErr(err);
      pool.shutdown();
    }
  }

  @Test
  void ofManyNewOnOneFileAtOnceExactlyOneSucceedsAndItsEventIsTheFile(@TempDir Path dir)
      throws Exception {
    for (int attempt = 0; attempt < 10; attempt++) {
      Path e = dir.resolve("open" + attempt + ".json");
      List<Integer> status =
          atOnce(
              6,
              n ->
                  new String[] {
                    "tournament", "new", "-e", e.toString(), "--name", "Open " + n, "--lang", "en"
                  });
      List<Integer> won = new ArrayList<>();
      for (int i = 0; i < status.size(); i++) {
        if (status.get(i) == 0) {
          won.add(i);
        } else {
          assertEquals(2, status.get(i), "a refused new is bad input: " + status);
        }
      }
      assertEquals(1, won.size(), "attempt " + attempt + ": " + status);
      assertEquals("Open " + won.get(0), EventFile.read(e).settings().name());
      try (var files = Files.list(dir)) {
        assertTrue(files.noneMatch(p -> p.toString().endsWith(".tmp")), "no temporary file left");
      }
    }
  }

  @Test
  void theLoserOfARaceExits75AndEveryRegistrationThatExited0IsKept(@TempDir Path dir)
      throws Exception {
    Path e = dir.resolve("open.json");
    assertEquals(0, Cli.run("tournament", "new", "-e", e.toString(), "--name", "Open").status());
    int kept = 0;
    boolean raced = false;
    for (int attempt = 0; attempt < 40 && !raced; attempt++) {
      int round = attempt;
      List<Integer> status =
          atOnce(
              4,
              n ->
                  new String[] {
                    "tournament", "register", "-e", e.toString(), "--name", "P" + round + "-" + n
                  });
      for (int s : status) {
        assertTrue(s == 0 || s == 75, "0 or 75, not " + status);
        kept += s == 0 ? 1 : 0;
        raced |= s == 75;
      }
    }
    assertTrue(raced, "no two registrations raced in 40 attempts");
    assertEquals(kept, EventFile.read(e).players().size(), "nothing lost, nothing doubled");
    Cli lost = Cli.run("tournament", "register", "-e", e.toString(), "--name", "Late");
    assertEquals(0, lost.status(), lost.err());
  }

  @Test
  void newFilesTakeTheUmasksPermissionsAndAReplacedFileKeepsItsOwn(@TempDir Path dir)
      throws IOException {
    Path probe = Files.createFile(dir.resolve("probe"));
    Set<PosixFilePermission> umask;
    try {
      umask = Files.getPosixFilePermissions(probe);
    } catch (UnsupportedOperationException e) {
      assumeTrue(false, "no POSIX permissions here");
      return;
    }
    assumeTrue(
        umask.contains(PosixFilePermission.GROUP_READ),
        "the test needs a umask that lets others read");
    Path e = dir.resolve("open.json");
    Path trf = dir.resolve("open.trf");
    assertEquals(0, Cli.run("tournament", "new", "-e", e.toString(), "--name", "Open").status());
    Cli.run("tournament", "register", "-e", e.toString(), "--name", "A");
    Cli.run("tournament", "register", "-e", e.toString(), "--name", "B");
    Cli export =
        Cli.run(
            "tournament", "export", "-e", e.toString(), "--trf", trf.toString(), "--lang", "en");
    assertEquals(0, export.status(), export.err());
    assertEquals(umask, Files.getPosixFilePermissions(e), "the event file");
    assertEquals(umask, Files.getPosixFilePermissions(trf), "the export");
    Set<PosixFilePermission> own =
        Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
    Files.setPosixFilePermissions(e, own);
    Cli.run("tournament", "register", "-e", e.toString(), "--name", "C");
    assertEquals(own, Files.getPosixFilePermissions(e), "a replaced file keeps its own");
  }

  @Test
  void theProgramNamedAlonePrintsItsHelp() {
    Cli alone = Cli.run();
    assertEquals(0, alone.status(), alone.err());
    assertTrue(alone.out().contains("tournament"), alone.out());
    assertEquals("", alone.err());
  }
}
