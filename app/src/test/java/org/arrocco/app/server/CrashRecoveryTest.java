package org.arrocco.app.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Crash recovery: the server process is killed with SIGKILL at a random moment while four timed
 * games are being played (moves in flight), then started again on the same data. After each restart
 * every acknowledged move is there, in order (a move that was in flight may be there too), and the
 * clocks stand as at the last committed event: the seconds the server was down are charged to
 * nobody.
 */
class CrashRecoveryTest {
  @Test
  void threeKillsLoseNoAcknowledgedMove() throws Exception {
    assertEquals(3, crashes(3, 7));
  }

  @Tag("slow")
  @Test
  void twentyFiveKillsLoseNoAcknowledgedMove() throws Exception {
    assertEquals(25, crashes(25, 11));
  }

  @Tag("slow")
  @Test
  void tenKillsOnPostgresqlLoseNoAcknowledgedMove() throws Exception {
    String jdbc = PostgresCluster.shared().newDatabase().jdbcUrl();
    String db = jdbc.replace("jdbc:postgresql://", "postgresql://arrocco@");
    assertEquals(10, crashes(10, 13, db));
  }

  private static final class Played {
    final ApiClient white;
    final ApiClient black;
    final String id;
    final List<String> acked = new ArrayList<>();
    JsonNode lastState;

    Played(ApiClient white, ApiClient black, String id) {
      this.white = white;
      this.black = black;
      this.id = id;
    }
  }

  private int crashes(int times, long seed) throws Exception {
    return crashes(times, seed, null);
  }

  private int crashes(int times, long seed, String db) throws Exception {
    Path data = Files.createTempDirectory("arrocco-crash");
    Random random = new Random(seed);
    ServerProcess server = ServerProcess.start(data, db);
    int done = 0;
    long downtimeTotal = 0;
    try {
      for (int round = 0; round < times; round++) {
        List<Played> games = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
          games.add(
              newGame(server.url(), new String[] {"chess", "chess960", "sprint", "tamerlane"}[i]));
        }
        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> players = new ArrayList<>();
        for (Played p : games) {
          Thread t = new Thread(() -> play(p, stop, new Random(random.nextLong())));
          t.start();
          players.add(t);
        }
        Thread.sleep(300 + random.nextInt(1500));
        server.kill();
        long killedAt = System.currentTimeMillis();
        stop.set(true);
        for (Thread t : players) {
          t.join();
        }
        server = ServerProcess.start(data, db);
        long down = System.currentTimeMillis() - killedAt;
        downtimeTotal += down;
        for (Played p : games) {
          check(p, server.url(), down, round + 1);
        }
        done++;
      }
    } finally {
      server.close();
    }
    System.out.println(
        "crash: "
            + done
            + " kills, every acknowledged move kept; "
            + downtimeTotal
            + " ms down in all, none charged");
    return done;
  }

  private static Played newGame(String url, String variant) {
    ApiClient w = new ApiClient(url);
    w.guest();
    ApiClient b = new ApiClient(url);
    b.guest();
    Map<String, Object> order = new HashMap<>(GameApiTest.order(variant, "white", "private"));
    String id = w.post("/api/games", order).text("game");
    b.post("/api/games/" + id + "/join", Map.of());
    return new Played(w, b, id);
  }

  /** Plays random legal moves until stopped; remembers each acknowledged one and the state. */
  private static void play(Played p, AtomicBoolean stop, Random random) {
    int n = 0;
    while (!stop.get()) {
      try {
        JsonNode s = p.white.get("/api/games/" + p.id).json();
        if (s == null || !s.get("status").asString().equals("live")) {
          return;
        }
        boolean white = s.get("view").get("sideToMove").asString().equals("white");
        ApiClient mover = white ? p.white : p.black;
        JsonNode view = mover.get("/api/games/" + p.id).json();
        JsonNode legal = view.get("view").get("legalMoves");
        if (legal.isEmpty()) {
          return;
        }
        String move = legal.get(random.nextInt(legal.size())).get("uci").asString();
        Map<String, Object> a = new HashMap<>();
        a.put("kind", "move");
        a.put("move", move);
        a.put("id", p.id + "-" + n++);
        ApiClient.Reply r = mover.post("/api/games/" + p.id + "/action", a);
        if (r.status() == 200) {
          synchronized (p) {
            p.acked.add(move);
          }
          JsonNode after = p.white.get("/api/games/" + p.id).json();
          synchronized (p) {
            p.lastState = after;
          }
        }
      } catch (RuntimeException e) {
        return; // the server was killed under us
      }
    }
  }

  private static void check(Played p, String url, long down, int kill) {
    ApiClient w = p.white.at(url);
    ApiClient.Reply reply = w.get("/api/games/" + p.id);
    assertEquals(
        200, reply.status(), "kill " + kill + ", " + p.id + " after the restart: " + reply.body());
    JsonNode s = reply.json();
    JsonNode moves = s.get("view").get("moves");
    List<String> acked;
    JsonNode last;
    synchronized (p) {
      acked = new ArrayList<>(p.acked);
      last = p.lastState;
    }
    List<String> stored = new ArrayList<>();
    moves.forEach(m -> stored.add(m.get("uci").asString()));
    assertTrue(
        moves.size() >= acked.size() && moves.size() <= acked.size() + 1,
        "kill "
            + kill
            + ", "
            + p.id
            + " ("
            + s.get("variant").asString()
            + ", "
            + s.get("status").asString()
            + ", v "
            + s.get("v").asInt()
            + "): "
            + acked.size()
            + " acknowledged, "
            + moves.size()
            + " stored; acknowledged "
            + acked
            + ", stored "
            + stored);
    for (int i = 0; i < acked.size(); i++) {
      assertEquals(acked.get(i), moves.get(i).get("uci").asString(), p.id + " move " + (i + 1));
    }
    if (last == null
        || moves.size() != acked.size()
        || !s.get("status").asString().equals("live")) {
      return;
    }
    JsonNode before = last.get("view").get("clock");
    JsonNode now = s.get("view").get("clock");
    if (before == null || before.isNull() || now == null || now.isNull()) {
      return;
    }
    for (String side : List.of("white", "black")) {
      if (before.get(side).isNull()) {
        continue;
      }
      long lost = before.get(side).asLong() - now.get(side).asLong();
      // the side to move may have used the time between the last read and the kill, and the
      // time since the restart; the down time itself (seconds) must not be charged
      assertTrue(
          lost < Math.max(1500, down / 2),
          p.id + " " + side + " lost " + lost + " ms over a restart that took " + down + " ms");
    }
  }
}
