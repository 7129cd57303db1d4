package org.arrocco.app.server.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.websocket.WsContext;
import io.javalin.websocket.WsMessageContext;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.arrocco.app.server.account.Account;
import org.arrocco.app.server.account.Session;
import org.arrocco.app.server.account.Sessions;
import org.arrocco.app.server.game.Action;
import org.arrocco.app.server.game.GameHall;
import org.arrocco.app.server.game.GameWatcher;
import org.arrocco.app.server.game.LiveGame;
import org.arrocco.core.variant.Seat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The live-game WebSocket at {@code /ws}: upgrades only from this server's own pages (the {@code
 * Origin} checked) with a session cookie; a client subscribes to a game ({@code sub}, with the
 * version it knows, and gets the whole state of its seat), acts on it ({@code move}, {@code offer},
 * ...), and receives every committed change: a move as the move and its seat's view without the
 * moves before, anything else as its seat's whole state. Each message carries the game's version,
 * so a client that missed one (or reconnects) asks again and catches up with one state, and never
 * shows a stale move or clock.
 */
public final class PlaySocket implements GameWatcher {
  /** The largest message taken; a longer one closes the connection. */
  public static final int MAX_MESSAGE_CHARS = 4096;

  private static final Logger LOG = LoggerFactory.getLogger(PlaySocket.class);
  private static final String ACCOUNT = "arrocco.account";

  private final GameHall hall;
  private final Sessions sessions;
  private final GameMessages messages;
  private final Map<String, Set<Client>> watching = new ConcurrentHashMap<>();
  private final Map<String, Client> clients = new ConcurrentHashMap<>();

  /** One connection: its context, the player, the game it watches. */
  private static final class Client {
    final WsContext ctx;
    final Account account;
    volatile String game;

    Client(WsContext ctx, Account account) {
      this.ctx = ctx;
      this.account = account;
    }

    void send(Object message) {
      sendText(Json.MAPPER.writeValueAsString(message));
    }

    synchronized void sendText(String text) {
      if (ctx.session.isOpen()) {
        ctx.send(text);
      }
    }
  }

  /** A client's message: its type and the fields the type uses. */
  public record ClientMessage(
      String t, String game, Integer v, String move, String id, Long lag, String side, Long at) {}

  public PlaySocket(GameHall hall, Sessions sessions, GameMessages messages) {
    this.hall = hall;
    this.sessions = sessions;
    this.messages = messages;
    hall.watch(this);
  }

  /** Adds the socket's routes. */
  public void addTo(RoutesConfig routes) {
    routes.wsBeforeUpgrade("/ws", this::upgrade);
    routes.ws(
        "/ws",
        ws -> {
          ws.onConnect(
              ctx -> {
                ctx.session.setIdleTimeout(java.time.Duration.ofMinutes(10));
                Account a = ctx.attribute(ACCOUNT);
                clients.put(ctx.sessionId(), new Client(ctx, a));
              });
          ws.onMessage(this::message);
          ws.onClose(ctx -> drop(ctx.sessionId()));
          ws.onError(ctx -> drop(ctx.sessionId()));
        });
  }

  private void upgrade(Context ctx) {
    String origin = ctx.header("Origin");
    if (origin != null && !SessionGate.sameOrigin(origin, ctx.header("Host"))) {
      throw ApiError.forbidden("WebSocket from a foreign origin refused: " + origin);
    }
    Session s = sessions.find(ctx.cookie(SessionGate.COOKIE)).orElse(null);
    if (s == null) {
      throw ApiError.unauthorized("no session: open the page first");
    }
    ctx.attribute(ACCOUNT, s.account());
  }

  private void drop(String id) {
    Client c = clients.remove(id);
    if (c != null && c.game != null) {
      Set<Client> set = watching.get(c.game);
      if (set != null) {
        set.remove(c);
      }
    }
  }

  private void message(WsMessageContext ctx) {
    Client c = clients.get(ctx.sessionId());
    if (c == null) {
      return;
    }
    String text = ctx.message();
    ClientMessage m;
    try {
      if (text.length() > MAX_MESSAGE_CHARS) {
        throw ApiError.badRequest("message too long");
      }
      m = Json.MAPPER.readValue(text, ClientMessage.class);
      if (m.t() == null) {
        throw ApiError.badRequest("a message needs its type t");
      }
    } catch (ApiError e) {
      c.send(Map.of("t", "refused", "error", e.getMessage(), "status", e.status()));
      return;
    } catch (RuntimeException e) {
      c.send(Map.of("t", "refused", "error", "malformed message", "status", 400));
      return;
    }
    try {
      handle(c, m);
    } catch (ApiError e) {
      c.send(refusal(m, e.getMessage(), e.status()));
    } catch (RuntimeException e) {
      LOG.error("message {} failed", m.t(), e);
      c.send(refusal(m, "internal error", 500));
    }
  }

  private static Map<String, Object> refusal(ClientMessage m, String error, int status) {
    Map<String, Object> r = new java.util.LinkedHashMap<>();
    r.put("t", "refused");
    r.put("id", m.id());
    r.put("game", m.game());
    r.put("error", error);
    r.put("status", status);
    return r;
  }

  private void handle(Client c, ClientMessage m) {
    switch (m.t()) {
      case "ping" -> c.send(Map.of("t", "pong", "at", m.at() == null ? 0 : m.at()));
      case "sub" -> subscribe(c, m.game());
      default -> {
        Action.Kind kind = kind(m.t());
        if (m.game() == null) {
          throw ApiError.badRequest("which game? (game)");
        }
        if (m.id() != null && m.id().length() > 64) {
          throw ApiError.badRequest("a request id has at most 64 characters");
        }
        long lag = m.lag() == null ? 0 : m.lag();
        int v = hall.act(m.game(), c.account, new Action(kind, m.move(), m.id(), lag, m.side()));
        Map<String, Object> ack = new java.util.LinkedHashMap<>();
        ack.put("t", "ack");
        ack.put("id", m.id());
        ack.put("game", m.game());
        ack.put("v", v);
        c.send(ack);
      }
    }
  }

  private static Action.Kind kind(String t) {
    return switch (t) {
      case "move" -> Action.Kind.MOVE;
      case "moveAndClaim" -> Action.Kind.MOVE_AND_CLAIM;
      case "claim" -> Action.Kind.CLAIM;
      case "offer" -> Action.Kind.OFFER;
      case "accept" -> Action.Kind.ACCEPT;
      case "decline" -> Action.Kind.DECLINE;
      case "resign" -> Action.Kind.RESIGN;
      case "abort" -> Action.Kind.ABORT;
      case "takeback" -> Action.Kind.TAKEBACK;
      case "takebackAccept" -> Action.Kind.TAKEBACK_ACCEPT;
      case "takebackDecline" -> Action.Kind.TAKEBACK_DECLINE;
      default -> throw ApiError.badRequest("unknown message type '" + t + "'");
    };
  }

  private void subscribe(Client c, String gameId) {
    LiveGame g = hall.find(gameId).orElseThrow(() -> ApiError.notFound("no such game: " + gameId));
    if (c.game != null) {
      Set<Client> old = watching.get(c.game);
      if (old != null) {
        old.remove(c);
      }
    }
    c.game = gameId;
    watching.computeIfAbsent(gameId, k -> ConcurrentHashMap.newKeySet()).add(c);
    Map<String, Object> state;
    synchronized (g) {
      state = messages.state(g, g.seatOf(c.account.id()), null, System.currentTimeMillis());
    }
    c.send(state);
    hall.seen(g, c.account.id());
  }

  /**
   * Tells every client watching {@code g} of its new version: after a move, the move alone (a
   * client that missed a version asks for the whole state); after anything else, the whole state.
   * Each seat's message is written as JSON once, whatever the number of its clients.
   */
  @Override
  public void changed(LiveGame g, String requestId) {
    Set<Client> set = watching.get(g.row().id());
    if (set == null || set.isEmpty()) {
      return;
    }
    Map<Seat, String> bySeat = new java.util.EnumMap<>(Seat.class);
    Map<Client, String> out = new java.util.HashMap<>();
    synchronized (g) {
      long now = System.currentTimeMillis();
      for (Client c : set) {
        Seat seat = g.seatOf(c.account.id());
        out.put(c, bySeat.computeIfAbsent(seat, s -> update(g, s, requestId, now)));
      }
    }
    out.forEach(Client::sendText);
  }

  private String update(LiveGame g, Seat seat, String requestId, long now) {
    Map<String, Object> m = messages.moved(g, seat, requestId, now);
    return Json.MAPPER.writeValueAsString(m != null ? m : messages.state(g, seat, requestId, now));
  }
}
