package org.arrocco.app.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.arrocco.app.server.db.DatabaseUrl;

/**
 * A play server for one test class, on a free loopback port: on embedded H2 in a temporary data
 * directory, or on a fresh database of the shared throw-away PostgreSQL cluster.
 */
public final class TestServer implements AutoCloseable {
  /** The databases every API test runs on. */
  public enum Db {
    H2,
    POSTGRESQL
  }

  private final PlayServer server;
  private final Path data;
  private final DatabaseUrl url;

  private TestServer(PlayServer server, Path data, DatabaseUrl url) {
    this.server = server;
    this.data = data;
    this.url = url;
  }

  /** Starts a server with a new, empty database of the kind asked. */
  public static TestServer start(Db db) {
    try {
      Path data = Files.createTempDirectory("arrocco-server-test");
      DatabaseUrl url =
          db == Db.H2 ? DatabaseUrl.h2File(data) : PostgresCluster.shared().newDatabase();
      return new TestServer(startOn(data, url), data, url);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static PlayServer startOn(Path data, DatabaseUrl url) {
    return PlayServer.start(new ServerSettings("127.0.0.1", 0, data, url));
  }

  /** A new server on the same data and database, after this one was closed (a restart). */
  public TestServer restart() {
    return new TestServer(startOn(data, url), data, url);
  }

  /** A server on an existing data directory with its embedded H2 database (a restart). */
  public static TestServer startOn(Path data) {
    DatabaseUrl url = DatabaseUrl.h2File(data);
    return new TestServer(startOn(data, url), data, url);
  }

  /** The data directory. */
  public Path dataDir() {
    return data;
  }

  public PlayServer server() {
    return server;
  }

  /** The base URL, {@code http://127.0.0.1:PORT}. */
  public String url() {
    return "http://127.0.0.1:" + server.port();
  }

  @Override
  public void close() {
    server.close();
  }
}
