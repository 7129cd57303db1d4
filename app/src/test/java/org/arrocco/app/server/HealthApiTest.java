package org.arrocco.app.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The health endpoint and the refusal of unknown API paths, on H2 and on PostgreSQL. */
class HealthApiTest {
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  private static HttpResponse<String> get(TestServer s, String path) throws Exception {
    return HTTP.send(
        HttpRequest.newBuilder(URI.create(s.url() + path)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  @ParameterizedTest
  @EnumSource(TestServer.Db.class)
  void healthNamesTheDatabaseAndTheMigratedSchema(TestServer.Db db) throws Exception {
    try (TestServer s = TestServer.start(db)) {
      HttpResponse<String> r = get(s, "/api/health");
      assertEquals(200, r.statusCode());
      String kind = db == TestServer.Db.H2 ? "h2" : "postgresql";
      assertTrue(r.body().contains("\"database\":\"" + kind + "\""), r.body());
      assertTrue(r.body().contains("\"status\":\"ok\""), r.body());
      assertEquals("nosniff", r.headers().firstValue("X-Content-Type-Options").orElse(""));
    }
  }

  @ParameterizedTest
  @EnumSource(TestServer.Db.class)
  void anUnknownApiPathIsRefusedAsJson(TestServer.Db db) throws Exception {
    try (TestServer s = TestServer.start(db)) {
      HttpResponse<String> r = get(s, "/api/no-such-thing");
      assertEquals(404, r.statusCode());
      assertEquals("{\"error\":\"no such resource: /api/no-such-thing\"}", r.body());
    }
  }

  @ParameterizedTest
  @EnumSource(TestServer.Db.class)
  void theSchemaSurvivesARestart(TestServer.Db db) throws Exception {
    TestServer first = TestServer.start(db);
    first.close();
    try (TestServer again = first.restart()) {
      HttpResponse<String> r = get(again, "/api/health");
      assertEquals(200, r.statusCode(), r.body());
    }
  }
}
