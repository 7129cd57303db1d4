package org.arrocco.app.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.arrocco.app.server.game.ComputerSeats;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Games against the computer through the API: it moves first when it has White, answers each move
 * through the same committed path as a person (the moves are the core's, in order, with versions),
 * plays Sprint from its own hand, its games are rematched at once, and after a restart a game where
 * it is to move goes on.
 */
class ComputerGameTest {
  static TestServer server;

  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.H2);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static Map<String, Object> order(String variant, String colour, int level) {
    Map<String, Object> m = new java.util.HashMap<>(GameApiTest.order(variant, colour, "computer"));
    m.put("level", level);
    return m;
  }

  /** The game's state once {@code moves} moves are played (waits up to 20 s). */
  private static JsonNode await(ApiClient c, String id, int moves) {
    long until = System.currentTimeMillis() + 20_000;
    while (true) {
      JsonNode s = c.get("/api/games/" + id).json();
      int n = s.get("view").get("moves").size();
      if (n >= moves || !s.get("status").asString().equals("live")) {
        return s;
      }
      if (System.currentTimeMillis() > until) {
        throw new AssertionError("the computer did not move: " + s);
      }
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
    }
  }

  private static String firstLegal(JsonNode state) {
    return state.get("view").get("legalMoves").get(0).get("uci").asString();
  }

  @Test
  void withWhiteItMovesFirstThenAnswersEachMove() {
    ApiClient me = new ApiClient(server.url());
    me.guest();
    ApiClient.Reply r = me.post("/api/games", order("chess", "black", 1));
    assertEquals(201, r.status(), r.body());
    String id = r.text("game");
    assertEquals("live", r.text("status"));
    assertEquals("Computer", r.text("white"));
    assertEquals(1, r.json().get("computer").asInt());
    assertEquals("white", r.text("computerSide"));
    JsonNode s = await(me, id, 1);
    assertEquals("black", s.get("view").get("sideToMove").asString());
    for (int i = 0; i < 3; i++) {
      int played = s.get("view").get("moves").size();
      assertEquals(200, GameApiTest.act(me, id, "move", firstLegal(s), "m" + i).status());
      s = await(me, id, played + 2);
      if (!s.get("status").asString().equals("live")) {
        break;
      }
      assertEquals(played + 2, s.get("view").get("moves").size());
    }
    // a spectator sees the same moves; the game is listed among those being played
    ApiClient spectator = new ApiClient(server.url());
    spectator.guest();
    assertEquals(
        s.get("view").get("moves"),
        spectator.get("/api/games/" + id).json().get("view").get("moves"));
  }

  @Test
  void aTakebackIsGrantedAtOnce() {
    ApiClient me = new ApiClient(server.url());
    me.guest();
    String id = me.post("/api/games", order("chess", "white", 1)).text("game");
    assertEquals(200, GameApiTest.act(me, id, "move", "e4", "1").status());
    JsonNode s = await(me, id, 2);
    assertEquals(200, GameApiTest.act(me, id, "move", firstLegal(s), "2").status());
    s = await(me, id, 4);
    // my move and its answer go back: my move again, in the position after 1. e4 and its reply
    assertEquals(200, GameApiTest.act(me, id, "takeback", null, "3").status());
    JsonNode after = me.get("/api/games/" + id).json();
    assertEquals(2, after.get("view").get("moves").size());
    assertEquals("white", after.get("view").get("sideToMove").asString());
    assertEquals(s.get("view").get("moves").get(1), after.get("view").get("moves").get(1));
  }

  @Test
  void sprintFromItsOwnHand() {
    ApiClient me = new ApiClient(server.url());
    me.guest();
    String id = me.post("/api/games", order("sprint", "white", 2)).text("game");
    JsonNode s = me.get("/api/games/" + id).json();
    for (int i = 0; i < 4 && s.get("status").asString().equals("live"); i++) {
      int played = s.get("view").get("moves").size();
      assertEquals(200, GameApiTest.act(me, id, "move", firstLegal(s), "s" + i).status());
      s = await(me, id, played + 2);
    }
    assertTrue(s.get("view").get("moves").size() >= 2, s.toString());
  }

  @Test
  void aRematchAgainstTheComputerStartsAtOnceWithColoursSwapped() {
    ApiClient me = new ApiClient(server.url());
    me.guest();
    String id = me.post("/api/games", order("chess", "white", 1)).text("game");
    assertEquals(200, GameApiTest.act(me, id, "resign", null, "r").status());
    ApiClient.Reply r = me.post("/api/games/" + id + "/rematch", Map.of());
    assertEquals(201, r.status(), r.body());
    assertEquals("live", r.text("status"));
    assertEquals("black", r.json().get("view").get("seat").asString());
    assertEquals("white", r.text("computerSide"));
    await(me, r.text("game"), 1);
  }

  @Test
  void afterARestartItsGameGoesOn() {
    ApiClient me = new ApiClient(server.url());
    me.guest();
    String id = me.post("/api/games", order("tamerlane", "black", 1)).text("game");
    // stopped at once: whether or not its first move was committed, the restarted server plays on
    server.close();
    server = server.restart();
    ApiClient again = me.at(server.url());
    JsonNode s = await(again, id, 1);
    assertEquals("black", s.get("view").get("sideToMove").asString());
    assertEquals(200, GameApiTest.act(again, id, "move", firstLegal(s), "t1").status());
    assertEquals(3, await(again, id, 3).get("view").get("moves").size());
  }

  @Test
  void itsLevelsRunFromEightHundredEloToFullStrength() {
    assertTrue(ComputerSeats.level(8).isFull());
    assertEquals(800, ComputerSeats.level(1).elo());
    assertEquals(2000, ComputerSeats.level(7).elo());
  }
}
