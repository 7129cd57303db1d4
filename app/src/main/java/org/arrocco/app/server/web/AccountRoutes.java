package org.arrocco.app.server.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.Map;
import org.arrocco.app.server.account.Account;
import org.arrocco.app.server.account.Accounts;
import org.arrocco.app.server.account.LoginThrottle;
import org.arrocco.app.server.account.PasswordHash;
import org.arrocco.app.server.account.Session;
import org.arrocco.app.server.account.Sessions;
import org.jdbi.v3.core.Jdbi;

/**
 * Who is playing: a guest session on the first visit (or through a game's link), an account with a
 * name and password, log in (rate-limited), log out, and the remembered language.
 */
public final class AccountRoutes {
  private final Jdbi jdbi;
  private final Accounts accounts;
  private final Sessions sessions;
  private final LoginThrottle throttle = new LoginThrottle();

  private final PlayerNames names;

  public AccountRoutes(Jdbi jdbi, Accounts accounts, Sessions sessions, PlayerNames names) {
    this.names = names;
    this.jdbi = jdbi;
    this.accounts = accounts;
    this.sessions = sessions;
  }

  /** Adds the routes. */
  public void addTo(RoutesConfig routes) {
    routes.get("/api/me", this::me);
    routes.post("/api/session/guest", this::guest);
    routes.post("/api/accounts", this::register);
    routes.post("/api/session", this::login);
    routes.post("/api/session/logout", this::logout);
    routes.post("/api/me/language", this::language);
  }

  /** A guest's or member's request body: language only. */
  public record LanguageBody(String language) {}

  /** A name and password (and, when registering, the language). */
  public record Credentials(String name, String password, String language) {}

  static String language(String l) {
    if (l == null) {
      return "it";
    }
    if (!l.equals("it") && !l.equals("en")) {
      throw ApiError.badRequest("language must be it or en, not '" + l + "'");
    }
    return l;
  }

  private static Map<String, Object> describe(Session s) {
    Map<String, Object> m = new LinkedHashMap<>();
    Account a = s.account();
    m.put("id", a.id());
    m.put("name", a.shownName());
    m.put("guest", a.guest());
    m.put("language", a.language());
    m.put("csrf", s.csrf());
    return m;
  }

  private void me(Context ctx) {
    ctx.json(describe(SessionGate.required(ctx)));
  }

  private void guest(Context ctx) {
    Session current = SessionGate.session(ctx);
    if (current != null) {
      ctx.json(describe(current));
      return;
    }
    LanguageBody body = ctx.bodyAsClass(LanguageBody.class);
    String lang = language(body == null ? null : body.language());
    long now = System.currentTimeMillis();
    Sessions.NewSession opened =
        jdbi.inTransaction(h -> sessions.open(h, accounts.newGuest(h, lang, now), now));
    SessionGate.setCookie(ctx, opened.token());
    ctx.status(201).json(describe(opened.session()));
  }

  private void register(Context ctx) {
    Credentials c = ctx.bodyAsClass(Credentials.class);
    Session current = SessionGate.session(ctx);
    String lang =
        language(
            c.language() != null
                ? c.language()
                : current == null ? null : current.account().language());
    boolean it = lang.equals("it");
    String refusal = Accounts.nameRefusal(c.name(), it);
    if (refusal == null) {
      refusal = PasswordHash.refusal(c.password(), it);
    }
    if (refusal != null) {
      throw ApiError.badRequest(refusal);
    }
    if (current != null && !current.account().guest()) {
      throw ApiError.conflict(it ? "sei già registrato" : "you already have an account");
    }
    String hash = PasswordHash.of(c.password());
    Long guestId = current == null ? null : current.account().id();
    long now = System.currentTimeMillis();
    Sessions.NewSession opened =
        jdbi.inTransaction(
            h -> {
              Account a = accounts.name(h, guestId, c.name(), hash, lang).orElse(null);
              return a == null ? null : sessions.open(h, a, now);
            });
    if (opened == null) {
      throw ApiError.conflict(
          it ? "il nome " + c.name() + " è già preso" : "the name " + c.name() + " is taken");
    }
    if (current != null) {
      sessions.close(current.tokenHash());
      names.forget(current.account().id());
    }
    SessionGate.setCookie(ctx, opened.token());
    ctx.status(201).json(describe(opened.session()));
  }

  private void login(Context ctx) {
    Credentials c = ctx.bodyAsClass(Credentials.class);
    if (c.name() == null || c.password() == null || c.name().length() > 100) {
      throw ApiError.badRequest("name and password are required");
    }
    long now = System.currentTimeMillis();
    String address = ctx.ip();
    if (!throttle.allows(c.name(), address, now)) {
      throw ApiError.tooMany("too many failed logins; wait some minutes and try again");
    }
    var found = accounts.credentials(c.name());
    if (!PasswordHash.matches(
        c.password(), found.map(Accounts.Credentials::passwordHash).orElse(null))) {
      throttle.failed(c.name(), address, now);
      throw ApiError.unauthorized("wrong name or password");
    }
    Account a = found.get().account();
    Session current = SessionGate.session(ctx);
    if (current != null) {
      sessions.close(current.tokenHash());
    }
    Sessions.NewSession opened = jdbi.inTransaction(h -> sessions.open(h, a, now));
    SessionGate.setCookie(ctx, opened.token());
    ctx.json(describe(opened.session()));
  }

  private void logout(Context ctx) {
    Session s = SessionGate.required(ctx);
    sessions.close(s.tokenHash());
    SessionGate.clearCookie(ctx);
    ctx.json(Map.of("ok", true));
  }

  private void language(Context ctx) {
    Session s = SessionGate.required(ctx);
    String lang = language(ctx.bodyAsClass(LanguageBody.class).language());
    accounts.setLanguage(s.account().id(), lang);
    ctx.json(Map.of("language", lang));
  }
}
