package org.arrocco.app.server;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.arrocco.app.server.db.DatabaseUrl;

/**
 * A throw-away PostgreSQL 15 cluster for tests: {@code initdb} in a temporary directory, {@code
 * pg_ctl start} on a free loopback port, one fresh database per {@link #newDatabase} call, and
 * {@code pg_ctl stop} with the directory deleted when the JVM ends. The binaries are Debian's
 * ({@code apt-get install postgresql}), in {@code /usr/lib/postgresql/15/bin} or {@code PG_BIN};
 * run as root, the cluster runs as the {@code postgres} user, since PostgreSQL refuses root.
 * Without the binaries the tests fail with that said: they are not skipped.
 */
public final class PostgresCluster {
  private static PostgresCluster shared;
  private static final AtomicInteger DATABASES = new AtomicInteger();

  private final Path bin;
  private final Path dir;
  private final int port;
  private final boolean asPostgres;

  private PostgresCluster(Path bin, Path dir, int port, boolean asPostgres) {
    this.bin = bin;
    this.dir = dir;
    this.port = port;
    this.asPostgres = asPostgres;
  }

  /** The cluster of this test JVM, started at the first call. */
  public static synchronized PostgresCluster shared() {
    if (shared == null) {
      shared = start();
      PostgresCluster c = shared;
      Runtime.getRuntime().addShutdownHook(new Thread(c::stop, "postgres-stop"));
    }
    return shared;
  }

  private static PostgresCluster start() {
    Path bin = Path.of(System.getenv().getOrDefault("PG_BIN", "/usr/lib/postgresql/15/bin"));
    if (!Files.isExecutable(bin.resolve("initdb")) || !Files.isExecutable(bin.resolve("pg_ctl"))) {
      throw new IllegalStateException(
          "PostgreSQL 15 is not installed ("
              + bin
              + "/initdb missing): apt-get install postgresql, or set PG_BIN");
    }
    boolean root = "root".equals(System.getProperty("user.name"));
    try {
      Path dir = Files.createTempDirectory("arrocco-pg");
      int port = freePort();
      PostgresCluster c = new PostgresCluster(bin, dir, port, root);
      if (root) {
        c.run(List.of("chown", "postgres:postgres", dir.toString()), false);
      }
      Path data = dir.resolve("data");
      c.run(
          List.of(
              bin.resolve("initdb").toString(),
              "-D",
              data.toString(),
              "-U",
              "arrocco",
              "-A",
              "trust",
              "-E",
              "UTF8",
              "--no-sync",
              "--no-instructions"),
          true);
      String options =
          "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1 -F -c max_connections=200";
      c.run(
          List.of(
              bin.resolve("pg_ctl").toString(),
              "-D",
              data.toString(),
              "-l",
              dir.resolve("log").toString(),
              "-o",
              options,
              "-w",
              "start"),
          true);
      return c;
    } catch (IOException e) {
      throw new IllegalStateException("cannot start PostgreSQL: " + e.getMessage(), e);
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

  private void run(List<String> command, boolean asClusterUser) throws IOException {
    List<String> full = new ArrayList<>();
    if (asClusterUser && asPostgres) {
      full.addAll(List.of("runuser", "-u", "postgres", "--"));
    }
    full.addAll(command);
    Process p = new ProcessBuilder(full).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes());
    try {
      if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
        throw new IOException(String.join(" ", full) + " failed:\n" + out);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
  }

  /** A new, empty database of this cluster. */
  public DatabaseUrl newDatabase() {
    String name = "arrocco_test_" + DATABASES.incrementAndGet();
    try (Connection c =
        DriverManager.getConnection(
            "jdbc:postgresql://127.0.0.1:" + port + "/postgres", "arrocco", "")) {
      c.createStatement().execute("CREATE DATABASE " + name);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot create database " + name + ": " + e.getMessage(), e);
    }
    return DatabaseUrl.parse("postgresql://arrocco@127.0.0.1:" + port + "/" + name);
  }

  private void stop() {
    try {
      run(
          List.of(
              bin.resolve("pg_ctl").toString(),
              "-D",
              dir.resolve("data").toString(),
              "-m",
              "immediate",
              "-w",
              "stop"),
          true);
    } catch (IOException e) {
      System.err.println("postgres-stop: " + e.getMessage());
    }
    try (var files = Files.walk(dir)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      System.err.println("postgres-stop: cannot delete " + dir + ": " + e.getMessage());
    }
  }
}
