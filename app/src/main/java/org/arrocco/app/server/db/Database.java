package org.arrocco.app.server.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.jdbi.v3.core.Jdbi;

/**
 * The server's database: a HikariCP pool on H2 or PostgreSQL, brought to the newest schema by the
 * Flyway migrations of {@code db/migration} (the same files on both), and the JDBI handle through
 * which every query passes.
 */
public final class Database implements AutoCloseable {
  private final DatabaseUrl url;
  private final HikariDataSource pool;
  private final Jdbi jdbi;
  private final String schemaVersion;

  private Database(DatabaseUrl url, HikariDataSource pool, String schemaVersion) {
    this.url = url;
    this.pool = pool;
    this.jdbi = Jdbi.create(pool);
    this.schemaVersion = schemaVersion;
  }

  /**
   * Opens the pool and migrates the schema.
   *
   * @throws DatabaseException naming the URL and the database's reason when it cannot be reached or
   *     migrated
   */
  public static Database open(DatabaseUrl url, int poolSize) {
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(url.jdbcUrl());
    if (url.user() != null) {
      config.setUsername(url.user());
    }
    if (url.password() != null) {
      config.setPassword(url.password());
    }
    config.setMaximumPoolSize(poolSize);
    config.setPoolName("arrocco");
    config.setInitializationFailTimeout(10_000);
    HikariDataSource pool;
    try {
      pool = new HikariDataSource(config);
    } catch (RuntimeException e) {
      throw new DatabaseException("cannot open the database " + url.shown() + ": " + reason(e), e);
    }
    try {
      Flyway flyway =
          Flyway.configure()
              .dataSource(pool)
              .locations("classpath:db/migration")
              .failOnMissingLocations(true)
              .load();
      flyway.migrate();
      MigrationInfo current = flyway.info().current();
      return new Database(url, pool, current == null ? "0" : current.getVersion().getVersion());
    } catch (RuntimeException e) {
      pool.close();
      throw new DatabaseException(
          "cannot migrate the database " + url.shown() + ": " + reason(e), e);
    }
  }

  private static String reason(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String m = root.getMessage();
    return (m == null ? root.getClass().getSimpleName() : m).lines().findFirst().orElse("");
  }

  /** The JDBI handle for queries and transactions. */
  public Jdbi jdbi() {
    return jdbi;
  }

  /** Which database this is. */
  public DatabaseUrl url() {
    return url;
  }

  /** The schema version the migrations left. */
  public String schemaVersion() {
    return schemaVersion;
  }

  /** Whether a query answers now (the health check). */
  public boolean answers() {
    try {
      return jdbi.withHandle(h -> h.createQuery("SELECT 1").mapTo(Integer.class).one()) == 1;
    } catch (RuntimeException e) {
      return false;
    }
  }

  @Override
  public void close() {
    pool.close();
  }
}
