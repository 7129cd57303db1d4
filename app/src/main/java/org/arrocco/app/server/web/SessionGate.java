package org.arrocco.app.server.web;

import io.javalin.http.Context;
import java.util.Locale;
import java.util.Set;
import org.arrocco.app.server.account.Secrets;
import org.arrocco.app.server.account.Session;
import org.arrocco.app.server.account.Sessions;

/**
 * The gate every API request passes: it finds the browser's session from its HttpOnly cookie and,
 * for a request that changes state, refuses what a page of another site could have sent: a foreign
 * {@code Origin}, a body that is not JSON (no HTML form can send JSON without the browser asking
 * first), and, once a session exists, a missing or wrong {@code X-CSRF-Token} (the token only the
 * session's own page can read).
 */
public final class SessionGate {
  /** The session cookie's name. */
  public static final String COOKIE = "arrocco_session";

  /** The header carrying the CSRF token. */
  public static final String CSRF_HEADER = "X-CSRF-Token";

  private static final String ATTRIBUTE = "arrocco.session";
  private static final Set<String> SAFE = Set.of("GET", "HEAD", "OPTIONS");

  private final Sessions sessions;

  public SessionGate(Sessions sessions) {
    this.sessions = sessions;
  }

  /** The before-handler of {@code /api/*}. */
  public void check(Context ctx) {
    Session session = sessions.find(ctx.cookie(COOKIE)).orElse(null);
    ctx.attribute(ATTRIBUTE, session);
    if (isSafe(ctx.method().name())) {
      return;
    }
    if (!sameOrigin(ctx.header("Origin"), ctx.header("Host"))) {
      throw ApiError.forbidden("cross-site request refused (Origin " + ctx.header("Origin") + ")");
    }
    String type = ctx.contentType();
    if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
      throw new ApiError(415, "the request body must be JSON (Content-Type: application/json)");
    }
    if (session != null && !Secrets.same(session.csrf(), ctx.header(CSRF_HEADER))) {
      throw ApiError.forbidden("missing or wrong " + CSRF_HEADER + " header");
    }
  }

  /** Whether an HTTP method only reads (GET, HEAD, OPTIONS): no body, nothing changed. */
  public static boolean isSafe(String method) {
    return SAFE.contains(method);
  }

  /**
   * Whether a request's {@code Origin} is this server itself; a request without one (not sent by a
   * page: a program such as the load tool) passes, since forgery needs a victim's browser.
   */
  public static boolean sameOrigin(String origin, String host) {
    if (origin == null) {
      return true;
    }
    if (host == null) {
      return false;
    }
    String o = origin.toLowerCase(Locale.ROOT);
    String h = host.toLowerCase(Locale.ROOT);
    return o.equals("http://" + h) || o.equals("https://" + h);
  }

  /** The session of this request, or null. */
  public static Session session(Context ctx) {
    return ctx.attribute(ATTRIBUTE);
  }

  /** The session of this request; refused with 401 when there is none. */
  public static Session required(Context ctx) {
    Session s = session(ctx);
    if (s == null) {
      throw ApiError.unauthorized("no session: open the page first, or log in");
    }
    return s;
  }

  /** Gives the browser its session cookie: HttpOnly, SameSite=Lax, for a year. */
  public static void setCookie(Context ctx, String token) {
    ctx.header(
        "Set-Cookie", COOKIE + "=" + token + "; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax");
  }

  /** Removes the browser's session cookie. */
  public static void clearCookie(Context ctx) {
    ctx.header("Set-Cookie", COOKIE + "=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
  }
}
