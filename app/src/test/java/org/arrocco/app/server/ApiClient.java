package org.arrocco.app.server;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * One browser as the API tests see it: its own cookie jar, and the CSRF token it read from {@code
 * /api/me} echoed on every POST, as the page does.
 */
public final class ApiClient {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  static {
    // Jetty closes a connection idle for 30 s; reuse one only while the server surely keeps it
    // (Java's default is 20 minutes), as a well-behaved browser does
    if (System.getProperty("jdk.httpclient.keepalive.timeout") == null) {
      System.setProperty("jdk.httpclient.keepalive.timeout", "10");
    }
  }

  private final String base;
  private final HttpClient http;
  private final CookieManager cookies;
  private String csrf;

  public ApiClient(String base) {
    this(base, new CookieManager(), null);
  }

  private ApiClient(String base, CookieManager cookies, String csrf) {
    this.base = base;
    this.cookies = cookies;
    this.csrf = csrf;
    // the server speaks HTTP/1.1 on plain connections: no h2c upgrade attempted on a first request
    this.http =
        HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).cookieHandler(cookies).build();
  }

  /** The same browser (cookies, CSRF token) talking to another address (a restarted server). */
  public ApiClient at(String otherBase) {
    CookieManager moved = new CookieManager();
    for (var c : cookies.getCookieStore().getCookies()) {
      moved.getCookieStore().add(URI.create(otherBase), c);
    }
    return new ApiClient(otherBase, moved, csrf);
  }

  /** A response: status, body read as JSON (null when not JSON), and the raw headers. */
  public record Reply(int status, JsonNode json, String body, HttpResponse<String> raw) {
    public String text(String field) {
      return json == null || json.get(field) == null ? null : json.get(field).asString();
    }
  }

  public Reply get(String path) {
    return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
  }

  /** A POST with a JSON body and the CSRF token, as the page sends it. */
  public Reply post(String path, Object body) {
    return post(path, body, Map.of());
  }

  /** A POST with extra headers (or the CSRF header replaced). */
  public Reply post(String path, Object body, Map<String, String> headers) {
    String json = body instanceof String s ? s : JSON.writeValueAsString(body);
    HttpRequest.Builder b =
        HttpRequest.newBuilder(URI.create(base + path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(json));
    if (csrf != null && !headers.containsKey("X-CSRF-Token")) {
      b.header("X-CSRF-Token", csrf);
    }
    headers.forEach((k, v) -> b.setHeader(k, v));
    Reply r = send(b);
    if (r.json() != null && r.json().has("csrf")) {
      csrf = r.text("csrf");
    }
    return r;
  }

  /** Opens a guest session (the page does this on a first visit). */
  public Reply guest() {
    return post("/api/session/guest", Map.of("language", "en"));
  }

  public HttpClient http() {
    return http;
  }

  public String csrf() {
    return csrf;
  }

  private Reply send(HttpRequest.Builder b) {
    try {
      HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
      JsonNode node = null;
      if (r.headers().firstValue("Content-Type").orElse("").startsWith("application/json")) {
        node = JSON.readTree(r.body());
      }
      return new Reply(r.statusCode(), node, r.body(), r);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
