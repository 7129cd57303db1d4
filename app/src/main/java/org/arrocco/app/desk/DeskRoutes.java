package org.arrocco.app.desk;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.arrocco.app.server.account.Sessions;
import org.arrocco.app.server.db.Database;

/**
 * The arbiter's desk on the play server: its pages under {@code /arbiter/} and its JSON API under
 * {@code /api/events/}, both behind the {@link DeskGate}. Registered by the web application with
 * one call, {@link #addTo}.
 */
public final class DeskRoutes {
  private final DeskGate gate;
  private final String deskPage;

  public DeskRoutes(Database database) {
    this.gate = new DeskGate(new Sessions(database.jdbi()), new Arbiters(database.jdbi()));
    this.deskPage = resource("/desk-pages/desk.html");
  }

  static String resource(String name) {
    try (InputStream in = DeskRoutes.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("the page " + name + " is missing from the build");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Adds the gate and the routes; the server's session gate of {@code /api/*} runs first. */
  public void addTo(RoutesConfig routes) {
    routes.before("/api/events", gate::api);
    routes.before("/api/events/*", gate::api);
    routes.before("/arbiter", gate::page);
    routes.before("/arbiter/*", gate::page);
    routes.get("/arbiter/", this::desk);
  }

  private void desk(Context ctx) {
    ctx.contentType("text/html; charset=utf-8").result(deskPage);
  }
}
