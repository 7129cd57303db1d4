package org.arrocco.app.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.arrocco.app.server.ApiClient;
import org.arrocco.app.server.TestServer;
import org.arrocco.core.clock.TimeControl;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * An online event on one server: the orthodox start for an orthodox event, a result entering by
 * itself, a player who cannot change a result (nor abort or take back a tournament game), the
 * arbiter's result stopping a live game, the arbiter overruling the server's, a member's account
 * taking a player's seat, and the event's clock read from the announcement.
 */
class OnlineDeskTest {
  static TestServer server;

  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.H2);
    DeskClient.member(server.url(), "Arbitra");
    new Arbiters(server.server().database().jdbi()).grant("Arbitra", 1L);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void theClockIsReadAsClubsWriteIt() {
    assertEquals(TimeControl.fischer(90 * 60_000L, 30_000L), EventClock.read("90+30"));
    assertEquals(TimeControl.fischer(90 * 60_000L, 30_000L), EventClock.read("90' + 30\""));
    assertEquals(TimeControl.suddenDeath(8 * 60_000L), EventClock.read("8 min"));
    assertEquals(TimeControl.fischer(15 * 60_000L, 10_000L), EventClock.read("15 min + 10 s"));
    assertEquals(TimeControl.suddenDeath(30_000L), EventClock.read("0.5+0"));
    DeskRefusal r = assertThrows(DeskRefusal.class, () -> EventClock.read("G/90"));
    assertTrue(r.message(false).contains("'g/90'"), r.message(false));
    assertThrows(DeskRefusal.class, () -> EventClock.read("0.1+0"));
  }

  @Test
  void anOnlineEventNeedsAClockItCanRead() {
    DeskClient desk = new DeskClient(DeskClient.member(server.url(), "Arbitra"));
    Map<String, Object> form = DeskClient.announcement("Senza orologio", 3);
    form.put("online", true);
    form.put("timeControl", "a piacere");
    ApiClient.Reply r = desk.browser.post("/api/events", form);
    assertEquals(422, r.status(), r.body());
    assertTrue(r.text("error").contains("minuti + secondi"), r.body());
    form.put("timeControl", "10+5");
    form.put("waitMinutes", 0);
    r = desk.browser.post("/api/events", form);
    assertEquals(422, r.status(), r.body());
  }

  @Test
  void aPlayerWhoNeverCameLosesByForfeitThoughItsClockRanOutFirst() throws Exception {
    DeskClient desk = new DeskClient(DeskClient.member(server.url(), "Arbitra"));
    Map<String, Object> form = DeskClient.announcement("Lampo online", 3);
    form.put("variant", "chess");
    form.put("online", true);
    form.put("timeControl", "0.25+0"); // 15 s each, shorter than the wait
    form.put("waitMinutes", 5);
    desk.create(form);
    desk.register("Presente", 1800);
    desk.register("Assente", 1700);
    desk.act("checkin", "player", 1, "present", true);
    desk.act("checkin", "player", 2, "present", true);
    OnlineBots bots = OnlineBots.seated(desk, server.url());
    desk.act("pair");
    JsonNode start = desk.act("start", "round", 1);
    JsonNode b = desk.state().get("rounds").get(0).get("boards").get(0);
    int absent = 2;
    int present =
        b.get("white").asInt() == absent ? b.get("black").asInt() : b.get("white").asInt();
    String game = start.get("games").get(0).asString();
    JsonNode opened = OnlineBots.state(bots.players.get(present), game);
    if (b.get("white").asInt() == present) {
      String move = opened.get("view").get("legalMoves").get(0).get("uci").asString();
      ApiClient.Reply r =
          bots.players
              .get(present)
              .post(
                  "/api/games/" + game + "/action",
                  Map.of("kind", "move", "move", move, "id", "m1"));
      assertEquals(200, r.status(), r.body());
    }
    String expected = b.get("white").asInt() == absent ? "-+" : "+-";
    assertEquals(expected, OnlineEventTest.results(bots, 1, java.util.List.of(1)).get(1));
    JsonNode log = desk.browser.get("/api/events/" + desk.event + "/log").json();
    JsonNode last = log.get(log.size() - 1);
    assertEquals("Server", last.get("arbiter").asString());
    assertTrue(last.get("action").get("reason").asString().startsWith("forfait"), last.toString());
  }

  /** The presence of the last started round as the desk reads it, once its games are made. */
  static JsonNode presence(DeskClient desk) throws InterruptedException {
    long end = System.currentTimeMillis() + 30_000;
    while (true) {
      ApiClient.Reply r = desk.browser.get("/api/events/" + desk.event + "/presence");
      assertEquals(200, r.status(), r.body());
      JsonNode p = r.json().get("presence");
      boolean made = true;
      for (JsonNode b : p.get("boards")) {
        made &= !b.get("status").asString().equals("pending");
      }
      if (made || System.currentTimeMillis() > end) {
        return p;
      }
      Thread.sleep(50);
    }
  }

  @Test
  void theDeskSeesWhoCameBeforeTheWaitRunsOut() throws Exception {
    DeskClient desk = onlineEvent("Presenze online", 30, 4);
    OnlineBots bots = OnlineBots.seated(desk, server.url());
    desk.act("pair");
    long before = System.currentTimeMillis();
    JsonNode start = desk.act("start", "round", 1);
    JsonNode board = desk.state().get("rounds").get(0).get("boards").get(0);
    int white = board.get("white").asInt();
    String game = start.get("games").get(0).asString();

    // nobody has opened a game: every side not yet seen, the whole wait left
    JsonNode p = presence(desk);
    assertEquals(1, p.get("round").asInt());
    assertEquals(30 * 60_000L, p.get("waitMillis").asLong());
    assertEquals(2, p.get("boards").size());
    for (JsonNode b : p.get("boards")) {
      assertEquals("live", b.get("status").asString(), p.toString());
      assertTrue(b.get("white").isNull() && b.get("black").isNull(), p.toString());
      long left = b.get("waitEndsAt").asLong() - p.get("now").asLong();
      assertTrue(left > 29 * 60_000L && left <= 30 * 60_000L, "wait left " + left);
    }
    assertEquals(game, p.get("boards").get(0).get("game").asString());

    // White of board 1 opens its game: seen, Black not yet, board 2 untouched
    OnlineBots.state(bots.players.get(white), game);
    long after = System.currentTimeMillis();
    p = presence(desk);
    JsonNode b1 = p.get("boards").get(0);
    assertTrue(
        b1.get("white").isNumber()
            && b1.get("white").asLong() >= before
            && b1.get("white").asLong() <= after,
        p.toString());
    assertTrue(b1.get("black").isNull(), p.toString());
    JsonNode b2 = p.get("boards").get(1);
    assertTrue(b2.get("white").isNull() && b2.get("black").isNull(), p.toString());
    // the arbiter's view of the event carries the same
    assertEquals(
        b1.get("white").asLong(),
        desk.state().get("presence").get("boards").get(0).get("white").asLong());
    // a player does not read it
    ApiClient.Reply refused =
        bots.players.get(white).get("/api/events/" + desk.event + "/presence");
    assertEquals(403, refused.status(), refused.body());
  }

  /** A game as a spectator (the arbiter, not seated: reading it is no sighting) sees it. */
  static JsonNode watched(DeskClient desk, String game) {
    ApiClient.Reply r = desk.browser.get("/api/games/" + game);
    assertEquals(200, r.status(), r.body());
    return r.json();
  }

  @Test
  void theArbiterPausesALiveBoardsClockAndARestartKeepsItPaused() throws Exception {
    DeskClient desk = onlineEvent("Pausa online", 0.1, 4); // 6 seconds
    OnlineBots bots = OnlineBots.seated(desk, server.url());
    desk.act("pair");
    long started = System.currentTimeMillis();
    JsonNode start = desk.act("start", "round", 1);
    // board 2's players never come: its clock is paused at once, and the wait stands still with it
    JsonNode paused2 =
        desk.act("pause", "round", 1, "board", 2, "reason", "assenti: li aspettiamo");
    assertTrue(paused2.get("at").asLong() >= started, paused2.toString());
    JsonNode boards = desk.state().get("rounds").get(0).get("boards");
    OnlineBots.Game g =
        bots
        .new Game(
            1,
            1,
            boards.get(0).get("white").asInt(),
            boards.get(0).get("black").asInt(),
            start.get("games").get(0).asString());
    String second = start.get("games").get(1).asString();
    OnlineBots.state(bots.players.get(g.black), g.id);
    g.playTo(1);

    // board 1: Black's connection drops; the arbiter pauses the clock, with the reason
    desk.act("pause", "round", 1, "board", 1, "reason", "disconnessione del Nero");
    for (int player : new int[] {g.white, g.black}) {
      JsonNode s = OnlineBots.state(bots.players.get(player), g.id);
      assertTrue(s.get("paused").asBoolean(), s.toString());
      assertEquals(false, s.get("view").get("clock").get("running").asBoolean(), s.toString());
    }
    JsonNode before = watched(desk, g.id).get("view").get("clock");
    ApiClient.Reply move =
        bots.players
            .get(g.black)
            .post(
                "/api/games/" + g.id + "/action",
                Map.of(
                    "kind",
                    "move",
                    "move",
                    OnlineBots.state(bots.players.get(g.black), g.id)
                        .get("view")
                        .get("legalMoves")
                        .get(0)
                        .get("uci")
                        .asString(),
                    "id",
                    "p1"));
    assertEquals(409, move.status(), move.body());
    assertTrue(move.text("error").contains("paused"), move.body());

    // refused: twice, without a reason, a board or round not live, by a player, without a login
    ApiClient.Reply twice = desk.send("pause", "round", 1, "board", 1, "reason", "ancora");
    assertEquals(422, twice.status(), twice.body());
    assertTrue(
        twice.text("error").startsWith("l'orologio della scacchiera 1 del turno 1 è già fermo"),
        twice.body());
    ApiClient.Reply noReason = desk.send("resume", "round", 1, "board", 3);
    assertEquals(422, noReason.status(), noReason.body());
    assertEquals("il turno 1 non ha la scacchiera 3 (scacchiere 1-2)", noReason.text("error"));
    ApiClient.Reply notStarted = desk.send("pause", "round", 2, "board", 1, "reason", "x");
    assertEquals(422, notStarted.status(), notStarted.body());
    assertTrue(notStarted.text("error").startsWith("il turno 2 non è avviato online"));
    desk.follow(desk.event);
    ApiClient.Reply bare = desk.send("resume", "round", 1, "board", 2, "reason", "");
    assertEquals(200, bare.status(), bare.body()); // a resume needs no reason
    ApiClient.Reply silent = desk.send("pause", "round", 1, "board", 2, "reason", " ");
    assertEquals(422, silent.status(), silent.body());
    assertTrue(silent.text("error").contains("richiede il motivo"), silent.body());
    desk.act("pause", "round", 1, "board", 2, "reason", "assenti: li aspettiamo ancora");
    Map<String, Object> byPlayer =
        Map.of("version", desk.version, "action", Map.of("kind", "resume", "round", 1, "board", 1));
    ApiClient.Reply player =
        bots.players.get(g.white).post("/api/events/" + desk.event + "/actions", byPlayer);
    assertEquals(403, player.status(), player.body());
    ApiClient.Reply nobody =
        new ApiClient(server.url()).post("/api/events/" + desk.event + "/actions", byPlayer);
    assertEquals(401, nobody.status(), nobody.body());

    // the log says who paused which board, when and why; the desk shows it, with no wait running
    JsonNode log = desk.browser.get("/api/events/" + desk.event + "/log").json();
    JsonNode pause = null;
    for (JsonNode l : log) {
      if (l.get("kind").asString().equals("pause") && l.get("action").get("board").asInt() == 1) {
        pause = l;
      }
    }
    assertEquals("Arbitra", pause.get("arbiter").asString());
    assertEquals("disconnessione del Nero", pause.get("action").get("reason").asString());
    JsonNode p = presence(desk);
    assertEquals(
        "disconnessione del Nero",
        p.get("boards").get(0).get("paused").get("reason").asString(),
        p.toString());
    assertTrue(p.get("boards").get(0).get("waitEndsAt").isNull(), p.toString());
    assertTrue(watched(desk, second).get("paused").asBoolean());

    // longer than the announced wait: board 2, paused, is not forfeited
    Thread.sleep(Math.max(0, started + 8_000 - System.currentTimeMillis()));
    JsonNode round = bots.published().get("rounds").get(0).get("boards");
    assertTrue(round.get(0).get("result").isNull() && round.get(1).get("result").isNull());

    // a restart keeps both clocks paused, showing the time they showed
    server.close();
    server = server.restart();
    bots.movedTo(server.url());
    desk = new DeskClient(DeskClient.member(server.url(), "Arbitra")).follow(desk.event);
    JsonNode after = OnlineBots.state(bots.players.get(g.white), g.id);
    assertTrue(after.get("paused").asBoolean(), after.toString());
    assertEquals(before, after.get("view").get("clock"));
    assertTrue(watched(desk, second).get("paused").asBoolean());
    Thread.sleep(1_000);
    assertEquals(before, watched(desk, g.id).get("view").get("clock"));

    // resumed: Black plays on, its clock charged nothing for the pause
    desk.act("resume", "round", 1, "board", 1, "reason", "il Nero è tornato");
    JsonNode going = OnlineBots.state(bots.players.get(g.black), g.id);
    assertTrue(going.get("paused") == null, going.toString());
    assertTrue(going.get("view").get("clock").get("running").asBoolean(), going.toString());
    long blackLeft = going.get("view").get("clock").get("black").asLong();
    assertTrue(
        blackLeft <= before.get("black").asLong()
            && blackLeft > before.get("black").asLong() - 5_000,
        blackLeft + " against " + before);
    g.playTo(2);
    ApiClient.Reply again = desk.send("resume", "round", 1, "board", 1);
    assertEquals(422, again.status(), again.body());
    assertEquals("l'orologio della scacchiera 1 del turno 1 non è fermo", again.text("error"));

    // board 2 resumed: the rest of its wait runs, then both absent lose by forfeit
    desk.act("resume", "round", 1, "board", 2);
    assertEquals("--", OnlineEventTest.results(bots, 1, java.util.List.of(2)).get(2));

    // board 1 ends: a finished game's clock is not paused
    g.send(g.black, "resign", null);
    assertEquals("1-0", OnlineEventTest.results(bots, 1, java.util.List.of(1)).get(1));
    desk.follow(desk.event);
    ApiClient.Reply over = desk.send("pause", "round", 1, "board", 1, "reason", "tardi");
    assertEquals(422, over.status(), over.body());
    assertEquals(
        "la scacchiera 1 del turno 1 ha già il risultato, 1-0: la sua partita è finita",
        over.text("error"));

    // an event played over the board has no live clock to pause
    DeskClient hall = new DeskClient(desk.browser);
    hall.create(DeskClient.announcement("In sala", 3));
    hall.register("Uno", 1500);
    hall.register("Due", 1400);
    hall.act("checkin", "player", 1, "present", true);
    hall.act("checkin", "player", 2, "present", true);
    hall.act("pair");
    ApiClient.Reply offline = hall.send("pause", "round", 1, "board", 1, "reason", "disputa");
    assertEquals(422, offline.status(), offline.body());
    assertEquals(
        "il torneo non si gioca online: le sue scacchiere non hanno un orologio in linea",
        offline.text("error"));
    ApiClient.Reply links = hall.browser.get("/api/events/" + hall.event + "/seats");
    assertEquals(409, links.status(), links.body());
  }

  @Test
  void resultsEnterByThemselvesAndOnlyTheArbiterChangesThem() throws Exception {
    DeskClient desk = onlineEvent("Online ortodosso", 30, 6);
    OnlineBots bots = OnlineBots.seated(desk, server.url());
    desk.act("pair");
    JsonNode start = desk.act("start", "round", 1);
    JsonNode pub = bots.published();
    assertEquals(start.get("games"), pub.get("games").get("1"));
    JsonNode boards = pub.get("rounds").get(0).get("boards");
    OnlineBots.Game[] g = new OnlineBots.Game[3];
    for (int i = 0; i < 3; i++) {
      JsonNode b = boards.get(i);
      g[i] =
          bots
          .new Game(
              1,
              i + 1,
              b.get("white").asInt(),
              b.get("black").asInt(),
              start.get("games").get(i).asString());
    }
    // the orthodox start, the event's clock running for White from the start
    JsonNode s = OnlineBots.state(bots.players.get(g[0].white), g[0].id);
    assertEquals("event", s.get("mode").asString());
    assertEquals("Online ortodosso", s.get("tournament").get("name").asString(), s.toString());
    assertEquals(1, s.get("tournament").get("board").asInt());
    assertEquals(desk.event, s.get("tournament").get("event").asLong());
    assertEquals("white", s.get("view").get("seat").asString());
    assertTrue(
        s.get("view")
            .get("position")
            .asString()
            .startsWith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"),
        s.toString());
    assertTrue(s.get("view").get("clock").get("running").asBoolean(), s.toString());
    assertEquals(600_000, s.get("view").get("clock").get("black").asLong());
    assertEquals("Giocatore " + g[0].white, s.get("white").asString());

    // a player may neither abort nor take back a tournament game
    ApiClient white = bots.players.get(g[0].white);
    ApiClient.Reply abort =
        white.post("/api/games/" + g[0].id + "/action", Map.of("kind", "abort", "id", "a1"));
    assertEquals(409, abort.status(), abort.body());
    g[0].playTo(3);
    ApiClient.Reply takeback =
        white.post("/api/games/" + g[0].id + "/action", Map.of("kind", "takeback", "id", "t1"));
    assertEquals(409, takeback.status(), takeback.body());

    // board 1: Black resigns; the result enters by itself, recorded by the server
    g[0].send(g[0].black, "resign", null);
    assertEquals("1-0", OnlineEventTest.results(bots, 1, java.util.List.of(1)).get(1));

    // a player cannot change a result, its own nor another's
    for (ApiClient p : new ApiClient[] {bots.players.get(g[0].black), white}) {
      ApiClient.Reply r =
          p.post(
              "/api/events/" + desk.event + "/actions",
              Map.of(
                  "version",
                  desk.state().get("version").asInt(),
                  "action",
                  Map.of(
                      "kind", "result", "round", 1, "board", 1, "result", "0-1", "reason", "io")));
      assertEquals(403, r.status(), r.body());
    }
    assertEquals(
        "1-0", bots.published().get("rounds").get(0).get("boards").get(0).get("result").asString());
    // nor read the personal links or the games' export, which are the arbiter's
    assertEquals(403, white.get("/api/events/" + desk.event + "/seats").status());
    assertEquals(403, white.get("/api/events/" + desk.event + "/games.pgn").status());
    assertEquals(
        401, new ApiClient(server.url()).get("/api/events/" + desk.event + "/seats").status());
    // a link that is not one opens nothing
    ApiClient stranger = new ApiClient(server.url());
    assertEquals(
        404, stranger.post("/api/torneo/" + desk.event + "/posto/nothing", Map.of()).status());
    assertEquals(401, stranger.get("/api/me").status());
    // nobody logs in as a seat's account: it has no password
    ApiClient.Reply login =
        stranger.post("/api/session", Map.of("name", "Giocatore 1", "password", "secret-word-42"));
    assertEquals(401, login.status(), login.body());

    // board 2: the arbiter's result while the game goes on stops the game with that result
    g[1].playTo(2);
    desk.follow(desk.event);
    desk.act("result", "round", 1, "board", 2, "result", "1/2");
    long end = System.currentTimeMillis() + 30_000;
    JsonNode stopped;
    do {
      Thread.sleep(50);
      stopped = OnlineBots.state(bots.players.get(g[1].white), g[1].id);
    } while (stopped.get("status").asString().equals("live") && System.currentTimeMillis() < end);
    assertEquals("over", stopped.get("status").asString());
    assertEquals("1/2-1/2", stopped.get("view").get("outcome").get("result").asString());

    // board 3: a member logged in opens the player's link and plays as its own account
    int third = g[2].black;
    ApiClient member = DeskClient.member(server.url(), "Marco");
    String link = null;
    for (JsonNode l : desk.browser.get("/api/events/" + desk.event + "/seats").json()) {
      if (l.get("player").asInt() == third) {
        link = l.get("link").asString();
      }
    }
    String token = link.replaceAll(".*/posto/", "");
    // asked without saying so, a member's link changes nothing (an arbiter trying a link)
    ApiClient.Reply asked = member.post("/api/torneo/" + desk.event + "/posto/" + token, Map.of());
    assertEquals(200, asked.status(), asked.body());
    assertEquals(false, asked.json().get("linked").asBoolean(), asked.body());
    assertEquals("Giocatore " + third, OnlineBots.state(member, g[2].id).get("black").asString());
    ApiClient.Reply took =
        member.post("/api/torneo/" + desk.event + "/posto/" + token, Map.of("link", true));
    assertEquals(200, took.status(), took.body());
    assertEquals("Marco", took.text("account"));
    JsonNode seat = OnlineBots.state(member, g[2].id);
    assertEquals("black", seat.get("view").get("seat").asString());
    assertEquals("Marco", seat.get("black").asString());
    bots.players.put(third, member);
    String played = OnlineEventTest.finish(g[2]);
    assertEquals(played, OnlineEventTest.results(bots, 1, java.util.List.of(3)).get(3));
    // the old seat's browser no longer holds the seat
    ApiClient.Reply again =
        new ApiClient(server.url())
            .post(
                "/api/torneo/" + desk.event + "/posto/" + link.replaceAll(".*/posto/", ""),
                Map.of());
    assertEquals(409, again.status(), again.body());

    // the arbiter overrules the server's result, with a reason; it stands
    desk.follow(desk.event);
    ApiClient.Reply noReason = desk.send("result", "round", 1, "board", 1, "result", "0-1");
    assertEquals(422, noReason.status(), noReason.body());
    desk.act("result", "round", 1, "board", 1, "result", "0-1", "reason", "mossa illegale");
    Thread.sleep(300);
    assertEquals(
        "0-1", bots.published().get("rounds").get(0).get("boards").get(0).get("result").asString());
    JsonNode log = desk.browser.get("/api/events/" + desk.event + "/log").json();
    JsonNode last = log.get(log.size() - 1);
    assertEquals("Arbitra", last.get("arbiter").asString());
    int byServer = 0;
    for (JsonNode l : log) {
      if (l.get("kind").asString().equals("result")
          && l.get("arbiter").asString().equals("Server")) {
        byServer++;
      }
    }
    assertEquals(
        2, byServer, "boards 1 and 3 by the server, board 2 and the correction by the arbiter");
    // the PGN: every game that ended, board 2 too (ended by the arbiter's decision)
    String pgn = desk.browser.get("/api/events/" + desk.event + "/games.pgn").body();
    assertTrue(
        pgn.contains("[Board \"1\"]")
            && pgn.contains("[Board \"2\"]")
            && pgn.contains("[Board \"3\"]"),
        pgn);
    assertTrue(pgn.contains("[Event \"Online ortodosso\"]"), pgn);
  }

  /**
   * An online orthodox event at 10+5 with a wait of {@code waitMinutes}, made by the arbiter, with
   * {@code players} players registered and checked in.
   */
  private DeskClient onlineEvent(String name, double waitMinutes, int players) {
    DeskClient desk = new DeskClient(DeskClient.member(server.url(), "Arbitra"));
    Map<String, Object> form = DeskClient.announcement(name, 3);
    form.put("variant", "chess");
    form.put("online", true);
    form.put("timeControl", "10+5");
    form.put("waitMinutes", waitMinutes);
    desk.create(form);
    for (int i = 1; i <= players; i++) {
      desk.register("Giocatore " + i, 2000 - 10 * i);
      desk.act("checkin", "player", i, "present", true);
    }
    return desk;
  }
}
