package org.arrocco.app.server.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arrocco.app.server.account.Session;
import org.arrocco.app.server.game.Action;
import org.arrocco.app.server.game.GameHall;
import org.arrocco.app.server.game.GameOrder;
import org.arrocco.app.server.game.LiveGame;
import org.arrocco.core.game.Language;
import org.arrocco.core.variant.SetupOption;
import org.arrocco.core.variant.Variant;
import org.arrocco.core.variant.Variants;

/**
 * The games' HTTP API: the variants and their options (for the form), a new game, the lobby and the
 * games being played, joining, a game's state for the asking seat, an action (the same as on the
 * WebSocket), the PGN of a finished game and a player's archive.
 */
public final class GameRoutes {
  private final GameHall hall;
  private final GameMessages messages;

  public GameRoutes(GameHall hall, GameMessages messages) {
    this.hall = hall;
    this.messages = messages;
  }

  /** Adds the routes. */
  public void addTo(RoutesConfig routes) {
    routes.get("/api/variants", this::variants);
    routes.post("/api/games", this::create);
    routes.get("/api/games", this::lists);
    routes.get("/api/games/{id}", this::state);
    routes.post("/api/games/{id}/join", this::join);
    routes.post("/api/games/{id}/action", this::action);
    routes.get("/api/games/{id}/pgn", this::pgn);
    routes.get("/api/games/{id}/positions", this::positions);
    routes.post("/api/games/{id}/rematch", this::rematch);
    routes.get("/api/me/games", this::archive);
  }

  private void variants(Context ctx) {
    List<Map<String, Object>> out = new java.util.ArrayList<>();
    for (Variant v : Variants.all()) {
      List<Map<String, Object>> options = new java.util.ArrayList<>();
      for (SetupOption o : v.options()) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("key", o.key());
        m.put("it", o.name(Language.ITALIAN));
        m.put("en", o.name(Language.ENGLISH));
        m.put("choices", o.choices());
        m.put("default", o.defaultValue());
        options.add(m);
      }
      out.add(
          Map.of(
              "key", v.key(),
              "it", v.name(Language.ITALIAN),
              "en", v.name(Language.ENGLISH),
              "options", options));
    }
    ctx.json(out);
  }

  private void create(Context ctx) {
    Session s = SessionGate.required(ctx);
    GameOrder order = ctx.bodyAsClass(GameOrder.class);
    LiveGame g = hall.create(s.account(), order);
    ctx.status(201);
    state(ctx, g, s);
  }

  private void lists(Context ctx) {
    ctx.json(
        Map.of(
            "lobby", hall.lobby().stream().map(messages::summary).toList(),
            "playing", hall.playing().stream().map(messages::summary).toList()));
  }

  private LiveGame game(Context ctx) {
    String id = ctx.pathParam("id");
    return hall.find(id).orElseThrow(() -> ApiError.notFound("no such game: " + id));
  }

  private void state(Context ctx) {
    Session s = SessionGate.required(ctx);
    LiveGame g = game(ctx);
    state(ctx, g, s);
    hall.seen(g, s.account().id());
  }

  private void state(Context ctx, LiveGame g, Session s) {
    Map<String, Object> m;
    synchronized (g) {
      m = messages.state(g, g.seatOf(s.account().id()), null, System.currentTimeMillis());
    }
    ctx.json(m);
  }

  private void join(Context ctx) {
    Session s = SessionGate.required(ctx);
    LiveGame g = hall.join(ctx.pathParam("id"), s.account());
    state(ctx, g, s);
  }

  /** An action by HTTP: {@code kind} as the WebSocket's {@code t}. */
  public record ActionBody(String kind, String move, String id, Long lag, String side) {}

  private void action(Context ctx) {
    Session s = SessionGate.required(ctx);
    ActionBody b = ctx.bodyAsClass(ActionBody.class);
    Action.Kind kind;
    try {
      kind =
          Action.Kind.valueOf(
              String.valueOf(b.kind())
                  .replaceAll("([a-z])([A-Z])", "$1_$2")
                  .toUpperCase(java.util.Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("unknown action '" + b.kind() + "'");
    }
    if (b.id() != null && b.id().length() > 64) {
      throw ApiError.badRequest("a request id has at most 64 characters");
    }
    int v =
        hall.act(
            ctx.pathParam("id"),
            s.account(),
            new Action(kind, b.move(), b.id(), b.lag() == null ? 0 : b.lag(), b.side()));
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("v", v);
    m.put("id", b.id());
    ctx.json(m);
  }

  private void pgn(Context ctx) {
    LiveGame g = game(ctx);
    String text;
    synchronized (g) {
      if (!g.game().isOver()) {
        throw ApiError.conflict("the PGN is given once the game is over");
      }
      Map<String, String> tags = new LinkedHashMap<>();
      tags.put("Event", "Arrocco");
      tags.put("Site", "Arrocco " + g.row().id());
      tags.put(
          "Date",
          java.time.LocalDate.ofInstant(
                  java.time.Instant.ofEpochMilli(g.row().createdAt()), java.time.ZoneOffset.UTC)
              .toString()
              .replace('-', '.'));
      Map<String, Object> summary = messages.summary(g.row());
      tags.put("White", String.valueOf(summary.get("white")));
      tags.put("Black", String.valueOf(summary.get("black")));
      text = g.game().pgn(tags);
    }
    ctx.header(
        "Content-Disposition", "attachment; filename=\"arrocco-" + ctx.pathParam("id") + ".pgn\"");
    ctx.contentType("application/x-chess-pgn; charset=utf-8").result(text);
  }

  private void positions(Context ctx) {
    LiveGame g = game(ctx);
    int v;
    synchronized (g) {
      v = g.row().version();
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("v", v);
    m.put("positions", hall.positions(g));
    ctx.json(m);
  }

  private void rematch(Context ctx) {
    Session s = SessionGate.required(ctx);
    LiveGame g = hall.rematch(ctx.pathParam("id"), s.account());
    ctx.status(201);
    state(ctx, g, s);
  }

  private void archive(Context ctx) {
    Session s = SessionGate.required(ctx);
    ctx.json(hall.archive(s.account().id()).stream().map(messages::summary).toList());
  }
}
