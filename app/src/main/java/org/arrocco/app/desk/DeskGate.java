package org.arrocco.app.desk;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.arrocco.app.server.account.Account;
import org.arrocco.app.server.account.Session;
import org.arrocco.app.server.account.Sessions;
import org.arrocco.app.server.web.ApiError;
import org.arrocco.app.server.web.SessionGate;

/**
 * The door of the arbiter's desk: every call of {@code /api/events/...} needs the session of an
 * arbiter (401 without a session, 403 for a guest or a player who is not an arbiter), and every
 * page under {@code /arbiter/} sends anyone else to the login page, which comes back after logging
 * in. Whether an account is an arbiter is asked of the database on each request, so a revocation
 * takes effect at once.
 */
final class DeskGate {
  private static final String ARBITER = "arrocco.arbiter";

  private final Sessions sessions;
  private final Arbiters arbiters;

  DeskGate(Sessions sessions, Arbiters arbiters) {
    this.sessions = sessions;
    this.arbiters = arbiters;
  }

  /** Before-handler of the API: the session was found by {@link SessionGate} before this runs. */
  void api(Context ctx) {
    Session s = SessionGate.session(ctx);
    if (s == null) {
      throw ApiError.unauthorized("the arbiter's desk needs an arbiter's login");
    }
    if (!arbiter(s)) {
      throw ApiError.forbidden(
          s.account().language().equals("it")
              ? "solo un arbitro può usare il tavolo dell'arbitro"
              : "only an arbiter may use the arbiter's desk");
    }
    ctx.attribute(ARBITER, s.account());
  }

  /** Before-handler of the pages: anyone but an arbiter goes to the login page. */
  void page(Context ctx) {
    Session s = sessions.find(ctx.cookie(SessionGate.COOKIE)).orElse(null);
    if (s == null || !arbiter(s)) {
      ctx.redirect(
          "/?next=" + URLEncoder.encode(ctx.path(), StandardCharsets.UTF_8), HttpStatus.FOUND);
      ctx.skipRemainingHandlers();
      return;
    }
    ctx.attribute(ARBITER, s.account());
  }

  private boolean arbiter(Session s) {
    return !s.account().guest() && arbiters.isArbiter(s.account().id());
  }

  /** The arbiter making this request (after the gate let it through). */
  static Account arbiter(Context ctx) {
    Account a = ctx.attribute(ARBITER);
    if (a == null) {
      throw new IllegalStateException("a desk route ran without its gate: " + ctx.path());
    }
    return a;
  }
}
