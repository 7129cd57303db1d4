package org.arrocco.app.server;

import java.net.URI;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** A test's WebSocket to {@code /ws}, with the browser's cookies; every message kept, in order. */
public final class WsClient implements AutoCloseable {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  private final WebSocket socket;
  private final BlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
  private final List<String> raw = java.util.Collections.synchronizedList(new ArrayList<>());
  private final List<JsonNode> parsed = java.util.Collections.synchronizedList(new ArrayList<>());

  private WsClient(ApiClient browser, String base, String origin) {
    var b = browser.http().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5));
    if (origin != null) {
      b.header("Origin", origin);
    }
    StringBuilder part = new StringBuilder();
    this.socket =
        b.buildAsync(
                URI.create(base.replace("http://", "ws://") + "/ws"),
                new WebSocket.Listener() {
                  @Override
                  public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                    part.append(data);
                    if (last) {
                      String text = part.toString();
                      part.setLength(0);
                      JsonNode node = JSON.readTree(text);
                      raw.add(text);
                      parsed.add(node);
                      inbox.add(node);
                    }
                    ws.request(1);
                    return null;
                  }
                })
            .join();
  }

  /** Connects as {@code browser}, sending its own origin as a page would. */
  public static WsClient open(ApiClient browser, String base) {
    return new WsClient(browser, base, base);
  }

  /** Connects with the given Origin header (null: none). */
  public static WsClient open(ApiClient browser, String base, String origin) {
    return new WsClient(browser, base, origin);
  }

  public void send(Map<String, Object> message) {
    socket.sendText(JSON.writeValueAsString(message), true).join();
  }

  public void sendRaw(String text) {
    socket.sendText(text, true).join();
  }

  /** The next message that fits, waiting up to ten seconds; messages before it are consumed. */
  public JsonNode await(Predicate<JsonNode> fits) {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    try {
      while (System.nanoTime() < end) {
        JsonNode n = inbox.poll(end - System.nanoTime(), TimeUnit.NANOSECONDS);
        if (n != null && fits.test(n)) {
          return n;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    throw new AssertionError("no such message within 10 s; received: " + raw);
  }

  /** Waits (up to ten seconds) until some message received so far, consumed or not, fits. */
  public void awaitSeen(Predicate<JsonNode> fits) {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (System.nanoTime() < end) {
      for (JsonNode n : all()) {
        if (fits.test(n)) {
          return;
        }
      }
      try {
        Thread.sleep(2);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
    throw new AssertionError("no such message within 10 s; received: " + raw);
  }

  /** The next message of type {@code t}. */
  public JsonNode await(String t) {
    return await(n -> t.equals(n.path("t").asString()));
  }

  /** Every message received so far, read. */
  public List<JsonNode> all() {
    synchronized (parsed) {
      return new ArrayList<>(parsed);
    }
  }

  /** Every message received so far, as text. */
  public List<String> received() {
    synchronized (raw) {
      return new ArrayList<>(raw);
    }
  }

  @Override
  public void close() {
    socket.abort();
  }
}
