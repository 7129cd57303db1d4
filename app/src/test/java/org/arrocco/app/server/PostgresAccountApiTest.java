package org.arrocco.app.server;

import org.junit.jupiter.api.BeforeAll;

/** {@link AccountApiTest} on a throw-away PostgreSQL 15 database. */
class PostgresAccountApiTest extends AccountApiTest {
  @BeforeAll
  static void start() {
    server = TestServer.start(TestServer.Db.POSTGRESQL);
  }
}
