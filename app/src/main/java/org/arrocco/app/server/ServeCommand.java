package org.arrocco.app.server;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.arrocco.app.BadInputException;
import org.arrocco.app.server.db.DatabaseException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code arrocco serve}: the play server, HTTP and WebSocket on one port, until stopped. */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    description =
        "Runs the play server: the page at http://localhost:PORT/ and its API, games kept in an"
            + " embedded H2 database under the data directory, or in PostgreSQL with --db.")
public final class ServeCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Option(names = "--port", description = "The TCP port (default 7070).")
  Integer port;

  @Option(
      names = "--host",
      description = "The address to listen on (default 0.0.0.0, every interface).")
  String host;

  @Option(
      names = "--data",
      description =
          "The data directory (default $XDG_DATA_HOME/arrocco, else ~/.local/share/arrocco).")
  Path data;

  @Option(
      names = "--db",
      description =
          "A PostgreSQL database, postgresql://user:password@host:port/name (default: ARROCCO_DB,"
              + " else H2 in the data directory).")
  String db;

  @Override
  public Integer call() throws InterruptedException {
    ServerSettings settings;
    try {
      settings = ServerSettings.of(host, port, data, db, System.getenv());
    } catch (IllegalArgumentException e) {
      throw new BadInputException(e.getMessage());
    }
    PlayServer server;
    try {
      server = PlayServer.start(settings);
    } catch (DatabaseException | java.io.UncheckedIOException e) {
      throw new BadInputException(e.getMessage());
    } catch (RuntimeException e) {
      throw new BadInputException(
          "cannot listen on " + settings.host() + ":" + settings.port() + ": " + e.getMessage());
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  server.close();
                  stopped.countDown();
                },
                "arrocco-shutdown"));
    spec.commandLine()
        .getOut()
        .printf(
            "arrocco: serving on http://localhost:%d/ (data %s, database %s)%n",
            server.port(), settings.dataDir(), settings.database().shown());
    spec.commandLine().getOut().flush();
    stopped.await();
    return 0;
  }
}
