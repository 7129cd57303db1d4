package org.arrocco.app.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.arrocco.app.Cli;
import org.arrocco.app.server.ApiClient;
import org.arrocco.app.server.TestServer;
import org.junit.jupiter.api.Test;

/**
 * The arbiter's accounts and the desk's gate: {@code arbiter grant|revoke|list} on the server's
 * database, and no desk page or API call without an arbiter's login (401 without a session, 403 for
 * a guest or a player, the pages sending to the login page).
 */
class ArbiterGateTest {
  private static ApiClient member(TestServer server, String name) {
    ApiClient b = new ApiClient(server.url());
    ApiClient.Reply r = b.post("/api/accounts", Map.of("name", name, "password", "secret-word-42"));
    assertEquals(201, r.status(), r.body());
    return b;
  }

  private static ApiClient login(TestServer server, String name) {
    ApiClient b = new ApiClient(server.url());
    ApiClient.Reply r = b.post("/api/session", Map.of("name", name, "password", "secret-word-42"));
    assertEquals(200, r.status(), r.body());
    return b;
  }

  @Test
  void theDeskRefusesEveryoneButAnArbiter() throws Exception {
    TestServer server = TestServer.start(TestServer.Db.H2);
    Path data;
    try {
      ApiClient nobody = new ApiClient(server.url());
      assertEquals(401, nobody.get("/api/events").status());
      assertEquals(401, nobody.get("/api/events/1").status());
      assertEquals(401, nobody.post("/api/events", Map.of("name", "x")).status());
      ApiClient.Reply page = nobody.get("/arbiter/");
      assertEquals(302, page.status());
      assertEquals(
          "/?next=%2Farbiter%2F", page.raw().headers().firstValue("Location").orElseThrow());
      assertEquals(302, nobody.get("/arbiter/event/1").status());

      ApiClient guest = new ApiClient(server.url());
      guest.guest();
      assertEquals(403, guest.get("/api/events").status());
      assertEquals(403, guest.post("/api/events", Map.of("name", "x")).status());
      assertEquals(302, guest.get("/arbiter/").status());

      ApiClient anna = member(server, "Anna");
      assertEquals(403, anna.get("/api/events").status());
      assertEquals(302, anna.get("/arbiter/").status());
      member(server, "Marco");
      data = dataDir(server);
    } finally {
      server.close();
    }
    // the embedded database is one program's at a time: grant while the server is stopped
    Cli granted = Cli.run("arbiter", "grant", "anna", "--data", data.toString());
    assertEquals(0, granted.status(), granted.err());
    assertEquals("Anna is now an arbiter\n", granted.out());
    assertEquals(
        "Anna is already an arbiter\n",
        Cli.run("arbiter", "grant", "Anna", "--data", data.toString()).out());
    Cli unknown = Cli.run("arbiter", "grant", "Zoe", "--data", data.toString());
    assertEquals(2, unknown.status());
    assertTrue(unknown.err().contains("no account named 'Zoe'"), unknown.err());
    Cli notOne = Cli.run("arbiter", "revoke", "Marco", "--data", data.toString());
    assertEquals(2, notOne.status());
    assertEquals("arrocco: Marco is not an arbiter\n", notOne.err());
    Cli list = Cli.run("arbiter", "list", "--data", data.toString());
    assertEquals(0, list.status(), list.err());
    assertTrue(list.out().startsWith("Anna\tsince 20"), list.out());
    assertEquals(1, list.out().lines().count(), list.out());
    assertEquals(2, Cli.run("arbiter", "list", "Anna", "--data", data.toString()).status());
    assertEquals(2, Cli.run("arbiter", "give", "Anna", "--data", data.toString()).status());

    server = TestServer.startOn(data);
    try {
      ApiClient anna = login(server, "Anna");
      ApiClient.Reply page = anna.get("/arbiter/");
      assertEquals(200, page.status());
      assertTrue(page.body().contains("/desk/desk.js"), page.body());
      // past the gate: an event that does not exist is simply not found
      assertEquals(404, anna.get("/api/events/999999/nothing").status());
      ApiClient marco = login(server, "Marco");
      assertEquals(403, marco.get("/api/events").status());
      // a revocation takes effect at the next request (PostgreSQL: live; H2 here through a second
      // handle on the same open database)
      new Arbiters(server.server().database().jdbi()).revoke("anna");
      assertEquals(403, anna.get("/api/events/999999/nothing").status());
      assertEquals(302, anna.get("/arbiter/").status());
    } finally {
      server.close();
    }
  }

  private static Path dataDir(TestServer server) throws Exception {
    Path d = server.dataDir();
    assertTrue(Files.isDirectory(d));
    return d;
  }
}
