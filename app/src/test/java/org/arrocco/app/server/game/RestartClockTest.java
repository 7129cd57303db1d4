package org.arrocco.app.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.arrocco.app.server.account.Account;
import org.arrocco.app.server.db.Database;
import org.arrocco.app.server.db.DatabaseUrl;
import org.arrocco.core.variant.ClockReading;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A restart charges nobody's clock: neither the time the server was down nor the time it took to
 * start. The hall is rebuilt from the database on a clock the test moves by hand: {@code recover}
 * pauses a running clock at the last committed event, {@code resumeRecovered} (once the server
 * listens) resumes it then, and a second crash between the two leaves a game that resumes, not one
 * paused for ever.
 */
class RestartClockTest {
  private static final long START = 1_700_000_000_000L;
  private static final long FIVE_MINUTES = 300_000;

  private Database db;
  private final AtomicLong wall = new AtomicLong(START);
  private GameHall hall;
  private Account player;

  @BeforeEach
  void open() throws Exception {
    Path dir = Files.createTempDirectory("arrocco-restart");
    db = Database.open(DatabaseUrl.h2File(dir), 8);
    hall = newHall();
    player = new Account(hall.computerId(), "hotseat", "en");
  }

  @AfterEach
  void close() {
    hall.close();
    db.close();
  }

  private GameHall newHall() {
    return new GameHall(new GameStore(db.jdbi(), true), wall::get);
  }

  /** The hall after a crash: a new one over the same database, {@code down} ms later. */
  private void crash(long down) {
    hall.close();
    wall.addAndGet(down);
    hall = newHall();
  }

  /**
   * A hotseat 5+0 game where White played e4 after 2 s (the clock starts with it: free) and Black
   * e5 after 3 s.
   */
  private String played() {
    GameOrder order = new GameOrder("chess", Map.of(), "sudden", 5, 0, "white", "hotseat", null);
    String id = hall.create(player, order).row().id();
    move(id, "e2e4", 2_000);
    move(id, "e7e5", 3_000);
    return id;
  }

  private void move(String id, String uci, long after) {
    wall.addAndGet(after);
    hall.act(id, player, new Action(Action.Kind.MOVE, uci, null, 0, null));
  }

  private ClockReading clock(String id) {
    LiveGame g = hall.find(id).orElseThrow();
    return g.game().clock(wall.get()).orElseThrow();
  }

  @Test
  void neitherTheDownTimeNorTheStartIsCharged() {
    String id = played();
    assertEquals(FIVE_MINUTES - 3_000, clock(id).black().getAsLong());
    crash(60_000);
    assertEquals(1, hall.recover());
    wall.addAndGet(4_000); // the server takes 4 s to listen
    ClockReading paused = clock(id);
    assertFalse(paused.running(), "paused while the server starts: " + paused);
    assertEquals(FIVE_MINUTES, paused.white().getAsLong());
    assertEquals(1, hall.resumeRecovered());
    wall.addAndGet(1_000);
    ClockReading after = clock(id);
    assertTrue(after.running());
    assertEquals(
        FIVE_MINUTES - 1_000, after.white().getAsLong(), "White used 1 s, since the resume");
    assertEquals(FIVE_MINUTES - 3_000, after.black().getAsLong());
  }

  @Test
  void aMoveBeforeTheResumeStartsTheClockThen() {
    String id = played();
    crash(60_000);
    hall.recover();
    wall.addAndGet(4_000);
    move(id, "g1f3", 1_500);
    assertEquals(FIVE_MINUTES, clock(id).white().getAsLong(), "the clock stood until the move");
    assertEquals(0, hall.resumeRecovered(), "nothing left to resume");
    wall.addAndGet(1_000);
    assertTrue(clock(id).running());
    assertEquals(FIVE_MINUTES - 4_000, clock(id).black().getAsLong(), "3 s before, 1 s now");
  }

  @Test
  void aSecondCrashBeforeTheResumeStillResumes() {
    String id = played();
    crash(60_000);
    hall.recover();
    crash(30_000); // down again before it listened
    assertEquals(1, hall.recover());
    assertEquals(1, hall.resumeRecovered());
    wall.addAndGet(500);
    assertEquals(FIVE_MINUTES - 500, clock(id).white().getAsLong());
    crash(10_000); // and once more, after the resume: paused at the resume, resumed again
    hall.recover();
    hall.resumeRecovered();
    assertEquals(FIVE_MINUTES, clock(id).white().getAsLong());
  }

  @Test
  void anArbitersPauseDuringTheStartStaysTheArbiters() {
    String id = played();
    crash(60_000);
    hall.recover();
    wall.addAndGet(1_000);
    assertTrue(hall.pauseClock(id), "the arbiter pauses the game the restart paused");
    assertEquals(0, hall.resumeRecovered());
    assertFalse(clock(id).running());
    crash(10_000);
    hall.recover();
    assertEquals(0, hall.resumeRecovered(), "the arbiter's pause outlives a restart");
    assertFalse(clock(id).running());
    assertTrue(hall.resumeClock(id));
    wall.addAndGet(700);
    assertEquals(FIVE_MINUTES - 700, clock(id).white().getAsLong());
  }
}
