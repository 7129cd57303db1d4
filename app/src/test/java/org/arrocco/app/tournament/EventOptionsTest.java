package org.arrocco.app.tournament;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.arrocco.app.Cli;
import org.arrocco.app.ConflictException;
import org.arrocco.tournament.event.Event;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A command never writes over a change another command made to the event file meanwhile. */
class EventOptionsTest {
  @TempDir Path dir;

  private EventOptions options(Path file) {
    EventOptions o = new EventOptions();
    o.file = file;
    o.lang = "en";
    return o;
  }

  private void ok(Path file, String... args) {
    String[] all = new String[args.length + 2];
    System.arraycopy(args, 0, all, 0, args.length);
    all[args.length] = "-e";
    all[args.length + 1] = file.toString();
    Cli r = Cli.run(all);
    assertEquals(0, r.status(), r.err());
  }

  @Test
  void aWriteAfterAnotherCommandsChangeIsRefusedAndKeepsThatChange() throws IOException {
    Path e = dir.resolve("open.json");
    ok(e, "tournament", "new", "--name", "Open");
    ok(e, "tournament", "register", "--name", "Rossi, Marco");
    // this command reads the event, and another registers a player before it writes
    EventOptions slow = options(e);
    Event event = slow.read();
    ok(e, "tournament", "register", "--name", "Bianchi, Luca");
    byte[] other = Files.readAllBytes(e);
    ConflictException refused = assertThrows(ConflictException.class, () -> slow.write(event));
    assertEquals(
        "the event file changed while this command ran (another command?): nothing was written,"
            + " run it again: "
            + e,
        refused.getMessage());
    assertArrayEquals(other, Files.readAllBytes(e));
    try (var files = Files.list(dir)) {
      // no temporary file is left; the lock file of AtomicFile.replace stays
      assertEquals(
          java.util.List.of(".open.json.lock", "open.json"),
          files.map(p -> p.getFileName().toString()).sorted().toList());
    }
  }

  @Test
  void aCommandMayWriteTwiceAndAFreshReadWritesAgain() throws IOException {
    Path e = dir.resolve("open.json");
    ok(e, "tournament", "new", "--name", "Open");
    EventOptions o = options(e);
    Event event = o.read();
    o.write(event);
    o.write(event);
    EventOptions again = options(e);
    again.write(again.read());
    assertEquals(event.settings().name(), options(e).read().settings().name());
  }
}
