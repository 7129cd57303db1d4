package org.arrocco.app.load;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * One player of the load tool: a guest session, a WebSocket subscribed to its game, and a random
 * legal move after a blitz player's thinking time whenever the state it receives says it is to
 * move. It times each move from sending to the server's acknowledgement.
 */
final class LoadBot implements WebSocket.Listener {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  private final LoadRun run;
  private final HttpClient http;
  private final ScheduledExecutorService timers;
  private final Random random;
  private final StringBuilder part = new StringBuilder();
  private String cookie;
  private String csrf;
  private String game;
  private WebSocket socket;
  private int sent;
  private String pending;
  private long pendingAt;
  private int lastVersion = -1;
  int acked;

  private final boolean reportsEnd;

  LoadBot(
      LoadRun run,
      HttpClient http,
      ScheduledExecutorService timers,
      long seed,
      boolean reportsEnd) {
    this.reportsEnd = reportsEnd;
    this.run = run;
    this.http = http;
    this.timers = timers;
    this.random = new Random(seed);
  }

  /** Opens a guest session. */
  CompletableFuture<Void> login() {
    return post("/api/session/guest", "{\"language\":\"en\"}")
        .thenAccept(
            r -> {
              cookie = r.headers().firstValue("Set-Cookie").orElseThrow().split(";", 2)[0];
              csrf = JSON.readTree(r.body()).get("csrf").asString();
            });
  }

  CompletableFuture<HttpResponse<String>> post(String path, String body) {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(URI.create(run.url() + path))
            .timeout(Duration.ofSeconds(30))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body));
    if (cookie != null) {
      b.header("Cookie", cookie).header("X-CSRF-Token", csrf);
    }
    return http.sendAsync(b.build(), HttpResponse.BodyHandlers.ofString())
        .thenApply(
            r -> {
              if (r.statusCode() >= 300) {
                throw new IllegalStateException(path + ": " + r.statusCode() + " " + r.body());
              }
              return r;
            });
  }

  CompletableFuture<JsonNode> get(String path) {
    HttpRequest r =
        HttpRequest.newBuilder(URI.create(run.url() + path))
            .timeout(Duration.ofSeconds(30))
            .header("Cookie", cookie)
            .build();
    return http.sendAsync(r, HttpResponse.BodyHandlers.ofString())
        .thenApply(x -> JSON.readTree(x.body()));
  }

  /** Opens the WebSocket and subscribes to {@code id}. */
  CompletableFuture<Void> watch(String id) {
    this.game = id;
    return http.newWebSocketBuilder()
        .header("Cookie", cookie)
        .connectTimeout(Duration.ofSeconds(30))
        .buildAsync(URI.create(run.url().replace("http", "ws") + "/ws"), this)
        .thenAccept(
            ws -> {
              socket = ws;
              send(Map.of("t", "sub", "game", id));
            });
  }

  String game() {
    return game;
  }

  private final Object sending = new Object();

  /**
   * Sends a message, one at a time, never while holding the bot's own lock: the client's WebSocket
   * may need the thread that delivers messages (which waits for that lock) to finish a send.
   */
  private void send(Map<String, Object> m) {
    synchronized (sending) {
      socket.sendText(JSON.writeValueAsString(m), true).join();
    }
  }

  @Override
  public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
    part.append(data);
    if (last) {
      String text = part.toString();
      part.setLength(0);
      if (System.getenv("LOADBOT_DEBUG") != null) {
        System.err.println(
            this.hashCode() + " <- " + text.substring(0, Math.min(90, text.length())));
      }
      try {
        receive(JSON.readTree(text));
      } catch (RuntimeException e) {
        run.error("bad message: " + e.getMessage());
      }
    }
    ws.request(1);
    return null;
  }

  @Override
  public void onError(WebSocket ws, Throwable error) {
    if (!run.stopping()) {
      run.error("socket: " + error);
    }
  }

  private synchronized void receive(JsonNode m) {
    switch (m.path("t").asString()) {
      case "ack" -> {
        if (m.path("id").asString("").equals(pending)) {
          run.latency(System.nanoTime() - pendingAt);
          pending = null;
          acked++;
        }
      }
      case "refused" -> run.error("refused: " + m.path("error").asString());
      case "state", "moved" -> state(m);
      default -> {}
    }
  }

  private void state(JsonNode m) {
    int v = m.path("v").asInt();
    if (v <= lastVersion) {
      return;
    }
    lastVersion = v;
    if (!m.path("status").asString().equals("live")) {
      if (m.path("status").asString().equals("over")
          || m.path("status").asString().equals("aborted")) {
        run.finished(this);
      }
      return;
    }
    JsonNode legal = m.path("view").path("legalMoves");
    if (legal.isEmpty() || pending != null || run.stopping()) {
      return;
    }
    String move = legal.get(random.nextInt(legal.size())).get("uci").asString();
    long think = run.thinkMillis(random);
    timers.schedule(() -> move(move, v), think, TimeUnit.MILLISECONDS);
  }

  private void move(String move, int version) {
    String id;
    synchronized (this) {
      if (run.stopping() || version != lastVersion || pending != null) {
        return;
      }
      id = (reportsEnd ? "w" : "b") + (sent++);
      pending = id;
      pendingAt = System.nanoTime();
    }
    run.sent();
    send(Map.of("t", "move", "game", game, "move", move, "id", id, "lag", 0));
  }

  /** Whether a move was sent and never acknowledged. */
  synchronized boolean unanswered() {
    return pending != null;
  }

  void close() {
    if (socket != null) {
      socket.abort();
    }
  }
}
