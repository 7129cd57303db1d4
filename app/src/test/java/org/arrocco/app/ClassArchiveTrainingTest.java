package org.arrocco.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The launcher's class-archive training run: every command in it must still succeed. */
class ClassArchiveTrainingTest {

  @Test
  void everyTrainingCommandSucceeds(@TempDir Path dir) throws IOException {
    // a command whose inputs went stale would leave its classes out of the archive unnoticed
    assertEquals(List.of(), ClassArchiveTraining.run(dir));
    // the files it wrote are the commands' own: the event file and its TRF export among them
    assertTrue(Files.size(dir.resolve("event.trf")) > 0);
  }
}
