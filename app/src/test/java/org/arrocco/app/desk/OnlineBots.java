package org.arrocco.app.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import org.arrocco.app.server.ApiClient;
import tools.jackson.databind.JsonNode;

/**
 * The players of an online event as the tests drive them: each a browser of its own that opened the
 * player's personal link, and plays its games through the game API like a page (reads its seat's
 * state, sends a move from the legal moves, resigns, offers or accepts a draw).
 */
final class OnlineBots {
  final Map<Integer, ApiClient> players = new HashMap<>();
  final Map<Integer, String> names = new HashMap<>();
  final long event;

  OnlineBots(long event) {
    this.event = event;
  }

  /** Each player opens its personal link (from the arbiter's list) in a browser of its own. */
  static OnlineBots seated(DeskClient desk, String url) {
    OnlineBots bots = new OnlineBots(desk.event);
    ApiClient.Reply links = desk.browser.get("/api/events/" + desk.event + "/seats");
    assertEquals(200, links.status(), links.body());
    for (JsonNode l : links.json()) {
      ApiClient b = new ApiClient(url);
      String token = l.get("link").asString().replaceAll(".*/posto/", "");
      ApiClient.Reply r = b.post("/api/torneo/" + desk.event + "/posto/" + token, Map.of());
      assertEquals(200, r.status(), r.body());
      assertEquals(l.get("name").asString(), r.text("name"));
      bots.players.put(l.get("player").asInt(), b);
      bots.names.put(l.get("player").asInt(), l.get("name").asString());
    }
    return bots;
  }

  /** The same browsers talking to a restarted server. */
  void movedTo(String url) {
    players.replaceAll((p, b) -> b.at(url));
  }

  /** The public view of the event (the players' page reads it). */
  JsonNode published() {
    ApiClient.Reply r = players.values().iterator().next().get("/api/torneo/" + event);
    assertEquals(200, r.status(), r.body());
    return r.json();
  }

  /** A game's state for {@code player}'s seat; the game is made just after the round's start. */
  static JsonNode state(ApiClient player, String game) throws InterruptedException {
    long end = System.currentTimeMillis() + 60_000;
    while (true) {
      ApiClient.Reply r = player.get("/api/games/" + game);
      if (r.status() == 200) {
        return r.json();
      }
      if (System.currentTimeMillis() > end) {
        throw new AssertionError(
            "game " + game + " never answered: " + r.status() + " " + r.body());
      }
      Thread.sleep(50);
    }
  }

  /** One board of a round as both its players play it. */
  final class Game {
    final int round;
    final int board;
    final int white;
    final int black;
    final String id;
    int plies;

    Game(int round, int board, int white, int black, String id) {
      this.round = round;
      this.board = board;
      this.white = white;
      this.black = black;
      this.id = id;
    }

    ApiClient of(int player) {
      return players.get(player);
    }

    /** The player whose move it is now, read from its own seat. */
    int toMove() throws InterruptedException {
      JsonNode s = state(of(white), id);
      return s.get("view").get("sideToMove").asString().equals("white") ? white : black;
    }

    /** Plays moves (one of the legal moves its seat is shown) until {@code n} were played. */
    void playTo(int n) throws InterruptedException {
      while (plies < n) {
        int mover = toMove();
        JsonNode view = state(of(mover), id).get("view");
        if (view.get("outcome") != null && !view.get("outcome").isNull()) {
          return; // ended on the board before the plan: the test reads its outcome
        }
        JsonNode legal = view.get("legalMoves");
        String move = legal.get((plies * 7 + board) % legal.size()).get("uci").asString();
        send(mover, "move", move);
        plies++;
      }
    }

    void send(int player, String kind, String move) {
      Map<String, Object> body = new HashMap<>();
      body.put("kind", kind);
      if (move != null) {
        body.put("move", move);
      }
      body.put("id", "r" + round + "b" + board + "p" + plies + kind);
      ApiClient.Reply r = of(player).post("/api/games/" + id + "/action", body);
      assertEquals(200, r.status(), kind + " " + move + " on board " + board + ": " + r.body());
    }

    /** The game's own result as its players are shown it, or null while it goes on. */
    String outcome() throws InterruptedException {
      JsonNode o = state(of(white), id).get("view").get("outcome");
      return o == null || o.isNull() ? null : o.get("result").asString();
    }
  }
}
