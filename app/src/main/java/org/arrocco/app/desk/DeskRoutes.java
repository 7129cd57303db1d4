package org.arrocco.app.desk;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arrocco.app.server.account.Account;
import org.arrocco.app.server.account.Sessions;
import org.arrocco.app.server.db.Database;
import org.arrocco.app.server.web.ApiError;
import org.arrocco.app.server.web.Json;
import org.arrocco.app.tournament.Wording;
import org.arrocco.tournament.event.DutchRoundPairer;
import org.arrocco.tournament.event.EventFile;
import org.arrocco.tournament.event.Refusal;
import org.arrocco.tournament.event.TrfExport;

/**
 * The arbiter's desk on the play server: its pages under {@code /arbiter/} and its JSON API under
 * {@code /api/events/}, both behind the {@link DeskGate}. Registered by the web application with
 * one call, {@link #addTo}.
 *
 * <p>An act is {@code POST /api/events/ID/actions} with {@code {"version": V, "action": {"kind":
 * ..., ...}}}: 200 with the new version; 409 with the acts made since V when V is not the event's
 * version (nothing done: the arbiter sees them and decides again); 422 with the reason, in the
 * arbiter's language, when the tournament model refuses it.
 */
public final class DeskRoutes {
  private final DeskGate gate;
  private final DeskEvents events;
  private final DeskBroadcast broadcast = new DeskBroadcast();
  private final String deskPage;
  private final String printPage;
  private final String publicPage;
  private final String projectorPage;
  // the public view of each event's latest version, made once for all the phones asking
  private final Map<Long, Published> published = new java.util.concurrent.ConcurrentHashMap<>();
  // one lock per event: the public view of a new version is made by one request at a time
  private final Map<Long, Object> publishing = new java.util.concurrent.ConcurrentHashMap<>();

  private record Published(int version, String json) {}

  private final org.arrocco.app.server.game.GameHall hall;
  private final OnlineSeats seats;
  private final OnlineRounds online;
  private final Sessions sessions;
  private final org.jdbi.v3.core.Jdbi jdbi;

  public DeskRoutes(Database database, org.arrocco.app.server.game.GameHall hall) {
    this.jdbi = database.jdbi();
    this.sessions = new Sessions(database.jdbi());
    this.gate = new DeskGate(sessions, new Arbiters(database.jdbi()));
    this.events = new DeskEvents(new DeskStore(database.jdbi()));
    this.hall = hall;
    this.seats = new OnlineSeats(database.jdbi());
    this.online = new OnlineRounds(events, hall, seats, System::currentTimeMillis);
    online.onPresence(broadcast::presence);
    online.start();
    this.deskPage = resource("/desk-pages/desk.html");
    this.printPage = resource("/desk-pages/print.html");
    this.publicPage = resource("/desk-pages/public.html");
    this.projectorPage = resource("/desk-pages/projector.html");
    events.listen(broadcast::changed);
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
    routes.get("/arbiter/event/{id}", this::desk);
    routes.get("/arbiter/event/{id}/print", this::print);
    routes.sse("/api/events/{id}/stream", this::stream);
    routes.get("/torneo/{id}", this::publicPage);
    routes.get("/torneo/{id}/proiettore", this::projector);
    routes.get("/api/torneo/{id}", this::publicView);
    routes.sse("/api/torneo/{id}/stream", this::stream);
    routes.post("/api/torneo/{id}/iscrizione", this::signUp);
    routes.get("/api/events", this::list);
    routes.post("/api/events", this::create);
    routes.get("/api/events/{id}", this::show);
    routes.post("/api/events/{id}/actions", this::act);
    routes.get("/api/events/{id}/log", this::log);
    routes.get("/api/events/{id}/event.json", this::file);
    routes.get("/api/events/{id}/trf", this::trf);
    routes.get("/api/events/{id}/fide.trf", this::fideReport);
    routes.get("/api/events/{id}/players.csv", this::csv);
    routes.get("/api/events/{id}/seats", this::seatLinks);
    routes.get("/api/events/{id}/presence", this::presence);
    routes.get("/api/events/{id}/games.pgn", this::pgn);
    routes.get("/torneo/{id}/posto/{token}", this::publicPage);
    routes.post("/api/torneo/{id}/posto/{token}", this::takeSeat);
  }

  /**
   * The personal links of an online event's players (made for every registered player the first
   * time they are asked for): each opens a session of the player's seat on any browser, or, opened
   * by a member logged in, makes the player play as that member's account.
   */
  private void seatLinks(Context ctx) {
    long id = id(ctx);
    boolean it = italian(ctx);
    // (a reader returning null would be no event at all: the event's kind is read first)
    if (!events
        .read(id, (event, desk, version) -> desk.form().playedOnline())
        .orElseThrow(() -> ApiError.notFound("no event " + id))) {
      throw ApiError.conflict(
          it ? "il torneo non si gioca online" : "the event is not played online");
    }
    List<Object[]> players =
        events
            .read(
                id,
                (event, desk, version) -> {
                  List<Object[]> out = new ArrayList<>();
                  for (var p : event.players()) {
                    if (!p.deleted()) {
                      out.add(new Object[] {p.id(), p.name()});
                    }
                  }
                  return out;
                })
            .orElseThrow(() -> ApiError.notFound("no event " + id));
    List<Map<String, Object>> out = new ArrayList<>();
    var names = new org.arrocco.app.server.account.Accounts(jdbi);
    Map<Integer, String> byNumber = new java.util.HashMap<>();
    for (Object[] p : players) {
      byNumber.put((Integer) p[0], (String) p[1]);
    }
    Map<Integer, OnlineSeats.Seat> made = seats.ensureAll(id, byNumber);
    for (Object[] p : players) {
      OnlineSeats.Seat seat = made.get((Integer) p[0]);
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("player", p[0]);
      m.put("name", p[1]);
      m.put("link", "/torneo/" + id + "/posto/" + seat.token());
      m.put(
          "account",
          seat.account() == seat.seatAccount()
              ? null
              : names.find(seat.account()).map(Account::shownName).orElse(null));
      out.add(m);
    }
    ctx.json(out);
  }

  /**
   * A player's personal link opened: with no session, or a guest's or another seat's, the browser
   * gets a session of the player's seat (the player's games are played from it); a member logged in
   * who asks for it ({@code {"link": true}}; without it nothing changes and the answer says {@code
   * linked: false}) makes the player play as the member's account from now on (the game of the
   * round going on included). 200 with the player, its name, the account and the session's CSRF
   * token.
   */
  private void takeSeat(Context ctx) {
    long id = id(ctx);
    OnlineSeats.Seat seat =
        seats
            .byToken(id, ctx.pathParam("token"))
            .orElseThrow(() -> ApiError.notFound("no such personal link"));
    var session = org.arrocco.app.server.web.SessionGate.session(ctx);
    String name =
        events
            .read(id, (event, version) -> event.player(seat.player()).name())
            .orElseThrow(() -> ApiError.notFound("no event " + id));
    long now = System.currentTimeMillis();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("player", seat.player());
    m.put("name", name);
    Account member = session == null ? null : session.account();
    if (member != null
        && (member.id() == seat.account()
            || (!member.guest() && !seats.isSeatAccount(member.id())))) {
      SeatBody body = ctx.bodyAsClass(SeatBody.class);
      boolean link = body != null && Boolean.TRUE.equals(body.link());
      if (member.id() != seat.account()) {
        if (!link) {
          // a member's page asks first: the arbiter trying a link must not take the seat
          m.put("account", member.shownName());
          m.put("linked", false);
          m.put("csrf", session.csrf());
          ctx.json(m);
          return;
        }
        seats.bind(id, seat.player(), member.id());
        reseat(id, seat.player(), member.id());
      }
      m.put("linked", true);
      m.put("account", member.shownName());
      m.put("csrf", session.csrf());
      ctx.json(m);
      return;
    }
    if (seat.account() != seat.seatAccount()) {
      String who =
          new org.arrocco.app.server.account.Accounts(jdbi)
              .find(seat.account())
              .map(Account::shownName)
              .orElse("?");
      throw ApiError.conflict(
          name + " plays as the account " + who + ": log in as " + who + " / gioca come " + who);
    }
    Account seatAccount =
        new org.arrocco.app.server.account.Accounts(jdbi).find(seat.seatAccount()).orElseThrow();
    Sessions.NewSession opened = jdbi.inTransaction(h -> sessions.open(h, seatAccount, now));
    org.arrocco.app.server.web.SessionGate.setCookie(ctx, opened.token());
    m.put("linked", true);
    m.put("account", seatAccount.shownName());
    m.put("csrf", opened.session().csrf());
    ctx.json(m);
  }

  /** A personal link's request: {@code link} true to play as the member's account logged in. */
  public record SeatBody(Boolean link) {}

  /** The player's live games still going now seat {@code account}. */
  private void reseat(long id, int player, long account) {
    events.read(
        id,
        (event, desk, version) -> {
          desk.games()
              .forEach(
                  (round, ids) -> {
                    for (var b : event.round(round).boards()) {
                      if (b.has(player) && b.number() <= ids.size()) {
                        hall.reseat(
                            ids.get(b.number() - 1),
                            b.white() == player
                                ? org.arrocco.core.game.Side.WHITE
                                : org.arrocco.core.game.Side.BLACK,
                            account);
                      }
                    }
                  });
          return version;
        });
  }

  /**
   * The games of an online event played on the platform, as one PGN file: every round's games that
   * were played to an end (a forfeit's stopped game is not one), in round and board order, with the
   * event's tags: Event, Site, Date (the round's), Round, Board, White and Black as registered,
   * their ratings, and the game's own result and moves (the arbiter's correction of a result is in
   * the event, not in the game's record).
   */
  private void pgn(Context ctx) {
    long id = id(ctx);
    record Entry(int round, int board, String game, Map<String, String> tags) {}
    List<Entry> entries =
        events
            .read(
                id,
                (event, desk, version) -> {
                  List<Entry> out = new ArrayList<>();
                  var s = event.settings();
                  desk.games()
                      .forEach(
                          (round, ids) -> {
                            for (var b : event.round(round).boards()) {
                              if (b.number() > ids.size()) {
                                continue;
                              }
                              var white = event.player(b.white());
                              var black = event.player(b.black());
                              Map<String, String> tags = new LinkedHashMap<>();
                              tags.put("Event", s.name());
                              tags.put("Site", s.venue().isEmpty() ? "Arrocco" : s.venue());
                              String day = s.roundDate(round);
                              tags.put(
                                  "Date", day.isEmpty() ? "????.??.??" : day.replace('-', '.'));
                              tags.put("Round", Integer.toString(round));
                              tags.put("Board", Integer.toString(b.number()));
                              tags.put("White", white.name());
                              tags.put("Black", black.name());
                              if (white.rating(s) > 0 && !white.unrated(s)) {
                                tags.put("WhiteElo", Integer.toString(white.rating(s)));
                              }
                              if (black.rating(s) > 0 && !black.unrated(s)) {
                                tags.put("BlackElo", Integer.toString(black.rating(s)));
                              }
                              out.add(new Entry(round, b.number(), ids.get(b.number() - 1), tags));
                            }
                          });
                  return out;
                })
            .orElseThrow(() -> ApiError.notFound("no event " + id));
    StringBuilder text = new StringBuilder();
    for (Entry e : entries) {
      var found = hall.find(e.game());
      if (found.isEmpty()) {
        continue;
      }
      var g = found.get();
      synchronized (g) {
        if (!g.row().status().equals("over")) {
          continue;
        }
        text.append(g.game().pgn(e.tags()));
      }
      if (text.charAt(text.length() - 1) != '\n') {
        text.append('\n');
      }
      text.append('\n');
    }
    ctx.contentType("application/x-chess-pgn; charset=utf-8")
        .header("Content-Disposition", "attachment; filename=\"event-" + id + ".pgn\"")
        .result(text.toString());
  }

  private void desk(Context ctx) {
    ctx.contentType("text/html; charset=utf-8").result(deskPage);
  }

  private void print(Context ctx) {
    ctx.contentType("text/html; charset=utf-8").result(printPage);
  }

  private void publicPage(Context ctx) {
    ctx.contentType("text/html; charset=utf-8").result(publicPage);
  }

  /** The hall's projector (no login): it reads the public view and its stream. */
  private void projector(Context ctx) {
    ctx.contentType("text/html; charset=utf-8").result(projectorPage);
  }

  /**
   * Registrations one browser (one session's account, a guest's too) may make for one event on the
   * public page: a parent signs up a few children, nobody fills the event or its waiting list from
   * one phone. More go through the arbiter, who may register anyone.
   */
  static final int SIGN_UPS_PER_BROWSER = 4;

  /**
   * A player's own registration on the public page (any session, a guest's too, so the log says
   * which browser it came from): open when the announcement allows it, before round 1 and the
   * check-in cut-off; 201 with the registration number, or with the place on the waiting list when
   * the event is full; 429 once the browser made {@link #SIGN_UPS_PER_BROWSER}. Done as the {@code
   * signup} act, at the event's current version.
   */
  private void signUp(Context ctx) {
    long id = id(ctx);
    var session = org.arrocco.app.server.web.SessionGate.required(ctx);
    boolean it = session.account().language().equals("it");
    org.arrocco.tournament.event.Identity who =
        ctx.bodyAsClass(org.arrocco.tournament.event.Identity.class);
    if (who == null || who.name() == null) {
      throw ApiError.badRequest(it ? "manca il nome" : "the name is missing");
    }
    String closed =
        events
            .read(
                id,
                (event, desk, version) -> {
                  if (!desk.form().selfRegistrationOpen()) {
                    return it
                        ? "questo torneo non accetta iscrizioni dal sito: rivolgiti all'arbitro"
                        : "this event takes no registrations on the site: ask the arbiter";
                  }
                  var closes = desk.form().checkInClosesAt();
                  if (closes != null && java.time.LocalDateTime.now().isAfter(closes)) {
                    return it
                        ? "le iscrizioni si sono chiuse alle " + closes.toLocalTime()
                        : "registration closed at " + closes.toLocalTime();
                  }
                  return "";
                })
            .orElseThrow(() -> ApiError.notFound("no event " + id));
    if (!closed.isEmpty()) {
      ctx.status(403).json(Map.of("error", closed));
      return;
    }
    long accountId = session.account().id();
    long mine =
        events.log(id, 0).stream()
            .filter(l -> l.kind().equals("signup") && l.accountId() == accountId)
            .count();
    if (mine >= SIGN_UPS_PER_BROWSER) {
      ctx.status(429)
          .json(
              Map.of(
                  "error",
                  it
                      ? "da questo browser sono già state fatte "
                          + SIGN_UPS_PER_BROWSER
                          + " iscrizioni a questo torneo: per altre rivolgiti all'arbitro"
                      : "this browser already made "
                          + SIGN_UPS_PER_BROWSER
                          + " registrations for this event: ask the arbiter for more"));
      return;
    }
    for (int attempt = 0; ; attempt++) {
      int version = events.find(id).orElseThrow().version();
      try {
        DeskEvents.Done done =
            events.act(
                id,
                version,
                new DeskAction.SignUp(who, null),
                session.account().id(),
                System.currentTimeMillis());
        DeskAction.SignUp s = (DeskAction.SignUp) done.recorded();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("version", done.version());
        if (Boolean.TRUE.equals(s.waiting())) {
          int place = events.read(id, (event, desk, v) -> desk.waiting().size()).orElseThrow();
          m.put("waiting", place);
        } else {
          m.put(
              "registered",
              events.read(id, (event, v) -> event.sameName(0, who.name()).get(0)).orElseThrow());
        }
        ctx.status(201).json(m);
        return;
      } catch (DeskEvents.Stale e) {
        if (attempt == 3) {
          throw ApiError.conflict(it ? "riprova fra un momento" : "try again in a moment");
        }
      } catch (Refusal | DeskRefusal e) {
        String text =
            e instanceof Refusal r
                ? Wording.of(r, it ? "it" : "en")
                : ((DeskRefusal) e).message(it);
        ctx.status(422).json(Map.of("error", text));
        return;
      }
    }
  }

  /** The live stream of an event's versions (the desk's gate guards the arbiter's path). */
  private void stream(io.javalin.http.sse.SseClient client) {
    long id;
    try {
      id = Long.parseLong(client.ctx().pathParam("id"));
    } catch (NumberFormatException e) {
      client.close();
      return;
    }
    var found = events.find(id);
    if (found.isEmpty()) {
      client.close();
      return;
    }
    broadcast.follow(
        id, found.get().version(), client, client.ctx().path().startsWith("/api/events/"));
  }

  /**
   * The public view of an event (no login): pairings, results and standings, no ids or birth dates;
   * made once per version and shared by every phone. When a version is new, every phone following
   * the event asks at once: one request makes the view while the others wait for it (made by each
   * of 500 phones in turn, it took 8 s at 300 players; docs/desk.md, "Figures").
   */
  private void publicView(Context ctx) {
    long id = id(ctx);
    var current = events.find(id).orElseThrow(() -> ApiError.notFound("no event " + id));
    Published p = published.get(id);
    if (p == null || p.version() < current.version()) {
      synchronized (publishing.computeIfAbsent(id, k -> new Object())) {
        p = published.get(id);
        if (p == null || p.version() < current.version()) {
          p =
              events
                  .read(
                      id,
                      (event, desk, version) ->
                          new Published(
                              version,
                              Json.MAPPER.writeValueAsString(
                                  DeskView.published(id, event, desk, version))))
                  .orElseThrow();
          published.put(id, p);
        }
      }
    }
    // the server's clock, for the projector's round timer (the view itself is shared and cached)
    ctx.header("X-Server-Time", Long.toString(System.currentTimeMillis()));
    ctx.contentType("application/json").result(p.json());
  }

  private static long id(Context ctx) {
    try {
      return Long.parseLong(ctx.pathParam("id"));
    } catch (NumberFormatException e) {
      throw ApiError.notFound("no event " + ctx.pathParam("id"));
    }
  }

  private static boolean italian(Context ctx) {
    return DeskGate.arbiter(ctx).language().equals("it");
  }

  private void list(Context ctx) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (DeskStore.Listed e : events.list()) {
      out.add(
          Map.of(
              "id", e.id(), "name", e.name(), "version", e.version(), "updatedAt", e.updatedAt()));
    }
    ctx.json(out);
  }

  private void create(Context ctx) {
    Account who = DeskGate.arbiter(ctx);
    EventForm form = ctx.bodyAsClass(EventForm.class);
    try {
      long id = events.create(form, who.id(), System.currentTimeMillis());
      ctx.status(201).json(Map.of("id", id, "version", 1));
    } catch (Refusal | DeskRefusal e) {
      refuse(ctx, e);
    }
  }

  /** The arbiter's view of an event and, for an online event, its last started round. */
  private record Shown(Map<String, Object> view, OnlineRounds.RoundWatch watch) {}

  private void show(Context ctx) {
    long id = id(ctx);
    Shown shown =
        events
            .read(
                id,
                (event, desk, version) ->
                    new Shown(
                        DeskView.of(id, event, desk, version), OnlineRounds.watch(event, desk)))
            .orElseThrow(() -> ApiError.notFound("no event " + id));
    // an online event's live round: who has been seen, and the wait left (read outside the lock)
    shown.view().put("presence", shown.watch() == null ? null : online.presence(shown.watch()));
    ctx.json(shown.view());
  }

  /**
   * The presence in an online event's last started round alone (the {@code presence} of the event's
   * view): the desk reads it again when its stream says a player was seen.
   */
  private void presence(Context ctx) {
    long id = id(ctx);
    OnlineRounds.RoundWatch watch =
        events
            .read(id, (event, desk, version) -> OnlineRounds.watch(event, desk))
            .orElseThrow(() -> ApiError.notFound("no event " + id));
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("version", events.find(id).orElseThrow().version());
    m.put("presence", watch == null ? null : online.presence(watch));
    ctx.json(m);
  }

  /** The request body of an act: the version the arbiter's page shows, and the act. */
  public record ActBody(int version, DeskAction action) {}

  private void act(Context ctx) {
    long id = id(ctx);
    Account who = DeskGate.arbiter(ctx);
    ActBody body = ctx.bodyAsClass(ActBody.class);
    if (body.action() == null) {
      throw ApiError.badRequest("an act needs its action");
    }
    try {
      if (body.action() instanceof DeskAction.Pause p) {
        online.requireGoing(id, p.round(), p.board());
      }
      DeskEvents.Done done =
          events.act(id, body.version(), body.action(), who.id(), System.currentTimeMillis());
      if (done.recorded() instanceof DeskAction.Pause
          || done.recorded() instanceof DeskAction.Resume) {
        online.settle(id); // answered once the game's clock stands still, or runs again
      }
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("version", done.version());
      m.put("action", Json.MAPPER.readTree(DeskEvents.json(done.recorded())));
      ctx.json(m);
    } catch (DeskEvents.NoSuchElementException e) {
      throw ApiError.notFound("no event " + id);
    } catch (DeskEvents.Stale e) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put(
          "error",
          italian(ctx)
              ? "il torneo è cambiato: ecco cosa è stato fatto nel frattempo; nulla è stato"
                  + " registrato, decidi di nuovo"
              : "the event changed meanwhile: here is what was done; nothing was recorded,"
                  + " decide again");
      m.put("version", e.version);
      m.put("missed", logged(e.missed));
      ctx.status(409).json(m);
    } catch (Refusal | DeskRefusal e) {
      refuse(ctx, e);
    } catch (DutchRoundPairer.NoPairingException e) {
      ctx.status(422)
          .json(Map.of("error", Wording.noPairing(e.round(), e.why(), italian(ctx) ? "it" : "en")));
    }
  }

  private static void refuse(Context ctx, RuntimeException e) {
    String lang = italian(ctx) ? "it" : "en";
    String text =
        e instanceof Refusal r ? Wording.of(r, lang) : ((DeskRefusal) e).message(lang.equals("it"));
    ctx.status(422).json(Map.of("error", text));
  }

  private static List<Map<String, Object>> logged(List<DeskStore.Logged> log) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (DeskStore.Logged l : log) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("version", l.version());
      m.put("arbiter", l.arbiter() != null ? l.arbiter() : "guest " + l.accountId());
      m.put("at", l.at());
      m.put("kind", l.kind());
      m.put("action", Json.MAPPER.readTree(l.json()));
      out.add(m);
    }
    return out;
  }

  private void log(Context ctx) {
    long id = id(ctx);
    if (events.find(id).isEmpty()) {
      throw ApiError.notFound("no event " + id);
    }
    ctx.json(logged(events.log(id, 0)));
  }

  /**
   * The TRF-16 file of the complete rounds, byte for byte what {@code tournament export --trf}
   * writes for the same event; with {@code ?format=trf2026} the TRF-2026 file of {@code --format
   * trf2026}. Before round 1 the initial colour must be fixed or drawn first (the command line
   * draws it when exporting; here that is an act of its own, recorded).
   */
  private void trf(Context ctx) {
    long id = id(ctx);
    String format = ctx.queryParam("format");
    TrfExport.Version trfVersion;
    if (format == null || format.equals("trf16")) {
      trfVersion = TrfExport.Version.TRF16;
    } else if (format.equals("trf2026")) {
      trfVersion = TrfExport.Version.TRF2026;
    } else {
      throw ApiError.badRequest(
          (italian(ctx)
                  ? "format: atteso trf16 o trf2026, trovato "
                  : "format: expected trf16 or trf2026, found ")
              + "\""
              + org.arrocco.core.text.OneLine.of(
                  format.length() > 40 ? format.substring(0, 40) + "..." : format)
              + "\"");
    }
    byte[] bytes =
        events
            .read(
                id,
                (event, version) ->
                    event.rounds().isEmpty() && event.initialColour().isEmpty()
                        ? new byte[0] // no initial colour yet: refused below
                        : TrfExport.of(event, trfVersion).document().bytes())
            .orElseThrow(() -> ApiError.notFound("no event " + id));
    if (bytes.length == 0) {
      throw ApiError.conflict(
          italian(ctx)
              ? "prima del turno 1 il colore iniziale va scelto o sorteggiato"
              : "before round 1 the initial colour must be chosen or drawn first");
    }
    ctx.contentType("text/plain; charset=utf-8")
        .header(
            "Content-Disposition",
            "attachment; filename=\"event-"
                + id
                + (trfVersion == TrfExport.Version.TRF2026 ? "-trf2026" : "")
                + ".trf\"")
        .result(bytes);
  }

  /**
   * The rating report for FIDE, byte for byte what {@code tournament export --fide} writes for the
   * same event ({@link TrfExport#forFide}: the complete rounds, FIDE ratings only, the arbiters and
   * the round dates).
   */
  private void fideReport(Context ctx) {
    long id = id(ctx);
    byte[] bytes =
        events
            .read(id, (event, version) -> TrfExport.forFide(event).document().bytes())
            .orElseThrow(() -> ApiError.notFound("no event " + id));
    ctx.contentType("text/plain; charset=utf-8")
        .header("Content-Disposition", "attachment; filename=\"event-" + id + "-fide.trf\"")
        .result(bytes);
  }

  /** The players and standings as CSV ({@link StandingsCsv}), headed in the arbiter's language. */
  private void csv(Context ctx) {
    long id = id(ctx);
    boolean it = italian(ctx);
    byte[] bytes =
        events
            .read(id, (event, version) -> StandingsCsv.of(event, it))
            .orElseThrow(() -> ApiError.notFound("no event " + id));
    ctx.contentType("text/csv; charset=utf-8; header=present")
        .header("Content-Disposition", "attachment; filename=\"event-" + id + ".csv\"")
        .result(bytes);
  }

  /** The event file of the command line ({@code tournament -e FILE}), as the log makes it. */
  private void file(Context ctx) {
    long id = id(ctx);
    String text =
        events
            .read(id, (event, version) -> EventFile.text(event))
            .orElseThrow(() -> ApiError.notFound("no event " + id));
    ctx.contentType("application/json; charset=utf-8")
        .header("Content-Disposition", "attachment; filename=\"event-" + id + ".json\"")
        .result(text);
  }
}
