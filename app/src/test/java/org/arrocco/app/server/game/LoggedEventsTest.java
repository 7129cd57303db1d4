package org.arrocco.app.server.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;
import org.arrocco.app.server.db.Database;
import org.arrocco.app.server.db.DatabaseUrl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The write-ahead log of events on embedded H2: what it acknowledges is in the database once
 * settled or after a crash (the next start takes in what the last run left), a version taken is
 * refused, a record cut short at the end of the log (the write a kill interrupted) is ignored with
 * everything before it kept, and the segments the database holds are deleted.
 */
class LoggedEventsTest {
  private static final long HOUR = 3_600_000;

  private Path dir;
  private Database db;
  private long creator;

  @BeforeEach
  void open() throws IOException {
    dir = Files.createTempDirectory("arrocco-event-log");
    db = Database.open(DatabaseUrl.h2File(dir), 4);
    creator =
        db.jdbi()
            .withHandle(
                h ->
                    h.createQuery("SELECT id FROM account WHERE name_key = '#computer'")
                        .mapTo(Long.class)
                        .one());
  }

  @AfterEach
  void close() {
    db.close();
  }

  /** Events logged in {@code dir/events}, taken in only when settled (the cycle is an hour). */
  private LoggedEvents logged() {
    return new LoggedEvents(db.jdbi(), dir.resolve("events"), HOUR);
  }

  private String game(String id) {
    return GameRows.live(db.jdbi(), id, creator);
  }

  private static EventJournal.Entry move(String game, int expected, String uci) {
    return new EventJournal.Entry(
        game,
        expected,
        new StoredEvent(0, "MOVE", "WHITE", uci, 1000L + expected, "r" + expected),
        "live",
        null,
        null,
        5,
        false);
  }

  private static EventJournal.Entry end(String game, int expected) {
    return new EventJournal.Entry(
        game,
        expected,
        new StoredEvent(0, "RESIGN", "BLACK", "", 9000L, null),
        "over",
        "1-0",
        "resignation",
        9,
        true);
  }

  private List<String> stored(String game) {
    return db.jdbi()
        .withHandle(
            h ->
                h.createQuery(
                        "SELECT version || ':' || kind || ':' || text FROM game_event"
                            + " WHERE game_id = :g ORDER BY version")
                    .bind("g", game)
                    .mapTo(String.class)
                    .list());
  }

  private String status(String game) {
    return db.jdbi()
        .withHandle(
            h ->
                h.createQuery(
                        "SELECT status || ' ' || COALESCE(result, '-') FROM game WHERE id = :g")
                    .bind("g", game)
                    .mapTo(String.class)
                    .one());
  }

  @Test
  void settledEventsAreInTheDatabaseAndATakenVersionIsRefused() {
    String g = game("g1");
    LoggedEvents l = logged();
    assertArrayEquals(
        new boolean[] {true, true, false},
        l.store(List.of(move(g, 0, "e2e4"), move(g, 1, "e7e5"), move(g, 1, "d7d5"))));
    assertEquals(List.of(), stored(g), "not taken in before it is settled");
    l.settle();
    assertEquals(List.of("1:MOVE:e2e4", "2:MOVE:e7e5"), stored(g));
    assertArrayEquals(new boolean[] {true}, l.store(List.of(end(g, 2))));
    l.close();
    assertEquals(List.of("1:MOVE:e2e4", "2:MOVE:e7e5", "3:RESIGN:"), stored(g));
    assertEquals("over 1-0", status(g));
    assertEquals(0, segments().size() - 1, "only the segment started last is left: " + segments());
  }

  @Test
  void whatACrashLeftInTheLogIsTakenInAtTheNextStart() {
    String g = game("g2");
    String h = game("g3");
    LoggedEvents crashed = logged();
    crashed.store(List.of(move(g, 0, "e2e4"), move(h, 0, "d2d4")));
    crashed.settle(); // these two reach the database, the rest only the log
    crashed.store(List.of(move(g, 1, "e7e5")));
    crashed.store(List.of(move(h, 1, "d7d5"), end(g, 2)));
    assertEquals(List.of("1:MOVE:e2e4"), stored(g));
    // the process dies here: nothing more of it runs; the next start reads its log
    LoggedEvents next = logged();
    assertEquals(List.of("1:MOVE:e2e4", "2:MOVE:e7e5", "3:RESIGN:"), stored(g));
    assertEquals(List.of("1:MOVE:d2d4", "2:MOVE:d7d5"), stored(h));
    assertEquals("over 1-0", status(g));
    assertArrayEquals(
        new boolean[] {false, true},
        next.store(List.of(move(h, 1, "c7c5"), move(h, 2, "c2c4"))),
        "the versions go on from the database's");
    next.close();
    assertEquals(List.of("1:MOVE:d2d4", "2:MOVE:d7d5", "3:MOVE:c2c4"), stored(h));
  }

  @Test
  void aRecordCutShortAtTheEndIsIgnoredAndTheRestKept() throws IOException {
    String g = game("g4");
    LoggedEvents crashed = logged();
    crashed.store(List.of(move(g, 0, "e2e4"), move(g, 1, "e7e5")));
    crashed.store(List.of(move(g, 2, "g1f3")));
    Path last = segments().get(segments().size() - 1);
    long size = Files.size(last);
    try (FileChannel c = FileChannel.open(last, StandardOpenOption.WRITE)) {
      c.truncate(size - 3); // the last write was cut short by the kill: never acknowledged
    }
    LoggedEvents next = logged();
    assertEquals(List.of("1:MOVE:e2e4", "2:MOVE:e7e5"), stored(g));
    assertArrayEquals(new boolean[] {true}, next.store(List.of(move(g, 2, "b1c3"))));
    next.close();
    assertEquals(List.of("1:MOVE:e2e4", "2:MOVE:e7e5", "3:MOVE:b1c3"), stored(g));
  }

  @Test
  void aCorruptRecordEndsItsSegment() throws IOException {
    String g = game("g5");
    LoggedEvents crashed = logged();
    crashed.store(List.of(move(g, 0, "e2e4")));
    crashed.store(List.of(move(g, 1, "e7e5")));
    Path last = segments().get(segments().size() - 1);
    byte[] b = Files.readAllBytes(last);
    b[b.length - 2] ^= 0x20; // a bit of the second record's text flipped
    Files.write(last, b);
    logged().close();
    assertEquals(List.of("1:MOVE:e2e4"), stored(g));
  }

  @Test
  void theCycleTakesEventsInAndDeletesTheSegmentsItHolds() throws Exception {
    String g = game("g6");
    LoggedEvents l = new LoggedEvents(db.jdbi(), dir.resolve("events"), 50);
    l.store(List.of(move(g, 0, "e2e4")));
    long until = System.nanoTime() + 10_000_000_000L;
    while (stored(g).isEmpty() && System.nanoTime() < until) {
      Thread.sleep(20);
    }
    assertEquals(List.of("1:MOVE:e2e4"), stored(g), "taken in by the cycle, unasked");
    Thread.sleep(200);
    assertEquals(1, segments().size(), "the segment it took in is deleted: " + segments());
    assertTrue(Files.size(segments().get(0)) == 0);
    l.close();
  }

  @Test
  void whenTheDatabaseFallsBehindTheWriterHasItCatchUp() {
    String g = game("g7");
    LoggedEvents l = logged(); // its own cycle an hour away
    int n = 0;
    while (n < LoggedEvents.MAX_WAITING) {
      List<EventJournal.Entry> batch = new java.util.ArrayList<>();
      for (int i = 0; i < 500; i++, n++) {
        batch.add(move(g, n, "e2e4"));
      }
      l.store(batch);
    }
    int inDatabase =
        db.jdbi()
            .withHandle(
                h ->
                    h.createQuery("SELECT COUNT(*) FROM game_event WHERE game_id = :g")
                        .bind("g", g)
                        .mapTo(Integer.class)
                        .one());
    assertEquals(LoggedEvents.MAX_WAITING, inDatabase, "taken in without a cycle or a read");
    l.close();
  }

  private List<Path> segments() {
    try (Stream<Path> s = Files.list(dir.resolve("events"))) {
      return s.sorted(
              (a, b) ->
                  Long.compare(
                      Long.parseLong(a.getFileName().toString().replaceAll("\\D", "")),
                      Long.parseLong(b.getFileName().toString().replaceAll("\\D", ""))))
          .toList();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
