package org.arrocco.app.server;

import org.junit.jupiter.api.BeforeAll;

/** {@link GameApiTest} on a throw-away PostgreSQL 15 database. */
class PostgresGameApiTest extends GameApiTest {
  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.POSTGRESQL);
  }
}
