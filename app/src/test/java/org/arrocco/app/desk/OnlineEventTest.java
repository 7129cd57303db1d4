package org.arrocco.app.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arrocco.app.Cli;
import org.arrocco.app.server.ApiClient;
import org.arrocco.app.server.PostgresCluster;
import org.arrocco.app.server.ServerProcess;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * An online event played by bots through the real API on a server in a process of its own: 16
 * players, 5 rounds of Chess960, each round's boards live games made when the arbiter starts the
 * round; the results enter by themselves as the games end; one player never opens its game and
 * loses by forfeit after the announced wait; the server is killed with SIGKILL in the middle of a
 * round, with one board's clock paused by the arbiter, and after the restart no result is lost, the
 * games go on and the paused board stays paused until the arbiter resumes it; the arbiter overrules
 * a result; the PGN of the games played has every game with its round and board. On embedded H2,
 * and (slow) on PostgreSQL.
 */
class OnlineEventTest {
  /** The game's own result, as the event writes it. */
  static String asEvent(String pgn) {
    return switch (pgn) {
      case "1-0" -> "1-0";
      case "0-1" -> "0-1";
      case "1/2-1/2" -> "½-½";
      default -> throw new AssertionError("a game's result " + pgn);
    };
  }

  /** Plays a board to its planned end: White resigns, Black resigns, or a draw agreed. */
  static String finish(OnlineBots.Game g) throws InterruptedException {
    switch ((g.round + g.board) % 3) {
      case 0 -> {
        g.playTo(4);
        if (g.outcome() == null) {
          g.send(g.white, "resign", null);
        }
      }
      case 1 -> {
        g.playTo(5);
        if (g.outcome() == null) {
          g.send(g.black, "resign", null);
        }
      }
      default -> {
        g.playTo(6);
        if (g.outcome() == null) {
          g.send(g.white, "offer", null);
          g.send(g.black, "accept", null);
        }
      }
    }
    String o = g.outcome();
    assertTrue(o != null, "board " + g.board + " of round " + g.round + " ended");
    return asEvent(o);
  }

  /** Waits until the event shows a result on each board of {@code boards}; returns them. */
  static Map<Integer, String> results(OnlineBots bots, int round, List<Integer> boards)
      throws InterruptedException {
    long end = System.currentTimeMillis() + 120_000;
    while (true) {
      JsonNode r = bots.published().get("rounds").get(round - 1);
      Map<Integer, String> out = new LinkedHashMap<>();
      for (JsonNode b : r.get("boards")) {
        if (boards.contains(b.get("number").asInt()) && !b.get("result").isNull()) {
          out.put(b.get("number").asInt(), b.get("result").asString());
        }
      }
      if (out.size() == boards.size()) {
        return out;
      }
      if (System.currentTimeMillis() > end) {
        throw new AssertionError("round " + round + ": results still missing, have " + out);
      }
      Thread.sleep(100);
    }
  }

  @Test
  void sixteenBotsPlayFiveRoundsOnlineAndAKillLosesNoResult() throws Exception {
    play(16, 5, 3, null);
  }

  @Tag("slow")
  @Test
  void onPostgresqlAKillLosesNoResultEither() throws Exception {
    String jdbc = PostgresCluster.shared().newDatabase().jdbcUrl();
    play(16, 4, 2, jdbc.replace("jdbc:postgresql://", "postgresql://arrocco@"));
  }

  /**
   * {@code players} bots over {@code rounds} rounds; in round {@code killRound} the last player is
   * absent, half the boards end before the server is killed and the others go on after it, one of
   * them paused by the arbiter before the kill. On embedded H2 ({@code db} null) or on the
   * PostgreSQL database {@code db}.
   */
  private static void play(int players, int rounds, int killRound, String db) throws Exception {
    final int PLAYERS = players;
    final int ROUNDS = rounds;
    final int KILL_ROUND = killRound;
    final int ABSENT = players;
    Path data = Files.createTempDirectory("arrocco-online");
    ServerProcess server = ServerProcess.start(data, db);
    DeskClient.member(server.url(), "Arbitro");
    server.close();
    Cli grant =
        db == null
            ? Cli.run("arbiter", "grant", "Arbitro", "--data", data.toString())
            : Cli.run("arbiter", "grant", "Arbitro", "--db", db);
    assertEquals(0, grant.status(), grant.err());
    server = ServerProcess.start(data, db);
    try {
      DeskClient desk = new DeskClient(DeskClient.member(server.url(), "Arbitro"));
      Map<String, Object> form = DeskClient.announcement("Open online", ROUNDS);
      form.put("online", true);
      form.put("timeControl", "15+0");
      form.put("waitMinutes", 0.4); // 24 s: the test's short wait
      desk.create(form);
      for (int i = 1; i <= PLAYERS; i++) {
        desk.register(String.format("Bot %02d", i), 2400 - 40 * i);
      }
      for (int i = 1; i <= PLAYERS; i++) {
        desk.act("checkin", "player", i, "present", true);
      }
      OnlineBots bots = OnlineBots.seated(desk, server.url());
      Map<String, String> expected = new LinkedHashMap<>();
      int forfeitBoard = 0;
      for (int r = 1; r <= ROUNDS; r++) {
        desk.act("pair");
        JsonNode started = desk.act("start", "round", r);
        assertEquals(PLAYERS / 2, started.get("games").size(), started.toString());
        JsonNode pub = bots.published();
        JsonNode ids = pub.get("games").get(Integer.toString(r));
        List<OnlineBots.Game> games = new ArrayList<>();
        for (JsonNode b : pub.get("rounds").get(r - 1).get("boards")) {
          int n = b.get("number").asInt();
          games.add(
              bots
              .new Game(
                  r, n, b.get("white").asInt(), b.get("black").asInt(), ids.get(n - 1).asString()));
        }
        // every player present opens its game at once, as its page does from "my board"
        OnlineBots.Game absentGame = null;
        for (OnlineBots.Game g : games) {
          for (int p : new int[] {g.white, g.black}) {
            if (r == KILL_ROUND && p == ABSENT) {
              absentGame = g;
            } else {
              OnlineBots.state(bots.players.get(p), g.id);
            }
          }
        }
        List<OnlineBots.Game> played = new ArrayList<>(games);
        if (absentGame != null) {
          played.remove(absentGame);
          forfeitBoard = absentGame.board;
          expected.put(r + "." + absentGame.board, absentGame.white == ABSENT ? "-+" : "+-");
        }
        if (r != KILL_ROUND) {
          for (OnlineBots.Game g : played) {
            expected.put(r + "." + g.board, finish(g));
          }
        } else {
          // half the boards end before the kill, the others are two moves in
          int half = played.size() / 2;
          List<Integer> endedBefore = new ArrayList<>();
          for (int i = 0; i < played.size(); i++) {
            OnlineBots.Game g = played.get(i);
            if (i < half) {
              expected.put(r + "." + g.board, finish(g));
              endedBefore.add(g.board);
            } else {
              g.playTo(2);
            }
          }
          // the arbiter pauses one of the boards going on, then the server is killed
          OnlineBots.Game paused = played.get(half);
          desk.follow(desk.event);
          desk.act("pause", "round", r, "board", paused.board, "reason", "disputa");
          JsonNode clock =
              OnlineBots.state(bots.players.get(paused.white), paused.id).get("view").get("clock");
          server.kill();
          server = ServerProcess.start(data, db);
          bots.movedTo(server.url());
          desk = new DeskClient(desk.browser.at(server.url())).follow(desk.event);
          JsonNode still = OnlineBots.state(bots.players.get(paused.white), paused.id);
          assertTrue(still.get("paused").asBoolean(), still.toString());
          assertEquals(clock, still.get("view").get("clock"), "the paused clocks as they were");
          desk.act("resume", "round", r, "board", paused.board);
          Map<Integer, String> kept = results(bots, r, endedBefore);
          for (int b : endedBefore) {
            assertEquals(expected.get(r + "." + b), kept.get(b), "round " + r + " board " + b);
          }
          for (int i = half; i < played.size(); i++) {
            OnlineBots.Game g = played.get(i);
            assertEquals(
                2,
                OnlineBots.state(bots.players.get(g.white), g.id).get("view").get("moves").size());
            expected.put(r + "." + g.board, finish(g));
          }
        }
        List<Integer> all = games.stream().map(g -> g.board).toList();
        desk.follow(desk.event);
        Map<Integer, String> got = results(bots, r, all);
        for (int b : all) {
          assertEquals(expected.get(r + "." + b), got.get(b), "round " + r + " board " + b);
        }
        if (absentGame != null) {
          int present = absentGame.white == ABSENT ? absentGame.black : absentGame.white;
          JsonNode stopped;
          long end = System.currentTimeMillis() + 30_000;
          do {
            Thread.sleep(50);
            stopped = OnlineBots.state(bots.players.get(present), absentGame.id);
          } while (stopped.get("status").asString().equals("live")
              && System.currentTimeMillis() < end);
          assertEquals(
              "aborted", stopped.get("status").asString(), "the forfeited game is stopped");
        }
        desk.follow(desk.event);
      }
      // every result came from the server's own account; the forfeit says why
      JsonNode log = desk.browser.get("/api/events/" + desk.event + "/log").json();
      int byServer = 0;
      int pauses = 0;
      for (JsonNode l : log) {
        if (l.get("kind").asString().equals("pause") || l.get("kind").asString().equals("resume")) {
          assertEquals("Arbitro", l.get("arbiter").asString(), l.toString());
          pauses++;
        }
        if (l.get("kind").asString().equals("result")) {
          assertEquals("Server", l.get("arbiter").asString(), l.toString());
          byServer++;
          if (l.get("action").get("round").asInt() == KILL_ROUND
              && l.get("action").get("board").asInt() == forfeitBoard) {
            assertTrue(
                l.get("action").get("reason").asString().startsWith("forfait"), l.toString());
          }
        }
      }
      assertEquals(ROUNDS * PLAYERS / 2, byServer, "one result per board, none twice");
      assertEquals(2, pauses, "the pause and the resume");
      // the arbiter overrules a result; the server leaves it as the arbiter wrote it
      String before = expected.get(ROUNDS + ".1");
      String after = before.equals("1-0") ? "0-1" : "1-0";
      desk.act("result", "round", ROUNDS, "board", 1, "result", after, "reason", "reclamo accolto");
      Thread.sleep(500);
      assertEquals(
          after,
          bots.published()
              .get("rounds")
              .get(ROUNDS - 1)
              .get("boards")
              .get(0)
              .get("result")
              .asString());
      // the PGN of the games played online: all but the forfeit, each with its round and board
      ApiClient.Reply pgn = desk.browser.get("/api/events/" + desk.event + "/games.pgn");
      assertEquals(200, pgn.status(), pgn.body());
      assertEquals(
          ROUNDS * PLAYERS / 2 - 1, pgn.body().split("\\[Event \"Open online\"\\]", -1).length - 1);
      for (int r = 1; r <= ROUNDS; r++) {
        assertTrue(pgn.body().contains("[Round \"" + r + "\"]"), "round " + r + " in the PGN");
      }
      assertTrue(pgn.body().contains("[Board \"" + PLAYERS / 2 + "\"]"), pgn.body());
      Files.writeString(data.resolve("online.pgn"), pgn.body()); // to read after a run
      assertTrue(pgn.body().contains("[Variant \"Chess960\"]"), pgn.body());
    } finally {
      server.close();
    }
  }
}
