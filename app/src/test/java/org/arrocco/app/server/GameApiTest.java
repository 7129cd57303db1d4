package org.arrocco.app.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Games through the HTTP API and the WebSocket, on H2 (and on PostgreSQL by the subclass): a
 * challenge joined from the lobby, moves acknowledged after their commit and shown to the other
 * seat, refusals that change nothing, a re-sent move counted once, reconnection, a result, the PGN,
 * and a restart that keeps every acknowledged move.
 */
class GameApiTest {
  static TestServer server;

  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.H2);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  static Map<String, Object> order(String variant, String colour, String mode) {
    Map<String, Object> m = new HashMap<>();
    m.put("variant", variant);
    m.put("options", Map.of());
    m.put("clock", "sudden");
    m.put("minutes", 5);
    m.put("seconds", 0);
    m.put("colour", colour);
    m.put("mode", mode);
    return m;
  }

  record Pair(ApiClient white, ApiClient black, String id) {}

  static Pair newGame(String variant) {
    ApiClient w = new ApiClient(server.url());
    w.guest();
    ApiClient b = new ApiClient(server.url());
    b.guest();
    ApiClient.Reply created = w.post("/api/games", order(variant, "white", "open"));
    assertEquals(201, created.status(), created.body());
    String id = created.text("game");
    assertEquals("waiting", created.text("status"));
    ApiClient.Reply joined = b.post("/api/games/" + id + "/join", Map.of());
    assertEquals(200, joined.status(), joined.body());
    assertEquals("live", joined.text("status"));
    assertEquals("black", joined.json().get("view").get("seat").asString());
    return new Pair(w, b, id);
  }

  static ApiClient.Reply act(ApiClient c, String id, String kind, String move, String req) {
    Map<String, Object> m = new HashMap<>();
    m.put("kind", kind);
    m.put("move", move);
    m.put("id", req);
    return c.post("/api/games/" + id + "/action", m);
  }

  @Test
  void aChallengeIsListedInTheLobbyUntilJoined() {
    ApiClient w = new ApiClient(server.url());
    w.guest();
    String id = w.post("/api/games", order("chess960", "random", "open")).text("game");
    assertTrue(lobbyIds().contains(id));
    ApiClient b = new ApiClient(server.url());
    b.guest();
    assertEquals(409, w.post("/api/games/" + id + "/join", Map.of()).status(), "own challenge");
    assertEquals(200, b.post("/api/games/" + id + "/join", Map.of()).status());
    assertFalse(lobbyIds().contains(id));
    ApiClient c = new ApiClient(server.url());
    c.guest();
    assertEquals(409, c.post("/api/games/" + id + "/join", Map.of()).status(), "no seat left");
  }

  private List<String> lobbyIds() {
    ApiClient any = new ApiClient(server.url());
    List<String> ids = new java.util.ArrayList<>();
    for (JsonNode n : any.get("/api/games").json().get("lobby")) {
      ids.add(n.get("id").asString());
    }
    return ids;
  }

  @Test
  void badOrdersAreRefusedWithTheField() {
    ApiClient w = new ApiClient(server.url());
    w.guest();
    Map<String, Object> o = order("shogi", "white", "open");
    ApiClient.Reply r = w.post("/api/games", o);
    assertEquals(400, r.status());
    assertTrue(r.text("error").startsWith("unknown variant 'shogi'"), r.body());
    o = order("chess960", "white", "open");
    o.put("options", Map.of("number", "961"));
    r = w.post("/api/games", o);
    assertEquals(400, r.status());
    assertTrue(r.text("error").contains("961"), r.body());
    o = order("chess", "green", "open");
    assertEquals("colour must be white, black or random", w.post("/api/games", o).text("error"));
    o = order("chess", "white", "open");
    o.put("minutes", 0);
    assertEquals("minutes must be 0.25-300, not 0.0", w.post("/api/games", o).text("error"));
  }

  @Test
  void movesAreCheckedCommittedAcknowledgedAndShown() {
    Pair p = newGame("chess");
    try (WsClient w = WsClient.open(p.white(), server.url());
        WsClient b = WsClient.open(p.black(), server.url())) {
      w.send(Map.of("t", "sub", "game", p.id()));
      b.send(Map.of("t", "sub", "game", p.id()));
      assertEquals(0, w.await("state").get("v").asInt());
      b.await("state");

      b.send(Map.of("t", "move", "game", p.id(), "move", "e7e5", "id", "b1"));
      JsonNode refused = b.await("refused");
      assertEquals("it is not your move", refused.get("error").asString());

      w.send(Map.of("t", "move", "game", p.id(), "move", "e2e5", "id", "w0"));
      assertEquals(409, w.await("refused").get("status").asInt());

      w.send(Map.of("t", "move", "game", p.id(), "move", "e4", "id", "w1"));
      // the other seat gets the move alone (it holds version 0), with its view after it
      JsonNode seen =
          b.await(n -> n.path("v").asInt() == 1 && "moved".equals(n.path("t").asString()));
      assertEquals("e4", seen.get("move").get("san").asString());
      assertEquals("e2e4", seen.get("move").get("uci").asString());
      assertEquals(1, seen.get("plies").asInt());
      assertFalse(seen.get("view").has("moves"), "not the list of every move played");
      assertEquals("black", seen.get("view").get("sideToMove").asString());
      assertEquals(1, w.await("ack").get("v").asInt());
      assertTrue(seen.get("view").get("legalMoves").size() == 20, "Black's 20 replies");

      // the same request again counts once
      w.send(Map.of("t", "move", "game", p.id(), "move", "e4", "id", "w1"));
      assertEquals(1, w.await("ack").get("v").asInt());
      assertEquals(1, p.white().get("/api/games/" + p.id()).json().get("view").get("moves").size());

      // someone not seated cannot move
      ApiClient spy = new ApiClient(server.url());
      spy.guest();
      ApiClient.Reply r = act(spy, p.id(), "move", "e5", "s1");
      assertEquals(403, r.status());
      assertEquals(
          "spectator", spy.get("/api/games/" + p.id()).json().get("view").get("seat").asString());
      assertEquals(0, spy.get("/api/games/" + p.id()).json().get("view").get("legalMoves").size());
    }

    // reconnection: a new socket gets the whole state at the latest version
    try (WsClient b2 = WsClient.open(p.black(), server.url())) {
      b2.send(Map.of("t", "sub", "game", p.id(), "v", 0));
      JsonNode s = b2.await("state");
      assertEquals(1, s.get("v").asInt());
      assertEquals("black", s.get("view").get("sideToMove").asString());
    }
  }

  @Test
  void aGameToMateThenItsPgnAndNoMoreMoves() {
    Pair p = newGame("chess");
    String[] moves = {"f3", "e5", "g4", "Qh4#"};
    for (int i = 0; i < moves.length; i++) {
      ApiClient c = i % 2 == 0 ? p.white() : p.black();
      ApiClient.Reply r = act(c, p.id(), "move", moves[i], "m" + i);
      assertEquals(200, r.status(), r.body());
      assertEquals(i + 1, r.json().get("v").asInt());
    }
    JsonNode s = p.white().get("/api/games/" + p.id()).json();
    assertEquals("over", s.get("status").asString());
    assertEquals("0-1", s.get("view").get("outcome").get("result").asString());
    assertEquals("CHECKMATE", s.get("view").get("outcome").get("termination").asString());
    ApiClient.Reply pgn = p.white().get("/api/games/" + p.id() + "/pgn");
    assertEquals(200, pgn.status());
    assertTrue(pgn.body().contains("1. f3 e5 2. g4 Qh4# 0-1"), pgn.body());
    assertEquals(409, act(p.white(), p.id(), "move", "Kf2", "m9").status());
    assertEquals(1, p.black().get("/api/me/games").json().size());
  }

  @Test
  void twoPlayersMayUseTheSameRequestId() {
    Pair p = newGame("chess");
    assertEquals(1, act(p.white(), p.id(), "move", "e4", "same").json().get("v").asInt());
    assertEquals(2, act(p.black(), p.id(), "move", "e5", "same").json().get("v").asInt());
    assertEquals(2, p.white().get("/api/games/" + p.id()).json().get("view").get("moves").size());
  }

  @Test
  void drawOfferAcceptedAndResignation() {
    Pair p = newGame("chess");
    assertEquals(200, act(p.white(), p.id(), "move", "d4", "a").status());
    assertEquals(200, act(p.black(), p.id(), "move", "d5", "b").status());
    assertEquals(200, act(p.white(), p.id(), "offer", null, "c").status());
    assertEquals(
        "white",
        p.black().get("/api/games/" + p.id()).json().get("view").get("drawOffer").asString());
    assertEquals(200, act(p.black(), p.id(), "accept", null, "d").status());
    JsonNode o = p.black().get("/api/games/" + p.id()).json().get("view").get("outcome");
    assertEquals("1/2-1/2", o.get("result").asString());

    Pair q = newGame("tamerlane");
    assertEquals(200, act(q.black(), q.id(), "resign", null, "r").status());
    assertEquals(
        "1-0",
        q.white()
            .get("/api/games/" + q.id())
            .json()
            .get("view")
            .get("outcome")
            .get("result")
            .asString());
  }

  @Test
  void abortBeforeBothMovedOnly() {
    Pair p = newGame("chess");
    assertEquals(200, act(p.white(), p.id(), "move", "e4", "1").status());
    assertEquals(200, act(p.black(), p.id(), "abort", null, "2").status());
    JsonNode s = p.white().get("/api/games/" + p.id()).json();
    assertEquals("aborted", s.get("status").asString());
    Pair q = newGame("chess");
    act(q.white(), q.id(), "move", "e4", "1");
    act(q.black(), q.id(), "move", "e5", "2");
    ApiClient.Reply r = act(q.white(), q.id(), "abort", null, "3");
    assertEquals(409, r.status());
    assertEquals("a game can be aborted only before both sides moved", r.text("error"));
  }

  @Test
  void aForeignOriginCannotOpenTheSocket() {
    ApiClient b = new ApiClient(server.url());
    b.guest();
    Exception e =
        assertThrows(Exception.class, () -> WsClient.open(b, server.url(), "http://evil.example"));
    assertTrue(
        String.valueOf(e.getMessage()).contains("403") || e.getCause() != null, e.toString());
    ApiClient nobody = new ApiClient(server.url());
    assertThrows(Exception.class, () -> WsClient.open(nobody, server.url()));
  }

  @Test
  void malformedSocketMessagesAreRefusedHarmlessly() {
    Pair p = newGame("chess");
    try (WsClient w = WsClient.open(p.white(), server.url())) {
      w.sendRaw("{not json");
      assertEquals("malformed message", w.await("refused").get("error").asString());
      w.sendRaw("{\"t\":\"teleport\",\"game\":\"" + p.id() + "\"}");
      assertEquals("unknown message type 'teleport'", w.await("refused").get("error").asString());
      w.send(Map.of("t", "move", "game", "nope", "move", "e4"));
      assertEquals(404, w.await("refused").get("status").asInt());
      w.send(Map.of("t", "ping", "at", 5));
      assertEquals(5, w.await("pong").get("at").asInt());
    }
    assertNull(
        p.white().get("/api/games/" + p.id()).json().get("view").get("outcome").asString(null));
  }

  @Test
  void aRestartKeepsEveryAcknowledgedMove() {
    Pair p = newGame("sprint");
    JsonNode v = p.white().get("/api/games/" + p.id()).json().get("view");
    int played = 0;
    for (int i = 0; i < 6; i++) {
      ApiClient c = i % 2 == 0 ? p.white() : p.black();
      JsonNode view = c.get("/api/games/" + p.id()).json().get("view");
      String move = view.get("legalMoves").get(0).get("uci").asString();
      assertEquals(200, act(c, p.id(), "move", move, "r" + i).status());
      played++;
    }
    JsonNode before = p.white().get("/api/games/" + p.id()).json();
    server.close();
    server = server.restart();
    ApiClient w2 = p.white();
    ApiClient.Reply after = new ApiClient(server.url()).get("/api/health");
    assertEquals(200, after.status());
    // the same browser (its cookie) on the restarted server
    ApiClient again = rebind(p.white());
    JsonNode s = again.get("/api/games/" + p.id()).json();
    assertEquals(before.get("view").get("moves"), s.get("view").get("moves"));
    assertEquals(played, s.get("view").get("moves").size());
    assertEquals(
        before.get("view").get("sprint").get("hand"), s.get("view").get("sprint").get("hand"));
    assertTrue(s.get("v").asInt() >= played);
    assertTrue(v != null && w2 != null);
  }

  @Test
  void theMovesCanBeSteppedThroughAsPositions() {
    Pair p = newGame("chess");
    act(p.white(), p.id(), "move", "e4", "1");
    act(p.black(), p.id(), "move", "c5", "2");
    ApiClient watcher = new ApiClient(server.url());
    watcher.guest();
    JsonNode r = watcher.get("/api/games/" + p.id() + "/positions").json();
    assertEquals(2, r.get("v").asInt());
    JsonNode positions = r.get("positions");
    assertEquals(3, positions.size());
    assertEquals(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", positions.get(0).asString());
    assertEquals(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", positions.get(1).asString());
    assertEquals(
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        positions.get(2).asString());
    assertEquals(404, watcher.get("/api/games/nosuchgame/positions").status());
  }

  @Test
  void aSprintGamesPositionsShowOnlyThePublicBoard() {
    Pair p = newGame("sprint");
    String move =
        p.white()
            .get("/api/games/" + p.id())
            .json()
            .get("view")
            .get("legalMoves")
            .get(0)
            .get("uci")
            .asString();
    act(p.white(), p.id(), "move", move, "1");
    JsonNode positions = p.black().get("/api/games/" + p.id() + "/positions").json();
    ApiClient s = new ApiClient(server.url());
    s.guest();
    assertEquals(
        s.get("/api/games/" + p.id()).json().get("view").get("position"),
        positions.get("positions").get(1),
        "the position after the move is the one a spectator is shown");
  }

  @Test
  void aRematchSwapsColoursAndKeepsTheSeatForTheOpponent() {
    Pair p = newGame("chess960");
    ApiClient.Reply early = p.black().post("/api/games/" + p.id() + "/rematch", Map.of());
    assertEquals(409, early.status(), "not while the game goes on");
    act(p.white(), p.id(), "resign", null, "1");
    ApiClient stranger = new ApiClient(server.url());
    stranger.guest();
    assertEquals(403, stranger.post("/api/games/" + p.id() + "/rematch", Map.of()).status());

    ApiClient.Reply r = p.black().post("/api/games/" + p.id() + "/rematch", Map.of());
    assertEquals(201, r.status(), r.body());
    String rematch = r.text("game");
    assertEquals("waiting", r.text("status"));
    assertEquals("white", r.json().get("view").get("seat").asString(), "colours swapped");
    assertEquals("private", r.text("mode"));
    // the old game now names it, for the opponent's page; asking again gives the same game
    assertEquals(rematch, p.white().get("/api/games/" + p.id()).text("rematch"));
    assertEquals(
        rematch, p.white().post("/api/games/" + p.id() + "/rematch", Map.of()).text("game"));
    // the seat is the opponent's
    ApiClient.Reply taken = stranger.post("/api/games/" + rematch + "/join", Map.of());
    assertEquals(409, taken.status());
    assertEquals("this seat is kept for the opponent of the rematch", taken.text("error"));
    ApiClient.Reply joined = p.white().post("/api/games/" + rematch + "/join", Map.of());
    assertEquals(200, joined.status(), joined.body());
    assertEquals("black", joined.json().get("view").get("seat").asString());
    assertEquals("live", joined.text("status"));
  }

  @Test
  void aGameAgainstTheComputerNeedsALevel() {
    ApiClient w = new ApiClient(server.url());
    w.guest();
    Map<String, Object> o = order("chess", "white", "computer");
    assertEquals(
        "level must be 1-8 for a game against the computer, not null",
        w.post("/api/games", o).text("error"));
    o.put("level", 9);
    assertEquals(400, w.post("/api/games", o).status());
    o = order("chess", "white", "open");
    o.put("level", 3);
    assertEquals("a level goes only with mode computer", w.post("/api/games", o).text("error"));
  }

  private static JsonNode state(ApiClient c, String id) {
    return c.get("/api/games/" + id).json();
  }

  @Test
  void aTakebackAskedThenAcceptedOrDeclinedKeptAfterARestart() {
    Pair p = newGame("chess");
    ApiClient w = p.white();
    ApiClient b = p.black();
    String id = p.id();
    assertEquals(200, act(w, id, "move", "e4", "1").status());
    assertEquals(200, act(b, id, "move", "e5", "2").status());
    // White, to move, asks: its move and Black's reply are taken back
    assertEquals(200, act(w, id, "takeback", null, "3").status());
    assertEquals("white", state(b, id).get("takeback").asString());
    assertEquals("your takeback request stands", act(w, id, "takeback", null, "3b").text("error"));
    assertEquals(
        "there is no takeback request of the opponent to accept",
        act(w, id, "takebackAccept", null, "3c").text("error"));
    assertEquals(200, act(b, id, "takebackAccept", null, "4").status());
    JsonNode s = state(w, id);
    assertEquals(0, s.get("view").get("moves").size());
    assertEquals("white", s.get("view").get("sideToMove").asString());
    assertTrue(s.get("takeback").isNull());
    // the clocks stand as they did in that position: White's 5 minutes, less only what it used now
    assertTrue(s.get("view").get("clock").get("white").asLong() > 295_000, s.toString());
    assertEquals(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        s.get("view").get("position").asString());

    assertEquals(200, act(w, id, "move", "d4", "5").status());
    assertEquals(
        "there is no move of yours to take back", act(b, id, "takeback", null, "6").text("error"));
    assertEquals(200, act(b, id, "move", "d5", "7").status());
    assertEquals(200, act(w, id, "move", "c4", "8").status());
    assertEquals(200, act(b, id, "takeback", null, "9").status());
    assertEquals(200, act(w, id, "takebackDecline", null, "10").status());
    assertTrue(state(w, id).get("takeback").isNull());
    assertEquals(3, state(w, id).get("view").get("moves").size());
    // Black, not to move, asks: its last move alone goes back
    assertEquals(200, act(b, id, "move", "e6", "11").status());
    assertEquals(200, act(b, id, "takeback", null, "12").status());
    assertEquals(200, act(w, id, "takebackAccept", null, "13").status());
    assertEquals(
        List.of("d4", "d5", "c4"),
        state(w, id)
            .get("view")
            .get("moves")
            .valueStream()
            .map(m -> m.get("san").asString())
            .toList());

    JsonNode before = state(w, id);
    server.close();
    server = server.restart();
    JsonNode after = state(rebind(w), id);
    assertEquals(before.get("view").get("moves"), after.get("view").get("moves"));
    assertEquals(before.get("view").get("position"), after.get("view").get("position"));
    assertEquals("black", after.get("view").get("sideToMove").asString());
  }

  @Test
  void noTakebackInSprint() {
    Pair p = newGame("sprint");
    String move =
        state(p.white(), p.id()).get("view").get("legalMoves").get(0).get("uci").asString();
    assertEquals(200, act(p.white(), p.id(), "move", move, "1").status());
    ApiClient.Reply r = act(p.white(), p.id(), "takeback", null, "2");
    assertEquals(409, r.status());
    assertTrue(r.text("error").startsWith("no takeback in Scacchi Sprint"), r.body());
  }

  /** The same browser (cookies) pointed at the restarted server's new port. */
  static ApiClient rebind(ApiClient old) {
    return old.at(server.url());
  }
}
