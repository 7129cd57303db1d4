package org.arrocco.app.server;

import io.javalin.Javalin;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import org.arrocco.app.server.db.Database;
import org.arrocco.app.server.db.DatabaseUrl;
import org.arrocco.app.server.game.ComputerSeats;
import org.arrocco.app.server.game.GameHall;
import org.arrocco.app.server.game.GameStore;
import org.arrocco.app.server.web.WebApp;

/**
 * The play server, composed: the database (migrated), the games it holds, and the web face on one
 * port. {@link #start} returns when it listens; {@link #close} stops taking requests, then closes
 * the database after its last write.
 */
public final class PlayServer implements AutoCloseable {
  private final Database database;
  private final GameHall hall;
  private final ComputerSeats computer;
  private final Javalin web;

  private PlayServer(Database database, GameHall hall, ComputerSeats computer, Javalin web) {
    this.database = database;
    this.hall = hall;
    this.computer = computer;
    this.web = web;
  }

  /** Opens the database, migrates it and listens on the settings' address and port. */
  public static PlayServer start(ServerSettings settings) {
    try {
      Files.createDirectories(settings.dataDir());
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot make the data directory " + settings.dataDir() + ": " + e.getMessage(), e);
    }
    Database database = Database.open(settings.database(), 16);
    GameHall hall = new GameHall(store(settings, database), System::currentTimeMillis);
    ComputerSeats computer = null;
    try {
      hall.recover();
      // the computer thinks on at most half the machine's cores, so people's moves keep theirs
      int threads = Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
      computer = new ComputerSeats(hall, threads, System::currentTimeMillis);
      Javalin web = new WebApp(database, hall).create();
      web.start(settings.host(), settings.port());
      hall.resumeRecovered(); // the clocks run again once the server listens
      computer.resumeAll();
      return new PlayServer(database, hall, computer, web);
    } catch (RuntimeException e) {
      if (computer != null) {
        computer.close();
      }
      hall.close();
      database.close();
      throw e;
    }
  }

  /**
   * The games' store: on the server's own embedded H2 file, events go through a write-ahead log
   * beside it ({@code events/} in the data directory); on PostgreSQL, or an H2 database named by
   * its own URL, each batch is committed to the database.
   */
  private static GameStore store(ServerSettings settings, Database database) {
    if (settings.database().equals(DatabaseUrl.h2File(settings.dataDir()))) {
      return new GameStore(database.jdbi(), settings.dataDir().resolve("events"));
    }
    return new GameStore(database.jdbi(), database.url().kind() == DatabaseUrl.Kind.H2);
  }

  /** The port it listens on (the one chosen when 0 was asked). */
  public int port() {
    return web.port();
  }

  /** The database it keeps its games in. */
  public Database database() {
    return database;
  }

  /** The games it holds. */
  public GameHall hall() {
    return hall;
  }

  /** The computer's seats. */
  public ComputerSeats computer() {
    return computer;
  }

  @Override
  public void close() {
    web.stop();
    computer.close();
    hall.close();
    database.close();
  }
}
