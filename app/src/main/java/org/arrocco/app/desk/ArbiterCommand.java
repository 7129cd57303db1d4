package org.arrocco.app.desk;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import org.arrocco.app.BadInputException;
import org.arrocco.app.server.ServerSettings;
import org.arrocco.app.server.db.Database;
import org.arrocco.app.server.db.DatabaseException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arrocco arbiter grant|revoke|list [NAME]}: who may use the arbiter's desk of the play
 * server, on the database {@code serve} uses (the same {@code --data} and {@code --db}). The
 * account must exist: the person registers on the server's page first.
 */
@Command(
    name = "arbiter",
    mixinStandardHelpOptions = true,
    description =
        "Grants or revokes the arbiter's desk to an account of the play server, or lists the"
            + " arbiters: arbiter grant NAME, arbiter revoke NAME, arbiter list.")
public final class ArbiterCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "ACTION", description = "grant, revoke or list.")
  String action;

  @Parameters(
      index = "1",
      arity = "0..1",
      paramLabel = "NAME",
      description = "The account's name (for grant and revoke).")
  String name;

  @Option(
      names = "--data",
      description =
          "The server's data directory (default $XDG_DATA_HOME/arrocco, else"
              + " ~/.local/share/arrocco).")
  Path data;

  @Option(
      names = "--db",
      description = "The server's PostgreSQL database (default: ARROCCO_DB, else H2 in --data).")
  String db;

  @Override
  public Integer call() {
    if (!List.of("grant", "revoke", "list").contains(action)) {
      throw new BadInputException(
          "arbiter: unknown action '" + action + "'; use grant NAME, revoke NAME or list");
    }
    if (action.equals("list") == (name != null)) {
      throw new BadInputException(
          action.equals("list")
              ? "arbiter list takes no name"
              : "arbiter " + action + " needs the account's name");
    }
    ServerSettings settings;
    try {
      settings = ServerSettings.of(null, null, data, db, System.getenv());
    } catch (IllegalArgumentException e) {
      throw new BadInputException(e.getMessage());
    }
    Database database;
    try {
      database = Database.open(settings.database(), 2);
    } catch (DatabaseException e) {
      String inUse =
          e.getMessage().contains("already in use") || e.getMessage().contains("locked")
              ? " (an embedded database is open in one program at a time: stop the server, or"
                  + " run it on PostgreSQL with --db)"
              : "";
      throw new BadInputException(e.getMessage() + inUse);
    }
    try (database) {
      Arbiters arbiters = new Arbiters(database.jdbi());
      PrintWriter out = spec.commandLine().getOut();
      switch (action) {
        case "grant" -> {
          Arbiters.Change c = arbiters.grant(name, System.currentTimeMillis());
          refuseUnknown(c);
          String who = arbiters.registeredName(name);
          out.println(
              c == Arbiters.Change.DONE
                  ? who + " is now an arbiter"
                  : who + " is already an arbiter");
        }
        case "revoke" -> {
          Arbiters.Change c = arbiters.revoke(name);
          refuseUnknown(c);
          String who = arbiters.registeredName(name);
          if (c == Arbiters.Change.ALREADY) {
            throw new BadInputException(who + " is not an arbiter");
          }
          out.println(who + " is no longer an arbiter");
        }
        default -> {
          List<Arbiters.Arbiter> all = arbiters.list();
          if (all.isEmpty()) {
            out.println("no arbiters (arbiter grant NAME makes one)");
          }
          for (Arbiters.Arbiter a : all) {
            out.println(a.name() + "\tsince " + Instant.ofEpochMilli(a.grantedAt()));
          }
        }
      }
      out.flush();
    }
    return 0;
  }

  private void refuseUnknown(Arbiters.Change c) {
    if (c == Arbiters.Change.NO_ACCOUNT) {
      throw new BadInputException(
          "no account named '"
              + name
              + "' (the person registers on the server's page first, then is granted)");
    }
  }
}
