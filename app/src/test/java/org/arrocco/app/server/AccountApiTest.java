package org.arrocco.app.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.arrocco.app.server.account.LoginThrottle;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Accounts and sessions through the HTTP API: guests, registration, login and its rate limit, log
 * out, and the refusals of forged requests. Run on H2 here and on PostgreSQL by the subclass.
 */
class AccountApiTest {
  static TestServer server;

  static TestServer.Db db() {
    return TestServer.Db.H2;
  }

  @BeforeAll
  static void start() {
    server = TestServer.start(db());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  ApiClient browser() {
    return new ApiClient(server.url());
  }

  @Test
  void aGuestGetsAnHttpOnlySameSiteCookie() {
    ApiClient b = browser();
    assertEquals(401, b.get("/api/me").status());
    ApiClient.Reply r = b.guest();
    assertEquals(201, r.status(), r.body());
    String cookie = r.raw().headers().firstValue("Set-Cookie").orElseThrow();
    assertTrue(cookie.startsWith("arrocco_session="), cookie);
    assertTrue(cookie.contains("HttpOnly"), cookie);
    assertTrue(cookie.contains("SameSite=Lax"), cookie);
    ApiClient.Reply me = b.get("/api/me");
    assertEquals(200, me.status());
    assertTrue(me.json().get("guest").asBoolean());
    assertEquals("Guest " + me.json().get("id").asLong(), me.text("name"));
    // asking again keeps the same guest
    assertEquals(me.json().get("id").asLong(), b.guest().json().get("id").asLong());
  }

  @Test
  void aRequestWithoutTheCsrfTokenIsRefused() {
    ApiClient b = browser();
    b.guest();
    ApiClient.Reply r =
        b.post("/api/me/language", Map.of("language", "it"), Map.of("X-CSRF-Token", "forged"));
    assertEquals(403, r.status());
    assertEquals("missing or wrong X-CSRF-Token header", r.text("error"));
    assertEquals("en", b.get("/api/me").text("language"));
    assertEquals(200, b.post("/api/me/language", Map.of("language", "it")).status());
    assertEquals("it", b.get("/api/me").text("language"));
  }

  @Test
  void aForeignOriginOrANonJsonBodyIsRefused() {
    ApiClient b = browser();
    b.guest();
    ApiClient.Reply r =
        b.post(
            "/api/me/language", Map.of("language", "it"), Map.of("Origin", "http://evil.example"));
    assertEquals(403, r.status());
    assertTrue(r.text("error").startsWith("cross-site request refused"), r.body());
    r = b.post("/api/me/language", "{\"language\":\"it\"}", Map.of("Content-Type", "text/plain"));
    assertEquals(415, r.status());
    assertEquals("en", b.get("/api/me").text("language"));
    // the page's own origin passes
    String own = server.url();
    assertEquals(
        200, b.post("/api/me/language", Map.of("language", "it"), Map.of("Origin", own)).status());
  }

  @Test
  void malformedOversizedAndUnknownInputIsRefused() {
    ApiClient b = browser();
    assertEquals(400, b.post("/api/session/guest", "{\"language\":").status());
    ApiClient.Reply r = b.post("/api/session/guest", Map.of("language", "en", "admin", true));
    assertEquals(400, r.status());
    assertTrue(r.text("error").startsWith("malformed JSON"), r.body());
    assertEquals(400, b.post("/api/session/guest", Map.of("language", "fr")).status());
    String big = "{\"language\":\"" + "x".repeat(70_000) + "\"}";
    assertEquals(413, b.post("/api/session/guest", big).status());
    assertEquals(401, b.get("/api/me").status());
  }

  @Test
  void aGuestBecomesAMemberKeepingItsIdAndNamesAreUnique() {
    ApiClient b = browser();
    long id = b.guest().json().get("id").asLong();
    ApiClient.Reply r =
        b.post("/api/accounts", Map.of("name", "Caissa", "password", "correct horse"));
    assertEquals(201, r.status(), r.body());
    assertEquals(id, r.json().get("id").asLong());
    assertFalse(b.get("/api/me").json().get("guest").asBoolean());
    assertEquals("Caissa", b.get("/api/me").text("name"));
    ApiClient other = browser();
    r = other.post("/api/accounts", Map.of("name", "caissa", "password", "another one"));
    assertEquals(409, r.status());
    r =
        other.post(
            "/api/accounts", Map.of("name", "x", "password", "another one", "language", "en"));
    assertEquals(400, r.status());
    assertEquals("a name has 2-20 characters: letters, digits, _ . -", r.text("error"));
    r = other.post("/api/accounts", Map.of("name", "Other", "password", "short"));
    assertEquals("la password deve avere almeno 8 caratteri", r.text("error"), "Italian default");
  }

  @Test
  void loginLogoutAndTheRateLimit() {
    ApiClient a = browser();
    assertEquals(
        201,
        a.post("/api/accounts", Map.of("name", "Tal", "password", "sacrifice!", "language", "en"))
            .status());
    long id = a.get("/api/me").json().get("id").asLong();
    assertEquals(200, a.post("/api/session/logout", Map.of()).status());
    assertEquals(401, a.get("/api/me").status());

    ApiClient b = browser();
    ApiClient.Reply r = b.post("/api/session", Map.of("name", "tal", "password", "sacrifice!"));
    assertEquals(200, r.status(), r.body());
    assertEquals(id, r.json().get("id").asLong());

    ApiClient c = browser();
    for (int i = 0; i < LoginThrottle.PER_NAME; i++) {
      assertEquals(
          401, c.post("/api/session", Map.of("name", "Tal", "password", "wrong-one")).status());
    }
    r = c.post("/api/session", Map.of("name", "Tal", "password", "sacrifice!"));
    assertEquals(429, r.status(), "the right password too is refused once the limit is reached");
    assertNotEquals(200, c.get("/api/me").status());
    assertEquals(
        401, c.post("/api/session", Map.of("name", "Nobody", "password", "whatever1")).status());
  }
}
