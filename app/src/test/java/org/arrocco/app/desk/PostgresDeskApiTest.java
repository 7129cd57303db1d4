package org.arrocco.app.desk;

import org.arrocco.app.server.TestServer;
import org.junit.jupiter.api.BeforeAll;

/** {@link DeskApiTest} on PostgreSQL: the same migrations and the same log. */
class PostgresDeskApiTest extends DeskApiTest {
  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.POSTGRESQL);
    DeskClient.member(server.url(), "Arbitra");
    DeskClient.member(server.url(), "Secondo");
    Arbiters arbiters = new Arbiters(server.server().database().jdbi());
    arbiters.grant("Arbitra", 1L);
    arbiters.grant("Secondo", 1L);
  }
}
