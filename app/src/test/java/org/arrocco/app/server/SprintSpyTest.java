package org.arrocco.app.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.arrocco.app.server.game.LiveGame;
import org.arrocco.core.variant.Seat;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The spy test: over many Scacchi Sprint games played through the WebSocket by two random players
 * with a spectator watching, every message any of the three receives is checked: no deck order of
 * the game (as the database stores it) appears in it; every object has only the fields the protocol
 * names; a player's hand is its own (the core's truth for its seat at that version), never the
 * opponent's; the spectator gets no hand at all; a player's legal placements use only its own
 * tiles.
 */
class SprintSpyTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final Set<String> STATE =
      Set.of(
          "t",
          "game",
          "v",
          "ack",
          "variant",
          "mode",
          "status",
          "white",
          "black",
          "computer",
          "computerSide",
          "rematch",
          "takeback",
          "view");

  /** The fields of the update after a move: the move alone, and the view without the moves. */
  private static final Set<String> MOVED =
      Set.of("t", "game", "v", "ack", "status", "takeback", "move", "plies", "view");

  private static final Set<String> VIEW =
      Set.of(
          "seat",
          "variant",
          "position",
          "sideToMove",
          "moves",
          "legalMoves",
          "canClaimDraw",
          "drawOffer",
          "clock",
          "outcome",
          "sprint");
  private static final Set<String> SPRINT =
      Set.of(
          "fen",
          "memory",
          "hand",
          "whiteHandSize",
          "blackHandSize",
          "whiteDeckSize",
          "blackDeckSize",
          "whiteToCome",
          "blackToCome");

  static TestServer server;

  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.H2);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void twelveGamesRevealNothing() {
    assertEquals(12, spy(12, 1));
  }

  @Tag("slow")
  @Test
  void fourHundredGamesRevealNothing() {
    assertEquals(400, spy(400, 2));
  }

  /** Plays {@code games} games; returns how many were checked to the end or 120 plies. */
  private int spy(int games, long seed) {
    Random random = new Random(seed);
    int checked = 0;
    int messages = 0;
    for (int i = 0; i < games; i++) {
      messages += oneGame(random, i % 2 == 0 ? "60" : "0");
      checked++;
    }
    System.out.println("spy: " + checked + " Sprint games, " + messages + " messages checked");
    return checked;
  }

  private int oneGame(Random random, String hourglass) {
    ApiClient w = new ApiClient(server.url());
    w.guest();
    ApiClient b = new ApiClient(server.url());
    b.guest();
    ApiClient s = new ApiClient(server.url());
    s.guest();
    Map<String, Object> order = GameApiTest.order("sprint", "white", "private");
    order.put("options", Map.of("hourglass", hourglass));
    String id = w.post("/api/games", order).text("game");
    b.post("/api/games/" + id + "/join", Map.of());
    Map<String, String> setup = decks(id);
    try (WsClient ww = WsClient.open(w, server.url());
        WsClient bw = WsClient.open(b, server.url());
        WsClient sw = WsClient.open(s, server.url())) {
      for (WsClient c : List.of(ww, bw, sw)) {
        c.send(Map.of("t", "sub", "game", id));
        c.await("state");
      }
      int version = 0;
      for (int ply = 0; ply < 120; ply++) {
        JsonNode truth = stateOf(w, id);
        if (!truth.get("status").asString().equals("live")) {
          break;
        }
        boolean whiteToMove = truth.get("view").get("sideToMove").asString().equals("white");
        ApiClient mover = whiteToMove ? w : b;
        WsClient moverWs = whiteToMove ? ww : bw;
        JsonNode legal = stateOf(mover, id).get("view").get("legalMoves");
        String move = legal.get(random.nextInt(legal.size())).get("uci").asString();
        moverWs.send(Map.of("t", "move", "game", id, "move", move, "id", "p" + ply));
        int v = moverWs.await("ack").get("v").asInt();
        assertTrue(v > version);
        version = v;
        int target = v;
        for (WsClient c : List.of(ww, bw, sw)) {
          c.awaitSeen(n -> update(n) && n.path("v").asInt() >= target);
        }
        checkAgainstTruth(id, ww, Seat.WHITE, v);
        checkAgainstTruth(id, bw, Seat.BLACK, v);
      }
      int n = 0;
      for (WsClient c : List.of(ww, bw, sw)) {
        List<String> texts = c.received();
        List<JsonNode> nodes = c.all();
        for (int k = 0; k < texts.size(); k++) {
          for (String deck : setup.values()) {
            assertFalse(
                texts.get(k).contains(deck), "a deck order reached a client: " + texts.get(k));
          }
          checkFields(nodes.get(k), c == sw);
          n++;
        }
      }
      return n;
    }
  }

  private static JsonNode stateOf(ApiClient c, String id) {
    return c.get("/api/games/" + id).json();
  }

  /** The decks as the database stores them (13 tiles each, top first). */
  private static Map<String, String> decks(String id) {
    LiveGame g = server.server().hall().find(id).orElseThrow();
    JsonNode setup = JSON.readTree(g.row().setup());
    Map<String, String> out = new HashMap<>();
    for (String k : List.of("whiteDeck", "blackDeck")) {
      String deck = setup.path(k).asString("");
      if (deck.length() >= 8) {
        out.put(k, deck);
      }
    }
    return out;
  }

  /** The last state a seat received equals the core's view of that seat (hand included). */
  private static void checkAgainstTruth(String id, WsClient c, Seat seat, int v) {
    JsonNode last = null;
    for (JsonNode n : c.all()) {
      if (update(n) && n.path("v").asInt() == v) {
        last = n;
      }
    }
    if (last == null) {
      return;
    }
    LiveGame g = server.server().hall().find(id).orElseThrow();
    String own;
    String other;
    synchronized (g) {
      if (g.row().version() != v) {
        return;
      }
      long now = System.currentTimeMillis();
      own = g.game().view(seat, now).sprint().orElseThrow().ownHand().orElseThrow().letters();
      Seat opp = seat == Seat.WHITE ? Seat.BLACK : Seat.WHITE;
      other = g.game().view(opp, now).sprint().orElseThrow().ownHand().orElseThrow().letters();
    }
    JsonNode sprint = last.get("view").get("sprint");
    assertEquals(own, sprint.get("hand").asString(), "the seat's own hand");
    if (!own.equals(other)) {
      assertFalse(other.equals(sprint.get("hand").asString()));
    }
    for (JsonNode m : last.get("view").get("legalMoves")) {
      String uci = m.get("uci").asString();
      if (uci.contains("@")) {
        char tile = Character.toUpperCase(uci.charAt(0));
        assertTrue(own.toUpperCase().indexOf(tile) >= 0, uci + " is not from the hand " + own);
      }
    }
  }

  /** A message carrying a seat's view: the whole state, or the update after a move. */
  private static boolean update(JsonNode n) {
    return "state".equals(n.path("t").asString()) || "moved".equals(n.path("t").asString());
  }

  private static void checkFields(JsonNode n, boolean spectator) {
    if (!update(n)) {
      return;
    }
    boolean moved = "moved".equals(n.path("t").asString());
    only(n, moved ? MOVED : STATE);
    JsonNode view = n.get("view");
    only(view, VIEW);
    if (moved) {
      assertFalse(view.has("moves"), "an update after a move carries the move alone");
      only(n.get("move"), Set.of("uci", "san"));
    }
    JsonNode sprint = view.get("sprint");
    only(sprint, SPRINT);
    if (spectator) {
      assertTrue(sprint.get("hand").isNull(), "a spectator sees no hand");
      assertEquals(0, view.get("legalMoves").size());
    }
  }

  private static void only(JsonNode n, Set<String> allowed) {
    for (Iterator<String> it = n.propertyNames().iterator(); it.hasNext(); ) {
      String f = it.next();
      assertTrue(allowed.contains(f), "unexpected field " + f + " in " + n);
    }
  }
}
