package org.arrocco.tournament;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {
  @TempDir Path dir;

  private List<String> names() throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void writesThenReplacesTheWholeContentLeavingNoTemporaryFile() throws IOException {
    Path file = dir.resolve("e.json");
    AtomicFile.write(file, "first, longer content".getBytes(StandardCharsets.UTF_8));
    AtomicFile.write(file, "second".getBytes(StandardCharsets.UTF_8));
    assertArrayEquals("second".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(file));
    assertEquals(List.of("e.json"), names());
  }

  @Test
  void refusesAFolderAndAMissingFolderNamingThem() throws IOException {
    FileWriteException folder =
        assertThrows(FileWriteException.class, () -> AtomicFile.write(dir, new byte[1]));
    assertEquals("cannot write " + dir + ": it is a folder", folder.getMessage());
    Path lost = dir.resolve("none").resolve("e.json");
    FileWriteException missing =
        assertThrows(FileWriteException.class, () -> AtomicFile.write(lost, new byte[1]));
    assertEquals(
        "cannot write " + lost + ": the folder " + lost.getParent() + " does not exist",
        missing.getMessage());
    assertEquals(List.of(), names());
  }

  @Test
  void aFolderThatTakesNoFilesGivesAnErrorNamingTheTarget() {
    Path proc = Path.of("/proc");
    assumeTrue(Files.isDirectory(proc.resolve("self")), "needs Linux's /proc");
    Path file = proc.resolve("arrocco-test.trf");
    IOException e = assertThrows(IOException.class, () -> AtomicFile.write(file, new byte[1]));
    assertEquals("cannot write " + file + ": no such file or folder", e.getMessage());
  }

  @Test
  void aWriteRemovesTheTemporaryFilesOfAKilledWriterButNotOfOneAtWork() throws IOException {
    Path file = dir.resolve("e.json");
    Path killed = Files.write(dir.resolve(".e.json.123.tmp"), new byte[10]);
    FileTime longAgo = FileTime.from(Instant.now().minus(AtomicFile.ABANDONED).minusSeconds(1));
    Files.setLastModifiedTime(killed, longAgo);
    Path atWork = Files.write(dir.resolve(".e.json.456.tmp"), new byte[10]);
    Path other = Files.write(dir.resolve(".f.json.789.tmp"), new byte[10]);
    Files.setLastModifiedTime(other, longAgo);
    AtomicFile.write(file, "one".getBytes(StandardCharsets.UTF_8));
    assertEquals(List.of(".e.json.456.tmp", ".f.json.789.tmp", "e.json"), names());
    assertTrue(Files.exists(atWork));
    Path bracketed = dir.resolve("Open [A].json"); // no glob: its name is taken as it is
    Path old = Files.write(dir.resolve(".Open [A].json.1.tmp"), new byte[10]);
    Files.setLastModifiedTime(old, longAgo);
    AtomicFile.write(bracketed, "one".getBytes(StandardCharsets.UTF_8));
    assertFalse(Files.exists(old));
  }

  @Test
  void replaceWritesOnlyOverTheExpectedContent() throws IOException {
    Path file = dir.resolve("e.json");
    byte[] one = "one".getBytes(StandardCharsets.UTF_8);
    byte[] two = "two".getBytes(StandardCharsets.UTF_8);
    AtomicFile.write(file, one);
    assertFalse(AtomicFile.replace(file, two, "three".getBytes(StandardCharsets.UTF_8)));
    assertArrayEquals(one, Files.readAllBytes(file));
    assertTrue(AtomicFile.replace(file, one, two));
    assertArrayEquals(two, Files.readAllBytes(file));
    assertFalse(AtomicFile.replace(dir.resolve("gone.json"), one, two));
    assertEquals(List.of(".e.json.lock", "e.json"), names());
  }

  @Test
  void aSymbolicLinkIsFollowedAndStaysALink() throws IOException {
    Path real = Files.createDirectory(dir.resolve("real")).resolve("e.json");
    Path links = Files.createDirectory(dir.resolve("links"));
    Path link = links.resolve("e.json");
    byte[] one = "one".getBytes(StandardCharsets.UTF_8);
    byte[] two = "two".getBytes(StandardCharsets.UTF_8);
    AtomicFile.write(real, one);
    try {
      Files.createSymbolicLink(link, Path.of("..", "real", "e.json"));
    } catch (UnsupportedOperationException | IOException e) {
      assumeTrue(false, "needs symbolic links");
    }
    assertTrue(AtomicFile.replace(link, one, two));
    assertTrue(Files.isSymbolicLink(link));
    assertArrayEquals(two, Files.readAllBytes(real));
    // the lock is the real file's, so commands run through either name take the same one
    assertFalse(Files.exists(links.resolve(".e.json.lock")));
    assertTrue(Files.exists(real.resolveSibling(".e.json.lock")));
    AtomicFile.write(link, one);
    assertTrue(Files.isSymbolicLink(link));
    assertArrayEquals(one, Files.readAllBytes(real));
    // a link to a file not there yet creates that file
    Path dangling = links.resolve("new.json");
    Files.createSymbolicLink(dangling, real.resolveSibling("new.json"));
    AtomicFile.write(dangling, two);
    assertTrue(Files.isSymbolicLink(dangling));
    assertArrayEquals(two, Files.readAllBytes(real.resolveSibling("new.json")));
  }

  @Test
  void theFileKeepsItsPermissionsAndAReadOnlyFileIsRefused() throws IOException {
    Path file = dir.resolve("e.json");
    byte[] one = "one".getBytes(StandardCharsets.UTF_8);
    byte[] two = "two".getBytes(StandardCharsets.UTF_8);
    AtomicFile.write(file, one);
    try {
      Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
    } catch (UnsupportedOperationException e) {
      assumeTrue(false, "needs POSIX permissions");
    }
    assertTrue(AtomicFile.replace(file, one, two));
    assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    // the arbiter protects the file of a closed event: a command must not change it (not even as
    // root, for whom the system lets any file be written)
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
    IOException e = assertThrows(IOException.class, () -> AtomicFile.replace(file, two, one));
    assertEquals("cannot write " + file + ": the file is read-only", e.getMessage());
    assertThrows(IOException.class, () -> AtomicFile.write(file, one));
    assertArrayEquals(two, Files.readAllBytes(file));
    assertEquals("r--r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    assertEquals(List.of(".e.json.lock", "e.json"), names());
  }

  @Test
  void aLoopOfSymbolicLinksIsRefusedNamingTheFile() throws IOException {
    Path a = dir.resolve("a.json");
    try {
      Files.createSymbolicLink(a, dir.resolve("b.json"));
    } catch (UnsupportedOperationException | IOException e) {
      assumeTrue(false, "needs symbolic links");
    }
    Files.createSymbolicLink(dir.resolve("b.json"), a);
    IOException e = assertThrows(IOException.class, () -> AtomicFile.write(a, new byte[1]));
    assertEquals("cannot write " + a + ": too many levels of symbolic links", e.getMessage());
    assertEquals(List.of("a.json", "b.json"), names());
  }

  @Test
  void concurrentReadModifyReplaceLosesNoUpdate() throws Exception {
    // each worker reads a count, adds one and replaces it; a replace that finds another worker's
    // count writes nothing, so the final count is the number of replaces that succeeded
    Path file = dir.resolve("count");
    AtomicFile.write(file, "0".getBytes(StandardCharsets.UTF_8));
    int workers = 4;
    int tries = 25;
    java.util.concurrent.atomic.AtomicInteger won = new java.util.concurrent.atomic.AtomicInteger();
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(workers);
    java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
    List<java.util.concurrent.Future<?>> done = new java.util.ArrayList<>();
    for (int w = 0; w < workers; w++) {
      done.add(
          pool.submit(
              () -> {
                start.await();
                for (int i = 0; i < tries; i++) {
                  byte[] seen = Files.readAllBytes(file);
                  int n = Integer.parseInt(new String(seen, StandardCharsets.UTF_8));
                  byte[] next = Integer.toString(n + 1).getBytes(StandardCharsets.UTF_8);
                  if (AtomicFile.replace(file, seen, next)) {
                    won.incrementAndGet();
                  }
                }
                return null;
              }));
    }
    start.countDown();
    for (java.util.concurrent.Future<?> f : done) {
      f.get();
    }
    pool.shutdown();
    int count = Integer.parseInt(Files.readString(file));
    assertEquals(won.get(), count);
    // a success makes at most the other workers' attempts under way fail: at least 1 in 4 succeeds
    assertTrue(count >= tries, count + " of " + workers * tries);
    assertEquals(List.of(".count.lock", "count"), names());
  }
}
