package org.arrocco.app.server.db;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Where the server keeps its data, read from {@code --db} or {@code ARROCCO_DB}: a PostgreSQL URL
 * in the usual form ({@code postgresql://user:password@host:5432/name}, also {@code postgres://}),
 * a JDBC URL as it is ({@code jdbc:postgresql:...}, {@code jdbc:h2:...}), or, with neither, an
 * embedded H2 database file in the data directory.
 *
 * @param jdbcUrl the JDBC URL the connection pool opens
 * @param user the user name, or null when the URL carries it or needs none
 * @param password the password, or null
 * @param kind which database it is
 */
public record DatabaseUrl(String jdbcUrl, String user, String password, Kind kind) {

  /** The databases the server runs on; the same migrations serve both. */
  public enum Kind {
    H2,
    POSTGRESQL
  }

  /** The embedded H2 database file {@code arrocco} in the data directory. */
  public static DatabaseUrl h2File(Path dataDir) {
    String file = dataDir.toAbsolutePath().resolve("arrocco").toString();
    // DB_CLOSE_ON_EXIT=FALSE: the server closes it after its last write, not a JVM hook before;
    // WRITE_DELAY=0: each commit is written to the file before it returns, so a move acknowledged
    // survives the process being killed (H2's default writes up to half a second later);
    // REUSE_SPACE=FALSE: new data always goes to the end of the file: H2 2.5 reopened after a kill
    // may miss the newest commits when they were written into space freed by old ones (a harness
    // killing a writer 20 times with freed space reused at once lost commits in 4 of 10 kills, none
    // with this setting; docs/play.md)
    return new DatabaseUrl(
        "jdbc:h2:file:" + file + ";DB_CLOSE_ON_EXIT=FALSE;WRITE_DELAY=0;REUSE_SPACE=FALSE",
        "arrocco",
        "",
        Kind.H2);
  }

  /**
   * Reads a database URL as given on the command line.
   *
   * @throws IllegalArgumentException naming what is wrong with it
   */
  public static DatabaseUrl parse(String text) {
    String t = text.strip();
    if (t.startsWith("jdbc:postgresql:")) {
      return new DatabaseUrl(t, null, null, Kind.POSTGRESQL);
    }
    if (t.startsWith("jdbc:h2:")) {
      return new DatabaseUrl(t, null, null, Kind.H2);
    }
    if (!t.startsWith("postgresql://") && !t.startsWith("postgres://")) {
      throw new IllegalArgumentException(
          "--db: '"
              + text
              + "' is no database URL; give postgresql://user:password@host:port/name (or a"
              + " jdbc:postgresql: or jdbc:h2: URL)");
    }
    URI uri;
    try {
      uri = new URI(t);
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException("--db: '" + text + "' is malformed: " + e.getReason());
    }
    if (uri.getHost() == null) {
      throw new IllegalArgumentException("--db: '" + text + "' names no host");
    }
    String name = uri.getPath() == null ? "" : uri.getPath().replaceFirst("^/", "");
    if (name.isEmpty()) {
      throw new IllegalArgumentException("--db: '" + text + "' names no database after the host");
    }
    String user = null;
    String password = null;
    if (uri.getRawUserInfo() != null) {
      String[] parts = uri.getRawUserInfo().split(":", 2);
      user = decode(parts[0]);
      password = parts.length > 1 ? decode(parts[1]) : null;
    }
    String port = uri.getPort() < 0 ? "" : ":" + uri.getPort();
    String query = uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery();
    String jdbc = "jdbc:postgresql://" + uri.getHost() + port + "/" + name + query;
    return new DatabaseUrl(jdbc, user, password, Kind.POSTGRESQL);
  }

  private static String decode(String s) {
    return URLDecoder.decode(s, StandardCharsets.UTF_8);
  }

  /** The URL without its password, for logs and the health page. */
  public String shown() {
    return jdbcUrl.replaceAll("(?i)(password=)[^&;]*", "$1***");
  }
}
