package org.arrocco.app.server.web;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import java.util.Map;
import org.arrocco.app.server.account.Accounts;
import org.arrocco.app.server.account.Sessions;
import org.arrocco.app.server.db.Database;
import org.arrocco.app.server.game.GameHall;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;

/**
 * The HTTP and WebSocket face of the server, on one port: the JSON API under {@code /api/}, the
 * WebSocket of live games, the browser page and its files. Every request is checked here before it
 * reaches a game; refusals are JSON {@code {"error": reason}} with a fitting status.
 */
public final class WebApp {
  /** The largest request body taken (a move, a form): anything larger is refused unread. */
  public static final long MAX_REQUEST_BYTES = 64 * 1024;

  private static final Logger LOG = LoggerFactory.getLogger(WebApp.class);

  private final Database database;
  private final SessionGate gate;
  private final AccountRoutes accounts;
  private final PageFiles page = PageFiles.load();

  private final GameRoutes games;
  private final PlaySocket socket;
  private final org.arrocco.app.desk.DeskRoutes desk;

  public WebApp(Database database, GameHall hall) {
    this.database = database;
    Sessions sessions = new Sessions(database.jdbi());
    Accounts accountTable = new Accounts(database.jdbi());
    PlayerNames names = new PlayerNames(accountTable);
    GameMessages messages = new GameMessages(names, hall.computerId(), hall::title);
    this.gate = new SessionGate(sessions);
    this.accounts = new AccountRoutes(database.jdbi(), accountTable, sessions, names);
    this.games = new GameRoutes(hall, messages);
    this.socket = new PlaySocket(hall, sessions, messages);
    this.desk = new org.arrocco.app.desk.DeskRoutes(database, hall);
  }

  /** The Javalin application, configured but not started. */
  public Javalin create() {
    return Javalin.create(
        config -> {
          config.jsonMapper(new Json());
          config.http.maxRequestSize = MAX_REQUEST_BYTES;
          config.startup.showJavalinBanner = false;
          config.routes.before(this::securityHeaders);
          config.routes.before(WebApp::readWholeBody);
          config.staticFiles.add(
              files -> {
                files.hostedPath = "/";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
              });
          config.routes.get("/", this::index);
          config.routes.get("/game/{id}", this::index);
          config.routes.before("/api/*", gate::check);
          config.routes.get("/api/health", this::health);
          accounts.addTo(config.routes);
          games.addTo(config.routes);
          socket.addTo(config.routes);
          desk.addTo(config.routes);
          // Jetty keeps, per HTTP connection, a trie of the header fields it has seen (about 86 KB
          // with the default 1,024): a server holding thousands of players' connections open kept
          // more of its heap there than in its games (docs/play.md, "Where the heap went").
          config.jetty.modifyHttpConfiguration(http -> http.setHeaderCacheSize(0));
          config.jetty.modifyWebSocketServletFactory(
              f -> f.setMaxTextMessageSize(PlaySocket.MAX_MESSAGE_CHARS));
          config.routes.exception(ApiError.class, WebApp::refuse);
          config.routes.exception(JacksonException.class, WebApp::malformed);
          config.routes.exception(Exception.class, WebApp::failed);
          config.routes.error(404, WebApp::notFound);
        });
  }

  private void index(Context ctx) {
    ctx.contentType("text/html; charset=utf-8").result(page.index());
  }

  private void securityHeaders(Context ctx) {
    ctx.header("Content-Security-Policy", page.policy());
    ctx.header("X-Content-Type-Options", "nosniff");
    ctx.header("X-Frame-Options", "DENY");
    ctx.header("Referrer-Policy", "same-origin");
  }

  /**
   * Reads a request's body before any handler answers. A client may send the body after the headers
   * (Java's HttpClient writes them apart); a handler that answers without reading it (a join, a
   * refusal) would leave Jetty to close the connection after a response that promised to keep it
   * open, and the client's next request on it would get no answer at all.
   */
  private static void readWholeBody(Context ctx) {
    if (!SessionGate.isSafe(ctx.method().name())) {
      ctx.bodyAsBytes();
    }
  }

  private void health(Context ctx) {
    boolean up = database.answers();
    ctx.status(up ? 200 : 503);
    ctx.json(
        Map.of(
            "status", up ? "ok" : "database not answering",
            "database", database.url().kind().name().toLowerCase(java.util.Locale.ROOT),
            "schema", database.schemaVersion()));
  }

  private static void refuse(ApiError e, Context ctx) {
    ctx.status(e.status()).json(Map.of("error", e.getMessage()));
  }

  private static void malformed(JacksonException e, Context ctx) {
    String detail = e.getOriginalMessage() == null ? "" : ": " + e.getOriginalMessage();
    ctx.status(400).json(Map.of("error", "malformed JSON" + detail.lines().findFirst().orElse("")));
  }

  private static void failed(Exception e, Context ctx) {
    LOG.error("{} {} failed", ctx.method(), ctx.path(), e);
    ctx.status(500).json(Map.of("error", "internal error; the server's log has the details"));
  }

  private static void notFound(Context ctx) {
    if (ctx.path().startsWith("/api/")) {
      ctx.json(Map.of("error", "no such resource: " + ctx.path()));
    }
  }
}
