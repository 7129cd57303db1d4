package org.arrocco.app.server;

import java.nio.file.Path;
import java.util.Map;
import org.arrocco.app.server.db.DatabaseUrl;

/**
 * What {@code ./arrocco serve} was asked for: the address and port to listen on, the data
 * directory, and the database.
 *
 * @param host the address to listen on ({@code 0.0.0.0}: every interface, so phones across the room
 *     reach it)
 * @param port the TCP port, 0 for any free one (tests)
 * @param dataDir where the embedded database and other files live
 * @param database the database to use
 */
public record ServerSettings(String host, int port, Path dataDir, DatabaseUrl database) {

  /** The port when none is given. */
  public static final int DEFAULT_PORT = 7070;

  /**
   * The data directory when none is given: {@code $XDG_DATA_HOME/arrocco}, else {@code
   * ~/.local/share/arrocco} (the XDG base directory specification).
   */
  public static Path defaultDataDir(Map<String, String> env) {
    String xdg = env.get("XDG_DATA_HOME");
    if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
      return Path.of(xdg, "arrocco");
    }
    String home = env.getOrDefault("HOME", System.getProperty("user.home"));
    return Path.of(home, ".local", "share", "arrocco");
  }

  /**
   * The settings from the command line's values (each null when not given) and the environment:
   * {@code --db} before {@code ARROCCO_DB}, else H2 in the data directory.
   */
  public static ServerSettings of(
      String host, Integer port, Path dataDir, String db, Map<String, String> env) {
    int p = port == null ? DEFAULT_PORT : port;
    if (p < 0 || p > 65535) {
      throw new IllegalArgumentException("--port must be 0-65535, not " + p);
    }
    Path data = dataDir != null ? dataDir : defaultDataDir(env);
    String dbText = db != null ? db : env.get("ARROCCO_DB");
    DatabaseUrl url =
        dbText == null || dbText.isBlank() ? DatabaseUrl.h2File(data) : DatabaseUrl.parse(dbText);
    return new ServerSettings(host == null ? "0.0.0.0" : host, p, data, url);
  }
}
