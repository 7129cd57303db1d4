package org.arrocco.app.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arrocco.app.server.ApiClient;
import tools.jackson.databind.JsonNode;

/**
 * An arbiter at the desk as the tests drive it: the browser's session and the event's version its
 * page shows, sent with every act and moved on by each answer.
 */
final class DeskClient {
  final ApiClient browser;
  long event;
  int version;

  DeskClient(ApiClient browser) {
    this.browser = browser;
  }

  /** Logs in (or registers and logs in) {@code name} on the server at {@code url}. */
  static ApiClient member(String url, String name) {
    ApiClient b = new ApiClient(url);
    ApiClient.Reply r = b.post("/api/accounts", Map.of("name", name, "password", "secret-word-42"));
    if (r.status() == 409) {
      r = b.post("/api/session", Map.of("name", name, "password", "secret-word-42"));
    }
    if (r.status() != 201 && r.status() != 200) {
      throw new IllegalStateException(r.body());
    }
    return b;
  }

  /** The club's announcement: Chess960, {@code rounds} rounds, 8 minutes, prizes 30/20/10. */
  static Map<String, Object> announcement(String name, int rounds) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("name", name);
    m.put("venue", "Vedano al Lambro");
    m.put("date", "2026-11-28");
    m.put("variant", "chess960");
    m.put("rounds", rounds);
    m.put("timeControl", "8 min");
    m.put("tiebreaks", List.of("BH_C1", "BH", "ARO"));
    m.put("rules", "2026");
    m.put("capacity", 40);
    m.put("unratedRating", 1399);
    m.put("prizes", List.of(3000, 2000, 1000));
    m.put("entryFee", 1000);
    return m;
  }

  /** Creates the event and follows it. */
  DeskClient create(Map<String, Object> form) {
    ApiClient.Reply r = browser.post("/api/events", form);
    assertEquals(201, r.status(), r.body());
    event = r.json().get("id").asLong();
    version = 1;
    return this;
  }

  /** Follows an event another arbiter made. */
  DeskClient follow(long id) {
    event = id;
    version = state().get("version").asInt();
    return this;
  }

  /** Sends an act at the version shown; the reply, and the version moved on when done. */
  ApiClient.Reply send(String kind, Object... fields) {
    Map<String, Object> action = new LinkedHashMap<>();
    action.put("kind", kind);
    for (int i = 0; i < fields.length; i += 2) {
      action.put((String) fields[i], fields[i + 1]);
    }
    ApiClient.Reply r =
        browser.post(
            "/api/events/" + event + "/actions", Map.of("version", version, "action", action));
    if (r.status() == 200) {
      version = r.json().get("version").asInt();
    }
    return r;
  }

  /** Sends an act that must be done. */
  JsonNode act(String kind, Object... fields) {
    ApiClient.Reply r = send(kind, fields);
    assertEquals(200, r.status(), kind + ": " + r.body());
    return r.json().get("action");
  }

  /** Registers a player: name, FIDE rating (0: unrated). */
  int register(String name, int rating) {
    Map<String, Object> who = new LinkedHashMap<>();
    who.put("name", name);
    who.put("fideRating", rating);
    act("register", "player", who);
    JsonNode players = state().get("players");
    return players.get(players.size() - 1).get("id").asInt();
  }

  JsonNode state() {
    ApiClient.Reply r = browser.get("/api/events/" + event);
    assertEquals(200, r.status(), r.body());
    return r.json();
  }

  String eventFile() {
    ApiClient.Reply r = browser.get("/api/events/" + event + "/event.json");
    assertEquals(200, r.status(), r.body());
    return r.body();
  }
}
