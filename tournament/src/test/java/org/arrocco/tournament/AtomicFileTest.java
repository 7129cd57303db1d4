package org.arrocco.tournament;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
    IllegalArgumentException folder =
        assertThrows(IllegalArgumentException.class, () -> AtomicFile.write(dir, new byte[1]));
    assertEquals("cannot write " + dir + ": it is a folder", folder.getMessage());
    Path lost = dir.resolve("none").resolve("e.json");
    IllegalArgumentException missing =
        assertThrows(IllegalArgumentException.class, () -> AtomicFile.write(lost, new byte[1]));
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
}
