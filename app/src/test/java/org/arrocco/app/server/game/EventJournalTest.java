package org.arrocco.app.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.arrocco.app.server.db.Database;
import org.arrocco.app.server.db.DatabaseException;
import org.arrocco.app.server.db.DatabaseUrl;
import org.jdbi.v3.core.Handle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The journal of game events on an H2 file: events written in order, each acknowledged only after
 * its batch's commit and flush, a failed batch failing exactly its own events (and leaving the
 * database as before them), a version already taken refused alone, and many games writing at once
 * sharing batches without losing or reordering an event.
 */
class EventJournalTest {
  private Database db;
  private GameStore reader;
  private long creator;
  private final List<EventJournal> journals = new ArrayList<>();

  @BeforeEach
  void open() throws Exception {
    Path dir = Files.createTempDirectory("arrocco-journal");
    db = Database.open(DatabaseUrl.h2File(dir), 8);
    reader = new GameStore(db.jdbi(), false);
    creator = reader.computerAccount();
  }

  @AfterEach
  void close() {
    journals.forEach(EventJournal::close);
    reader.close();
    db.close();
  }

  private EventJournal journal(Consumer<Handle> flush) {
    EventJournal j = new EventJournal(db.jdbi(), flush);
    journals.add(j);
    return j;
  }

  private String game(String id) {
    return GameRows.live(db.jdbi(), id, creator);
  }

  private static EventJournal.Entry entry(String game, int expected, String text) {
    return new EventJournal.Entry(
        game,
        expected,
        new StoredEvent(0, "MOVE", "WHITE", text, 1000L + expected, null),
        "live",
        null,
        null,
        0,
        false);
  }

  private List<String> texts(String game) {
    return db.jdbi()
        .withHandle(
            h ->
                h.createQuery("SELECT text FROM game_event WHERE game_id = :g ORDER BY version")
                    .bind("g", game)
                    .mapTo(String.class)
                    .list());
  }

  /** The game's version as the store reads it when it rebuilds a game. */
  private int version(String game) {
    return reader.find(game).orElseThrow().version();
  }

  /** The game's row as written: status, result, the version column and when it was written. */
  private String row(String game) {
    return db.jdbi()
        .withHandle(
            h ->
                h.createQuery(
                        "SELECT status || ' ' || COALESCE(result, '-') || ' v' || version || ' at '"
                            + " || updated_at FROM game WHERE id = :g")
                    .bind("g", game)
                    .mapTo(String.class)
                    .one());
  }

  @Test
  void eventsAreWrittenInOrderAsTheGamesNextVersions() {
    EventJournal j = journal(h -> {});
    String g = game("ordered");
    List<String> sent = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      String text = "m" + i;
      assertTrue(j.append(entry(g, i, text)));
      sent.add(text);
    }
    assertEquals(sent, texts(g));
    assertEquals(40, version(g));
  }

  @Test
  void anEventIsAcknowledgedOnlyAfterItsBatchIsCommittedAndFlushed() throws Exception {
    CountDownLatch flushing = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    AtomicInteger seenAtFlush = new AtomicInteger(-1);
    String g = game("durable");
    EventJournal j =
        journal(
            h -> {
              // another connection sees the event: the flush follows the commit
              seenAtFlush.set(texts(g).size());
              flushing.countDown();
              await(release);
            });
    CompletableFuture<Boolean> answer =
        CompletableFuture.supplyAsync(() -> j.append(entry(g, 0, "e4")));
    assertTrue(flushing.await(30, TimeUnit.SECONDS));
    assertEquals(1, seenAtFlush.get());
    assertFalse(answer.isDone(), "acknowledged before its flush ended");
    release.countDown();
    assertTrue(answer.get(30, TimeUnit.SECONDS));
  }

  @Test
  void aFailedBatchFailsExactlyItsEventsAndWritesNoneOfThem() throws Exception {
    CountDownLatch first = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    AtomicInteger flushes = new AtomicInteger();
    EventJournal j =
        journal(
            h -> {
              if (flushes.incrementAndGet() == 1) {
                first.countDown();
                await(release); // the writer waits here while the next batch gathers
              }
            });
    String held = game("held");
    ExecutorService pool = Executors.newFixedThreadPool(6);
    try {
      Future<Boolean> before = pool.submit(() -> j.append(entry(held, 0, "e4")));
      assertTrue(first.await(30, TimeUnit.SECONDS));
      List<String> games = new ArrayList<>();
      List<Future<Boolean>> batch = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        String g = game("ok" + i);
        games.add(g);
        batch.add(pool.submit(() -> j.append(entry(g, 0, "d4"))));
      }
      String bad = game("bad");
      // the column holds 200 characters: the insert fails, and with it the whole batch
      batch.add(pool.submit(() -> j.append(entry(bad, 0, "x".repeat(201)))));
      while (j.waiting() < 5) {
        Thread.sleep(5);
      }
      release.countDown();
      assertTrue(before.get(30, TimeUnit.SECONDS));
      for (Future<Boolean> f : batch) {
        var e = assertThrows(java.util.concurrent.ExecutionException.class, f::get);
        assertTrue(e.getCause() instanceof DatabaseException, e.toString());
      }
      for (String g : games) {
        assertEquals(List.of(), texts(g));
        assertEquals(0, version(g), g);
      }
      assertEquals(List.of(), texts(bad));
      // the journal goes on: the next batch is written
      assertTrue(j.append(entry(games.get(0), 0, "d4")));
      assertEquals(List.of("d4"), texts(games.get(0)));
      assertEquals(List.of("e4"), texts(held));
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aVersionAlreadyTakenIsRefusedAloneAndWritesNothing() {
    EventJournal j = journal(h -> {});
    String g = game("taken");
    assertTrue(j.append(entry(g, 0, "e4")));
    assertFalse(j.append(entry(g, 0, "d4")), "version 1 is e4's");
    assertTrue(j.append(entry(g, 1, "e5")));
    assertEquals(List.of("e4", "e5"), texts(g));
  }

  @Test
  void aVersionNotYetReachedIsRefusedAndWritesNothing() {
    EventJournal j = journal(h -> {});
    String g = game("gap");
    assertTrue(j.append(entry(g, 0, "e4")));
    assertFalse(j.append(entry(g, 2, "d4")), "version 2 is not written: version 3 would follow it");
    assertEquals(List.of("e4"), texts(g));
    assertEquals(1, version(g));
  }

  @Test
  void movesWriteTheirEventsAloneAndAnEndWritesTheGamesRow() {
    EventJournal j = journal(h -> {});
    String g = game("ending");
    for (int i = 0; i < 3; i++) {
      assertTrue(j.append(entry(g, i, "m" + i)));
    }
    assertEquals("live - v0 at 0", row(g), "a move leaves the game's row as it was");
    assertEquals(3, version(g));
    assertTrue(
        j.append(
            new EventJournal.Entry(
                g,
                3,
                new StoredEvent(0, "RESIGN", "BLACK", "", 5000L, null),
                "over",
                "1-0",
                "RESIGNATION",
                77,
                true)));
    assertEquals("over 1-0 v4 at 77", row(g));
    assertEquals(4, version(g));
    assertEquals("RESIGNATION", reader.find(g).orElseThrow().termination());
  }

  @Test
  void manyGamesAtOnceShareBatchesAndLoseNothing() throws Exception {
    AtomicInteger flushes = new AtomicInteger();
    EventJournal j =
        journal(
            h -> {
              flushes.incrementAndGet();
              sleep(2); // a flush takes time, as an fsync does: the others gather meanwhile
            });
    int players = 16;
    int moves = 60;
    List<String> games = new ArrayList<>();
    for (int p = 0; p < players; p++) {
      games.add(game("many" + p));
    }
    ExecutorService pool = Executors.newFixedThreadPool(players);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (String g : games) {
        done.add(
            pool.submit(
                () -> {
                  for (int i = 0; i < moves; i++) {
                    assertTrue(j.append(entry(g, i, g + "-" + i)));
                  }
                }));
      }
      for (Future<?> f : done) {
        f.get(120, TimeUnit.SECONDS);
      }
    } finally {
      pool.shutdownNow();
    }
    for (String g : games) {
      List<String> expected = new ArrayList<>();
      for (int i = 0; i < moves; i++) {
        expected.add(g + "-" + i);
      }
      assertEquals(expected, texts(g));
      assertEquals(moves, version(g));
    }
    int events = players * moves;
    assertTrue(flushes.get() <= events / 2, flushes.get() + " flushes for " + events + " events");
  }

  @Test
  void closingWritesWhatWasGivenAndRefusesMore() {
    EventJournal j = journal(h -> {});
    String g = game("closing");
    assertTrue(j.append(entry(g, 0, "e4")));
    j.close();
    assertThrows(DatabaseException.class, () -> j.append(entry(g, 1, "e5")));
    assertEquals(List.of("e4"), texts(g));
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await(60, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
