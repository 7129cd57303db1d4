package org.arrocco.app.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.arrocco.app.server.db.DatabaseUrl;
import org.junit.jupiter.api.Test;

/** The settings of {@code serve}: data directory, database URL, port, from options and env. */
class ServerSettingsTest {
  @Test
  void theDataDirectoryFollowsXdgElseHome() {
    assertEquals(
        Path.of("/x/data/arrocco"),
        ServerSettings.defaultDataDir(Map.of("XDG_DATA_HOME", "/x/data", "HOME", "/home/a")));
    assertEquals(
        Path.of("/home/a/.local/share/arrocco"),
        ServerSettings.defaultDataDir(Map.of("HOME", "/home/a")));
    // a relative XDG_DATA_HOME is invalid by the specification and ignored
    assertEquals(
        Path.of("/home/a/.local/share/arrocco"),
        ServerSettings.defaultDataDir(Map.of("XDG_DATA_HOME", "rel", "HOME", "/home/a")));
  }

  @Test
  void withoutDbTheDatabaseIsH2InTheDataDirectory() {
    ServerSettings s = ServerSettings.of(null, null, Path.of("/d"), null, Map.of());
    assertEquals(DatabaseUrl.Kind.H2, s.database().kind());
    assertTrue(s.database().jdbcUrl().startsWith("jdbc:h2:file:/d/arrocco;"));
    assertEquals(7070, s.port());
    assertEquals("0.0.0.0", s.host());
  }

  @Test
  void dbOptionComesBeforeTheEnvironment() {
    Map<String, String> env = Map.of("ARROCCO_DB", "postgresql://e@envhost/envdb");
    ServerSettings fromEnv = ServerSettings.of(null, 80, Path.of("/d"), null, env);
    assertEquals("jdbc:postgresql://envhost/envdb", fromEnv.database().jdbcUrl());
    ServerSettings fromOption =
        ServerSettings.of(null, 80, Path.of("/d"), "postgres://u:p%40ss@h:5433/club", env);
    assertEquals("jdbc:postgresql://h:5433/club", fromOption.database().jdbcUrl());
    assertEquals("u", fromOption.database().user());
    assertEquals("p@ss", fromOption.database().password());
  }

  @Test
  void badValuesAreNamed() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> ServerSettings.of(null, 70000, Path.of("/d"), null, Map.of()));
    assertEquals("--port must be 0-65535, not 70000", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> DatabaseUrl.parse("mysql://h/x"));
    assertTrue(e.getMessage().startsWith("--db: 'mysql://h/x' is no database URL"));
    e = assertThrows(IllegalArgumentException.class, () -> DatabaseUrl.parse("postgresql://h/"));
    assertEquals("--db: 'postgresql://h/' names no database after the host", e.getMessage());
  }
}
