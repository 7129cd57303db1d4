package org.arrocco.app.desk;

import org.arrocco.app.server.TestServer;
import org.junit.jupiter.api.BeforeAll;

/** {@link OnlineDeskTest} on PostgreSQL: the same migration, seats and live games. */
class PostgresOnlineDeskTest extends OnlineDeskTest {
  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.POSTGRESQL);
    DeskClient.member(server.url(), "Arbitra");
    new Arbiters(server.server().database().jdbi()).grant("Arbitra", 1L);
  }
}
